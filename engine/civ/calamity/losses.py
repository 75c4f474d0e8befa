"""Losing points to a calamity (rules 11.2 steps 4-8, 14.4, A33-A35).

A loss is counted in points: token 1, city 5 (Epidemic: 4, and the city is replaced by one
token). It must be met exactly or, when that is impossible, by the smallest over-payment
(A33: cities are never broken into tokens). A card cap ("at most 5", "at most 7") is never
exceeded: if the smallest over-payment would pass it, the largest loss within it is taken.
Every player chooses his own units (A34); the calamity holder only assigns amounts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.calamity.base import (
    Outcome,
    Step,
    in_ast_order,
    lose_tokens,
    no_effect_event,
    protected,
)
from engine.civ.calamity.prompts import lose_prompt
from engine.civ.content import board
from engine.civ.geography import game_map
from engine.civ.printed_names import civ1980_card
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, MalformedAction, NotEnough
from engine.core.events import Event, public
from i18n.catalog import Said, l_


@action("lose_units")
@dataclass(frozen=True)
class LoseUnits(Action):
    """Units a player gives up: tokens per area, and whole cities (by area)."""

    tokens: tuple[tuple[str, int], ...] = ()
    cities: tuple[str, ...] = ()


@action("assign_losses")
@dataclass(frozen=True)
class AssignLosses(Action):
    """The calamity holder's share-out of points among other players."""

    amounts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class LossChoice(DecisionOptions):
    """``lose_units``: the calamity, the points to lose (and the target they come from), the
    units that may be lost, a city's worth, whether a city hit becomes a token, and the stock."""

    calamity: str
    points: int
    target: int
    tokens: dict[str, int]
    cities: list[str]
    city_value: int
    city_becomes_token: bool
    stock: int


class ShareTarget(TypedDict):
    """A player the holder may make lose points: his points at stake, the most he may be given,
    and whether a card protects him."""

    points: int
    max: int
    protected: bool


@dataclass(frozen=True)
class ShareChoice(DecisionOptions):
    """``assign_losses``: the calamity, the points to share out, at most how many each, whether
    exactly the total must be given, and the players who may be given them."""

    calamity: str
    total: int
    each: int
    exact_total: bool
    players: dict[str, ShareTarget]


@dataclass(frozen=True)
class Pool:
    """The units a player may give up for one loss."""

    tokens: dict[str, int]
    cities: tuple[str, ...]
    city_value: int = 5
    # Epidemic: a city hit becomes one token, so each city hit needs a token in stock.
    city_to_token: bool = False
    stock: int = 0

    def token_total(self) -> int:
        return sum(self.tokens.values())

    def total(self) -> int:
        return self.token_total() + self.city_value * len(self.cities)

    def feasible(self, x: int, y: int) -> bool:
        """Whether ``x`` tokens and ``y`` cities can be lost together."""
        if not (0 <= x <= self.token_total() and 0 <= y <= len(self.cities)):
            return False
        return not self.city_to_token or y <= self.stock + x

    def sums(self) -> list[int]:
        t, c = self.token_total(), len(self.cities)
        return sorted(
            {x + self.city_value * y for y in range(c + 1) for x in range(t + 1) if self.feasible(x, y)}
        )


def loss_amount(pool: Pool, target: int, cap: int | None = None) -> int:
    """Rules 11.2 step 6: the exact loss if possible, else the smallest over-payment (or all)."""
    if cap is not None:
        target = min(target, cap)
    if target <= 0:
        return 0
    sums = pool.sums()
    over = [s for s in sums if s >= target]
    best = over[0] if over else sums[-1]
    if cap is not None and best > cap:
        best = max(s for s in sums if s <= cap)
    return best


# -- pools by calamity ----------------------------------------------------------------


def plain_areas(g: GameState, plain: str) -> list[str]:
    in_play = game_map(g).in_play
    return [a for a in board().flood_plains[plain] if a in in_play]


def flood_pool(g: GameState, player: str, plain: str) -> Pool:
    """Rules 11.3 Flood, D23: tokens on the plain, and cities on its white sites."""
    areas = plain_areas(g, plain)
    tokens = {a: units.tokens_in(g, a, player) for a in areas if units.tokens_in(g, a, player)}
    cities = tuple(a for a in areas if g.cities.get(a) == player and board().areas[a].city_site == "white")
    return Pool(tokens, cities)


def epidemic_pool(g: GameState, player: str) -> Pool:
    """Rules 11.3 Epidemic, A34: no area of the player is emptied (one of his units stays);
    a city hit becomes one token and counts 4."""
    cities = tuple(units.cities_of(g, player))
    tokens = {}
    for area in units.areas_of(g, player):
        n = units.tokens_in(g, area, player) - (0 if area in cities else 1)
        if n > 0:
            tokens[area] = n
    return Pool(tokens, cities, city_value=4, city_to_token=True, stock=g.ps(player).stock)


