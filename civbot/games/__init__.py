"""The command line's games, one folder per game family (``civ``: Civilization and, in
``civ/advciv``, what Advanced Civilization adds; ``tta``: Through the Ages).

Each family's folder declares ``COMMAND_LINE``: for each of its games, a
:class:`CommandLineGame` (its terminal game, its demo, and what ``civbot simulate`` reports of
it). The commands find it through ``engine.GameParts`` and never name a game; a game made
elsewhere (the tests' own) adds its parts with ``COMMAND_LINE.add``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import GameParts

if TYPE_CHECKING:
    from civbot.terminal import PlayArgs


@dataclass(frozen=True)
class DemoArgs:
    players: int
    seed: int
    out: str
    # Pictures of every Nth round (and the last).
    every: int
    game: str
    # The board after every phase of those rounds (a game without phases refuses it).
    every_phase: bool = False


def figures_line(row: dict[str, Any]) -> str:
    """A player's figures in ``civbot simulate``'s summary, as a game without its own line
    shows them: each figure by its name."""
    return "  ".join(f"{k.replace('_', ' ')} {v}" for k, v in row.items())


# Through the Ages always ends (every turn takes cards out of the row), well before this.
WHOLE_GAME = 10_000


@dataclass(frozen=True)
class CommandLineGame:
    """What a game's folder in ``civbot/games/`` gives the command line."""

    # ``civbot play``: the terminal game; the process's exit code.
    play: Callable[[PlayArgs], int]
    # ``civbot demo``: computer players play a whole game, written out; the exit code.
    demo: Callable[[DemoArgs], int]
    # The game's own figures in ``civbot simulate``'s summary (per player, the variant...).
    simulate_fields: Callable[[Any], dict[str, Any]]
    # The decision kinds whose choices the terminal lists in words (the rest: plainly).
    described: Callable[[], Collection[str]] = tuple
    # The rounds ``civbot simulate`` plays when none are given, by the kind of players.
    default_rounds: Callable[[str], int] = lambda agents: WHOLE_GAME
    # A player's line in ``civbot simulate``'s summary, from his row of ``simulate_fields``.
    player_line: Callable[[dict[str, Any]], str] = figures_line


# Each game's command-line parts: ``COMMAND_LINE`` in its family's folder.
COMMAND_LINE: GameParts[CommandLineGame] = GameParts("civbot", "COMMAND_LINE")
