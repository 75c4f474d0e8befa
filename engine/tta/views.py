"""What each viewer may see (rules 10.2, 6.1): every card in play, the card row and the
piles' sizes are public; military hands, the military decks and the order of every deck,
the current and future events decks, a face-down military discard and (unless the option
open_civil_hands) civil hands are secret. Roles: ``player``, ``observer``, ``game_master``."""

from __future__ import annotations

from typing import Any

from engine.core import serial
from engine.core.views import GAME_MASTER, PLAYER, envelope, own_decisions, viewer_role
from engine.tta.action_cards import hand_prices
from engine.tta.actions_and_points import civil_available, military_available
from engine.tta.flow import PHASE_TITLES, pending
from engine.tta.state import GameState
from engine.tta.stats import discontent, stats
from engine.tta.tokens import FOOD, RESOURCES, amount


def view_for(g: GameState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
    return views_for(g, [(viewer, role)])[0]


def views_for(g: GameState, viewers: list[tuple[str | None, str | None]]) -> list[dict[str, Any]]:
    """Several views of one position (the public part is computed once)."""
    decisions = pending(g)
    rows = [_public_player(g, p) for p in g.players]
    return [_view(g, viewer, viewer_role(g, viewer, role), decisions, rows) for viewer, role in viewers]


def _view(
    g: GameState, viewer: str | None, role: str, decisions: list[Any], rows: list[dict[str, Any]]
) -> dict[str, Any]:
    submitted = sorted(g.steps[0].received) if g.steps and g.steps[0].at_once else []
    view = envelope(g, role, viewer, PHASE_TITLES.get(g.phase, g.phase), decisions, submitted)
    view.update(
        {
            "current": g.current,
            "first_player": g.first_player,
            "age": g.age,
            "last_round": g.last_round or None,
            "card_row": list(g.row),
            "civil_deck_size": len(g.civil_deck),
            "military_deck_size": len(g.military_deck),
            "current_events_size": len(g.current_events),
            "future_events_size": len(g.future_events),
            "past_events": list(g.past_events),
            "common_tactics": sorted(g.common_tactics),
            "pacts": [serial.to_json(p) for p in g.pacts],
            "wars": [serial.to_json(w) for w in g.wars],
            "players": [dict(row) for row in rows],
        }
    )
    if role == PLAYER:
        assert viewer is not None
        view["you"] = _private(g, viewer, decisions)
    elif role == GAME_MASTER:
        view["private"] = {p: _private(g, p, decisions) for p in g.players}
        view["secret"] = {
            "civil_deck": list(g.civil_deck),
            "military_deck": list(g.military_deck),
            "current_events": list(g.current_events),
            "future_events": list(g.future_events),
            "military_discards": {a: list(c) for a, c in g.military_discards.items()},
        }
    return view


def _public_player(g: GameState, p: str) -> dict[str, Any]:
    ps = g.ps(p)
    row: dict[str, Any] = {
        "player": p,
        "resigned": ps.resigned,
        "science_points": ps.science,
        "culture_points": ps.culture,
        "government": ps.government,
        "leader": ps.leader,
        "technologies": dict(sorted(ps.workers.items())),
        "blue_tokens": dict(sorted(ps.blue.items())),
        "specials": sorted(ps.specials),
        "wonder_building": ps.wonder_building,
        "wonder_stages": ps.wonder_stages,
        "wonders": [serial.to_json(w) for w in ps.wonders],
        "colonies": list(ps.colonies),
        "exclusive_tactic": ps.exclusive_tactic,
        "tactic": ps.tactic,
        "yellow_bank": ps.yellow_bank,
        "blue_bank": ps.blue_bank,
        "unused_workers": ps.pool,
        "food": amount(ps, FOOD),
        "resources": amount(ps, RESOURCES),
        "civil_actions_left": civil_available(ps),
        "military_actions_left": military_available(ps),
        "civil_hand_size": len(ps.civil_hand),
        "military_hand_size": len(ps.military_hand),
        "leader_ages": list(ps.leader_ages),
    }
    if g.options.open_civil_hands:
        row["civil_hand"] = sorted(ps.civil_hand)
    if not ps.resigned:
        s = stats(g, p)
        row.update(
            science_rating=s.science,
            culture_rating=s.culture,
            strength=s.strength,
            happiness=s.happiness,
            discontent=discontent(g, ps),
            civil_total=s.civil_total,
            military_total=s.military_total,
            colonization=s.colonization,
        )
    return row


def _private(g: GameState, p: str, decisions: list[Any]) -> dict[str, Any]:
    ps = g.ps(p)
    mine = own_decisions(decisions, p)
    out: dict[str, Any] = {
        "player": p,
        "civil_hand": sorted(ps.civil_hand),
        "military_hand": sorted(ps.military_hand),
        # What playing each action card in hand costs now (``engine.tta.action_cards.hand_prices``).
        "action_card_prices": hand_prices(g, ps),
        "decisions": mine,
    }
    if g.steps and g.steps[0].at_once and p in g.steps[0].received:
        out["submitted"] = serial.to_json(g.steps[0].received[p])
    return out
