"""Engine benchmark: rounds and whole games per second of the random simulation, 2/4/7 players.

    python -m bench.engine [--rounds 20] [--seeds 5] [--games 30]

* rounds/s: random players play ``--rounds`` rounds of the full game (all 13 phases).
* games/s: ``--games`` whole games per player count: the full game capped at 25 rounds (random
  players rarely earn the points to finish it) and the short game (first line, position 9)
  played to its winner or 150 rounds.

All player counts are measured in one run, so their ratios are comparable on a noisy machine.
Invariant checks are included, as in ``civbot simulate``.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from civbot.simulate import simulate
from engine.civ.options import Options

COUNTS = (2, 4, 7)


def rounds_per_second(players: int, rounds: int, seeds: int) -> tuple[float, float, int]:
    """(rounds per second, actions per second, rounds played) over ``seeds`` games."""
    played = actions = 0
    start = time.perf_counter()
    for seed in range(1, seeds + 1):
        result = simulate(players, rounds, seed)
        played += result.rounds
        actions += result.actions
    elapsed = time.perf_counter() - start
    return played / elapsed, actions / elapsed, played


def games_per_second(players: int, games: int, options: Options, cap: int) -> tuple[float, int]:
    """(games per second, games that reached a winner)."""
    won = 0
    start = time.perf_counter()
    for seed in range(1, games + 1):
        won += simulate(players, cap, seed, options).game.finished
    return games / (time.perf_counter() - start), won


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    header = ("players", "rounds/s", "actions/s", "full games/s", "short games/s", "won")
    print("{:>7} {:>9} {:>10} {:>13} {:>14} {:>5}".format(*header))
    base = None
    for players in COUNTS:
        rps, aps, _ = rounds_per_second(players, args.rounds, args.seeds)
        full_gps, _ = games_per_second(players, args.games, Options(), 25)
        short_gps, won = games_per_second(players, args.games, Options(variant="short", short_finish=9), 150)
        base = base or rps
        print(
            f"{players:>7} {rps:>9.1f} {aps:>10.0f} {full_gps:>13.2f} {short_gps:>14.2f} "
            f"{won:>2}/{args.games}   (rounds/s {rps / base:.2f}x the 2-player rate)"
        )


if __name__ == "__main__":
    main()
