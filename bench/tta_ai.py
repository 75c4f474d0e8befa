"""Through the Ages AI benchmark: how often each AI wins, and how much it thinks.

    python -m bench.tta_ai [--games 200] [--jobs 1] [--only NAME ...] [--budget NODES]

Each match-up is ``--games`` seeded whole games (every game is played to its end); the measured
AI's seat rotates with the seed. A game's winners share its victory (a tie of two counts half
for each), so a win rate is the AI's share of the victories. Reported per match-up: the win
rate, the baseline (1/N for one AI among N players), the mean culture of the AI and of the best
other player, the mean rounds, the CPU time of one decision of the measured AI (median and 99th
percentile, ``time.process_time``) and of all its decisions in a game (mean), and the games
per second. ``--budget``: the hard player's search budget per decision, in actions tried (its
default is ``ai.tta.search.DEFAULT_NODES``). Every match-up runs in the same run, so the
figures are comparable.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import platform
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from ai import Agent
from ai.tta.agent import TtaAgent
from ai.tta.match import play_tta
from ai.tta.search import DEFAULT_NODES
from engine.core.actions import Action
from engine.core.decisions import Decision

# name -> the kinds of the players; the first is the one measured, the others its opponents.
MATCHUPS: dict[str, list[str]] = {
    "hard vs 1 normal": ["hard", "normal"],
    "hard vs 3 normal": ["hard", "normal", "normal", "normal"],
    "normal vs 1 raider": ["normal", "raider"],
    "normal vs 1 easy": ["normal", "easy"],
    "normal vs 3 random": ["normal", "random", "random", "random"],
    "easy vs 1 random": ["easy", "random"],
}


@dataclass
class GameFigures:
    share: float  # the measured player's share of the victory (0, 1, or 1/winners)
    culture: int
    best_other: int
    rounds: int
    decisions: list[float] = field(default_factory=list)  # CPU seconds per decision of the AI


class Timed:
    """An agent whose decision times are recorded."""

    def __init__(self, inner: Agent, times: list[float]) -> None:
        self.inner, self.times = inner, times

    def act(self, g: Any, d: Decision) -> Action:
        start = time.process_time()
        try:
            return self.inner.act(g, d)
        finally:
            self.times.append(time.process_time() - start)


def one_game(kinds: list[str], seed: int, budget: int | None = None) -> GameFigures:
    seat = seed % len(kinds)
    seated = kinds[1:]
    seated.insert(seat, kinds[0])
    me = f"p{seat + 1}"
    times: list[float] = []

    def wrap(p: str, a: Agent) -> Agent:
        if budget is not None and isinstance(a, TtaAgent):
            a.nodes = budget
        return Timed(a, times) if p == me else a

    result = play_tta(seated, seed, wrap=wrap)
    g = result.game
    others = [g.ps(p).culture for p in g.players if p != me]
    share = 1 / len(g.winners) if me in g.winners else 0.0
    return GameFigures(share, g.ps(me).culture, max(others), g.round, times)


def run(name: str, games: int, jobs: int, budget: int | None = None) -> dict[str, float]:
    kinds = MATCHUPS[name]
    start = time.perf_counter()
    seeds = range(1, games + 1)
    if jobs > 1:
        with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
            figures = list(pool.map(one_game, [kinds] * games, seeds, [budget] * games))
    else:
        figures = [one_game(kinds, s, budget) for s in seeds]
    elapsed = time.perf_counter() - start
    times = sorted(t for f in figures for t in f.decisions)
    return {
        "games": games,
        "win_rate": sum(f.share for f in figures) / games,
        "baseline": 1 / len(kinds),
        "culture": statistics.mean(f.culture for f in figures),
        "best_other": statistics.mean(f.best_other for f in figures),
        "rounds": statistics.mean(f.rounds for f in figures),
        "median_ms": 1000 * statistics.median(times),
        "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))],
        "game_s": statistics.mean(sum(f.decisions) for f in figures),
        "games_per_s": games / elapsed,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--only", choices=tuple(MATCHUPS), nargs="+", default=None, help="some match-ups")
    parser.add_argument("--budget", type=int, default=None, help="the hard player's nodes per decision")
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    budget = args.budget or DEFAULT_NODES
    print(f"{args.games} seeded whole games per match-up, {args.jobs} worker process(es)")
    print(f"hard search budget: {budget} nodes (actions tried) per decision")
    header = "{:<22} {:>8} {:>8} {:>8} {:>10} {:>7} {:>9} {:>8} {:>9} {:>8}"
    print(
        header.format(
            "match-up",
            "win rate",
            "baseline",
            "culture",
            "best other",
            "rounds",
            "median ms",
            "p99 ms",
            "AI s/game",
            "games/s",
        )
    )
    for name in args.only or list(MATCHUPS):
        r = run(name, args.games, args.jobs, args.budget)
        print(
            f"{name:<22} {r['win_rate']:>8.1%} {r['baseline']:>8.1%} {r['culture']:>8.1f} "
            f"{r['best_other']:>10.1f} {r['rounds']:>7.1f} {r['median_ms']:>9.1f} {r['p99_ms']:>8.1f} "
            f"{r['game_s']:>9.2f} {r['games_per_s']:>8.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
