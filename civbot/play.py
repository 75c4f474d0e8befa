"""``civbot play``: what every game's terminal game shares around its ``Terminal``
(``civbot.terminal``): a new game or the saved one it resumes, the lines that open and close the
game, and stopping cleanly (the game saved) when a human quits or presses Ctrl-C."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

from civbot.resume import resume
from civbot.savefiles import CliError, output_dir
from civbot.terminal import INTERRUPTED, Ask, PlayArgs, Say, Seats, StopPlay, Terminal
from engine import ENGINE, RuleError, new_game, spec
from i18n.catalog import N_, _, n_

T = TypeVar("T", bound=Terminal)
Start = Callable[[PlayArgs, Ask, Say], Terminal]


def seat_ids(players: int, humans: int) -> list[str]:
    """The seats of a new terminal game: the humans first (``human1``...), then the AIs (``ai1``...)."""
    return [f"human{i + 1}" if i < humans else f"ai{i + 1 - humans}" for i in range(players)]


# The AI players' kinds as the opening line names them ("2 normal AI players").
AI_KINDS = {"normal": N_("normal"), "easy": N_("easy"), "random": N_("random")}


def humans_refused(args: PlayArgs) -> str:
    """Why ``--humans`` is refused: more humans than seats, or none."""
    return _(
        "--humans must be 1 to {players} (the number of players), not {humans}",
        players=args.players,
        humans=args.humans,
    )


def terminal_game(cls: type[T], args: PlayArgs, ask: Ask, say: Say) -> T:
    """A new game of ``args.game`` in the terminal ``cls``, or the one in ``args.resume``;
    CliError with a one-line reason otherwise."""
    if args.resume is None:
        out = output_dir(args.out_dir)
        try:
            spec(args.game, stage=ENGINE).check_players(args.players)
        except RuleError as err:
            raise CliError(err.message) from None
        if not 1 <= args.humans <= args.players:
            raise CliError(humans_refused(args))
        ids = seat_ids(args.players, args.humans)
        g = new_game(ids, None, args.seed, game=args.game)
        return cls(g, Seats(ids[: args.humans], args.ai, args.seed), ask, say, out, args.images, None)
    r = resume(args.resume, args.out, args.given, args.humans, args.ai)
    game = cls(r.g, r.seats, ask, say, r.out, args.images, r.record)
    game.save_file = r.save_file
    return game


def run_terminal(
    args: PlayArgs,
    start: Start,
    ending: Callable[[Any], list[str]],
    who: Callable[[Any, str], str] = lambda g, seat: seat,
) -> int:
    """Play the game ``start`` opens until it ends (``ending``: its closing lines) or a human
    stops it (saved first); the process's exit code. ``who`` names a seat as the game does."""
    try:
        game = start(args, input, print)
    except CliError as err:
        print(_("civbot play: {reason}", reason=err), file=sys.stderr)
        return 2
    g = game.g
    humans = ", ".join(who(g, p) for p in game.seats.humans)
    title = _(spec(g.game, offered_only=False).title)
    ais = len(g.players) - len(game.humans)
    kind = _(AI_KINDS.get(game.seats.ai, game.seats.ai))
    # The English line says "players" of one AI too (its tests hold it); the other languages
    # count with their plural forms.
    if args.images:
        opening = n_(
            "civbot play: {game}, {humans} against {n} {kind} AI player; images in {folder}/.",
            "civbot play: {game}, {humans} against {n} {kind} AI players; images in {folder}/.",
            ais,
            game=title,
            humans=humans,
            kind=kind,
            folder=game.out,
        )
    else:
        opening = n_(
            "civbot play: {game}, {humans} against {n} {kind} AI player.",
            "civbot play: {game}, {humans} against {n} {kind} AI players.",
            ais,
            game=title,
            humans=humans,
            kind=kind,
        )
    print(opening)
    print(_("Type 'help' at any prompt. 'quit' (or Ctrl-C) saves the game and stops."))
    try:
        with game.interrupts():
            game.play()
    except StopPlay as stop:
        print("\n" + _("Game saved to {path} ({reason}).", path=game.save_path, reason=_(stop.reason)))
        command = f"civbot play --resume {game.save_path}"
        print(_("Continue with: {command}", command=command))
        return 130 if stop.reason == INTERRUPTED else 0
    except CliError as err:
        print(_("civbot play: {reason}", reason=err), file=sys.stderr)
        return 2
    print(*ending(game), sep="\n")
    return 0
