"""The view envelope: what every game's view of a game holds, whoever looks.

Roles: ``player`` (public information plus his own secrets and decisions), ``observer``
(public information only) and ``game_master`` (everything, for moderation). A game builds its
views on this envelope; everything a bot posts or renders comes from a view, so a view is the
only place where secrecy is decided.
"""

from __future__ import annotations

from typing import Any

from engine.core import serial
from engine.core.decisions import Decision
from engine.core.state import CoreState

PLAYER, OBSERVER, GAME_MASTER = "player", "observer", "game_master"
ROLES = (PLAYER, OBSERVER, GAME_MASTER)


def viewer_role(g: CoreState, viewer: str | None, role: str | None) -> str:
    """The role a view is made for: a player's own unless said otherwise."""
    if role is None:
        role = PLAYER if viewer in g.players else OBSERVER
    if role not in ROLES:
        raise ValueError(f"{role!r} is not a view role ({', '.join(ROLES)})")
    if role == PLAYER and viewer not in g.players:
        raise ValueError(f"{viewer!r} is not a player of this game")
    return role


def envelope(
    g: CoreState,
    role: str,
    viewer: str | None,
    phase_title: str,
    decisions: list[Decision],
    submitted: list[str],
    options: Any = None,
) -> dict[str, Any]:
    """The fields every game's view starts with. ``submitted`` lists who has already answered
    in a simultaneous phase, never what; ``options``: the game's options as JSON when another
    view of the same state has already written them."""
    return {
        "game": g.game,
        "role": role,
        "viewer": viewer if role == PLAYER else None,
        "round": g.round,
        "phase": g.phase,
        "phase_title": phase_title,
        "version": g.version,
        "finished": g.finished,
        "winners": list(g.winners),
        "player_count": len(g.players),
        "options": serial.to_json(g.options) if options is None else options,
        "waiting_for": [
            {"player": d.player, "kind": d.kind, "simultaneous": d.simultaneous} for d in decisions
        ],
        "submitted": submitted,
    }


def own_decisions(decisions: list[Decision], player: str) -> list[dict[str, Any]]:
    """The decisions ``player`` owes, as his private view shows them (options and default)."""
    return [
        {
            "kind": d.kind,
            "prompt": d.prompt,
            "options": d.options.to_json(),
            "simultaneous": d.simultaneous,
            "default": serial.to_json(d.default) if d.default is not None else None,
        }
        for d in decisions
        if d.player == player
    ]
