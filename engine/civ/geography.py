"""The board as one game sees it: which areas are in play and which are open sea.

Depends only on the board cut (areas out of play and whether island city sites are used,
decided per game by ``engine.civ.family``) and one option, so the result is cached per
combination.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from engine.civ import family
from engine.civ.content import board, setup
from engine.civ.state import GameState

# A water border as a ship crosses it: (the area entered, the coast left by, the coast entered
# by); a coast is None unless the area has two (rules 7.6).
SeaMove = tuple[str, str | None, str | None]


@dataclass(frozen=True)
class GameMap:
    in_play: frozenset[str]
    open_sea: frozenset[str]
    land_nbrs: dict[str, tuple[str, ...]]
    water_nbrs: dict[str, tuple[str, ...]]
    city_site_usable: frozenset[str]
    # Areas joined by water to each area, ignoring range and open-sea permission (Piracy).
    water_component: dict[str, int]

    @cached_property
    def sea_moves(self) -> dict[str, tuple[SeaMove, ...]]:
        """For each area, every water border a ship may cross from it (in ``water_nbrs``
        order) with the coasts it leaves and enters by (double-coast areas, rules 7.6): the
        ship searches read these many times per turn, the board once."""
        coast = board().coast_of
        return {a: tuple((n, coast(a, n), coast(n, a)) for n in ns) for a, ns in self.water_nbrs.items()}

    @cached_property
    def land_in_play(self) -> frozenset[str]:
        """The land areas in play: where tokens and cities may be (the invariants check every
        piece against it after every action of every playout)."""
        areas = board().areas
        return frozenset(a for a in self.in_play if areas[a].is_land)

    @cached_property
    def ship_searches(self) -> dict[Any, Any]:
        """The ship searches of this board (``voyage._search``), by everything they depend on:
        a ship's moves are searched for every decision of a movement phase, and the same
        searches come back every turn. Bounded by the board: a few per sea-side area."""
        return {}

    def is_land(self, area: str) -> bool:
        return board().areas[area].is_land

    def population_limit(self, area: str) -> int:
        return board().areas[area].population_limit


def game_map_for(players: int, enclosed_seas_open: bool, full_board: bool = False) -> GameMap:
    """The Civilization (1980) board for a player count; ``full_board`` (simplified games)
    keeps every area."""
    return board_for(*civ1980_cut(players, full_board), enclosed_seas_open)


def civ1980_cut(players: int, full_board: bool) -> tuple[frozenset[str], bool]:
    pc = setup().player_counts[players]
    return (frozenset() if full_board else pc.out_of_play), pc.island_city_sites


@cache
def board_for(out_of_play: frozenset[str], island_city_sites: bool, enclosed_seas_open: bool) -> GameMap:
    """The board with the areas ``out_of_play`` removed."""
    b = board()
    in_play = frozenset(a for a in b.areas if a not in out_of_play)
    open_sea = frozenset(
        a
        for a, area in b.areas.items()
        if area.kind == "sea" and (enclosed_seas_open or not area.enclosed_sea)
    )
    land = {a: tuple(sorted(n for n in b.land_nbrs[a] if n in in_play)) for a in in_play}
    water = {a: tuple(sorted(n for n in b.water_nbrs[a] if n in in_play)) for a in in_play}
    usable = frozenset(
        a for a in in_play if b.areas[a].city_site and (island_city_sites or not b.areas[a].island)
    )
    comp: dict[str, int] = {}
    for start in sorted(a for a in in_play if b.areas[a].has_water):
        if start in comp:
            continue
        label = len(set(comp.values()))
        todo = [start]
        comp[start] = label
        while todo:
            for n in water[todo.pop()]:
                if n not in comp:
                    comp[n] = label
                    todo.append(n)
    return GameMap(in_play, open_sea, land, water, usable, comp)


# Every rule and search reads the board, thousands of times per turn. The board depends only on
# the game, its player count and its options (frozen), so it is remembered per options object,
# which is held here so that its id cannot be taken by another while it is remembered; and per
# options value, so that a copy of a state (one sent to a computer player's worker process is
# unpickled there for every decision) does not build the board again.
_MAPS: dict[int, tuple[object, str, int, GameMap]] = {}
_BOARDS: dict[tuple[object, str, int], GameMap] = {}
_MAPS_KEPT = 512


def game_map(g: GameState) -> GameMap:
    known = _MAPS.get(id(g.options))
    if known is not None and known[0] is g.options and known[1] == g.game and known[2] == len(g.players):
        return known[3]
    if len(_MAPS) >= _MAPS_KEPT:
        _MAPS.clear()
        _BOARDS.clear()
    key = (g.options, g.game, len(g.players))
    gm = _BOARDS.get(key)
    if gm is None:
        out_of_play, island_city_sites = family.of(g).board_cut(g)
        gm = _BOARDS[key] = board_for(out_of_play, island_city_sites, g.options.enclosed_seas_open_sea)
    _MAPS[id(g.options)] = (g.options, g.game, len(g.players), gm)
    return gm


def civ1980_board_cut(g: GameState) -> tuple[frozenset[str], bool]:
    """Rules 4.3: the cut of the player count; the simplified games use the whole board."""
    return civ1980_cut(len(g.players), g.options.variant in ("nomads", "farmers"))
