"""Positions met along games played by computer players, for the tests that check something of
every decision a real game raises (its legal actions, its text form)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ai import agent_for
from engine import Decision, apply, new_game, pending


def positions(
    game: str, players: int, seed: int, kind: str, steps: int = 700
) -> Iterator[tuple[Any, Decision]]:
    """(state, first pending decision) along a game played by ``kind`` players."""
    ids = [f"p{i + 1}" for i in range(players)]
    g = new_game(ids, seed=seed, game=game)
    agents = {p: agent_for(kind, seed * 10 + i, game=game) for i, p in enumerate(ids)}
    for _ in range(steps):
        if g.finished:
            return
        d = pending(g)[0]
        yield g, d
        apply(g, agents[d.player].act(g, d))
