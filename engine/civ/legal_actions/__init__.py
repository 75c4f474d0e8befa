"""The legal actions of the Civilization family's decisions (``engine.legal_actions``): one
lister per decision kind (``engine.core.legal``), in the tables the games' rules use.

``FAMILY`` lists the kinds both games ask; ``CIV1980`` every kind Civilization (1980) asks.
Advanced Civilization adds its own in ``engine.civ.advciv.legal_actions``."""

from __future__ import annotations

from engine.civ.legal_actions import board, calamities, cards, trade
from engine.core.legal import Lister

FAMILY: dict[str, Lister] = {
    "choose_nation": board.nations,
    "tax_rate": board.tax_rates,
    "revolt_cities": board.revolt_cities,
    "growth": board.growth,
    "ships": board.ships,
    "movement": board.movement,
    "reduce_cities": board.reduce_cities,
    "buy_gold": cards.buy_gold,
    "civil_war_pick": calamities.civil_war_pick,
    "civil_war_keep": calamities.civil_war_keep,
    "civil_war_cities": calamities.civil_war_cities,
}

CIV1980: dict[str, Lister] = {
    **FAMILY,
    "conflict_order": board.conflict_order,
    "build_cities": board.build_cities,
    "trade": trade.trade,
    "return_cards": cards.return_cards,
    "buy_civ_cards": cards.buy_civ_cards,
    "lose_units": calamities.lose_units,
    "assign_losses": calamities.assign_losses,
    "choose_volcano": calamities.choose_volcano,
    "earthquake": calamities.earthquake,
    "flood_plain": calamities.flood_plain,
    "civil_war_beneficiary": calamities.civil_war_beneficiary,
    "civil_disorder": calamities.civil_disorder,
    "iconoclasm": calamities.iconoclasm,
    "piracy": calamities.piracy,
}
