"""Building Through the Ages positions for tests, and reading what a player has."""

from __future__ import annotations

from typing import Any

from engine import apply, load_position, pending
from engine.core.actions import Action, action_from_json
from engine.core.events import Event
from engine.tta.state import GameState
from engine.tta.stats import Stats, stats
from engine.tta.tokens import FOOD, RESOURCES, amount

BOARD = {"agriculture": 2, "bronze": 2, "philosophy": 1, "religion": 0, "warriors": 1}


def position(players: int = 2, **fields: Any) -> GameState:
    """A position of ``players`` players (p1, p2...), in round 5 of Age I, p1's action phase."""
    data: dict[str, Any] = {"game": "tta", "players": [f"p{i + 1}" for i in range(players)]}
    data.update({"round": 5, "age": "I", "phase": "action"})
    data.update(fields)
    g: GameState = load_position(data)
    return g


def workers(**extra: int) -> dict[str, int]:
    """The starting technologies' workers, with ``extra`` technologies and counts replacing them."""
    return {**BOARD, **extra}


def act(g: GameState, kind: str, player: str = "p1", **fields: Any) -> list[Event]:
    a: Action = action_from_json({"type": kind, "player": player, **fields})
    return apply(g, a)


def rating(g: GameState, p: str = "p1") -> Stats:
    return stats(g, p)


def food(g: GameState, p: str = "p1") -> int:
    return amount(g.ps(p), FOOD)


def resources(g: GameState, p: str = "p1") -> int:
    return amount(g.ps(p), RESOURCES)


def owed(g: GameState) -> list[tuple[str, str]]:
    return [(d.player, d.kind) for d in pending(g)]


def reveal(event: str, players: int = 2, age: str = "I", **fields: Any) -> tuple[GameState, list[Event]]:
    """p1 prepares an event in his political phase, revealing ``event``."""
    states = fields.pop("player_states", {})
    states.setdefault("p1", {}).setdefault("military_hand", []).append("good_harvest")
    g = position(
        players,
        age=age,
        phase="political",
        current_events=[event],
        future_events=fields.pop("future_events", []),
        player_states=states,
        **fields,
    )
    return g, act(g, "tta_prepare_event", card="good_harvest")


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
