"""Market's position (a plain dataclass), its options, its actions and its goods."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.actions import Action, action
from engine.core.options import OptionDoc
from engine.core.state import PhaseData

GAME = "market"
# The goods, worth 1 to 9: a card is its worth; three of each make the deck.
GOODS = {
    1: "Grain",
    2: "Wool",
    3: "Timber",
    4: "Pottery",
    5: "Oil",
    6: "Wine",
    7: "Spice",
    8: "Silk",
    9: "Gold",
}
COPIES = 3
HAND = 3
# The die: on these rolls the lowest offer sells (a glut), on the others the highest.
GLUT = (5, 6)
BIDDING, KEEPING, OVER = "bidding", "keeping", "over"
PHASE_TITLES = {BIDDING: "Offers", KEEPING: "Keeping a good", OVER: "Game over"}


@dataclass(frozen=True)
class Options:
    rounds: int = 5
    ties: str = "seat"


OPTION_DOCS: dict[str, OptionDoc] = {
    "rounds": OptionDoc("1", (3, 4, 5, 6, 7, 8), "How many rounds the game lasts.", "Short test games."),
    "ties": OptionDoc(
        "2",
        ("seat", "nobody"),
        "Who sells when the best offers are equal: the earlier seat, or nobody.",
        "Both readings are played in the tests.",
    ),
}


@action("market_offer")
@dataclass(frozen=True)
class Offer(Action):
    """Offer one good of the hand (its worth)."""

    card: int = 0


@action("market_pass")
@dataclass(frozen=True)
class Pass(Action):
    """Offer nothing this round: draw two goods and keep one."""


@action("market_keep")
@dataclass(frozen=True)
class Keep(Action):
    """Keep one of the two goods drawn (the other is discarded)."""

    card: int = 0


@dataclass
class MarketState:
    game: str
    players: list[str]
    seed: int
    options: Options
    rng: int
    hands: dict[str, list[int]]
    deck: list[int]
    discard: list[int] = field(default_factory=list)
    scores: dict[str, int] = field(default_factory=dict)
    # The goods each merchant who passed has drawn and still chooses from, in seat order.
    drawn: dict[str, list[int]] = field(default_factory=dict)
    round: int = 1
    phase: str = BIDDING
    version: int = 0
    finished: bool = False
    winners: list[str] = field(default_factory=list)
    data: PhaseData | None = None


def good(card: int) -> str:
    return GOODS.get(card, str(card))
