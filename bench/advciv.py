"""Advanced Civilization benchmark: random games per second for 2, 5 and 8 players.

    python -m bench.advciv [--games 100] [--rounds 20] [--long 10]

* short games/s: ``--games`` seeded games per player count, ``--rounds`` turns each (the CI
  playout test plays 1,000 such games of 20 turns), invariants checked after every action as in
  ``civbot simulate``;
* whole games/s: ``--long`` games per count played to the end (a marker at the finish) or 200
  turns, with how many reached the end.

Every player count is measured in one run, so their ratios are comparable on a noisy machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from civbot.simulate import simulate

COUNTS = (2, 5, 8)


def games_per_second(players: int, games: int, rounds: int, first_seed: int) -> tuple[float, int, int]:
    """(games per second, actions per game, games that ended) over ``games`` seeded games."""
    actions = ended = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        result = simulate(players, rounds, seed, game="advciv")
        assert not result.violations, result.violations[:3]
        actions += result.actions
        ended += result.game.finished
    return games / (time.perf_counter() - start), actions // games, ended


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--long", type=int, default=10)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{'players':>7} {'games/s':>8} {'actions':>8}   {'whole games/s':>13} {'ended':>6} {'actions':>8}")
    for players in COUNTS:
        short, short_actions, _ = games_per_second(players, args.games, args.rounds, 1)
        whole, whole_actions, ended = games_per_second(players, args.long, 200, 10_000)
        row = f"{players:>7} {short:>8.2f} {short_actions:>8}   {whole:>13.3f}"
        print(f"{row} {ended:>3}/{args.long:<2} {whole_actions:>8}")


if __name__ == "__main__":
    main()
