"""Every decision of the engine as a short typed answer (``civbot play``).

``parse(g, d, line)`` reads a line into the engine's action for decision ``d`` (``default``
takes the engine's default); ``show(g, d, action)`` writes an action back as it would be typed;
``choices(g, d)`` lists the options in words; ``usage``/``help_text`` explain the form. A kind
without a typed form (a decision added to the engine later) still shows its options in words
and accepts ``default``; a test keeps every kind the engine asks covered.
"""

from __future__ import annotations

from typing import Any

from civbot.syntax import (  # noqa: F401 - registers
    advciv,
    advciv_calamity,
    calamity,
    civ_cards,
    conflict,
    movement,
    phases,
    ships,
    trade,
)
from civbot.syntax.base import SYNTAX, Ctx, Syntax
from civbot.words import NotUnderstood, split
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision

__all__ = ["SYNTAX", "NotUnderstood", "choices", "help_text", "parse", "show", "usage"]


def syntax_for(kind: str) -> Syntax[Ctx] | None:
    return SYNTAX.get(kind)


def parse(g: GameState, d: Decision, line: str) -> Action:
    """The action ``line`` means for ``d``; NotUnderstood (in the game's words) otherwise."""
    w = split(line)
    if w == ["default"]:
        if d.default is None:
            raise NotUnderstood("This decision has no default: type an answer.")
        return d.default
    s = syntax_for(d.kind)
    if s is None:
        raise NotUnderstood("This decision can only be answered with 'default' here.")
    if not w:
        raise NotUnderstood(f"Type an answer: {s.usage}.")
    return s.parse(Ctx(g, d), w)


def show(g: GameState, d: Decision, action: Action) -> str:
    """``action`` as the player would type it."""
    s = syntax_for(d.kind)
    if s is None:
        return "default"
    return s.show(Ctx(g, d), action)


def usage(kind: str) -> str:
    s = syntax_for(kind)
    return s.usage if s is not None else "default"


def choices(g: GameState, d: Decision) -> list[str]:
    """The options of ``d`` in words, one short line each (long lists are wrapped, never cut)."""
    s = syntax_for(d.kind)
    if s is not None:
        return s.describe(Ctx(g, d))
    return [f"  {k.replace('_', ' ')}: {_plain(v)}" for k, v in d.options.items()]


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "; ".join(f"{k} {_plain(v)}" for k, v in value.items()) or "none"
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v) for v in value) or "none"
    return str(value)


def help_text(g: GameState, d: Decision) -> list[str]:
    s = syntax_for(d.kind)
    default = show(g, d, d.default) if d.default is not None else None
    lines = s.help(default) if s is not None else ([f"  'default' answers: {default}"] if default else [])
    lines += [
        "Any time: 'map' (every area by region), 'players', 'census', 'hand', 'offers' (in trade),",
        "  'save' (write the save file), 'quit' (save and stop), 'help'.",
        "Names: an area, card or nation by its name or the beginning of it; a player by nation.",
    ]
    return lines
