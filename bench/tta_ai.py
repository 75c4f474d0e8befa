"""Through the Ages AI benchmark: how often each AI wins, and how much it thinks.

    python -m bench.tta_ai [--games 200] [--jobs 1] [--only NAME ...] [--budget NODES]
                           [--record FILE] [--report FILE]

Each match-up is ``--games`` seeded whole games (every game is played to its end); the measured
AI's seat rotates with the seed. A game's winners share its victory (a tie of two counts half
for each), so a win rate is the AI's share of the victories; its 95% interval is Wilson's score
interval over the games. Reported per match-up: the win rate, the baseline (1/N for one AI
among N players), the mean culture of the AI and of the best other player, the mean rounds,
the CPU time of one decision of the measured AI (median, 99th percentile and slowest,
``time.process_time``), of all its decisions in a game and of the whole game (means).
``--budget``: the hard player's search budget per decision, in actions tried (its default is
``ai.games.tta.search.DEFAULT_NODES``).

"before: normal vs 1 raider" is main's AI before issue 25 (``bench.tta_before``) in the measured
seat. ``--record FILE`` appends one JSON line per game as it ends (so a run cut short still
counts, and runs on other seeds add up); ``--report FILE`` prints the table of a record.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import math
import os
import platform
import statistics
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO

from ai import Agent
from ai.games.tta.agent import TtaAgent
from ai.games.tta.match import play_tta
from ai.games.tta.search import DEFAULT_NODES
from bench.tta_before import before_agent
from engine.core.actions import Action
from engine.core.decisions import Decision

# name -> the kinds of the players; the first is the one measured, the others its opponents.
MATCHUPS: dict[str, list[str]] = {
    "hard vs 1 normal": ["hard", "normal"],
    "hard vs 3 normal": ["hard", "normal", "normal", "normal"],
    "normal vs 1 raider": ["normal", "raider"],
    "before: normal vs 1 raider": ["before", "raider"],
    "normal vs 1 easy": ["normal", "easy"],
    "normal vs 3 random": ["normal", "random", "random", "random"],
    "easy vs 1 random": ["easy", "random"],
}


@dataclass
class GameFigures:
    matchup: str
    seed: int
    share: float  # the measured player's share of the victory (0, 1, or 1/winners)
    culture: int
    best_other: int
    rounds: int
    game_cpu: float  # CPU seconds of the whole game (the engine and every player)
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


def one_game(name: str, seed: int, budget: int | None = None) -> GameFigures:
    kinds = MATCHUPS[name]
    seat = seed % len(kinds)
    seated = kinds[1:]
    # The old AI sits where a normal one was seated (same seed), then replaces it.
    seated.insert(seat, "normal" if kinds[0] == "before" else kinds[0])
    me = f"p{seat + 1}"
    times: list[float] = []

    def wrap(p: str, a: Agent) -> Agent:
        if budget is not None and isinstance(a, TtaAgent):
            a.nodes = budget
        if p != me:
            return a
        # The old AI gets the seed the seat's agent got (ai.games.tta.match.seats).
        return Timed(before_agent(seed * 1000 + seat) if kinds[0] == "before" else a, times)

    start = time.process_time()
    result = play_tta(seated, seed, wrap=wrap)
    game_cpu = time.process_time() - start
    g = result.game
    others = [g.ps(p).culture for p in g.players if p != me]
    share = 1 / len(g.winners) if me in g.winners else 0.0
    return GameFigures(name, seed, share, g.ps(me).culture, max(others), g.round, game_cpu, times)


def played(name: str, seeds: range, jobs: int, budget: int | None) -> Iterator[GameFigures]:
    """The games of one match-up, each as it ends (in the order of the seeds)."""
    if jobs <= 1:
        yield from (one_game(name, s, budget) for s in seeds)
        return
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(one_game, [name] * len(seeds), seeds, [budget] * len(seeds))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% score interval of a rate of ``wins`` in ``n`` (ties count as half wins)."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def summary(name: str, figures: list[GameFigures]) -> dict[str, float]:
    n = len(figures)
    times = sorted(t for f in figures for t in f.decisions)
    wins = sum(f.share for f in figures)
    low, high = wilson(wins, n)
    return {
        "games": n,
        "win_rate": wins / n,
        "low": low,
        "high": high,
        "baseline": 1 / len(MATCHUPS[name]),
        "culture": statistics.mean(f.culture for f in figures),
        "best_other": statistics.mean(f.best_other for f in figures),
        "rounds": statistics.mean(f.rounds for f in figures),
        "median_ms": 1000 * statistics.median(times),
        "p99_ms": 1000 * times[int(0.99 * (len(times) - 1))],
        "max_ms": 1000 * times[-1],
        "ai_s": statistics.mean(sum(f.decisions) for f in figures),
        "game_s": statistics.mean(f.game_cpu for f in figures),
    }


HEADER = (
    f"{'match-up':<28} {'games':>5} {'win rate':>8} {'95% interval':>13} {'baseline':>8} {'culture':>7} "
    f"{'best other':>10} {'rounds':>6} {'median ms':>9} {'p99 ms':>7} {'max ms':>7} {'AI s/game':>9} "
    f"{'game s':>6}"
)


def line(name: str, r: dict[str, float]) -> str:
    return (
        f"{name:<28} {r['games']:>5.0f} {r['win_rate']:>8.1%} {r['low']:>6.1%}-{r['high']:<6.1%} "
        f"{r['baseline']:>8.1%} {r['culture']:>7.1f} {r['best_other']:>10.1f} {r['rounds']:>6.1f} "
        f"{r['median_ms']:>9.1f} {r['p99_ms']:>7.1f} {r['max_ms']:>7.0f} {r['ai_s']:>9.2f} "
        f"{r['game_s']:>6.2f}"
    )


def table(figures: Iterable[GameFigures]) -> None:
    """The summary of every match-up among ``figures``, in the order of ``MATCHUPS``."""
    by_name: dict[str, list[GameFigures]] = {}
    for f in figures:
        by_name.setdefault(f.matchup, []).append(f)
    print(HEADER)
    for name in MATCHUPS:
        if name in by_name:
            print(line(name, summary(name, by_name[name])), flush=True)


def read_record(path: str) -> list[GameFigures]:
    with open(path) as f:
        return [GameFigures(**json.loads(text)) for text in f if text.strip()]


def run(args: argparse.Namespace, record: TextIO | None) -> None:
    print(HEADER)
    for name in args.only or list(MATCHUPS):
        figures = []
        for f in played(name, range(args.first_seed, args.first_seed + args.games), args.jobs, args.budget):
            figures.append(f)
            if record is not None:
                record.write(json.dumps(asdict(f)) + "\n")
                record.flush()
        print(line(name, summary(name, figures)), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--only", choices=tuple(MATCHUPS), nargs="+", default=None, help="some match-ups")
    parser.add_argument("--budget", type=int, default=None, help="the hard player's nodes per decision")
    parser.add_argument("--record", default=None, help="append each game's figures to this JSON-lines file")
    parser.add_argument("--report", default=None, help="print the table of a record instead of playing")
    args = parser.parse_args(argv)
    if args.report:
        table(read_record(args.report))
        return 0
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(
        f"{args.games} seeded whole games per match-up from seed {args.first_seed}, {args.jobs} process(es)"
    )
    print(f"hard search budget: {args.budget or DEFAULT_NODES} nodes (actions tried) per decision")
    if args.record:
        with open(args.record, "a") as record:
            run(args, record)
    else:
        run(args, None)
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
