"""Victory points and the winners (rules reference §10.4, 000 §35; V5, D4).

Score = face values of the civilization cards + the commodity cards in hand as sets (Mining
counting one eligible set one card higher, V5) + 1 per treasury token + 100 per AST space
(the start arrow 0, S2) + 50 per city on the board. The highest score wins; equal highest
scores are a draw (000 §35.2) or, with option score_tie ``ast_order``, won by the first of
them in AST order (000 §17.4).

The hand is secret until the game ends: views show each player's public score (everything but
the hand); the whole score is published when the game is over.
"""

from __future__ import annotations

from typing import Any

from engine.civ import units
from engine.civ.advciv.content import ast
from engine.civ.advciv.purchase import MINING, best_mining, face_value, paid_value
from engine.civ.advciv.state import adv
from engine.civ.order import ast_rank
from engine.civ.state import GameState


def score_parts(g: GameState, player: str) -> dict[str, int]:
    """The score's parts (000 §35.1): civilization cards, AST, cities, treasury, hand, total.
    The hand is secret until the end: show this only for a finished game or to its player."""
    ps = g.ps(player)
    a = ast()
    parts = {
        "civ_cards": face_value(ps.civ_cards),
        "ast": a.points_per_space * ps.ast_position,
        "cities": a.points_per_city * units.city_count(g, player),
        "treasury": ps.treasury,
        "hand": hand_score(g, player),
    }
    parts["total"] = sum(parts.values())
    return parts


def public_score(g: GameState, player: str) -> int:
    ps = g.ps(player)
    a = ast()
    return (
        face_value(ps.civ_cards)
        + ps.treasury
        + a.points_per_space * ps.ast_position
        + a.points_per_city * units.city_count(g, player)
    )


def hand_score(g: GameState, player: str) -> int:
    hand = g.ps(player).hand
    return paid_value(hand, best_mining(units.has_card(g, player, MINING), hand))


def score(g: GameState, player: str) -> int:
    return public_score(g, player) + hand_score(g, player)


def winners(g: GameState) -> list[str]:
    best = max(score(g, p) for p in g.players)
    top = sorted((p for p in g.players if score(g, p) == best), key=lambda p: ast_rank(g, p))
    return top[:1] if adv(g).options.score_tie == "ast_order" else top


def standings(g: GameState) -> list[dict[str, Any]]:
    """Best first; every score in full once the game is over, only the public part before."""
    rows = [
        {
            "player": p,
            "nation": g.ps(p).nation,
            "ast_position": g.ps(p).ast_position,
            "cities": units.city_count(g, p),
            "civ_cards": list(g.ps(p).civ_cards),
            "public_score": public_score(g, p),
            "score": score(g, p) if g.finished else None,
            "score_parts": score_parts(g, p) if g.finished else None,
            "winner": p in g.winners,
        }
        for p in g.players
    ]

    def key(r: dict[str, Any]) -> tuple[bool, int, int]:
        shown = r["score"] if r["score"] is not None else r["public_score"]
        return (not r["winner"], -shown, ast_rank(g, r["player"]) if r["nation"] else 0)

    return sorted(rows, key=key)
