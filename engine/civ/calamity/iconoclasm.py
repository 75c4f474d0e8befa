"""Iconoclasm and Heresy, stack 8, tradable (rules 11.3, 12.4, D27, A40).

The player reduces 4 of his cities (Law: 3; Philosophy, which overrides Law: 2; all of them
if he has fewer) and may have 0-2 cities of other players reduced, chosen by him: a victim
holding Law (without Philosophy) loses at most one; a Philosophy holder is immune.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.calamity.base import (
    Outcome,
    Step,
    best_to_reduce,
    check_cities,
    no_effect_event,
    reduce_cities,
)
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, OverLimit
from i18n.catalog import l_, n_

CALAMITY = "iconoclasm"
OTHERS = 2


@action("iconoclasm")
@dataclass(frozen=True)
class IconoclasmChoice(Action):
    """``own``: the player's cities to reduce, in order; ``others``: 0-2 other players' cities."""

    own: tuple[str, ...] = ()
    others: tuple[str, ...] = ()


def own_count(g: GameState, player: str) -> int:
    if units.has_card(g, player, "philosophy"):
        n = 2
    elif units.has_card(g, player, "law"):
        n = 3
    else:
        n = 4
    return min(n, units.city_count(g, player))


def victim_limit(g: GameState, player: str) -> int:
    if units.has_card(g, player, "philosophy"):
        return 0
    return 1 if units.has_card(g, player, "law") else OTHERS


def targets(g: GameState, holder: str) -> list[str]:
    return sorted(a for a, p in g.cities.items() if p != holder and victim_limit(g, p) > 0)


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    if not own_count(g, holder) and not targets(g, holder):
        return Outcome([no_effect_event(holder, CALAMITY, l_("no city to reduce"))])
    return Outcome([], [IconoclasmStep(calamity=CALAMITY, holder=holder, owed=[holder])])


@dataclass(frozen=True)
class IconoclasmCityChoice(DecisionOptions):
    """``iconoclasm``: the player's cities and how many he reduces; the other players' cities he
    may name, how many at most, and how many each of their owners may lose."""

    cities: list[str]
    count: int
    targets: list[str]
    others_max: int
    victim_limits: dict[str, int]


@serial.register("cal_iconoclasm")
@dataclass
class IconoclasmStep(Step):
    accepts = (IconoclasmChoice,)

    def decision(self, g: GameState, player: str) -> Decision:
        n = own_count(g, player)
        own = units.cities_of(g, player)
        return Decision(
            player,
            "iconoclasm",
            n_(
                "Iconoclasm and Heresy: choose {n} of your cities to reduce, and up to {others} cities of "
                "other players to reduce as well (a Law holder loses at most one, a Philosophy holder none).",
                "Iconoclasm and Heresy: choose {n} of your cities to reduce, and up to {others} cities of "
                "other players to reduce as well (a Law holder loses at most one, a Philosophy holder none).",
                n,
                others=OTHERS,
            ),
            IconoclasmCityChoice(
                cities=own,
                count=n,
                targets=targets(g, player),
                others_max=OTHERS,
                victim_limits={p: victim_limit(g, p) for p in g.players if p != player},
            ),
            IconoclasmChoice(player, best_to_reduce(g, own, n), ()),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, IconoclasmChoice)
        n = own_count(g, a.player)
        check_cities(g, a.own, units.cities_of(g, a.player), l_("one of your cities"))
        if len(a.own) != n:
            raise IllegalAction(
                l_("Name exactly {n} of your cities to reduce; you named {named}.", n=n, named=len(a.own))
            )
        if len(a.others) > OTHERS:
            raise OverLimit(l_("You may name at most {n} cities of other players.", n=OTHERS))
        for area in a.others:
            owner = g.cities.get(area)
            if owner is not None and owner != a.player and victim_limit(g, owner) == 0:
                raise IllegalAction(
                    l_(
                        "{owner} holds Philosophy: his city in {area} cannot be affected.",
                        owner=owner,
                        area=rn.area(area),
                    )
                )
        check_cities(g, a.others, targets(g, a.player), l_("another player's city that can be affected"))
        for owner, k in Counter(g.cities[x] for x in a.others).items():
            if k > victim_limit(g, owner):
                raise OverLimit(
                    l_(
                        "{owner} holds Law and loses at most {n} city this way.",
                        owner=owner,
                        n=victim_limit(g, owner),
                    )
                )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, IconoclasmChoice)
        return Outcome(reduce_cities(g, CALAMITY, a.own + a.others))
