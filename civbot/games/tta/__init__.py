"""Through the Ages on the command line: the terminal game (``play``), the demo (``demo``), the
table in words (``tabletop``) and every choice in words (``syntax``)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from civbot.games import CommandLineGame, DemoArgs

if TYPE_CHECKING:
    from civbot.terminal import PlayArgs


def _play(args: PlayArgs) -> int:
    from civbot.games.tta.play import play_tta_command

    return play_tta_command(args)


def _demo(args: DemoArgs) -> int:
    from civbot.games.tta.demo import tta_demo_command

    return tta_demo_command(args)


def _described() -> Collection[str]:
    from civbot.games.tta.syntax import CHOICES

    return CHOICES.keys()


def _fields(g: Any) -> dict[str, Any]:
    from civbot.games.tta.simulate_fields import tta_fields

    return tta_fields(g)


def _line(row: dict[str, Any]) -> str:
    from civbot.games.tta.simulate_fields import tta_line

    return tta_line(row)


COMMAND_LINE = {
    "tta": CommandLineGame(
        play=_play, demo=_demo, simulate_fields=_fields, described=_described, player_line=_line
    )
}
