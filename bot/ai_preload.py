"""Imported once by the fork server of the AI workers (``bot.thinking``): the computer players of
every offered game and strength, so that each worker forked from it starts warm (a worker that
replaces a dead or overrunning one answers in milliseconds, not after a second of imports)."""

from __future__ import annotations

from ai import agent_for
from bot.live_game import AI_STRENGTHS
from engine import offered_games


def warm() -> None:
    """Make one agent of each game and strength (agents import their modules when first made)."""
    for game in offered_games():
        for strength in AI_STRENGTHS:
            try:
                agent_for(strength, 0, game=game.id)
            except ValueError:  # no computer player of that strength for this game
                continue


warm()
