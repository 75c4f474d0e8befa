"""``civbot play``: a terminal game for one or more humans against AI players on one machine.

Each human is asked exactly what the engine asks (the pending decision), shown its choices in
words and answers in a short typed form (``civbot.syntax``; ``help`` explains the form at hand
with an example). An empty line commits nothing: ``default`` takes the engine's default, shown
as it would be typed. ``map``, ``players``, ``census``, ``hand`` and ``offers`` show the table.
Everything that happens is told as it happens, in the third person.

The game is saved (``game.save.json`` in the output folder) once a round, and on ``quit``, end
of input or Ctrl-C, after which the program exits cleanly; ``--resume FILE``
continues it. Board images are written only with ``--images``: ``latest.png`` after every
phase, and ``round-NN.png`` holding each round's last board.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from ai import AGENT_KINDS, Agent, agent_for
from civbot import syntax, tabletop
from civbot.demo_games import figures
from civbot.narrate import narrate, narrate_private
from civbot.savefiles import CliError, output_dir, read_save, write_save
from civbot.words import NotUnderstood
from engine import DEFAULT_GAME, GameRecord, apply, new_game, pending, spec, view_for
from engine.civ.flow import current_phase, describe_player
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event
from engine.games import BUILDING, ENGINE

Ask = Callable[[str], str]
Say = Callable[[str], None]

SAVE_NAME = "game.save.json"
VIEWS = {
    "map": "map",
    "view": "map",
    "players": "players",
    "board": "players",
    "census": "census",
    "hand": "hand",
    "offers": "offers",
}


class StopPlay(Exception):
    """The human stops the game (quit, end of input, Ctrl-C); it is saved first."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Seats:
    """Who plays which seat: the human seats, and the kind and seed of the AI players."""

    humans: list[str]
    ai: str = "normal"
    seed: int = 1

    def record(self) -> dict[str, Any]:
        return {"humans": list(self.humans), "ai": self.ai, "seed": self.seed}


@dataclass
class Shown:
    """What the human last saw in full, so a refused answer re-asks briefly."""

    key: tuple[str, str, int] = ("", "", -1)
    saved_round: int = -1
    stop_requested: bool = False
    reading: bool = False
    # A phase's title, told only once something happens in the phase.
    header: str | None = None


class TerminalGame:
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
        self.g = g
        self.record = record or GameRecord.start(g)
        self.seats = seats
        self.humans = set(seats.humans)
        self.agents: dict[str, Agent] = {
            p: agent_for(seats.ai, seats.seed * 1000 + i, g.game)
            for i, p in enumerate(g.players)
            if p not in self.humans
        }
        self.ask, self.say = ask, say
        self.out, self.images = out, images
        self.state = Shown()

    @classmethod
    def new(
        cls,
        players: int,
        humans: int,
        seed: int,
        ai: str,
        ask: Ask,
        say: Say,
        out: Path | None = None,
        images: bool = False,
        options: Any = None,
        game: str = DEFAULT_GAME,
    ) -> TerminalGame:
        ids = [f"human{i + 1}" if i < humans else f"ai{i + 1 - humans}" for i in range(players)]
        g = new_game(ids, options, seed=seed, game=game)
        return cls(g, Seats(ids[:humans], ai, seed), ask, say, out, images)

    # -- files -----------------------------------------------------------------------------

    @property
    def save_path(self) -> Path | None:
        return self.out / SAVE_NAME if self.out is not None else None

    def save(self) -> Path | None:
        if self.save_path is None:
            return None
        self.state.saved_round = self.g.round
        return write_save(self.save_path, self.record, self.g, self.seats.record())

    def phase_ended(self, g: GameState, phase: str) -> None:
        if not self.images or self.out is None:
            return
        from renderer import render

        png = render(view_for(g, None))
        (self.out / "latest.png").write_bytes(png)
        (self.out / f"round-{g.round:02d}.png").write_bytes(png)

    # -- a human's turn --------------------------------------------------------------------

    def _read(self, prompt: str) -> str:
        self.state.reading = True
        try:
            return self.ask(prompt)
        except EOFError:
            raise StopPlay("input ended") from None
        except KeyboardInterrupt:
            raise StopPlay("interrupted") from None
        finally:
            self.state.reading = False

    def introduce(self, d: Decision) -> None:
        g = self.g
        key = (d.player, d.kind, g.version)
        if key == self.state.key:
            self.say(self.answer_line(d))
            return
        self.state.key = key
        self.state.header = None
        self.say(f"\n--- {describe_player(g, d.player)}, round {g.round}, {current_phase(g).title} ---")
        self.say(d.prompt)
        for line in syntax.choices(g, d):
            self.say(line)
        self.say(self.answer_line(d))

    def answer_line(self, d: Decision) -> str:
        default = f"; 'default' = {syntax.show(self.g, d, d.default)}" if d.default is not None else ""
        return f"Type: {syntax.usage(d.kind)}{default}  ('help' for more)"

    def human_answer(self, d: Decision) -> Action:
        if self.g.round != self.state.saved_round:
            self.save()  # once a round, in case the program is killed; quitting saves anyway
        self.introduce(d)
        while True:
            line = self._read(f"{d.player}> ")
            word = line.strip().lower()
            if not word:
                default = syntax.show(self.g, d, d.default) if d.default is not None else ""
                hint = f"'default' to answer: {default}, or " if default else ""
                self.say(f"Nothing typed. Type {hint}an answer ('help' explains).")
            elif word in ("help", "?"):
                for text in syntax.help_text(self.g, d):
                    self.say(text)
            elif word in VIEWS:
                for text in self.table(VIEWS[word], d.player):
                    self.say(text)
            elif word == "save":
                path = self.save()
                self.say(f"Saved to {path}." if path else "There is no output folder to save to.")
            elif word in ("quit", "exit"):
                raise StopPlay("quit")
            else:
                try:
                    return syntax.parse(self.g, d, line)
                except NotUnderstood as err:
                    self.say(f"Not understood: {err.message} ('help' shows the form and an example.)")

    def table(self, what: str, viewer: str) -> list[str]:
        view = view_for(self.g, viewer)
        if what == "map":
            return tabletop.map_text(view)
        if what == "players":
            return tabletop.players_text(view, viewer)
        if what == "census":
            return tabletop.census_text(view)
        if what == "hand":
            return tabletop.hand_text(view)
        return tabletop.offers_text(view)

    # -- the game --------------------------------------------------------------------------

    def tell(self, events: list[Event]) -> None:
        for e in events:
            line = narrate(self.g, e)
            if e.kind == "phase_started":
                self.state.header = line
                continue
            if line is not None:
                self.emit(line)
            for p in sorted(self.humans):
                secret = narrate_private(e, p, self.g.game)
                if secret is not None:
                    to = f"(to {describe_player(self.g, p)}) " if len(self.humans) > 1 else ""
                    self.emit(to + secret)

    def emit(self, line: str) -> None:
        if self.state.header is not None:
            self.say(self.state.header)
            self.state.header = None
        self.say(line)

    def step(self) -> None:
        """One decision: asked of a human or answered by an AI, then applied and told."""
        g = self.g
        d = pending(g)[0]
        human = d.player in self.humans
        action = self.human_answer(d) if human else self.agents[d.player].act(g, d)
        try:
            events = apply(g, action, self.phase_ended)
        except RuleError as err:
            if not human:
                raise
            self.say(f"Refused: {err.message}")
            return
        self.record.add(action)
        self.tell(events)

    def play(self, max_rounds: int | None = None) -> GameState:
        """Play until the game ends or ``max_rounds`` rounds are done (by default the game's
        cap: 60, Advanced Civilization 80); StopPlay when a human stops (the game is saved first)."""
        max_rounds = max_rounds or figures(self.g.game).max_rounds
        try:
            while not self.g.finished and self.g.round <= max_rounds:
                self.step()
                if self.state.stop_requested:
                    raise StopPlay("interrupted")
        except StopPlay:
            self.save()
            raise
        self.save()
        return self.g

    @contextmanager
    def interrupts(self) -> Iterator[None]:
        """Ctrl-C while a human types stops at once; during an AI's move it stops after the
        move, so the game is never saved half-applied."""

        def handler(signum: int, frame: FrameType | None) -> None:
            if self.state.reading:
                raise KeyboardInterrupt
            self.state.stop_requested = True

        previous = signal.signal(signal.SIGINT, handler)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)


