"""The board as one game sees it: which areas are in play and which are open sea.

Depends only on the player count and two options, so the result is cached per combination.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.civ.content import board, setup
from engine.civ.state import GameState


@dataclass(frozen=True)
class GameMap:
    in_play: frozenset[str]
    open_sea: frozenset[str]
    land_nbrs: dict[str, tuple[str, ...]]
    water_nbrs: dict[str, tuple[str, ...]]
    city_site_usable: frozenset[str]
    # Areas joined by water to each area, ignoring range and open-sea permission (Piracy).
    water_component: dict[str, int]

    def is_land(self, area: str) -> bool:
        return board().areas[area].is_land

    def population_limit(self, area: str) -> int:
        return board().areas[area].population_limit


@cache
def game_map_for(players: int, enclosed_seas_open: bool, full_board: bool = False) -> GameMap:
    """The board for a player count; ``full_board`` (simplified games) keeps every area."""
    b = board()
    pc = setup().player_counts[players]
    out_of_play = frozenset() if full_board else pc.out_of_play
    in_play = frozenset(a for a in b.areas if a not in out_of_play)
    open_sea = frozenset(
        a
        for a, area in b.areas.items()
        if area.kind == "sea" and (enclosed_seas_open or not area.enclosed_sea)
    )
    land = {a: tuple(sorted(n for n in b.land_nbrs[a] if n in in_play)) for a in in_play}
    water = {a: tuple(sorted(n for n in b.water_nbrs[a] if n in in_play)) for a in in_play}
    usable = frozenset(
        a for a in in_play if b.areas[a].city_site and (pc.island_city_sites or not b.areas[a].island)
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


def game_map(g: GameState) -> GameMap:
    full_board = g.options.variant in ("nomads", "farmers")
    return game_map_for(len(g.players), g.options.enclosed_seas_open_sea, full_board)
