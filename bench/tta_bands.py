"""Through the Ages: do all-AI games look like people's games? The human bands, and the CPU of
whole games.

    python -m bench.tta_bands [--games 200] [--players 2 3 4] [--kind normal] [--cpu-seeds 7] [--jobs 1]

``--games`` seeded whole games of ``--kind`` AIs in every seat, per player count, counted from
their public events (``ai.games.tta.census``) and printed beside the figures of 1,011 finished games of
people on boardgaming-online.com (published by the ptarjan/tta-ai project, docs/HUMAN_PLAY.md).
CPU: ``time.process_time`` of whole 4-player games of ``--kind`` AIs, seeds 1 to ``--cpu-seeds``
(median and slowest), the engine and the AIs together, invariants not checked, one process. The
census games may be played by ``--jobs`` worker processes (the same games). ``--kind before``:
main's AI before issue 25 in every seat (``bench.tta_before``), for the before figures.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import platform
import statistics
import time

from ai.games.tta.census import Bands, Census, bands
from ai.games.tta.match import ActionHook, TtaMatch, play_tta
from bench.tta_before import before_agent

# The human figures for 2 / 3 / 4 players (issue 25).
HUMAN = {
    2: "19.4 rounds, 160 culture, aggression 64%, war 33%, pact -, government ~12, wonders 2.7, civil 34",
    3: "18.6 rounds, 177 culture, aggression 67%, war 31%, pact 55%, government ~11, wonders 2.5, civil 29",
    4: "19.2 rounds, 195 culture, aggression 83%, war 37%, pact 96%, government ~12, wonders 2.5, civil 30",
}
HEADER = (
    f"{'players':>7} {'games':>5} {'rounds':>6} {'culture':>7} {'aggr.':>6} {'war':>5} {'pact':>5} "
    f"{'gov. rd':>7} {'never':>5} {'wonders':>7} {'civil':>5} {'colon.':>6} {'units':>5}"
)


def played(kind: str, players: int, seed: int, on_action: ActionHook | None = None) -> TtaMatch:
    """A whole game of ``kind`` AIs in every seat; "before": main's AI before issue 25
    (``bench.tta_before``), each seat with the seed its agent would have had."""
    if kind != "before":
        return play_tta([kind] * players, seed, on_action=on_action)
    ids = [f"p{i + 1}" for i in range(players)]
    return play_tta(
        ["normal"] * players,
        seed,
        on_action=on_action,
        wrap=lambda p, _agent: before_agent(seed * 1000 + ids.index(p)),
    )


def census_of(kind: str, players: int, seed: int) -> Census:
    census = Census()
    census.finish(played(kind, players, seed, census.count).game)
    return census


def row(players: int, b: Bands) -> str:
    return (
        f"{players:>7} {b.games:>5} {b.rounds:>6.1f} {b.culture:>7.1f} {b.aggression_games:>6.0%} "
        f"{b.war_games:>5.0%} {b.pact_games if players > 2 else 0:>5.0%} {b.first_government:>7.1f} "
        f"{b.never_changed:>5.0%} {b.wonders:>7.2f} {b.civil_taken:>5.1f} {b.colonized_games:>6.0%} "
        f"{b.units:>5.1f}"
    )


def cpu_per_game(kind: str, seeds: int) -> list[float]:
    times = []
    for seed in range(1, seeds + 1):
        start = time.process_time()
        played(kind, 4, seed)
        times.append(time.process_time() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--kind", default="normal", help="an AI kind, or before (main's AI before issue 25)")
    parser.add_argument("--cpu-seeds", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the census games")
    args = parser.parse_args(argv)
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{args.games} seeded whole games per player count, {args.kind} AIs in every seat")
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(HEADER)
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for players in args.players:
            seeds = range(1, args.games + 1)
            games = list(pool.map(census_of, [args.kind] * args.games, [players] * args.games, seeds))
            print(row(players, bands(games)), flush=True)
    print("people (boardgaming-online.com, 1,011 games):")
    for players, text in HUMAN.items():
        print(f"{players:>7}  {text}")
    if args.cpu_seeds:
        times = cpu_per_game(args.kind, args.cpu_seeds)
        each = ", ".join(f"{t:.2f}" for t in times)
        print(
            f"CPU of a whole 4-player game, seeds 1-{args.cpu_seeds}: "
            f"median {statistics.median(times):.2f} s, slowest {max(times):.2f} s ({each})"
        )
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
