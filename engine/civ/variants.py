"""What the game variants of rules 16 change, in one place.

``full`` and ``short`` are the full game; ``nomads`` (Nomads and Seafarers, 16.2) and
``farmers`` (Farmers and Citizens, 16.3) are the simplified games: no treasury, no trade or
civilization cards, ships built and kept by levy only, open sea crossed without Astronomy,
the whole board and all nine nations.
"""

from __future__ import annotations

from engine.civ.options import Options
from engine.civ.state import GameState

SIMPLE = ("nomads", "farmers")


def is_simple(options: Options) -> bool:
    return options.variant in SIMPLE


def has_treasury(g: GameState) -> bool:
    return not is_simple(g.options)


def crosses_open_sea(g: GameState, player: str) -> bool:
    """Astronomy lets ships cross open sea (7.3); in both simplified games anyone may."""
    return is_simple(g.options) or "astronomy" in g.player_states[player].civ_cards


def blocks_occupied_areas(g: GameState) -> bool:
    """Nomads and Seafarers: tokens never move into another player's area (16.2)."""
    return g.options.variant == "nomads"
