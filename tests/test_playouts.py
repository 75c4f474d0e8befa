"""Random playouts with invariant checks for 2-7 players (the default ones are the first rounds
of the thousand games of ``tests/test_full_games.py``) (tokens conserved; at most 9 cities and
4 ships; nothing in out-of-play areas; no area over its limit and no unsupported city after
phase 8; trade cards conserved)."""

from __future__ import annotations

import pytest

from civbot.simulate import simulate
from engine.civ.options import Options


def test_the_default_playouts_are_the_thousand_games_first_rounds() -> None:
    """The default random playouts (2-7 players, seeds 1-8, 20 rounds, invariants after every
    action) are played once, as the first rounds of the thousand games of
    ``tests/test_full_games.py`` (same players, seeds and agents, 25 rounds): a game capped at
    fewer rounds is exactly the first part of the same game capped later."""
    from tests.full_game_seeds import COUNTS, ROUNDS
    from tests.full_game_seeds import seeds_for as _seeds

    assert ROUNDS >= 20 and set(COUNTS) >= {2, 3, 4, 5, 6, 7}
    assert all(set(range(1, 9)) <= set(_seeds(players)) for players in COUNTS)
    short, longer = simulate(3, 2, 5), simulate(3, 3, 5)
    assert short.record is not None and longer.record is not None
    assert longer.record.actions[: len(short.record.actions)] == short.record.actions


@pytest.mark.parametrize(
    "options",
    [
        Options(simultaneous_phases=False),
        Options(support_check_after_conflict=True, forbid_unsupported_cities=True),
        Options(reduction_stock_shortage="destroy", new_cities_reduced_first=False, revolt_grace=True),
        Options(growth_blocked_by="own_city", ship_placement="any_with_unit", enclosed_seas_open_sea=False),
        Options(tax_shortfall="all_tokens", revolt_defaulter_can_take=False, tokens_per_set=56),
    ],
)
def test_random_playouts_under_other_options(options: Options) -> None:
    for players, seed in ((3, 1), (5, 2), (7, 3)):
        result = simulate(players, 15, seed, options)
        assert result.violations == [], (players, seed, result.violations[:5])


@pytest.mark.parametrize("variant,players", [("nomads", 2), ("nomads", 4), ("farmers", 3), ("farmers", 7)])
def test_simplified_games_play_to_a_winner(variant: str, players: int) -> None:
    for seed in range(1, 4):
        result = simulate(players, 60, seed, Options(variant=variant))
        assert result.violations == [], (variant, players, seed, result.violations[:5])
        assert result.game.finished and result.game.winners
