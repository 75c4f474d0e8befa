"""The turn (rules 4): who owes a decision, applying an action, and everything automatic
between decisions (steps that are complete, the end-of-turn sequence, the next turn's start,
the end of the game).

``apply`` checks that the game runs, that the action answers what is owed and by whom, then
lets its handler validate completely before changing anything; afterwards ``advance`` runs
until a decision is owed again.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

# The modules that register the actions of the phases (and, through them, the events,
# purposes and steps) are imported here, so the tables are full once the turn can run.
import engine.tta.action_cards
import engine.tta.actions
import engine.tta.colonize
import engine.tta.events
import engine.tta.legal
import engine.tta.political
import engine.tta.wars  # noqa: F401
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import GameOver, NotYourTurn, WrongPhase
from engine.core.events import Event, public
from engine.tta.handlers import DECISIONS, HANDLERS
from engine.tta.naming import Later, listed
from engine.tta.state import GameState
from engine.tta.texts import phase_title
from engine.tta.turn_passing import end_of_turn
from i18n.catalog import l_

PhaseObserver = Callable[[Any, str], None]

PHASE_TITLES = {
    "start": "Start of turn",
    "political": "Political phase",
    "action": "Action phase",
    "end": "End of turn",
    "over": "Game over",
}


def pending(g: GameState, first_only: bool = False) -> list[Decision]:
    """Every decision owed now (``first_only``: the first alone, ``GameRules.first_pending``)."""
    if g.finished:
        return []
    if g.steps:
        step = g.steps[0]
        at_once = getattr(step, "at_once", False)
        out = []
        waiting = step.waiting()
        for p in waiting[:1] if first_only else waiting:
            d = step.decision(g, p)
            out.append(Decision(d.player, d.kind, d.prompt, d.options, d.default, at_once))
        return out
    maker = DECISIONS.get(g.phase)
    return [maker(g, g.current)] if maker else []


def apply(g: GameState, a: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    if g.finished:
        raise GameOver(l_("The game is over."))
    if a.player not in g.player_states:
        raise NotYourTurn(l_("{player} is not a player in this game.", player=repr(a.player)))
    before = (g.phase, g.current, g.round)
    events = _answer_step(g, a) if g.steps else _phase_action(g, a)
    g.version += 1
    events += advance(g, on_phase_end)
    if on_phase_end is not None and (g.phase, g.current, g.round) != before and before[0] != "end":
        on_phase_end(g, before[0])
    return events


def _answer_step(g: GameState, a: Action) -> list[Event]:
    step = g.steps[0]
    if not isinstance(a, step.accepts):
        d = pending(g)[0]
        raise WrongPhase(
            l_(
                "That cannot be done now: the game waits for {player} to answer ({prompt}).",
                player=d.player,
                prompt=d.prompt,
            )
        )
    waiting = step.waiting()
    resubmission = getattr(step, "at_once", False) and a.player in step.received
    if a.player not in waiting and not resubmission:
        raise NotYourTurn(
            l_("It is not your decision: the game waits for {players}.", players=listed(waiting))
        )
    step.check(g, a)
    step.received[a.player] = a
    return [public("tta_answer_received", player=a.player)] if step.at_once else []


def _phase_action(g: GameState, a: Action) -> list[Event]:
    table = HANDLERS.get(g.phase, {})
    handler = table.get(type(a))
    if handler is None:
        raise WrongPhase(
            l_(
                "That cannot be done now: it is {player}'s {phase}.",
                player=g.current,
                phase=Later(partial(_phase, g.phase)),
            )
        )
    if a.player != g.current:
        raise NotYourTurn(
            l_("It is {player}'s turn ({phase}).", player=g.current, phase=Later(partial(_phase, g.phase)))
        )
    return handler(g, g.ps(a.player), a)


def _phase(phase: str) -> str:
    return phase_title(phase, PHASE_TITLES.get(phase, phase))


def advance(g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
    """Run everything automatic until a decision is owed or the game ends."""
    events: list[Event] = []
    while not g.finished:
        if g.steps:
            step = g.steps[0]
            if any(p not in step.received for p in step.owed):
                break
            g.steps.pop(0)
            outcome = step.run(g)
            events += outcome.events
            g.steps[0:0] = outcome.steps
            continue
        if g.phase != "end":
            break
        if on_phase_end is not None:
            on_phase_end(g, "end")
        events += end_of_turn(g)
    return events
