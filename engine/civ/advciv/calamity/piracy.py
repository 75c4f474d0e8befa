"""Piracy — stack 9, tradable (rules reference §8.3.12, 000 §30.91; X17, A1, X13).

Two of the primary victim's coastal cities become pirate cities, chosen by the player who
traded him the card (kept by its drawer: by the other player with the most unit points in
stock, X17). Then two coastal cities of other players become pirate cities too, at most one
each and never the seller's, chosen by the primary victim, even if he had fewer than two
(000 §30.912). Pirate cities belong to nobody, need no support, are immune to calamities and
stay until destroyed in a conflict (000 §30.913). With no unused city left, a city chosen is
lost all the same (X13).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.choices import PIRATE, choose_cities
from engine.civ.advciv.calamity.common import others
from engine.civ.advciv.calamity.flood import coastal_cities
from engine.civ.advciv.neutrals import stock_points_order
from engine.civ.calamity.base import Outcome, Step
from engine.civ.state import GameState
from engine.core import serial

CALAMITY = "piracy"


def primary_chooser(g: GameState, holder: str, traded_by: str | None) -> str:
    if traded_by is not None:
        return traded_by
    return next(p for p in stock_points_order(g) if p != holder)


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    n = int(effects.base(CALAMITY, "primary_coastal_cities"))
    chooser = primary_chooser(g, holder, traded_by)
    first = choose_cities(
        g,
        CALAMITY,
        holder,
        chooser,
        coastal_cities(g, holder),
        n,
        PIRATE,
        "advciv_piracy",
    )
    return Outcome(
        first.events, [*first.steps, SecondaryStep(calamity=CALAMITY, holder=holder, seller=traded_by or "")]
    )


@serial.register("advciv_cal_piracy_secondary")
@dataclass
class SecondaryStep(Step):
    """After the primary victim's cities: two coastal cities of others (000 §30.912)."""

    seller: str = ""

    def run(self, g: GameState) -> Outcome:
        n = int(effects.base(CALAMITY, "secondary_coastal_cities"))
        each = int(effects.base(CALAMITY, "secondary_max_each"))
        victims = others(g, self.holder, self.seller or None)
        cities = [a for p in victims for a in coastal_cities(g, p)]
        return choose_cities(
            g,
            CALAMITY,
            self.holder,
            self.holder,
            cities,
            n,
            PIRATE,
            "advciv_piracy",
            limits={p: each for p in victims},
        )
