"""CPU of the test suite's random playouts (``civbot.simulate``: random players, invariants after
every action), per game: Civilization 5 players 25 rounds, Advanced Civilization 5 players 20
turns, Through the Ages 3 players to the end; ``time.process_time`` summed over ``--seeds`` seeds.

Each game is played twice in the same run, alternately: as the engine plays it now, and with
every ``legal_actions`` call computing the pending decisions again to check its decision (as it
did before the engine remembered the decisions ``pending`` has just returned). The games are the
same both ways (their final state hashes are compared).

    python -m bench.playouts [--seeds 10]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

import engine
from bench.common import header
from civbot.simulate import simulate

# (game, players, rounds, first seed): the shapes of tests/test_full_games.py,
# tests/test_playouts_advciv.py and tests/tta/test_playouts.py.
SHAPES = (("civ1980", 5, 25, 1), ("advciv", 5, 20, 6000), ("tta", 3, 10_000, 1))


@contextmanager
def checked_in_full(on: bool) -> Iterator[None]:
    """With ``on``, ``legal_actions`` computes the pending decisions again every time."""
    if not on:
        yield
        return
    with mock.patch.object(engine, "_just_asked", lambda g, d: False):
        yield


def cpu(game: str, players: int, rounds: int, seed: int, full_check: bool) -> tuple[float, str]:
    with checked_in_full(full_check):
        start = time.process_time()
        result = simulate(players, rounds, seed, game=game)
        return time.process_time() - start, engine.state_hash(result.game)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args(argv)
    print(header())
    print("game     players  seeds  checked in full s  now s  now/before")
    same = True
    for game, players, rounds, first in SHAPES:
        before = now = 0.0
        for seed in range(first, first + args.seeds):
            b, hash_before = cpu(game, players, rounds, seed, True)
            n, hash_now = cpu(game, players, rounds, seed, False)
            before, now, same = before + b, now + n, same and hash_before == hash_now
        figures = f"{before:>18.2f} {now:>6.2f} {now / before:>11.2f}"
        print(f"{game:<8} {players:>7} {args.seeds:>6} {figures}", flush=True)
    print("the same games both ways" if same else "THE GAMES DIFFER")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
