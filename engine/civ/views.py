"""Per-viewer views of a game. Everything the bot posts or renders is built from one of these,
so a view is the only place where secrecy is decided.

Roles: ``player`` (sees public information plus his own secrets and decisions), ``observer``
(public information only) and ``game_master`` (everything, for moderation and debugging).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civ import units
from engine.civ.civ_credit import credit_totals
from engine.civ.content import setup
from engine.civ.flow import current_phase, pending
from engine.civ.order import ast_order
from engine.civ.phases.base import Submissions
from engine.civ.state import GameState
from engine.civ.trade_protocol import trade_view
from engine.core import serial
from engine.core.decisions import Decision
from engine.core.views import GAME_MASTER, OBSERVER, PLAYER, envelope, own_decisions, viewer_role
from i18n.catalog import _

__all__ = ["GAME_MASTER", "OBSERVER", "PLAYER", "view_for"]


TradeView = Callable[[GameState, str | None, str], dict[str, Any]]
Credits = Callable[[GameState, str], dict[str, int]]


def view_for(
    g: GameState,
    viewer: str | None = None,
    role: str | None = None,
    decisions: list[Decision] | None = None,
    like: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return family_view(g, viewer, role, trade_view, _credits, decisions, like)


# The parts of a view that no viewer changes (besides the envelope's options).
PUBLIC_PARTS = ("players", "board", "census_order", "changed_areas", "changing_areas")


def family_view(
    g: GameState,
    viewer: str | None,
    role: str | None,
    trade: TradeView,
    credits: Credits,
    decisions: list[Decision] | None = None,
    like: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The view every game of the family shares; ``trade`` and ``credits`` are the game's;
    ``decisions``: the pending decisions if already found; ``like``: a view of this very
    state for another viewer, whose public parts (``PUBLIC_PARTS`` and the options) this one
    shares as they are (the secrecy checks read a view for everyone: the public parts made
    once, not once per viewer). Views made with ``like`` share objects: read them only."""
    role = viewer_role(g, viewer, role)
    decisions = pending(g) if decisions is None else decisions
    # The phase's title in the language spoken (a message the phase marks), as Through the Ages'.
    title = _(current_phase(g).title)
    if like is None:
        view = envelope(g, role, viewer, title, decisions, _submitted(g))
        view.update(_public_parts(g))
    else:
        view = envelope(g, role, viewer, title, decisions, _submitted(g), like["options"])
        view.update({part: like[part] for part in PUBLIC_PARTS})
    view["trade"] = trade(g, viewer if role == PLAYER else None, role)
    if role == PLAYER:
        assert viewer is not None
        view["you"] = _private(g, viewer, decisions, credits)
    elif role == GAME_MASTER:
        view["private"] = {p: _private(g, p, decisions, credits) for p in g.players}
    return view


def _public_parts(g: GameState) -> dict[str, Any]:
    counts = units.piece_counts(g)
    return {
        "players": [_public_player(g, p, counts) for p in _display_order(g)],
        "board": {
            "tokens": {a: dict(occ) for a, occ in sorted(g.tokens.items())},
            "cities": dict(sorted(g.cities.items())),
            "new_cities": list(g.new_cities),
            "ships": [
                {"id": s.id, "owner": s.owner, "area": s.area}
                for s in sorted(g.ships.values(), key=lambda s: s.id)
            ],
        },
        "census_order": list(g.census_order),
        "changed_areas": list(g.changed_areas),
        "changing_areas": sorted(g.touched),
    }


def _display_order(g: GameState) -> list[str]:
    if all(ps.nation for ps in g.player_states.values()):
        return ast_order(g)
    return list(g.players)


def _public_player(g: GameState, p: str, counts: units.PieceCounts) -> dict[str, Any]:
    ps = g.ps(p)
    nation = setup().nations.get(ps.nation)
    return {
        "player": p,
        "nation": ps.nation,
        "nation_name": nation.name if nation else "",
        "ast_rank": nation.ast_position if nation else None,
        "stock": ps.stock,
        "treasury": ps.treasury,
        "tokens_on_board": counts.tokens.get(p, 0),
        "cities": counts.cities.get(p, 0),
        "cities_in_stock": counts.cities_in_stock(p),
        "ships": counts.ships.get(p, 0),
        "ships_in_stock": counts.ships_in_stock(p),
        "civ_cards": list(ps.civ_cards),
        "ast_position": ps.ast_position,
        "census": ps.census,
        # Unrevealed calamities received in trade still count: a shrinking hand would tell
        # everyone that a packet held a calamity before the rules reveal it.
        "hand_size": len(ps.hand) + sum(1 for h in ps.calamities if not h.revealed),
        # Calamities lying face up in front of the player (red ones, revealed traded ones).
        "calamities": [h.calamity for h in ps.calamities if h.revealed],
    }


def _credits(g: GameState, p: str) -> dict[str, int]:
    """Credit the player's civilization cards give toward each card he does not hold (12.2)."""
    return credit_totals(g.ps(p).civ_cards, g.options)


def _submitted(g: GameState) -> list[str]:
    """Who has already answered in a simultaneous phase (never what they answered)."""
    if isinstance(g.data, Submissions):
        return sorted(g.data.received)
    return []


def _private(g: GameState, p: str, decisions: list[Any], credits: Credits) -> dict[str, Any]:
    mine = own_decisions(decisions, p)
    ps = g.ps(p)
    out: dict[str, Any] = {
        "player": p,
        "nation": ps.nation,
        "civ_cards": list(ps.civ_cards),
        "credits": credits(g, p),
        "treasury": ps.treasury,
        "decisions": mine,
        "hand": list(ps.hand),
        "calamities": [
            {"calamity": h.calamity, "traded_by": h.traded_by, "revealed": h.revealed} for h in ps.calamities
        ],
    }
    if isinstance(g.data, Submissions) and p in g.data.received:
        out["submitted"] = serial.to_json(g.data.received[p])
    return out
