"""Civil War, stack 4 in 001 (rules 11.3, 14.3, D25, D26, A38, A39).

A player with more than 35 unit points (option civil_war_threshold) splits in two. He names
a beneficiary (option civil_war_forced_beneficiary: a player with no tokens on the board if
there is one). The first faction is picked 15 points by the player, then 20 by the beneficiary
(Democracy: 30), each exactly or by the smallest over-shoot (A38a). With Philosophy the
beneficiary is the player with most tokens in stock (possibly the player himself: then
nothing happens) and picks all 15. The player keeps the faction he prefers; the beneficiary
replaces the other with his own units. Shortages (A39): cities beyond the beneficiary's city
stock revolt as in taxation, tokens he lacks come from the players with most tokens in stock
(the player's own returned tokens not counted), and anything nobody can supply is lost.
The calamity floor does not apply: the units change hands by the player's own choice of faction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from engine.civ import units
from engine.civ.calamity.base import Outcome, Step, check_cities, no_effect_event, other_players
from engine.civ.calamity.losses import Pool, check_selection, default_selection, loss_amount
from engine.civ.content import board
from engine.civ.order import ast_rank, most_stock_order
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from i18n.catalog import _, l_, n_

CALAMITY = "civil_war"
THRESHOLD = 35


@action("choose_beneficiary")
@dataclass(frozen=True)
class ChooseBeneficiary(Action):
    beneficiary: str = ""


@action("civil_war_pick")
@dataclass(frozen=True)
class PickFaction(Action):
    """Units of the player in civil war put into the first faction."""

    tokens: tuple[tuple[str, int], ...] = ()
    cities: tuple[str, ...] = ()


@action("keep_faction")
@dataclass(frozen=True)
class KeepFaction(Action):
    keep: str = "first"  # "first" or "second"


@action("civil_war_take_cities")
@dataclass(frozen=True)
class TakeCities(Action):
    """The cities of the lost faction a taker short of cities in stock replaces with his own."""

    areas: tuple[str, ...] = ()


class Units(TypedDict):
    """Units of a player: tokens per area, and cities (by area)."""

    tokens: dict[str, int]
    cities: list[str]


class Faction(Units):
    points: int


@dataclass(frozen=True)
class BeneficiaryChoice(DecisionOptions):
    """``civil_war_beneficiary``: who may take over the faction not kept, and whether only
    players without tokens on the board may."""

    players: list[str]
    forced_to_players_without_tokens: bool


@dataclass(frozen=True)
class FactionPick(DecisionOptions):
    """``civil_war_pick``: the points to pick for the first faction (and the target they come
    from), the units they may be picked from, and those already in it."""

    points: int
    target: int
    tokens: dict[str, int]
    cities: list[str]
    already_first: Units


@dataclass(frozen=True)
class FactionChoice(DecisionOptions):
    """``civil_war_keep``: the two factions; the player keeps one."""

    first: Faction
    second: Faction


@dataclass(frozen=True)
class TakeoverChoice(DecisionOptions):
    """``civil_war_cities``: whose lost cities, which remain, how many the taker can replace, and
    who takes the rest."""

    player: str
    cities: list[str]
    count: int
    next: list[str]


def affected(g: GameState, player: str) -> bool:
    points = units.strength(g, player)
    if g.options.civil_war_threshold == "35_or_fewer":
        return points > THRESHOLD
    return points >= THRESHOLD


def beneficiary_candidates(g: GameState, player: str) -> list[str]:
    others = other_players(g, player)
    if g.options.civil_war_forced_beneficiary:
        empty = [p for p in others if units.tokens_on_board(g, p) == 0]
        if empty:
            return empty
    return others


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    if not affected(g, holder):
        return Outcome(
            [
                no_effect_event(
                    holder,
                    CALAMITY,
                    l_("{n} unit points is too few for a civil war", n=units.strength(g, holder)),
                )
            ]
        )
    if units.has_card(g, holder, "philosophy"):
        chosen = most_stock_order(g)[0]
        if chosen == holder:
            return Outcome([no_effect_event(holder, CALAMITY, l_("Philosophy: he is his own beneficiary"))])
        return begin(g, holder, chosen)
    cands = beneficiary_candidates(g, holder)
    if len(cands) == 1:
        return begin(g, holder, cands[0])
    return Outcome([], [BeneficiaryStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=cands)])


def begin(g: GameState, holder: str, beneficiary: str) -> Outcome:
    event = public("civil_war", player=holder, beneficiary=beneficiary)
    if units.has_card(g, holder, "philosophy"):
        first = PickStep(
            calamity=CALAMITY,
            holder=holder,
            owed=[beneficiary],
            beneficiary=beneficiary,
            picker=beneficiary,
            target=15,
        )
    else:
        then = 30 if units.has_card(g, holder, "democracy") else 20
        first = PickStep(
            calamity=CALAMITY,
            holder=holder,
            owed=[holder],
            beneficiary=beneficiary,
            picker=holder,
            target=15,
            then=then,
        )
    return Outcome([event], [first])


@serial.register("cal_beneficiary")
@dataclass
class BeneficiaryStep(Step):
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseBeneficiary,)

    def decision(self, g: GameState, player: str) -> Decision:
        # Default: the candidate with most tokens in stock, who can best take the faction over.
        best = min(self.choices, key=lambda p: (-g.ps(p).stock, ast_rank(g, p)))
        return Decision(
            player,
            "civil_war_beneficiary",
            _("Civil War: name the player who takes over the faction you do not keep."),
            BeneficiaryChoice(self.choices, self.choices != other_players(g, player)),
            ChooseBeneficiary(player, best),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseBeneficiary)
        if a.beneficiary not in self.choices:
            params = {"player": repr(a.beneficiary), "choices": ", ".join(self.choices)}
            if self.choices != other_players(g, a.player):
                raise IllegalAction(
                    l_(
                        "{player} cannot be the beneficiary (a player with no tokens on the board must be "
                        "chosen); choose {choices}.",
                        **params,
                    )
                )
            raise IllegalAction(l_("{player} cannot be the beneficiary; choose {choices}.", **params))

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseBeneficiary)
        return begin(g, self.holder, a.beneficiary)


def remaining_pool(g: GameState, player: str, tokens: dict[str, int], cities: list[str]) -> Pool:
    """The player's units not yet in the first faction."""
    left = {a: units.tokens_in(g, a, player) - tokens.get(a, 0) for a in units.areas_of(g, player)}
    return Pool(
        {a: n for a, n in left.items() if n > 0},
        tuple(c for c in units.cities_of(g, player) if c not in cities),
    )


