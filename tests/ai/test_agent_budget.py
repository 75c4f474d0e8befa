"""``agent_for``'s budget (the bot's ``CIVBOT_AI_HARD_BUDGET``) is accepted for every strength
of every offered game: a strength that does not search keeps playing as it did, one that
searches answers within it."""

from __future__ import annotations

import pytest

from ai import agent_for, strengths
from engine import new_game, offered_games, pending

GAMES = [g.id for g in offered_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_strength_of_every_game_takes_a_budget(game: str) -> None:
    players = [f"p{i + 1}" for i in range(offered_games()[GAMES.index(game)].min_players)]
    g = new_game(players, None, 4, game=game)
    d = pending(g)[0]
    for strength in strengths(game):
        small = agent_for(strength, 7, game=game, budget=50).act(g, d)
        assert small.player == d.player, (game, strength, small)
