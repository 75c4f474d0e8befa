"""Volcanic Eruption / Earthquake — stack 2, non-tradable (rules reference §8.3.1, 000 §30.21;
X3, X4).

A volcano erupts when the primary victim has a city in an area it touches: every player's units
in all its areas are destroyed (barbarians and pirate cities are immune, X3). Touched by several,
the one doing the most damage to everyone erupts (000 §30.211), his choice between equals.
Otherwise an earthquake: one of his cities is destroyed (Engineering: reduced) and one city of
another player, adjacent by land or water and not an Engineering holder's, is reduced; it strikes
where it does the most damage to him, then to everyone (X4), his choice between equals. With no
city he suffers nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.choices import ChooseOne, QuakeTieChoice, VolcanoTieChoice, strike_cities
from engine.civ.advciv.calamity.common import no_effect
from engine.civ.advciv.calamity.effects import PRIMARY
from engine.civ.calamity.base import Outcome, Step, reduction_value
from engine.civ.calamity.volcano import EarthquakeChoice, volcano_areas
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.words import Either, Joined
from i18n.catalog import _, l_

CALAMITY = "volcano"
ACTIONS: tuple[type[Action], ...] = (ChooseOne, EarthquakeChoice)


def erupting(g: GameState, holder: str) -> list[str]:
    """Volcanoes touching an area that holds one of the primary victim's cities."""
    return sorted(v for v in board().volcanoes if any(g.cities.get(a) == holder for a in volcano_areas(g, v)))


def volcano_damage(g: GameState, volcano: str) -> int:
    """Unit points of every player in the volcano's areas."""
    return sum(units.area_total(g, a) + (5 if a in g.cities else 0) for a in volcano_areas(g, volcano))


def erupt(g: GameState, volcano: str, holder: str) -> list[Event]:
    events: list[Event] = [
        public("volcano_erupted", player=holder, volcano=volcano, areas=volcano_areas(g, volcano))
    ]
    for area in volcano_areas(g, volcano):
        for p, n in sorted(units.occupants(g, area).items()):
            units.remove_to_stock(g, area, p, n)
            events.append(
                public("units_lost", player=p, calamity=CALAMITY, tokens={area: n}, cities=[], points=n)
            )
        owner = g.cities.get(area)
        if owner is not None:
            units.remove_city(g, area)
            events.append(
                public("units_lost", player=owner, calamity=CALAMITY, tokens={}, cities=[area], points=5)
            )
    return events


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    volcanoes = erupting(g, holder)
    if volcanoes:
        most = max(volcano_damage(g, v) for v in volcanoes)
        tied = [v for v in volcanoes if volcano_damage(g, v) == most]
        if len(tied) == 1:
            return Outcome(erupt(g, tied[0], holder))
        return Outcome([], [VolcanoStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=tied)])
    if not units.city_count(g, holder):
        return no_effect(holder, CALAMITY, l_("no city"))
    places = best_earthquakes(g, holder)
    if len(places) == 1:
        return Outcome(quake(g, holder, *places[0]))
    choices = [[c, n] for c, n in places]
    return Outcome([], [EarthquakeStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=choices)])


def neighbour_cities(g: GameState, holder: str, area: str) -> list[str]:
    """Cities of other players adjacent by land or water, not of Engineering holders."""
    gm = game_map(g)
    near = set(gm.land_nbrs.get(area, ())) | set(gm.water_nbrs.get(area, ()))
    return sorted(
        a
        for a in near
        if a in g.cities
        and g.cities[a] != holder
        and effects.eligible(g, CALAMITY, "earthquake.eligible", g.cities[a])
    )


def quake_action(g: GameState, holder: str) -> str:
    return str(effects.value(g, CALAMITY, "earthquake.primary_action", holder, PRIMARY))


def best_earthquakes(g: GameState, holder: str) -> list[tuple[str, str]]:
    """(his city, the neighbour reduced or "") pairs doing the most damage (X4)."""
    reduce_own = quake_action(g, holder) == "reduce"

    def score(city: str, neighbour: str) -> tuple[int, int]:
        own = 5 - reduction_value(g, city) if reduce_own else 5
        other = 5 - reduction_value(g, neighbour) if neighbour else 0
        return own, own + other

    options = [(c, n) for c in units.cities_of(g, holder) for n in (neighbour_cities(g, holder, c) or [""])]
    best = max(score(c, n) for c, n in options)
    return [(c, n) for c, n in options if score(c, n) == best]


def quake(g: GameState, holder: str, city: str, neighbour: str) -> list[Event]:
    events = [public("earthquake", player=holder, city=city, neighbour=neighbour or None)]
    events += strike_cities(g, CALAMITY, [city], quake_action(g, holder))
    if neighbour:
        events += strike_cities(g, CALAMITY, [neighbour], "reduce")
    return events


@serial.register("advciv_cal_volcano")
@dataclass
class VolcanoStep(Step):
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseOne,)

    def decision(self, g: GameState, player: str) -> Decision:
        return Decision(
            player,
            "volcano_tie",
            _("Volcanic Eruption: these volcanoes would do the same damage; choose the one that erupts."),
            VolcanoTieChoice({v: volcano_areas(g, v) for v in self.choices}),
            ChooseOne(player, self.choices[0]),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseOne)
        if a.choice not in self.choices:
            raise IllegalAction(
                l_(
                    "The volcano doing the most damage erupts: choose {choices}.",
                    choices=Either(tuple(rn.area(c) for c in self.choices)),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseOne)
        return Outcome(erupt(g, a.choice, self.holder))


@serial.register("advciv_cal_earthquake")
@dataclass
class EarthquakeStep(Step):
    choices: list[list[str]] = field(default_factory=list)

    accepts = (EarthquakeChoice,)

    def decision(self, g: GameState, player: str) -> Decision:
        first = self.choices[0]
        return Decision(
            player,
            "advciv_earthquake",
            _(
                "Earthquake: these places would do the same damage; choose your city struck and the "
                "neighbouring city reduced."
            ),
            QuakeTieChoice([list(c) for c in self.choices]),
            EarthquakeChoice(player, first[0], first[1]),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, EarthquakeChoice)
        if [a.city, a.neighbour] not in self.choices:
            shown = Joined(
                tuple(
                    l_("{city} with {neighbour}", city=rn.area(c), neighbour=rn.area(n))
                    if n
                    else l_("{city} with no neighbour", city=rn.area(c))
                    for c, n in self.choices
                ),
                "; ",
            )
            raise IllegalAction(
                l_("The earthquake strikes where it does the most damage: choose {choices}.", choices=shown)
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, EarthquakeChoice)
        return Outcome(quake(g, self.holder, a.city, a.neighbour))
