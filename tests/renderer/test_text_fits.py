"""No text is cut or runs over its frame in any picture of any game (issue 26, item 4): every
golden picture is drawn again while ``text_frames.recording()`` measures each text it writes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageDraw

from renderer import render
from tests.renderer.text_frames import recording

PICTURES: dict[str, Callable[[], bytes]] = {}


def _golden_pictures() -> dict[str, Callable[[], bytes]]:
    from renderer.games.tta import render_tta, render_tta_hand_png
    from tests.renderer.fixtures import load_view
    from tests.renderer.test_golden import CASES
    from tests.renderer.test_tta_golden import PICTURES as TTA_PICTURES
    from tests.renderer.tta_fixtures import load_tta_view

    out: dict[str, Callable[[], bytes]] = {}
    for golden, view_name, region in CASES:
        out[golden] = lambda v=view_name, r=region: render(load_view(v), r)
    for picture in TTA_PICTURES:
        name = "tta-" + (picture or "overview").replace(":", "-")
        out[name] = lambda p=picture: render_tta(load_tta_view("observer"), p)
    out["tta-hand"] = lambda: render_tta_hand_png(load_tta_view("player"))
    return out


# The longest name Discord allows (32 characters), and a table at its fullest.
LONG_NAME = "Aristonikos of Pergamon the Grea"


def _crowded_tta_view() -> dict[str, Any]:
    """The golden observer view pushed to its limits: 32-character names, 12 workers and 8 stored
    tokens on one technology, a leader, five wonders, specials, colonies and a tactic."""
    from tests.renderer.tta_fixtures import load_tta_view

    view = load_tta_view("observer")
    view["names"] = {p: f"{LONG_NAME[: 32 - len(p)]}{p}" for p in view["names"]}
    p = view["players"][0]
    p["technologies"].update(agriculture=12, bronze=4)
    p["blue_tokens"] = {"bronze": 8, "agriculture": 11}
    p["leader"] = "christopher_columbus"
    p["wonders"] += [
        {"card": w, "homer": False, "ruined": w == "colossus"}
        for w in ("colossus", "great_wall", "library_of_alexandria")
    ]
    p["specials"] = ["navigation", "cartography"]
    p["colonies"] = ["wealthy_territory_ii", "inhabited_territory_i"]
    p["tactic"] = "conquistadors"
    return view


def _stressed_pictures() -> dict[str, Callable[[], bytes]]:
    from renderer.games.tta import render_tta

    return {
        f"tta-crowded-{picture}": lambda picture=picture: render_tta(_crowded_tta_view(), picture)
        for picture in ("table", "military", "tableau:p1")
    }


PICTURES = _golden_pictures() | _stressed_pictures()


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_every_text_fits_its_frame(name: str) -> None:
    with recording() as drawn:
        PICTURES[name]()
    assert drawn.texts, "the picture draws some text"
    misfits = drawn.misfits()
    assert not misfits, f"{len(misfits)} texts do not fit in {name}:\n" + "\n".join(misfits[:20])


def test_the_measure_sees_a_text_over_its_frame_and_a_cut_text() -> None:
    image = Image.new("RGB", (200, 100))
    with recording() as drawn:
        draw = ImageDraw.Draw(image)
        draw.rectangle((10, 10, 60, 60), outline=(255, 255, 255))
        draw.text((20, 20), "a long text over the tile", fill=(255, 255, 255))
        draw.text((20, 60), "cut short…", fill=(255, 255, 255))
        draw.text((150, 80), "off the edge", fill=(255, 255, 255))
        draw.text((300, 80), "wholly outside: a viewport", fill=(255, 255, 255))
        draw.text((15, 44), "fits", fill=(255, 255, 255))
    misfits = drawn.misfits()
    assert len(misfits) == 3
    assert "crosses the border" in misfits[0]
    assert "ellipsis" in misfits[1]
    assert "cut by the edge of its 200x100 picture" in misfits[2]
