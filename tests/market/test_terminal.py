"""``civbot play --game market``: the real terminal loop, driven by a scripted human at the
keyboard who looks at the table, types a bad answer, and otherwise what the normal AI would
choose, in Market's words; played to its end, and stopped and resumed from its save file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine
from ai import agent_for
from civbot.cli import main
from engine import GameSpec
from tests.market.command_line import MarketTerminal

LOOKS = ["help", "market", "hand", "offer Unicorn", "offer"]


class Keyboard:
    """``input`` for the terminal being played: first the looks and bad answers, then the
    normal AI's choice in the game's words; ``quit`` after ``stop_after`` answers."""

    def __init__(self, seed: int, stop_after: int | None = None) -> None:
        self.coach = agent_for("normal", seed, "market")
        self.terminal: MarketTerminal | None = None
        self.looks = list(LOOKS)
        self.answers = 0
        self.stop_after = stop_after

    def __call__(self, prompt: str) -> str:
        assert self.terminal is not None
        g = self.terminal.g
        d = engine.pending(g)[0]
        assert prompt == f"{d.player}> " and d.player in self.terminal.humans
        if self.looks:
            return self.looks.pop(0)
        if self.answers == self.stop_after:
            return "quit"
        self.answers += 1
        return engine.action_text(g, self.coach.act(g, d))


def play(monkeypatch: pytest.MonkeyPatch, keyboard: Keyboard, *args: str) -> int:
    real_init = MarketTerminal.__init__

    def remember(terminal: MarketTerminal, *a: Any, **k: Any) -> None:
        real_init(terminal, *a, **k)
        keyboard.terminal = terminal

    monkeypatch.setattr(MarketTerminal, "__init__", remember)
    monkeypatch.setattr("builtins.input", keyboard)
    return main(["play", "--game", "market", *args])


def test_a_human_plays_market_to_its_end_in_the_terminal(
    market: GameSpec, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    keyboard = Keyboard(3)
    assert (
        play(monkeypatch, keyboard, "--players", "3", "--humans", "2", "--seed", "3", "--out", str(tmp_path))
        == 0
    )
    out = capsys.readouterr().out
    assert out.startswith("civbot play: Market, human1, human2 against 1 normal AI player.")
    assert "Answer: offer GOOD | pass" in out and "Round 1, deck " in out and "Your goods: " in out
    assert "Not understood: There is no good called 'unicorn'." in out
    assert "Not understood: Name one good to offer, such as " in out
    assert "=== Round 2 of the market opens. ===" in out and "The market die shows " in out
    # Each human is told his own draws, by name; the AI's draws are told to nobody.
    told = [line for line in out.splitlines() if "You drew" in line and "keep one" not in line]
    assert told and all(line.startswith(("(to human1) You drew", "(to human2) You drew")) for line in told)
    g = keyboard.terminal.g if keyboard.terminal else None
    assert g is not None and g.finished and f"Game over: winner {', '.join(g.winners)}" in out
    saved = json.loads((tmp_path / "game.save.json").read_text())
    assert engine.state_hash(engine.load_save(saved)) == engine.state_hash(g)


def test_quit_saves_and_resume_plays_on_to_the_end(
    market: GameSpec, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert (
        play(monkeypatch, Keyboard(5, stop_after=3), "--players", "2", "--seed", "5", "--out", str(tmp_path))
        == 0
    )
    save = tmp_path / "game.save.json"
    assert f"Continue with: civbot play --resume {save}" in capsys.readouterr().out
    keyboard = Keyboard(5)
    keyboard.looks = []
    assert play(monkeypatch, keyboard, "--resume", str(save)) == 0
    assert keyboard.terminal is not None and keyboard.terminal.g.finished
    assert "Game over: winner " in capsys.readouterr().out


@pytest.mark.parametrize(
    "args,message",
    [
        (("--players", "6"), "civbot play: Market is for 2 to 4 players, not 6.\n"),
        (
            ("--players", "2", "--humans", "3"),
            "civbot play: --humans must be 1 to 2 (the number of players), not 3\n",
        ),
    ],
)
def test_a_game_that_cannot_start_is_refused_in_one_line(
    market: GameSpec,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    args: tuple[str, ...],
    message: str,
) -> None:
    assert play(monkeypatch, Keyboard(1), *args, "--out", str(tmp_path)) == 2
    assert capsys.readouterr().err == message


def test_civbot_demo_plays_a_whole_market(
    market: GameSpec, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["demo", "--game", "market", "--players", "3", "--seed", "2", "--out", str(tmp_path)]) == 0
    log = (tmp_path / "game-log.txt").read_text()
    assert "=== Round 2 of the market opens. ===" in log
    assert "The market closes:" in log and "You drew" not in log
    assert engine.load_save_text((tmp_path / "game.save.json").read_text()).finished
    assert (tmp_path / "final.png").read_bytes().startswith(b"\x89PNG")
