"""``civbot simulate`` plays Market through the command line's own functions (in-process): its
computer players are found in the AI's registry, the summary is the common one, a save file
replays, and what Market does not have is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import ai
import engine
from civbot.cli import main
from engine import GameSpec
from tests.market.positions import position
from tests.market.state import Offer, Pass


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["simulate", "--game", "market", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("agents", ["random", "ai", "easy"])
def test_simulate_plays_market_to_its_end(
    market: GameSpec, capsys: pytest.CaptureFixture[str], agents: str
) -> None:
    code, out, _ = run(capsys, "--players", "4", "--seed", "3", "--agents", agents, "--json")
    data = json.loads(out)
    assert code == 0 and data["game"] == "market" and data["agents"] == agents
    assert data["finished"] and data["winners"] and data["invariant_violations"] == []
    assert data["rounds_played"] == 5 and len(data["standings"]) == 4
    assert json.loads(run(capsys, "--players", "4", "--seed", "3", "--agents", agents, "--json")[1]) == data


def test_the_summary_and_the_save_file(
    market: GameSpec, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "market.save.json"
    code, out, _ = run(capsys, "--players", "2", "--seed", "9", "--save", str(save))
    assert code == 0
    assert out.startswith("Market (2 players, random players), seed 9: 5 rounds, ")
    assert "invariant violations: 0" in out and "  p1 score " in out and "  goods " in out
    g = engine.load_save_text(save.read_text())
    assert g.game == "market" and g.finished and f"state hash {engine.state_hash(g)}" in out


@pytest.mark.parametrize(
    "args,message",
    [
        (("--players", "5"), "civbot simulate: Market is for 2 to 4 players, not 5.\n"),
        (("--variant", "short"), "civbot simulate: --variant is not an option of Market\n"),
    ],
)
def test_what_market_does_not_have_is_refused_in_one_line(
    market: GameSpec, capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out, err) == (2, "", message)


def test_its_computer_players_are_offered_only_while_it_is_registered(market: GameSpec) -> None:
    assert ai.strengths("market") == ("easy", "normal")
    normal = ai.agent_for("normal", 1, game="market")
    g = position({"a": [3, 8], "b": [5]})
    decisions = {d.player: d for d in engine.pending(g)}
    assert normal.act(g, decisions["a"]) == Offer("a", 8)
    assert normal.act(g, decisions["b"]) == Pass("b")


def test_without_the_fixture_no_registry_knows_it() -> None:
    assert ai.strengths("market") == ()
    with pytest.raises(engine.UnknownGame):
        engine.spec("market")
