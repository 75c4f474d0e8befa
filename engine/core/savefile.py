"""Save files and the record beside a state: how a game was created and every action since.

Format ``civbot-save/2`` (one JSON document)::

    {"format": "civbot-save/2", "game": "civ1980", "players": [...], "seed": 7,
     "options": {...every option...}, "actions": [{"type": "move_land", ...}, ...],
     "state_hash": "..."}

``civbot-save/1`` files (before several games) have no ``game`` (they are Civilization 1980)
and a state hash of the older shape; both still load. Loading replays the actions from a new
game; the engine is deterministic, so this gives the identical state, which the hash confirms.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import serial
from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.core.state import CoreState
from i18n.catalog import l_

FORMAT = "civbot-save/2"
FORMAT_V1 = "civbot-save/1"
FORMATS = (FORMAT, FORMAT_V1)


class SaveError(RuleError):
    """A save file that cannot be read: the message says which part is wrong."""

    code = "bad_save"


def canonical_hash(data: Any) -> str:
    """SHA-256 of the canonical JSON form of ``data`` (sorted keys, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class GameRecord:
    """What a save file holds besides the position: the game, its creation and its actions."""

    game: str
    players: list[str]
    seed: int
    options: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)
    # Save format the record was read from (hash shapes differ between formats).
    format: str = FORMAT
    state_hash: str | None = None

    @classmethod
    def start(cls, g: CoreState) -> GameRecord:
        """The record of a game just created (before any action)."""
        options: dict[str, Any] = serial.to_json(g.options)
        return cls(g.game, list(g.players), g.seed, options)

    def add(self, action: Action) -> None:
        self.actions.append(action.to_json())

    def document(self, state_hash: str) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "players": list(self.players),
            "seed": self.seed,
            "options": self.options,
            "actions": list(self.actions),
            "state_hash": state_hash,
        }


def read_record(data: Mapping[str, Any]) -> GameRecord:
    """The record in a save file's parsed JSON (any format version)."""
    if not isinstance(data, Mapping):
        raise SaveError(l_("This is not a civbot save file (it is not a JSON object)."))
    fmt = data.get("format")
    if fmt not in FORMATS:
        raise SaveError(
            l_(
                "This is not a civbot save file (format {found}; expected {expected}).",
                found=repr(fmt),
                expected=FORMAT,
            )
        )
    game = "civ1980" if fmt == FORMAT_V1 else _required(data, "game", lambda v: isinstance(v, str))
    expected = data.get("state_hash")
    return GameRecord(
        game,
        list(
            _required(data, "players", lambda v: isinstance(v, list) and all(isinstance(p, str) for p in v))
        ),
        int(_required(data, "seed", lambda v: isinstance(v, int) and not isinstance(v, bool))),
        dict(_required(data, "options", lambda v: isinstance(v, dict))),
        list(
            _required(data, "actions", lambda v: isinstance(v, list) and all(isinstance(a, dict) for a in v))
        ),
        str(fmt),
        expected if isinstance(expected, str) else None,
    )


def _required(data: Mapping[str, Any], name: str, valid: Callable[[Any], bool]) -> Any:
    value = data.get(name)
    if not valid(value):
        raise SaveError(l_("The save file's {name} field is missing or malformed.", name=repr(name)))
    return value
