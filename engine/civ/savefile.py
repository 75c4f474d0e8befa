"""Save files: the game's players, options, seed and action log, as one JSON document.

Format ``civbot-save/1``::

    {"format": "civbot-save/1", "players": [...], "seed": 7,
     "options": {...every Options field...}, "actions": [{"type": "move_land", ...}, ...],
     "state_hash": "..."}

Loading replays the actions from a new game; because the engine is deterministic this gives
the identical state, which ``state_hash`` (optional) confirms.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from engine.civ.flow import apply, new_game
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import action_from_json

FORMAT = "civbot-save/1"


def state_hash(g: GameState) -> str:
    """SHA-256 of the canonical JSON of the state, without its action log and version."""
    data = serial.to_json(g)
    data.pop("log")
    data.pop("version")
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def save_data(g: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "players": list(g.players),
        "seed": g.seed,
        "options": serial.to_json(g.options),
        "actions": [a.to_json() for a in g.log],
        "state_hash": state_hash(g),
    }


def save_game(g: GameState) -> str:
    return json.dumps(save_data(g), indent=1) + "\n"


def replay(players: list[str], options: Options, seed: int, actions: list[dict[str, Any]]) -> GameState:
    g = new_game(players, options, seed)
    for raw in actions:
        apply(g, action_from_json(raw))
    return g


def load_data(data: dict[str, Any]) -> GameState:
    if data.get("format") != FORMAT:
        raise ValueError(f"not a civbot save file (format {data.get('format')!r})")
    options: Options = serial.from_json(Options, data["options"])
    g = replay(list(data["players"]), options, int(data["seed"]), data["actions"])
    expected = data.get("state_hash")
    if expected and expected != state_hash(g):
        raise ValueError("the replayed game does not match the saved state hash")
    return g


def load_game(text: str) -> GameState:
    return load_data(json.loads(text))
