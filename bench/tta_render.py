"""Through the Ages images: each picture's render time against a bare PNG encode of the same size.

    python -m bench.tta_render [--repeat 15]

The pictures are drawn from a frozen 4-player view in Age II (``tests/golden/tta/``): the
overview the bot posts after each turn (card row, civilizations, military board), each part
alone, a tableau and a private hand. Both times are medians of ``--repeat`` runs taken in
turns, so the ratio holds on a noisy machine. The card tiles are cached per process; the
first render, which draws them, is reported apart. Goal: every picture at most 3x the encode.
"""

from __future__ import annotations

import argparse
import os
import platform
from collections.abc import Callable
from typing import Any

from PIL import Image

from bench.render import median_seconds
from renderer.games.tta import compose
from renderer.games.tta.hand import render_tta_hand
from renderer.png import encode_png
from tests.renderer.tta_fixtures import load_tta_view

GOAL = 3.0


def pictures(view: dict[str, Any], hand_view: dict[str, Any]) -> dict[str, Callable[[], Image.Image]]:
    first = view["players"][0]["player"]
    return {
        "overview": lambda: compose(view),
        "row": lambda: compose(view, "row"),
        "table": lambda: compose(view, "table"),
        "military": lambda: compose(view, "military"),
        "tableau": lambda: compose(view, f"tableau:{first}"),
        "hand": lambda: render_tta_hand(hand_view),
    }


def measure(draw: Callable[[], Image.Image], repeat: int) -> tuple[float, float, float, Image.Image]:
    """(render seconds, bare encode seconds, first render seconds, the image)."""
    first = median_seconds([lambda: encode_png(draw())], 1)[0]
    image = draw()
    bare = Image.new("RGB", image.size)
    bare.paste(image)
    full, encode = median_seconds([lambda: encode_png(draw()), lambda: encode_png(bare)], repeat)
    return full, encode, first, image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args(argv)
    view, hand_view = load_tta_view("observer"), load_tta_view("player")
    print(f"machine: {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
    columns = ("size", "PNG bytes", "first s", "render s", "encode s", "ratio")
    print(f"{'picture':<10} " + " ".join(f"{c:>10}" for c in columns))
    worst = 0.0
    for name, draw in pictures(view, hand_view).items():
        full, encode, first, image = measure(draw, args.repeat)
        ratio = full / encode
        worst = max(worst, ratio)
        figures = (f"{image.width}x{image.height}", f"{len(encode_png(image)):,}")
        times = (f"{first:.3f}", f"{full:.4f}", f"{encode:.4f}", f"{ratio:.2f}")
        print(f"{name:<10} " + " ".join(f"{c:>10}" for c in (*figures, *times)))
    print("goal met" if worst <= GOAL else f"GOAL NOT MET: worst ratio {worst:.2f} > {GOAL}")
    return 0 if worst <= GOAL else 1


if __name__ == "__main__":
    raise SystemExit(main())
