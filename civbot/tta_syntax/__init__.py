"""Every Through the Ages decision as a short typed answer (``civbot play --game tta``).

``parse(g, d, line)`` reads a line into the engine's action for decision ``d`` (``default``
takes the engine's default); ``show(g, d, action)`` writes an action back as it would be typed;
``choices(g, d)`` lists the options in words (the legal actions of a phase, numbered);
``usage``/``help_text`` explain the form. A test keeps every kind the engine asks covered.
"""

from __future__ import annotations

from civbot.tta_syntax import answers, turn  # noqa: F401 - registers the forms
from civbot.tta_syntax.base import SYNTAX, Ctx
from civbot.words import NotUnderstood
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.tta.state import GameState

__all__ = ["SYNTAX", "NotUnderstood", "choices", "help_text", "parse", "show", "split", "usage"]


def split(line: str) -> list[str]:
    """Lower-case words; commas and semicolons separate too."""
    return [w for w in line.replace(",", " ").replace(";", " ").lower().split() if w]


def parse(g: GameState, d: Decision, line: str) -> Action:
    """The action ``line`` means for ``d``; NotUnderstood (in the game's words) otherwise."""
    w = split(line)
    if w == ["default"]:
        if d.default is None:
            raise NotUnderstood("This decision has no default: type an answer.")
        return d.default
    s = SYNTAX.get(d.kind)
    if s is None:
        raise NotUnderstood("This decision can only be answered with 'default' here.")
    if not w:
        raise NotUnderstood(f"Type an answer: {s.usage}.")
    return s.parse(Ctx(g, d), w)


def show(g: GameState, d: Decision, action: Action) -> str:
    s = SYNTAX.get(d.kind)
    return s.show(Ctx(g, d), action) if s is not None else "default"


def usage(kind: str) -> str:
    s = SYNTAX.get(kind)
    return s.usage if s is not None else "default"


def choices(g: GameState, d: Decision) -> list[str]:
    s = SYNTAX.get(d.kind)
    if s is not None:
        return s.describe(Ctx(g, d))
    return [f"  {k.replace('_', ' ')}: {v}" for k, v in d.options.items()]


def help_text(g: GameState, d: Decision) -> list[str]:
    s = SYNTAX.get(d.kind)
    default = show(g, d, d.default) if d.default is not None else None
    lines = s.help(default) if s is not None else ([f"  'default' answers: {default}"] if default else [])
    lines += [
        "Any time: 'row' (the card row), 'me' (your civilization), 'players' (everyone's figures),",
        "  'hand' (your cards), 'board' (the military board), 'save', 'quit', 'help'.",
        "Names: a card by its id (drama, plunder_ii), its printed name or the beginning of it.",
    ]
    return lines
