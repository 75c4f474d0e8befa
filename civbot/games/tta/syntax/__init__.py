"""The choices of every Through the Ages decision in words, for ``civbot play --game tta``.

The answer is typed in the engine's text form (``engine.parse_action``; every card by its
printed name, an action with a price shown with it); ``choices(g, d)`` lists the options (a
phase's legal actions numbered) and ``help_text`` explains the form. A test keeps every kind
the engine asks covered.
"""

from __future__ import annotations

from civbot.games.tta.syntax import answers, turn  # noqa: F401 - registers the lists
from civbot.games.tta.syntax.base import CHOICES, Ctx
from civbot.text_forms import form_help
from engine import Decision
from engine.tta.api import GameState

__all__ = ["CHOICES", "choices", "help_text"]


def choices(g: GameState, d: Decision) -> list[str]:
    describe = CHOICES.get(d.kind)
    if describe is not None:
        return describe(Ctx(g, d))
    return [f"  {k.replace('_', ' ')}: {v}" for k, v in d.options.items()]


def help_text(g: GameState, d: Decision) -> list[str]:
    return [
        *form_help(g, d),
        "Any time: 'row' (the card row), 'me' (your civilization), 'players' (everyone's figures),",
        "  'hand' (your cards), 'board' (the military board), 'save', 'quit', 'help'.",
        "Names: a card by its printed name (Bread and Circuses) or the beginning of it.",
    ]
