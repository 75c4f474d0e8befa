"""Civil War — stack 4, non-tradable (rules reference §8.3.5, 000 §30.41; X12, X18).

The beneficiary is the player with the most unit points in stock (a city 5, a token 1); if
that is the primary victim himself (ties by AST order, X18), there is no civil war. The first
faction is 15 unit points of the victim's units picked by him (+5 Music, +5 Drama and Poetry,
+10 Democracy), then 20 more picked by the beneficiary; Philosophy makes it 15 picked by the
beneficiary alone (000 §30.4124). Each pick is exact or the smallest excess (000 §29.63). The
rest is the second faction; without one there is no civil war (000 §30.413). With Military,
5 unit points leave each faction, taken first from areas next to the other faction: the
victim removes them from the first, the beneficiary from the second (X12). The victim keeps
the faction he chooses; the beneficiary replaces the other with his own pieces, the players
with the next-most unit points in stock taking what he cannot; what nobody can replace goes
back to the victim's stock.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.common import no_effect
from engine.civ.advciv.calamity.effects import PRIMARY
from engine.civ.advciv.neutrals import stock_points_order
from engine.civ.calamity.base import Outcome, Step
from engine.civ.calamity.civil_war import (
    KeepFaction,
    PickFaction,
    TakeCities,
    TakeCitiesStep,
    check_keep,
    check_pick,
    keep_decision,
    pick_decision,
)
from engine.civ.calamity.losses import Pool, check_selection, default_selection, loss_amount
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.events import Event, public
from i18n.catalog import _, l_

CALAMITY = "civil_war"
ACTIONS: tuple[type[Action], ...] = (PickFaction, KeepFaction, TakeCities)


def units_pool(g: GameState, player: str) -> Pool:
    tokens = {a: units.tokens_in(g, a, player) for a in units.areas_of(g, player)}
    return Pool(tokens, tuple(units.cities_of(g, player)))


def minus(pool: Pool, tokens: dict[str, int], cities: list[str]) -> Pool:
    left = {a: n - tokens.get(a, 0) for a, n in pool.tokens.items()}
    return Pool({a: n for a, n in left.items() if n > 0}, tuple(c for c in pool.cities if c not in cities))


def add_pick(tokens: dict[str, int], cities: list[str], a: PickFaction) -> tuple[dict[str, int], list[str]]:
    out = dict(tokens)
    for area, n in a.tokens:
        out[area] = out.get(area, 0) + n
    return out, [*cities, *a.cities]


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    beneficiary = stock_points_order(g)[0]
    if beneficiary == holder:
        return no_effect(holder, CALAMITY, l_("he has the most unit points in stock"))
    own = int(effects.value(g, CALAMITY, "primary_picks", holder, PRIMARY))
    theirs = int(effects.value(g, CALAMITY, "beneficiary_picks", holder, PRIMARY))
    if units_pool(g, holder).total() <= own + theirs:
        return no_effect(holder, CALAMITY, l_("no second faction"))
    event = public("civil_war", player=holder, beneficiary=beneficiary)
    if own:
        first = PickStep(calamity=CALAMITY, holder=holder, beneficiary=beneficiary, target=own, then=theirs)
    else:
        first = PickStep(
            calamity=CALAMITY, holder=holder, beneficiary=beneficiary, target=theirs, by_beneficiary=True
        )
    first.owed = [first.picker]
    return Outcome([event], [first])


T = TypeVar("T", bound="FactionStep")


@dataclass
class FactionStep(Step):
    """A step of the civil war, carrying the first faction picked so far and the units
    Military removes from each faction (they return to the victim's stock, 000 §30.414)."""

    beneficiary: str = ""
    first_tokens: dict[str, int] = field(default_factory=dict)
    first_cities: list[str] = field(default_factory=list)
    cut_first_tokens: dict[str, int] = field(default_factory=dict)
    cut_first_cities: list[str] = field(default_factory=list)
    cut_second_tokens: dict[str, int] = field(default_factory=dict)
    cut_second_cities: list[str] = field(default_factory=list)

    def first(self, g: GameState) -> Pool:
        picked = Pool(dict(self.first_tokens), tuple(self.first_cities))
        return minus(picked, self.cut_first_tokens, self.cut_first_cities)

    def second(self, g: GameState) -> Pool:
        rest = minus(units_pool(g, self.holder), self.first_tokens, self.first_cities)
        return minus(rest, self.cut_second_tokens, self.cut_second_cities)

    def follow(self, cls: type[T], owed: str, **changes: Any) -> T:
        """The next step, carrying everything decided so far (with ``changes``)."""
        carried: dict[str, Any] = {
            "calamity": self.calamity,
            "holder": self.holder,
            "beneficiary": self.beneficiary,
            "first_tokens": dict(self.first_tokens),
            "first_cities": list(self.first_cities),
            "cut_first_tokens": dict(self.cut_first_tokens),
            "cut_first_cities": list(self.cut_first_cities),
            "cut_second_tokens": dict(self.cut_second_tokens),
            "cut_second_cities": list(self.cut_second_cities),
        }
        return cls(**{**carried, **changes}, owed=[owed] if owed else [])


@serial.register("advciv_cal_civil_war_pick")
@dataclass
class PickStep(FactionStep):
    target: int = 0
    then: int = 0  # points the beneficiary picks afterwards (0: this is the last pick)
    by_beneficiary: bool = False

    accepts = (PickFaction,)

    @property
    def picker(self) -> str:
        return self.beneficiary if self.by_beneficiary else self.holder

    def decision(self, g: GameState, player: str) -> Decision:
        return pick_decision(
            player, self.holder, self.second(g), self.target, self.first_tokens, self.first_cities
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, PickFaction)
        check_pick(self.second(g), self.target, a)

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.picker)
        assert isinstance(a, PickFaction)
        tokens, cities = add_pick(self.first_tokens, self.first_cities, a)
        event = public(
            "faction_picked",
            player=self.holder,
            picker=self.picker,
            tokens=dict(a.tokens),
            cities=list(a.cities),
        )
        if self.then:
            nxt = self.follow(
                PickStep,
                self.beneficiary,
                first_tokens=tokens,
                first_cities=cities,
                target=self.then,
                by_beneficiary=True,
            )
            return Outcome([event], [nxt])
        keep = self.follow(KeepStep, "", first_tokens=tokens, first_cities=cities)
        return Outcome([event], [after_picks(g, keep)])


