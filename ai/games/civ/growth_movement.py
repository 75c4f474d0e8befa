"""Population expansion and movement (phases 2 and 5).

Movement is planned greedily and statelessly: every call looks at the board as it is now and
returns the single most useful move, or ends the turn. A token moves once per turn (the engine
keeps the count of unmoved tokens), so the sequence always ends. The priorities, in order:

1. assemble cities: bring tokens from neighbouring areas onto a free city site until it holds
   the 6 (12 without a site) tokens a city needs, while the new city stays supported;
2. defend own cities threatened by a force big enough to take them (normal strength);
3. attack a leading rival's city with a force that survives the fight (normal strength);
4. move tokens that would be lost as surplus (over the population limit, or in a city area)
   to neighbouring areas with room;
5. ship spare tokens to good free land within a ship's reach;
6. spread crowded areas into empty neighbours: two areas of 1-2 tokens grow more than one of 4.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from ai.games.civ.evaluate import enemy_tokens, limit_of, rivals_by_threat, site_value
from engine import Action, Decision, RuleError
from engine.civ.api import (
    CAPACITY,
    DistributeGrowth,
    EndMovement,
    GameState,
    MoveLand,
    MovementData,
    Step,
    Voyage,
    attack_threshold,
    board,
    check_not_occupied,
    check_voyage,
    default_growth,
    game_map,
    reachable,
    shortest_route,
    token_fight,
    tokens_needed,
    units,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent

MAX_MOVES = 40  # a bound on one turn's moves, far above what the planner ever needs


def growth(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Short of stock: the engine's default already fills the areas with most room first."""
    return DistributeGrowth(d.player, default_growth(g, d.player))


def may_enter(g: GameState, player: str, area: str) -> bool:
    try:
        check_not_occupied(g, player, area)
    except RuleError:
        return False
    return True


@lru_cache(maxsize=4096)
def fight(mine: int, theirs: int, limit: int | None) -> tuple[int, int]:
    """Tokens left after a fight between two players, as the engine resolves it (rules 8.2;
    Metal Working ignored)."""
    left = token_fight({"mine": mine, "theirs": theirs}, (), limit)
    return left.get("mine", 0), left.get("theirs", 0)


@lru_cache(maxsize=64)
def in_play_order(in_play: frozenset[str]) -> tuple[str, ...]:
    """The areas in play, sorted (the planner goes through them in a fixed order)."""
    return tuple(sorted(in_play))


def _data(g: GameState) -> MovementData:
    assert isinstance(g.data, MovementData)
    return g.data


def required_for_city(g: GameState, player: str, area: str) -> int:
    """Own tokens to bring so that, after any fight with tokens already there, a city can rise."""
    need = tokens_needed(g, area)
    theirs = enemy_tokens(g, area, player)
    if not theirs:
        return need
    for m in range(need, need + 2 * theirs + 2):
        if fight(m, theirs, limit_of(area))[0] >= need:
            return m
    return need + 2 * theirs + 2


