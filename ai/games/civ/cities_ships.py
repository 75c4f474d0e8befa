"""Taxation, revolts, city building and support, ships (phases 1, 4, 7 and 8).

Cities are the economy: each one draws a trade card and pays 2 tokens of tax a round. The
player builds every city it can keep supported, taxes as hard as its stock allows with Coinage,
and keeps ships only while they have somewhere useful to carry its people.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ai.games.civ.evaluate import enemy_tokens, limit_of
from engine import Action, Decision
from engine.civ.api import (
    SHIP_COST,
    BuildCities,
    ChooseRevoltCities,
    ConflictOrder,
    ConflictOrderChoice,
    GameState,
    ReduceCities,
    RevoltChoice,
    SetTaxRate,
    ShipOrders,
    TakeCities,
    TakeoverChoice,
    TaxRateChoice,
    board,
    build_areas,
    default_builds,
    default_reductions,
    game_map,
    has_treasury,
    reachable,
    units,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

GROWTH_RESERVE = 8  # stock kept back from Coinage's top rate so the population can still grow


def tax_rate(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    o = d.options_as(TaxRateChoice)
    cities, stock = o.cities, o.stock
    if stock - 3 * cities >= GROWTH_RESERVE:
        rate = 3
    elif stock >= 2 * cities:
        rate = 2
    else:
        rate = 1  # a lower rate that every city can pay beats revolts
    return SetTaxRate(d.player, rate)


def best_to_take(g: GameState, me: str, cities: list[str]) -> list[str]:
    """Cities to take over, best for us first: next to our own units, then the largest."""
    gm = game_map(g)

    def key(area: str) -> tuple[int, int, str]:
        near = sum(1 for n in gm.land_nbrs.get(area, ()) if units.has_unit(g, n, me))
        return (-near, -limit_of(area), area)

    return sorted(cities, key=key)


def revolt_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Take over the defaulter's cities that sit best for us: next to our own units first."""
    o = d.options_as(RevoltChoice)
    cities = best_to_take(g, d.player, list(o.cities))
    return ChooseRevoltCities(d.player, o.defaulter, tuple(cities[: o.count]))


def civil_war_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Short of cities for a Civil War faction: take the ones that sit best for us."""
    o = d.options_as(TakeoverChoice)
    cities = best_to_take(g, d.player, list(o.cities))
    return TakeCities(d.player, tuple(cities[: o.count]))


def conflict_order(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Demand the right (it only adds tokens to our stock before our cities are attacked), and
    have first the cities we defend with tokens: those fights send them back to our stock."""
    cities = list(d.options_as(ConflictOrderChoice).cities)
    cities.sort(key=lambda a: -units.tokens_in(g, a, d.player))
    return ConflictOrder(d.player, True, tuple(cities))


def build_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Every city that stays supported (the engine's default checks exactly that)."""
    return BuildCities(d.player, default_builds(g, d.player))


def reduce_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    return ReduceCities(d.player, default_reductions(g, d.player))


def _free_land_near(g: GameState, player: str) -> int:
    """Empty land areas next to our units by land: while there are some, ships are not needed."""
    gm = game_map(g)
    seen = set()
    for area in units.areas_of(g, player):
        for n in gm.land_nbrs.get(area, ()):
            if n not in g.cities and limit_of(n) > 0 and not units.area_total(g, n):
                seen.add(n)
    return len(seen)


def _useful(g: GameState, player: str, sid: str) -> bool:
    """A ship is worth its upkeep while free land lies within its reach."""
    ship = g.ships[sid]
    for area in reachable(g, ship):
        a = board().areas[area]
        if a.is_land and area not in g.cities and not units.area_total(g, area) and a.population_limit:
            return True
    return False


def ships(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    p = d.player
    treasury = g.ps(p).treasury if has_treasury(g) else 0
    levied: dict[str, int] = {}
    upkeep: list[tuple[str, str]] = []
    for sid in units.ships_of(g, p):
        if not _useful(g, p, sid):
            continue
        area = g.ships[sid].area
        if treasury >= 1:
            treasury -= 1
            upkeep.append((sid, "treasury"))
        elif units.tokens_in(g, area, p) - levied.get(area, 0) >= 3:
            levied[area] = levied.get(area, 0) + 1
            upkeep.append((sid, "levy"))
    builds = _new_ship(g, p, treasury, levied) if not upkeep and g.round >= 2 else ()
    return ShipOrders(p, tuple(upkeep), builds)


def _new_ship(g: GameState, p: str, treasury: int, levied: dict[str, int]) -> tuple[tuple[str, int], ...]:
    if units.ships_in_stock(g, p) == 0 or _free_land_near(g, p) >= 2:
        return ()
    candidates = [
        a
        for a in build_areas(g, p)
        if units.tokens_in(g, a, p) >= 4 and not enemy_tokens(g, a, p) and a not in g.cities
    ]
    if not candidates:
        return ()
    area = max(candidates, key=lambda a: (units.tokens_in(g, a, p), a))
    pay_tokens = min(treasury, SHIP_COST) if has_treasury(g) else 0
    levy = SHIP_COST - pay_tokens
    if units.tokens_in(g, area, p) - levied.get(area, 0) - levy < 2:
        return ()
    return ((area, levy),)
