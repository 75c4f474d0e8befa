"""Ship voyages (rules 7.3, 7.4, 7.6): validation and execution of one ship's route.

A route is a list of steps: load tokens where the ship is, sail across one water border,
unload tokens. The whole route is checked before anything moves: capacity 5 at every
moment, range 4 (5 with Cloth Making), open sea only with Astronomy and never at the end,
only unmoved tokens board, nobody stays aboard, and the Delphi double coast.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from engine.civ import family, units
from engine.civ.content import board
from engine.civ.errors import NotAdjacent, OpenSeaForbidden
from engine.civ.geography import GameMap, game_map
from engine.civ.state import GameState, Ship
from engine.civ.variants import blocks_occupied_areas, crosses_open_sea
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName

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
        raise IllegalAction("A voyage needs at least one step.")
    for step in steps:
        if step.op == "load":
            _check_count(step)
            if pos in gm.open_sea:
                raise IllegalAction("Tokens can only board where the ship touches land.")
            if left.get(pos, 0) < step.count:
                raise NotEnough(f"Only {left.get(pos, 0)} of your tokens in {pos} have not moved this turn.")
            if aboard + step.count > CAPACITY:
                raise OverLimit(f"A ship carries at most {CAPACITY} tokens at a time.")
            left[pos] -= step.count
            here[pos] -= step.count
            aboard += step.count
            lifted[pos] = lifted.get(pos, 0) + step.count
        elif step.op == "unload":
            _check_count(step)
            if pos in gm.open_sea or not board().areas[pos].is_land:
                raise IllegalAction("Tokens can only go ashore in an area with land.")
            if step.count > aboard:
                raise NotEnough(f"The ship carries only {aboard} tokens.")
            check_not_occupied(g, player, pos)
            aboard -= step.count
            here[pos] += step.count
            dropped[pos] = dropped.get(pos, 0) + step.count
        elif step.op == "sail":
            dest = step.area
            if dest not in board().areas:
                raise UnknownName("area", dest, board().areas)
            if dest not in gm.in_play:
                raise IllegalAction(f"{dest} is not in play in this game.")
            if dest not in gm.water_nbrs.get(pos, ()):
                raise NotAdjacent(
                    f"A ship in {pos} cannot sail to {dest}: they share no water border. "
                    f"From {pos} it can reach {', '.join(gm.water_nbrs.get(pos, ())) or 'nothing'}."
                )
            if dest in gm.open_sea and not astronomy:
                raise OpenSeaForbidden(f"{dest} is open sea: ships may enter it only with Astronomy.")
            if sailed + 1 > max_range:
                raise OverLimit(f"A ship of yours moves at most {max_range} areas in a round.")
            exit_coast = board().coast_of(pos, dest)
            if exit_coast is not None:
                _check_coast(g, ship, pos, exit_coast, entered_coast, coast, here.get(pos, 0) + aboard)
            sailed += 1
            entered_coast = board().coast_of(dest, pos)
            pos = dest
            coast = entered_coast
            path.append(pos)
        else:
            raise IllegalAction(f"Unknown voyage step {step.op!r}: use load, sail or unload.")
    if aboard:
        raise IllegalAction(f"{aboard} tokens are still aboard: every token must go ashore this turn.")
    if pos in gm.open_sea:
        raise OpenSeaForbidden("A ship may never end its move in open sea.")
    if pos == ship.area and sailed == 0:
        coast = ship.coast
    return VoyagePlan(lifted, dropped, pos, coast, path)


def check_not_occupied(g: GameState, player: str, area: str) -> None:
    """Nomads and Seafarers (16.2): no token may enter an area holding another player's tokens."""
    if blocks_occupied_areas(g) and any(p != player for p in units.occupants(g, area)):
        raise IllegalAction(
            f"In Nomads and Seafarers no token may enter {area}: another player's tokens are there."
        )


def _check_count(step: Step) -> None:
    if step.count < 1:
        raise IllegalAction(f"'{step.op}' needs a number of tokens of at least 1.")


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
            raise IllegalAction(f"A ship cannot pass from one coast of {pos} to the other in one move.")
        return
    if start_coast is None or exit_coast == start_coast:
        return
    if not family.of(g).switches.double_coast_switch:
        raise IllegalAction(
            f"Your ship entered {pos} by its {start_coast} coast and must leave by the same coast."
        )
    has_unit = own_tokens_there > 0 or g.cities.get(pos) == ship.owner
    if not has_unit:
        raise IllegalAction(
            f"Your ship entered {pos} by its {start_coast} coast and may leave by the "
            f"{exit_coast} coast only while you have a unit in {pos}."
        )


Node = tuple[str, str | None]  # (area, coast by which the ship entered it)


def _search(g: GameState, ship: Ship) -> dict[Node, tuple[int, Node | None]]:
    """Breadth-first search of the ship's moves this turn: for each reachable (area, coast),
    the fewest steps and the node it was reached from."""
    gm: GameMap = game_map(g)
    moves = gm.sea_moves
    barred = frozenset() if crosses_open_sea(g, ship.owner) else gm.open_sea
    max_range = ship_range(g, ship.owner)
    may_switch = family.of(g).switches.double_coast_switch
    start: Node = (ship.area, ship.coast)
    found: dict[Node, tuple[int, Node | None]] = {start: (0, None)}
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
            if crossing and not (may_switch and node == start and units.has_unit(g, pos, ship.owner)):
                continue
            key: Node = (dest, entry_coast)
            if key not in found:
                found[key] = (dist + 1, node)
                queue.append(key)
    return found


def reachable(g: GameState, ship: Ship) -> dict[str, int]:
    """Areas the ship could end its move in this turn (ignoring cargo), with the fewest steps."""
    open_sea = game_map(g).open_sea
    out: dict[str, int] = {}
    for (area, _), (dist, _) in _search(g, ship).items():
        if area not in open_sea and (area not in out or dist < out[area]):
            out[area] = dist
    return out


def shortest_route(g: GameState, ship: Ship, dest: str) -> list[str] | None:
    """Areas to sail through (excluding the start) to reach ``dest``, or None."""
    found = _search(g, ship)
    ends = [(d, node) for node, (d, _) in found.items() if node[0] == dest and d > 0]
    if not ends:
        return None
    node: Node | None = min(ends)[1]
    route = []
    while node is not None and found[node][1] is not None:
        route.append(node[0])
        node = found[node][1]
    return list(reversed(route))
