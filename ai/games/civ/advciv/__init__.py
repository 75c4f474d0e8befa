"""The heuristic player of Advanced Civilization.

Civilization (1980)'s heuristic player (``ai.games.civ``) where a decision is the same in both
games (growth, taxes and revolts, ships, city support, the Civil War's faction choices), and
this package's handlers for the decisions Advanced Civilization changes or adds: declared
trades and passing on tradable calamities (``trade``), purchases toward victory points and the
AST (``purchases``), movement around barbarians and pirate cities, Architecture and pillage
(``board``), and every calamity choice (``calamities``). Strengths as in 1980's player: "easy"
answers about a third of its decisions like a random legal player, never attacks, and trades
less and more warily.
"""

from __future__ import annotations

from typing import ClassVar

from ai.games.civ.advciv import board, calamities, purchases, trade
from ai.games.civ.agent import HANDLERS, Handler, HeuristicAgent, check_answer
from engine import Action, Decision
from engine.civ.advciv.api import (
    DeclaredCounter,
    DeclaredOffer,
    DeclaredRevise,
    RoadMove,
    ast,
    check_declared_packet,
)
from engine.civ.api import GameState, trade_data

ADVCIV_HANDLERS: dict[str, Handler] = {
    **{k: v for k, v in HANDLERS.items() if k not in ("trade", "buy_civ_cards", "movement")},
    "movement": board.movement,
    "advciv_build_cities": board.build_cities,
    "pillage": board.pillage,
    "advciv_trade": trade.trade,
    "advciv_buy_civ_cards": purchases.buy_civ_cards,
    "advciv_assign_losses": calamities.assign_losses,
    "advciv_earthquake": calamities.earthquake,
    "advciv_iconoclasm": calamities.iconoclasm,
    "advciv_flood_plain": calamities.flood_plain,
    "volcano_tie": calamities.volcano_tie,
    "barbarian_area": calamities.barbarian_area,
    "monotheism": calamities.monotheism,
    **{
        kind: calamities.choose_cities
        for kind in (
            "treachery",
            "superstition",
            "advciv_civil_disorder",
            "flood_coastal_city",
            "advciv_piracy",
        )
    },
}
# The engine's default is already the right answer for our own units: advciv_lose_units (with
# the Grain Pottery lets us show), advciv_civil_war_military, civil_war_pick, civil_war_keep,
# and discard_cards (the most valuable 8 cards kept, exactly): taken on purpose.
ADVCIV_DEFAULT_ANSWERS = frozenset(
    {"advciv_lose_units", "advciv_civil_war_military", "civil_war_pick", "civil_war_keep", "discard_cards"}
)


class AdvCivAgent(HeuristicAgent):
    handlers: ClassVar[dict[str, Handler]] = ADVCIV_HANDLERS

    def finishing_target(self, g: GameState, nation: str) -> int:
        """Civilization-card points the nation's last Late Iron Age space asks for."""
        row = ast().tables[g.options.ast_table][nation]
        return max((v for v in row.value_of if v is not None), default=0)

    def check_answer(self, g: GameState, d: Decision, answer: Action) -> None:
        if isinstance(answer, DeclaredOffer | DeclaredCounter | DeclaredRevise):
            replaced = (answer.offer,) if isinstance(answer, DeclaredRevise) else ()
            check_declared_packet(g, trade_data(g), answer.player, answer.cards, answer.named, replaced)
        elif not isinstance(answer, RoadMove):
            check_answer(g, d, answer)


__all__ = ["AdvCivAgent"]
