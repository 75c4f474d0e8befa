"""Monotheism's conversion (rules reference §9.4, 000 §32.941-32.942; V3, V4).

At the end of the calamity phase, before the final city support check, every holder in AST
order may convert one area adjacent by land to an area holding his units: every unit there (a
city, tokens) is replaced by his own from stock, so his stock must hold enough. Not an area
holding units of a Monotheism or Theology holder, nor barbarians or a pirate city. No pillage,
no card. Optional: the default converts nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.calamity.base import Outcome, Step, in_ast_order
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, UnknownName
from engine.core.events import public
from i18n.catalog import Said, _, l_

MONOTHEISM = "monotheism"
PROTECTED_BY = ("monotheism", "theology")


@action("convert_area")
@dataclass(frozen=True)
class ConvertArea(Action):
    """The area to convert ("" for none)."""

    area: str = ""


ACTIONS: tuple[type[Action], ...] = (ConvertArea,)


def others_in(g: GameState, area: str, player: str) -> list[str]:
    owners = {p for p in units.occupants(g, area) if p != player}
    if g.cities.get(area) not in (None, player):
        owners.add(g.cities[area])
    return sorted(owners)


def refusal(g: GameState, player: str, area: str) -> Said | None:
    """Why ``player`` cannot convert ``area``, or None."""
    gm = game_map(g)
    if area not in gm.in_play or not gm.is_land(area):
        return l_("{area} is not a land area in play", area=rn.area(area))
    if not any(units.has_unit(g, a, player) for a in gm.land_nbrs.get(area, ())):
        return l_("{area} is not adjacent by land to an area holding your units", area=rn.area(area))
    owners = others_in(g, area, player)
    if not owners:
        return l_("{area} holds no units of another player", area=rn.area(area))
    if neutrals.holds_neutrals(g, area):
        return l_("{area} holds barbarians or a pirate city, which cannot be converted", area=rn.area(area))
    for p in owners:
        if any(units.has_card(g, p, c) for c in PROTECTED_BY):
            return l_("{player} holds Monotheism or Theology", player=p)
    tokens = sum(n for p, n in units.occupants(g, area).items() if p != player)
    if tokens > g.ps(player).stock:
        return l_(
            "your stock holds {stock} tokens, {tokens} are needed", stock=g.ps(player).stock, tokens=tokens
        )
    if g.cities.get(area) not in (None, player) and units.cities_in_stock(g, player) == 0:
        return l_("you have no city in stock to replace the city there")
    return None


def convertible(g: GameState, player: str) -> list[str]:
    near = {
        n
        for a in game_map(g).in_play
        if units.has_unit(g, a, player)
        for n in game_map(g).land_nbrs.get(a, ())
    }
    return sorted(a for a in near if refusal(g, player, a) is None)


class Convertible(TypedDict):
    """An area Monotheism may convert: the players whose units are there."""

    owners: list[str]


@dataclass(frozen=True)
class ConversionChoice(DecisionOptions):
    """``monotheism``: the areas the holder may convert (or none)."""

    areas: dict[str, Convertible]


@serial.register("advciv_cal_monotheism_start")
@dataclass
class StartConversions(Step):
    def run(self, g: GameState) -> Outcome:
        holders = [p for p in in_ast_order(g, list(g.players)) if units.has_card(g, p, MONOTHEISM)]
        return Outcome(
            [], [ConvertStep(calamity="", holder=p, owed=[p]) for p in holders if convertible(g, p)]
        )


@serial.register("advciv_cal_monotheism")
@dataclass
class ConvertStep(Step):
    accepts = (ConvertArea,)

    def decision(self, g: GameState, player: str) -> Decision:
        areas = convertible(g, player)
        return Decision(
            player,
            "monotheism",
            _(
                "Monotheism: you may convert one area adjacent by land to your units; every unit there "
                "is replaced by yours from stock."
            ),
            ConversionChoice({a: Convertible(owners=others_in(g, a, player)) for a in areas}),
            ConvertArea(player, ""),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ConvertArea)
        if not a.area:
            return
        if a.area not in board().areas:
            raise UnknownName("area", a.area, board().areas)
        why = refusal(g, a.player, a.area)
        if why is not None:
            raise IllegalAction(
                l_("You cannot convert {area}: {why} (000 §32.942).", area=rn.area(a.area), why=why)
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ConvertArea)
        if not a.area:
            return Outcome([public("conversion_declined", player=self.holder)])
        area, p = a.area, self.holder
        replaced = {q: n for q, n in units.occupants(g, area).items() if q != p}
        for q, n in sorted(replaced.items()):
            units.remove_to_stock(g, area, q, n)
        units.place_from_stock(g, area, p, sum(replaced.values()))
        city_of = g.cities.get(area)
        if city_of is not None and city_of != p:
            units.remove_city(g, area)
            units.place_city(g, area, p)
        return Outcome(
            [
                public(
                    "area_converted",
                    player=p,
                    area=area,
                    tokens=replaced,
                    city_of=city_of if city_of != p else None,
                )
            ]
        )
