"""The ``civbot`` command: simulate, render, run, demo, play.

Every bad argument ends in one line on stderr naming the problem, and exit code 2; ``--help``
shows every option with its default.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn

from ai import agent_for
from civbot.games import COMMAND_LINE, WHOLE_GAME, DemoArgs, figures_line
from civbot.savefiles import CliError, output_file
from civbot.simulate import AGENTS
from engine import BUILDING, DEFAULT_GAME, ENGINE, GAMES, STAGES, RuleError, save_text, spec
from i18n.catalog import ENDONYMS, PSEUDO, SOURCE, SPOKEN, speaking

PLAYERS_HELP = "players (Civilization 2 to 7, Advanced Civilization 2 to 8, Through the Ages 2 to 4)"
# The offline commands (simulate, demo, play, render) play every game whose engine plays whole
# games; the Discord bot offers only the games at the "offered" stage.
OFFLINE = ENGINE
GAME_HELP = "which game: " + ", ".join(
    f"{g.id} ({g.title})" for g in GAMES.values() if STAGES.index(g.stage) >= STAGES.index(OFFLINE)
)


# The pictures' language (the terminal's own words follow as they join the catalogue).
LANG_HELP = (
    "the language of the pictures: "
    + ", ".join(f"{lang} ({ENDONYMS[lang]})" for lang in SPOKEN)
    + f"; {PSEUDO}: the pseudo-language of the tests"
)


def add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=(*SPOKEN, PSEUDO), default=SOURCE, help=LANG_HELP)


class UsageError(Exception):
    """A bad command line; the message is one line."""


class DefaultsShown(argparse.ArgumentDefaultsHelpFormatter):
    """Help that shows each option's default, except where there is none to show (None: the
    option's help says what happens when it is left out)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.default is None:
            return action.help
        return super()._get_help_string(action)


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, and whose help shows the defaults."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", DefaultsShown)
        super().__init__(**kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


def seed_number(text: str) -> int:
    """A game's random seed: a whole number, 0 or more."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None
    if seed < 0:
        raise argparse.ArgumentTypeError(f"a seed is 0 or more, not {seed}")
    return seed


def given(args: argparse.Namespace, names: tuple[str, ...]) -> frozenset[str]:
    """Which of ``names`` the command line set (their parser default is None)."""
    return frozenset(n for n in names if getattr(args, n) is not None)


def variants() -> list[str]:
    """Every variant a game's options allow (the games that have a ``variant`` option)."""
    found = (g.rules().option_docs.get("variant") for g in GAMES.values() if g.stage != BUILDING)
    return list(dict.fromkeys(str(c) for doc in found if doc is not None for c in doc.choices))


def build_parser() -> Parser:
    parser = Parser(prog="civbot", description="Civilization board games for Discord, and offline.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=Parser)
    sim = sub.add_parser("simulate", help="computer players play a game, checking invariants")
    sim.add_argument("--game", default=DEFAULT_GAME, help=GAME_HELP)
    sim.add_argument(
        "--agents", choices=tuple(AGENTS), default="random", help="random legal players or the AI"
    )
    sim.add_argument("--players", type=int, default=4, help=PLAYERS_HELP)
    sim.add_argument(
        "--rounds",
        type=int,
        default=None,
        help="the most rounds to play (default: 10 with random players, 100 with the AI; Through the "
        "Ages: to the end)",
    )
    sim.add_argument("--seed", type=seed_number, default=1, help="the game's random seed")
    sim.add_argument(
        "--variant", choices=variants(), default=None, help="Civilization's rules variant (default: full)"
    )
    sim.add_argument(
        "--short-finish",
        type=int,
        choices=(9, 12, 14),
        default=None,
        help="the finish of Civilization's short variant (default: 12)",
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save", metavar="FILE", default=None, help="write the game as a save file")
    ren = sub.add_parser("render", help="render a saved game's board as a PNG or JPEG")
    ren.add_argument("savefile", help="a save file (from play, demo or simulate --save)")
    ren.add_argument("--game", default=None, help="refuse a save file of another game; " + GAME_HELP)
    ren.add_argument("--out", required=True, metavar="FILE", help="the image: .png, .jpg or .jpeg")
    ren.add_argument(
        "--region",
        default=None,
        help="Civilization: crop to a region (e.g. greece, egypt); Through the Ages: the picture "
        "(overview, row, table, military, tableau:PLAYER)",
    )
    add_lang(ren)
    sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    demo = sub.add_parser("demo", help="AI players play a whole game offline; boards, log and charts")
    demo.add_argument("--game", default=DEFAULT_GAME, help=GAME_HELP)
    demo.add_argument("--players", type=int, default=4, help=PLAYERS_HELP)
    demo.add_argument("--seed", type=seed_number, default=1, help="the game's random seed")
    demo.add_argument("--out", default="demo-output", metavar="DIR", help="where everything is written")
    demo.add_argument("--every", type=int, default=5, help="board images of every Nth round (and the last)")
    demo.add_argument(
        "--every-phase",
        action="store_true",
        help="the board after every phase of those rounds, not only at their end (Civilization games)",
    )
    add_lang(demo)
    play = sub.add_parser("play", help="play in the terminal against AI players")
    play.add_argument("--game", default=None, help=f"{GAME_HELP} (default: {DEFAULT_GAME})")
    play.add_argument(
        "--players", type=int, default=None, help="seats in all (humans + AI), default 4: " + PLAYERS_HELP
    )
    play.add_argument(
        "--humans", type=int, default=None, help="how many seats humans take (the first ones; default 1)"
    )
    play.add_argument("--seed", type=seed_number, default=None, help="the game's random seed (default 1)")
    play.add_argument(
        "--ai", choices=("normal", "easy", "random"), default=None, help="the AI players (default normal)"
    )
    play.add_argument(
        "--out",
        default=None,
        metavar="DIR",
        help="the save file (and images); default play-output/, or, with --resume, the file resumed",
    )
    play.add_argument("--images", action="store_true", help="write latest.png and one board per round")
    play.add_argument("--resume", metavar="FILE", default=None, help="continue a saved game")
    add_lang(play)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        with speaking(getattr(args, "lang", SOURCE)):
            return _dispatch(args)
    except UsageError as err:
        print(err, file=sys.stderr)
        return 2
    except CliError as err:
        print(f"civbot: {err}", file=sys.stderr)
        return 2
    except SystemExit as exit_:  # --help
        return exit_.code if isinstance(exit_.code, int) else 0


def _dispatch(args: argparse.Namespace) -> int:
    game = getattr(args, "game", None)
    if game is not None:
        try:
            spec(game, stage=OFFLINE)
        except RuleError as err:
            return fail(args.command, err.message)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "render":
        from civbot.render import render_command

        return render_command(args.savefile, args.out, args.region, args.game)
    if args.command == "demo":
        demo = COMMAND_LINE.get(args.game)
        if demo is None:
            title = spec(args.game, offered_only=False).title
            return fail("demo", f"there is no offline demo of {title} here")
        return demo.demo(DemoArgs(args.players, args.seed, args.out, args.every, args.game, args.every_phase))
    if args.command == "play":
        return _play(args)
    from bot.app import main as run_bot

    return run_bot()


def _play(args: argparse.Namespace) -> int:
    from civbot.savefiles import game_of_save
    from civbot.terminal import PlayArgs

    held = game_of_save(args.resume) if args.resume else None
    if held is not None and args.game is not None and held != args.game:
        titles = (spec(held, offered_only=False).title, spec(args.game, offered_only=False).title)
        return fail("play", f"{args.resume} holds a game of {titles[0]}, not {titles[1]}")
    # A saved game is resumed by its own game's terminal.
    game = held or args.game or DEFAULT_GAME
    defaults = PlayArgs()
    play = PlayArgs(
        args.players if args.players is not None else defaults.players,
        args.humans if args.humans is not None else defaults.humans,
        args.seed if args.seed is not None else defaults.seed,
        args.ai or defaults.ai,
        args.out,
        args.images,
        args.resume,
        game,
        given(args, ("players", "humans", "seed", "ai")),
    )
    parts = COMMAND_LINE.get(game)
    if parts is None:
        return fail("play", f"there is no terminal game of {spec(game, offered_only=False).title} here")
    return parts.play(play)


def fail(command: str, message: str) -> int:
    print(f"civbot {command}: {message}", file=sys.stderr)
    return 2


def default_rounds(game: str, agents: str) -> int:
    """The rounds ``civbot simulate`` plays when none are given: the game's own figure."""
    parts = COMMAND_LINE.get(game)
    return parts.default_rounds(agents) if parts is not None else WHOLE_GAME


def _simulate(args: argparse.Namespace) -> int:
    from civbot.simulate import simulate, summary

    game = spec(args.game, stage=OFFLINE)
    rounds = args.rounds if args.rounds is not None else default_rounds(game.id, args.agents)
    if rounds < 1:
        return fail("simulate", f"--rounds must be at least 1, not {rounds}")
    rules = game.rules()
    # The variant and the short game's finish are options of the games that declare them
    # (Civilization's); asked of another game, they are refused, not ignored.
    known = {
        k: v for k, v in (("variant", args.variant), ("short_finish", args.short_finish)) if v is not None
    }
    for name in known:
        if name not in rules.option_docs:
            return fail("simulate", f"--{name.replace('_', '-')} is not an option of {game.title}")
    if "short_finish" in known and known.get("variant") != "short":
        return fail("simulate", "--short-finish is the short game's finish: give it with --variant short")
    options = rules.options_from_json(known)
    try:
        game.check_players(args.players)
        rules.validate_options(options, args.players)
        save = output_file(args.save) if args.save else None
    except RuleError as err:
        return fail("simulate", err.message)
    except CliError as err:
        return fail("simulate", str(err))
    try:
        agent_for(AGENTS[args.agents], args.seed, game=args.game)
    except ValueError as err:  # no computer player of that kind for this game yet
        return fail("simulate", str(err))
    result = simulate(args.players, rounds, args.seed, options, game=args.game, agents=args.agents)
    data = summary(result)
    if save is not None:
        assert result.record is not None
        save.write_text(save_text(result.record, result.game), encoding="utf-8")
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
    parts = COMMAND_LINE.get(str(data["game"]))
    line = parts.player_line if parts is not None else figures_line
    for p, row in per_player.items():
        print(f"  {p} {line(row)}")
    winners = data["winners"]
    assert isinstance(winners, list)
    named = [f"{str(per_player.get(p, {}).get('nation') or p).capitalize()} ({p})" for p in winners]
    print(f"winner: {', '.join(named) or 'none yet'}")
    print(f"state hash {data['state_hash']}")
    violations = data["invariant_violations"]
    assert isinstance(violations, list)
    print(f"invariant violations: {len(violations)}")
    for v in violations[:20]:
        print(f"  {v}")


if __name__ == "__main__":
    sys.exit(main())