def after_picks(g: GameState, keep: KeepStep) -> Step:
    """No second faction: no civil war; with Military, its removals; then the choice."""
    if not keep.second(g).total():
        return keep.follow(NoSecondFaction, "")
    if not units.has_card(g, keep.holder, "military"):
        keep.owed = [keep.holder]
        return keep
    loss = int(effects.value(g, CALAMITY, "faction_loss", keep.holder, PRIMARY))
    return keep.follow(MilitaryStep, keep.holder, faction="first", points=loss)


@serial.register("advciv_cal_civil_war_none")
@dataclass
class NoSecondFaction(FactionStep):
    def run(self, g: GameState) -> Outcome:
        return no_effect(self.holder, CALAMITY, l_("no second faction"))


def near_other(g: GameState, mine: Pool, other: Pool) -> Pool:
    """The faction's units in areas next to (or shared with) the other faction's (000 §30.414)."""
    land = game_map(g).land_nbrs
    theirs = set(other.tokens) | set(other.cities)
    near = {a for a in {*mine.tokens, *mine.cities} if a in theirs or theirs & set(land.get(a, ()))}
    return Pool(
        {a: n for a, n in mine.tokens.items() if a in near}, tuple(c for c in mine.cities if c in near)
    )


def military_prompt(faction: str, need: int, forced: int) -> str:
    """The question of Civil War with Military: one sentence for each faction, with or
    without the units next to the other faction counted already (each language says it whole)."""
    first = faction == "first"
    if forced and first:
        return _(
            "Civil War with Military: remove {need} unit points from the first faction besides the "
            "{forced} next to the other faction, taken first from units next to the other faction.",
            need=need,
            forced=forced,
        )
    if forced:
        return _(
            "Civil War with Military: remove {need} unit points from the second faction besides the "
            "{forced} next to the other faction, taken first from units next to the other faction.",
            need=need,
            forced=forced,
        )
    if first:
        return _(
            "Civil War with Military: remove {need} unit points from the first faction, taken first "
            "from units next to the other faction.",
            need=need,
        )
    return _(
        "Civil War with Military: remove {need} unit points from the second faction, taken first from "
        "units next to the other faction.",
        need=need,
    )


@dataclass(frozen=True)
class MilitaryFactionPick(DecisionOptions):
    """``advciv_civil_war_military``: the unit points to remove from a faction, the units they
    may be taken from, and the faction ("first" or "second")."""

    points: int
    tokens: dict[str, int]
    cities: list[str]
    faction: str


