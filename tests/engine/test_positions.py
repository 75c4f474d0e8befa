"""Positions as data (engine data README, "Positions"): ``dump_position`` and
``load_position`` round-trip the whole position, secret parts included; the loaded game
continues exactly as the original; bad positions are refused with the field named."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ai import agent_for
from civbot.simulate import simulate
from engine import (
    GameSpec,
    PositionError,
    apply,
    dump_position,
    load_position,
    new_game,
    offered_games,
    pending,
    run_automatic,
    state_hash,
)
from engine.civ.options import Options
from engine.civ.phases.ships import ShipOrders
from engine.core.errors import WrongPhase

CASES = Path(__file__).resolve().parents[1] / "cases"


def _decisions(g: Any) -> list[Any]:
    return [
        (d.player, d.kind, d.prompt, json.dumps(d.options, sort_keys=True, default=str)) for d in pending(g)
    ]


@pytest.mark.parametrize(("players", "rounds", "seed"), [(3, 6, 1), (5, 9, 4), (7, 12, 2)])
def test_a_loaded_position_continues_exactly_as_the_original(players: int, rounds: int, seed: int) -> None:
    g = simulate(players, rounds, seed, agents="ai").game
    copy_ = load_position(json.loads(json.dumps(dump_position(g))))
    assert state_hash(copy_) == state_hash(g)
    assert _decisions(copy_) == _decisions(g)
    agents = [agent_for("normal", 7), agent_for("normal", 7)]
    for _ in range(150):
        if g.finished:
            break
        for state, agent in zip((g, copy_), agents, strict=True):
            d = pending(state)[0]
            apply(state, agent.act(state, d))
        assert state_hash(g) == state_hash(copy_)
        assert _decisions(copy_) == _decisions(g)


def test_every_position_of_a_game_round_trips() -> None:
    """After every action of a seeded game (every phase and half-resolved calamity step)."""
    result = simulate(4, 12, 3, agents="ai")
    g = load_position(dump_position(simulate(4, 0, 3).game))
    agent_seats = {p: agent_for("normal", 3000 + i) for i, p in enumerate(g.players)}
    for _ in range(result.actions):
        if g.finished:
            break
        data = json.loads(json.dumps(dump_position(g)))
        assert state_hash(load_position(data)) == state_hash(g)
        d = pending(g)[0]
        apply(g, agent_seats[d.player].act(g, d))


def test_a_position_loads_in_a_fresh_process() -> None:
    g = simulate(4, 10, 5, agents="ai").game
    script = "import json, sys, engine; print(engine.state_hash(engine.load_position(json.load(sys.stdin))))"
    done = subprocess.run(
        [sys.executable, "-c", script], input=json.dumps(dump_position(g)), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == state_hash(g)


def test_a_hand_written_position_fills_in_stock_rng_and_stacks() -> None:
    g = load_position(
        {
            "game": "civ1980",
            "players": ["ann", "bob"],
            "options": {},
            "round": 3,
            "phase": "movement",
            "player_states": {"ann": {"nation": "thrace", "treasury": 2}, "bob": {"nation": "italy"}},
            "tokens": {"scythia": {"ann": 2}, "etruria": {"bob": 3}},
            "cities": {"cisalpina": "bob"},
        }
    )
    ann = g.ps("ann")
    assert ann.allowance == 55 and ann.stock == 55 - 2 - 2
    assert sum(len(s) for s in g.stacks.values()) > 50


def _base() -> dict[str, Any]:
    g = simulate(3, 8, 2, agents="ai").game
    return dump_position(g)


BAD: list[tuple[str, Any, str]] = [
    ("unknown area", lambda d: d["tokens"].update({"atlantis": {"p1": 1}}), "tokens"),
    ("negative stock", lambda d: d["player_states"]["p1"].update(stock=-1), "player_states.p1.stock"),
    (
        "more tokens than the allowance",
        lambda d: d["player_states"]["p1"].update(stock=d["player_states"]["p1"]["allowance"] + 1),
        "player_states.p1",
    ),
    (
        "a card in two places",
        lambda d: d["player_states"]["p2"]["hand"].append(d["stacks"]["1"][0]),
        "stacks",
    ),
    ("a phase the game does not have", lambda d: d.update(phase="politics"), "phase"),
    ("a player who is not in the game", lambda d: d["cities"].update({"athens": "zed"}), "cities.athens"),
    ("another game", lambda d: d.update(game="chess"), "game"),
]


@pytest.mark.parametrize(("what", "change", "field"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_position_is_refused_naming_the_field(what: str, change: Any, field: str) -> None:
    data = copy.deepcopy(_base())
    change(data)
    with pytest.raises(Exception) as caught:
        load_position(data)
    err = caught.value
    if field == "game":
        assert "chess" in str(err)
        return
    assert isinstance(err, PositionError), err
    assert err.field == field, err.message
    assert field in err.message


def test_options_keep_their_defaults_when_left_out() -> None:
    data = _base()
    data["options"] = {"variant": "full"}
    assert load_position(data).options == Options()


@pytest.mark.parametrize("game", offered_games(), ids=lambda s: s.id)
def test_run_automatic_leaves_a_position_with_a_decision_pending_alone(game: GameSpec) -> None:
    """``engine.run_automatic`` runs only what is automatic: where someone owes a decision (a
    new game, and the same position loaded with ``enter=False``) it returns no events and
    changes nothing."""
    g = new_game(["p1", "p2", "p3"], game=game.id)
    for state in (g, load_position(dump_position(g), enter=False)):
        before = state_hash(state)
        assert pending(state)
        assert run_automatic(state) == []
        assert state_hash(state) == before


def test_a_position_loaded_before_its_automatic_steps_owes_nothing_until_they_run() -> None:
    """A conflict position loaded with ``enter=False``: nothing is pending, an action is refused,
    the position dumps and reloads as it is, and ``run_automatic`` then tells the fight."""
    case = CASES / "civ1980" / "08.2-a-conflict-loaded-at-the-start-of-its-phase-tells-its-fight.json"
    g = load_position(json.loads(case.read_text(encoding="utf-8"))["position"], enter=False)
    assert pending(g) == []
    with pytest.raises(WrongPhase, match="Phase 6: Conflict has not begun"):
        apply(g, ShipOrders("p1"))
    assert g.tokens["rubicon"] == {"p1": 3, "p2": 5}
    again = load_position(json.loads(json.dumps(dump_position(g))))
    assert state_hash(again) == state_hash(g)
    events = run_automatic(again)
    assert [e.kind for e in events[:2]] == ["conflict", "phase_started"]
    assert events[0].data["after"] == {"p2": 3}
    assert pending(again)
