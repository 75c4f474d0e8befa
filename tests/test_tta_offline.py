"""Through the Ages offline: ``civbot demo --game tta`` end to end (images per round, log, charts,
save, a winner), ``civbot play --game tta`` driven through its input as a human would drive it
(typed answers only, saving and resuming), and the typed answers themselves (every decision kind
has one and reads back what it shows; bad input is answered in words)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from ai import agent_for
from ai.games.tta.match import seats
from civbot.cli import main
from civbot.games.tta import syntax as tta_syntax
from civbot.games.tta.demo import run_tta_demo
from civbot.games.tta.play import TtaTerminalGame, start
from civbot.savefiles import read_save
from civbot.terminal import PlayArgs
from engine import Action, action_text, interface
from engine.core.decisions import Decision
from engine.core.text import NotUnderstood
from engine.tta.flow import apply, pending
from engine.tta.setup_game import new_game
from engine.tta.state import GameState


def test_demo_of_four_players_ends_with_a_winner_and_writes_its_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "demo"
    code = main(["demo", "--game", "tta", "--players", "4", "--seed", "2", "--out", str(out), "--every", "5"])
    printed = capsys.readouterr().out
    assert code == 0 and " won after round " in printed
    rounds = sorted((out / "rounds").glob("round-*.png"))
    assert rounds[0].name == "round-01.png" and any(r.name == "round-05.png" for r in rounds)
    names = [
        "final-overview.png",
        "chart-culture.png",
        "chart-culture-rating.png",
        "chart-science-rating.png",
    ]
    names += ["chart-strength.png", *(f"tableau-p{i}.png" for i in range(1, 5))]
    for name in names:
        with Image.open(out / name) as image:
            assert image.size[0] > 500, name
    log = (out / "game-log.txt").read_text(encoding="utf-8")
    assert "Final standings:" in log and "(winner)" in log and "**" not in log
    assert "You draw" not in log  # nobody's private events
    g = read_save(out / "game.save.json")[0]
    assert g.finished and g.winners
    rows = [line for line in printed.splitlines() if line.startswith("round ")]
    assert rows[-1].startswith(f"round {g.round:>2} |")


def test_each_round_picture_shows_the_round_its_file_is_named_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import renderer.games.tta

    shown: list[int] = []
    draw = renderer.games.tta.render_tta

    def recorded(view: Any, picture: str | None = None) -> bytes:
        shown.append(int(view["round"]))
        return draw(view, picture)

    monkeypatch.setattr(renderer.games.tta, "render_tta", recorded)
    result = run_tta_demo(players=2, seed=3, out=tmp_path, every=4, progress=lambda line: None)
    named = [int(path.stem.removeprefix("round-")) for path in result.images]
    assert named[0] == 1 and named[1:] == [r for r in range(4, result.game.round + 1, 4)][: len(named) - 1]
    assert shown[: len(named)] == named


def test_demo_refuses_a_player_count_through_the_ages_does_not_have(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--game", "tta", "--players", "5"]) == 2
    assert "Through the Ages is for 2 to 4 players" in capsys.readouterr().err


# -- the terminal game -------------------------------------------------------------------------


class ScriptedHuman:
    """Types what the normal AI would choose, as words, and now and then looks at the table."""

    def __init__(self, seed: int) -> None:
        self.coach = agent_for("normal", seed, game="tta")
        self.game: TtaTerminalGame | None = None
        self.typed: list[str] = []
        self.kinds: set[str] = set()
        self.looks = iter(["help", "row", "me", "players", "hand", "board"] * 2)

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        g = self.game.g
        d = pending(g)[0]
        assert prompt == f"{d.player}> "
        if len(self.typed) % 12 == 0:
            look = next(self.looks, None)
            if look is not None:
                self.typed.append(look)
                return look
        self.kinds.add(d.kind)
        line = action_text(g, self.coach.act(g, d))
        self.typed.append(line)
        return line


def test_a_scripted_human_plays_a_whole_game_by_typing_words(tmp_path: Path) -> None:
    said: list[str] = []
    human = ScriptedHuman(4)
    game = start(
        PlayArgs(players=3, humans=1, seed=4, ai="easy", out=str(tmp_path), game="tta"), human, said.append
    )
    human.game = game
    g = game.play()
    text = "\n".join(said)
    assert g.finished and g.winners
    assert not any("{" in line for line in human.typed)
    assert "Not understood" not in text and "Refused" not in text
    assert {"tta_action", "tta_political"} <= human.kinds
    for shown in (
        "Card row (Age",
        "government",
        "Civilizations (",
        "Your civil cards:",
        "Military board",
        "Answer:",
    ):
        assert shown in text, shown
    assert "You draw:" in text and "**" not in text
    assert read_save(tmp_path / "game.save.json")[0].finished


def _script(*answers: str) -> tuple[list[str], object]:
    said: list[str] = []
    queue = list(answers)

    def ask(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return said, ask


def test_bad_input_is_answered_in_words_and_changes_nothing(tmp_path: Path) -> None:
    said, ask = _script("fly away", "99", "build", "1", "quit")
    game = start(PlayArgs(players=2, humans=1, seed=1, out=str(tmp_path), game="tta"), ask, said.append)  # type: ignore[arg-type]
    before_record = list(game.record.actions)
    with pytest.raises(Exception, match="quit"):
        game.play()
    text = "\n".join(said)
    assert "Not understood: Start with one of: take, population" in text
    assert "Choose a line from 1 to" in text
    # Only '1' (take the first card) was typed; what followed had one legal answer, taken.
    mine = [a for a in game.record.actions[len(before_record) :] if a["player"] == "human1"]
    assert mine[0]["type"] == "tta_take_card"
    assert len(mine) == 1 + text.count("only one answer is possible")


def test_quitting_saves_and_resume_goes_on_with_the_same_seats(tmp_path: Path) -> None:
    said, ask = _script("1", "end", "quit")
    args = PlayArgs(players=2, humans=1, seed=3, ai="easy", out=str(tmp_path), game="tta")
    game = start(args, ask, said.append)  # type: ignore[arg-type]
    with pytest.raises(Exception, match="quit"):
        game.play()
    save = tmp_path / "game.save.json"
    said2, ask2 = _script("quit")
    resumed = start(PlayArgs(out=str(tmp_path), resume=str(save)), ask2, said2.append)  # type: ignore[arg-type]
    assert resumed.seats.humans == ["human1"] and resumed.seats.ai == "easy"
    assert resumed.g.version == game.g.version


def test_the_command_line_resumes_a_saved_game_of_through_the_ages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said, ask = _script("quit")
    game = start(PlayArgs(players=2, humans=1, seed=3, out=str(tmp_path), game="tta"), ask, said.append)  # type: ignore[arg-type]
    game.save()
    monkeypatch.setattr("builtins.input", lambda prompt: "quit")
    assert main(["play", "--resume", str(tmp_path / "game.save.json"), "--out", str(tmp_path)]) == 0


# -- the typed answers (the engine's text forms, called directly on copied positions) ----------

TEXTS = interface("tta").texts
assert TEXTS is not None


def parse(g: GameState, d: Decision, line: str) -> Action:
    assert TEXTS is not None
    return TEXTS.parse(g, d, line)


def show(g: GameState, d: Decision, action: Action) -> str:
    assert TEXTS is not None
    return TEXTS.text(g, action, d)


def _decisions() -> list[tuple[GameState, Decision, object]]:
    out = []
    for seed, kinds in ((1, ["random"] * 3), (2, ["normal", "easy", "random", "random"])):
        ids, agents = seats(kinds, seed)
        g = new_game(ids, None, seed)
        while not g.finished:
            d = pending(g)[0]
            a = agents[d.player].act(g, d)
            out.append((copy.deepcopy(g), d, a))
            apply(g, a)
    return out


@pytest.fixture(scope="module")
def decisions() -> list[tuple[GameState, Decision, object]]:
    return _decisions()


def test_every_answer_shown_reads_back_as_the_same_action(
    decisions: list[tuple[GameState, Decision, object]],
) -> None:
    kinds = set()
    for g, d, a in decisions:
        for action in (d.default, a):
            line = show(g, d, action)  # type: ignore[arg-type]
            assert "{" not in line
            assert parse(g, d, line) == action, (d.kind, line)
        kinds.add(d.kind)
    assert kinds == set(TEXTS.forms) == set(tta_syntax.CHOICES), set(TEXTS.forms) - kinds


def test_a_number_picks_the_listed_choice(decisions: list[tuple[GameState, Decision, object]]) -> None:
    g, d, _ = next(
        (g, d, a) for g, d, a in decisions if d.kind == "tta_action" and len(d.options["actions"]) > 3
    )
    lines = tta_syntax.choices(g, d)
    third = parse(g, d, "3")
    assert show(g, d, third) in lines[2]


def test_names_may_be_printed_names_or_beginnings(
    decisions: list[tuple[GameState, Decision, object]],
) -> None:
    g, d, _ = next(
        (g, d, a)
        for g, d, a in decisions
        if d.kind == "tta_action"
        and any(o["type"] == "tta_build" and o["tech"] == "bronze" for o in d.options["actions"])
    )
    assert parse(g, d, "build Bronze") == parse(g, d, "build bron")
    with pytest.raises(NotUnderstood, match="Name the card and what it becomes"):
        parse(g, d, "upgrade bronze")
    with pytest.raises(NotUnderstood, match="Start with one of"):
        parse(g, d, "dance")