def any_pool(g: GameState, player: str) -> Pool:
    tokens = {a: units.tokens_in(g, a, player) for a in units.areas_of(g, player)}
    return Pool(tokens, tuple(units.cities_of(g, player)))


def pool_for(g: GameState, player: str, mode: str, plain: str = "") -> Pool:
    if mode == "flood":
        return flood_pool(g, player, plain)
    if mode == "epidemic":
        return epidemic_pool(g, player)
    return any_pool(g, player)


# -- choosing, checking and applying a selection -----------------------------------------


def default_selection(pool: Pool, required: int) -> LoseUnits:
    """Fewest cities, tokens taken from the most crowded areas first (keeps outposts alive)."""
    x, y = required, 0
    for y in range(len(pool.cities) + 1):
        x = required - pool.city_value * y
        if pool.feasible(x, y):
            break
    left = dict(pool.tokens)
    taken: dict[str, int] = {}
    for _step in range(x):
        area = min(left, key=lambda a: (-left[a], a))
        left[area] -= 1
        taken[area] = taken.get(area, 0) + 1
        if not left[area]:
            del left[area]
    cities = sorted(pool.cities, key=lambda a: (board().areas[a].population_limit, a))[:y]
    return LoseUnits("", tuple(sorted(taken.items())), tuple(cities))


def check_selection(
    pool: Pool,
    required: int,
    target: int,
    chosen_tokens: tuple[tuple[str, int], ...],
    cities: tuple[str, ...],
    verb: str = "lose",
) -> None:
    """Refuse a choice of units that is not exactly ``required`` points from ``pool``."""
    seen: set[str] = set()
    tokens = 0
    for area, n in chosen_tokens:
        if area in seen:
            raise MalformedAction(
                l_("Name {area} once, with the number of tokens lost there.", area=repr(area))
            )
        seen.add(area)
        if n < 1:
            raise MalformedAction(
                l_("The number of tokens lost in {area} must be at least 1.", area=repr(area))
            )
        if area not in pool.tokens:
            raise IllegalAction(
                l_(
                    "There is no token that can be taken in {area}; possible areas: {areas}.",
                    area=repr(area),
                    areas=rn.areas(sorted(pool.tokens)),
                )
            )
        if n > pool.tokens[area]:
            params = {"n": pool.tokens[area], "area": repr(area)}
            if pool.city_to_token:
                raise NotEnough(
                    l_(
                        "You can lose at most {n} tokens in {area} (one of your units must stay "
                        "in every area).",
                        **params,
                    )
                )
            raise NotEnough(l_("You can lose at most {n} tokens in {area}.", **params))
        tokens += n
    if len(set(cities)) != len(cities):
        raise MalformedAction(l_("Name each city once."))
    for area in cities:
        if area not in pool.cities:
            raise IllegalAction(
                l_(
                    "There is no city that can be taken in {area}; possible cities: {cities}.",
                    area=repr(area),
                    cities=rn.areas(pool.cities),
                )
            )
    total = tokens + pool.city_value * len(cities)
    if total != required:
        raise IllegalAction(
            _selection_refusal(verb, required != target).with_params(
                required=required, target=target, total=total, city=pool.city_value
            )
        )
    if not pool.feasible(tokens, len(cities)):
        raise NotEnough(l_("Each city hit becomes a token: lose more tokens first or fewer cities."))


def _selection_refusal(verb: str, impossible: bool) -> Said:
    """A choice worth other than the points required, in the words of the calamity's ``verb``."""
    if verb == "pick":
        if impossible:
            return l_(
                "You must pick exactly {required} points (a loss of exactly {target} is not possible "
                "with your "
                "units); your choice is worth {total} (token 1, city {city})."
            )
        return l_(
            "You must pick exactly {required} points; your choice is worth {total} (token 1, city {city})."
        )
    if verb == "remove":
        if impossible:
            return l_(
                "You must remove exactly {required} points (a loss of exactly {target} is not "
                "possible with your "
                "units); your choice is worth {total} (token 1, city {city})."
            )
        return l_(
            "You must remove exactly {required} points; your choice is worth {total} (token 1, city {city})."
        )
    if impossible:
        return l_(
            "You must lose exactly {required} points (a loss of exactly {target} is not possible with your "
            "units); your choice is worth {total} (token 1, city {city})."
        )
    return l_("You must lose exactly {required} points; your choice is worth {total} (token 1, city {city}).")


