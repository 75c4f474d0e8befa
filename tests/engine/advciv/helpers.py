"""Positions of Advanced Civilization for the Python tests (the position format of
engine/data/README.md, filled in as the rule cases are)."""

from __future__ import annotations

from typing import Any

from engine import load_position
from engine.civ.advciv.state import AdvCivState

NATIONS = ("africa", "italy", "crete", "thrace", "illyria", "asia", "assyria", "babylon")


def position(players: int = 3, nations: tuple[str, ...] | None = None, **fields: Any) -> AdvCivState:
    """A loaded position: players p1, p2, ... of ``nations``; ``ps`` gives player fields."""
    ids = [f"p{i + 1}" for i in range(players)]
    chosen = nations or NATIONS[:players]
    states: dict[str, dict[str, Any]] = {p: {"nation": n} for p, n in zip(ids, chosen, strict=True)}
    for p, extra in fields.pop("ps", {}).items():
        states[p].update(extra)
    data = {
        "game": "advciv",
        "players": ids,
        "options": fields.pop("options", {}),
        "round": fields.pop("round", 1),
        "phase": fields.pop("phase", "movement"),
        "player_states": states,
        **fields,
    }
    g = load_position(data)
    assert isinstance(g, AdvCivState)
    return g
