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
from i18n.catalog import ENDONYMS, PSEUDO, SOURCE, SPOKEN, _, speaking

# The offline commands (simulate, demo, play, render) play every game whose engine plays whole
# games; the Discord bot offers only the games at the "offered" stage.
OFFLINE = ENGINE
LANGUAGES = (*SPOKEN, PSEUDO)


def players_help() -> str:
    return _("players (Civilization 2 to 7, Advanced Civilization 2 to 8, Through the Ages 2 to 4)")


def game_help() -> str:
    offline = [g for g in GAMES.values() if STAGES.index(g.stage) >= STAGES.index(OFFLINE)]
    return _("which game: {games}", games=", ".join(f"{g.id} ({g.printed_title})" for g in offline))


def add_lang(parser: argparse.ArgumentParser) -> None:
    """``--lang``: the language of everything the command says, writes and draws."""
    languages = ", ".join(f"{lang} ({ENDONYMS[lang]})" for lang in SPOKEN)
    shown = _(
        "the language of the command's words, its files and pictures: {languages}; "
        "{pseudo}: the pseudo-language of the tests",
        languages=languages,
        pseudo=PSEUDO,
    )
    parser.add_argument("--lang", choices=LANGUAGES, default=SOURCE, help=shown)


def language_asked(argv: list[str] | None) -> str:
    """The ``--lang`` of the command line, read before the parser is built so that its help and
    refusals are in that language too (a language not spoken: English, and the parser refuses it)."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", default=SOURCE)
    known, _rest = early.parse_known_args(sys.argv[1:] if argv is None else argv)
    return known.lang if known.lang in LANGUAGES else SOURCE


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
        raise UsageError(_("{command}: {problem} (see {command} --help)", command=self.prog, problem=message))


def seed_number(text: str) -> int:
    """A game's random seed: a whole number, 0 or more."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("a seed is a whole number, not {text}", text=repr(text))) from None
    if seed < 0:
        raise argparse.ArgumentTypeError(_("a seed is 0 or more, not {seed}", seed=seed))
    return seed


def given(args: argparse.Namespace, names: tuple[str, ...]) -> frozenset[str]:
    """Which of ``names`` the command line set (their parser default is None)."""
    return frozenset(n for n in names if getattr(args, n) is not None)


def variants() -> list[str]:
    """Every variant a game's options allow (the games that have a ``variant`` option)."""
    found = (g.rules().option_docs.get("variant") for g in GAMES.values() if g.stage != BUILDING)
    return list(dict.fromkeys(str(c) for doc in found if doc is not None for c in doc.choices))


def build_parser() -> Parser:
    """The command line's parser, its help in the language spoken."""
    parser = Parser(prog="civbot", description=_("Civilization board games for Discord, and offline."))
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=Parser)
    _add_simulate(sub)
    _add_render(sub)
    sub.add_parser("run", help=_("start the Discord bot (needs DISCORD_TOKEN)"))
    _add_demo(sub)
    _add_play(sub)
    return parser


Commands = Any  # argparse's _SubParsersAction, private to argparse


def _add_simulate(sub: Commands) -> None:
    sim = sub.add_parser("simulate", help=_("computer players play a game, checking invariants"))
    sim.add_argument("--game", default=DEFAULT_GAME, help=game_help())
    sim.add_argument(
        "--agents", choices=tuple(AGENTS), default="random", help=_("random legal players or the AI")
    )
    sim.add_argument("--players", type=int, default=4, help=players_help())
    sim.add_argument(
        "--rounds",
        type=int,
        default=None,
        help=_(
            "the most rounds to play (default: 10 with random players, 100 with the AI; Through the "
            "Ages: to the end)"
        ),
    )
    sim.add_argument("--seed", type=seed_number, default=1, help=_("the game's random seed"))
    sim.add_argument(
        "--variant",
        choices=variants(),
        default=None,
        help=_("Civilization's rules variant (default: full)"),
    )
    sim.add_argument(
        "--short-finish",
        type=int,
        choices=(9, 12, 14),
        default=None,
        help=_("the finish of Civilization's short variant (default: 12)"),
    )
    sim.add_argument("--json", action="store_true", help=_("print one JSON object"))
    sim.add_argument("--save", metavar="FILE", default=None, help=_("write the game as a save file"))
    add_lang(sim)


def _add_render(sub: Commands) -> None:
    ren = sub.add_parser("render", help=_("render a saved game's board as a PNG or JPEG"))
    ren.add_argument("savefile", help=_("a save file (from play, demo or simulate --save)"))
    ren.add_argument(
        "--game", default=None, help=_("refuse a save file of another game; {games}", games=game_help())
    )
    ren.add_argument("--out", required=True, metavar="FILE", help=_("the image: .png, .jpg or .jpeg"))
    ren.add_argument(
        "--region",
        default=None,
        help=_(
            "Civilization: crop to a region (e.g. greece, egypt); Through the Ages: the picture "
            "(overview, row, table, military, tableau:PLAYER)"
        ),
    )
    add_lang(ren)


