"""civbot's rules engine: pure and deterministic, for several games.

Public interface (any game of the registry, ``engine.games``)::

    g = new_game(["ann", "bob", "cy"], seed=7, game="civ1980")
    for decision in pending(g): ...            # who owes what, legal options, default
    events = apply(g, SomeAction("ann", ...))  # validates fully, or raises RuleError
    view = view_for(g, "ann")                  # what ann may see
    state_hash(g); copy_state(g); dump_position(g); load_position(data); load_save(data)
    Kept(most)                                 # a bounded table, the oldest entry forgotten first
    run_automatic(g)                           # a loaded position's automatic steps, their events
    interface("civ1980")                       # its decision kinds (typed options), events, actions
    legal_actions(g, decision); is_legal(g, action)   # what the decision allows (sampled if many)
    parse_action(g, decision, "build Drama"); action_text(g, action)   # its one text form
    narrate(g, event, names)                   # the one sentence of a public event (names: ``Names``)

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
import weakref
from collections.abc import Mapping
from typing import Any

from engine.core import serial
from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import RuleError
from engine.core.events import Event
from engine.core.game import GameRules, PhaseObserver
from engine.core.interface import GameInterface
from engine.core.kept import Kept
from engine.core.legal import SAMPLE, NotPending, Sampler, check_asked
from engine.core.narrate import Names, Narrator, PlainNames
from engine.core.options import OptionDoc, parse_option_text
from engine.core.positions import PositionError
from engine.core.rng import seed_state
from engine.core.savefile import GameRecord, SaveError
from engine.core.state import CoreState
from engine.core.text import ActionTexts, NotUnderstood
from engine.core.words import count
from engine.games import (
    BUILDING,
    DEFAULT_GAME,
    ENGINE,
    GAMES,
    STAGES,
    GameParts,
    GameSpec,
    UnknownGame,
    offered_games,
    spec,
)
from engine.saves import load_save, load_save_text, record_of_save, replay, save_document, save_text
from i18n.catalog import Said, l_


def rules_of(g: CoreState) -> GameRules[Any]:
    return spec(g.game, offered_only=False).rules()


def new_game(players: list[str], options: Any = None, seed: int = 0, game: str = DEFAULT_GAME) -> Any:
    """A new game of ``game`` in its first phase; ``players`` are opaque ids in seat order."""
    return spec(game, offered_only=False).rules().new_game(players, options, seed)


def interface(game: str) -> GameInterface:
    """What ``game`` declares: its decision kinds with their options classes, its event kinds
    with their payloads, and its actions."""
    return spec(game, offered_only=False).interface()


# The decisions ``pending`` returned last, with the position (weakly) and the version it found
# them in. ``legal_actions`` refuses a decision that is not pending, which meant computing every
# pending decision again each time an agent listed its answers (a third to two fifths of a
# random playout's CPU); a decision ``pending`` has just returned for this very position and
# version needs no second computation. Anything else is checked in full, as before.
_asked: tuple[weakref.ReferenceType[Any], int, list[Decision]] | None = None


def pending(g: CoreState) -> list[Decision]:
    global _asked
    decisions = rules_of(g).pending(g)
    _asked = (weakref.ref(g), g.version, decisions)
    return decisions


def next_decision(g: CoreState) -> Decision | None:
    """The first of ``pending(g)``, the decision one who answers them in turn answers next (a
    simulation), or None: made without every other player's decision where the game can (in a
    simultaneous phase ``pending`` makes them all, and a playout asked again after each answer
    made them all again). ``legal_actions`` takes it as ``pending``'s own."""
    global _asked
    decisions = rules_of(g).first_pending(g)
    _asked = (weakref.ref(g), g.version, decisions)
    return decisions[0] if decisions else None


def _just_asked(g: CoreState, decision: Decision) -> bool:
    """Whether ``decision`` is one that ``pending`` returned for ``g`` at its current version."""
    return (
        _asked is not None
        and _asked[0]() is g
        and _asked[1] == g.version
        and any(d is decision for d in _asked[2])
    )


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
    if g.finished or not _just_asked(g, decision):
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


def _texts(g: CoreState) -> ActionTexts[Any]:
    texts = interface(g.game).texts
    if texts is None:
        raise NotUnderstood(
            l_("{game} has no typed answers.", game=Said(spec(g.game, offered_only=False).title))
        )
    return texts


def parse_action(g: CoreState, decision: Decision, text: str) -> Action:
    """The legal action ``text`` means for the pending ``decision``, read in the game's own
    words (``engine.core.text``: printed names, any case or accents, unambiguous beginnings;
    ``default`` is the decision's default). Text that cannot be read is refused with
    ``NotUnderstood``, an action the rules would refuse with their ``RuleError``, a finished
    game or a decision that is not pending as ``legal_actions`` refuses them; the state never
    changes."""
    rules = rules_of(g)
    check_asked(g.finished, decision, rules.pending(g))
    action = _texts(g).parse(g, decision, text)
    why = refusal(g, action)
    if why is not None:
        raise why
    return action


def action_text(g: CoreState, action: Action) -> str:
    """``action`` in its game's words, as ``parse_action`` reads it back (every card, area and
    nation by its printed name; an action with a price says it in brackets). Written for the
    state it is taken in (a price, a card's place in the row are the state's)."""
    return _texts(g).text(g, action)


def narrator(game: str | CoreState) -> Narrator:
    """How ``game`` (a game's id, or a state of it) tells its events."""
    return interface(game if isinstance(game, str) else game.game).narrator


def narrate(game: str | CoreState, e: Event, names: Names) -> str | None:
    """The sentence of the public event ``e`` of ``game`` (a game's id or a state), seats named
    by ``names``; None for a private event, and for the rare case of a kind not worth a line."""
    return narrator(game).tell(e, names)


def narrate_private(game: str | CoreState, e: Event, viewer: str, names: Names) -> str | None:
    """What the private event ``e`` tells ``viewer``, if it is addressed to him."""
    return narrator(game).tell_privately(e, viewer, names)


def plain_names(g: CoreState, labels: Mapping[str, str] | None = None) -> PlainNames:
    """Plain-text names for a state's seats (for files and the terminal): ``labels`` (the seat's
    id without one) and each seat's nation."""
    return narrator(g).plain_names(g, labels)


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
    "BUILDING",
    "DEFAULT_GAME",
    "ENGINE",
    "GAMES",
    "SAMPLE",
    "STAGES",
    "Action",
    "CoreState",
    "Decision",
    "DecisionOptions",
    "Event",
    "GameInterface",
    "GameParts",
    "GameRecord",
    "GameRules",
    "GameSpec",
    "Kept",
    "Names",
    "Narrator",
    "NotPending",
    "NotUnderstood",
    "OptionDoc",
    "PlainNames",
    "PositionError",
    "RuleError",
    "SaveError",
    "UnknownGame",
    "action_from_json",
    "action_text",
    "apply",
    "copy_state",
    "count",
    "dump_position",
    "interface",
    "is_legal",
    "legal_actions",
    "load_position",
    "load_save",
    "load_save_text",
    "narrate",
    "narrate_private",
    "narrator",
    "new_game",
    "next_decision",
    "offered_games",
    "parse_action",
    "parse_option_text",
    "pending",
    "plain_names",
    "record_of_save",
    "refusal",
    "replay",
    "rules_of",
    "run_automatic",
    "save_document",
    "save_text",
    "serial",
    "spec",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "view_for",
]
