"""Save files of any game: write one from a game's record, load one of any format version.

The format lives in ``engine.core.savefile``; this module finds the game's rules through the
registry and replays the record.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.civ.game import CIV1980
from engine.core.actions import action_from_json
from engine.core.errors import RuleError
from engine.core.savefile import FORMAT_V1, GameRecord, SaveError, read_record
from engine.core.state import CoreState
from engine.games import spec
from i18n.catalog import Said, l_


def save_document(record: GameRecord, g: CoreState) -> dict[str, Any]:
    """The save file of ``g``, whose history is ``record``."""
    return record.document(spec(g.game, offered_only=False).rules().state_hash(g))


def save_text(record: GameRecord, g: CoreState) -> str:
    return json.dumps(save_document(record, g), indent=1) + "\n"


def replay(record: GameRecord) -> Any:
    """The game ``record`` describes: a new game with every action applied again."""
    rules = spec(record.game, offered_only=False).rules()
    try:
        options = rules.options_from_json(record.options)
        g = rules.new_game(list(record.players), options, record.seed)
    except (RuleError, TypeError, ValueError) as err:
        raise SaveError(l_("The save file's game cannot be created: {reason}", reason=_reason(err))) from None
    for i, raw in enumerate(record.actions, start=1):
        try:
            rules.apply(g, action_from_json(raw))
        except (RuleError, TypeError, ValueError, KeyError) as err:
            raise SaveError(
                l_(
                    "Action {i} of the save file ({kind}) cannot be replayed: {reason}",
                    i=i,
                    kind=repr(raw.get("type")),
                    reason=_reason(err),
                )
            ) from None
    return g


def load_save(data: Mapping[str, Any]) -> Any:
    """The game in a save file's parsed JSON (any format version), checked against its hash."""
    record = read_record(data)
    g = replay(record)
    if record.state_hash:
        # civbot-save/1 files are all Civilization (1980), hashed in the older shape.
        legacy = record.format == FORMAT_V1
        got = CIV1980.legacy_hash(g) if legacy else spec(g.game, offered_only=False).rules().state_hash(g)
        if got != record.state_hash:
            raise SaveError(l_("The replayed game does not match the save file's state hash."))
    return g


def load_save_text(text: str) -> Any:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(
            l_(
                "This is not a civbot save file (not JSON: {error} at line {line}).",
                error=err.msg,
                line=err.lineno,
            )
        ) from None
    return load_save(data)


def record_of_save(data: Mapping[str, Any]) -> GameRecord:
    """The record in a save file, to continue the game and save it again."""
    return read_record(data)


def _reason(err: Exception) -> Said | str:
    return err.said if isinstance(err, RuleError) else str(err)
