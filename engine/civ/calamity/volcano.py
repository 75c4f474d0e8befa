"""Volcanic Eruption / Earthquake, stack 2 (rules 11.3, D22, A36, A37).

Eruption is mandatory when the player has a unit in an area touched by a volcano (his choice
of volcano if several); every unit there, whoever owns it, is lost. Otherwise Earthquake: he
reduces one of his cities (option earthquake_effect: or loses it) and may have one city of
one other player, in an area adjacent to it by land or water, suffer the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.calamity.base import (
    Outcome,
    Step,
    best_to_reduce,
    check_cities,
    eliminate_city,
    lose_tokens,
    no_effect_event,
    reduce_cities,
)
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.words import Either
from i18n.catalog import _, l_

CALAMITY = "volcano"


@action("choose_volcano")
@dataclass(frozen=True)
class ChooseVolcano(Action):
    volcano: str = ""


@action("earthquake")
@dataclass(frozen=True)
class EarthquakeChoice(Action):
    """``city``: the player's own stricken city; ``neighbour``: optionally another player's
    city in an adjacent area ("" for none)."""

    city: str = ""
    neighbour: str = ""


def volcano_areas(g: GameState, volcano: str) -> list[str]:
    in_play = game_map(g).in_play
    return [a for a in board().volcanoes[volcano] if a in in_play]


def volcanoes_at(g: GameState, player: str) -> list[str]:
    """Volcanoes touching an area that holds one of the player's units."""
    return sorted(
        v for v in board().volcanoes if any(units.has_unit(g, a, player) for a in volcano_areas(g, v))
    )


def own_points_at(g: GameState, volcano: str, player: str) -> int:
    areas = volcano_areas(g, volcano)
    return sum(units.tokens_in(g, a, player) + (5 if g.cities.get(a) == player else 0) for a in areas)


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    at = volcanoes_at(g, holder)
    if len(at) == 1:
        return Outcome(erupt(g, at[0], holder))
    if at:
        return Outcome([], [VolcanoStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=at)])
    if units.city_count(g, holder):
        return Outcome([], [EarthquakeStep(calamity=CALAMITY, holder=holder, owed=[holder])])
    return Outcome([no_effect_event(holder, CALAMITY, l_("no units at a volcano and no city"))])


def erupt(g: GameState, volcano: str, holder: str) -> list[Event]:
    """All units in every area the volcano touches are lost, whoever owns them; ships stay."""
    events: list[Event] = [
        public("volcano_erupted", player=holder, volcano=volcano, areas=volcano_areas(g, volcano))
    ]
    for area in volcano_areas(g, volcano):
        for p, n in sorted(units.occupants(g, area).items()):
            lost = lose_tokens(g, area, p, n)
            events.append(
                public("units_lost", player=p, calamity=CALAMITY, tokens={area: lost}, cities=[], points=lost)
            )
            if lost < n:
                events.append(public("calamity_floor", player=p, calamity=CALAMITY, spared=n - lost))
        owner = g.cities.get(area)
        if owner is not None:
            gone = eliminate_city(g, area)
            events.append(
                public(
                    "units_lost",
                    player=owner,
                    calamity=CALAMITY,
                    tokens={},
                    cities=[area] if gone else [],
                    points=5 if gone else 0,
                )
            )
            if not gone:
                events.append(public("calamity_floor", player=owner, calamity=CALAMITY, spared=5))
    return events


class Volcano(TypedDict):
    """A volcano that may erupt: the areas it touches, and the chooser's unit points there."""

    areas: list[str]
    your_points: int


@dataclass(frozen=True)
class VolcanoChoice(DecisionOptions):
    """``choose_volcano``: the volcanoes at the player's units (one erupts)."""

    volcanoes: dict[str, Volcano]


@dataclass(frozen=True)
class EarthquakeCityChoice(DecisionOptions):
    """``earthquake``: the player's cities, for each the other players' cities beside it, and
    what happens to them ("reduce" or "lose")."""

    cities: list[str]
    neighbours: dict[str, list[str]]
    effect: str


@serial.register("cal_volcano")
@dataclass
class VolcanoStep(Step):
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseVolcano,)

    def decision(self, g: GameState, player: str) -> Decision:
        # Default: the volcano that costs the player least.
        best = min(self.choices, key=lambda v: (own_points_at(g, v, player), v))
        return Decision(
            player,
            "choose_volcano",
            _(
                "Volcanic Eruption: you have units at several volcanoes; choose the one that erupts "
                "(every unit in the areas it touches is lost, whoever owns it)."
            ),
            VolcanoChoice(
                {
                    v: Volcano(areas=volcano_areas(g, v), your_points=own_points_at(g, v, player))
                    for v in self.choices
                }
            ),
            ChooseVolcano(player, best),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseVolcano)
        if a.volcano not in self.choices:
            raise IllegalAction(
                l_(
                    "{volcano} is not a volcano at your units; choose {choices}.",
                    volcano=repr(a.volcano),
                    choices=Either(tuple(rn.area(c) for c in self.choices)),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseVolcano)
        return Outcome(erupt(g, a.volcano, self.holder))


def neighbour_cities(g: GameState, player: str, area: str) -> list[str]:
    """Other players' cities adjacent to ``area`` by a land or a water border (A37)."""
    gm = game_map(g)
    near = set(gm.land_nbrs.get(area, ())) | set(gm.water_nbrs.get(area, ()))
    return sorted(a for a in near if a in g.cities and g.cities[a] != player)


def strike(g: GameState, areas: list[str]) -> list[Event]:
    if g.options.earthquake_effect == "reduce":
        return reduce_cities(g, CALAMITY, areas)
    events: list[Event] = []
    for area in areas:
        owner = g.cities[area]
        if eliminate_city(g, area):
            events.append(public("city_eliminated", player=owner, area=area, calamity=CALAMITY))
        else:
            events.append(public("calamity_floor", player=owner, calamity=CALAMITY, area=area))
    return events


@serial.register("cal_earthquake")
@dataclass
class EarthquakeStep(Step):
    accepts = (EarthquakeChoice,)

    def decision(self, g: GameState, player: str) -> Decision:
        own = units.cities_of(g, player)
        verb = "reduce" if g.options.earthquake_effect == "reduce" else "lose"
        return Decision(
            player,
            "earthquake",
            _(
                "Earthquake: choose one of your cities to reduce. You may also name one city of another "
                "player in an area adjacent to it (by land or across water), which suffers the same."
            )
            if verb == "reduce"
            else _(
                "Earthquake: choose one of your cities to lose. You may also name one city of another "
                "player in an area adjacent to it (by land or across water), which suffers the same."
            ),
            EarthquakeCityChoice(own, {c: neighbour_cities(g, player, c) for c in own}, verb),
            EarthquakeChoice(player, best_to_reduce(g, own, 1)[0], ""),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, EarthquakeChoice)
        check_cities(g, (a.city,), units.cities_of(g, a.player), l_("one of your cities"))
        if a.neighbour:
            near = neighbour_cities(g, a.player, a.city)
            if a.neighbour not in near:
                raise IllegalAction(
                    l_(
                        "{neighbour} is not another player's city adjacent to {city}; "
                        "you may name {near}, or nobody.",
                        neighbour=repr(a.neighbour),
                        city=rn.area(a.city),
                        near=rn.areas(near),
                    )
                )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, EarthquakeChoice)
        areas = [a.city] + ([a.neighbour] if a.neighbour else [])
        return Outcome(
            [
                public("earthquake", player=self.holder, city=a.city, neighbour=a.neighbour or None),
                *strike(g, areas),
            ]
        )
