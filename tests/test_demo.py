"""civbot demo runs end to end on a small game and writes its whole record."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from civbot.cli import main


def test_demo_writes_boards_final_board_log_save_and_charts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "demo"
    # Every phase of round 1 and of the last round only (--every 100): each board drawn costs
    # a tenth of a second, and every tenth round's phases tested nothing more.
    code = main(
        ["demo", "--players", "2", "--seed", "3", "--out", str(out), "--every", "100", "--every-phase"]
    )
    printed = capsys.readouterr().out
    assert code == 0
    boards = sorted((out / "boards").glob("*.png"))
    assert len(boards) >= 13  # every phase of round 1 at least
    assert any(b.name.startswith("round-01-") for b in boards)
    for name in (
        "final-board.png",
        "chart-ast-position.png",
        "chart-cities.png",
        "chart-civ-card-points.png",
    ):
        with Image.open(out / name) as image:
            assert image.size[0] > 500
    log = (out / "game-log.txt").read_text(encoding="utf-8")
    assert "=== Round 1 ===" in log and "Final standings:" in log and "wins the game" in log
    assert (out / "game.save.json").exists()
    assert str(out / "final-board.png") in printed and "won in round" in printed
    # The progress table ends with the round the game was won in.
    last = int(printed.split("won in round ")[1].split(".")[0])
    rows = [line for line in printed.splitlines() if line.startswith("round ")]
    assert rows[-1].startswith(f"round {last:>2} |")
    # File names carry the rules' phase numbers (5.3): 13 is AST movement, and the return of
    # excess cards shares number 11 with the civilization cards it follows.
    names = {b.name for b in boards}
    assert {"round-01-01-taxation.png", "round-01-11-excess-cards.png", "round-01-13-ast.png"} <= names
    assert not any(n.startswith("round-01-14") for n in names)


def test_by_default_the_demo_draws_one_board_per_selected_round_in_a_palette(tmp_path: Path) -> None:
    """Small by default (issue 26): the board at the end of round 1, of every 5th and of the last,
    as palette PNGs; the full series is behind --every-phase."""
    from civbot.games.civ.demo import run_demo

    result = run_demo(3, 4, tmp_path, every=5, max_rounds=11, progress=lambda line: None)
    names = [b.name for b in result.boards]
    assert names == ["round-01.png", "round-05.png", "round-10.png", f"round-{result.game.round:02d}.png"]
    for board in result.boards:
        with Image.open(board) as image:
            assert image.mode == "P" and image.size[0] > 2000
    assert sum(b.stat().st_size for b in result.boards) < 4 * 600_000


def test_every_phase_is_refused_for_through_the_ages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--game", "tta", "--every-phase"]) == 2
    assert capsys.readouterr().err.strip() == (
        "civbot demo: --every-phase is for the Civilization games: Through the Ages has no phases"
    )


def test_demo_game_log_never_shows_a_hand(tmp_path: Path) -> None:
    from civbot.games.civ.demo import run_demo

    result = run_demo(3, 4, tmp_path, every=100, max_rounds=6, progress=lambda line: None)
    log = (tmp_path / "game-log.txt").read_text(encoding="utf-8")
    assert "drew" in log
    assert result.violations == 0
    for word in ("Hides", "Ochre", "Papyrus"):
        assert word not in log  # drawn and traded cards are secret


def test_advanced_civilization_demo_ends_with_a_winner_a_score_table_and_victory_points(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The demo plays Advanced Civilization though Discord does not offer it yet: boards, the
    log with the whole scoring table (000 §35), the save file and a chart of victory points."""
    from engine import load_save_text

    out = tmp_path / "demo"
    code = main(
        ["demo", "--game", "advciv", "--players", "2", "--seed", "3", "--out", str(out), "--every", "50"]
    )
    printed = capsys.readouterr().out
    assert code == 0 and "Advanced Civilization, 2 AI players" in printed and "won in round" in printed
    assert "round-01.png" in {b.name for b in (out / "boards").glob("*")}
    for name in ("final-board.png", "chart-victory-points.png", "chart-civ-card-points.png"):
        with Image.open(out / name) as image:
            assert image.size[0] > 500
    log = (out / "game-log.txt").read_text(encoding="utf-8")
    standings = log.split("Final standings:")[1].strip().splitlines()
    assert len(standings) == 2 and "(winner)" in standings[0]
    assert all(" points = cards " in row and " + hand " in row for row in standings)
    g = load_save_text((out / "game.save.json").read_text(encoding="utf-8"))
    assert g.game == "advciv" and g.finished and g.winners
