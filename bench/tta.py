"""Through the Ages benchmark: whole games per second of random legal players, 2, 3 and 4 players.

    python -m bench.tta [--games 30] [--views]

Every game is played to its end, with the invariants checked after every action as in
``civbot simulate`` (cards conserved, tokens conserved, nothing negative); ``--views`` also
checks the secrecy of every view at the end of every phase. All player counts are measured in
one run, so their ratios are comparable on a noisy machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from civbot.simulate import simulate


def games_per_second(players: int, games: int, views: bool) -> tuple[float, float, float]:
    """(games per second, actions per second, mean rounds per game)."""
    actions = rounds = 0
    start = time.perf_counter()
    for seed in range(1, games + 1):
        result = simulate(players, 10_000, seed, game="tta", check_views=views)
        assert result.game.finished and not result.violations, (players, seed)
        actions += result.actions
        rounds += result.rounds
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, rounds / games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--views", action="store_true", help="check every view's secrecy at phase ends")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{args.games} whole games per player count{', views checked' if args.views else ''}")
    print("{:>7} {:>8} {:>10} {:>7}".format("players", "games/s", "actions/s", "rounds"))
    base = None
    for players in (2, 3, 4):
        gps, aps, rounds = games_per_second(players, args.games, args.views)
        base = base or gps
        print(f"{players:>7} {gps:>8.2f} {aps:>10.0f} {rounds:>7.1f}   ({gps / base:.2f}x the 2-player rate)")


if __name__ == "__main__":
    main()
