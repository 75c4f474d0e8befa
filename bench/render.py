"""Renderer benchmark: full-board render time against a bare PNG encode of the same size, for
a crowded Civilization (1980) board and Advanced Civilization boards for two and eight players.

    python -m bench.render [--repeat 9]

Both are measured in the same run (median of ``--repeat``), so the ratio is meaningful on a
noisy machine. The base layer is cached per process; its one-off cost is reported apart.
Goals: full board under 0.3 s, at most 3x the bare encode, PNG under 8 MB.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable

from PIL import Image

from renderer.render import compose, encode_png, render
from tests.renderer.fixtures import load_view


def median_seconds(actions: list[Callable[[], object]], repeat: int) -> list[float]:
    """Median time of each action; the actions take turns, so machine noise hits all alike."""
    times: list[list[float]] = [[] for _ in actions]
    for _ in range(repeat):
        for i, action in enumerate(actions):
            start = time.perf_counter()
            action()
            times[i].append(time.perf_counter() - start)
    return [statistics.median(t) for t in times]


def measure(name: str, repeat: int) -> bool:
    """Print the figures of one stored view; whether its goals are met."""
    view = load_view(name)
    start = time.perf_counter()
    png = render(view)  # fills the base-layer and sprite caches
    first = time.perf_counter() - start
    image = compose(view)
    # The bare encode gets a typical map image of the same size (same encoder settings), so
    # the ratio says what drawing costs on top of the unavoidable encode.
    bare = Image.new("RGB", image.size)
    bare.paste(image)
    full, encode, region = median_seconds(
        [lambda: render(view), lambda: encode_png(bare), lambda: render(view, "greece")], repeat
    )
    print(f"{name}: image {image.width}x{image.height}, PNG {len(png):,} bytes")
    print(f"  first render (builds caches): {first:.3f} s")
    print(f"  full board render: {full:.3f} s (median of {repeat})")
    print(f"  bare PNG encode:   {encode:.3f} s")
    print(f"  ratio render/encode: {full / encode:.2f}")
    print(f"  region crop (greece, cached): {region:.3f} s")
    ok = full < 0.3 and full / encode <= 3 and len(png) < 8_000_000
    print("  goals met" if ok else "  GOALS NOT MET (0.3 s, 3x encode, 8 MB)")
    return ok


# Civilization (1980) crowded with 7 players; Advanced Civilization with 2 (the smallest cut of
# the board) and 8 (neutral pieces, five card groups, victory points, a panel taller than the map).
VIEWS = ("crowded-7p", "advciv-2p", "advciv-8p")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
    results = [measure(name, args.repeat) for name in VIEWS]
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
