"""The Civilization family's phases: the core phase protocol, ordered the family's way.

Players who decide at once are asked, and their answers resolved, in AST order (rules 5.1);
option ``simultaneous_phases`` chooses between everyone at once and one at a time.
"""

from __future__ import annotations

from engine.civ.order import ast_order
from engine.civ.state import GameState
from engine.core import phase as core
from engine.core.phase import Submissions

__all__ = ["Phase", "SubmissionPhase", "Submissions"]


class Phase(core.Phase[GameState]):
    """A phase of the Civilization round."""


class SubmissionPhase(core.SubmissionPhase[GameState], Phase):
    """A phase where each owing player sends one action (rules 5.1)."""

    def order(self, g: GameState, players: list[str]) -> list[str]:
        wanted = set(players)
        return [p for p in ast_order(g) if p in wanted]

    def simultaneous(self, g: GameState) -> bool:
        return g.options.simultaneous_phases
