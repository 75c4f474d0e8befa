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

from collections.abc import Mapping
from pathlib import Path
from typing import ClassVar

from civbot.games.tta import syntax as tta_syntax
from civbot.games.tta import tabletop as tta_tabletop
from civbot.play import run_terminal, terminal_game
from civbot.terminal import Ask, PlayArgs, Say, Seats, Terminal
from engine import (
    Action,
    Decision,
    Event,
    GameRecord,
)
from engine.tta.api import PHASE_TITLES, GameState, apply, view_for

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

    def apply(self, action: Action) -> list[Event]:
        g = self.g
        turn = (g.current, g.round)
        events = apply(g, action)
        if (g.current, g.round) != turn or g.finished:
            self.turn_ended()
        return events


def start(args: PlayArgs, ask: Ask, say: Say) -> TtaTerminalGame:
    """A new game, or the one in ``args.resume``; CliError with a one-line reason otherwise."""
    return terminal_game(TtaTerminalGame, args, ask, say)


def ending(game: TtaTerminalGame) -> list[str]:
    g = game.g
    scores = ", ".join(f"{p} {g.ps(p).culture}" for p in g.players)
    return [
        f"Game over after round {g.round}: winner {', '.join(g.winners) or 'nobody'} (culture: {scores}).",
        f"Saved to {game.save_path}.",
    ]


def play_tta_command(args: PlayArgs) -> int:
    return run_terminal(args, start, ending)
