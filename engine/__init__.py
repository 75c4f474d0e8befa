"""civbot's rules engine: pure and deterministic, for several games.

Public interface (any game of the registry, ``engine.games``)::

    g = new_game(["ann", "bob", "cy"], seed=7, game="civ1980")
    for decision in pending(g): ...            # who owes what, legal options, default
    events = apply(g, SomeAction("ann", ...))  # validates fully, or raises RuleError
    view = view_for(g, "ann")                  # what ann may see
    state_hash(g); dump_position(g); load_position(data); load_save(data)
    run_automatic(g)                           # a loaded position's automatic steps, their events
    interface("civ1980")                       # its decision kinds (typed options), events, actions
    legal_actions(g, decision); is_legal(g, action)   # what the decision allows (sampled if many)

The state is the position, not its history: keep a ``GameRecord`` beside it to save a game.
Layout: ``engine.core`` (what every game uses), ``engine.civ`` (the Civilization family),
``engine.tta`` (Through the Ages), ``engine.games`` (the registry), ``engine/data/<game>/``.
Each game's public module (``engine.civ.api``, ``engine.civ.advciv.api``, ``engine.tta.api``)
declares its state and options types, decision kinds, events and actions; this package exports
only what every game shares (``CoreState``, ``Decision``, ``Event``...).
No I/O, clock or global randomness happens in this package (a test enforces it).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import RuleError
from engine.core.events import Event
from engine.core.game import GameRules, PhaseObserver
from engine.core.interface import GameInterface
from engine.core.legal import SAMPLE, NotPending, Sampler, check_asked
from engine.core.positions import PositionError
from engine.core.rng import seed_state
from engine.core.savefile import GameRecord, SaveError
from engine.core.state import CoreState
from engine.games import DEFAULT_GAME, GAMES, GameSpec, UnknownGame, offered_games, spec
from engine.saves import load_save, load_save_text, replay, save_document, save_text


def rules_of(g: CoreState) -> GameRules[Any]:
    return spec(g.game, offered_only=False).rules()


def new_game(players: list[str], options: Any = None, seed: int = 0, game: str = DEFAULT_GAME) -> Any:
    """A new game of ``game`` in its first phase; ``players`` are opaque ids in seat order."""
    return spec(game, offered_only=False).rules().new_game(players, options, seed)


def interface(game: str) -> GameInterface:
    """What ``game`` declares: its decision kinds with their options classes, its event kinds
    with their payloads, and its actions."""
    return spec(game, offered_only=False).interface()


def pending(g: CoreState) -> list[Decision]:
    return rules_of(g).pending(g)


def apply(g: CoreState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Validate and apply ``action``; on any error the state is unchanged."""
    return rules_of(g).apply(g, action, on_phase_end)


def legal_actions(g: CoreState, decision: Decision, seed: int = 0, sample: int = SAMPLE) -> list[Action]:
    """The legal actions of the pending ``decision``: all of them where there are few (a tax
    rate, a volcano), and where there are many (movement, trade packets, payments, growth
    splits, losses) the decision's default then a sample of about ``sample`` more, drawn with
    ``seed``, covering every kind of action it allows (``engine.core.legal``). The same seed
    lists the same actions; nothing changes. A finished game or a decision that is not
    pending is refused (``GameOver``, ``NotPending``)."""
    rules = rules_of(g)
    check_asked(g.finished, decision, rules.pending(g))
    return rules.legal_listers[decision.kind](g, decision, Sampler(seed_state(seed), sample))


def refusal(g: CoreState, action: Action) -> RuleError | None:
    """Why the rules refuse ``action`` now, or None if they accept it. Tried on a copy of the
    state: ``g`` never changes."""
    trial = copy.deepcopy(g)
    try:
        rules_of(g).apply(trial, action)
    except RuleError as err:
        return err
    return None


def is_legal(g: CoreState, action: Action) -> bool:
    """Whether ``apply(g, action)`` would be accepted now (``g`` does not change)."""
    return refusal(g, action) is None


def view_for(g: CoreState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
    return rules_of(g).view_for(g, viewer, role)


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


def load_position(data: Mapping[str, Any], enter: bool = True) -> Any:
    """The position described by ``data``; a bad field raises PositionError naming it. A
    position at the start of its phase runs that phase's automatic steps as it loads (their
    events are not returned); with ``enter=False`` it stays before them, nothing pending,
    until ``run_automatic``."""
    game = data.get("game") if isinstance(data, Mapping) else None
    if not isinstance(game, str):
        raise PositionError("game", "is required (the id of a game, such as 'civ1980')")
    return spec(game, offered_only=False).rules().load_position(data, enter)


def run_automatic(g: CoreState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Run the automatic steps of a position until a decision is pending or the game ends, and
    return their events: a position loaded with ``enter=False`` runs its phase's own steps
    (taxes, census, conflicts, calamities; Through the Ages: the start-of-turn sequence), and a
    phase with nothing to decide (a census, a conflict without pillage) gives way to the next.
    Where a decision is already pending it does nothing."""
    return rules_of(g).run_automatic(g, on_phase_end)


__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "SAMPLE",
    "Action",
    "CoreState",
    "Decision",
    "DecisionOptions",
    "Event",
    "GameInterface",
    "GameRecord",
    "GameRules",
    "GameSpec",
    "NotPending",
    "PositionError",
    "RuleError",
    "SaveError",
    "UnknownGame",
    "action_from_json",
    "apply",
    "dump_position",
    "interface",
    "is_legal",
    "legal_actions",
    "load_position",
    "load_save",
    "load_save_text",
    "new_game",
    "offered_games",
    "pending",
    "refusal",
    "replay",
    "rules_of",
    "run_automatic",
    "save_document",
    "save_text",
    "spec",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "view_for",
]
