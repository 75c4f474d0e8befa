"""Reading and changing what is on the board. All board mutations go through here.

Token conservation holds by construction: tokens only ever move between a player's stock,
treasury and the board through these functions, which refuse to go below zero.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ.content import board, setup
from engine.civ.state import GameState


def touch(g: GameState, area: str) -> None:
    if area not in g.touched:
        g.touched.append(area)


def tokens_in(g: GameState, area: str, player: str) -> int:
    return g.tokens.get(area, {}).get(player, 0)


def area_total(g: GameState, area: str) -> int:
    return sum(g.tokens.get(area, {}).values())


def occupants(g: GameState, area: str) -> dict[str, int]:
    return {p: n for p, n in g.tokens.get(area, {}).items() if n > 0}


def areas_of(g: GameState, player: str) -> list[str]:
    """Areas holding at least one of ``player``'s tokens, sorted by id."""
    found = [a for a, occ in g.tokens.items() if occ.get(player, 0) > 0]
    found.sort()  # a list sorted in place: this runs thousands of times a game
    return found


def tokens_on_board(g: GameState, player: str) -> int:
    return sum(occ.get(player, 0) for occ in g.tokens.values())


@dataclass(frozen=True)
class PieceCounts:
    """Every player's tokens on the board, cities and ships (a player without any is absent),
    counted in one pass over each: every view and every invariant check reads them all."""

    tokens: dict[str, int]
    cities: dict[str, int]
    ships: dict[str, int]

    def cities_in_stock(self, player: str) -> int:
        return setup().cities_per_player - self.cities.get(player, 0)

    def ships_in_stock(self, player: str) -> int:
        return setup().ships_per_player - self.ships.get(player, 0)


def piece_counts(g: GameState, tokens: dict[str, int] | None = None) -> PieceCounts:
    """``tokens``: every player's tokens on the board when the caller has counted them."""
    if tokens is None:
        tokens = {}
        for occ in g.tokens.values():
            for p, n in occ.items():
                tokens[p] = tokens.get(p, 0) + n
    cities: dict[str, int] = {}
    for owner in g.cities.values():
        cities[owner] = cities.get(owner, 0) + 1
    ships: dict[str, int] = {}
    for ship in g.ships.values():
        ships[ship.owner] = ships.get(ship.owner, 0) + 1
    return PieceCounts(tokens, cities, ships)


def cities_of(g: GameState, player: str) -> list[str]:
    return sorted(a for a, owner in g.cities.items() if owner == player)


def city_count(g: GameState, player: str) -> int:
    return sum(1 for owner in g.cities.values() if owner == player)


def cities_in_stock(g: GameState, player: str) -> int:
    return setup().cities_per_player - city_count(g, player)


def ships_of(g: GameState, player: str) -> list[str]:
    found = [sid for sid, s in g.ships.items() if s.owner == player]
    found.sort()  # a list sorted in place, as areas_of: asked for every ship order and move
    return found


def ships_in_stock(g: GameState, player: str) -> int:
    return setup().ships_per_player - len(ships_of(g, player))


def has_card(g: GameState, player: str, card: str) -> bool:
    return card in g.player_states[player].civ_cards


def has_unit(g: GameState, area: str, player: str) -> bool:
    return tokens_in(g, area, player) > 0 or g.cities.get(area) == player


def unit_areas(g: GameState, player: str) -> set[str]:
    """Areas where ``has_unit`` holds: one of the player's tokens or his city (unsorted)."""
    out = {a for a, occ in g.tokens.items() if occ.get(player, 0) > 0}
    out.update(a for a, owner in g.cities.items() if owner == player)
    return out


def _set(g: GameState, area: str, player: str, n: int) -> None:
    occ = g.tokens.setdefault(area, {})
    if n:
        occ[player] = n
    else:
        occ.pop(player, None)
        if not occ:
            del g.tokens[area]
    touch(g, area)


def place_from_stock(g: GameState, area: str, player: str, n: int) -> None:
    ps = g.player_states[player]
    if n < 0 or n > ps.stock:
        raise AssertionError(f"cannot place {n} tokens of {player}: stock {ps.stock}")
    ps.stock -= n
    _set(g, area, player, tokens_in(g, area, player) + n)


def remove_to_stock(g: GameState, area: str, player: str, n: int) -> None:
    have = tokens_in(g, area, player)
    if n < 0 or n > have:
        raise AssertionError(f"cannot remove {n} tokens of {player} from {area}: {have} there")
    g.player_states[player].stock += n
    _set(g, area, player, have - n)


def move_tokens(g: GameState, src: str, dst: str, player: str, n: int) -> None:
    have = tokens_in(g, src, player)
    if n < 0 or n > have:
        raise AssertionError(f"cannot move {n} tokens of {player} from {src}: {have} there")
    _set(g, src, player, have - n)
    _set(g, dst, player, tokens_in(g, dst, player) + n)


def lift_tokens(g: GameState, area: str, player: str, n: int) -> None:
    """Take tokens off the board onto a ship (they are neither on the board nor in stock)."""
    have = tokens_in(g, area, player)
    if n < 0 or n > have:
        raise AssertionError(f"cannot lift {n} tokens of {player} from {area}")
    _set(g, area, player, have - n)


def drop_tokens(g: GameState, area: str, player: str, n: int) -> None:
    """Put tokens carried by a ship onto the board."""
    _set(g, area, player, tokens_in(g, area, player) + n)


def pay_from_stock_to_treasury(g: GameState, player: str, n: int) -> None:
    ps = g.player_states[player]
    if n < 0 or n > ps.stock:
        raise AssertionError("tax exceeds stock")
    ps.stock -= n
    ps.treasury += n


def spend_treasury(g: GameState, player: str, n: int) -> None:
    ps = g.player_states[player]
    if n < 0 or n > ps.treasury:
        raise AssertionError("spending exceeds treasury")
    ps.treasury -= n
    ps.stock += n


def place_city(g: GameState, area: str, player: str) -> None:
    if area in g.cities:
        raise AssertionError(f"{area} already has a city")
    if cities_in_stock(g, player) <= 0:
        raise AssertionError(f"{player} has no city in stock")
    g.cities[area] = player
    touch(g, area)


def remove_city(g: GameState, area: str) -> str:
    owner = g.cities.pop(area)
    if area in g.new_cities:
        g.new_cities.remove(area)
    if area in g.revolt_cities:
        g.revolt_cities.remove(area)
    touch(g, area)
    return owner


def reduce_city(g: GameState, area: str, destroy_if_short: bool = False) -> int:
    """Rules 6.8 step 3: replace a city by as many of its owner's tokens as the area allows
    (+1 with Agriculture), limited by his stock. Returns the number of tokens placed."""
    owner = remove_city(g, area)
    limit = board().areas[area].population_limit + (1 if has_card(g, owner, "agriculture") else 0)
    stock = g.player_states[owner].stock
    if destroy_if_short and stock < limit:
        return 0
    n = min(limit, stock)
    place_from_stock(g, area, owner, n)
    return n


def strength(g: GameState, player: str) -> int:
    """Unit points on the board: tokens + 5 per city (rules 1, 14.4)."""
    return tokens_on_board(g, player) + 5 * city_count(g, player)
