"""Epidemic, stack 6, tradable (rules 11.3, A34).

The player loses 16 points (Medicine: 11) and may make other players lose up to 25 in all, at
most 10 each; the player who traded him the card is immune, and any other Medicine holder
loses at most 5. No area is emptied: each area keeps one of its owner's units, and a city hit
becomes one token, counting 4. A victim who cannot lose his full share loses what he can.
"""

from __future__ import annotations

from engine.civ.calamity.base import Outcome
from engine.civ.calamity.share_out import share_out
from engine.civ.state import GameState

CALAMITY = "epidemic"


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    return share_out(g, "epidemic", CALAMITY, holder, immune=traded_by or "")
