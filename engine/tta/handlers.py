"""The tables of the current player's phases: the handler of each action a phase accepts, and
how each phase asks for its decision. The modules that handle actions register here
(``handles``, ``DECISIONS``); ``engine.tta.flow`` imports them all and runs the turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.tta.state import GameState, PlayerState

Handler = Callable[[GameState, PlayerState, Any], list[Event]]
DecisionMaker = Callable[[GameState, str], Decision]

# Actions of the current player's phases, and how each phase asks for them.
HANDLERS: dict[str, dict[type[Action], Handler]] = {"political": {}, "action": {}}
DECISIONS: dict[str, DecisionMaker] = {}


def handles(phase: str, kind: type[Action]) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        HANDLERS[phase][kind] = fn
        return fn

    return deco
