"""Random playouts with invariant checks for 2-7 players (tokens conserved; at most 9 cities and
4 ships; nothing in out-of-play areas; no area over its limit and no unsupported city after
phase 8; trade cards conserved)."""

from __future__ import annotations

import pytest

from civbot.simulate import simulate
from engine.civ.options import Options


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_random_playouts_keep_every_invariant(players: int) -> None:
    for seed in range(1, 9):
        result = simulate(players, 20, seed)
        assert result.violations == [], (players, seed, result.violations[:5])


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