@serial.register("advciv_cal_civil_war_military")
@dataclass
class MilitaryStep(FactionStep):
    """X12: 5 unit points leave a faction, first from the units next to the other faction:
    when those are worth less, they all go and the rest is chosen among the others."""

    faction: str = "first"
    points: int = 5

    accepts = (PickFaction,)

    @property
    def chooser(self) -> str:
        return self.holder if self.faction == "first" else self.beneficiary

    def pools(self, g: GameState) -> tuple[Pool, Pool]:
        """(the units that go in any case, the units to choose from)."""
        mine, other = (
            (self.first(g), self.second(g)) if self.faction == "first" else (self.second(g), self.first(g))
        )
        near = near_other(g, mine, other)
        if near.total() >= loss_amount(mine, self.points):
            return Pool({}, ()), near
        return near, minus(mine, near.tokens, list(near.cities))

    def decision(self, g: GameState, player: str) -> Decision:
        forced, pool = self.pools(g)
        need = loss_amount(pool, self.points - forced.total())
        default = default_selection(pool, need)
        return Decision(
            player,
            "advciv_civil_war_military",
            military_prompt(self.faction, need, forced.total()),
            MilitaryFactionPick(need, dict(sorted(pool.tokens.items())), list(pool.cities), self.faction),
            PickFaction(player, default.tokens, default.cities),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, PickFaction)
        forced, pool = self.pools(g)
        target = self.points - forced.total()
        check_selection(pool, loss_amount(pool, target), target, a.tokens, a.cities, verb="remove")

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.chooser)
        assert isinstance(a, PickFaction)
        forced, _pool = self.pools(g)
        cut_tokens, cut_cities = add_pick(dict(forced.tokens), list(forced.cities), a)
        event = public(
            "faction_reduced",
            player=self.holder,
            faction=self.faction,
            tokens=dict(cut_tokens),
            cities=cut_cities,
        )
        if self.faction == "first":
            nxt = self.follow(
                MilitaryStep,
                self.beneficiary,
                cut_first_tokens=cut_tokens,
                cut_first_cities=cut_cities,
                faction="second",
                points=self.points,
            )
            return Outcome([event], [nxt])
        keep = self.follow(KeepStep, self.holder, cut_second_tokens=cut_tokens, cut_second_cities=cut_cities)
        return Outcome([event], [keep])


@serial.register("advciv_cal_civil_war_keep")
@dataclass
class KeepStep(FactionStep):
    accepts = (KeepFaction,)

    def decision(self, g: GameState, player: str) -> Decision:
        return keep_decision(player, self.beneficiary, self.first(g), self.second(g))

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, KeepFaction)
        check_keep(a)

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, KeepFaction)
        lost = self.second(g) if a.keep == "first" else self.first(g)
        events: list[Event] = [public("faction_kept", player=self.holder, keep=a.keep)]
        cut = Counter(self.cut_first_tokens) + Counter(self.cut_second_tokens)
        cities = [*self.cut_first_cities, *self.cut_second_cities]
        for area, n in sorted(cut.items()):
            units.remove_to_stock(g, area, self.holder, n)
        for area in cities:
            units.remove_city(g, area)
        if cut or cities:
            points = sum(cut.values()) + 5 * len(cities)
            events.append(
                public(
                    "units_lost",
                    player=self.holder,
                    calamity=CALAMITY,
                    tokens=dict(cut),
                    cities=cities,
                    points=points,
                )
            )
        out = take_over(g, self.holder, self.beneficiary, lost)
        return Outcome(events + out.events, out.steps)


def take_over(g: GameState, holder: str, beneficiary: str, lost: Pool) -> Outcome:
    """The lost faction leaves the board; the beneficiary, then the players with the next-most
    unit points in stock, replace it (000 §30.415), a taker who can replace only some of its
    cities choosing which (the family's step)."""
    for area, n in sorted(lost.tokens.items()):
        units.remove_to_stock(g, area, holder, n)
    for area in lost.cities:
        units.remove_city(g, area)
    order = [beneficiary, *(p for p in stock_points_order(g) if p not in (holder, beneficiary))]
    step = TakeCitiesStep(
        calamity=CALAMITY,
        holder=holder,
        beneficiary=beneficiary,
        order=order,
        tokens=dict(lost.tokens),
        left=sorted(lost.cities, key=lambda a: (-board().areas[a].population_limit, a)),
    )
    return step.place_cities(g)
