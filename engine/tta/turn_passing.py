"""The start and the end of a turn (rules 5, 8), and passing the turn on (rules 1)."""

from __future__ import annotations

from typing import Any

from engine.core import words
from engine.core.events import Event, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import (
    military_available,
    next_player,
    reset_actions,
    score_culture,
    two_or,
)
from engine.tta.cards import cards
from engine.tta.events import look_at_next_event
from engine.tta.final_scoring import final_scoring
from engine.tta.leaving import discard_military
from engine.tta.production import draw_military, production
from engine.tta.ranking import strongest
from engine.tta.row import refill
from engine.tta.state import GameState
from engine.tta.stats import discontent, hand_limits, leader_ability
from engine.tta.steps import SelectPurpose, SelectStep, register_selection
from engine.tta.wars import resolve_war


def end_of_turn(g: GameState) -> list[Event]:
    """The end-of-turn sequence (8): excess military cards, uprising, production, military
    cards drawn, actions reset; then the next player's turn starts."""
    p = g.current
    ps = g.ps(p)
    limit = hand_limits(g, ps)[1]
    if len(ps.military_hand) > limit and "discarded" not in ps.used:
        ps.used.append("discarded")
        g.steps.append(SelectStep(owed=[p], purpose="excess_military", params={"limit": limit}))
        return []
    events: list[Event] = []
    events += _churchill_default(g, p)
    if discontent(g, ps) > ps.pool:
        events.append(public("tta_uprising", player=p, discontent=discontent(g, ps), unused=ps.pool))
    else:
        events += production(g, p)
    events += _genghis(g, p)
    events += draw_military(g, p, min(3, military_available(ps)))
    reset_actions(ps)
    ps.used = []
    ps.taken_this_turn = []
    return events + pass_turn(g)


def _churchill_default(g: GameState, p: str) -> list[Event]:
    """Winston Churchill's choice not made this turn: the culture (ruling)."""
    ps = g.ps(p)
    choice = leader_ability(ps, "choice_per_turn")
    if isinstance(choice, dict) and "churchill" not in ps.used:
        return [
            public(
                "tta_culture_scored", player=p, culture=score_culture(ps, choice["culture"]), card=ps.leader
            )
        ]
    return []


def _genghis(g: GameState, p: str) -> list[Event]:
    ps = g.ps(p)
    ability = leader_ability(ps, "culture_if_among_strongest")
    if not isinstance(ability, dict):
        return []
    if p in strongest(g, two_or(g, ability["among"]), current=p):
        return [
            public(
                "tta_culture_scored", player=p, culture=score_culture(ps, ability["culture"]), card=ps.leader
            )
        ]
    return []


def pass_turn(g: GameState, first_resigned: bool = False) -> list[Event]:
    """The next player's turn, a new round, or the end of the game."""
    nxt = next_player(g, g.current)
    new_round = nxt == g.first_player and not first_resigned
    if new_round and g.round == g.last_round:
        return final_scoring(g)
    events: list[Event] = []
    if new_round:
        g.round += 1
        events.append(public("tta_round_started", round=g.round))
    return events + begin_turn(g, nxt)


def begin_turn(g: GameState, p: str) -> list[Event]:
    """The start-of-turn sequence (5): refill the row, resolve a war, release a tactic."""
    g.current = p
    ps = g.ps(p)
    events: list[Event] = [public("tta_turn_started", player=p, round=g.round)]
    if g.round == 1:
        g.phase = "action"
        return events
    events += refill(g)
    g.phase = "political"
    war = next((w for w in g.wars if w.declarer == p), None)
    if war is not None:
        events += resolve_war(g, war)
    if ps.exclusive_tactic is not None:
        events += _release_tactic(g, p)
    if ps.skip_political:
        ps.skip_political = False
        g.phase = "action"
        events.append(public("tta_political_given_up", player=p))
    elif leader_ability(ps, "sees_next_event"):
        events += look_at_next_event(g, p)
    return events


def _release_tactic(g: GameState, p: str) -> list[Event]:
    """5.4: the exclusive tactic joins the common tactics; one copy per name (ruling C10)."""
    ps = g.ps(p)
    tactic = ps.exclusive_tactic
    assert tactic is not None
    ps.exclusive_tactic = None
    if tactic in g.common_tactics:
        g.removed.append(tactic)
    else:
        g.common_tactics.append(tactic)
    return [public("tta_tactic_common", player=p, card=tactic)]


# -- the excess military discard -----------------------------------------------------------


def _excess_count(g: GameState, step: Any, p: str) -> int:
    return max(0, len(g.ps(p).military_hand) - int(step.params["limit"]))


def _discard_excess(g: GameState, step: Any, answers: dict[str, tuple[str, ...]]) -> Outcome[Any]:
    events: list[Event] = []
    for p, chosen in answers.items():
        ps = g.ps(p)
        for cid in chosen:
            ps.military_hand.remove(cid)
            discard_military(g, cid)
        events.append(public("tta_military_discarded", player=p, count=len(chosen)))
    return Outcome(events)


register_selection(
    "excess_military",
    SelectPurpose(
        prompt=lambda g, s, p: (
            f"Discard {words.count(_excess_count(g, s, p), 'military card')} down to your hand limit of "
            f"{s.params['limit']}."
        ),
        items=lambda g, s, p: sorted(g.ps(p).military_hand),
        count=_excess_count,
        resolve=_discard_excess,
        default=lambda g, s, p: tuple(
            sorted(g.ps(p).military_hand, key=lambda c: (cards()[c].level, c))[: _excess_count(g, s, p)]
        ),
    ),
)
