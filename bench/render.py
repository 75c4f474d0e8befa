"""Renderer benchmark: full-board render time against a bare PNG encode of the same size, for
a crowded Civilization (1980) board and Advanced Civilization boards for two and eight players.

    python -m bench.render [--repeat 9]

Both are measured in the same run (median of ``--repeat``), so the ratio is meaningful on a
noisy machine. The base layer is cached per process; its one-off cost is reported apart. The
renderer remembers where it placed each group of pieces (``renderer.games.civ.layout``): a board drawn
again, like the areas a game's next board did not change, places its pieces at once; "every
piece placed afresh" forgets those placements before each render (the search's whole cost).
``--game-boards`` also draws, in turn, the board after every phase of rounds 10-14 of a
7-player Civilization game of normal AIs (each once, as the bot posts them): the sum of the
renders against the sum of the bare encodes, with the placements remembered from board to
board and forgotten before each.
Goals: full board under 0.3 s, at most 3x the bare encode, PNG under 8 MB (issue 29: the
crowded board at most 1.5x the bare encode).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from PIL import Image

from ai import agent_for
from engine import apply, new_game, pending, view_for
from renderer.games.civ.layout import forget_placements
from renderer.games.civ.render import compose, render
from renderer.png import encode_png
from tests.renderer.fixtures import load_view
from tests.renderer.pictures import board_game


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
    game = board_game(view)
    start = time.perf_counter()
    png = render(view, game)  # fills the base-layer and sprite caches
    first = time.perf_counter() - start
    image = compose(view, game)
    # The bare encode gets a typical map image of the same size (same encoder settings), so
    # the ratio says what drawing costs on top of the unavoidable encode.
    bare = Image.new("RGB", image.size)
    bare.paste(image)
    full, encode, region, searched = median_seconds(
        [
            lambda: render(view, game),
            lambda: encode_png(bare),
            lambda: render(view, game, "greece"),
            lambda: (forget_placements(), render(view, game)),
        ],
        repeat,
    )
    print(f"{name}: image {image.width}x{image.height}, PNG {len(png):,} bytes")
    print(f"  first render (builds caches): {first:.3f} s")
    print(f"  full board render: {full:.3f} s (median of {repeat})")
    print(f"  bare PNG encode:   {encode:.3f} s")
    print(f"  ratio render/encode: {full / encode:.2f}")
    print(f"  every piece placed afresh: {searched:.3f} s, ratio {searched / encode:.2f}")
    print(f"  region crop (greece, cached): {region:.3f} s")
    ok = full < 0.3 and full / encode <= 3 and len(png) < 8_000_000
    print("  goals met" if ok else "  GOALS NOT MET (0.3 s, 3x encode, 8 MB)")
    return ok


def game_views(first: int = 10, last: int = 14, seed: int = 1) -> list[dict[str, Any]]:
    """The observer's view after every phase of rounds ``first``-``last`` of a 7-player
    Civilization game of normal AIs."""
    ids = [f"p{i + 1}" for i in range(7)]
    agents = {p: agent_for("normal", seed * 1000 + i) for i, p in enumerate(ids)}
    g = new_game(ids, None, seed)
    views = []
    while not g.finished and g.round <= last:
        d = pending(g)[0]
        phase = g.phase
        apply(g, agents[d.player].act(g, d))
        if g.phase != phase and first <= g.round:
            views.append(view_for(g, None, "observer"))
    return views


def measure_game_boards() -> None:
    views = game_views()
    renders, searched, encodes = 0.0, 0.0, 0.0
    for view in views:
        start = time.perf_counter()
        render(view, board_game(view))  # what the boards before left remembered
        renders += time.perf_counter() - start
        forget_placements()
        start = time.perf_counter()
        render(view, board_game(view))
        searched += time.perf_counter() - start
        image = compose(view, board_game(view))
        bare = Image.new("RGB", image.size)
        bare.paste(image)
        start = time.perf_counter()
        encode_png(bare)
        encodes += time.perf_counter() - start
    print(f"a game's boards, rounds 10-14 ({len(views)} boards, each drawn once in turn):")
    for label, seconds in (("placements remembered", renders), ("every piece placed afresh", searched)):
        print(f"  {label}: {seconds / len(views):.3f} s a board, ratio {seconds / encodes:.2f}")


# Civilization (1980) crowded with 7 players; Advanced Civilization with 2 (the smallest cut of
# the board) and 8 (neutral pieces, five card groups, victory points, a panel taller than the map).
VIEWS = ("crowded-7p", "advciv-2p", "advciv-8p")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--game-boards", action="store_true", help="also a game's boards in turn")
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    results = [measure(name, args.repeat) for name in VIEWS]
    if args.game_boards:
        measure_game_boards()
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
