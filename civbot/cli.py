"""The ``civbot`` command: simulate, render, run, demo, play."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ai import agent_for
from civbot.simulate import AGENTS, simulate, summary
from engine import DEFAULT_GAME, GAMES, RuleError, save_text, spec
from engine.civ.options import VARIANTS, Options
from engine.games import ENGINE, OFFERED

GAME_HELP = "which game: " + ", ".join(f"{g.id} ({g.title})" for g in GAMES.values() if g.offered)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="civbot", description="Civilization board games for Discord, and offline."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="computer players play a game, checking invariants")
    sim.add_argument("--game", default=DEFAULT_GAME, help=GAME_HELP)
    sim.add_argument(
        "--agents",
        choices=tuple(AGENTS),
        default="random",
        help="random legal players, the AI, or the easy AI",
    )
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument(
        "--rounds",
        type=int,
        default=None,
        help="the most rounds to play (default: 10; Through the Ages: to the end)",
    )
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", choices=VARIANTS, default="full")
    sim.add_argument("--short-finish", type=int, choices=(9, 12, 14), default=12)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save", metavar="FILE", help="write the game as a save file")
    ren = sub.add_parser("render", help="render a saved game's board as a PNG")
    ren.add_argument("savefile")
    ren.add_argument("--game", default=None, help="refuse a save file of another game; " + GAME_HELP)
    ren.add_argument("--out", required=True, metavar="FILE.png")
    ren.add_argument("--region", default=None, help="crop to a region (e.g. greece, egypt)")
    sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    demo = sub.add_parser("demo", help="AI players play a whole game offline; boards, log and charts")
    demo.add_argument("--game", default=DEFAULT_GAME, help=GAME_HELP)
    demo.add_argument("--players", type=int, default=4)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--out", default="demo-output", metavar="DIR")
    demo.add_argument("--every", type=int, default=5, help="board images of every Nth round (and the last)")
    play = sub.add_parser("play", help="play in the terminal against AI players")
    play.add_argument("--game", default=DEFAULT_GAME, help=GAME_HELP)
    play.add_argument("--players", type=int, default=4, help="seats in all (humans + AI)")
    play.add_argument("--humans", type=int, default=1, help="how many seats humans take (the first ones)")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--ai", choices=("normal", "easy"), default="normal")
    play.add_argument("--out", default="play-output", metavar="DIR", help="board images after each phase")
    args = parser.parse_args(argv)
    game = getattr(args, "game", None)
    if game is not None:
        try:
            # simulate also runs games whose engine is done but which are not offered yet
            spec(game, stage=ENGINE if args.command == "simulate" else OFFERED)
        except RuleError as err:
            print(f"civbot {args.command}: {err.message}", file=sys.stderr)
            return 2
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "render":
        from renderer.cli import render_command

        return render_command(args.savefile, args.out, args.region, args.game)
    if args.command == "demo":
        from civbot.demo import demo_command

        return demo_command(args.players, args.seed, args.out, args.every, args.game)
    if args.command == "play":
        from civbot.play import play_command

        return play_command(args.players, args.humans, args.seed, args.ai, args.out, args.game)
    if args.command == "run":
        from bot.app import main as run_bot

        return run_bot()
    return 2


# Through the Ages always ends (every turn takes cards out of the row), well before this.
WHOLE_GAME = 10_000


def _simulate(args: argparse.Namespace) -> int:
    game = spec(args.game, stage=ENGINE)
    try:
        game.check_players(args.players)
    except RuleError as err:
        print(f"civbot simulate: {err.message}", file=sys.stderr)
        return 2
    options = Options(variant=args.variant, short_finish=args.short_finish) if game.family == "civ" else None
    rounds = args.rounds if args.rounds is not None else (10 if game.family == "civ" else WHOLE_GAME)
    try:
        agent_for(AGENTS[args.agents], args.seed, game=args.game)
    except ValueError as err:  # no computer player of that kind for this game yet
        print(f"civbot simulate: {err}", file=sys.stderr)
        return 2
    result = simulate(args.players, rounds, args.seed, options, game=args.game, agents=args.agents)
    data = summary(result)
    if args.save:
        assert result.record is not None
        with open(args.save, "w", encoding="utf-8") as fh:
            fh.write(save_text(result.record, result.game))
    if args.json:
        print(json.dumps(data, sort_keys=True))
    else:
        _print_summary(data)
    return 1 if data["invariant_violations"] else 0


def _print_summary(data: dict[str, object]) -> None:
    shape = f", {data['variant']}" if "variant" in data else ""
    print(
        f"{spec(str(data['game']), offered_only=False).title} "
        f"({data['players']} players{shape}, {data['agents']} players), "
        f"seed {data['seed']}: {data['rounds_played']} rounds, {data['actions']} actions"
    )
    per_player = data.get("per_player", {})
    assert isinstance(per_player, dict)
    for p, row in per_player.items():
        print(f"  {p} {_player_line(row)}")
    winners = data["winners"]
    print(f"winner: {', '.join(winners) if isinstance(winners, list) and winners else 'none yet'}")
    print(f"state hash {data['state_hash']}")
    violations = data["invariant_violations"]
    assert isinstance(violations, list)
    print(f"invariant violations: {len(violations)}")
    for v in violations[:20]:
        print(f"  {v}")


def _player_line(row: dict[str, Any]) -> str:
    if "nation" in row:
        return (
            f"{row['nation']:<8} board {row['tokens_on_board']:>3}  stock {row['stock']:>3}  "
            f"treasury {row['treasury']:>3}  cities {row['cities']}  ships {row['ships']}  "
            f"AST {row['ast_position']:>2}  cards {len(row['civ_cards'])}"
        )
    if row["resigned"]:
        return f"resigned with {row['culture']} culture"
    return (
        f"culture {row['culture']:>3}  science {row['science']:>3}  strength {row['strength']:>3}  "
        f"{row['government']}, leader {row['leader'] or '-'}, {len(row['wonders'])} wonders, "
        f"{len(row['colonies'])} colonies"
    )


if __name__ == "__main__":
    sys.exit(main())
