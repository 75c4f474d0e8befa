"""Total points and final standings (rules 1, 13.2-13.4, A43, A46).

Total points = printed cost of the civilization cards held + trade cards in hand at set values
(calamities 0) + treasury tokens. Credits and units on the board do not count (A43).
"""

from __future__ import annotations

from typing import Any

from engine.civ.cards import set_value
from engine.civ.civ_credit import printed_points
from engine.civ.order import ast_rank
from engine.civ.state import GameState


def civ_card_points(g: GameState, player: str) -> int:
    return printed_points(g.ps(player).civ_cards)


def total_points(g: GameState, player: str) -> int:
    ps = g.ps(player)
    return civ_card_points(g, player) + set_value(ps.hand) + ps.treasury


def pick_winners(g: GameState, finishers: list[str]) -> list[str]:
    """Several finishing in one round: the highest total points wins; a further tie is a shared
    victory — AST order never breaks a victory tie (13.4, 001 5.3, A46). AST order for display."""
    if not finishers:
        return []
    best = max(total_points(g, p) for p in finishers)
    return sorted((p for p in finishers if total_points(g, p) == best), key=lambda p: ast_rank(g, p))


def final_standings(g: GameState) -> list[dict[str, Any]]:
    """One record per player: winners first, then by AST position, total points, AST order."""
    rows = [
        {
            "player": p,
            "nation": g.ps(p).nation,
            "ast_position": g.ps(p).ast_position,
            "civ_cards": list(g.ps(p).civ_cards),
            "total_points": total_points(g, p),
            "winner": p in g.winners,
        }
        for p in g.players
    ]

    def key(r: dict[str, Any]) -> tuple[bool, int, int, int]:
        rank = ast_rank(g, r["player"]) if r["nation"] else 0
        return (not r["winner"], -r["ast_position"], -r["total_points"], rank)

    return sorted(rows, key=key)
