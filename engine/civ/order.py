"""Orders of play (rules 5.2). Every tie not otherwise settled goes to AST order."""

from __future__ import annotations

from engine.civ import family, units
from engine.civ.content import setup
from engine.civ.state import GameState


def ast_rank(g: GameState, player: str) -> int:
    return setup().nations[g.player_states[player].nation].ast_position


def ast_order(g: GameState) -> list[str]:
    # The nations' table looked up once, not once per player (orders are asked many times a
    # phase).
    nations, states = setup().nations, g.player_states
    return sorted(g.players, key=lambda p: nations[states[p].nation].ast_position)


def reverse_ast_order(g: GameState) -> list[str]:
    return list(reversed(ast_order(g)))


def census_order(g: GameState) -> list[str]:
    """Most tokens on the board first; ties by AST order (rules 6.3). Holders of a card that
    acts last (Advanced Civilization's Military) follow all others, in census order."""
    last = family.of(g).switches.acts_last

    def key(p: str) -> tuple[bool, int, int]:
        held = g.player_states[p].civ_cards
        return (any(c in held for c in last), -g.player_states[p].census, ast_rank(g, p))

    return sorted(g.players, key=key)


def by_census(g: GameState, players: list[str]) -> list[str]:
    """``players`` in this round's census order (phase 3's result, which puts the holders of a
    card that acts last after the others). A position written after phase 3 without a census
    order is ranked as ``census_order`` ranks it now."""
    ranked = list(g.census_order) + [p for p in census_order(g) if p not in g.census_order]
    wanted = set(players)
    return [p for p in ranked if p in wanted]


def fewest_cities_order(g: GameState) -> list[str]:
    return sorted(g.players, key=lambda p: (units.city_count(g, p), ast_rank(g, p)))


def most_stock_order(g: GameState) -> list[str]:
    return sorted(g.players, key=lambda p: (-g.player_states[p].stock, ast_rank(g, p)))
