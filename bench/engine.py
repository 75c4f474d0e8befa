"""Engine benchmark: rounds per second of the random simulation for 2, 4 and 7 players.

    python -m bench.engine [--rounds 20] [--seeds 5]

All player counts are measured in one run, so their ratios are comparable even on a noisy
machine. Invariant checks are included, as in ``civbot simulate``.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from civbot.simulate import simulate


def measure(players: int, rounds: int, seeds: int) -> tuple[float, float, int]:
    """(rounds per second, actions per second, rounds played) over ``seeds`` games."""
    played = actions = 0
    start = time.perf_counter()
    for seed in range(1, seeds + 1):
        result = simulate(players, rounds, seed)
        played += result.rounds
        actions += result.actions
    elapsed = time.perf_counter() - start
    return played / elapsed, actions / elapsed, played


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    print(
        f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    print(f"{'players':>7} {'rounds':>7} {'rounds/s':>9} {'actions/s':>10}")
    baseline = None
    for players in (2, 4, 7):
        rps, aps, played = measure(players, args.rounds, args.seeds)
        baseline = baseline or rps
        print(
            f"{players:>7} {played:>7} {rps:>9.1f} {aps:>10.0f}   ({rps / baseline:.2f}x the 2-player rate)"
        )


if __name__ == "__main__":
    main()
