"""A digest of the seeded random playouts, to prove a speed-up plays exactly the same games: for a
fixed sample of seeds in the shapes of the playout tests (Civilization 2-7 players, 25 rounds,
every tenth seed checking the views; Civilization's short game to a winner or 200 rounds, every
view checked; Advanced Civilization 3-8 players, 20 turns; Through the Ages 3 players to the
end, 2-4 players, seeds 8-10), the hash of every action played, the final state hash and the
violations of each game, as JSON; and the CPU (``time.process_time``) of the sample per game.

    python -m bench.playout_digest > before.json
    python -m bench.playout_digest --compare before.json

With ``--compare`` it names every game that differs from the file printed before (exit 1).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bench.common import header
from civbot.simulate import simulate
from engine import state_hash
from engine.civ.options import Options

SHORT = Options(variant="short", short_finish=9)


@dataclass(frozen=True)
class Shape:
    """Some games of the sample: ``per_count`` seeds from ``first(players)`` for each count."""

    name: str
    game: str
    counts: range
    per_count: int
    first: Callable[[int], int]
    rounds: int
    options: Any = None
    every_view: bool = False


# The sample: the shapes of tests/test_full_games.py (the thousand games and the short games
# played to a winner, every view checked), tests/test_playouts_advciv.py and tests/tta.
SAMPLE = (
    Shape("civ1980", "civ1980", range(2, 8), 10, lambda players: 1, 25),
    Shape("civ1980-short", "civ1980", range(3, 8, 2), 1, lambda players: 1, 200, SHORT, True),
    Shape("advciv", "advciv", range(3, 9), 10, lambda players: 1000 + players * 1000, 20),
    # Seeds 8-10 for each count: the tenth checks the views, as in tests/tta/test_playouts.py.
    Shape("tta", "tta", range(2, 5), 3, lambda players: 8, 10_000),
)


def digest_of(shape: Shape, players: int, seed: int) -> str:
    """The actions, final state and violations of one game, hashed."""
    views = shape.every_view or seed % 10 == 0
    result = simulate(players, shape.rounds, seed, shape.options, check_views=views, game=shape.game)
    assert result.record is not None
    actions = hashlib.sha256(json.dumps(result.record.actions, sort_keys=True).encode()).hexdigest()
    violations = hashlib.sha256(json.dumps(result.violations).encode()).hexdigest()
    return f"{actions[:16]} {state_hash(result.game)[:16]} {violations[:8]} {result.actions}"


def digests(games: list[str] | None) -> tuple[dict[str, str], dict[str, float]]:
    out: dict[str, str] = {}
    cpu: dict[str, float] = {}
    for shape in SAMPLE:
        if games and shape.name not in games:
            continue
        start = time.process_time()
        for players in shape.counts:
            for seed in range(shape.first(players), shape.first(players) + shape.per_count):
                out[f"{shape.name} {players}p seed {seed}"] = digest_of(shape, players, seed)
        cpu[shape.name] = time.process_time() - start
    return out, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--compare", help="a JSON file this printed before")
    parser.add_argument(
        "--game", action="append", help="only this shape (civ1980, civ1980-short, advciv, tta)"
    )
    args = parser.parse_args(argv)
    now, cpu = digests(args.game)
    print(header(), file=sys.stderr)
    for game, seconds in cpu.items():
        print(f"{game}: {seconds:.2f} s CPU", file=sys.stderr)
    if not args.compare:
        print(json.dumps(now, indent=1))
        return 0
    with open(args.compare, encoding="utf-8") as f:
        before = json.load(f)
    differ = [k for k, v in now.items() if before.get(k, v) != v]
    missing = [k for k in now if k not in before]
    print(f"{len(now)} games compared, {len(differ)} differ, {len(missing)} not in the file", file=sys.stderr)
    for k in differ:
        print(f"DIFFERS: {k}", file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