def pick_decision(
    player: str, holder: str, pool: Pool, target: int, first_tokens: dict[str, int], first_cities: list[str]
) -> Decision:
    """Pick ``target`` points of ``holder``'s units (from ``pool``) for the first faction."""
    need = loss_amount(pool, target)
    default = default_selection(pool, need)
    return Decision(
        player,
        "civil_war_pick",
        n_(
            "Civil War: pick {n} point of {holder}'s units for the first faction (token 1, city 5).",
            "Civil War: pick {n} points of {holder}'s units for the first faction (token 1, city 5).",
            need,
            holder=holder,
        ),
        FactionPick(
            points=need,
            target=target,
            tokens=dict(sorted(pool.tokens.items())),
            cities=list(pool.cities),
            already_first=Units(tokens=dict(first_tokens), cities=list(first_cities)),
        ),
        PickFaction(player, default.tokens, default.cities),
    )


def check_pick(pool: Pool, target: int, a: PickFaction) -> None:
    check_selection(pool, loss_amount(pool, target), target, a.tokens, a.cities, verb="pick")


@serial.register("cal_pick")
@dataclass
class PickStep(Step):
    beneficiary: str = ""
    picker: str = ""
    target: int = 15
    # Points the beneficiary picks after the player (0: this is the last pick).
    then: int = 0
    first_tokens: dict[str, int] = field(default_factory=dict)
    first_cities: list[str] = field(default_factory=list)

    accepts = (PickFaction,)

    def pool(self, g: GameState) -> Pool:
        return remaining_pool(g, self.holder, self.first_tokens, self.first_cities)

    def decision(self, g: GameState, player: str) -> Decision:
        return pick_decision(
            player, self.holder, self.pool(g), self.target, self.first_tokens, self.first_cities
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, PickFaction)
        check_pick(self.pool(g), self.target, a)

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.picker)
        assert isinstance(a, PickFaction)
        tokens = dict(self.first_tokens)
        for area, n in a.tokens:
            tokens[area] = tokens.get(area, 0) + n
        cities = [*self.first_cities, *a.cities]
        event = public(
            "faction_picked",
            player=self.holder,
            picker=self.picker,
            tokens=dict(a.tokens),
            cities=list(a.cities),
        )
        nxt: Step
        if self.then:
            nxt = PickStep(
                calamity=CALAMITY,
                holder=self.holder,
                owed=[self.beneficiary],
                beneficiary=self.beneficiary,
                picker=self.beneficiary,
                target=self.then,
                first_tokens=tokens,
                first_cities=cities,
            )
        else:
            nxt = KeepStep(
                calamity=CALAMITY,
                holder=self.holder,
                owed=[self.holder],
                beneficiary=self.beneficiary,
                first_tokens=tokens,
                first_cities=cities,
            )
        return Outcome([event], [nxt])


