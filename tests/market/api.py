"""Market as it declares itself (``engine.core.interface.GameInterface``) and its entry in the
game registry (``engine.games.GameSpec``), which only the tests add (``tests.market.register``)."""

from __future__ import annotations

from engine import games
from engine.core.interface import GameInterface
from tests.market.declared import DECISIONS, EVENTS
from tests.market.state import GAME, Keep, Offer, Pass
from tests.market.words import NARRATOR, TEXTS

INTERFACE = GameInterface(GAME, DECISIONS, EVENTS, (Offer, Pass, Keep), texts=TEXTS, narrator=NARRATOR)

SPEC = games.GameSpec(
    GAME,
    "Market",
    GAME,  # its own family: no shared code may expect "civ" or "tta"
    2,
    4,
    "tests.market.rules:MARKET",
    games.OFFERED,
    "A game made for the tests: merchants offer goods from a secret hand, a die sets the price.",
    interface_at="tests.market.api:INTERFACE",
)
