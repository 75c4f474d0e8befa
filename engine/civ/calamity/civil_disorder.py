"""Civil Disorder, stack 7, tradable (rules 11.3, 12.4, A20).

Every city of the player beyond 4 is reduced (Law: beyond 5; Democracy, which overrides
Law: beyond 6); the player chooses which.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import units
from engine.civ.calamity.base import (
    Outcome,
    Step,
    best_to_reduce,
    check_cities,
    no_effect_event,
    protected,
    reduce_cities,
)
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import public
from i18n.catalog import l_, n_

CALAMITY = "civil_disorder"


@action("civil_disorder")
@dataclass(frozen=True)
class ChooseDisorderCities(Action):
    areas: tuple[str, ...] = ()


def cities_kept(g: GameState, player: str) -> int:
    if units.has_card(g, player, "democracy"):
        return 6
    return 5 if units.has_card(g, player, "law") else 4


def excess(g: GameState, player: str) -> int:
    return max(0, units.city_count(g, player) - cities_kept(g, player))


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    n = excess(g, holder)
    if not n:
        return Outcome(
            [no_effect_event(holder, CALAMITY, l_("no more than {n} cities", n=cities_kept(g, holder)))]
        )
    if protected(g, holder):
        return Outcome([public("calamity_floor", player=holder, calamity=CALAMITY)])
    return Outcome([], [DisorderStep(calamity=CALAMITY, holder=holder, owed=[holder])])


@dataclass(frozen=True)
class DisorderChoice(DecisionOptions):
    """``civil_disorder``: the player's cities, how many he reduces and how many he keeps."""

    cities: list[str]
    count: int
    keep: int


@serial.register("cal_civil_disorder")
@dataclass
class DisorderStep(Step):
    accepts = (ChooseDisorderCities,)

    def decision(self, g: GameState, player: str) -> Decision:
        n = excess(g, player)
        own = units.cities_of(g, player)
        return Decision(
            player,
            "civil_disorder",
            n_(
                "Civil Disorder: you keep {kept} cities; choose the {n} to reduce (in the order they are "
                "reduced).",
                "Civil Disorder: you keep {kept} cities; choose the {n} to reduce (in the order they are "
                "reduced).",
                n,
                kept=cities_kept(g, player),
            ),
            DisorderChoice(own, n, cities_kept(g, player)),
            ChooseDisorderCities(player, best_to_reduce(g, own, n)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseDisorderCities)
        n = excess(g, a.player)
        check_cities(g, a.areas, units.cities_of(g, a.player), l_("one of your cities"))
        if len(a.areas) != n:
            raise IllegalAction(
                l_("Name exactly {n} of your cities to reduce; you named {named}.", n=n, named=len(a.areas))
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseDisorderCities)
        return Outcome(reduce_cities(g, CALAMITY, a.areas))
