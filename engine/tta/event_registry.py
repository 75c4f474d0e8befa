"""The registry of event effects (one function per event card, named after the card's handler,
in ``events_a_i``, ``events_ii`` and ``impacts``), and the helpers those modules share: who
answers an event, clockwise from the revealer, and the choices and selections it asks.
``engine.tta.events`` imports the effect modules, so the registry is full once events can be
revealed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.steps import Outcome
from engine.tta.actions_and_points import seat_order_from
from engine.tta.state import GameState, TtaStep
from engine.tta.steps import ChoiceStep, SelectStep

EventEffect = Callable[[GameState, str, str], Outcome[Any]]
EVENTS: dict[str, EventEffect] = {}


def event(fn: EventEffect) -> EventEffect:
    EVENTS[fn.__name__] = fn
    return fn


def clockwise(g: GameState, revealer: str) -> list[str]:
    return seat_order_from(g, revealer)


def choices(g: GameState, players: list[str], purpose: str, **params: Any) -> list[TtaStep]:
    """A choice for each of ``players`` (all at once or clockwise: option event_choices)."""
    if not players:
        return []
    return [
        ChoiceStep(owed=players, purpose=purpose, params=params, at_once=g.options.event_choices == "at_once")
    ]


def selections(g: GameState, players: list[str], purpose: str, **params: Any) -> list[TtaStep]:
    if not players:
        return []
    return [
        SelectStep(owed=players, purpose=purpose, params=params, at_once=g.options.event_choices == "at_once")
    ]
