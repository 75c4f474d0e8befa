"""Replay of a long game's log: the time to rebuild a game from its action log alone
(``engine.replay``, what the bot does when a game has no usable snapshot), for every offered game.

    python -m bench.replay [--actions 4000] [--repeat 5] [--game civ1980 ...]

The log: the first ``--actions`` actions of a game of easy AIs at the game's largest player
count, seed 1 (easy AIs play the longest games: they seldom finish). A game that ends sooner is
replayed whole, and its length is printed. CPU time (``time.process_time``: the machine is
shared, and a replay uses one core), median of ``--repeat`` replays. Goal (issue 29): under
200 ms for 4,000 actions.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from bench.common import games_named, header, largest, play
from engine import GameRecord, replay, state_hash

GOAL_S = 0.2


def replay_seconds(record: GameRecord, repeat: int) -> tuple[float, str]:
    """The median CPU time of a whole replay of ``record``, and the final state's hash."""
    times = []
    g: Any = None
    for _ in range(repeat):
        start = time.process_time()
        g = replay(record)
        times.append(time.process_time() - start)
    return statistics.median(times), state_hash(g)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--actions", type=int, default=4000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--game", nargs="+", default=None, help="only these games (ids)")
    args = parser.parse_args(argv)
    print(header())
    print(f"{'game':<8} {'players':>7} {'actions':>8} {'rounds':>7} {'replay ms':>10} {'ms/1000':>8}  goal")
    met = True
    for game in games_named(args.game):
        played = play(game.id, ["easy"] * largest(game), 1, max_actions=args.actions)
        seconds, replayed = replay_seconds(played.record, args.repeat)
        assert replayed == played.hash, f"{game.id}: the replay differs from the game played"
        n = len(played.record.actions)
        ok = seconds < GOAL_S * n / args.actions
        met &= ok
        verdict = f"< {GOAL_S * 1000 * n / args.actions:.0f} ms " + ("met" if ok else "NOT MET")
        print(
            f"{game.id:<8} {largest(game):>7} {n:>8} {played.state.round:>7} {seconds * 1000:>10.1f} "
            f"{seconds * 1e6 / n:>8.1f}  {verdict}",
            flush=True,
        )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
