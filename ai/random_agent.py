"""A random legal player: for any pending decision, a uniformly-ish random legal answer.

Used by ``civbot simulate``, the random-playout invariant tests and benchmarks. It has its
own seeded ``random.Random``; the engine's RNG is never touched.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from engine.civ import units
from engine.civ.content import board
from engine.civ.phases.cities import BuildCities, buildable, support_after
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.phases.expansion import DistributeGrowth, growth_areas
from engine.civ.phases.movement import (
    EndMovement,
    MoveLand,
    MovementData,
    UndoMove,
    Voyage,
    land_destinations,
)
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.ships import ShipOrders, build_areas
from engine.civ.phases.support import ReduceCities, counted_cities
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.civ.phases.voyage import CAPACITY, Step, check_not_occupied, reachable, shortest_route
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError

Handler = Callable[["RandomAgent", GameState, Decision], Action]
HANDLERS: dict[str, Handler] = {}
# Modules that register handlers for more decision kinds with @handles (one line each).
HANDLER_MODULES: list[str] = ["ai.random_civ", "ai.random_trade", "ai.random_calamity"]


def handles(kind: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return deco


def _may_enter(g: GameState, player: str, area: str) -> bool:
    try:
        check_not_occupied(g, player, area)
    except RuleError:
        return False
    return True


class RandomAgent:
    def __init__(self, seed: int, move_bias: float = 0.85) -> None:
        self.rng = random.Random(seed)
        self.move_bias = move_bias
        for module in HANDLER_MODULES:
            importlib.import_module(module)

    def act(self, g: GameState, d: Decision) -> Action:
        if d.kind in HANDLERS:
            return HANDLERS[d.kind](self, g, d)
        handler = getattr(self, f"_{d.kind}", None)
        if handler is None:
            raise NotImplementedError(f"the random agent has no handler for {d.kind!r} decisions")
        action: Action = handler(g, d)
        return action

    def _choose_nation(self, g: GameState, d: Decision) -> Action:
        nations = d.options["nations"]
        nation = self.rng.choice(sorted(nations))
        return ChooseNation(d.player, nation, self.rng.choice(nations[nation]))

    def _tax_rate(self, g: GameState, d: Decision) -> Action:
        return SetTaxRate(d.player, self.rng.choice([1, 2, 2, 3]))

    def _revolt_cities(self, g: GameState, d: Decision) -> Action:
        cities = list(d.options["cities"])
        self.rng.shuffle(cities)
        return ChooseRevoltCities(d.player, d.options["defaulter"], tuple(cities[: d.options["count"]]))

    def _conflict_order(self, g: GameState, d: Decision) -> Action:
        cities = list(d.options["cities"])
        self.rng.shuffle(cities)
        return ConflictOrder(d.player, self.rng.random() < 0.7, tuple(cities))

    def _growth(self, g: GameState, d: Decision) -> Action:
        left = g.ps(d.player).stock
        caps = dict(growth_areas(g, d.player))
        placed: dict[str, int] = {}
        while left:
            area = self.rng.choice(sorted(a for a in caps if placed.get(a, 0) < caps[a]))
            placed[area] = placed.get(area, 0) + 1
            left -= 1
        return DistributeGrowth(d.player, tuple(sorted(placed.items())))

    def _ships(self, g: GameState, d: Decision) -> Action:
        p = d.player
        treasury = g.ps(p).treasury
        levy: dict[str, int] = {}
        upkeep = []
        for sid in units.ships_of(g, p):
            if self.rng.random() < 0.2:
                continue
            area = g.ships[sid].area
            if treasury >= 1 and self.rng.random() < 0.7:
                treasury -= 1
                upkeep.append((sid, "treasury"))
            elif units.tokens_in(g, area, p) - levy.get(area, 0) >= 1:
                levy[area] = levy.get(area, 0) + 1
                upkeep.append((sid, "levy"))
        builds = []
        room = 4 - len(upkeep)
        areas = build_areas(g, p)
        while room and areas and self.rng.random() < 0.35:
            area = self.rng.choice(areas)
            spare = units.tokens_in(g, area, p) - levy.get(area, 0)
            take = min(spare, self.rng.choice([0, 1, 2]))
            if treasury >= 2 - take:
                treasury -= 2 - take
                levy[area] = levy.get(area, 0) + take
                builds.append((area, take))
                room -= 1
            else:
                break
        return ShipOrders(p, tuple(upkeep), tuple(builds))

    def _movement(self, g: GameState, d: Decision) -> Action:
        p = d.player
        data = g.data
        assert isinstance(data, MovementData)
        if data.moves and self.rng.random() < 0.03:
            return UndoMove(p)
        if self.rng.random() > self.move_bias or len(data.moves) > 25:
            return EndMovement(p)
        if self.rng.random() < 0.25:
            voyage = self._voyage(g, p, data)
            if voyage is not None:
                return voyage
        open_dests = {a: [b for b in land_destinations(g, a) if _may_enter(g, p, b)] for a in data.fresh}
        sources = [a for a, n in data.fresh.items() if n > 0 and open_dests[a]]
        if not sources:
            return EndMovement(p)
        src = self.rng.choice(sorted(sources))
        dest = self.rng.choice(open_dests[src])
        return MoveLand(p, src, dest, self.rng.randint(1, data.fresh[src]))

    def _voyage(self, g: GameState, p: str, data: MovementData) -> Action | None:
        ships = [s for s in units.ships_of(g, p) if s not in data.sailed]
        if not ships:
            return None
        ship = g.ships[self.rng.choice(ships)]
        dests = sorted(a for a in reachable(g, ship) if a != ship.area and _may_enter(g, p, a))
        if not dests:
            return None
        dest = self.rng.choice(dests)
        route = shortest_route(g, ship, dest)
        if route is None:
            return None
        # Tokens go ashore only where there is land (a ship may stop in an enclosed sea when
        # the option makes it ordinary water).
        can_land = board().areas[dest].is_land and board().areas[ship.area].is_land
        load = min(data.fresh.get(ship.area, 0), CAPACITY, self.rng.randint(0, CAPACITY)) if can_land else 0
        steps = [Step("load", count=load)] if load else []
        steps += [Step("sail", area) for area in route]
        if load:
            steps.append(Step("unload", count=load))
        return Voyage(p, ship.id, tuple(steps))

    def _build_cities(self, g: GameState, d: Decision) -> Action:
        areas = [a for a in buildable(g, d.player) if self.rng.random() < 0.8]
        areas = areas[: units.cities_in_stock(g, d.player)]
        if g.options.forbid_unsupported_cities:
            while areas:
                tokens, cities = support_after(g, d.player, tuple(areas))
                if tokens >= 2 * cities:
                    break
                areas.pop()
        return BuildCities(d.player, tuple(areas))

    def _reduce_cities(self, g: GameState, d: Decision) -> Action:
        cities = counted_cities(g, d.player)
        self.rng.shuffle(cities)
        if d.options["must_reduce_new_first"]:
            cities.sort(key=lambda c: c not in g.new_cities)
        return ReduceCities(d.player, tuple(cities))
