"""civbot's rules engine: pure and deterministic, for several games.

Public interface (any game of the registry, ``engine.games``)::

    g = new_game(["ann", "bob", "cy"], seed=7, game="civ1980")
    for decision in pending(g): ...            # who owes what, legal options, default
    events = apply(g, SomeAction("ann", ...))  # validates fully, or raises RuleError
    view = view_for(g, "ann")                  # what ann may see
    state_hash(g); copy_state(g); dump_position(g); load_position(data); load_save(data)

The state is the position, not its history: keep a ``GameRecord`` beside it to save a game.
Layout: ``engine.core`` (what every game uses), ``engine.civ`` (the Civilization family),
``engine.tta`` (Through the Ages), ``engine.games`` (the registry), ``engine/data/<game>/``.
No I/O, clock or global randomness happens in this package (a test enforces it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event
from engine.core.game import GameRules, PhaseObserver
from engine.core.positions import PositionError
from engine.core.savefile import GameRecord, SaveError
from engine.core.state import CoreState
from engine.games import DEFAULT_GAME, GAMES, GameSpec, UnknownGame, offered_games, spec
from engine.saves import load_save, load_save_text, replay, save_document, save_text


def rules_of(g: CoreState) -> GameRules[Any]:
    return spec(g.game, offered_only=False).rules()


def new_game(players: list[str], options: Any = None, seed: int = 0, game: str = DEFAULT_GAME) -> Any:
    """A new game of ``game`` in its first phase; ``players`` are opaque ids in seat order."""
    return spec(game, offered_only=False).rules().new_game(players, options, seed)


def pending(g: CoreState) -> list[Decision]:
    return rules_of(g).pending(g)


def apply(g: CoreState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Validate and apply ``action``; on any error the state is unchanged."""
    return rules_of(g).apply(g, action, on_phase_end)


def view_for(g: CoreState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
    return rules_of(g).view_for(g, viewer, role)


def copy_state(g: Any) -> Any:
    """A copy of the whole position sharing nothing mutable with ``g``: far cheaper than
    ``copy.deepcopy``, for computer players that try actions on copies."""
    return rules_of(g).copy_state(g)


def state_hash(g: CoreState) -> str:
    return rules_of(g).state_hash(g)


def state_to_json(g: CoreState) -> dict[str, Any]:
    return rules_of(g).state_to_json(g)


def state_from_json(data: Mapping[str, Any]) -> Any:
    """A state from its JSON form; states stored before there were several games are 1980's."""
    return spec(str(data.get("game", DEFAULT_GAME)), offered_only=False).rules().state_from_json(data)


def dump_position(g: CoreState) -> dict[str, Any]:
    """The whole position, secret parts included, in the documented position format."""
    return rules_of(g).dump_position(g)


def load_position(data: Mapping[str, Any]) -> Any:
    """The position described by ``data``; a bad field raises PositionError naming it."""
    game = data.get("game") if isinstance(data, Mapping) else None
    if not isinstance(game, str):
        raise PositionError("game", "is required (the id of a game, such as 'civ1980')")
    return spec(game, offered_only=False).rules().load_position(data)


__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "Action",
    "CoreState",
    "Decision",
    "Event",
    "GameRecord",
    "GameRules",
    "GameSpec",
    # Civilization-family types, for the code that serves only that family.
    "GameState",
    "Options",
    "PositionError",
    "RuleError",
    "SaveError",
    "UnknownGame",
    "action_from_json",
    "apply",
    "copy_state",
    "dump_position",
    "load_position",
    "load_save",
    "load_save_text",
    "new_game",
    "offered_games",
    "pending",
    "replay",
    "rules_of",
    "save_document",
    "save_text",
    "spec",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "view_for",
]
