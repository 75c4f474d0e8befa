"""Advanced Civilization's state: the family's state and what only this game has.

Neutral pieces (barbarian tokens and pirate cities, 000 §15.31) are kept apart from the
players' ``tokens`` and ``cities``, so no shared phase ever meets an owner that is not a
player; the modules of this package read them through ``engine.civ.advciv.neutrals``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ.advciv.options import AdvCivOptions
from engine.civ.state import GameState


@dataclass
class AdvCivState(GameState):
    # The family's shared phases read the 1980 option names; AdvCivOptions answers them with
    # fixed rulings (engine.civ.advciv.options), so the field holds this game's own class.
    options: AdvCivOptions  # type: ignore[assignment]
    # Barbarian tokens on the board, by area (000 §30.5235: they stay until destroyed).
    barbarians: dict[str, int] = field(default_factory=dict)
    # Areas holding a pirate city (000 §30.913).
    pirate_cities: list[str] = field(default_factory=list)
    # Trade cards waiting for the end-of-turn recycling (000 §29.7, §31.71): cards spent on
    # civilization cards, discarded and this turn's tradable calamities; then the non-tradable
    # calamities, which go to the very bottom of their stacks.
    discards: list[str] = field(default_factory=list)
    used_calamities: list[str] = field(default_factory=list)
    # Grain shown against Famine with Pottery: stays in the hand but pays for nothing this
    # turn (000 §30.312).
    shown_grain: dict[str, int] = field(default_factory=dict)

    def neutral_units(self, area: str) -> int:
        """Barbarian tokens in ``area``, and its pirate city (counted as one unit)."""
        return self.barbarians.get(area, 0) + (1 if area in self.pirate_cities else 0)


def adv(g: GameState) -> AdvCivState:
    """The state as Advanced Civilization's (every state this package sees is one)."""
    assert isinstance(g, AdvCivState)
    return g
