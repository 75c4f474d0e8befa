"""Civilization and Advanced Civilization on the command line: the terminal game (``play``), the
demo (``demo``, ``demo_figures``), the table and the board in words (``tabletop``, ``areas``,
``words``) and every choice in words (``syntax``); what Advanced Civilization adds in ``advciv``."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from civbot.games import CommandLineGame, DemoArgs

if TYPE_CHECKING:
    from civbot.terminal import PlayArgs


def _play(args: PlayArgs) -> int:
    from civbot.games.civ.play import play_command

    return play_command(args)


def _demo(args: DemoArgs) -> int:
    from civbot.games.civ.demo import demo_command

    return demo_command(args)


def _described() -> Collection[str]:
    from civbot.games.civ.syntax import CHOICES

    return CHOICES.keys()


def _fields(g: Any) -> dict[str, Any]:
    from civbot.games.civ.simulate_fields import civ_fields

    return civ_fields(g)


def _line(row: dict[str, Any]) -> str:
    from civbot.games.civ.simulate_fields import civ_line

    return civ_line(row)


# Random players seldom finish a game of the family, so 10 rounds; the AI plays to the end (a
# normal AI finishes Civilization in about 30 rounds and Advanced Civilization in about 35),
# capped in case easy players never reach the finish.
RANDOM_ROUNDS, AI_ROUNDS = 10, 100


def _rounds(agents: str) -> int:
    return RANDOM_ROUNDS if agents == "random" else AI_ROUNDS


_CIV = CommandLineGame(
    play=_play,
    demo=_demo,
    simulate_fields=_fields,
    described=_described,
    default_rounds=_rounds,
    player_line=_line,
)
COMMAND_LINE = {"civ1980": _CIV, "advciv": _CIV}
