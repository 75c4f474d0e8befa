"""The ``civbot`` command."""

from __future__ import annotations

import argparse
import json
import sys

from civbot.simulate import simulate, summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="civbot", description="Civilization (1980) for Discord.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play rounds with random legal players, checking invariants")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--rounds", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save", metavar="FILE", help="write the game as a save file")
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return _simulate(args)
    return 2


def _simulate(args: argparse.Namespace) -> int:
    if not 2 <= args.players <= 7:
        print("civbot simulate: --players must be 2 to 7", file=sys.stderr)
        return 2
    result = simulate(args.players, args.rounds, args.seed)
    data = summary(result)
    if args.save:
        from engine.savefile import save_game

        with open(args.save, "w", encoding="utf-8") as fh:
            fh.write(save_game(result.game))
    if args.json:
        print(json.dumps(data, sort_keys=True))
    else:
        print(
            f"{data['players']} players, seed {data['seed']}: {data['rounds_played']} rounds, "
            f"{data['actions']} actions"
        )
        for p, row in data["per_player"].items():
            print(
                f"  {p} {row['nation']:<8} board {row['tokens_on_board']:>3}  stock {row['stock']:>3}  "
                f"treasury {row['treasury']:>3}  cities {row['cities']}  ships {row['ships']}"
            )
        print(f"state hash {data['state_hash']}")
        print(f"invariant violations: {len(data['invariant_violations'])}")
        for v in data["invariant_violations"][:20]:
            print(f"  {v}")
    return 1 if data["invariant_violations"] else 0


if __name__ == "__main__":
    sys.exit(main())
