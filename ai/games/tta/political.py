"""The political phase: every political action tried in the worlds its player cannot tell from
the real game, each judged by how it changes his standing against his rivals (his value less
theirs, ``ai.games.tta.lookahead.standing``); the best one worth more than passing is taken.

- An aggression is tried to its end: the defender answers with his (sampled) hand as the AI
  would (``answers.defend``: he repels it when that is worth his cards), so an attack on a
  player who can defend is worth little, and the attacker's own choices are his defaults.
- An event scores its level and reveals the top current event (a different one in each world);
  the event prepared is resolved later, so its effect is judged as if resolved now, discounted.
  A territory prepared promises a colony to whoever can send a force.
- A war is resolved at the start of the declarer's next turn: judged by its effect at the
  strength advantage left after the target strengthens for a turn (bonus cards do not count in
  a war, 5.3); a war the declarer might lose is not declared.
- A pact offered is answered by the partner as the AI would answer it.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Any

from ai.games.tta.evaluate import Weights, value
from ai.games.tta.lookahead import Responder, Standing, copied, option_action, settle, tried
from engine import Action, Decision
from engine.tta.api import (
    WARS,
    AnswerPact,
    GameState,
    PactOfferStep,
    PassPolitical,
    all_units,
    attack_strength,
    cards,
    enter_pact,
    resolve_event,
    stats,
    strength_rating,
)

# Standing (culture points) a political action must add to be taken rather than passing.
THRESHOLD = 0.5
# Share of an event's effect counted when it is prepared (it resolves rounds later, for a
# revealer who may be someone else) and of an impact's (it resolves at the end).
LATER_EVENT = 0.5
LATER_IMPACT = 0.8
# What a prepared territory promises a player with units to send.
TERRITORY_PROMISE = 1.5
# Strength a war's target may add in his turn before it is resolved, per military action.
WAR_CATCH_UP = 1.5
# Events in hand judged at most in one political phase (those of highest level).
EVENTS_JUDGED = 2
# Standing a pact must give its partner for him to accept it.
PACT_ACCEPTED = 0.5


def choose_political(
    worlds: list[GameState],
    me: str,
    options: list[dict[str, Any]],
    w: Weights,
    respond: Responder,
    noise: Callable[[], float] = lambda: 0.0,
) -> Action:
    best: tuple[float, Action] = (THRESHOLD, PassPolitical(me))
    candidates = _worth_judging([option_action(o) for o in options])
    if not candidates:
        return best[1]
    judged = [Standing(world, w) for world in worlds]
    base = [st.of(world, me) for st, world in zip(judged, worlds, strict=True)]
    for a in candidates:
        judge = JUDGES[a.kind]
        scores = [judge(world, a, st, respond) for st, world in zip(judged, worlds, strict=True)]
        if any(s is None for s in scores):
            continue
        gain = statistics.fmean(s - b for s, b in zip(scores, base, strict=True) if s is not None) + noise()
        if gain > best[0]:
            best = (gain, a)
    return best[1]


def _worth_judging(actions: list[Action]) -> list[Action]:
    """The political actions to judge: of the events in hand only the ``EVENTS_JUDGED`` of
    highest level (each is judged twice over: now and when it will be revealed)."""
    events = sorted(
        (a for a in actions if a.kind == "tta_prepare_event"),
        key=lambda a: (-cards()[str(getattr(a, "card", ""))].level, str(getattr(a, "card", ""))),
    )
    kept = set(map(id, events[:EVENTS_JUDGED]))
    return [a for a in actions if a.kind in JUDGES and (a.kind != "tta_prepare_event" or id(a) in kept)]


def _tried_standing(world: GameState, a: Action, st: Standing, respond: Responder) -> float | None:
    after = tried(world, a, own_defaults=True, respond=respond)
    return None if after is None else st.of(after, a.player)


def _event(world: GameState, a: Action, st: Standing, respond: Responder) -> float | None:
    after = tried(world, a, own_defaults=True, respond=respond)
    if after is None:
        return None
    card = str(getattr(a, "card", ""))
    return st.of(after, a.player) + later_effect(world, a.player, card, st)


def later_effect(world: GameState, me: str, card: str, st: Standing) -> float:
    """What preparing ``card`` will bring ``me`` when it is revealed, judged on today's game."""
    c = cards()[card]
    if c.type == "territory":
        return TERRITORY_PROMISE if all_units(world.ps(me)) else 0.0
    trial = copied(world)
    trial.ps(me).military_hand.remove(card)
    before = st.of(world, me)  # (the card still in hand: a military card's worth there is small)
    outcome = resolve_event(trial, card, me)
    trial.steps[0:0] = outcome.steps
    settle(trial, me, own_defaults=True)
    share = LATER_IMPACT if c.age == "III" else LATER_EVENT
    return share * (st.of(trial, me) - before)


