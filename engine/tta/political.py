"""The political phase (rules 6): at most one political action (two, once per game, with
Julius Caesar): prepare an event, play an aggression, declare war, propose or cancel a pact,
resign, or a leader's own political action (Alexander, Columbus)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action, action
from engine.core.decisions import ABSENT_WHEN_NONE, Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.tta.actions_and_points import allowed, spend_military
from engine.tta.aggressions import DefendStep
from engine.tta.attacks import check_attack, pacts_between
from engine.tta.cards import cards
from engine.tta.colonize import take_colony
from engine.tta.events import check_prepare, prepare_event
from engine.tta.handlers import DECISIONS, handles
from engine.tta.leaving import leader_leaves, remove_pact, token_symbols
from engine.tta.legal import action_json
from engine.tta.listing import keeping
from engine.tta.pacts import PactOfferStep, cancel, check_cancel, check_proposal, pacts_allowed
from engine.tta.resign import resign
from engine.tta.state import GameState, PlayerState, War
from engine.tta.stats import leader_ability
from i18n.catalog import _, l_


@action("tta_pass_political")
@dataclass(frozen=True)
class PassPolitical(Action):
    pass


@action("tta_prepare_event")
@dataclass(frozen=True)
class PrepareEvent(Action):
    card: str = ""


@action("tta_aggression")
@dataclass(frozen=True)
class PlayAggression(Action):
    card: str = ""
    target: str = ""


@action("tta_declare_war")
@dataclass(frozen=True)
class DeclareWar(Action):
    card: str = ""
    target: str = ""


@action("tta_propose_pact")
@dataclass(frozen=True)
class ProposePact(Action):
    card: str = ""
    target: str = ""
    side: str = "A"  # the side the proposer takes


@action("tta_cancel_pact")
@dataclass(frozen=True)
class CancelPact(Action):
    card: str = ""
    partner: str = ""


@action("tta_resign")
@dataclass(frozen=True)
class Resign(Action):
    pass


@action("tta_retire_leader")
@dataclass(frozen=True)
class RetireLeader(Action):
    """Alexander the Great or Christopher Columbus leave play for their effect; Columbus
    colonizes ``territory`` from the hand."""

    territory: str = ""


def _done(g: GameState, ps: PlayerState) -> None:
    """A political action was taken: a second one only with Julius Caesar, once per game."""
    if "political" in ps.used:
        ps.caesar_used = True
        g.phase = "action"
    elif leader_ability(ps, "second_political_action_once") and not ps.caesar_used:
        ps.used.append("political")
    else:
        g.phase = "action"


@handles("political", PassPolitical)
def pass_political(g: GameState, ps: PlayerState, a: PassPolitical) -> list[Event]:
    skipped = nothing_to_do(g, ps.player)
    g.phase = "action"
    return [public("tta_political_skipped", player=ps.player)] if skipped else []


@handles("political", PrepareEvent)
def prepare(g: GameState, ps: PlayerState, a: PrepareEvent) -> list[Event]:
    check_prepare(g, ps.player, a.card)
    _done(g, ps)
    return prepare_event(g, ps.player, a.card)


@handles("political", PlayAggression)
def aggression(g: GameState, ps: PlayerState, a: PlayAggression) -> list[Event]:
    c = cards().get(a.card)
    if c is None:
        raise IllegalAction(l_("There is no card {card}.", card=repr(a.card)))
    cost = check_attack(g, ps.player, c, a.target, "aggression")
    spend_military(ps, cost)
    ps.military_hand.remove(a.card)
    events: list[Event] = [public("tta_aggression_played", player=ps.player, card=a.card, target=a.target)]
    for pact in pacts_between(g, ps.player, a.target):
        if cards()[pact.card].ends_if_attacks:
            events += remove_pact(g, pact, "attacked")
    g.steps.append(DefendStep(owed=[a.target], holding=[a.card], attacker=ps.player, card=a.card))
    _done(g, ps)
    return events


@handles("political", DeclareWar)
def declare_war(g: GameState, ps: PlayerState, a: DeclareWar) -> list[Event]:
    c = cards().get(a.card)
    if c is None:
        raise IllegalAction(l_("There is no card {card}.", card=repr(a.card)))
    cost = check_attack(g, ps.player, c, a.target, "war")
    spend_military(ps, cost)
    ps.military_hand.remove(a.card)
    events: list[Event] = []
    for pact in pacts_between(g, ps.player, a.target):
        if cards()[pact.card].ends_if_attacks:
            events += remove_pact(g, pact, "attacked")
    g.wars.append(War(a.card, ps.player, a.target))
    _done(g, ps)
    return [public("tta_war_declared", player=ps.player, card=a.card, target=a.target), *events]


@handles("political", ProposePact)
def propose_pact(g: GameState, ps: PlayerState, a: ProposePact) -> list[Event]:
    check_proposal(g, ps.player, a.card, a.target, a.side)
    side = "A" if cards()[a.card].symmetric else a.side
    ps.used.append("pact_offered")
    g.steps.append(PactOfferStep(owed=[a.target], proposer=ps.player, card=a.card, side=side))
    _done(g, ps)
    return [public("tta_pact_offered", player=ps.player, card=a.card, target=a.target, side=side)]


@handles("political", CancelPact)
def cancel_pact(g: GameState, ps: PlayerState, a: CancelPact) -> list[Event]:
    pact = check_cancel(g, ps.player, a.card, a.partner)
    _done(g, ps)
    return cancel(g, pact)


@handles("political", Resign)
def resign_game(g: GameState, ps: PlayerState, a: Resign) -> list[Event]:
    if g.age == "IV":
        raise IllegalAction(l_("No one may resign in Age IV, the game's last age."))
    return resign(g, ps.player)


@handles("political", RetireLeader)
def retire_leader(g: GameState, ps: PlayerState, a: RetireLeader) -> list[Event]:
    retire = leader_ability(ps, "political_retire")
    if not isinstance(retire, dict):
        raise IllegalAction(l_("Your leader has no political action of his own."))
    if retire.get("colonize_from_hand"):
        if a.territory not in ps.military_hand or cards()[a.territory].type != "territory":
            raise IllegalAction(l_("Name a territory card in your hand for Columbus to colonize."))
        events = leader_leaves(g, ps.player, "retired")
        ps.military_hand.remove(a.territory)
        events += take_colony(g, ps.player, a.territory)
    else:
        events = leader_leaves(g, ps.player, "retired")
        token_symbols(ps, 0, retire["yellow_tokens"])
    _done(g, ps)
    return events


# -- the decision ----------------------------------------------------------------------------


def legal_political(g: GameState, p: str) -> list[Action]:
    ps = g.ps(p)
    out: list[Action] = [PassPolitical(p)]
    others = [q for q in g.active if q != p]
    for cid in sorted(set(ps.military_hand)):
        kind = cards()[cid].type
        if kind in ("event", "territory"):
            out.append(PrepareEvent(p, cid))
        elif kind in ("aggression", "war"):
            make = PlayAggression if kind == "aggression" else DeclareWar
            out += [make(p, cid, q) for q in others if allowed(check_attack, g, p, cards()[cid], q, kind)]
        elif kind == "pact" and pacts_allowed(g):
            sides = ["A"] if cards()[cid].symmetric else ["A", "B"]
            out += [
                ProposePact(p, cid, q, s)
                for q in others
                for s in sides
                if allowed(check_proposal, g, p, cid, q, s)
            ]
    for pact in g.pacts:
        if p in pact.parties():
            out.append(CancelPact(p, pact.card, pact.partner if pact.owner == p else pact.owner))
    retire = leader_ability(ps, "political_retire")
    if isinstance(retire, dict):
        if retire.get("colonize_from_hand"):
            out += [
                RetireLeader(p, t) for t in sorted(set(ps.military_hand)) if cards()[t].type == "territory"
            ]
        else:
            out.append(RetireLeader(p))
    if g.age != "IV":
        out.append(Resign(p))
    return out


@dataclass(frozen=True)
class PoliticalChoice(DecisionOptions):
    """``tta_political``: every legal political action (its JSON form), and with Joan of Arc the
    next event."""

    actions: list[dict[str, Any]]
    next_event: str | None = field(default=None, metadata=ABSENT_WHEN_NONE)


def political_decision(g: GameState, p: str) -> Decision:
    actions = legal_political(g, p)
    # Joan of Arc shows the next event (only p sees his decision).
    next_event = g.current_events[0] if _sees_next_event(g, p) else None
    options = keeping(PoliticalChoice([action_json(a) for a in actions], next_event), actions)
    return Decision(
        p,
        "tta_political",
        _("Your political phase: one political action, or pass."),
        options,
        PassPolitical(p),
        forced=_nothing_but_passing(actions) and "next_event" not in options,
    )


def _sees_next_event(g: GameState, p: str) -> bool:
    return bool(leader_ability(g.ps(p), "sees_next_event") and g.current_events)


def _nothing_but_passing(actions: list[Action]) -> bool:
    # Resigning (rules 6.6) is always a political action before Age IV; a phase in which it is
    # the only other one counts as having nothing to do, as on Board Game Arena.
    return all(isinstance(a, (PassPolitical, Resign)) for a in actions)


def nothing_to_do(g: GameState, p: str) -> bool:
    """Whether ``p``'s political phase offers nothing but passing (and resigning), and no look at
    the next event (Joan of Arc): it is passed without asking (``Decision.forced``)."""
    return _nothing_but_passing(legal_political(g, p)) and not _sees_next_event(g, p)


DECISIONS["political"] = political_decision
