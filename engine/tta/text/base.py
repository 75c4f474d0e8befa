"""The text form of Through the Ages' actions: the context of one decision, and the names a
player types (a card by its printed name, ``Bread and Circuses``; a player by his seat).

A form reads words into the engine's own action and writes an action back as the words that
read it, every card by its printed name; it never judges legality (the rules do).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from engine.core.decisions import Decision
from engine.core.text import DecisionContext, Names, NotUnderstood, phrase_pattern, split
from engine.tta.cards import cards
from engine.tta.state import GameState
from engine.tta.texts import name
from i18n.catalog import l_


class Ctx(DecisionContext[GameState]):
    """One decision of the game (``engine.core.text.DecisionContext``), with the game's words."""

    def legal(self) -> list[dict[str, Any]]:
        """The legal actions listed by a phase decision (political or action phase)."""
        actions: list[dict[str, Any]] = getattr(self.options, "actions", [])
        return actions


def context(g: GameState, d: Decision | None, player: str) -> Ctx:
    return Ctx(g, d, player)


@cache
def card_names() -> Names:
    return Names("card", {cid: name(cid) for cid in cards()})


def card(word: str, among: Iterable[str] = ()) -> str:
    """The card ``word`` names, the ``among`` cards first."""
    return card_names().resolve(word, among)


def card_words(words: list[str], among: Iterable[str] = ()) -> str:
    """A card named in one or several words (``bread and circuses``)."""
    if not words:
        raise NotUnderstood(l_("Name a card."))
    return card(" ".join(words), among)


def named(cid: str) -> str:
    """A card as it is written: its printed name."""
    return card_names().name(cid)


def player(g: GameState, word: str) -> str:
    return Names("player", {p: p for p in g.players}).resolve(word, g.players)


def split_on(words: list[str], separator: str) -> tuple[list[str], list[str]]:
    """The words before and after ``separator`` (after: empty when it is missing)."""
    if separator in words:
        i = words.index(separator)
        return words[:i], words[i + 1 :]
    return words, []


@cache
def _phrases() -> re.Pattern[str] | None:
    return phrase_pattern(card_names().table.values())


def words(line: str) -> list[str]:
    """The words of a typed line: a card's printed name of several words stays one word, and a
    cost in brackets (``build Drama [3 resources]``, as the choices show it) is left out."""
    return split(re.sub(r"\[[^\]]*\]", " ", line), _phrases())
