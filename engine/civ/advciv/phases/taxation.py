"""Phase 1 — Taxation and tax revolt (rules reference §6.1, 000 §19).

As in Civilization (1980), with three differences: the beneficiary of a revolt is the player
with the most unit points in stock (a city 5, a token 1; 000 §19.32), never the defaulter
himself (T2); and a Democracy holder's cities never revolt, he simply pays for the cities he
can (000 §19.34).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.neutrals import stock_points_order
from engine.civ.phases.taxation import TaxationPhase
from engine.civ.state import GameState


class AdvTaxationPhase(TaxationPhase):
    def may_revolt(self, g: GameState, player: str) -> bool:
        return not units.has_card(g, player, "democracy")

    def _ranking(self, g: GameState, defaulter: str) -> list[str]:
        return [p for p in stock_points_order(g) if p != defaulter]
