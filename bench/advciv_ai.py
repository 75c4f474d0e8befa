"""Advanced Civilization AI benchmark: the heuristic player's win rate against random legal
players and against easy AIs, and the CPU time of whole all-AI games.

    python -m bench.advciv_ai [--games 200] [--players 4 8] [--rounds 80] [--speed-games 10]

Win rate: ``--games`` seeded whole games per figure, one normal AI against ``players - 1``
opponents (random legal players, or easy AIs), the AI's seat rotating with the seed. A game ends
when a marker reaches the finish (then the highest score wins, 000 §35) or after ``--rounds``
turns, scored the same way. A shared first place counts as a win. CPU: ``time.process_time`` of
whole all-AI games (a normal AI in every seat) for 2 to 8 players, invariants not checked.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from ai.games.civ.advciv.win_rate import win_rate
from ai.games.civ.match import play_match

GAME = "advciv"


def cpu_per_game(players: int, games: int, rounds: int) -> dict[str, float]:
    times: list[float] = []
    finished = total_rounds = 0
    for seed in range(1, games + 1):
        start = time.process_time()
        result = play_match(["normal"] * players, seed, max_rounds=rounds, check_invariants=False, game=GAME)
        times.append(time.process_time() - start)
        finished += result.finished
        total_rounds += result.rounds
    return {
        "mean_s": statistics.fmean(times),
        "max_s": max(times),
        "finished": finished / games,
        "mean_rounds": total_rounds / games,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[4, 8])
    parser.add_argument("--rounds", type=int, default=80)
    parser.add_argument("--speed-games", type=int, default=10)
    parser.add_argument("--skip-win-rate", action="store_true")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    if not args.skip_win_rate:
        for players in args.players:
            for opponents in ("random", "easy"):
                r = win_rate(opponents, args.games, players, args.rounds)
                print(
                    f"1 normal AI vs {players - 1} {opponents}, {r['games']:.0f} games: win rate "
                    f"{r['win_rate']:.1%} (baseline {r['baseline']:.1%}), "
                    f"reached the finish {r['finished']:.1%}",
                    flush=True,
                )
    print(f"{'players':>7} {'CPU s/game':>10} {'max s':>6} {'finished':>9} {'rounds':>7}   (all-AI, normal)")
    for players in range(2, 9):
        s = cpu_per_game(players, args.speed_games, args.rounds)
        row = f"{players:>7} {s['mean_s']:>10.2f} {s['max_s']:>6.2f}"
        print(f"{row} {s['finished']:>9.0%} {s['mean_rounds']:>7.1f}", flush=True)


if __name__ == "__main__":
    main()
