"""Slave Revolt — stack 4, tradable (rules reference §8.3.6, 000 §30.42; X7).

15 of the primary victim's tokens stop supporting cities for the rest of the calamity phase
(Mining +5, Enlightenment -5; with both, 15), at most the tokens he has on the board. His
city support is checked at once: he reduces cities one at a time, the tokens each reduction
places counting at once (000 §30.422). The end-of-phase check still leaves them out (X7).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.common import calamity_data, support_steps
from engine.civ.advciv.calamity.effects import PRIMARY
from engine.civ.calamity.base import Outcome
from engine.civ.state import GameState
from engine.core.events import public

CALAMITY = "slave_revolt"


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    n = max(0, int(effects.value(g, CALAMITY, "nonsupporting_tokens", holder, PRIMARY)))
    n = min(n, units.tokens_on_board(g, holder))
    calamity_data(g).unsupported[holder] = n
    event = public("slaves_revolt", player=holder, tokens=n)
    return Outcome([event], support_steps(g, [holder], CALAMITY))
