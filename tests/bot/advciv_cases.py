"""Advanced Civilization positions for the form tests: the rule cases' positions (tests/cases/
advciv), played up to the decision a test wants, and small calamity positions of their kind."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from engine import apply, load_position, pending
from engine.civ.state import GameState
from tests.case_actions import read_action

CASES = Path(__file__).resolve().parents[1] / "cases" / "advciv"


def case(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((CASES / f"{name}.json").read_text(encoding="utf-8"))
    return data


def at(name: str, kind: str, seat: str | None = None) -> GameState:
    """The case's position, its actions applied until ``seat`` (anyone) owes a ``kind``."""
    c = case(name)
    g = load_position(c["position"])
    for a in c.get("actions", []):
        if owes(g, kind, seat):
            return g
        apply(g, read_action(g, a))
    assert owes(g, kind, seat), f"{name}: nobody owes {kind} ({[d.kind for d in pending(g)]})"
    return g


def owes(g: GameState, kind: str, seat: str | None) -> bool:
    return any(d.kind == kind and (seat is None or d.player == seat) for d in pending(g))


def calamity_position(
    calamity: str, holder: str = "p1", traded_by: str | None = None, **board: Any
) -> GameState:
    """A calamity phase with ``holder`` struck by ``calamity`` (tokens, cities, player_states
    given as in a position file)."""
    states: dict[str, Any] = {
        "p1": {"nation": "africa"},
        "p2": {"nation": "italy"},
        "p3": {"nation": "crete"},
    }
    for p, extra in board.pop("player_states", {}).items():
        states[p] = {**states.get(p, {}), **extra}
    states[holder] = {
        **states[holder],
        "calamities": [{"calamity": calamity, "traded_by": traded_by, "revealed": True}],
    }
    position = {
        "game": "advciv",
        "players": ["p1", "p2", "p3"],
        "options": {},
        "round": 1,
        "phase": "calamities",
        "player_states": states,
        **copy.deepcopy(board),
    }
    return load_position(position)
