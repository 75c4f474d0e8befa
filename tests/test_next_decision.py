"""``engine.next_decision`` (the decision a simulation answers next, made without every other
player's) is ``pending(g)[0]`` at every step of a random game of every offered game, and
``legal_actions`` takes it as pending's own."""

from __future__ import annotations

import pytest

from ai import agent_for
from engine import apply, legal_actions, new_game, next_decision, offered_games, pending

GAMES = [g.id for g in offered_games()]


@pytest.mark.parametrize("game", GAMES)
def test_next_decision_is_the_first_pending(game: str) -> None:
    spec = offered_games()[GAMES.index(game)]
    g = new_game([f"p{i + 1}" for i in range(max(spec.min_players, 4))], seed=6, game=game)
    seats = {p: agent_for("random", i, game=game) for i, p in enumerate(g.players)}
    kinds: set[str] = set()
    for _step in range(2500):
        if g.finished:
            break
        first = next_decision(g)
        assert first is not None
        assert legal_actions(g, first, seed=1)  # accepted as asked
        every = pending(g)
        assert first == every[0], (g.round, g.phase)
        kinds.add(first.kind)
        apply(g, seats[first.player].act(g, first))
    assert len(kinds) >= 5, kinds
    if g.finished:
        assert next_decision(g) is None
