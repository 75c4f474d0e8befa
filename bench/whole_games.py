"""CPU of whole all-AI games: every offered game at its largest player count (Civilization 7
players, Advanced Civilization 8, Through the Ages 4), a normal AI in every seat, played through
the engine's public interface to the game's end; ``time.process_time`` per game (the computer
players and the engine), the median of ``--seeds`` seeds (1..N).

    python -m bench.whole_games [--seeds 7] [--game civ1980 ...]
    python -m bench.whole_games --hashes 40 > before.json     # final state hash per seed
    python -m bench.whole_games --hashes 40 --compare before.json

``--hashes`` plays seeds 1..N of each game and prints the final state hash of each as JSON;
with ``--compare`` it checks them against a file printed before (a speed-up of the engine or
the AI must not change a single game: same choices, same results).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from bench.common import games_named, header, largest, play

# The goals of issue 29 (seconds of CPU per game, median of 7 seeds).
GOALS = {"civ1980": 1.0, "advciv": 1.5, "tta": 1.0}


def cpu_figures(game: str, players: int, seeds: int) -> dict[str, float]:
    times, rounds, actions = [], [], []
    for seed in range(1, seeds + 1):
        played = play(game, ["normal"] * players, seed)
        times.append(played.cpu_s)
        rounds.append(played.state.round)
        actions.append(len(played.record.actions))
    return {
        "median_s": statistics.median(times),
        "min_s": min(times),
        "max_s": max(times),
        "rounds": statistics.mean(rounds),
        "actions": statistics.mean(actions),
    }


def hashes(names: list[str] | None, seeds: int) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for game in games_named(names):
        out[game.id] = {
            str(s): play(game.id, ["normal"] * largest(game), s).hash for s in range(1, seeds + 1)
        }
    return out


def compare(now: dict[str, dict[str, str]], before: dict[str, dict[str, str]]) -> list[str]:
    """The games and seeds whose final state differs from ``before``."""
    return [
        f"{game} seed {seed}"
        for game, seeds in now.items()
        for seed, h in seeds.items()
        if before.get(game, {}).get(seed, h) != h
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, default=7)
    parser.add_argument("--game", nargs="+", default=None, help="only these games (ids)")
    parser.add_argument("--hashes", type=int, default=0, metavar="N", help="final state hashes of seeds 1..N")
    parser.add_argument("--compare", default=None, help="a file printed by --hashes before")
    args = parser.parse_args(argv)
    if args.hashes:
        now = hashes(args.game, args.hashes)
        if args.compare is None:
            print(json.dumps(now, indent=1, sort_keys=True))
            return 0
        with open(args.compare, encoding="utf-8") as f:
            differ = compare(now, json.load(f))
        total = sum(len(v) for v in now.values())
        print(f"{total - len(differ)} of {total} games identical", *differ, sep="\n  ")
        return 1 if differ else 0
    print(header())
    print("game     players  median s  min s  max s  rounds  actions  goal")
    met = True
    for game in games_named(args.game):
        players = largest(game)
        fig = cpu_figures(game.id, players, args.seeds)
        goal = GOALS.get(game.id)
        verdict = "" if goal is None else f"< {goal:g} s " + ("met" if fig["median_s"] < goal else "NOT MET")
        met &= goal is None or fig["median_s"] < goal
        print(
            f"{game.id:<8} {players:>7} {fig['median_s']:>9.3f} {fig['min_s']:>6.2f} {fig['max_s']:>6.2f} "
            f"{fig['rounds']:>7.1f} {fig['actions']:>8.0f}  {verdict}",
            flush=True,
        )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
