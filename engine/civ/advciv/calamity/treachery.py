"""Treachery — stack 2, tradable (rules reference §8.3.2, 000 §30.22; X6).

Traded to the victim: the player who traded it picks one of the victim's cities and replaces
it with a city of his own; if he has no city in stock, the city is destroyed instead, again his
choice. Kept by the drawer: one of his own cities is reduced, his choice. No pillage and no card
draw (000 §24.53).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.calamity.choices import REDUCE, TREACHERY, choose_cities
from engine.civ.advciv.calamity.common import no_effect
from engine.civ.calamity.base import Outcome
from engine.civ.state import GameState
from i18n.catalog import l_

CALAMITY = "treachery"


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    cities = units.cities_of(g, holder)
    if not cities:
        return no_effect(holder, CALAMITY, l_("no city"))
    if traded_by is None:
        return choose_cities(
            g,
            CALAMITY,
            holder,
            holder,
            cities,
            1,
            REDUCE,
            "treachery",
        )
    return choose_cities(g, CALAMITY, holder, traded_by, cities, 1, TREACHERY, "treachery", taker=traded_by)
