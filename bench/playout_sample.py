"""CPU (``time.process_time``) of a sample of the playout tests' own games, per test: the first
17 seeds of each count of tests/test_full_games.py's thousand games (every tenth checking the
views), its short games to a winner (seed 1 of each count, every view checked), the first 14
seeds of each count of tests/test_playouts_advciv.py's thousand games and the first 17 of each
count of tests/tta/test_playouts.py. To compare two versions, run it from each checkout in turn,
alternately, in the same minutes (the games are the same: ``bench.playout_digest`` proves it):

    PYTHONPATH=/path/to/other/checkout python -m bench.playout_sample
    python -m bench.playout_sample
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from bench.common import header
from civbot.simulate import simulate
from engine.civ.options import Options


def _civ_thousand() -> None:
    for players in range(2, 8):
        for seed in range(1, 18):
            assert not simulate(players, 25, seed, check_views=seed % 10 == 0).violations


def _civ_short() -> None:
    short = Options(variant="short", short_finish=9)
    for players in range(2, 8):
        assert not simulate(players, 200, 1, short, check_views=True).violations


def _advciv_thousand() -> None:
    for players in range(2, 9):
        for seed in range(1000 + players * 1000, 1000 + players * 1000 + 14):
            assert not simulate(players, 20, seed, game="advciv").violations


def _tta() -> None:
    for players in (2, 3, 4):
        for seed in range(1, 18):
            assert not simulate(players, 10_000, seed, game="tta", check_views=seed % 10 == 0).violations


SAMPLE: dict[str, Callable[[], None]] = {
    "civ1980 thousand games": _civ_thousand,
    "civ1980 short games": _civ_short,
    "advciv thousand games": _advciv_thousand,
    "tta games": _tta,
}


def main() -> int:
    for game in ("civ1980", "advciv", "tta"):  # every module imported before timing
        simulate(2, 1, 1, game=game)
    print(header())
    total = 0.0
    for name, play in SAMPLE.items():
        start = time.process_time()
        play()
        seconds = time.process_time() - start
        total += seconds
        print(f"{name}: {seconds:.2f} s CPU")
    print(f"total: {total:.2f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
