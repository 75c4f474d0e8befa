"""The calamities that reduce cities: Superstition, Civil Disorder, Iconoclasm and Heresy
(rules reference §8.3.4, §8.3.10, §8.3.11; 000 §30.32, §30.71, §30.81).

* Superstition: 3 of the primary victim's cities reduced, his choice; only his best religion
  card counts: Mysticism 2, Deism 1, Enlightenment 0 (000 §30.322).
* Civil Disorder: all his cities but 3 reduced, his choice; Music, Drama and Poetry, Law and
  Democracy keep one more each, Military and Roadbuilding one fewer, all added up, then
  clamped to his cities (X15).
* Iconoclasm and Heresy: 4 of his cities reduced (Law -1, Philosophy -1, Theology -3,
  Monotheism +1 or -1 by option X16, Roadbuilding +1; added up and clamped); he must also have
  two cities of other players reduced: not the seller's, never a Theology holder's, at most one
  of a Philosophy holder's (000 §30.818-30.819).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.choices import REDUCE, choosable, choose_cities, strike_cities
from engine.civ.advciv.calamity.common import no_effect, others
from engine.civ.advciv.calamity.effects import PRIMARY, SECONDARY
from engine.civ.advciv.state import adv
from engine.civ.calamity.base import Outcome, Step, best_to_reduce, check_cities, reduction_value
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from i18n.catalog import _, l_

ICONOCLASM = "iconoclasm"
ACTIONS: tuple[type[Action], ...] = (IconoclasmChoice,)


def clamp(n: int, g: GameState, player: str) -> int:
    return max(0, min(n, units.city_count(g, player)))


def superstition_count(g: GameState, player: str) -> int:
    return clamp(int(effects.value(g, "superstition", "cities_reduced", player, PRIMARY)), g, player)


def disorder_count(g: GameState, player: str) -> int:
    kept = int(effects.value(g, "civil_disorder", "cities_kept", player, PRIMARY))
    return clamp(units.city_count(g, player) - kept, g, player)


def iconoclasm_count(g: GameState, player: str) -> int:
    n = int(effects.value(g, ICONOCLASM, "cities_reduced", player, PRIMARY))
    if units.has_card(g, player, "monotheism"):
        n += adv(g).options.monotheism_iconoclasm - 1  # the data reads +1 (X16); the option may say -1
    return clamp(n, g, player)


def start_superstition(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    n = superstition_count(g, holder)
    if not n:
        return no_effect(holder, "superstition", l_("no city to reduce"))
    return choose_cities(
        g,
        "superstition",
        holder,
        holder,
        units.cities_of(g, holder),
        n,
        REDUCE,
        "superstition",
    )


def start_civil_disorder(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    n = disorder_count(g, holder)
    if not n:
        return no_effect(holder, "civil_disorder", l_("no city beyond those he keeps"))
    return choose_cities(
        g,
        "civil_disorder",
        holder,
        holder,
        units.cities_of(g, holder),
        n,
        REDUCE,
        "advciv_civil_disorder",
    )


def iconoclasm_targets(g: GameState, holder: str, seller: str | None) -> tuple[list[str], dict[str, int]]:
    """Other players' cities that may be named, and the most each owner may lose."""
    victims = [p for p in others(g, holder, seller) if effects.eligible(g, ICONOCLASM, "eligible", p)]
    each = int(effects.base(ICONOCLASM, "secondary_cities"))
    limits = {p: effects.cap(g, ICONOCLASM, "secondary_max_each", p, SECONDARY) or each for p in victims}
    return sorted(a for a, p in g.cities.items() if p in limits), limits


def start_iconoclasm(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    own = iconoclasm_count(g, holder)
    targets, limits = iconoclasm_targets(g, holder, traded_by)
    wanted = int(effects.base(ICONOCLASM, "secondary_cities"))
    others_n = choosable(targets, g, limits, wanted)
    if not own and not others_n:
        return no_effect(holder, ICONOCLASM, l_("no city to reduce"))
    step = IconoclasmStep(calamity=ICONOCLASM, holder=holder, owed=[holder], seller=traded_by or "")
    if own in (0, units.city_count(g, holder)) and others_n in (0, len(targets)):
        return Outcome(strike_cities(g, ICONOCLASM, [*units.cities_of(g, holder)[:own], *targets], REDUCE))
    return Outcome([], [step])


@dataclass(frozen=True)
class AdvIconoclasmChoice(DecisionOptions):
    """``advciv_iconoclasm``: the player's cities and how many he reduces; the other players'
    cities, how many of them he names, and the most each owner may lose."""

    cities: list[str]
    count: int
    targets: list[str]
    others_count: int
    per_owner_max: dict[str, int]


@serial.register("advciv_cal_iconoclasm")
@dataclass
class IconoclasmStep(Step):
    seller: str = ""

    accepts = (IconoclasmChoice,)

    def numbers(self, g: GameState) -> tuple[int, list[str], dict[str, int], int]:
        targets, limits = iconoclasm_targets(g, self.holder, self.seller or None)
        wanted = int(effects.base(ICONOCLASM, "secondary_cities"))
        return iconoclasm_count(g, self.holder), targets, limits, choosable(targets, g, limits, wanted)

    def decision(self, g: GameState, player: str) -> Decision:
        own_n, targets, limits, others_n = self.numbers(g)
        own = units.cities_of(g, player)
        default: list[str] = []
        taken: Counter[str] = Counter()
        for area in sorted(targets, key=lambda a: (reduction_value(g, a), a)):
            owner = g.cities[area]
            if len(default) < others_n and taken[owner] < limits[owner]:
                default.append(area)
                taken[owner] += 1
        return Decision(
            player,
            "advciv_iconoclasm",
            _(
                "Iconoclasm and Heresy: choose {own} of your cities to reduce, and {others} cities of "
                "other players to reduce as well.",
                own=own_n,
                others=others_n,
            ),
            AdvIconoclasmChoice(
                cities=own, count=own_n, targets=targets, others_count=others_n, per_owner_max=limits
            ),
            IconoclasmChoice(player, best_to_reduce(g, own, own_n), tuple(default)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, IconoclasmChoice)
        own_n, targets, limits, others_n = self.numbers(g)
        check_cities(g, a.own, units.cities_of(g, a.player), l_("one of your cities"))
        if len(a.own) != own_n:
            raise IllegalAction(
                l_("Name exactly {n} of your cities to reduce; you named {named}.", n=own_n, named=len(a.own))
            )
        for area in a.others:
            owner = g.cities.get(area)
            if owner is not None and owner == self.seller:
                raise IllegalAction(
                    l_("{owner} traded you the card: the seller is immune (000 §29.61).", owner=owner)
                )
            if owner is not None and owner != a.player and owner not in limits:
                raise IllegalAction(
                    l_("{owner} holds Theology: his cities cannot be affected (000 §30.819).", owner=owner)
                )
        check_cities(g, a.others, targets, l_("another player's city that can be affected"))
        for owner, k in Counter(g.cities[x] for x in a.others).items():
            if k > limits[owner]:
                raise IllegalAction(
                    l_(
                        "{owner} holds Philosophy and loses at most {n} city this way.",
                        owner=owner,
                        n=limits[owner],
                    )
                )
        if len(a.others) != others_n:
            raise IllegalAction(
                l_(
                    "Name exactly {n} cities of other players (000 §30.818); you named {named}.",
                    n=others_n,
                    named=len(a.others),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, IconoclasmChoice)
        return Outcome(strike_cities(g, ICONOCLASM, [*a.own, *a.others], REDUCE))
