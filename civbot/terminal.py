"""What every terminal game shares (``civbot play``, for each game): the seats, reading a
human's line (``help``, the table views, ``save``, ``quit``, an answer in the game's typed
form), saving, stopping cleanly on Ctrl-C, and the loop that plays until the game ends.

Every answer is read by the engine in the game's own words (``engine.parse_action``) and every
action written back the same way (``engine.action_text``). A game's terminal subclasses
``Terminal`` and gives how its choices are listed (``forms``: a module with ``choices`` and
``help_text``), its table views, how a decision is headed, how one decision is played
(``step``) and how the table is shown (``table``); it may add notes to a decision (``notes``)
and warn before an answer that may be a mistake (``warning``: the answer is then made only on
'yes'). A decision with a single legal answer (``engine.legal_actions``) is never asked: it is
taken and said in one line.
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
from civbot.story import HEADING_FORMS
from civbot.text_forms import default_text, usage
from engine import (
    DEFAULT_GAME,
    Action,
    Decision,
    Event,
    GameRecord,
    NotUnderstood,
    RuleError,
    action_text,
    legal_actions,
    narrate_private,
    narrator,
    parse_action,
    pending,
    plain_names,
)

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
    # An answer the human was warned about: 'yes' (or typing it again) makes it.
    warned: Action | None = None


class Forms(Protocol):
    """A game's choices in words (``civbot.games.civ.syntax``, ``civbot.games.tta.syntax``)."""

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

    def notes(self, d: Decision) -> list[str]:
        """What the human should see with the decision beside its choices (nothing here)."""
        return []

    def warning(self, d: Decision, action: Action) -> list[str]:
        """Why ``action`` may be a mistake, told before it is made (nothing here)."""
        return []

    def who(self, d: Decision) -> str:
        """The player ``d`` asks, as the game names him."""
        return d.player

    def tell(self, events: list[Event]) -> None:
        """Every public event's sentence as it happens (a heading set apart), and each human
        his own secrets."""
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

    def step(self) -> None:
        """One decision: asked of a human or answered by an AI, then applied and told."""
        g = self.g
        d = pending(g)[0]
        human = d.player in self.humans
        if human and g.round != self.state.saved_round:
            self.save()  # once a round, in case the program is killed; quitting saves anyway
        only = self.only_answer(d) if human else None
        if only is not None:
            action = only
        else:
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

    def only_answer(self, d: Decision) -> Action | None:
        """The one legal answer to ``d`` (a forced decision's default), taken without asking
        and said in one line; None when the human has a choice."""
        legal = [d.default] if d.forced and d.default is not None else legal_actions(self.g, d)
        if len(legal) != 1:
            return None
        self.state.header = None
        shown = action_text(self.g, legal[0])
        self.say(f"{self.who(d)}: only one answer is possible, so it is taken: {shown}. ({d.prompt})")
        return legal[0]

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
        self.state.warned = None
        self.say(self.heading(d))
        self.say(d.prompt)
        for line in [*self.forms.choices(self.g, d), *self.notes(d)]:
            self.say(line)
        self.say(self.answer_line(d))

    def answer_line(self, d: Decision) -> str:
        default = default_text(self.g, d)
        shown = f"; 'default' = {default}" if default is not None else ""
        return f"Type: {usage(self.g, d.kind)}{shown}  ('help' for more)"

    def human_answer(self, d: Decision) -> Action:
        self.introduce(d)
        while True:
            line = self._read(f"{d.player}> ")
            word = line.strip().lower()
            if not word:
                default = default_text(self.g, d) or ""
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
            elif word in ("yes", "y") and self.state.warned is not None:
                return self.state.warned
            else:
                try:
                    action = parse_action(self.g, d, line)
                except NotUnderstood as err:
                    self.say(f"Not understood: {err.message} ('help' shows the form and an example.)")
                    continue
                except RuleError as err:
                    self.say(f"Refused: {err.message}")
                    continue
                if self.heeded(d, action):
                    return action

    def heeded(self, d: Decision, action: Action) -> bool:
        """Whether ``action`` may be made: at once when nothing warns against it, or once the
        human confirms it after the warning ('yes', or the same answer again)."""
        lines = [] if action == self.state.warned else self.warning(d, action)
        if not lines:
            self.state.warned = None
            return True
        for text in lines:
            self.say(text)
        self.say("Type 'yes' (or the same answer again) to make it anyway, or another answer.")
        self.state.warned = action
        return False

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


@dataclass(frozen=True)
class PlayArgs:
    players: int = 4
    humans: int = 1
    seed: int = 1
    ai: str = "normal"
    # None: play-output/ for a new game; a resumed game is saved back into its own file.
    out: str | None = None
    images: bool = False
    resume: str | None = None
    game: str = DEFAULT_GAME
    # The options set on the command line (a resumed game refuses those its save decides).
    given: frozenset[str] = frozenset()

    @property
    def out_dir(self) -> str:
        return self.out if self.out is not None else DEFAULT_OUT


DEFAULT_OUT = "play-output"
