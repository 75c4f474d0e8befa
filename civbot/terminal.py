"""What every terminal game shares (``civbot play``, for each game): the seats, reading a
human's line (``help``, the table views, ``save``, ``quit``, an answer in the game's typed
form), saving, stopping cleanly on Ctrl-C, and the loop that plays until the game ends.

A game's terminal subclasses ``Terminal`` and gives its typed forms (``forms``: a module with
``parse``, ``show``, ``usage``, ``choices`` and ``help_text``), its table views, how a decision
is headed, how one decision is played (``step``) and how the table is shown (``table``).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any, ClassVar, Protocol

from ai import Agent, agent_for
from civbot.savefiles import write_save
from civbot.words import NotUnderstood
from engine import GameRecord, pending
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event

Ask = Callable[[str], str]
Say = Callable[[str], None]
SAVE_NAME = "game.save.json"


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


class Forms(Protocol):
    """A game's typed answers (``civbot.syntax``, ``civbot.tta_syntax``)."""

    def parse(self, g: Any, d: Decision, line: str) -> Action: ...
    def show(self, g: Any, d: Decision, action: Action) -> str: ...
    def usage(self, kind: str) -> str: ...
    def choices(self, g: Any, d: Decision) -> list[str]: ...
    def help_text(self, g: Any, d: Decision) -> list[str]: ...


class Terminal:
    forms: Forms
    # What the human may type to look at the table -> the view ``table`` shows.
    views: ClassVar[Mapping[str, str]] = {}

    def __init__(
        self,
        g: Any,
        seats: Seats,
        ask: Ask,
        say: Say,
        out: Path | None,
        images: bool,
        record: GameRecord | None,
    ) -> None:
        self.g = g
        self.record = record or GameRecord.start(g)
        self.seats = seats
        self.humans = set(seats.humans)
        self.ask, self.say = ask, say
        self.out, self.images = out, images
        # Where the game is saved (a resumed game: back into its own file); out/SAVE_NAME if None.
        self.save_file: Path | None = None
        self.state = Shown()
        self.agents: dict[str, Agent] = {
            p: agent_for(seats.ai, seats.seed * 1000 + i, game=g.game)
            for i, p in enumerate(g.players)
            if p not in self.humans
        }

    # -- what a game's terminal gives -----------------------------------------------------

    def heading(self, d: Decision) -> str:
        raise NotImplementedError

    def table(self, what: str, viewer: str) -> list[str]:
        raise NotImplementedError

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` with the game's engine (RuleError when it is refused)."""
        raise NotImplementedError

    def tell(self, events: list[Event]) -> None:
        raise NotImplementedError

    def step(self) -> None:
        """One decision: asked of a human or answered by an AI, then applied and told."""
        g = self.g
        d = pending(g)[0]
        human = d.player in self.humans
        action = self.human_answer(d) if human else self.agents[d.player].act(g, d)
        try:
            events = self.apply(action)
        except RuleError as err:
            if not human:
                raise
            self.say(f"Refused: {err.message}")
            return
        self.record.add(action)
        self.tell(events)

    # -- files -----------------------------------------------------------------------------

    @property
    def save_path(self) -> Path | None:
        if self.save_file is not None:
            return self.save_file
        return self.out / SAVE_NAME if self.out is not None else None

    def save(self) -> Path | None:
        if self.save_path is None:
            return None
        self.state.saved_round = self.g.round
        return write_save(self.save_path, self.record, self.g, self.seats.record())

    # -- a human's decision ----------------------------------------------------------------

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
        key = (d.player, d.kind, self.g.version)
        if key == self.state.key:
            self.say(self.answer_line(d))
            return
        self.state.key = key
        self.state.header = None
        self.say(self.heading(d))
        self.say(d.prompt)
        for line in self.forms.choices(self.g, d):
            self.say(line)
        self.say(self.answer_line(d))

    def answer_line(self, d: Decision) -> str:
        default = f"; 'default' = {self.forms.show(self.g, d, d.default)}" if d.default is not None else ""
        return f"Type: {self.forms.usage(d.kind)}{default}  ('help' for more)"

    def human_answer(self, d: Decision) -> Action:
        if self.g.round != self.state.saved_round:
            self.save()  # once a round, in case the program is killed; quitting saves anyway
        self.introduce(d)
        while True:
            line = self._read(f"{d.player}> ")
            word = line.strip().lower()
            if not word:
                default = self.forms.show(self.g, d, d.default) if d.default is not None else ""
                hint = f"'default' to answer: {default}, or " if default else ""
                self.say(f"Nothing typed. Type {hint}an answer ('help' explains).")
            elif word in ("help", "?"):
                for text in self.forms.help_text(self.g, d):
                    self.say(text)
            elif word in self.views:
                for text in self.table(self.views[word], d.player):
                    self.say(text)
            elif word == "save":
                path = self.save()
                self.say(f"Saved to {path}." if path else "There is no output folder to save to.")
            elif word in ("quit", "exit"):
                raise StopPlay("quit")
            else:
                try:
                    return self.forms.parse(self.g, d, line)
                except NotUnderstood as err:
                    self.say(f"Not understood: {err.message} ('help' shows the form and an example.)")

    # -- the game --------------------------------------------------------------------------

    def play(self, max_rounds: int | None = None) -> Any:
        """Play until the game ends (or ``max_rounds`` rounds are done); StopPlay when a human
        stops (the game is saved first)."""
        try:
            while not self.g.finished and (max_rounds is None or self.g.round <= max_rounds):
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
