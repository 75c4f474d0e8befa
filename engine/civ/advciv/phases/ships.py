"""Phase 4 — Ship construction and maintenance (rules reference §6.4, 000 §22).

Everything of Civilization (1980)'s phase applies (``engine.civ.phases.ships``) except the
order: 000 §22.1 «Spillerne bygger og vedligeholder skibe i census rækkefølge» (players build
and maintain ships in census order) and §22.11: Military holders after all others, among
themselves in census order. 1980 asks in AST order. The order is the one orders are asked in
one at a time (option ``simultaneous_phases`` False) and the one orders given at once are
resolved in.
"""

from __future__ import annotations

from engine.civ.order import by_census
from engine.civ.phases.ships import ShipsPhase
from engine.civ.state import GameState


class AdvShipsPhase(ShipsPhase):
    def order(self, g: GameState, players: list[str]) -> list[str]:
        return by_census(g, players)
