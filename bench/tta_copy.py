"""Through the Ages engine for search: the cost of copying a game and of applying one action.

    python -m bench.tta_copy [--games 3] [--players 4] [--every 5]

Positions: every ``--every``-th position of ``--games`` seeded whole games of random legal
players (``--players`` players), from the first round to the final scoring, steps owed by other
players included. Per position, in turns so that a change of load hits every figure alike:

- ``deepcopy``: ``copy.deepcopy`` of the whole state (what a search did before it had a copy
  of its own);
- ``copy_state``: the engine's structural copy (``engine.copy_state``);
- ``apply``: applying the action the game played there, to a copy (the copy not timed);
- ``copy+apply``: what one try of an action costs a search.

Reported: median and 99th percentile in microseconds, and the ratio to ``copy_state``.
"""

from __future__ import annotations

import argparse
import copy
import os
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

import engine
from ai.random_player import RandomPlayer
from engine.core.actions import Action
from engine.tta.flow import apply, pending
from engine.tta.setup_game import new_game
from engine.tta.state import GameState

Copier = Callable[[GameState], GameState]


def positions(games: int, players: int, every: int) -> list[tuple[GameState, Action]]:
    """(a copy of the position, the action played there) for every ``every``-th position."""
    out: list[tuple[GameState, Action]] = []
    for seed in range(1, games + 1):
        ids = [f"p{i + 1}" for i in range(players)]
        agents = {p: RandomPlayer(seed * 100 + i) for i, p in enumerate(ids)}
        g = new_game(ids, None, seed)
        n = 0
        while not g.finished:
            d = pending(g)[0]
            a = agents[d.player].act(g, d)
            if n % every == 0:
                out.append((copy.deepcopy(g), a))
            apply(g, a)
            n += 1
    return out


def _timed(fn: Callable[..., Any], *args: Any) -> float:
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def _copy_and_apply(copier: Copier, g: GameState, a: Action) -> None:
    apply(copier(g), a)


def measure(sample: list[tuple[GameState, Action]], copier: Copier) -> dict[str, list[float]]:
    """Seconds per position of each figure (measured in turns, position by position)."""
    out: dict[str, list[float]] = {"deepcopy": [], "copy_state": [], "apply": [], "copy+apply": []}
    for g, a in sample:
        out["deepcopy"].append(_timed(copy.deepcopy, g))
        out["copy_state"].append(_timed(copier, g))
        out["apply"].append(_timed(apply, copier(g), a))
        out["copy+apply"].append(_timed(_copy_and_apply, copier, g, a))
    return out


def summary(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return 1e6 * statistics.median(ordered), 1e6 * ordered[int(0.99 * (len(ordered) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--every", type=int, default=5)
    args = parser.parse_args(argv)
    sample = positions(args.games, args.players, args.every)
    times = measure(sample, engine.copy_state)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{len(sample)} positions of {args.games} games of {args.players} random players")
    base = statistics.median(times["copy_state"])
    print("{:<12} {:>10} {:>10} {:>14}".format("figure", "median µs", "p99 µs", "÷ copy_state"))
    for name, values in times.items():
        median, p99 = summary(values)
        print(f"{name:<12} {median:>10.1f} {p99:>10.1f} {statistics.median(values) / base:>14.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