def apply_selection(g: GameState, player: str, pool: Pool, a: LoseUnits, calamity: str) -> list[Event]:
    """Remove the chosen units, tokens first, stopping at the floor (rules 14.4)."""
    lost_tokens: dict[str, int] = {}
    for area, n in a.tokens:
        k = lose_tokens(g, area, player, n)
        if k:
            lost_tokens[area] = k
    lost_cities: list[str] = []
    for area in a.cities:
        if protected(g, player):
            break
        units.remove_city(g, area)
        if pool.city_to_token and g.ps(player).stock:
            units.place_from_stock(g, area, player, 1)
        lost_cities.append(area)
    points = sum(lost_tokens.values()) + pool.city_value * len(lost_cities)
    events = [
        public(
            "units_lost",
            player=player,
            calamity=calamity,
            tokens=lost_tokens,
            cities=lost_cities,
            points=points,
        )
    ]
    wanted = sum(n for _a, n in a.tokens) + pool.city_value * len(a.cities)
    if points < wanted:
        events.append(public("calamity_floor", player=player, calamity=calamity, spared=wanted - points))
    return events


# -- targets by calamity (rules 11.3, 11.4) ----------------------------------------------


def target_and_cap(
    g: GameState, mode: str, player: str, holder: str, assigned: int
) -> tuple[int, int | None]:
    """The points ``player`` must lose, after his cards' modifiers, and the cap they impose."""

    def has(card: str) -> bool:
        return units.has_card(g, player, card)

    if mode == "famine":
        base = 9 if player == holder else assigned
        grain = g.ps(player).hand.count("grain") if has("pottery") else 0
        return max(0, base - 4 * grain), None
    if mode == "epidemic":
        if player == holder:
            return (11 if has("medicine") else 16), None
        return assigned, (5 if has("medicine") else None)
    # flood
    base = 17 if player == holder else assigned
    return base, (7 if has("engineering") else None)


@serial.register("cal_lose")
@dataclass
class LoseStep(Step):
    """Every affected player chooses his own units at once; applied in AST order."""

    mode: str = ""
    plain: str = ""
    amounts: dict[str, int] = field(default_factory=dict)
    targets: dict[str, int] = field(default_factory=dict)

    accepts = (LoseUnits,)

    def pool(self, g: GameState, player: str) -> Pool:
        return pool_for(g, player, self.mode, self.plain)

    def decision(self, g: GameState, player: str) -> Decision:
        pool = self.pool(g, player)
        need = self.amounts[player]
        default = default_selection(pool, need)
        return Decision(
            player,
            "lose_units",
            lose_prompt(
                civ1980_card(self.calamity),
                need,
                self.plain if self.mode == "flood" else "",
                pool.city_to_token,
            ),
            LossChoice(
                calamity=self.calamity,
                points=need,
                target=self.targets.get(player, need),
                tokens=dict(sorted(pool.tokens.items())),
                cities=list(pool.cities),
                city_value=pool.city_value,
                city_becomes_token=pool.city_to_token,
                stock=g.ps(player).stock,
            ),
            LoseUnits(player, default.tokens, default.cities),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, LoseUnits)
        need = self.amounts[a.player]
        check_selection(self.pool(g, a.player), need, self.targets.get(a.player, need), a.tokens, a.cities)

    def run(self, g: GameState) -> Outcome:
        events: list[Event] = []
        for p in in_ast_order(g, list(self.amounts)):
            a = self.answer(g, p)
            assert isinstance(a, LoseUnits)
            events += apply_selection(g, p, self.pool(g, p), a, self.calamity)
        return Outcome(events)


def lose_step(
    g: GameState, mode: str, calamity: str, holder: str, assigned: dict[str, int], plain: str = ""
) -> Outcome:
    """The step in which ``holder`` and the players in ``assigned`` lose their points."""
    step = LoseStep(calamity=calamity, holder=holder, mode=mode, plain=plain)
    events: list[Event] = []
    for p in in_ast_order(g, list({holder, *assigned})):
        target, cap = target_and_cap(g, mode, p, holder, assigned.get(p, 0))
        pool = pool_for(g, p, mode, plain)
        need = loss_amount(pool, target, cap)
        if need and protected(g, p):
            events.append(public("calamity_floor", player=p, calamity=calamity, spared=need))
            continue
        if not need:
            # Said even so: a player struck or assigned points who loses nothing is told why.
            struck = p == holder or assigned.get(p, 0) > 0
            events += _nothing_lost(mode, calamity, p, target) if struck else []
            continue
        step.amounts[p] = need
        step.targets[p] = min(target, cap) if cap is not None else target
        if need < pool.total():
            step.owed.append(p)
    if not step.amounts:
        return Outcome(events)
    return Outcome(events, [step])


# Why a player struck by a calamity loses nothing when he has no unit it can take.
NOTHING_TO_TAKE = l_("they have no unit it can take")


def _nothing_lost(mode: str, calamity: str, player: str, target: int) -> list[Event]:
    """Why ``player``, struck or assigned points, loses nothing: Pottery's Grain, or no unit
    the calamity can take."""
    if mode == "famine" and not target:
        why = l_("their Grain cards with Pottery spare them the whole loss")
    else:
        why = NOTHING_TO_TAKE
    return [no_effect_event(player, calamity, why)]
