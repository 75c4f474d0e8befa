"""CPU of the normal Through the Ages AI per decision: every decision of seeded whole games of
four normal players (the games of ``bench.whole_games --game tta``), each timed with
``time.process_time`` around the agent's ``act`` (the engine's own work between decisions is
not counted).

    python -m bench.tta_decisions [--seeds 12] [--profile FILE]

A speed-up of the AI must leave every decision as it was, so the same seeds give the same
decisions before and after (check with ``bench.whole_games --hashes``): the figures compare
the same work. Printed: the decisions, their total CPU, the median, 99th percentile and
slowest decision, and the total per decision kind. ``--profile FILE``: also a cProfile of
the AI's decisions, written to FILE (``python -m pstats FILE``).
"""

from __future__ import annotations

import argparse
import cProfile
import time
from collections import defaultdict
from collections.abc import Callable

from ai import Agent, agent_for
from bench.common import header, pct
from engine import Action, Decision, apply, new_game, pending

PLAYERS = 4


def decision_times(seed: int, profiler: cProfile.Profile | None = None) -> list[tuple[str, float]]:
    """(decision kind, CPU seconds) of every decision of one game of normal players."""
    ids = [f"p{i + 1}" for i in range(PLAYERS)]
    agents: dict[str, Agent] = {p: agent_for("normal", seed * 1000 + i, "tta") for i, p in enumerate(ids)}
    g = new_game(ids, None, seed, "tta")
    out: list[tuple[str, float]] = []
    while not g.finished:
        d = pending(g)[0]
        act: Callable[[object, Decision], Action] = agents[d.player].act
        if profiler is not None:
            profiler.enable()
        start = time.process_time()
        action = act(g, d)
        out.append((d.kind, time.process_time() - start))
        if profiler is not None:
            profiler.disable()
        apply(g, action)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, default=12, help="seeds 1..N")
    parser.add_argument("--profile", default=None, help="write a cProfile of the decisions here")
    args = parser.parse_args(argv)
    profiler = cProfile.Profile() if args.profile else None
    print(header())
    timed = [t for seed in range(1, args.seeds + 1) for t in decision_times(seed, profiler)]
    times = [s for _, s in timed]
    per_kind: dict[str, float] = defaultdict(float)
    for kind, s in timed:
        per_kind[kind] += s
    print(
        f"tta, {PLAYERS} normal players, seeds 1-{args.seeds}: {len(times)} decisions, "
        f"{sum(times):.3f} s CPU, {1000 * sum(times) / len(times):.3f} ms a decision; "
        f"median {1000 * pct(times, 0.5):.3f} ms, p99 {1000 * pct(times, 0.99):.2f} ms, "
        f"slowest {1000 * max(times):.2f} ms"
    )
    for kind, s in sorted(per_kind.items(), key=lambda kv: -kv[1]):
        print(f"  {kind:<18} {s:8.3f} s")
    if profiler is not None:
        profiler.dump_stats(args.profile)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
