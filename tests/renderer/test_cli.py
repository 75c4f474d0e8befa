"""renderer.cli.render_command: save file in, PNG out."""

from __future__ import annotations

from pathlib import Path

from civbot.simulate import simulate
from engine import save_text
from renderer.cli import render_command


def test_render_command_writes_png(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    played = simulate(3, 3, seed=5)
    assert played.record is not None
    save.write_text(save_text(played.record, played.game))
    out = tmp_path / "board.png"
    assert render_command(str(save), str(out), None) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"
    assert render_command(str(save), str(tmp_path / "greece.png"), "greece") == 0


def test_render_command_rejects_bad_input(tmp_path: Path) -> None:
    assert render_command(str(tmp_path / "missing.json"), str(tmp_path / "x.png"), None) == 2
    save = tmp_path / "game.json"
    played = simulate(2, 1, seed=1)
    assert played.record is not None
    save.write_text(save_text(played.record, played.game))
    assert render_command(str(save), str(tmp_path / "x.png"), "atlantis") == 2
