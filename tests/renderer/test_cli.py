"""civbot.render.render_command: save file in, PNG out."""

from __future__ import annotations

from pathlib import Path

from civbot.render import render_command
from civbot.simulate import simulate
from engine import save_text


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


def test_render_draws_the_picture_in_the_language_asked(tmp_path: Path) -> None:
    from civbot.cli import main

    save = tmp_path / "game.json"
    played = simulate(3, 2, seed=5)
    assert played.record is not None
    save.write_text(save_text(played.record, played.game))
    english, russian = tmp_path / "en.png", tmp_path / "ru.png"
    assert main(["render", str(save), "--out", str(english), "--region", "greece"]) == 0
    assert main(["render", str(save), "--out", str(russian), "--region", "greece", "--lang", "ru"]) == 0
    assert russian.read_bytes() != english.read_bytes()
    assert main(["render", str(save), "--out", str(english), "--lang", "de"]) == 2


def test_demo_and_play_take_the_pictures_language() -> None:
    from civbot.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["demo", "--lang", "el"]).lang == "el"
    assert parser.parse_args(["play", "--lang", "nl"]).lang == "nl"
    assert parser.parse_args(["play"]).lang == "en"


def test_the_demos_workers_draw_in_the_language_they_are_given(tmp_path: Path) -> None:
    """The demo renders on worker processes, which do not inherit the language spoken."""
    from civbot.games.civ.demo import _render_to
    from i18n.catalog import speaking
    from renderer import render
    from renderer.png import compact_png
    from tests.renderer.fixtures import load_view

    view = load_view("empty")
    path = _render_to(str(tmp_path / "board.png"), view, "sv")
    with speaking("sv"):
        assert Path(path).read_bytes() == compact_png(render(view))
