"""Phase 7 — City construction (rules reference §6.7, 000 §25), with Architecture.

As in Civilization (1980): 6 of his tokens on a city site (12 elsewhere; island sites are
ignored with 2 players, 000 §16.8), one city per area, at most 9. Architecture (000 §25.3,
§32.631): once a turn, for one city, the holder may pay up to half of its tokens from his
treasury, the rest from his tokens in the area; not where another nation's tokens or
barbarians stand. Treasury tokens spent go back to his stock.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.neutrals import holds_neutrals
from engine.civ.content import board
from engine.civ.errors import Occupied
from engine.civ.phases.cities import BuildCities, CityBuildingPhase, buildable, default_builds, tokens_needed
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from engine.core.events import Event, public
from i18n.catalog import _, l_

ARCHITECTURE = "architecture"


@action("advciv_build_cities")
@dataclass(frozen=True)
class AdvBuildCities(Action):
    """Cities built from tokens alone (``areas``), and at most one built with Architecture:
    ``architecture`` is its area ("" for none) and ``treasury`` the tokens paid from the treasury."""

    areas: tuple[str, ...] = ()
    architecture: str = ""
    treasury: int = 0


class ArchitectureSite(TypedDict):
    """Where Architecture could build a city: tokens needed, the builder's tokens there, and
    the most the treasury may pay."""

    need: int
    tokens: int
    max_treasury: int


@dataclass(frozen=True)
class AdvCityChoice(DecisionOptions):
    """``advciv_build_cities``: where a city may be built (area -> tokens needed), the cities in
    stock, where Architecture could build one, and the treasury."""

    areas: dict[str, int]
    cities_in_stock: int
    architecture: dict[str, ArchitectureSite]
    treasury: int


def architecture_areas(g: GameState, player: str) -> dict[str, ArchitectureSite]:
    """Where Architecture could build a city now: tokens needed, his tokens there, and the most
    the treasury may pay."""
    if not units.has_card(g, player, ARCHITECTURE) or units.cities_in_stock(g, player) == 0:
        return {}
    treasury = g.ps(player).treasury
    out = {}
    for area in units.areas_of(g, player):
        if area in g.cities or holds_neutrals(g, area) or len(units.occupants(g, area)) > 1:
            continue
        need = tokens_needed(g, area)
        have = units.tokens_in(g, area, player)
        most = min(need // 2, treasury)
        if have >= need - most and have < need:
            out[area] = ArchitectureSite(need=need, tokens=have, max_treasury=most)
    return out


class AdvCityBuildingPhase(CityBuildingPhase):
    actions = (AdvBuildCities,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if buildable(g, p) or architecture_areas(g, p)]

    def decision(self, g: GameState, player: str) -> Decision:
        options = {a: tokens_needed(g, a) for a in buildable(g, player)}
        arch = architecture_areas(g, player)
        prompt = _("Choose where to build cities (tokens needed shown; extra tokens there become surplus).")
        if arch:
            prompt += " " + _("Architecture: one city may be paid up to half from your treasury.")
        return Decision(
            player,
            "advciv_build_cities",
            prompt,
            AdvCityChoice(options, units.cities_in_stock(g, player), arch, g.ps(player).treasury),
            AdvBuildCities(player, default_builds(g, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, AdvBuildCities)
        super().check(g, BuildCities(a.player, a.areas))
        if not a.architecture:
            if a.treasury:
                raise IllegalAction(
                    l_("Treasury tokens pay for a city only with Architecture: name its area.")
                )
            return
        self._check_architecture(g, a)

    def _check_architecture(self, g: GameState, a: AdvBuildCities) -> None:
        area = a.architecture
        if not units.has_card(g, a.player, ARCHITECTURE):
            raise IllegalAction(l_("Only a holder of Architecture may pay for a city from the treasury."))
        if area not in board().areas:
            raise UnknownName("area", area, board().areas)
        if area in a.areas:
            raise IllegalAction(
                l_("{area} is listed twice: build its city either way, not both.", area=rn.area(area))
            )
        if area in g.cities:
            raise Occupied(l_("{area} already holds a city (one city per area).", area=rn.area(area)))
        if holds_neutrals(g, area) or len(units.occupants(g, area)) > 1:
            raise IllegalAction(
                l_(
                    "Architecture cannot be used in {area}: tokens of another nation or "
                    "barbarians stand there.",
                    area=rn.area(area),
                )
            )
        need = tokens_needed(g, area)
        have = units.tokens_in(g, area, a.player)
        if not 1 <= a.treasury <= need // 2:
            raise IllegalAction(
                l_(
                    "With Architecture 1 to {half} of the {need} tokens come from the treasury "
                    "(at least half from the board), not {treasury}.",
                    half=need // 2,
                    need=need,
                    treasury=a.treasury,
                )
            )
        if a.treasury > g.ps(a.player).treasury:
            raise NotEnough(
                l_("Your treasury holds {have} tokens, not {n}.", have=g.ps(a.player).treasury, n=a.treasury)
            )
        if have < need - a.treasury:
            raise NotEnough(
                l_(
                    "You need {n} of your tokens in {area}; you have {have}.",
                    n=need - a.treasury,
                    area=rn.area(area),
                    have=have,
                )
            )
        if len(a.areas) + 1 > units.cities_in_stock(g, a.player):
            raise OverLimit(l_("You have {n} cities left in stock.", n=units.cities_in_stock(g, a.player)))

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, AdvBuildCities)
        events = super().resolve(g, BuildCities(a.player, a.areas))
        if a.architecture:
            area = a.architecture
            units.remove_to_stock(g, area, a.player, tokens_needed(g, area) - a.treasury)
            units.spend_treasury(g, a.player, a.treasury)
            units.place_city(g, area, a.player)
            g.new_cities.append(area)
            events.append(
                public("city_built_with_architecture", player=a.player, area=area, treasury=a.treasury)
            )
        return events
