"""Market's pictures through the renderer's shared entry points (``renderer.render``,
``render_hand``, ``picture_names``) and ``civbot render``: a picture for a position of each
phase, the hand from its merchant's view only, and a refusal for what does not exist."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import engine
import renderer
from civbot.cli import main
from engine import GameSpec
from tests.market.positions import position
from tests.market.state import Offer, Pass


def size(png: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(png)) as image:
        return image.size


def positions() -> dict[str, Any]:
    """A position of each phase: the offers, keeping a drawn good, the game's end."""
    offers = position({"a": [5, 9], "b": [2]})
    keeping = position({"a": [5, 9], "b": [2]})
    engine.apply(keeping, Offer("a", 9))
    engine.apply(keeping, Pass("b"))
    over = position({"a": [5], "b": [2]}, rounds=3, round=3, phase="over", finished=True, winners=["a"])
    return {"bidding": offers, "keeping": keeping, "over": over}


def test_every_phase_has_its_public_picture_and_each_merchant_his_hand(market: GameSpec) -> None:
    assert renderer.picture_names("market") == ["stalls"]
    for phase, g in positions().items():
        assert g.phase == phase
        for name in (None, "stalls"):
            assert size(renderer.render(engine.view_for(g, None), name))[0] == 520
        for seat in g.players:
            assert size(renderer.render_hand(engine.view_for(g, seat)))[1] > 0


def test_a_picture_that_could_show_a_secret_or_does_not_exist_is_refused(market: GameSpec) -> None:
    g = positions()["keeping"]
    with pytest.raises(ValueError, match="what everyone sees only"):
        renderer.render(engine.view_for(g, "a"))
    with pytest.raises(ValueError, match="its merchant's own view only"):
        renderer.render_hand(engine.view_for(g, None))
    with pytest.raises(ValueError, match=r"There is no picture 'board'; pictures: stalls\."):
        renderer.render(engine.view_for(g, None), "board")


def test_civbot_render_draws_a_saved_market(
    market: GameSpec, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save, out = tmp_path / "m.save.json", tmp_path / "m.png"
    assert main(["simulate", "--game", "market", "--players", "3", "--save", str(save)]) == 0
    assert main(["render", str(save), "--out", str(out)]) == 0
    assert size(out.read_bytes())[0] == 520
    assert main(["render", str(save), "--out", str(out), "--region", "nowhere"]) == 2
    assert capsys.readouterr().err == "civbot render: There is no picture 'nowhere'; pictures: stalls.\n"


def test_without_the_fixture_there_are_no_market_pictures() -> None:
    assert renderer.picture_names("market") == []
