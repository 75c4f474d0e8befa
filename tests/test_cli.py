"""The civbot command: simulate's JSON contract and determinism."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from civbot.cli import main
from engine import load_save_text, state_hash
from engine.games import BUILDING, GAMES, GameSpec


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


def _save(tmp_path: Path) -> Path:
    save = tmp_path / "game.json"
    assert main(["simulate", "--players", "3", "--rounds", "2", "--save", str(save)]) == 0
    return save


BAD = [
    ["simulate", "--players", "5", "--variant", "nomads"],
    ["simulate", "--players", "9"],
    ["simulate", "--players", "x"],
    ["simulate", "--rounds", "0"],
    ["simulate", "--variant", "chess"],
    ["simulate", "--save", "{tmp}"],
    ["render", "{save}", "--out", "{tmp}/a.gif"],
    ["render", "{save}", "--out", "{tmp}"],
    ["render", "{save}"],
    ["render", "{tmp}/missing.json", "--out", "{tmp}/a.png"],
    ["render", "{tmp}/corrupt.json", "--out", "{tmp}/a.png"],
    ["render", "{tmp}/not-a-save.json", "--out", "{tmp}/a.png"],
    ["render", "{tmp}/truncated.json", "--out", "{tmp}/a.png"],
    ["render", "{save}", "--out", "{tmp}/a.png", "--region", "atlantis"],
    ["demo", "--players", "1"],
    ["demo", "--every", "0"],
    ["play", "--players", "8"],
    ["play", "--humans", "0"],
    ["play", "--ai", "genius"],
    ["play", "--resume", "{tmp}/missing.json"],
    ["play", "--resume", "{tmp}/corrupt.json"],
    ["fly"],
    [],
]


@pytest.mark.parametrize("argv", BAD, ids=lambda a: " ".join(a) or "(nothing)")
def test_every_bad_argument_ends_in_one_line_and_a_non_zero_exit(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = _save(tmp_path)
    (tmp_path / "corrupt.json").write_text('{"format": "civbot-save/1", "players": [')
    (tmp_path / "not-a-save.json").write_text("[1, 2, 3]")
    data = json.loads(save.read_text())
    data["actions"] = [*data["actions"][:3], {"type": "move_land", "player": "p1", "source": "x"}]
    (tmp_path / "truncated.json").write_text(json.dumps(data))
    capsys.readouterr()
    args = [a.format(tmp=tmp_path, save=save) for a in argv]
    code = main(args)
    out, err = capsys.readouterr()
    assert code != 0
    assert err.count("\n") == 1 and err.startswith("civbot"), err
    assert "Traceback" not in err + out


def test_render_creates_the_folder_and_writes_jpeg_by_the_extension(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = _save(tmp_path)
    assert main(["render", str(save), "--out", str(tmp_path / "new" / "dir" / "a.png")]) == 0
    assert (tmp_path / "new" / "dir" / "a.png").read_bytes()[:4] == b"\x89PNG"
    assert main(["render", str(save), "--out", str(tmp_path / "a.jpg")]) == 0
    assert (tmp_path / "a.jpg").read_bytes()[:3] == b"\xff\xd8\xff"


def test_help_shows_the_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    for command, shown in (
        ("simulate", "(default: 4)"),
        ("play", "default play-output/, or, with --resume, the file resumed"),
        ("demo", "(default: 5)"),
    ):
        assert main([command, "--help"]) == 0
        out = " ".join(capsys.readouterr().out.split())
        assert shown in out and "(default: None)" not in out


def test_a_bad_argument_gives_one_line_in_a_real_process(tmp_path: Path) -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "civbot.cli", "simulate", "--players", "5", "--variant", "nomads"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr == "civbot simulate: Nomads and Seafarers is for 2 to 4 players (rules 16.2).\n"


def test_simulate_game_civ1980_is_the_default_and_reports_game_and_agents(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("simulate", "--players", "7", "--rounds", "20", "--seed", "1", "--json")
    _, default = _run(capsys, *args)
    code, named = _run(capsys, *args, "--game", "civ1980")
    assert code == 0 and json.loads(named) == json.loads(default)
    data = json.loads(named)
    assert data["game"] == "civ1980" and data["agents"] == "random"
    assert isinstance(data["invariant_violations"], list) and data["invariant_violations"] == []


@pytest.mark.parametrize("agents", ["ai", "easy"])
def test_simulate_with_the_ai_plays_a_whole_game(capsys: pytest.CaptureFixture[str], agents: str) -> None:
    args = ("simulate", "--players", "4", "--rounds", "60", "--seed", "2", "--agents", agents, "--json")
    code, out = _run(capsys, *args)
    data = json.loads(out)
    assert code == 0 and data["agents"] == agents and data["invariant_violations"] == []
    if agents == "ai":  # the easy AI rarely reaches the end of the AST
        assert data["finished"] and data["winners"]
    assert json.loads(_run(capsys, *args)[1])["state_hash"] == data["state_hash"]
    random = json.loads(_run(capsys, *args[:-3], "--json")[1])
    assert random["state_hash"] != data["state_hash"]


@pytest.mark.parametrize("command", ["simulate", "demo", "play"])
def test_unknown_and_unbuilt_games_get_one_line_listing_the_games(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    assert main([command, "--game", "chess"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "no game called 'chess'" in err and "civ1980 (Civilization)" in err

    # The offline commands run every game whose engine plays whole games, offered in Discord or
    # not; a game still being built is refused.
    building = GameSpec("go", "Go", "civ", 2, 2, "engine.go:GO", BUILDING, "not written")
    monkeypatch.setitem(GAMES, "go", building)
    assert main([command, "--game", "go"]) == 2
    err = capsys.readouterr().err.strip()
    assert "Go is still being built" in err and "civ1980" in err and "advciv" in err


def test_render_refuses_a_save_of_another_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    _run(capsys, "simulate", "--players", "3", "--rounds", "2", "--save", str(save))
    assert main(["render", str(save), "--out", str(tmp_path / "b.png"), "--game", "civ1980"]) == 0
    capsys.readouterr()
    assert main(["render", str(save), "--out", str(tmp_path / "b.png"), "--game", "advciv"]) == 2
    assert "holds a game of Civilization, not Advanced Civilization" in capsys.readouterr().err


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_through_the_ages_plays_whole_games(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    args = ("simulate", "--game", "tta", "--players", str(players), "--seed", "3", "--json")
    code, out = _run(capsys, *args)
    data = json.loads(out)
    assert code == 0 and data["finished"] and data["winners"] and data["invariant_violations"] == []
    assert data["game"] == "tta" and data["age"] == "IV" and len(data["per_player"]) == players
    assert json.loads(_run(capsys, *args)[1])["state_hash"] == data["state_hash"]
    code, text = _run(capsys, "simulate", "--game", "tta", "--players", str(players), "--seed", "3")
    assert code == 0 and "Through the Ages" in text and "winner:" in text


@pytest.mark.parametrize("agents", ["ai", "easy"])
def test_simulate_through_the_ages_with_the_ai(capsys: pytest.CaptureFixture[str], agents: str) -> None:
    args = ("simulate", "--game", "tta", "--agents", agents, "--players", "2", "--seed", "4", "--json")
    code, out = _run(capsys, *args)
    data = json.loads(out)
    assert code == 0 and data["agents"] == agents and data["finished"] and data["winners"]
    assert data["invariant_violations"] == []


@pytest.mark.parametrize("players", range(2, 9))
def test_simulate_advanced_civilization_for_every_player_count(
    capsys: pytest.CaptureFixture[str], players: int
) -> None:
    args = (
        "simulate",
        "--game",
        "advciv",
        "--players",
        str(players),
        "--seed",
        "3",
        "--rounds",
        "8",
        "--json",
    )
    code, out = _run(capsys, *args)
    data = json.loads(out)
    assert code == 0 and data["game"] == "advciv" and data["invariant_violations"] == []
    assert len(data["per_player"]) == players and data["rounds_played"] == 8
    assert _run(capsys, *args)[1] == out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "--seed", "-3"], "argument --seed: a seed is 0 or more, not -3"),
        (["demo", "--seed", "-1"], "argument --seed: a seed is 0 or more, not -1"),
        (["play", "--seed", "x"], "argument --seed: a seed is a whole number, not 'x'"),
        (["simulate", "--game", "advciv", "--variant", "nomads"], "--variant is not an option of Advanced"),
        (["simulate", "--game", "tta", "--short-finish", "9"], "--short-finish is not an option of Through"),
        (["simulate", "--short-finish", "9"], "--short-finish is the short game's finish: give it with"),
    ],
)
def test_options_that_do_not_apply_are_refused_in_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 26, item 7: refused, never silently ignored."""
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err, err
