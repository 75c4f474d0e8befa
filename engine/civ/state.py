"""The game state: plain dataclasses, serialisable to JSON and back (see ``engine.core.serial``).

Board contents live in a few flat dictionaries keyed by area id; every change to them goes
through ``engine.civ.units`` so that the areas touched in a phase are known ("what changed").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ.options import Options
from engine.core.state import PhaseData

__all__ = ["GameState", "HeldCalamity", "PhaseData", "PlayerState", "Ship"]


@dataclass
class HeldCalamity:
    """A calamity a player must suffer in phase 12 of this round (rules 11.1)."""

    calamity: str
    # Who traded it to him (tradable calamities), None when drawn (red) or bought.
    traded_by: str | None = None
    # Red calamities are public at once; a traded one as soon as the deal is made (001 22.2.2),
    # or under the house rule traded_calamity_reveal="end_of_trade" at the end of the trade
    # phase; until then only its receiver's view shows it.
    revealed: bool = True


@dataclass
class PlayerState:
    player: str
    nation: str = ""
    stock: int = 0
    treasury: int = 0
    allowance: int = 0
    civ_cards: list[str] = field(default_factory=list)
    ast_position: int = 0
    census: int = 0
    # Secret: commodity cards and tradable calamities in hand (card ids, sorted).
    hand: list[str] = field(default_factory=list)
    calamities: list[HeldCalamity] = field(default_factory=list)


@dataclass
class Ship:
    id: str
    owner: str
    area: str
    # Rules 7.6: in a double-coast area a ship remembers the coast by which it entered.
    coast: str | None = None


@dataclass
class GameState:
    options: Options
    seed: int
    players: list[str]
    rng: int
    # Which game of the family; states stored before there were several games are 1980's.
    game: str = "civ1980"
    round: int = 0
    phase: str = "setup"
    player_states: dict[str, PlayerState] = field(default_factory=dict)
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    cities: dict[str, str] = field(default_factory=dict)
    new_cities: list[str] = field(default_factory=list)
    revolt_cities: list[str] = field(default_factory=list)
    ships: dict[str, Ship] = field(default_factory=dict)
    next_ship_number: int = 1
    census_order: list[str] = field(default_factory=list)
    # Trade-card stacks 1-9; index 0 is the top card (rules 10.1). Secret.
    stacks: dict[int, list[str]] = field(default_factory=dict)
    data: PhaseData | None = None
    touched: list[str] = field(default_factory=list)
    changed_areas: list[str] = field(default_factory=list)
    finished: bool = False
    winners: list[str] = field(default_factory=list)
    # Actions applied so far; the actions themselves live beside the state (save file, store).
    version: int = 0

    def ps(self, player: str) -> PlayerState:
        return self.player_states[player]

    def neutral_units(self, area: str) -> int:
        """Units of no player in ``area`` (a game with neutral pieces counts them): none here."""
        return 0
