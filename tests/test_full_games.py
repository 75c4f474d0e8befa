"""Issue 'engine part 2': 1,000 seeded random games for 2-7 players, every phase of the full
game, with zero invariant violations: tokens and trade cards conserved, limits respected after
phase 8, and (in every tenth game) no view showing another player's secrets at any phase end.

Random players rarely earn the 1000+ points the full game's finish needs, so these games are
capped at 25 rounds; the short games below play on to a winner.
"""

from __future__ import annotations

import pytest

from civbot.simulate import simulate
from engine.civ.options import Options
from tests.full_game_seeds import COUNTS, GAMES, ROUNDS
from tests.full_game_seeds import seeds_for as _seeds
from tests.seed_batches import seed_batches


def test_the_batches_play_a_thousand_games() -> None:
    assert sum(len(_seeds(players)) for players in COUNTS) == GAMES


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(8)
@pytest.mark.parametrize(("players", "seeds"), seed_batches((n, _seeds(n)) for n in COUNTS))
def test_thousand_random_full_games_keep_every_invariant(players: int, seeds: range) -> None:
    for seed in seeds:
        result = simulate(players, ROUNDS, seed, check_views=seed % 10 == 0)
        assert result.violations == [], (players, seed, result.violations[:5])


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(15)
@pytest.mark.parametrize("players", COUNTS)
def test_short_games_play_to_a_winner(players: int) -> None:
    finished = 0
    # Up to 200 rounds: random players are slow (of the three 3-player games, the first to
    # reach the line does so in round 157).
    for seed in range(1, 4):
        result = simulate(players, 200, seed, Options(variant="short", short_finish=9), check_views=True)
        assert result.violations == [], (players, seed, result.violations[:5])
        finished += result.game.finished
    assert finished >= 1, "random players should reach the first short-game line"
