"""Ship voyages (rules 7.3, 7.4, 7.6): validation and execution of one ship's route.

A route is a list of steps: load tokens where the ship is, sail across one water border,
unload tokens. The whole route is checked before anything moves: capacity 5 at every
moment, range 4 (5 with Cloth Making), open sea only with Astronomy and never at the end,
only unmoved tokens board, nobody stays aboard, and the Delphi double coast.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass

from engine.civ import family, units
from engine.civ import refusal_names as rn
from engine.civ.content import board
from engine.civ.errors import NotAdjacent, OpenSeaForbidden
from engine.civ.geography import GameMap, game_map
from engine.civ.refusal_names import Term
from engine.civ.state import GameState, Ship
from engine.civ.variants import blocks_occupied_areas, crosses_open_sea
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from i18n.catalog import N_, l_, pN_

CAPACITY = 5


@dataclass(frozen=True)
class Step:
    op: str  # "load", "sail" or "unload"
    area: str = ""
    count: int = 0


def ship_range(g: GameState, player: str) -> int:
    return 5 if units.has_card(g, player, "cloth_making") else 4


@dataclass
class VoyagePlan:
    """The result of checking a route: where tokens leave and arrive, and the ship's end."""

    lifted: dict[str, int]
    dropped: dict[str, int]
    end_area: str
    end_coast: str | None
    path: list[str]


def check_voyage(g: GameState, ship: Ship, steps: tuple[Step, ...], fresh: dict[str, int]) -> VoyagePlan:
    """Validate ``steps`` for ``ship`` given the mover's unmoved tokens; raise on any fault."""
    gm = game_map(g)
    player = ship.owner
    astronomy = crosses_open_sea(g, player)
    max_range = ship_range(g, player)
    pos, coast = ship.area, ship.coast
    entered_coast: str | None = None  # coast by which the ship entered its current area this voyage
    left = dict(fresh)
    here = {a: units.tokens_in(g, a, player) for a in gm.in_play}
    aboard = sailed = 0
    lifted: dict[str, int] = {}
    dropped: dict[str, int] = {}
    path = [pos]
    if not steps:
        raise IllegalAction(l_("A voyage needs at least one step."))
    for step in steps:
        if step.op == "load":
            _check_count(step)
            if pos in gm.open_sea:
                raise IllegalAction(l_("Tokens can only board where the ship touches land."))
            if left.get(pos, 0) < step.count:
                raise NotEnough(
                    l_(
                        "Only {n} of your tokens in {area} have not moved this turn.",
                        n=left.get(pos, 0),
                        area=rn.area(pos),
                    )
                )
            if aboard + step.count > CAPACITY:
                raise OverLimit(l_("A ship carries at most {n} tokens at a time.", n=CAPACITY))
            left[pos] -= step.count
            here[pos] -= step.count
            aboard += step.count
            lifted[pos] = lifted.get(pos, 0) + step.count
        elif step.op == "unload":
            _check_count(step)
            if pos in gm.open_sea or not board().areas[pos].is_land:
                raise IllegalAction(l_("Tokens can only go ashore in an area with land."))
            if step.count > aboard:
                raise NotEnough(l_("The ship carries only {n} tokens.", n=aboard))
            check_not_occupied(g, player, pos)
            aboard -= step.count
            here[pos] += step.count
            dropped[pos] = dropped.get(pos, 0) + step.count
        elif step.op == "sail":
            dest = step.area
            if dest not in board().areas:
                raise UnknownName("area", dest, board().areas)
            if dest not in gm.in_play:
                raise IllegalAction(l_("{area} is not in play in this game.", area=rn.area(dest)))
            if dest not in gm.water_nbrs.get(pos, ()):
                raise NotAdjacent(
                    l_(
                        "A ship in {pos} cannot sail to {dest}: they share no water border. "
                        "From {pos} it can reach {reach}.",
                        pos=rn.area(pos),
                        dest=rn.area(dest),
                        reach=rn.areas(gm.water_nbrs.get(pos, ()), N_("nothing")),
                    )
                )
            if dest in gm.open_sea and not astronomy:
                raise OpenSeaForbidden(
                    l_("{area} is open sea: ships may enter it only with Astronomy.", area=rn.area(dest))
                )
            if sailed + 1 > max_range:
                raise OverLimit(l_("A ship of yours moves at most {n} areas in a round.", n=max_range))
            exit_coast = board().coast_of(pos, dest)
            if exit_coast is not None:
                _check_coast(g, ship, pos, exit_coast, entered_coast, coast, here.get(pos, 0) + aboard)
            sailed += 1
            entered_coast = board().coast_of(dest, pos)
            pos = dest
            coast = entered_coast
            path.append(pos)
        else:
            raise IllegalAction(
                l_("Unknown voyage step {step}: use load, sail or unload.", step=repr(step.op))
            )
    if aboard:
        raise IllegalAction(
            l_("{n} tokens are still aboard: every token must go ashore this turn.", n=aboard)
        )
    if pos in gm.open_sea:
        raise OpenSeaForbidden(l_("A ship may never end its move in open sea."))
    if pos == ship.area and sailed == 0:
        coast = ship.coast
    return VoyagePlan(lifted, dropped, pos, coast, path)


COASTS = (pN_("coast", "east"), pN_("coast", "west"))
"""The coasts of a double-coast area as a refusal says them, marked for the catalogue."""


