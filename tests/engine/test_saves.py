"""Save files (engine/core/savefile.py): civbot-save/2 carries the game id and replays to its
state hash; civbot-save/1 files from before several games still load; a bad file is refused
with a message that says what is wrong."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from civbot.simulate import simulate
from engine import SaveError, load_save, load_save_text, save_document, state_hash

V1 = Path(__file__).resolve().parents[1] / "golden" / "saves" / "civbot-save-1.json"


def _document() -> dict[str, Any]:
    played = simulate(3, 5, 4)
    assert played.record is not None
    return save_document(played.record, played.game)


def test_a_save_file_carries_the_game_and_replays_to_its_hash() -> None:
    doc = _document()
    assert doc["format"] == "civbot-save/2" and doc["game"] == "civ1980"
    assert state_hash(load_save(json.loads(json.dumps(doc)))) == doc["state_hash"]


def test_a_civbot_save_1_file_still_loads() -> None:
    data = json.loads(V1.read_text(encoding="utf-8"))
    assert data["format"] == "civbot-save/1" and "game" not in data
    g = load_save(data)  # checks the file's state hash, in the older shape
    assert g.game == "civ1980" and g.round == 7


def _broken(change: Any) -> dict[str, Any]:
    doc = copy.deepcopy(_document())
    change(doc)
    return doc


BAD = [
    ("another format", lambda d: d.update(format="chess-pgn"), "not a civbot save file"),
    ("no players", lambda d: d.pop("players"), "'players'"),
    ("an unknown game", lambda d: d.update(game="chess"), "no game called 'chess'"),
    ("an action that does not exist", lambda d: d["actions"][3].update(type="teleport"), "Action 4"),
    ("an illegal action", lambda d: d["actions"][5].update(player="p9"), "Action 6"),
    ("a wrong hash", lambda d: d.update(state_hash="0" * 64), "does not match"),
]


@pytest.mark.parametrize(("what", "change", "message"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_save_file_is_refused_saying_why(what: str, change: Any, message: str) -> None:
    with pytest.raises(Exception) as caught:
        load_save(_broken(change))
    assert message in getattr(caught.value, "message", str(caught.value))


def test_a_file_that_is_not_json_is_refused() -> None:
    with pytest.raises(SaveError, match="not JSON"):
        load_save_text("{ not json")
