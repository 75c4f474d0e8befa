"""Legal-actions benchmark: for every offered game, how fast the engine lists a decision's legal
actions (``engine.legal_actions``, the full sample), how many it lists, how fast it checks one
(``engine.is_legal``), and how many decisions per second the random player answers.

    python -m bench.legal [--decisions 600]

Random players play each game at its largest player count; the figures are per decision met.
All games are measured in one run, so their ratios are comparable on a noisy machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from typing import Any

from ai.random_player import RandomPlayer
from engine import apply, is_legal, legal_actions, new_game, offered_games, pending


def measure(game: str, players: int, decisions: int) -> dict[str, float]:
    ids = [f"p{i + 1}" for i in range(players)]
    g: Any = new_game(ids, seed=1, game=game)
    seats = {p: RandomPlayer(i) for i, p in enumerate(ids)}
    listing = checking = playing = 0.0
    listed = checked = met = 0
    while met < decisions:
        if g.finished:
            g = new_game(ids, seed=met, game=game)
        d = pending(g)[0]
        start = time.perf_counter()
        actions = legal_actions(g, d, seed=met)
        listing += time.perf_counter() - start
        listed += len(actions)
        start = time.perf_counter()
        assert is_legal(g, actions[-1])
        checking += time.perf_counter() - start
        checked += 1
        start = time.perf_counter()
        action = seats[d.player].act(g, d)
        playing += time.perf_counter() - start
        apply(g, action)
        met += 1
    return {
        "lists/s": met / listing,
        "actions/list": listed / met,
        "checks/s": checked / checking,
        "random decisions/s": met / playing,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decisions", type=int, default=600)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{args.decisions} decisions per game, largest player count, random players")
    header = ("game", "players", "lists/s", "actions/list", "checks/s", "random decisions/s")
    print("{:>8} {:>7} {:>9} {:>12} {:>9} {:>18}".format(*header))
    for spec in offered_games():
        r = measure(spec.id, spec.max_players, args.decisions)
        print(
            f"{spec.id:>8} {spec.max_players:>7} {r['lists/s']:>9.0f} {r['actions/list']:>12.1f} "
            f"{r['checks/s']:>9.0f} {r['random decisions/s']:>18.0f}"
        )


if __name__ == "__main__":
    main()
