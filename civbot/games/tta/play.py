"""``civbot play --game tta``: Through the Ages in the terminal, for one or more humans against
AI players on one machine.

Each human is asked exactly what the engine asks, shown his choices (a phase's legal actions
numbered) and answers in a short typed form (``civbot.games.tta.syntax``; ``help`` explains it). An
empty line commits nothing; ``default`` takes the engine's default. ``row``, ``me``,
``players``, ``hand`` and ``board`` show the table. Everything that happens is told as it
happens (``engine.narrate``), and each human is told his own secrets (cards drawn).

The game is saved (``game.save.json`` in the output folder) once a round and on ``quit``, end
of input or Ctrl-C; ``--resume FILE`` continues it. With ``--images``: ``latest.png`` (the
overview: row, civilizations, military board) after every turn and ``round-NN.png`` each round.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar

from civbot.games.tta import syntax as tta_syntax
from civbot.games.tta import tabletop as tta_tabletop
from civbot.resume import resume
from civbot.savefiles import CliError, output_dir
from civbot.story import HEADING_FORMS
from civbot.terminal import Ask, PlayArgs, Say, Seats, StopPlay, Terminal
from engine import (
    Action,
    Decision,
    Event,
    GameRecord,
    RuleError,
    narrate_private,
    narrator,
    plain_names,
    spec,
)
from engine.tta.api import PHASE_TITLES, GameState, apply, new_game, view_for

VIEWS = ("row", "me", "players", "hand", "board")


class TtaTerminalGame(Terminal):
    forms = tta_syntax
    views: ClassVar[Mapping[str, str]] = {v: v for v in VIEWS}

    def __init__(
        self,
        g: GameState,
        seats: Seats,
        ask: Ask,
        say: Say,
        out: Path | None = None,
        images: bool = False,
        record: GameRecord | None = None,
    ) -> None:
        super().__init__(g, seats, ask, say, out, images, record)
        self.g: GameState = g

    @classmethod
    def new(cls, args: PlayArgs, ask: Ask, say: Say, out: Path | None) -> TtaTerminalGame:
        ids = [
            f"human{i + 1}" if i < args.humans else f"ai{i + 1 - args.humans}" for i in range(args.players)
        ]
        g = new_game(ids, None, args.seed)
        return cls(g, Seats(ids[: args.humans], args.ai, args.seed), ask, say, out, args.images)

    # -- images --------------------------------------------------------------------------

    def turn_ended(self) -> None:
        """After a turn (production done): the overview as every player sees it."""
        if not self.images or self.out is None:
            return
        from renderer.games.tta import render_tta

        png = render_tta(view_for(self.g, None, "observer"))
        (self.out / "latest.png").write_bytes(png)
        (self.out / f"round-{self.g.round:02d}.png").write_bytes(png)

    # -- a human's decision ----------------------------------------------------------------

    def heading(self, d: Decision) -> str:
        g = self.g
        title = PHASE_TITLES.get(g.phase, g.phase) if not g.steps else "an answer"
        return f"\n--- {d.player}, round {g.round}, Age {g.age}: {title} ---"

    def table(self, what: str, viewer: str) -> list[str]:
        view = view_for(self.g, viewer)
        if what == "row":
            return tta_tabletop.row_text(view)
        if what == "me":
            return tta_tabletop.civilization_text(view, viewer)
        if what == "players":
            return tta_tabletop.players_text(view)
        if what == "hand":
            return tta_tabletop.hand_text(view)
        return tta_tabletop.board_text(view)

    # -- the game --------------------------------------------------------------------------

    def tell(self, events: list[Event]) -> None:
        tells, names = narrator(self.g), plain_names(self.g)
        for e in events:
            public = tells.tell(e, names)
            if public is not None:
                level = tells.heading(e.kind)
                self.say(HEADING_FORMS[level].format(public) if level else public)
            for p in sorted(self.humans):
                secret = narrate_private(self.g, e, p, names)
                if secret is not None:
                    self.say((f"(to {p}) " if len(self.humans) > 1 else "") + secret)

    def apply(self, action: Action) -> list[Event]:
        g = self.g
        turn = (g.current, g.round)
        events = apply(g, action)
        if (g.current, g.round) != turn or g.finished:
            self.turn_ended()
        return events


def start(args: PlayArgs, ask: Ask, say: Say) -> TtaTerminalGame:
    """A new game, or the one in ``args.resume``; CliError with a one-line reason otherwise."""
    if args.resume is None:
        out = output_dir(args.out_dir)
        try:
            spec("tta").check_players(args.players)
        except RuleError as err:
            raise CliError(err.message) from None
        if not 1 <= args.humans <= args.players:
            raise CliError(f"--humans must be 1 to {args.players} (the number of players), not {args.humans}")
        return TtaTerminalGame.new(args, ask, say, out)
    r = resume(args.resume, args.out, args.given, args.humans, args.ai)
    if r.g.game != "tta":
        raise CliError(f"{args.resume} holds a game of {spec(r.g.game, offered_only=False).title}")
    game = TtaTerminalGame(r.g, r.seats, ask, say, r.out, args.images, r.record)
    game.save_file = r.save_file
    return game


def play_tta_command(args: PlayArgs) -> int:
    try:
        game = start(args, input, print)
    except CliError as err:
        print(f"civbot play: {err}", file=sys.stderr)
        return 2
    g = game.g
    images = f"; images in {game.out}/" if args.images else ""
    print(
        f"civbot play: Through the Ages, {', '.join(game.seats.humans)} against "
        f"{len(g.players) - len(game.humans)} {game.seats.ai} AI players{images}."
    )
    print("Type 'help' at any prompt. 'quit' (or Ctrl-C) saves the game and stops.")
    try:
        with game.interrupts():
            game.play()
    except StopPlay as stop:
        print(f"\nGame saved to {game.save_path} ({stop.reason}).")
        print(f"Continue with: civbot play --resume {game.save_path}")
        return 130 if stop.reason == "interrupted" else 0
    except CliError as err:
        print(f"civbot play: {err}", file=sys.stderr)
        return 2
    scores = ", ".join(f"{p} {g.ps(p).culture}" for p in g.players)
    print(f"Game over after round {g.round}: winner {', '.join(g.winners) or 'nobody'} (culture: {scores}).")
    print(f"Saved to {game.save_path}.")
    return 0
