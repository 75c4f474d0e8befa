"""civbot's rules engine for Avalon Hill's Civilization (1980): pure and deterministic.

Public interface::

    g = new_game(["ann", "bob", "cy"], Options(), seed=7)
    for decision in pending(g): ...          # who owes what, legal options, default
    events = apply(g, SomeAction("ann", ...))  # validates fully, or raises RuleError
    view = view_for(g, "ann")                  # what ann may see

No I/O, clock or global randomness happens in this package (a test enforces it).
"""

from engine.civ.flow import apply, new_game, pending, state_from_json, state_to_json
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.civ.views import view_for
from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event

__all__ = [
    "Action",
    "Decision",
    "Event",
    "GameState",
    "Options",
    "RuleError",
    "action_from_json",
    "apply",
    "new_game",
    "pending",
    "state_from_json",
    "state_to_json",
    "view_for",
]
