"""Famine, stack 3 in 001 (rules 11.3, A29).

The player loses 9 points and may make other players lose up to 20 in all, at most 11 each;
every loser chooses his own units. Pottery: any holder, the player or a victim, loses 4
points less per Grain card in his hand when the Famine is resolved (A29: kept, not spent).
"""

from __future__ import annotations

from engine.civ.calamity.base import Outcome
from engine.civ.calamity.share_out import share_out
from engine.civ.state import GameState

CALAMITY = "famine"


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    return share_out(g, "famine", CALAMITY, holder)
