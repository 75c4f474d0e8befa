"""No text is cut or runs over its frame in any picture of any game (issue 26, item 4): every
golden picture is drawn again while ``text_frames.recording()`` measures each text it writes."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from tests.renderer.pictures import PICTURES
from tests.renderer.text_frames import recording


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
