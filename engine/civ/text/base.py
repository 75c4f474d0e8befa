"""The text form of the Civilization family's actions: the context of one decision, and the
pieces the forms share (areas with counts, lists of cards, an optional leading verb).

A form reads words into the engine's own action and writes an action back as the words that
read it, every area, card and nation by its printed name; it never judges legality (the rules
do, with their own message).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from engine.civ.state import GameState
from engine.civ.text import names
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.text import DecisionContext, NotUnderstood, TextForm, number
from i18n.catalog import N_, Said, l_

CIV1980, ADVCIV = ("civ1980",), ("advciv",)
A = TypeVar("A", bound=Action)


class Ctx(DecisionContext[GameState]):
    """One decision of the game (``engine.core.text.DecisionContext``), with the game's words."""

    def who(self, player: str) -> str:
        """A player as he is written: his nation's printed name once chosen, else his seat."""
        return names.players(self.g).name(player)


def context(g: GameState, d: Decision | None, player: str) -> Ctx:
    return Ctx(g, d, player)


Form = TextForm[Ctx]


def expect(a: Action | None, cls: type[A]) -> A:
    """``a`` as the action class a form writes (a programming error otherwise)."""
    if not isinstance(a, cls):
        raise TypeError(f"expected {cls.__name__}, got {type(a).__name__}")
    return a


def drop_verb(w: list[str], *verbs: str) -> list[str]:
    """The words without a leading verb the player may type or leave out (``build memphis``)."""
    return w[1:] if w and w[0] in verbs else w


def is_none(w: list[str]) -> bool:
    return w in ([], ["none"], ["nothing"], ["no"], ["0"])


def one(w: list[str], what: str) -> str:
    if len(w) != 1:
        raise NotUnderstood(l_("Type one {what}.", what=Said(what)))
    return w[0]


def area(word: str, among: Iterable[str] = ()) -> str:
    return names.areas().resolve(word, among)


def areas(w: list[str], among: Iterable[str]) -> tuple[str, ...]:
    pool = list(among)
    return tuple(area(x, pool) for x in w)


def listed(c: Ctx, w: list[str], key: str, *verbs: str) -> tuple[str, ...]:
    """Areas among ``options[key]`` named after an optional verb; ``none`` for no area."""
    w = drop_verb(w, *verbs)
    return () if is_none(w) else areas(w, list(c.options[key]))


def area_counts(
    w: list[str], among: list[str], default: Callable[[str], int] = lambda a: 1
) -> list[tuple[str, int]]:
    """``memphis 2 thebes 1``: areas each followed by a count (``default(area)`` when left out)."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(w):
        if w[i].isdigit():
            raise NotUnderstood(l_("Name the area before the number {number}.", number=w[i]))
        a = area(w[i], among)
        if i + 1 < len(w) and w[i + 1].isdigit():
            out.append((a, number(w[i + 1], N_("The number of tokens"))))
            i += 2
        else:
            out.append((a, default(a)))
            i += 1
    return out


def area_text(a: str) -> str:
    return names.areas().name(a)


def areas_text(listed: Iterable[str]) -> str:
    return " ".join(map(area_text, listed)) or "none"


def counts_text(pairs: Iterable[tuple[str, int]]) -> str:
    return " ".join(f"{area_text(a)} {n}" for a, n in pairs)


def card_list(w: list[str], resolve: Callable[[str], str]) -> list[str]:
    """Cards with repeats written out or counted: ``grain grain salt``, ``2 grain salt``,
    ``grain x2 salt``."""
    out: list[str] = []
    i = 0
    while i < len(w):
        count = 1
        if w[i].isdigit():
            count = number(w[i], N_("The number of cards"))
            i += 1
            if i >= len(w):
                raise NotUnderstood(l_("Name the card after the number {number}.", number=count))
        card = resolve(w[i])
        i += 1
        if i < len(w) and len(w[i]) > 1 and w[i][0] == "x" and w[i][1:].isdigit():
            count = number(w[i][1:], N_("The number of cards"))
            i += 1
        out += [card] * count
    return out


def trade_card(word: str, among: Iterable[str] = ()) -> str:
    return names.trade_card_names().resolve(word, among)


def trade_cards_text(cards: Iterable[str]) -> str:
    return " ".join(names.trade_card_names().name(c) for c in cards)


def civ_cards_text(cards: Iterable[str]) -> str:
    return " ".join(names.civ_card_names().name(c) for c in cards)


def player(c: Ctx, word: str, among: Iterable[str] = ()) -> str:
    return names.players(c.g).resolve(word, among)
