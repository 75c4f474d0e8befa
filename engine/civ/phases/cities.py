"""Phase 7 — City building (rules 6.7, 9.1, A18, D12).

A player with 6 of his tokens in an area with a usable city site (12 elsewhere) may turn
them into a city: one city per area, at most 9 per player. The 6 or 12 tokens go to stock;
anything else in the area is removed as surplus in phase 8.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board
from engine.civ.errors import Occupied
from engine.civ.geography import game_map
from engine.civ.phases.base import SubmissionPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, OverLimit, UnknownName
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_


@action("build_cities")
@dataclass(frozen=True)
class BuildCities(Action):
    areas: tuple[str, ...] = ()


def tokens_needed(g: GameState, area: str) -> int:
    return 6 if area in game_map(g).city_site_usable else 12


def buildable(g: GameState, player: str) -> list[str]:
    """Areas where ``player`` could build a city now."""
    if units.cities_in_stock(g, player) == 0:
        return []
    return [
        a
        for a in units.areas_of(g, player)
        if a not in g.cities and units.tokens_in(g, a, player) >= tokens_needed(g, a)
    ]


def support_after(g: GameState, player: str, areas: tuple[str, ...]) -> tuple[int, int]:
    """(tokens, cities) the player would have after building ``areas`` and the surplus removal
    of those areas."""
    tokens = units.tokens_on_board(g, player) - sum(units.tokens_in(g, a, player) for a in areas)
    return tokens, units.city_count(g, player) + len(areas)


def default_builds(g: GameState, player: str) -> tuple[str, ...]:
    """Build where possible, city sites first, while the new cities stay supported."""
    chosen: list[str] = []
    candidates = sorted(buildable(g, player), key=lambda a: (tokens_needed(g, a), a))
    for area in candidates[: units.cities_in_stock(g, player)]:
        tokens, cities = support_after(g, player, (*chosen, area))
        if tokens >= 2 * cities:
            chosen.append(area)
    return tuple(chosen)


@dataclass(frozen=True)
class CityChoice(DecisionOptions):
    """``build_cities``: where a city may be built (area -> tokens needed), and cities in stock."""

    areas: dict[str, int]
    cities_in_stock: int


class CityBuildingPhase(SubmissionPhase):
    name = "city_building"
    title = N_("Phase 7: City building")
    actions: ClassVar[tuple[type[Action], ...]] = (BuildCities,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if buildable(g, p)]

    def decision(self, g: GameState, player: str) -> Decision:
        options = {a: tokens_needed(g, a) for a in buildable(g, player)}
        return Decision(
            player,
            "build_cities",
            _("Choose where to build cities (tokens needed shown; extra tokens there become surplus)."),
            CityChoice(options, units.cities_in_stock(g, player)),
            BuildCities(player, default_builds(g, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, BuildCities)
        can = set(buildable(g, a.player))
        if len(set(a.areas)) != len(a.areas):
            raise IllegalAction(l_("Each area can hold one city; list it once."))
        for area in a.areas:
            if area not in board().areas:
                raise UnknownName("area", area, board().areas)
            if area in g.cities:
                raise Occupied(l_("{area} already holds a city (one city per area).", area=rn.area(area)))
            if area not in can:
                raise IllegalAction(
                    l_(
                        "You need {n} of your tokens in {area} to build a city there; you have {have}.",
                        n=tokens_needed(g, area),
                        area=rn.area(area),
                        have=units.tokens_in(g, area, a.player),
                    )
                )
        if len(a.areas) > units.cities_in_stock(g, a.player):
            raise OverLimit(
                l_(
                    "You have {n} cities left in stock (9 at most on the board).",
                    n=units.cities_in_stock(g, a.player),
                )
            )
        if g.options.forbid_unsupported_cities:
            tokens, cities = support_after(g, a.player, a.areas)
            if tokens < 2 * cities:
                raise IllegalAction(
                    l_(
                        "These cities could not be supported: {tokens} tokens would remain for "
                        "{cities} cities.",
                        tokens=tokens,
                        cities=cities,
                    )
                )

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, BuildCities)
        for area in a.areas:
            units.remove_to_stock(g, area, a.player, tokens_needed(g, area))
            units.place_city(g, area, a.player)
            g.new_cities.append(area)
        return [public("cities_built", player=a.player, areas=list(a.areas))] if a.areas else []
