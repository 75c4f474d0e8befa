"""The final scoring (rules 1): the Age III events left in the current and future events decks
are revealed and resolved, Bill Gates's owner scores his labs, and the most culture wins."""

from __future__ import annotations

# Importing the events registers every event's effect in EVENTS.
import engine.tta.events  # noqa: F401
from engine.core.events import Event, public
from engine.tta.actions_and_points import score_culture
from engine.tta.cards import cards
from engine.tta.event_registry import EVENTS
from engine.tta.leaving import lab_production
from engine.tta.row import shuffle
from engine.tta.scoring import declare_winners
from engine.tta.state import GameState


def final_scoring(g: GameState) -> list[Event]:
    events: list[Event] = [public("tta_final_scoring")]
    left = [c for c in [*g.current_events, *g.future_events] if cards()[c].age == "III"]
    shuffle(g, left)
    g.current = g.first_player  # the first player counts as the current player (9.2)
    for cid in left:
        where = g.current_events if cid in g.current_events else g.future_events
        where.remove(cid)
        g.past_events.append(cid)
        events.append(public("tta_event_revealed", player=g.first_player, card=cid))
        events += EVENTS[cards()[cid].handler](g, cid, g.first_player).events
    for p in g.active:
        ps = g.ps(p)
        if ps.leader is not None and cards()[ps.leader].abilities.get("labs_produce_resources"):
            gained = score_culture(ps, lab_production(ps))
            events.append(public("tta_culture_scored", player=p, culture=gained, card=ps.leader))
    top = max(g.ps(p).culture for p in g.active)
    return events + declare_winners(g, [p for p in g.active if g.ps(p).culture == top])
