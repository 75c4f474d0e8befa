"""The terminal game, driven through its input as a human would drive it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ai import agent_for
from civbot.games.civ.play import TerminalGame, play_command, start
from civbot.savefiles import read_save
from civbot.terminal import PlayArgs, Seats, StopPlay
from engine import action_text, load_position
from engine.civ.flow import pending

VIEWS = ["help", "map", "hand", "census", "offers", "players"]


class ScriptedHuman:
    """Types, for every decision, what a good player would choose — as words, never JSON — and
    now and then looks at the table first."""

    def __init__(self, seed: int, game: str = "civ1980", look_every: int = 25) -> None:
        self.coach = agent_for("normal", seed, game)
        self.look_every = look_every
        self.game: TerminalGame | None = None
        self.typed: list[str] = []
        self.kinds: set[str] = set()
        self.looks: Iterator[str] = iter(VIEWS * 3)

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        g = self.game.g
        d = pending(g)[0]
        assert prompt == f"{d.player}> "
        if len(self.typed) % self.look_every == 0:
            look = next(self.looks, None)
            if look is not None:
                self.typed.append(look)
                return look
        self.kinds.add(d.kind)
        line = action_text(g, self.coach.act(g, d))
        self.typed.append(line)
        return line


@pytest.mark.parametrize("seed", [1, 3])
def test_a_scripted_human_plays_a_whole_game_without_typing_json(seed: int, tmp_path: Path) -> None:
    said: list[str] = []
    human = ScriptedHuman(seed)
    game = TerminalGame.new(3, 1, seed, "normal", human, said.append, tmp_path)
    human.game = game
    g = game.play(max_rounds=60)
    text = "\n".join(said)
    assert g.finished and g.winners
    assert not any("{" in line for line in human.typed)
    assert "Not understood" not in text and "Refused" not in text
    assert {"choose_nation", "movement", "ships", "trade", "growth", "buy_civ_cards"} <= human.kinds
    assert {"lose_units", "reduce_cities", "return_cards", "build_cities"} & human.kinds
    # What the table commands show, and the trade as it happens.
    for shown in ("every area (limit", "Census order", "Your hand:", "Answer:", "AST"):
        assert shown in text, shown
    assert "Offer #" in text and " offers " in text
    assert read_save(tmp_path / "game.save.json")[0].finished


def test_a_scripted_human_plays_advanced_civilization_in_words(tmp_path: Path) -> None:
    """The typed forms of Advanced Civilization's own decisions, in a short game: declared
    trades, city building, discards; the map shows the neutral pieces."""
    said: list[str] = []
    human = ScriptedHuman(4, "advciv", look_every=8)
    game = TerminalGame.new(3, 1, 4, "normal", human, said.append, tmp_path, game="advciv")
    human.game = game
    g = game.play(max_rounds=10)
    text = "\n".join(said)
    assert g.game == "advciv" and g.round > 10
    assert not any("{" in line for line in human.typed)
    assert "Not understood" not in text and "Refused" not in text
    # Growth short of stock comes only once a stock is nearly spent, later than 10 rounds: the
    # test below types it.
    assert {"choose_nation", "movement", "advciv_trade", "advciv_build_cities"} <= human.kinds
    assert "truly names at least 2" in text and "victory points (hand not counted)" in text
    assert read_save(tmp_path / "game.save.json")[0].game == "advciv"


# The rule cases of a stock too small for the growth, one per game that has it.
SHORT_GROWTH = sorted(
    Path(__file__).parent.glob("cases/*/06.2-short-stock-distributed-as-the-player-likes.json")
)
assert SHORT_GROWTH, "the rule cases of short growth moved"


@pytest.mark.parametrize("case", SHORT_GROWTH, ids=lambda path: path.parent.name)
def test_a_scripted_human_types_where_a_short_growth_goes(case: Path, tmp_path: Path) -> None:
    """A stock too small for the whole growth (001 §7.4, 000 §20.2) comes late in a game: from
    the rule case's position, the player it asks types where his tokens go, and round 1 plays on."""
    g = load_position(json.loads(case.read_text(encoding="utf-8"))["position"])
    [asked] = pending(g)
    said: list[str] = []
    human = ScriptedHuman(1, g.game)
    game = TerminalGame(g, Seats([asked.player]), human, said.append, tmp_path)
    human.game = game
    game.play(max_rounds=1)
    text = "\n".join(said)
    # What he typed was taken (nothing refused) and the game went on to the next round.
    assert asked.kind in human.kinds and g.round == 2
    assert not any("{" in line for line in human.typed)
    assert "Not understood" not in text and "Refused" not in text


