"""What Market declares of its decisions and events: each decision kind's options class, and
each event kind's payload and visibility (``engine.core.interface``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from engine.core.decisions import DecisionOptions
from engine.core.events import PRIVATE, EventKind

BID, KEEP = "market_bid", "market_keep"


@dataclass(frozen=True)
class BidOptions(DecisionOptions):
    """Offer a good of the hand, or pass (always allowed)."""

    hand: tuple[int, ...] = ()


@dataclass(frozen=True)
class KeepOptions(DecisionOptions):
    """Keep one of the goods drawn."""

    drawn: tuple[int, ...] = ()


DECISIONS: dict[str, type[DecisionOptions]] = {BID: BidOptions, KEEP: KeepOptions}


class RoundStarted(TypedDict):
    round: int


class Drawn(TypedDict):
    player: str
    cards: list[int]


class Received(TypedDict):
    phase: str
    player: str


class Revealed(TypedDict):
    offers: dict[str, int]
    passed: list[str]


class DieRolled(TypedDict):
    roll: int
    glut: bool


class Sold(TypedDict):
    player: str | None
    card: int | None
    points: int
    tied: list[str]


class Shuffled(TypedDict):
    cards: int


class Drew(TypedDict):
    player: str
    count: int


class Kept(TypedDict):
    player: str
    discarded: int


class GameOver(TypedDict):
    winners: list[str]
    scores: dict[str, int]


EVENTS: dict[str, EventKind] = {
    "market_round_started": EventKind(RoundStarted),
    "decision_received": EventKind(Received),
    "market_offers_revealed": EventKind(Revealed),
    "market_die_rolled": EventKind(DieRolled),
    "market_sold": EventKind(Sold),
    "market_shuffled": EventKind(Shuffled),
    "market_drew": EventKind(Drew),
    # What was drawn, told only to the merchant who drew it.
    "market_drawn": EventKind(Drawn, PRIVATE),
    "market_kept": EventKind(Kept),
    "market_game_over": EventKind(GameOver),
}
