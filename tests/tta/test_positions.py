"""Positions of Through the Ages (engine/data/tta/README.md): a dump loads back to the same
game, a state survives JSON at any moment (steps included), and a bad position is refused
with the field named."""

from __future__ import annotations

import pytest

from ai import agent_for
from engine import (
    PositionError,
    apply,
    dump_position,
    load_position,
    new_game,
    pending,
    run_automatic,
    state_from_json,
    state_hash,
    state_to_json,
)
from engine.core.errors import WrongPhase
from engine.tta.actions import EndActions


def _owed(g: object) -> list[tuple[str, str]]:
    return [(d.player, d.kind) for d in pending(g)]  # type: ignore[arg-type]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_survives_json_and_positions_at_any_moment(players: int) -> None:
    """A state through JSON, and through a dumped position, owes the same decisions and goes on
    to the same position under the same action (steps, half-resolved answers included)."""
    g = new_game([f"p{i + 1}" for i in range(players)], seed=5, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    step = 0
    while not g.finished:
        d = pending(g)[0]
        action = seats[d.player].act(g, d)
        copies = (
            [state_from_json(state_to_json(g)), load_position(dump_position(g))] if step % 23 == 0 else []
        )
        for copy in copies:
            assert state_hash(copy) == state_hash(g) and _owed(copy) == _owed(g)
        apply(g, action)
        for copy in copies:
            apply(copy, action)
            assert state_hash(copy) == state_hash(g)
        step += 1


@pytest.mark.parametrize(
    "change,field",
    [
        ({"phase": "trading"}, "phase"),
        ({"current": "p9"}, "current"),
        ({"row": ["iron"]}, "row"),
        ({"player_states": {"p3": {}}}, "player_states.p3"),
        ({"player_states": {"p1": {"leader": "nobody"}}}, "player_states.p1.leader"),
        ({"players": ["p1"]}, "players"),
    ],
)
def test_a_bad_position_names_its_field(change: dict[str, object], field: str) -> None:
    data = {"game": "tta", "players": ["p1", "p2"], "round": 3, "age": "I", **change}
    with pytest.raises(PositionError) as err:
        load_position(data)
    assert err.value.field == field


def test_too_many_copies_or_an_unknown_card_are_refused() -> None:
    with pytest.raises(PositionError, match="more copies than the box holds"):
        load_position({"game": "tta", "players": ["p1", "p2"], "row": ["pyramids", "pyramids"] + [None] * 11})
    with pytest.raises(PositionError, match="no card 'excalibur'"):
        load_position(
            {"game": "tta", "players": ["p1", "p2"], "player_states": {"p1": {"civil_hand": ["excalibur"]}}}
        )


def test_a_position_that_breaks_an_invariant_is_refused() -> None:
    with pytest.raises(PositionError, match="current tactic legion"):
        load_position({"game": "tta", "players": ["p1", "p2"], "player_states": {"p1": {"tactic": "legion"}}})


def test_a_turn_start_loaded_before_its_sequence_runs_it_with_run_automatic() -> None:
    """With ``enter=False`` a position in phase ``start`` owes nothing and refuses actions until
    ``engine.run_automatic`` runs the start-of-turn sequence, returning its events; loaded
    normally, the same position ends in the same state."""
    position = {"game": "tta", "players": ["p1", "p2"], "round": 4, "age": "I", "phase": "start"}
    g = load_position(position, enter=False)
    assert pending(g) == []
    with pytest.raises(WrongPhase, match="Start of turn"):
        apply(g, EndActions("p1"))
    events = run_automatic(g)
    assert [e.kind for e in events][:1] == ["tta_turn_started"]
    assert _owed(g) == [("p1", "tta_political")]
    assert state_hash(g) == state_hash(load_position(position))
