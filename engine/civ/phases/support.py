"""Phase 8 — Removal of surplus population and reduction of unsupported cities
(rules 6.8, 9.2, A19-A21, D32).

Surplus removal is automatic. Then every player with fewer than 2 tokens on the board per
city names the cities to reduce, in order; the engine reduces them one at a time (each
reduction's tokens count at once) until his cities are supported, and ignores the rest of
the list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board
from engine.civ.order import ast_rank
from engine.civ.phases.base import SubmissionPhase
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import ABSENT_WHEN_NONE, Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_


@action("reduce_cities")
@dataclass(frozen=True)
class ReduceCities(Action):
    areas: tuple[str, ...] = ()


def counted_cities(g: GameState, player: str) -> list[str]:
    """Cities that need support (option revolt_grace exempts this round's revolt cities)."""
    cities = units.cities_of(g, player)
    if g.options.revolt_grace:
        cities = [c for c in cities if c not in g.revolt_cities]
    return cities


def shortfall(g: GameState, player: str, unsupported: int = 0) -> int:
    """Tokens missing for city support; ``unsupported`` of his tokens do not count (AdvCiv's
    Slave Revolt)."""
    return 2 * len(counted_cities(g, player)) - (units.tokens_on_board(g, player) - unsupported)


def reduction_yield(g: GameState, player: str, area: str, stock: int) -> int:
    limit = board().areas[area].population_limit + (1 if units.has_card(g, player, "agriculture") else 0)
    if g.options.reduction_stock_shortage == "destroy" and stock < limit:
        return 0
    return min(limit, stock)


def plan_reductions(g: GameState, player: str, areas: tuple[str, ...], unsupported: int = 0) -> list[str]:
    """The cities of ``areas`` actually reduced, in order; raise if the list is illegal or short.
    ``unsupported`` of the player's tokens on the board do not count toward support."""
    own = counted_cities(g, player)
    new_left = [c for c in own if c in g.new_cities] if g.options.new_cities_reduced_first else []
    tokens = units.tokens_on_board(g, player) - unsupported
    stock = g.ps(player).stock
    cities = len(own)
    reduced: list[str] = []
    if len(set(areas)) != len(areas):
        raise IllegalAction(l_("Each city can be listed once."))
    for area in areas:
        if tokens >= 2 * cities:
            break
        if area not in own:
            raise IllegalAction(l_("You have no city in {area} that needs support.", area=repr(area)))
        if new_left and area not in new_left:
            raise IllegalAction(
                l_("Cities built this round must be reduced first: {areas}.", areas=rn.areas(new_left))
            )
        if area in new_left:
            new_left.remove(area)
        placed = reduction_yield(g, player, area, stock)
        tokens += placed
        stock -= placed
        cities -= 1
        reduced.append(area)
    if tokens < 2 * cities:
        raise IllegalAction(
            l_(
                "After reducing {reduced} you would still have {tokens} tokens "
                "for {cities} cities (2 per city needed): list more cities.",
                reduced=rn.areas(reduced, N_("nothing")),
                tokens=tokens,
                cities=cities,
            )
        )
    return reduced


def default_reductions(g: GameState, player: str) -> tuple[str, ...]:
    """New cities first (if required), then those that return the most tokens."""
    stock = g.ps(player).stock
    own = counted_cities(g, player)

    def key(area: str) -> tuple[int, int, str]:
        first = 0 if g.options.new_cities_reduced_first and area in g.new_cities else 1
        return (first, -reduction_yield(g, player, area, stock), area)

    return tuple(sorted(own, key=key))


@dataclass(frozen=True)
class ReductionChoice(DecisionOptions):
    """``reduce_cities``: the player's cities short of support, those built this turn, his
    tokens on the board and whether new cities go first; in Advanced Civilization, tokens that
    do not count (Slave Revolt)."""

    cities: list[str]
    new_cities: list[str]
    tokens_on_board: int
    must_reduce_new_first: bool
    unsupported_tokens: int | None = field(default=None, metadata=ABSENT_WHEN_NONE)


class SupportCheckPhase(SubmissionPhase):
    name = "support"
    title = N_("City support")
    actions = (ReduceCities,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if shortfall(g, p) > 0]

    def decision(self, g: GameState, player: str) -> Decision:
        cities = counted_cities(g, player)
        tokens = units.tokens_on_board(g, player)
        return Decision(
            player,
            "reduce_cities",
            _(
                "You have {tokens} tokens on the board for {cities} cities (2 each needed): list the "
                "cities to reduce, first to last; reduction stops once they are supported.",
                tokens=tokens,
                cities=len(cities),
            ),
            ReductionChoice(
                cities=cities,
                new_cities=[c for c in cities if c in g.new_cities],
                tokens_on_board=tokens,
                must_reduce_new_first=g.options.new_cities_reduced_first,
            ),
            ReduceCities(player, default_reductions(g, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ReduceCities)
        plan_reductions(g, a.player, a.areas)

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, ReduceCities)
        destroy = g.options.reduction_stock_shortage == "destroy"
        events = []
        for area in plan_reductions(g, a.player, a.areas):
            placed = units.reduce_city(g, area, destroy_if_short=destroy)
            events.append(public("city_reduced", player=a.player, area=area, tokens=placed))
        return events


class SurplusPhase(SupportCheckPhase):
    name = "surplus"
    title = N_("Phase 8: Surplus population and city support")

    def automatic(self, g: GameState) -> list[Event]:
        removed: dict[str, dict[str, int]] = {}
        for area in sorted(g.tokens):
            taken = remove_surplus(g, area)
            if taken:
                removed[area] = taken
        return [public("surplus_removed", removed=removed)] if removed else []


def remove_surplus(g: GameState, area: str) -> dict[str, int]:
    """Rules 6.8 step 1: no tokens in a city area; elsewhere at most the population limit
    (+1 for a sole occupant holding Agriculture). Ships never count."""
    occ = units.occupants(g, area)
    if area in g.cities:
        for p, n in occ.items():
            units.remove_to_stock(g, area, p, n)
        return occ
    limit = board().areas[area].population_limit
    if len(occ) == 1 and units.has_card(g, next(iter(occ)), "agriculture"):
        limit += 1
    excess = sum(occ.values()) - limit
    taken: dict[str, int] = {}
    while excess > 0:
        # Only reachable with several players when support is checked before surplus
        # removal (option support_check_after_conflict): the largest force loses first.
        p = max(units.occupants(g, area).items(), key=lambda kv: (kv[1], ast_rank(g, kv[0])))[0]
        units.remove_to_stock(g, area, p, 1)
        taken[p] = taken.get(p, 0) + 1
        excess -= 1
    return taken
