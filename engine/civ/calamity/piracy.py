"""Piracy, stack 9, tradable (rules 3.4, 11.3, D33, A41).

The player loses one coastal city (an area with land and water) for each legal ship of the
player who traded him the card; that player chooses which. A ship is legal for a city if it is
joined to the city's area by water at any distance (``water_component``), ignoring range,
open sea and the Greek coastline rule. Each ship accounts for one city; the cities are
eliminated. A trader without ships does nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.calamity.base import Outcome, Step, check_cities, eliminate_city, no_effect_event
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, OverLimit
from engine.core.events import Event, public
from i18n.catalog import l_, n_

CALAMITY = "piracy"


@action("piracy")
@dataclass(frozen=True)
class PiracyChoice(Action):
    cities: tuple[str, ...] = ()


def ships_by_water(g: GameState, trader: str) -> Counter[int]:
    comp = game_map(g).water_component
    return Counter(comp[g.ships[s].area] for s in units.ships_of(g, trader) if g.ships[s].area in comp)


def coastal_cities(g: GameState, holder: str, trader: str) -> dict[str, int]:
    """The holder's coastal cities some ship of the trader can reach, with their water."""
    comp = game_map(g).water_component
    ships = ships_by_water(g, trader)
    return {
        a: comp[a]
        for a in units.cities_of(g, holder)
        if board().areas[a].kind == "coastal" and a in comp and ships[comp[a]]
    }


def losses(g: GameState, holder: str, trader: str) -> int:
    """Cities lost: per body of water, one per ship there, at most the cities on it."""
    ships = ships_by_water(g, trader)
    cities = Counter(coastal_cities(g, holder, trader).values())
    return sum(min(n, ships[w]) for w, n in cities.items())


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    if traded_by is None or not losses(g, holder, traded_by):
        return Outcome(
            [no_effect_event(holder, CALAMITY, l_("no ship of the trader can reach a coastal city"))]
        )
    return Outcome([], [PiracyStep(calamity=CALAMITY, holder=holder, owed=[traded_by], trader=traded_by)])


@dataclass(frozen=True)
class PiracyCityChoice(DecisionOptions):
    """``piracy``: whose coastal cities the pirate's ships raid, how many, which may be, the
    pirate's ships per body of water (its number, as text) and the water of each city."""

    victim: str
    count: int
    cities: list[str]
    ships_per_water: dict[str, int]
    city_water: dict[str, int]


@serial.register("cal_piracy")
@dataclass
class PiracyStep(Step):
    trader: str = ""

    accepts = (PiracyChoice,)

    def default(self, g: GameState) -> tuple[str, ...]:
        ships = ships_by_water(g, self.trader)
        chosen: list[str] = []
        for area, water in sorted(coastal_cities(g, self.holder, self.trader).items()):
            if ships[water]:
                ships[water] -= 1
                chosen.append(area)
        return tuple(chosen)

    def decision(self, g: GameState, player: str) -> Decision:
        n = losses(g, self.holder, self.trader)
        return Decision(
            player,
            "piracy",
            n_(
                "Piracy: your ships raid {holder}. Choose {n} of his coastal cities to eliminate (one per "
                "ship, each reachable by water from that ship).",
                "Piracy: your ships raid {holder}. Choose {n} of his coastal cities to eliminate (one per "
                "ship, each reachable by water from that ship).",
                n,
                holder=self.holder,
            ),
            PiracyCityChoice(
                victim=self.holder,
                count=n,
                cities=sorted(coastal_cities(g, self.holder, self.trader)),
                ships_per_water={str(w): k for w, k in sorted(ships_by_water(g, self.trader).items())},
                city_water={a: w for a, w in sorted(coastal_cities(g, self.holder, self.trader).items())},
            ),
            PiracyChoice(player, self.default(g)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, PiracyChoice)
        reach = coastal_cities(g, self.holder, self.trader)
        choices = rn.areas(sorted(reach))
        for area in a.cities:
            if g.cities.get(area) != self.holder or area in reach:
                continue
            if board().areas[area].kind != "coastal":
                raise IllegalAction(
                    l_(
                        "{area} is not a coastal city (an area with land and water); choose among {choices}.",
                        area=repr(area),
                        choices=choices,
                    )
                )
            raise IllegalAction(
                l_(
                    "None of your ships can reach {area} by water; choose among {choices}.",
                    area=repr(area),
                    choices=choices,
                )
            )
        check_cities(
            g,
            a.cities,
            sorted(reach),
            l_("a coastal city of {player} your ships can reach", player=self.holder),
        )
        ships = ships_by_water(g, self.trader)
        for water, k in Counter(reach[x] for x in a.cities).items():
            if k > ships[water]:
                named = rn.areas(x for x in a.cities if reach[x] == water)
                raise OverLimit(
                    l_(
                        "Only {n} of your ships can reach {named}: one city per ship.",
                        n=ships[water],
                        named=named,
                    )
                )
        n = losses(g, self.holder, self.trader)
        if len(a.cities) != n:
            raise IllegalAction(
                l_("Your ships take exactly {n} cities; you named {named}.", n=n, named=len(a.cities))
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.trader)
        assert isinstance(a, PiracyChoice)
        events: list[Event] = []
        for area in a.cities:
            if eliminate_city(g, area):
                events.append(public("city_eliminated", player=self.holder, area=area, calamity=CALAMITY))
            else:
                events.append(public("calamity_floor", player=self.holder, calamity=CALAMITY, area=area))
        return Outcome(events)
