"""The typed form of Through the Ages decisions: the context of one pending decision, names
(a card by its id, its printed name or an unambiguous beginning of either, looked up first among
the cards the decision is about), and the registry of forms by decision kind.

A ``Syntax`` reads words into the engine's own action and writes an action back as it would be
typed; it never judges legality (``engine.apply`` does, with its own message).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from civbot.syntax.base import Syntax, expect, wrap
from civbot.words import NotUnderstood, resolve
from engine.core.decisions import Decision
from engine.tta.cards import cards
from engine.tta.state import GameState
from engine.tta.texts import name


@dataclass(frozen=True)
class Ctx:
    g: GameState
    d: Decision

    @property
    def player(self) -> str:
        return self.d.player

    @property
    def options(self) -> Mapping[str, Any]:
        return self.d.options

    def legal(self) -> list[dict[str, Any]]:
        """The legal actions listed by a phase decision (political or action phase)."""
        actions: list[dict[str, Any]] = self.options.get("actions", [])
        return actions


SYNTAX: dict[str, Syntax[Ctx]] = {}


def register(*syntaxes: Syntax[Ctx]) -> None:
    for s in syntaxes:
        SYNTAX[s.kind] = s


@cache
def card_names() -> dict[str, str]:
    return {cid: name(cid) for cid in cards()}


def card(word: str, among: Iterable[str] = ()) -> str:
    """The card ``word`` names (ids and printed names alike), the ``among`` cards first."""
    return resolve(word, card_names(), among)


def card_words(words: list[str], among: Iterable[str] = ()) -> str:
    """A card named in one or several words (``bread and circuses``)."""
    if not words:
        raise NotUnderstood("Name a card.")
    return card("_".join(words), among)


def player(g: GameState, word: str) -> str:
    return resolve(word, {p: p for p in g.players}, [p for p in g.players])


def split_on(words: list[str], separator: str) -> tuple[list[str], list[str]]:
    """The words before and after ``separator`` (after: empty when it is missing)."""
    if separator in words:
        i = words.index(separator)
        return words[:i], words[i + 1 :]
    return words, []


def number(word: str, what: str) -> int:
    if word.isdigit():
        return int(word)
    raise NotUnderstood(f"{what} is a number, not {word!r}.")


__all__ = [
    "SYNTAX",
    "Ctx",
    "Syntax",
    "card",
    "card_words",
    "expect",
    "number",
    "player",
    "register",
    "split_on",
    "wrap",
]
