"""Market positions for the tests, written as a player would describe them (the hands), the
rest filled in."""

from __future__ import annotations

from typing import Any

import engine
from tests.market.state import COPIES, GAME, GOODS


def position(hands: dict[str, list[int]], ties: str = "seat", seed: int = 1, **more: Any) -> Any:
    """A position at the start of round 1: these hands, every other good in the deck."""
    deck = [c for c in GOODS for _ in range(COPIES)]
    for hand in hands.values():
        for card in hand:
            deck.remove(card)
    data = {"game": GAME, "players": list(hands), "seed": seed, "hands": hands, "deck": deck}
    return engine.load_position({**data, "options": {"ties": ties}, **more})