def _lines(*answers: str) -> tuple[list[str], list[str], object]:
    said: list[str] = []
    queue = list(answers)

    def ask(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return said, queue, ask


def test_an_empty_line_commits_nothing_and_default_is_typed(tmp_path: Path) -> None:
    said, _, ask = _lines("", "default")
    game = TerminalGame.new(3, 1, 5, "normal", ask, said.append, tmp_path)  # type: ignore[arg-type]
    g = game.g
    with pytest.raises(StopPlay):
        game.play(max_rounds=1)
    assert any(line.startswith("Nothing typed. Type 'default' to answer:") for line in said)
    assert g.ps("human1").nation  # chosen by 'default', after the empty line changed nothing


def test_bad_answers_are_told_in_the_games_words(tmp_path: Path) -> None:
    said, _, ask = _lines('{"type": "x"}', "egypt", "italy nowhere", "default")
    game = TerminalGame.new(3, 1, 5, "normal", ask, said.append, tmp_path)  # type: ignore[arg-type]
    with pytest.raises(StopPlay):
        game.play(max_rounds=1)
    text = "\n".join(said)
    assert "Not understood" in text or "Refused" in text
    assert "There is no area called 'nowhere'" in text or "not a start area" in text
    for internal in ("expected int", "zip()", "Traceback", "KeyError"):
        assert internal not in text


def test_end_of_input_saves_and_resume_continues_the_same_game(tmp_path: Path) -> None:
    said, _, ask = _lines("default", "map", "default", "default")
    game = TerminalGame.new(3, 1, 5, "easy", ask, said.append, tmp_path)  # type: ignore[arg-type]
    with pytest.raises(StopPlay, match="input ended"):
        game.play()
    version = game.g.version
    saved, record, seating = read_save(tmp_path / "game.save.json")
    assert saved.version == version and seating == {"humans": ["human1"], "ai": "easy", "seed": 5}
    assert record.actions == game.record.actions
    said2, _, ask2 = _lines("default")
    resumed = start(PlayArgs(out=str(tmp_path), resume=str(tmp_path / "game.save.json")), ask2, said2.append)  # type: ignore[arg-type]
    assert resumed.record.actions == game.record.actions and resumed.humans == {"human1"}
    with pytest.raises(StopPlay):
        resumed.play()
    assert resumed.g.version > version


def test_quit_saves_and_the_command_exits_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["default", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    code = play_command(PlayArgs(players=2, seed=3, out=str(tmp_path)))
    out = capsys.readouterr().out
    assert code == 0 and "civbot play --resume" in out
    assert (tmp_path / "game.save.json").exists() and not list(tmp_path.glob("*.png"))


def test_ctrl_c_while_typing_saves_and_exits(tmp_path: Path) -> None:
    def ask(prompt: str) -> str:
        raise KeyboardInterrupt

    game = TerminalGame.new(2, 1, 3, "easy", ask, lambda s: None, tmp_path)
    with pytest.raises(StopPlay, match="interrupted"):
        game.play()
    assert (tmp_path / "game.save.json").exists()


def test_board_images_are_opt_in_one_latest_and_one_per_round(tmp_path: Path) -> None:
    game = TerminalGame.new(2, 1, 3, "easy", lambda p: "default", lambda s: None, tmp_path, images=True)
    game.play(max_rounds=1)
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert {"latest.png", "round-01.png"} <= set(names)
    assert all(n == "latest.png" or n.startswith("round-") for n in names) and len(names) <= 4


def test_resume_refuses_a_missing_or_corrupt_file_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    for path in (tmp_path / "missing.json", bad):
        assert play_command(PlayArgs(out=str(tmp_path), resume=str(path))) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("civbot play: ")


def test_a_finished_advanced_civilization_game_ends_with_its_score_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import civbot.games.civ.play

    human = ScriptedHuman(3, "advciv", look_every=1000)
    real_start = civbot.games.civ.play.start

    def start_and_watch(*args: Any) -> TerminalGame:
        human.game = real_start(*args)
        return human.game

    monkeypatch.setattr(civbot.games.civ.play, "start", start_and_watch)
    monkeypatch.setattr("builtins.input", human)
    code = play_command(PlayArgs(players=2, seed=3, out=str(tmp_path), game="advciv"))
    out = capsys.readouterr().out
    assert code == 0 and "civbot play: Advanced Civilization, " in out and "Game over after round" in out
    table = out.split("Final standings:")[1].strip().splitlines()
    assert len(table) == 2 and all(" points = cards " in row for row in table)


def test_a_resumed_game_is_saved_back_into_the_file_it_came_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26: without --out, --resume FILE saved to play-output/ and left FILE stale."""
    monkeypatch.chdir(tmp_path)
    kept = tmp_path / "saves"
    said, _, ask = _lines("default", "default")
    game = TerminalGame.new(3, 1, 5, "easy", ask, said.append, kept)  # type: ignore[arg-type]
    with pytest.raises(StopPlay):
        game.play()
    mine = kept / "my-game.json"
    (kept / "game.save.json").rename(mine)
    before = read_save(mine)[0].version
    said2, _, ask2 = _lines("default", "default", "default")
    resumed = start(PlayArgs(resume=str(mine)), ask2, said2.append)  # type: ignore[arg-type]
    with pytest.raises(StopPlay):
        resumed.play()
    assert read_save(mine)[0].version == resumed.g.version > before
    assert not (tmp_path / "play-output").exists() and not (kept / "game.save.json").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "5"], "--players comes from the save file with --resume: leave it out"),
        (["--seed", "4", "--players", "3"], "--players, --seed come from the save file with --resume"),
        (["--humans", "2"], "--humans comes from the save file, which says who plays: leave it out"),
        (["--game", "tta"], "holds a game of Civilization, not Through the Ages"),
    ],
)
def test_resume_refuses_the_options_its_save_decides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    from civbot.cli import main

    said, _, ask = _lines("default")
    game = TerminalGame.new(3, 1, 5, "easy", ask, said.append, tmp_path)  # type: ignore[arg-type]
    with pytest.raises(StopPlay):
        game.play()
    save = str(tmp_path / "game.save.json")
    assert main(["play", "--resume", save, *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("civbot play: ") and message in err
