"""A digest of the seeded random playouts, to prove a speed-up plays exactly the same games: for a
fixed sample of seeds in the shapes of the playout tests (Civilization 2-7 players, 25 rounds,
every tenth seed checking the views; Advanced Civilization 3-8 players, 20 turns; Through the
Ages 3 players to the end), the hash of every action played, the final state hash and the
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

from bench.common import header
from civbot.simulate import simulate
from engine import state_hash

# (game, player counts, seeds per count, first seed of a count, rounds): the sample.
SAMPLE = (
    ("civ1980", range(2, 8), 10, lambda players: 1, 25),
    ("advciv", range(3, 9), 10, lambda players: 1000 + players * 1000, 20),
    ("tta", range(3, 4), 4, lambda players: 1, 10_000),
)


def digest_of(game: str, players: int, seed: int, rounds: int) -> str:
    """The actions, final state and violations of one game, hashed."""
    result = simulate(players, rounds, seed, check_views=seed % 10 == 0, game=game)
    assert result.record is not None
    actions = hashlib.sha256(json.dumps(result.record.actions, sort_keys=True).encode()).hexdigest()
    violations = hashlib.sha256(json.dumps(result.violations).encode()).hexdigest()
    return f"{actions[:16]} {state_hash(result.game)[:16]} {violations[:8]} {result.actions}"


def digests(games: list[str] | None) -> tuple[dict[str, str], dict[str, float]]:
    out: dict[str, str] = {}
    cpu: dict[str, float] = {}
    for game, counts, per_count, first, rounds in SAMPLE:
        if games and game not in games:
            continue
        start = time.process_time()
        for players in counts:
            for seed in range(first(players), first(players) + per_count):
                out[f"{game} {players}p seed {seed}"] = digest_of(game, players, seed, rounds)
        cpu[game] = time.process_time() - start
    return out, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--compare", help="a JSON file this printed before")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
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