def closed_areas(g: GameState, player: str) -> frozenset[str]:
    """The areas ``player``'s tokens may not enter now: in Nomads and Seafarers (16.2) those
    holding another player's tokens; none in any other game."""
    if not blocks_occupied_areas(g):
        return frozenset()
    return frozenset(
        area for area, occ in g.tokens.items() if any(p != player and n > 0 for p, n in occ.items())
    )


def check_not_occupied(g: GameState, player: str, area: str) -> None:
    """Nomads and Seafarers (16.2): no token may enter an area holding another player's tokens."""
    if area in closed_areas(g, player):
        raise IllegalAction(
            l_(
                "In Nomads and Seafarers no token may enter {area}: another player's tokens are there.",
                area=rn.area(area),
            )
        )


def _check_count(step: Step) -> None:
    if step.count < 1:
        raise IllegalAction(l_("'{step}' needs a number of tokens of at least 1.", step=step.op))


def _check_coast(
    g: GameState,
    ship: Ship,
    pos: str,
    exit_coast: str,
    entered_coast: str | None,
    start_coast: str | None,
    own_tokens_there: int,
) -> None:
    """Rules 7.6: a double-coast area is left by the coast the ship came in by, except in a
    later round when the owner has a unit there (tokens just taken aboard are still there);
    Advanced Civilization has no such exception (000 §23.57)."""
    if entered_coast is not None:
        if exit_coast != entered_coast:
            raise IllegalAction(
                l_("A ship cannot pass from one coast of {area} to the other in one move.", area=rn.area(pos))
            )
        return
    if start_coast is None or exit_coast == start_coast:
        return
    if not family.of(g).switches.double_coast_switch:
        raise IllegalAction(
            l_(
                "Your ship entered {area} by its {coast} coast and must leave by the same coast.",
                area=rn.area(pos),
                coast=Term("coast", start_coast),
            )
        )
    has_unit = own_tokens_there > 0 or g.cities.get(pos) == ship.owner
    if not has_unit:
        raise IllegalAction(
            l_(
                "Your ship entered {area} by its {coast} coast and may leave by the "
                "{exit} coast only while you have a unit in {area}.",
                area=rn.area(pos),
                coast=Term("coast", start_coast),
                exit=Term("coast", exit_coast),
            )
        )


Node = tuple[str, str | None]  # (area, coast by which the ship entered it)


Found = dict[Node, tuple[int, Node | None]]


@dataclass
class Searched:
    """A ship's search (never changed once made) and the areas it reaches, once asked."""

    found: Found
    reach: dict[str, int] | None = None


def _search(g: GameState, ship: Ship) -> Mapping[Node, tuple[int, Node | None]]:
    """Breadth-first search of the ship's moves this turn: for each reachable (area, coast),
    the fewest steps and the node it was reached from."""
    return _searched(g, ship).found


def _searched(g: GameState, ship: Ship) -> Searched:
    """The search depends only on the board, where the ship starts, whether it may cross open
    sea, its range and whether it may switch coasts where it starts: the board remembers it by
    those."""
    gm: GameMap = game_map(g)
    start: Node = (ship.area, ship.coast)
    crosses = crosses_open_sea(g, ship.owner)
    max_range = ship_range(g, ship.owner)
    # Rules 7.6: a ship may leave a double-coast area by the other coast only where it starts,
    # in a game that allows it, while its owner has a unit there.
    switch_at_start = family.of(g).switches.double_coast_switch and units.has_unit(g, ship.area, ship.owner)
    key = (start, crosses, max_range, switch_at_start)
    searched: Searched | None = gm.ship_searches.get(key)
    if searched is None:
        searched = Searched(_breadth_first(gm, start, crosses, max_range, switch_at_start))
        gm.ship_searches[key] = searched
    return searched


def _breadth_first(gm: GameMap, start: Node, crosses: bool, max_range: int, switch_at_start: bool) -> Found:
    moves = gm.sea_moves
    barred = frozenset() if crosses else gm.open_sea
    found: Found = {start: (0, None)}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        pos, coast = node
        dist = found[node][0]
        if dist == max_range:
            continue
        for dest, exit_coast, entry_coast in moves.get(pos, ()):
            if dest in barred:
                continue
            crossing = exit_coast is not None and coast is not None and exit_coast != coast
            if crossing and not (switch_at_start and node == start):
                continue
            key: Node = (dest, entry_coast)
            if key not in found:
                found[key] = (dist + 1, node)
                queue.append(key)
    return found


def reachable(g: GameState, ship: Ship) -> dict[str, int]:
    """Areas the ship could end its move in this turn (ignoring cargo), with the fewest steps."""
    searched = _searched(g, ship)
    if searched.reach is None:
        open_sea = game_map(g).open_sea
        searched.reach = {}
        for (area, _coast), (dist, _path) in searched.found.items():
            if area not in open_sea and (area not in searched.reach or dist < searched.reach[area]):
                searched.reach[area] = dist
    return dict(searched.reach)


def shortest_route(g: GameState, ship: Ship, dest: str) -> list[str] | None:
    """Areas to sail through (excluding the start) to reach ``dest``, or None."""
    found = _search(g, ship)
    ends = [(d, node) for node, (d, _path) in found.items() if node[0] == dest and d > 0]
    if not ends:
        return None
    node: Node | None = min(ends)[1]
    route = []
    while node is not None and found[node][1] is not None:
        route.append(node[0])
        node = found[node][1]
    return list(reversed(route))
