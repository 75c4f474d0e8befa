"""Random playouts of Advanced Civilization for every player count, 2 to 8, with the invariants
checked after every action (every player's tokens, the barbarians and the pirate cities
conserved; every trade card in exactly one place; the piece limits) and at every phase end (no
area over its limit and every city supported after phase 8; at most 8 cards kept after the
purchases; no calamity left after phase 11), and every view checked for secrets at every phase
end in some of them. The 1,000 seeded games are the CI run; ``bench/advciv.py`` plays more."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import agent_for
from civbot.simulate import simulate, summary
from engine import apply, new_game, pending, rules_of
from engine.civ.advciv.options import AdvCivOptions
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.seed_batches import seed_batches

COUNTS = range(2, 9)


@pytest.mark.parametrize("players", COUNTS)
def test_random_games_keep_every_invariant_and_every_secret(players: int) -> None:
    for seed in (1, 2):
        result = simulate(players, 40, seed, check_views=True, game="advciv")
        assert result.violations == [], (players, seed, result.violations[:5])


@pytest.mark.parametrize("players", COUNTS)
def test_the_same_seed_plays_the_same_game(players: int) -> None:
    first = summary(simulate(players, 8, 11, game="advciv"))
    again = summary(simulate(players, 8, 11, game="advciv"))
    assert first == again
    assert first["invariant_violations"] == []


def test_long_games_reach_the_end_and_the_score() -> None:
    """Random players seldom reach the finish; among a dozen long games some do."""
    for seed in range(1, 13):
        result = simulate(4, 200, seed, game="advciv")
        assert result.violations == [], (seed, result.violations[:5])
        if result.game.finished:
            assert result.game.winners
            return
    pytest.fail("no random game reached the finish in 200 turns")


def test_options_play_too() -> None:
    options = AdvCivOptions(
        simultaneous_phases=False, enclosed_seas_open_sea=False, monotheism_iconoclasm=-1, round_limit=12
    )
    for players, seed in ((3, 1), (5, 2), (8, 3)):
        result = simulate(players, 20, seed, options, game="advciv")
        assert result.violations == [], (players, seed, result.violations[:5])
        assert result.game.finished and result.game.round == 12
    east = AdvCivOptions(
        board_cut_5="east_panel_out", ast_table="advciv-babylon-early", score_tie="ast_order"
    )
    result = simulate(5, 30, 4, east, game="advciv")
    assert result.violations == []


def _thousand_seeds(players: int) -> range:
    """1,000 games in all: 143 per player count, 142 for 8."""
    games = 143 if players < 8 else 142
    return range(1000 + players * 1000, 1000 + players * 1000 + games)


def test_the_batches_play_a_thousand_games() -> None:
    assert sum(len(_thousand_seeds(players)) for players in COUNTS) == 1000


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(6)
@pytest.mark.parametrize(("players", "seeds"), seed_batches((n, _thousand_seeds(n)) for n in COUNTS))
def test_a_thousand_seeded_games(players: int, seeds: range) -> None:
    """20 turns each."""
    for seed in seeds:
        result = simulate(players, 20, seed, game="advciv")
        assert result.violations == [], (players, seed, result.violations[:5])


class DefaultsNowAndThen:
    """The random player, but a third of its answers are the decision's default: every default
    must be legal wherever it is offered (a deadline passes, the engine plays it)."""

    def __init__(self, seed: int) -> None:
        self.random = agent_for("random", seed, game="advciv")
        self.rng = random.Random(seed)

    def act(self, g: Any, d: Decision) -> Action:
        if d.default is not None and self.rng.random() < 0.33:
            return d.default
        return self.random.act(g, d)


@pytest.mark.parametrize("players", COUNTS)
def test_every_default_is_legal(players: int) -> None:
    for seed in (1, 2, 3):
        g = new_game([f"p{i + 1}" for i in range(players)], None, seed=seed, game="advciv")
        agents = {p: DefaultsNowAndThen(seed * 10 + i) for i, p in enumerate(g.players)}
        rules = rules_of(g)
        while not g.finished and g.round <= 30:
            d = pending(g)[0]
            apply(g, agents[d.player].act(g, d))
            assert rules.invariant_violations(g) == [], (players, seed, g.round, g.phase)
