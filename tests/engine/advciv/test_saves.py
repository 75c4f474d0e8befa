"""Advanced Civilization games save, load and replay like every game (civbot-save/2, positions)."""

from __future__ import annotations

from civbot.simulate import simulate
from engine import (
    dump_position,
    load_position,
    load_save_text,
    pending,
    save_text,
    state_from_json,
    state_hash,
    state_to_json,
)
from engine.civ.advciv.state import AdvCivState


def test_a_saved_game_replays_to_the_same_state() -> None:
    result = simulate(4, 12, 5, game="advciv")
    assert result.record is not None
    loaded = load_save_text(save_text(result.record, result.game))
    assert isinstance(loaded, AdvCivState)
    assert state_hash(loaded) == state_hash(result.game)


def test_state_and_position_round_trips_keep_neutrals_and_recycling() -> None:
    for seed in range(1, 12):
        g = simulate(3, 30, seed, game="advciv").game
        again = state_from_json(state_to_json(g))
        assert isinstance(again, AdvCivState) and state_hash(again) == state_hash(g)
        reloaded = load_position(dump_position(g))
        assert state_hash(reloaded) == state_hash(g)
        assert [(d.player, d.kind) for d in pending(reloaded)] == [(d.player, d.kind) for d in pending(g)]
