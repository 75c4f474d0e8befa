"""Position values shared by every part of the heuristic player.

Everything here reads only what a player may know: the public board, AST positions, civilization
cards, treasuries and hand sizes of everyone, and the player's own hand. Other players' hands are
never read (the agent receives the whole state, but a fair player must not look at them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from engine.civ.api import (
    GameState,
    ast_rank,
    board,
    game_map,
    is_commodity,
    printed_points,
    set_value,
    trade_cards,
    units,
)

# A game's own measure of how far ahead a player looks (its AI adds the entry); Civilization
# (1980)'s is ``public_score`` below.
PUBLIC_SCORES: dict[str, Callable[[GameState, str], float]] = {}


def public_score(g: GameState, player: str) -> float:
    """How far ahead a player looks from public facts: the AST first, then the civilization
    cards (they are what the Late Iron Age asks for), then cities and board strength."""
    own = PUBLIC_SCORES.get(g.game)
    if own is not None:
        return own(g, player)
    ps = g.ps(player)
    return (
        ps.ast_position * 100.0
        + printed_points(ps.civ_cards) / 4.0
        + units.city_count(g, player) * 12.0
        + units.tokens_on_board(g, player) * 0.5
        + ps.treasury * 0.2
    )


def rivals_by_threat(g: GameState, player: str) -> list[str]:
    """Other players, most threatening first (ties in AST order: deterministic)."""
    others = [p for p in g.players if p != player]
    return sorted(others, key=lambda p: (-public_score(g, p), ast_rank(g, p)))


def leader(g: GameState, player: str) -> str | None:
    rivals = rivals_by_threat(g, player)
    return rivals[0] if rivals else None


def face(card: str) -> int:
    commodities = trade_cards().commodities
    return commodities[card].value if card in commodities else 0


def hand_value(cards: Iterable[str]) -> int:
    return set_value(cards)


def removal_loss(hand: list[str], card: str) -> int:
    """Set value lost by giving up one ``card`` from ``hand``."""
    if not is_commodity(card):
        return 0
    n = hand.count(card)
    return face(card) * (2 * n - 1)


def gain_of(hand: list[str], card: str) -> int:
    """Set value won by adding one ``card`` to ``hand``."""
    if not is_commodity(card):
        return 0
    return face(card) * (2 * hand.count(card) + 1)


def without(hand: Iterable[str], cards: Iterable[str]) -> list[str]:
    left = Counter(hand)
    left.subtract(Counter(cards))
    return sorted(left.elements())


def site_value(g: GameState, area: str) -> int:
    """How good an area is to hold: a usable city site first, then its population limit."""
    gm = game_map(g)
    a = board().areas[area]
    return (20 if area in gm.city_site_usable else 0) + a.population_limit * 2 + (1 if a.has_water else 0)


def enemy_tokens(g: GameState, area: str, player: str) -> int:
    return sum(n for p, n in units.occupants(g, area).items() if p != player)


def limit_of(area: str) -> int:
    return board().areas[area].population_limit