def _war(world: GameState, a: Action, st: Standing, respond: Responder) -> float | None:
    """The war's effect at the advantage left after the target's next turn; None when it
    might be lost."""
    me, target, card = a.player, str(getattr(a, "target", "")), str(getattr(a, "card", ""))
    after = tried(world, a, own_defaults=True, respond=respond)
    if after is None:
        return None
    catch_up = WAR_CATCH_UP * stats(after, target).military_total
    advantage = int(attack_strength(after, me, target) - strength_rating(after, after.ps(target)) - catch_up)
    if advantage <= 0:
        return None
    return st.of(war_fought(after, card, me, target, me, advantage), me)


def war_fought(g: GameState, card: str, declarer: str, target: str, judge: str, advantage: int) -> GameState:
    """A copy of ``g`` after the war ``card`` of ``declarer`` on ``target`` is resolved at
    ``advantage`` (the declarer's strength less the target's: the declarer wins above 0, the
    target below), every later answer its default (``judge``'s own too)."""
    fought = copied(g)
    fought.wars = [x for x in fought.wars if x.card != card or x.declarer != declarer]
    if advantage:
        winner, loser = (declarer, target) if advantage > 0 else (target, declarer)
        outcome = WARS[cards()[card].handler](fought, card, winner, loser, abs(advantage))
        fought.steps[0:0] = outcome.steps
        settle(fought, judge, own_defaults=True)
    return fought


JUDGES: dict[str, Callable[[GameState, Action, Standing, Responder], float | None]] = {
    "tta_aggression": _tried_standing,
    "tta_prepare_event": _event,
    "tta_declare_war": _war,
    "tta_propose_pact": _tried_standing,
    "tta_cancel_pact": _tried_standing,
    "tta_retire_leader": _tried_standing,
}


def accepts_pact(g: GameState, d: Decision, w: Weights) -> bool:
    """Whether the pact offered raises the partner's standing enough (tried on a copy)."""
    me = d.player
    st = Standing(g, w)
    trial = copied(g)
    step = trial.steps.pop(0)
    assert isinstance(step, PactOfferStep)
    enter_pact(trial, step.proposer, me, step.card, step.side)
    return st.of(trial, me) - st.of(g, me) > PACT_ACCEPTED


def answer_pact(g: GameState, d: Decision, w: Weights) -> Action:
    return AnswerPact(d.player, accepts_pact(g, d, w))


def expected_pact_answer(g: GameState, d: Decision, w: Weights) -> Action:
    """How a partner is expected to answer a pact in a lookahead, more cheaply than he would
    judge it: by his gain less half the proposer's (the rival he helps), not every standing."""
    me = d.player
    trial = copied(g)
    step = trial.steps.pop(0)
    assert isinstance(step, PactOfferStep)
    enter_pact(trial, step.proposer, me, step.card, step.side)
    mine = value(trial, me, w) - value(g, me, w)
    theirs = value(trial, step.proposer, w) - value(g, step.proposer, w)
    return AnswerPact(me, mine - 0.5 * theirs > PACT_ACCEPTED)
