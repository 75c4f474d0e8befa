"""Flood — stack 5, non-tradable (rules reference §8.3.7, 000 §30.51; X8, A1).

The flood strikes the plain where the primary victim has the most unit points of vulnerable
units (tokens, cities on white sites or on no site; never cities on black sites), his choice
between tied plains. He loses up to 17 there; the other players on that plain lose 10 in all,
divided by him, or everything there if they have no more than 10. Engineering: at most 7 for
any victim (000 §30.515). With no vulnerable unit on any plain, one of his coastal cities is
destroyed (Engineering: reduced), his choice (000 §30.514).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.choices import ChooseOne, PlainTieChoice, choose_cities
from engine.civ.advciv.calamity.common import no_effect
from engine.civ.advciv.calamity.effects import PRIMARY
from engine.civ.advciv.calamity.losses import flood_pool, share_out
from engine.civ.calamity.base import Outcome, Step
from engine.civ.calamity.losses import plain_areas
from engine.civ.content import board
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction
from engine.core.events import public
from engine.core.words import Either
from i18n.catalog import _, l_

CALAMITY = "flood"


def vulnerable_points(g: GameState, player: str) -> dict[str, int]:
    """The player's vulnerable unit points on each plain where he has any."""
    out = {}
    for plain in sorted(board().flood_plains):
        points = flood_pool(g, player, plain).total()
        if points:
            out[plain] = points
    return out


def coastal_cities(g: GameState, player: str) -> list[str]:
    """A1: cities in areas with both land and water."""
    return [a for a in units.cities_of(g, player) if board().areas[a].kind == "coastal"]


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    points = vulnerable_points(g, holder)
    if not points:
        return coastal_flood(g, holder)
    most = max(points.values())
    tied = [p for p, n in points.items() if n == most]
    if len(tied) > 1:
        return Outcome([], [PlainStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=tied)])
    return flood(g, holder, tied[0])


def flood(g: GameState, holder: str, plain: str) -> Outcome:
    out = share_out(g, CALAMITY, holder, None, plain)
    event = public("flood_struck", player=holder, plain=plain, areas=plain_areas(g, plain))
    return Outcome([event, *out.events], out.steps)


def coastal_flood(g: GameState, holder: str) -> Outcome:
    cities = coastal_cities(g, holder)
    if not cities:
        return no_effect(holder, CALAMITY, l_("no vulnerable unit on a flood plain and no coastal city"))
    then = str(effects.value(g, CALAMITY, "no_units_on_a_plain.action", holder, PRIMARY))
    event = public("flood_struck", player=holder, plain=None, areas=[])
    out = choose_cities(
        g,
        CALAMITY,
        holder,
        holder,
        cities,
        1,
        then,
        "flood_coastal_city",
    )
    return Outcome([event, *out.events], out.steps)


@serial.register("advciv_cal_flood_plain")
@dataclass
class PlainStep(Step):
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseOne,)

    def decision(self, g: GameState, player: str) -> Decision:
        return Decision(
            player,
            "advciv_flood_plain",
            _(
                "Flood: your vulnerable units on these flood plains are worth the same; choose the plain "
                "that floods."
            ),
            PlainTieChoice({p: plain_areas(g, p) for p in self.choices}),
            ChooseOne(player, self.choices[0]),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseOne)
        if a.choice not in self.choices:
            raise IllegalAction(
                l_(
                    "The flood strikes the plain with most of your vulnerable units: {choices}.",
                    choices=Either(tuple(rn.area(c) for c in self.choices)),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseOne)
        return flood(g, self.holder, a.choice)
