"""The typed form of every decision: how it is read, how an answer is written back, and the
choices shown in words.

A ``Syntax`` belongs to one decision kind of the engine (``Decision.kind``). ``parse`` turns
the words of a line into the engine's own action; it never judges legality — ``engine.apply``
does, and its refusal is shown to the player as it is. ``show`` writes an action the way a
player would type it (so the default can be shown, and typed, in the same words), and
``describe`` lists the choices the engine offers, from ``Decision.options``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from civbot import words
from civbot.words import NotUnderstood
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision


@dataclass(frozen=True)
class Ctx:
    """One pending decision in its game."""

    g: GameState
    d: Decision

    @property
    def player(self) -> str:
        return self.d.player

    @property
    def options(self) -> Mapping[str, Any]:
        return self.d.options

    def who(self, player: str) -> str:
        """How a player is typed: his nation once chosen, else his seat id."""
        ps = self.g.player_states.get(player)
        return (ps.nation if ps is not None and ps.nation else None) or player

    def named(self, player: str) -> str:
        """How a player is printed: ``Egypt (ai2)``."""
        ps = self.g.player_states.get(player)
        if ps is None or not ps.nation:
            return player
        return f"{words.nation_names().get(ps.nation, ps.nation)} ({player})"


A = TypeVar("A", bound=Action)
C = TypeVar("C")
Parse = Callable[[Ctx, list[str]], Action]
Show = Callable[[Ctx, Action], str]
Describe = Callable[[Ctx], list[str]]


@dataclass(frozen=True)
class Syntax(Generic[C]):
    """The typed form of one decision kind, over the context ``C`` of its game's decisions
    (Civilization's ``Ctx`` here; Through the Ages has its own, ``civbot.tta_syntax``)."""

    kind: str
    usage: str  # the form, e.g. "AREA [AREA ...] | none"
    example: str  # a line that could be typed
    explain: str  # what the words mean, one or two sentences
    parse: Callable[[C, list[str]], Action]
    show: Callable[[C, Action], str]
    describe: Callable[[C], list[str]]
    # The games that ask this decision; none named: every game whose forms are in this table.
    games: tuple[str, ...] = ()

    def help(self, default: str | None) -> list[str]:
        """The form explained with an example, and the default as it is typed."""
        lines = [f"Answer: {self.usage}", f"  {self.explain}", f"  For example: {self.example}"]
        return lines + ([f"  'default' answers: {default}"] if default is not None else [])


CIV1980, ADVCIV = ("civ1980",), ("advciv",)
SYNTAX: dict[str, Syntax[Ctx]] = {}


def register(*syntaxes: Syntax[Ctx]) -> None:
    for s in syntaxes:
        if s.kind in SYNTAX:  # one form per decision kind: a second would silently win
            raise ValueError(f"the decision kind {s.kind!r} already has a typed form")
        SYNTAX[s.kind] = s


def expect(a: Action | None, cls: type[A]) -> A:
    """``a`` as the action class a syntax writes (a programming error otherwise)."""
    if not isinstance(a, cls):
        raise TypeError(f"expected {cls.__name__}, got {type(a).__name__}")
    return a


def drop_verb(w: list[str], *verbs: str) -> list[str]:
    """The words without a leading verb the player may type or leave out (``build memphis``)."""
    return w[1:] if w and w[0] in verbs else w


def is_none(w: list[str]) -> bool:
    return w in ([], ["none"], ["nothing"], ["no"], ["0"])


def listed(c: Ctx, w: list[str], key: str, *verbs: str) -> tuple[str, ...]:
    """Areas among ``options[key]`` named after an optional verb; ``none`` for no area."""
    w = drop_verb(w, *verbs)
    return () if is_none(w) else areas(w, list(c.options[key]))


def one(w: list[str], what: str) -> str:
    if len(w) != 1:
        raise NotUnderstood(f"Type one {what}.")
    return w[0]


def areas(w: list[str], among: list[str]) -> tuple[str, ...]:
    return tuple(words.area(x, among) for x in w)


def area_counts(
    w: list[str], among: list[str], default: Callable[[str], int] = lambda a: 1
) -> list[tuple[str, int]]:
    """``memphis 2 thebes 1``: areas each followed by a count (``default(area)`` when left out)."""
    out: list[tuple[str, int]] = []
    i = 0
    while i < len(w):
        if w[i].isdigit():
            raise NotUnderstood(f"Name the area before the number {w[i]}.")
        a = words.area(w[i], among)
        if i + 1 < len(w) and w[i + 1].isdigit():
            out.append((a, int(w[i + 1])))
            i += 2
        else:
            out.append((a, default(a)))
            i += 1
    return out


def show_counts(pairs: Any) -> str:
    return " ".join(f"{a} {n}" for a, n in pairs)


def card_list(w: list[str], resolve: Callable[[str], str]) -> list[str]:
    """Cards with repeats written out or counted: ``grain grain salt``, ``2 grain salt``,
    ``grain x2 salt``."""
    out: list[str] = []
    i = 0
    while i < len(w):
        count = 1
        if w[i].isdigit():
            count = int(w[i])
            i += 1
            if i >= len(w):
                raise NotUnderstood(f"Name the card after the number {count}.")
        card = resolve(w[i])
        i += 1
        if i < len(w) and len(w[i]) > 1 and w[i][0] == "x" and w[i][1:].isdigit():
            count = int(w[i][1:])
            i += 1
        out += [card] * count
    return out


def wrap(label: str, items: list[str], width: int = 96) -> list[str]:
    """``label: a, b, c`` folded into lines of at most ``width`` characters (never cut)."""
    head = f"  {label}: "
    indent = " " * len(head)
    lines: list[str] = []
    line = head
    for i, item in enumerate(items or ["none"]):
        piece = item + ("," if i + 1 < len(items) else "")
        fresh = line in (head, indent)
        if not fresh and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line, fresh = indent, True
        line += ("" if fresh else " ") + piece
    lines.append(line)
    return lines
