"""AI benchmark: the heuristic player's win rate against random legal players, whole AI games
per second for 2, 4 and 7 players, the memory of a game in progress, and the time to load a game
from its log with and without a snapshot.

    python -m bench.ai [--games 200] [--players 4] [--rounds 60] [--speed-games 10]

Win rate: ``--games`` seeded full games, one AI against random players, the AI's seat rotating
with the seed; a game ends at its winner or after ``--rounds`` rounds. Without a winner the game
is scored by the engine's final standings (AST position, then total points): that player wins.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
import tracemalloc

from ai.games.civ.match import play_match, winner_of
from engine import load_save, save_document
from engine.civ.flow import state_from_json, state_to_json
from engine.civ.options import Options

COUNTS = (2, 4, 7)


def win_rate(strength: str, games: int, players: int, rounds: int) -> dict[str, float]:
    wins = finished = ai_finished = 0
    for seed in range(1, games + 1):
        kinds = ["random"] * players
        seat = seed % players
        kinds[seat] = strength
        result = play_match(kinds, seed, Options(), max_rounds=rounds, check_invariants=False)
        ai = f"p{seat + 1}"
        finished += result.finished
        ai_finished += ai in result.winners
        wins += winner_of(result) == ai
    return {
        "games": games,
        "win_rate": wins / games,
        "baseline": 1 / players,
        "games_with_a_winner": finished / games,
        "ai_won_by_finishing": ai_finished / games,
    }


def games_per_second(players: int, games: int, rounds: int) -> dict[str, float]:
    finished = total_rounds = 0
    start = time.perf_counter()
    for seed in range(1, games + 1):
        result = play_match(["normal"] * players, seed, Options(), max_rounds=rounds)
        finished += result.finished
        total_rounds += result.rounds
    elapsed = time.perf_counter() - start
    return {
        "games_per_s": games / elapsed,
        "finished": finished / games,
        "mean_rounds": total_rounds / games,
    }


def memory_and_load(players: int = 7, seed: int = 1, rounds: int = 20) -> dict[str, float]:
    """Peak memory of one game played to ``rounds`` rounds; the size of its state; the time to
    rebuild it by replaying its log, and from a snapshot (state JSON) instead."""
    tracemalloc.start()
    result = play_match(["normal"] * players, seed, Options(), max_rounds=rounds, check_invariants=False)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    g = result.game
    save = json.loads(json.dumps(save_document(result.record, g)))
    start = time.perf_counter()
    load_save(save)
    replay_s = time.perf_counter() - start
    snapshot = json.dumps(state_to_json(g))
    start = time.perf_counter()
    state_from_json(json.loads(snapshot))
    snapshot_s = time.perf_counter() - start
    return {
        "actions": len(result.record.actions),
        "rounds": result.rounds,
        "state_bytes": len(snapshot),
        "game_memory_kib": current / 1024,
        "peak_memory_kib": peak / 1024,
        "load_from_log_s": replay_s,
        "load_from_snapshot_s": snapshot_s,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--speed-games", type=int, default=10)
    parser.add_argument("--skip-win-rate", action="store_true")
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    if not args.skip_win_rate:
        for strength in ("normal", "easy"):
            r = win_rate(strength, args.games, args.players, args.rounds)
            print(
                f"win rate, 1 {strength} AI vs {args.players - 1} random, {r['games']:.0f} full games "
                f"(cap {args.rounds} rounds): {r['win_rate']:.1%} (baseline {r['baseline']:.1%}); "
                f"games with a winner {r['games_with_a_winner']:.1%}, AI finished first "
                f"{r['ai_won_by_finishing']:.1%}"
            )
    header = f"{'players':>7} {'games/s':>8} {'finished':>9} {'rounds':>7}"
    print(f"{header}   (all-AI full games, cap {args.rounds})")
    for players in COUNTS:
        s = games_per_second(players, args.speed_games, args.rounds)
        print(f"{players:>7} {s['games_per_s']:>8.2f} {s['finished']:>9.0%} {s['mean_rounds']:>7.1f}")
    m = memory_and_load()
    print(
        f"7-player AI game after {m['rounds']:.0f} rounds ({m['actions']:.0f} actions): state JSON "
        f"{m['state_bytes'] / 1024:.0f} KiB, live memory {m['game_memory_kib']:.0f} KiB "
        f"(peak while playing {m['peak_memory_kib']:.0f} KiB)"
    )
    print(
        f"load: replay of the log {m['load_from_log_s'] * 1000:.0f} ms, from a snapshot "
        f"{m['load_from_snapshot_s'] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
