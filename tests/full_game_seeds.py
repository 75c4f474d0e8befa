"""The thousand random Civilization games of ``tests/test_full_games.py``: their player counts,
seeds and round cap, which ``tests/test_playouts.py`` counts on (the default playouts are their
first rounds)."""

from __future__ import annotations

GAMES = 1000
COUNTS = (2, 3, 4, 5, 6, 7)
# The cap of every game (the default playouts count on its first 20 rounds).
ROUNDS = 25


def seeds_for(players: int) -> range:
    """The seeds of the games of ``players`` players (the thousand split evenly, the first
    counts one more)."""
    per_count = GAMES // len(COUNTS) + (1 if COUNTS.index(players) < GAMES % len(COUNTS) else 0)
    return range(1, per_count + 1)
