"""Neutral pieces: barbarian tokens and pirate cities, taken from the nations nobody plays
(000 §15.31), and the stock rankings several rules use.

The supply is every piece of every unused nation (55 tokens and 9 cities each, 000 §5.1);
which nation's pieces stand where does not matter to the rules (X13: any unused nation's
pieces may be used), so only the numbers are kept. Every change to the neutral pieces goes
through this module, which refuses to take more than the supply holds.
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.board import unused_nations
from engine.civ.advciv.content import setup
from engine.civ.advciv.state import AdvCivState, adv
from engine.civ.order import ast_rank
from engine.civ.state import GameState

BARBARIANS = "barbarians"  # the barbarians' side in a fight
PIRATES = "pirates"  # the defenders of a pirate city


def stock_points(g: GameState, player: str) -> int:
    """Unit points in stock: a city 5, a token 1 (000 §19.32, §30.411)."""
    return g.ps(player).stock + 5 * units.cities_in_stock(g, player)


def stock_points_order(g: GameState) -> list[str]:
    """Players by unit points in stock, most first; ties in AST order (000 §17.4)."""
    return sorted(g.players, key=lambda p: (-stock_points(g, p), ast_rank(g, p)))


def barbarians_in(g: GameState, area: str) -> int:
    return adv(g).barbarians.get(area, 0)


def has_pirate_city(g: GameState, area: str) -> bool:
    return area in adv(g).pirate_cities


def holds_neutrals(g: GameState, area: str) -> bool:
    return barbarians_in(g, area) > 0 or has_pirate_city(g, area)


def token_supply(g: AdvCivState) -> int:
    """Unused nations' tokens not on the board."""
    return setup().tokens_per_set * len(unused_nations(g)) - sum(g.barbarians.values())


def city_supply(g: AdvCivState) -> int:
    """Unused nations' cities not on the board."""
    return setup().cities_per_set * len(unused_nations(g)) - len(g.pirate_cities)


def place_barbarians(g: GameState, area: str, n: int) -> int:
    """Put up to ``n`` barbarian tokens from the supply in ``area``; returns how many (X13)."""
    s = adv(g)
    n = min(n, token_supply(s))
    if n > 0:
        s.barbarians[area] = s.barbarians.get(area, 0) + n
        units.touch(g, area)
    return max(n, 0)


def remove_barbarians(g: GameState, area: str, n: int) -> None:
    s = adv(g)
    have = s.barbarians.get(area, 0)
    if n < 0 or n > have:
        raise AssertionError(f"cannot remove {n} barbarians from {area}: {have} there")
    if have == n:
        del s.barbarians[area]
    else:
        s.barbarians[area] = have - n
    units.touch(g, area)


def move_barbarians(g: GameState, src: str, dst: str, n: int) -> None:
    remove_barbarians(g, src, n)
    s = adv(g)
    s.barbarians[dst] = s.barbarians.get(dst, 0) + n
    units.touch(g, dst)


def place_pirate_city(g: GameState, area: str) -> bool:
    """A pirate city in ``area`` if the supply has one left (X13); whether one was placed."""
    s = adv(g)
    if city_supply(s) <= 0:
        return False
    s.pirate_cities.append(area)
    s.pirate_cities.sort()
    units.touch(g, area)
    return True


def remove_pirate_city(g: GameState, area: str) -> None:
    adv(g).pirate_cities.remove(area)
    units.touch(g, area)