@dataclass(frozen=True)
class PlayArgs:
    players: int = 4
    humans: int = 1
    seed: int = 1
    ai: str = "normal"
    out: str = "play-output"
    images: bool = False
    resume: str | None = None
    game: str = DEFAULT_GAME


def start(args: PlayArgs, ask: Ask, say: Say) -> TerminalGame:
    """A new game, or the one in ``args.resume``; CliError with a one-line reason otherwise."""
    # Every game of the Civilization family whose engine plays whole games, offered to Discord
    # players or not yet.
    chosen = spec(args.game, stage=ENGINE)
    if chosen.family != "civ":
        raise CliError(f"{chosen.title} cannot be played in the terminal yet")
    out = output_dir(args.out)
    if args.resume is None:
        try:
            chosen.check_players(args.players)
        except RuleError as err:
            raise CliError(err.message) from None
        if not 1 <= args.humans <= args.players:
            raise CliError(f"--humans must be 1 to {args.players} (the number of players), not {args.humans}")
        return TerminalGame.new(
            args.players, args.humans, args.seed, args.ai, ask, say, out, args.images, game=args.game
        )
    g, record, seating = read_save(args.resume)
    held = spec(g.game, offered_only=False)
    if held.family != "civ" or held.stage == BUILDING:
        raise CliError(f"{args.resume} holds a game of {held.title}, which cannot be played in the terminal")
    if g.finished:
        raise CliError(f"{args.resume}: this game is over")
    humans = [p for p in seating.get("humans", []) if p in g.players] or g.players[: args.humans]
    ai = seating.get("ai") if seating.get("ai") in AGENT_KINDS else args.ai
    seed = seating["seed"] if isinstance(seating.get("seed"), int) else args.seed
    return TerminalGame(g, Seats(humans, str(ai), seed), ask, say, out, args.images, record)


def play_command(args: PlayArgs) -> int:
    try:
        game = start(args, input, print)
    except CliError as err:
        print(f"civbot play: {err}", file=sys.stderr)
        return 2
    g = game.g
    who = ", ".join(describe_player(g, p) for p in game.seats.humans)
    images = f"; board images in {game.out}/" if args.images else ""
    title = spec(g.game, offered_only=False).title
    ais = len(g.players) - len(game.humans)
    print(f"civbot play: {title}, {who} against {ais} {game.seats.ai} AI players{images}.")
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
    winners = ", ".join(describe_player(g, p) for p in g.winners) or "nobody"
    print(f"Game over after round {g.round}: winner {winners}. Saved to {game.save_path}.")
    print("Final standings:", *figures(g.game).standings(g), sep="\n")
    return 0
