"""The envelope of a position file, shared by every game.

A position holds the whole of a game's position, secret parts included, as data::

    {"format": "civbot-position/1", "game": "civ1980", ...the game's own fields...}

Each game documents its own fields (``engine/data/README.md``) and loads them; a position that
cannot be loaded is refused with a :class:`PositionError` that names the field at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.errors import MalformedAction

FORMAT = "civbot-position/1"


class PositionError(MalformedAction):
    """A position that cannot be loaded; ``field`` is the dotted path of the field at fault."""

    code = "bad_position"

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(f"Position field {field}: {problem}." if field else f"Position: {problem}.")
        self.field = field


def envelope(game: str, fields: Mapping[str, Any]) -> dict[str, Any]:
    return {"format": FORMAT, "game": game, **{k: v for k, v in fields.items() if k != "game"}}


def open_envelope(data: Mapping[str, Any], game: str) -> dict[str, Any]:
    """The game's own fields of ``data``, after checking the envelope."""
    if not isinstance(data, Mapping):
        raise PositionError("", "a position is a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise PositionError("format", f"{data.get('format')!r} is not {FORMAT!r}")
    if data.get("game", game) != game:
        raise PositionError("game", f"{data.get('game')!r} is not {game!r}")
    return {k: v for k, v in data.items() if k not in ("format", "game")}