def keep_decision(player: str, beneficiary: str, first: Pool, second: Pool) -> Decision:
    """Which faction the player keeps; the beneficiary takes over the other."""
    keep = "first" if first.total() >= second.total() else "second"
    return Decision(
        player,
        "civil_war_keep",
        _(
            "Civil War: keep the first faction ({first} points) or the second ({second} points); "
            "{beneficiary} takes over the other.",
            first=first.total(),
            second=second.total(),
            beneficiary=beneficiary,
        ),
        FactionChoice(_faction(first), _faction(second)),
        KeepFaction(player, keep),
    )


def _faction(units_of: Pool) -> Faction:
    return Faction(tokens=dict(units_of.tokens), cities=list(units_of.cities), points=units_of.total())


def check_keep(a: KeepFaction) -> None:
    if a.keep not in ("first", "second"):
        raise IllegalAction(l_("Keep the 'first' or the 'second' faction."))


@serial.register("cal_keep")
@dataclass
class KeepStep(Step):
    beneficiary: str = ""
    first_tokens: dict[str, int] = field(default_factory=dict)
    first_cities: list[str] = field(default_factory=list)

    accepts = (KeepFaction,)

    def second(self, g: GameState) -> Pool:
        return remaining_pool(g, self.holder, self.first_tokens, self.first_cities)

    def first_points(self) -> int:
        return sum(self.first_tokens.values()) + 5 * len(self.first_cities)

    def decision(self, g: GameState, player: str) -> Decision:
        first = Pool(dict(self.first_tokens), tuple(self.first_cities))
        return keep_decision(player, self.beneficiary, first, self.second(g))

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, KeepFaction)
        check_keep(a)

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, KeepFaction)
        if a.keep == "first":
            second = self.second(g)
            lost_tokens, lost_cities = dict(second.tokens), list(second.cities)
        else:
            lost_tokens, lost_cities = dict(self.first_tokens), list(self.first_cities)
        event = public("faction_kept", player=self.holder, keep=a.keep)
        out = take_over(g, self.holder, self.beneficiary, lost_tokens, lost_cities)
        return Outcome([event, *out.events], out.steps)


def takers(g: GameState, player: str, beneficiary: str, returned: int) -> list[str]:
    """The beneficiary, then the others by tokens in stock (rules 14.3; ties AST order). The
    player's tokens returned by this Civil War do not count toward his stock."""

    def stock(p: str) -> int:
        return g.ps(p).stock - (returned if p == player else 0)

    rest = sorted((p for p in g.players if p != beneficiary), key=lambda p: (-stock(p), ast_rank(g, p)))
    return [beneficiary, *rest]