class Planner:
    """One call's view of the mover's position."""

    def __init__(self, agent: HeuristicAgent, g: GameState, player: str) -> None:
        self.agent = agent
        self.g = g
        self.p = player
        self.gm = game_map(g)
        self.data = _data(g)
        self.fresh = {a: n for a, n in sorted(self.data.fresh.items()) if n > 0}
        self.mine = {a: units.tokens_in(g, a, player) for a in units.areas_of(g, player)}
        self.ready = self._ready_sites()
        # The position does not change during one call: what each area can spare is worked out
        # once (the planner asks for it hundreds of times).
        self._spare: dict[str, int] = {}

    # -- helpers -------------------------------------------------------------------------

    def nbrs(self, area: str) -> tuple[str, ...]:
        return self.gm.land_nbrs.get(area, ())

    def _is_site_candidate(self, area: str) -> bool:
        a = board().areas[area]
        if not a.is_land or area in self.g.cities or a.population_limit <= 0:
            return False
        return area in self.gm.in_play

    def _ready_sites(self) -> set[str]:
        """Free areas already holding the tokens a city needs (they keep them this turn)."""
        out = set()
        for area, n in self.mine.items():
            if self._is_site_candidate(area) and n >= required_for_city(self.g, self.p, area):
                out.add(area)
        return out

    def keep(self, area: str) -> int:
        """Tokens an area must keep this turn."""
        if area in self.ready:
            return required_for_city(self.g, self.p, area)
        return 0

    def spare(self, area: str) -> int:
        if area not in self.fresh:
            return 0  # no unmoved token there
        known = self._spare.get(area)
        if known is None:
            known = max(0, min(self.fresh[area], self.mine.get(area, 0) - self.keep(area)))
            self._spare[area] = known
        return known

    def within_reach(self) -> dict[str, int]:
        """For each area, what its land neighbours can spare, which is ``sum(self.spare(n) for n
        in self.nbrs(area))``: land borders are symmetric (``tests/test_data.py``), so it is
        added up from the few areas that spare tokens; areas next to none are left out."""
        out: dict[str, int] = {}
        for src in self.fresh:
            n = self.spare(src)
            if n:
                for dest in self.nbrs(src):
                    out[dest] = out.get(dest, 0) + n
        return out

    def support_left(self, extra_sites: set[str], spent: int) -> int:
        """Tokens that survive phase 8 if cities rise on the ready sites plus ``extra_sites``."""
        sites = self.ready | extra_sites
        total = 0
        for area, n in self.mine.items():
            if area in sites or self.g.cities.get(area) is not None:
                continue
            total += min(n, limit_of(area) + 1)
        return total - spent

    def room(self, area: str) -> int:
        if area in self.g.cities or not may_enter(self.g, self.p, area):
            return 0
        return limit_of(area) - units.area_total(self.g, area)

    def move(self, src: str, dest: str, n: int) -> Action:
        return MoveLand(self.p, src, dest, n)

    # -- priorities ----------------------------------------------------------------------

    def priorities(self) -> list[Callable[[], Action | None]]:
        """The planner's steps, most important first (the list in the module's docstring)."""
        steps: list[Callable[[], Action | None]] = [self.assemble]
        if self.agent.strength == "normal":
            steps += [self.defend, self.attack]
        return [*steps, self.overflow, self.sail, self.spread]

    def plan(self) -> Action | None:
        for step in self.priorities():
            action = step()
            if action is not None:
                return action
        return None

    def assemble(self) -> Action | None:
        g, p = self.g, self.p
        free_cities = units.cities_in_stock(g, p) - len(self.ready)
        if free_cities <= 0:
            return None
        best: tuple[int, int, str] | None = None
        reach = self.within_reach()
        for area in in_play_order(self.gm.in_play):
            if area not in reach and area not in self.mine:
                continue  # no token of ours there or next to it: no city can rise there this turn
            have = self.mine.get(area, 0)
            avail = reach.get(area, 0)
            if have + avail < tokens_needed(g, area):
                continue  # cheap test first: the tokens within reach cannot make a city here
            if area in self.ready or not self._is_site_candidate(area) or not may_enter(g, p, area):
                continue
            need = required_for_city(g, p, area)
            if need > 6 and area not in self.mine:
                continue  # 12-token cities only where tokens already gather
            cost = need - have
            if cost <= 0 or have + avail < need:
                continue
            cities_after = units.city_count(g, p) + len(self.ready) + 1
            if self.support_left({area}, cost) < 2 * cities_after:
                continue
            key = (cost, -site_value(g, area), area)
            if best is None or key < best:
                best = key
        if best is None:
            return None
        cost, _, area = best
        src = max(self.nbrs(area), key=lambda n: (self.spare(n), n))
        return self.move(src, area, min(self.spare(src), cost))

    def defend(self) -> Action | None:
        g, p = self.g, self.p
        order = self.data.order
        later = set(order[self.data.index + 1 :])
        for city in units.cities_of(g, p):
            thr = attack_threshold(g, p)
            here = enemy_tokens(g, city, p)
            coming = max(
                (sum(units.tokens_in(g, n, q) for n in self.nbrs(city)) for q in sorted(later)), default=0
            )
            threat = max(here, coming)
            if threat < thr:
                continue
            want = threat - thr + 1 - self.mine.get(city, 0)
            if want <= 0:
                continue
            for src in sorted(self.nbrs(city), key=lambda n: (-self.spare(n), n)):
                if self.spare(src) > 0 and src not in self.ready:
                    return self.move(src, city, min(self.spare(src), want))
        return None

    def attack(self) -> Action | None:
        g, p = self.g, self.p
        if units.city_count(g, p) < 2:
            return None
        targets = set(rivals_by_threat(g, p)[:2])
        for area in sorted(g.cities):
            owner = g.cities[area]
            if owner not in targets or not may_enter(g, p, area):
                continue
            defenders = enemy_tokens(g, area, p)
            need = defenders + attack_threshold(g, owner) + 2
            have = self.mine.get(area, 0)
            if have >= need:
                continue
            sources = [n for n in self.nbrs(area) if self.spare(n) > 0 and n not in self.ready]
            avail = sum(self.spare(n) for n in sources)
            if have + avail < need:
                continue
            if units.tokens_on_board(g, p) - need < 2 * units.city_count(g, p) + 2:
                continue
            src = max(sources, key=lambda n: (self.spare(n), n))
            return self.move(src, area, min(self.spare(src), need - have))
        return None

    def overflow(self) -> Action | None:
        for area in sorted(self.fresh):
            if area in self.ready:
                continue
            limit = 0 if area in self.g.cities else limit_of(area)
            over = min(self.mine.get(area, 0) - limit, self.spare(area))
            if over <= 0:
                continue
            dest = self.best_neighbour(area)
            if dest is not None:
                return self.move(area, dest, min(over, self.room(dest)))
        return None

    def best_neighbour(self, area: str, empty_only: bool = False) -> str | None:
        best: tuple[int, str] | None = None
        for n in self.nbrs(area):
            if self.room(n) <= 0 or enemy_tokens(self.g, n, self.p):
                continue
            if empty_only and self.mine.get(n, 0):
                continue
            score = site_value(self.g, n) + (10 if not self.mine.get(n, 0) else 0)
            if best is None or (score, n) > best:
                best = (score, n)
        return best[1] if best else None

    def spread(self) -> Action | None:
        for area in sorted(self.fresh, key=lambda a: (-self.mine.get(a, 0), a)):
            if area in self.ready or self.mine.get(area, 0) < 3 or not self.spare(area):
                continue
            dest = self.best_neighbour(area, empty_only=True)
            if dest is not None:
                return self.move(area, dest, 1)
        return None

    def sail(self) -> Action | None:
        g, p = self.g, self.p
        for sid in units.ships_of(g, p):
            if sid in self.data.sailed:
                continue
            ship = g.ships[sid]
            spare = self.spare(ship.area) - (2 if ship.area not in g.cities else 0)
            if spare < 2 or not board().areas[ship.area].is_land:
                continue
            dest = self._landing(ship.area, reachable(g, ship))
            route = shortest_route(g, ship, dest) if dest else None
            if dest is None or route is None:
                continue
            load = min(spare, CAPACITY, max(1, limit_of(dest)))
            steps = (Step("load", count=load), *(Step("sail", a) for a in route), Step("unload", count=load))
            try:
                check_voyage(g, ship, steps, self.data.fresh)
            except RuleError:
                continue
            return Voyage(p, sid, steps)
        return None

    def _landing(self, start: str, reach: dict[str, int]) -> str | None:
        best: tuple[int, str] | None = None
        for area in sorted(reach):
            if area == start or not board().areas[area].is_land or area in self.g.cities:
                continue
            if self.mine.get(area, 0) or enemy_tokens(self.g, area, self.p) or self.room(area) <= 0:
                continue
            score = site_value(self.g, area)
            if best is None or (score, area) > best:
                best = (score, area)
        return best[1] if best else None


def movement(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    data = _data(g)
    if len(data.moves) >= MAX_MOVES:
        return EndMovement(d.player)
    action = Planner(agent, g, d.player).plan()
    return action if action is not None else EndMovement(d.player)
