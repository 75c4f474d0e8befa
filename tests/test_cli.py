"""The civbot command: simulate's JSON contract and determinism."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from civbot.cli import main
from engine import load_save_text, state_hash


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().out


def test_simulate_json_is_deterministic_and_complete(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "simulate", "--players", "7", "--rounds", "20", "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["invariant_violations"] == []
    assert data["rounds_played"] >= 1
    assert len(data["per_player"]) == 7
    for row in data["per_player"].values():
        assert {"tokens_on_board", "stock", "treasury", "cities", "ships"} <= set(row)
    _, again = _run(capsys, "simulate", "--players", "7", "--rounds", "20", "--seed", "1", "--json")
    assert json.loads(again)["state_hash"] == data["state_hash"]


def test_simulate_save_file_replays_to_the_same_hash(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "game.json"
    code, out = _run(
        capsys, "simulate", "--players", "4", "--rounds", "6", "--seed", "2", "--json", "--save", str(save)
    )
    assert code == 0
    assert state_hash(load_save_text(save.read_text())) == json.loads(out)["state_hash"]


def test_simulate_rejects_bad_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "9"]) == 2
