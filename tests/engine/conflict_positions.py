"""Positions built for the conflict tests (rules 8), shared with the text-form tests that read
the decisions they raise: a three-nation game, a player's stock set, and Italy attacking Crete
while Crete attacks Thrace."""

from __future__ import annotations

from engine.civ.state import GameState
from tests.engine.helpers import city, game, put


def three_nations():  # type: ignore[no-untyped-def]
    return game(["crete", "thrace", "italy"])


def leave_in_stock(g: GameState, player: str, n: int) -> None:
    """Leave ``player`` exactly ``n`` tokens in stock (the rest in his treasury)."""
    ps = g.ps(player)
    ps.treasury, ps.stock = ps.treasury + ps.stock - n, n


def attack_on_crete_while_crete_attacks_thrace() -> GameState:
    """Italy attacks Crete's Athens; Crete, 5 tokens in stock, attacks Thrace's Corinth. In AST
    order (Italy, Thrace, Crete) Athens comes first."""
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p3", 7)
    city(g, "corinth", "p2")
    put(g, "corinth", "p1", 7)
    leave_in_stock(g, "p1", 5)
    return g
