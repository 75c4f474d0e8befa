"""Golden images of the board. After an intended change to the renderer, regenerate them with
``PYTHONPATH=. python -m tests.renderer.test_golden [NAME ...]`` and look at every image before
committing."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderer import render
from tests.renderer.fixtures import load_view
from tests.renderer.imagecompare import GOLDEN, assert_matches_golden
from tests.renderer.pictures import CASES


def _render(view_name: str, region: str | None) -> Image.Image:
    return Image.open(io.BytesIO(render(load_view(view_name), region)))


@pytest.mark.parametrize(("golden", "view_name", "region"), CASES, ids=[c[0] for c in CASES])
def test_matches_golden(golden: str, view_name: str, region: str | None) -> None:
    assert_matches_golden(_render(view_name, region), golden)


def regenerate(names: list[str] | None = None) -> None:
    for golden, view_name, region in CASES:
        if names and golden not in names:
            continue
        _render(view_name, region).save(GOLDEN / f"{golden}.png", optimize=True)
        print(f"wrote tests/golden/{golden}.png")


if __name__ == "__main__":
    import sys

    regenerate(sys.argv[1:])