def _add_demo(sub: Commands) -> None:
    demo = sub.add_parser("demo", help=_("AI players play a whole game offline; boards, log and charts"))
    demo.add_argument("--game", default=DEFAULT_GAME, help=game_help())
    demo.add_argument("--players", type=int, default=4, help=players_help())
    demo.add_argument("--seed", type=seed_number, default=1, help=_("the game's random seed"))
    demo.add_argument("--out", default="demo-output", metavar="DIR", help=_("where everything is written"))
    demo.add_argument(
        "--every", type=int, default=5, help=_("board images of every Nth round (and the last)")
    )
    demo.add_argument(
        "--every-phase",
        action="store_true",
        help=_("the board after every phase of those rounds, not only at their end (Civilization games)"),
    )
    add_lang(demo)


def _add_play(sub: Commands) -> None:
    play = sub.add_parser("play", help=_("play in the terminal against AI players"))
    play.add_argument(
        "--game", default=None, help=_("{games} (default: {game})", games=game_help(), game=DEFAULT_GAME)
    )
    play.add_argument(
        "--players",
        type=int,
        default=None,
        help=_("seats in all (humans + AI), default 4: {players}", players=players_help()),
    )
    play.add_argument(
        "--humans", type=int, default=None, help=_("how many seats humans take (the first ones; default 1)")
    )
    play.add_argument("--seed", type=seed_number, default=None, help=_("the game's random seed (default 1)"))
    play.add_argument(
        "--ai", choices=("normal", "easy", "random"), default=None, help=_("the AI players (default normal)")
    )
    play.add_argument(
        "--out",
        default=None,
        metavar="DIR",
        help=_("the save file (and images); default play-output/, or, with --resume, the file resumed"),
    )
    play.add_argument("--images", action="store_true", help=_("write latest.png and one board per round"))
    play.add_argument("--resume", metavar="FILE", default=None, help=_("continue a saved game"))
    add_lang(play)


def main(argv: list[str] | None = None) -> int:
    with speaking(language_asked(argv)):
        return _run(argv)


def _run(argv: list[str] | None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return _dispatch(args)
    except UsageError as err:
        print(err, file=sys.stderr)
        return 2
    except CliError as err:
        print(_("civbot: {reason}", reason=err), file=sys.stderr)
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
            title = spec(args.game, offered_only=False).printed_title
            return fail("demo", _("there is no offline demo of {game} here", game=title))
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
        titles = (
            spec(held, offered_only=False).printed_title,
            spec(args.game, offered_only=False).printed_title,
        )
        return fail(
            "play",
            _(
                "{file} holds a game of {held}, not {asked}",
                file=args.resume,
                held=titles[0],
                asked=titles[1],
            ),
        )
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
        title = spec(game, offered_only=False).printed_title
        return fail("play", _("there is no terminal game of {game} here", game=title))
    return parts.play(play)


def fail(command: str, message: str) -> int:
    print(_("civbot {command}: {reason}", command=command, reason=message), file=sys.stderr)
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
        return fail("simulate", _("--rounds must be at least 1, not {rounds}", rounds=rounds))
    rules = game.rules()
    # The variant and the short game's finish are options of the games that declare them
    # (Civilization's); asked of another game, they are refused, not ignored.
    known = {
        k: v for k, v in (("variant", args.variant), ("short_finish", args.short_finish)) if v is not None
    }
    for name in known:
        if name not in rules.option_docs:
            flag = f"--{name.replace('_', '-')}"
            return fail(
                "simulate", _("{option} is not an option of {game}", option=flag, game=game.printed_title)
            )
    if "short_finish" in known and known.get("variant") != "short":
        return fail("simulate", _("--short-finish is the short game's finish: give it with --variant short"))
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
    title = spec(str(data["game"]), offered_only=False).printed_title
    figures = {
        "game": title,
        "players": data["players"],
        "agents": data["agents"],
        "seed": data["seed"],
        "rounds": data["rounds_played"],
        "actions": data["actions"],
    }
    if "variant" in data:
        print(
            _(
                "{game} ({players} players, {variant}, {agents} players), seed {seed}: {rounds} rounds, "
                "{actions} actions",
                variant=data["variant"],
                **figures,
            )
        )
    else:
        print(
            _(
                "{game} ({players} players, {agents} players), seed {seed}: {rounds} rounds, "
                "{actions} actions",
                **figures,
            )
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
    print(_("winner: {winners}", winners=", ".join(named) or _("none yet")))
    print(_("state hash {hash}", hash=data["state_hash"]))
    violations = data["invariant_violations"]
    assert isinstance(violations, list)
    print(_("invariant violations: {count}", count=len(violations)))
    for v in violations[:20]:
        print(f"  {v}")


if __name__ == "__main__":
    sys.exit(main())
