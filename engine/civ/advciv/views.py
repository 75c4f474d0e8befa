"""Views of an Advanced Civilization game: the family's view (``engine.civ.views``), with this
game's trade (declared cards, never a value), its credits, the neutral pieces and each player's
public score. What no view shows another player (000 §27.4): his hand, the cards of his
packets, a hidden calamity; the score shown before the end leaves out the hand.
"""

from __future__ import annotations

from typing import Any

from engine.civ.advciv import neutrals
from engine.civ.advciv.board import unused_nations
from engine.civ.advciv.content import civ_cards
from engine.civ.advciv.phases.trade import trade_view
from engine.civ.advciv.purchase import credits_toward
from engine.civ.advciv.state import adv
from engine.civ.advciv.victory import public_score, score
from engine.civ.state import GameState
from engine.civ.views import PLAYER, family_view
from engine.core.decisions import Decision


def credits(g: GameState, player: str) -> dict[str, int]:
    """Credit the player's cards give toward each title he does not hold (000 §31.5)."""
    held = g.ps(player).civ_cards
    out = {}
    for card in civ_cards().cards:
        if card not in held:
            total = sum(a for _, a in credits_toward(held, card))
            if total:
                out[card] = total
    return out


def view_for(
    g: GameState,
    viewer: str | None = None,
    role: str | None = None,
    decisions: list[Decision] | None = None,
    like: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The family's view and this game's public parts (``like``: as ``family_view``'s, whose
    rows already carry the scores and whose neutrals and recycling this view shares)."""
    view = family_view(g, viewer, role, trade_view, credits, decisions, like)
    s = adv(g)
    if like is None:
        view["neutrals"] = {
            "barbarians": dict(sorted(s.barbarians.items())),
            "pirate_cities": list(s.pirate_cities),
            "unused_nations": unused_nations(g),
            "supply": {"tokens": neutrals.token_supply(s), "cities": neutrals.city_supply(s)},
        }
        for row in view["players"]:
            p = row["player"]
            row["public_score"] = public_score(g, p)
            row["grain_shown"] = s.shown_grain.get(p, 0)
            if g.finished:
                row["score"] = score(g, p)
        view["recycling"] = {"cards": len(s.discards) + len(s.used_calamities)}
    else:
        view["neutrals"], view["recycling"] = like["neutrals"], like["recycling"]
    if view["role"] == PLAYER and viewer is not None:
        view["you"]["score"] = score(g, viewer)
    return view
