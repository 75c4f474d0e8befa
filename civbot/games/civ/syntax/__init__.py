"""The choices of every Civilization-family decision in words, for ``civbot play``.

The answer is typed in the engine's text form of the decision (``engine.parse_action`` reads
it, ``engine.action_text`` writes the default and every action back); ``choices(g, d)`` lists
the options in words and ``help_text`` explains the form with an example. A kind without a
list of its own (a decision added to the engine later) shows its options plainly; a test keeps
every kind the engine asks covered.
"""

from __future__ import annotations

from typing import Any

from civbot.games.civ.advciv import calamity_syntax, syntax  # noqa: F401 - registers the lists
from civbot.games.civ.syntax import (  # noqa: F401 - registers the lists
    calamity,
    civ_cards,
    conflict,
    movement,
    phases,
    ships,
    trade,
)
from civbot.games.civ.syntax.base import CHOICES, Ctx
from civbot.text_forms import form_help
from engine import Decision
from engine.civ.api import GameState

__all__ = ["CHOICES", "choices", "help_text"]


def choices(g: GameState, d: Decision) -> list[str]:
    """The options of ``d`` in words, one short line each (long lists are wrapped, never cut)."""
    describe = CHOICES.get(d.kind)
    if describe is not None:
        return describe(Ctx(g, d))
    return [f"  {k.replace('_', ' ')}: {_plain(v)}" for k, v in d.options.items()]


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "; ".join(f"{k} {_plain(v)}" for k, v in value.items()) or "none"
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v) for v in value) or "none"
    return str(value)


def help_text(g: GameState, d: Decision) -> list[str]:
    return [
        *form_help(g, d),
        "Any time: 'map' (every area by region), 'players', 'census', 'hand', 'offers' (in trade),",
        "  'save' (write the save file), 'quit' (save and stop), 'help'.",
        "Names: an area, card or nation by its name or the beginning of it; a player by nation.",
    ]
