"""The engine's entry points: create a game, apply an action, ask what is pending.

``apply`` checks, in a fixed order, that the game is running, that the action belongs to the
current phase, that its player owes a decision, and then lets the phase validate and apply
it; afterwards the game advances through every automatic step until someone must decide.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.civ import family
from engine.civ import refusal_names as rn
from engine.civ.content import setup as setup_data
from engine.civ.options import Options
from engine.civ.phases.base import Phase
from engine.civ.phases.registry import phase_named, phase_of, round_phases
from engine.civ.state import GameState, PlayerState
from engine.civ.variants import is_simple
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import GameOver, MalformedAction, NotYourTurn, WrongPhase
from engine.core.events import Event, public
from engine.core.rng import seed_state
from engine.core.said_json import english, said_to_json
from engine.core.state import PhaseData
from engine.core.words import Joined
from i18n.catalog import N_, Said, l_


def new_game(players: list[str], options: Any = None, seed: int = 0, game: str = "civ1980") -> GameState:
    """A new game of ``game`` in its setup phase. ``players`` are opaque ids in seat order."""
    fam = family.family_game(game)
    options = options or fam.options_class()
    if len(set(players)) != len(players):
        raise MalformedAction(l_("Each player can take only one seat."))
    fam.validate_options(options, len(players))
    g = fam.state_class(options=options, seed=seed, players=list(players), rng=seed_state(seed), game=game)
    allowance = fam.token_allowance(options, len(players))
    for p in players:
        g.player_states[p] = PlayerState(player=p, stock=allowance, allowance=allowance)
    start_events(g)
    return g


def start_events(g: GameState) -> list[Event]:
    """Events of entering the setup phase (re-run identically by replay)."""
    return phase_named("setup", g.game).start(g)


def token_allowance(options: Options, players: int) -> int:
    if is_simple(options):
        # 16.2-16.3: every player uses a whole playing set.
        return options.tokens_per_set
    pc = setup_data().player_counts[players]
    return pc.tokens_56_set if options.tokens_per_set == 56 else pc.tokens


def current_phase(g: GameState) -> Phase:
    return phase_of(g)


@serial.register("phase_not_entered")
@dataclass
class NotEntered(PhaseData):
    """The current phase stands at its start and its automatic steps have not run: a position
    loaded with ``enter=False``. Nothing is pending until ``run_automatic`` enters it."""


def pending(g: GameState) -> list[Decision]:
    if g.finished or isinstance(g.data, NotEntered):
        return []
    return current_phase(g).pending(g)


def first_pending(g: GameState) -> list[Decision]:
    """``pending(g)[:1]``, made alone where the phase can (``GameRules.first_pending``)."""
    if g.finished or isinstance(g.data, NotEntered):
        return []
    return current_phase(g).first_pending(g)


PhaseObserver = Callable[[GameState, str], None]


def apply(g: GameState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Validate and apply ``action``; on any error the state is unchanged.

    ``on_phase_end(state, phase)`` is called at the moment each phase ends, before the next
    one starts (invariant checks use it).
    """
    if g.finished:
        raise GameOver(l_("The game is over."))
    if action.player not in g.player_states:
        raise NotYourTurn(l_("{player} is not a player in this game.", player=repr(action.player)))
    phase = current_phase(g)
    if isinstance(g.data, NotEntered):
        raise WrongPhase(
            l_(
                "That cannot be done now: {phase} has not begun (round {round}).",
                phase=Said(phase.title),
                round=g.round,
            )
        )
    if not isinstance(action, phase.actions):
        raise WrongPhase(
            l_(
                "That cannot be done now: the game is in {phase} (round {round}).",
                phase=Said(phase.title),
                round=g.round,
            )
        )
    if not phase.expects(g, action.player):
        waiting = sorted({d.player for d in phase.pending(g)})
        who = Joined(tuple(_seat_said(g, p) for p in waiting)) if waiting else Said(N_("nobody"))
        raise NotYourTurn(
            l_("It is not your turn: {phase} is waiting for {who}.", phase=Said(phase.title), who=who)
        )
    events = phase.apply(g, action)
    g.version += 1
    events += advance(g, on_phase_end)
    return events


def advance(g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Leave every finished phase and run automatic steps until a decision is owed."""
    events: list[Event] = []
    while not g.finished and current_phase(g).done(g):
        if on_phase_end is not None:
            on_phase_end(g, g.phase)
        events += _next_phase(g)
    return events


def _next_phase(g: GameState) -> list[Event]:
    events: list[Event] = []
    order = [p.name for p in round_phases(g)]
    g.changed_areas = sorted(g.touched)
    g.touched = []
    if g.phase in order and order.index(g.phase) + 1 < len(order):
        g.phase = order[order.index(g.phase) + 1]
    else:
        if g.round > 0 and not any(g.tokens.values()) and not g.cities:
            # Nothing on the board can ever come back (growth needs tokens, Civil War needs
            # a victim with units): the game cannot go on.
            g.finished = True
            why = l_("no civilization has anything left on the board")
            return [public("game_ended", reason=english(why), reason_said=said_to_json(why))]
        g.round += 1
        g.new_cities = []
        g.revolt_cities = []
        g.phase = order[0]
        events.append(public("round_started", round=g.round))
    g.data = None
    phase = current_phase(g)
    events.append(public("phase_started", round=g.round, phase=g.phase, title=phase.title))
    events += phase.start(g)
    return events


def run_automatic(g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Run every automatic step until a decision is owed or the game ends: the phase's own, if
    the position was loaded before them (``NotEntered``), then each finished phase's successors."""
    events = enter_phase(g) if isinstance(g.data, NotEntered) else []
    return events + advance(g, on_phase_end)


def enter_phase(g: GameState) -> list[Event]:
    """Start the state's current phase afresh: its automatic steps run, no later phase starts
    (a position written at the start of a phase)."""
    g.data = None
    g.touched = []
    return current_phase(g).start(g)


def _seat_said(g: GameState, player: str) -> Said | str:
    """``describe_player`` said when it is read: the nation by its name in the reader's language."""
    nation = g.player_states[player].nation
    if not nation:
        return player
    return l_("{nation} ({player})", nation=rn.Named("nation", nation), player=player)


def describe_player(g: GameState, player: str) -> str:
    nation = g.player_states[player].nation
    if not nation:
        return player
    return f"{setup_data().nations[nation].name} ({player})"


def state_to_json(g: GameState) -> dict[str, Any]:
    data: dict[str, Any] = serial.to_json(g)
    return data


def state_from_json(data: Mapping[str, Any]) -> GameState:
    state_class = family.family_game(str(data.get("game", "civ1980"))).state_class
    g: GameState = serial.from_json(state_class, data)
    return g
