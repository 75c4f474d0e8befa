"""Events (rules 6.1, 9): preparing an event, revealing the current one and resolving it by its
card's effect (``engine.tta.event_registry``)."""

from __future__ import annotations

from typing import Any

# The modules of the event effects register them in EVENTS when imported.
import engine.tta.events_a_i
import engine.tta.events_ii
import engine.tta.impacts  # noqa: F401
from engine.core.errors import IllegalAction
from engine.core.events import Event, private, public
from engine.core.steps import Outcome
from engine.tta.actions_and_points import score_culture
from engine.tta.cards import cards
from engine.tta.colonize import start_auction
from engine.tta.event_registry import EVENTS
from engine.tta.naming import Printed, by_name, cards_listed
from engine.tta.row import reorder_future_events
from engine.tta.state import GameState
from i18n.catalog import l_


def check_prepare(g: GameState, p: str, card: str) -> None:
    c = cards().get(card)
    if c is None or card not in g.ps(p).military_hand or c.type not in ("event", "territory"):
        held = by_name(x for x in g.ps(p).military_hand if cards()[x].type in ("event", "territory"))
        raise IllegalAction(
            l_(
                "You hold no event {card}; your events: {cards}.",
                card=Printed(card),
                cards=cards_listed(held),
            )
        )


def prepare_event(g: GameState, p: str, card: str) -> list[Event]:
    """6.1: the event goes on the future events deck, scores its level in culture, and the top
    current event is revealed and resolved."""
    ps = g.ps(p)
    ps.military_hand.remove(card)
    g.future_events.insert(0, card)
    culture = score_culture(ps, cards()[card].level)
    events: list[Event] = [public("tta_event_prepared", player=p, culture=culture)]
    return events + reveal_event(g, p)


def reveal_event(g: GameState, revealer: str) -> list[Event]:
    events: list[Event] = []
    if not g.current_events:  # only in a position written so: the future deck comes first
        events += _renew(g)
    top = g.current_events.pop(0)
    events.append(public("tta_event_revealed", player=revealer, card=top))
    if not g.current_events:
        events += _renew(g)
    outcome = resolve_event(g, top, revealer)
    g.steps[0:0] = outcome.steps
    return events + outcome.events


def _renew(g: GameState) -> list[Event]:
    """6.1: the future events, older ages on top, become the current events deck."""
    g.current_events = reorder_future_events(g)
    g.future_events = []
    return [public("tta_events_renewed", count=len(g.current_events))]


def resolve_event(g: GameState, card: str, revealer: str) -> Outcome[Any]:
    c = cards()[card]
    if c.type == "territory":
        return start_auction(g, card, revealer)
    g.past_events.append(card)
    return EVENTS[c.handler](g, card, revealer)


def look_at_next_event(g: GameState, p: str) -> list[Event]:
    """Joan of Arc: her owner sees the top current event at the start of his political phase."""
    if not g.current_events:
        return []
    return [private("tta_next_event_seen", (p,), card=g.current_events[0])]