def take_over(
    g: GameState, player: str, beneficiary: str, tokens: dict[str, int], cities: list[str]
) -> Outcome:
    """The lost faction leaves the board; the takers replace it (001 22.2.6.1, 22.2.6.3)."""
    returned = sum(tokens.values())
    for area, n in sorted(tokens.items()):
        units.remove_to_stock(g, area, player, n)
    for area in cities:
        units.remove_city(g, area)
    step = TakeCitiesStep(
        calamity=CALAMITY,
        holder=player,
        beneficiary=beneficiary,
        order=takers(g, player, beneficiary, returned),
        tokens=dict(tokens),
        left=sorted(cities, key=lambda a: (-board().areas[a].population_limit, a)),
    )
    return step.place_cities(g)


@serial.register("cal_take_cities")
@dataclass
class TakeCitiesStep(Step):
    """The takers, in order, replace the faction's cities with their own from stock. A taker who
    can replace some but not all of those left chooses which (001 22.2.6.3: the rest go to the
    player with most tokens in stock, and so on); default: the largest areas first."""

    beneficiary: str = ""
    order: list[str] = field(default_factory=list)
    # Index in ``order`` of the taker now placing cities.
    at: int = 0
    tokens: dict[str, int] = field(default_factory=dict)
    left: list[str] = field(default_factory=list)
    city_to: dict[str, list[str]] = field(default_factory=dict)

    accepts = (TakeCities,)

    def taker(self) -> str:
        return self.order[self.at]

    def room(self, g: GameState) -> int:
        return units.cities_in_stock(g, self.taker())

    def decision(self, g: GameState, player: str) -> Decision:
        n = self.room(g)
        rest = ", ".join(self.order[self.at + 1 :]) or _("nobody")
        return Decision(
            player,
            "civil_war_cities",
            n_(
                "Civil War: {left} cities of {holder}'s lost faction are to be replaced and you have only "
                "{n} in stock. Choose the {n} you take over; the others go down the stock ranking "
                "({rest}), and those nobody can take are lost.",
                "Civil War: {left} cities of {holder}'s lost faction are to be replaced and you have only "
                "{n} in stock. Choose the {n} you take over; the others go down the stock ranking "
                "({rest}), and those nobody can take are lost.",
                n,
                left=len(self.left),
                holder=self.holder,
                rest=rest,
            ),
            TakeoverChoice(self.holder, list(self.left), n, self.order[self.at + 1 :]),
            TakeCities(player, tuple(self.left[:n])),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, TakeCities)
        n = self.room(g)
        check_cities(g, a.areas, self.left, l_("a city of the lost faction"))
        if len(a.areas) != n:
            raise IllegalAction(
                l_(
                    "Take exactly {n} cities (as many as you have in stock); you chose {chosen}.",
                    n=n,
                    chosen=len(a.areas),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.taker())
        assert isinstance(a, TakeCities)
        self.take(g, list(a.areas))
        self.at += 1
        return self.place_cities(g)

    def take(self, g: GameState, areas: list[str]) -> None:
        t = self.taker()
        for area in areas:
            units.place_city(g, area, t)
            self.left.remove(area)
        if areas:
            self.city_to.setdefault(t, []).extend(areas)

    def place_cities(self, g: GameState) -> Outcome:
        """Each taker in turn takes what he can; stop at one who must choose."""
        while self.left and self.at < len(self.order):
            n = self.room(g)
            if 0 < n < len(self.left):
                self.owed, self.received = [self.taker()], {}
                return Outcome([], [self])
            self.take(g, self.left[:n])
            self.at += 1
        return Outcome([self.place_tokens(g)])

    def place_tokens(self, g: GameState) -> Event:
        token_to: dict[str, dict[str, int]] = {}
        need = sorted(self.tokens.items())
        for t in self.order:
            while need and g.ps(t).stock:
                area, n = need[0]
                k = min(n, g.ps(t).stock)
                units.place_from_stock(g, area, t, k)
                token_to.setdefault(t, {})[area] = token_to.get(t, {}).get(area, 0) + k
                need = [(area, n - k), *need[1:]] if n > k else need[1:]
        return public(
            "civil_war_takeover",
            player=self.holder,
            beneficiary=self.beneficiary,
            cities=self.city_to,
            tokens=token_to,
            cities_lost=list(self.left),
            tokens_lost=dict(need),
        )
