"""Comparing civilizations for events (rules 9.2): ties go to the current player, or failing
him to the tied player nearest to him clockwise, who counts as having the higher value."""

from __future__ import annotations

from collections.abc import Callable

from engine.tta.actions_and_points import seat_order_from
from engine.tta.state import GameState
from engine.tta.stats import strength_rating

Measure = Callable[[GameState, str], int]


def by_strength(g: GameState, p: str) -> int:
    return strength_rating(g, g.ps(p))


def by_culture(g: GameState, p: str) -> int:
    return g.ps(p).culture


def ranked(g: GameState, measure: Measure, current: str | None = None) -> list[str]:
    """Active players from the highest value to the lowest, ties broken as 9.2 says."""
    order = seat_order_from(g, current or g.current)
    distance = {p: i for i, p in enumerate(order)}
    return sorted(order, key=lambda p: (-measure(g, p), distance[p]))


def strongest(g: GameState, n: int = 1, current: str | None = None) -> list[str]:
    return ranked(g, by_strength, current)[:n]


def weakest(g: GameState, n: int = 1, current: str | None = None) -> list[str]:
    return list(reversed(ranked(g, by_strength, current)))[:n]


def all_with_most(g: GameState, measure: Measure) -> list[str]:
    """ "All civilizations with the most ...": every tied player (9.2 item 3)."""
    values = {p: measure(g, p) for p in g.active}
    top = max(values.values())
    return [p for p in seat_order_from(g, g.current) if values[p] == top]
