"""The events only Advanced Civilization emits (its payloads and visibility), and
``ADVCIV_EVENTS``: every kind the game emits, the family's shared ones included.
"""

# No ``from __future__ import annotations`` here: Python 3.11 counts a ``NotRequired`` key given
# as a string annotation as required (the payloads are checked at run time).
from typing import Any, NotRequired, TypedDict

from engine.civ.event_kinds import FAMILY_EVENTS
from engine.core.events import PRIVATE, PUBLIC, EventKind


class AreaConverted(TypedDict):
    area: str
    city_of: str | None
    player: str
    tokens: dict[str, int]


class BarbariansArrive(TypedDict):
    area: str
    player: str
    tokens: int


class BarbariansDisperse(TypedDict):
    area: str
    tokens: int


class BarbariansMove(TypedDict):
    dest: str
    source: str
    tokens: int


class CalamitiesDrawn(TypedDict):
    player: str
    returned: list[str]
    strike: list[str]


class CardTaken(TypedDict):
    count: int
    player: str
    victim: str


class CardTakenPrivate(TypedDict):
    card: str
    player: str
    victim: str


class CardsDiscarded(TypedDict):
    cards: list[str]
    player: str


class CardsRecycled(TypedDict):
    stacks: dict[str, int]


class CityBuiltWithArchitecture(TypedDict):
    area: str
    player: str
    treasury: int


class CityDestroyed(TypedDict):
    area: str
    calamity: str
    player: str


class CityPillaged(TypedDict):
    area: str
    owner: str
    player: str


class CityTaken(TypedDict):
    area: str
    calamity: str
    player: str
    taker: str


class ConversionDeclined(TypedDict):
    player: str


class FactionReduced(TypedDict):
    cities: list[str]
    faction: str
    player: str
    tokens: dict[str, int]


class GameOver(TypedDict):
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language
    scores: dict[str, int]
    winners: list[str]
    draw: bool


class GrainShown(TypedDict):
    calamity: str
    grain: int
    player: str


class PillageTaken(TypedDict):
    area: str
    player: str
    tokens: int


class PirateCity(TypedDict):
    area: str
    calamity: str
    player: str


class SlavesRevolt(TypedDict):
    player: str
    tokens: int


ADVCIV_EVENTS: dict[str, EventKind] = {
    **FAMILY_EVENTS,
    "area_converted": EventKind(AreaConverted, PUBLIC),
    "barbarians_arrive": EventKind(BarbariansArrive, PUBLIC),
    "barbarians_disperse": EventKind(BarbariansDisperse, PUBLIC),
    "barbarians_move": EventKind(BarbariansMove, PUBLIC),
    "calamities_drawn": EventKind(CalamitiesDrawn, PUBLIC),
    "card_taken": EventKind(CardTaken, PUBLIC),
    "card_taken_private": EventKind(CardTakenPrivate, PRIVATE),
    "cards_discarded": EventKind(CardsDiscarded, PUBLIC),
    "cards_recycled": EventKind(CardsRecycled, PUBLIC),
    "city_built_with_architecture": EventKind(CityBuiltWithArchitecture, PUBLIC),
    "city_destroyed": EventKind(CityDestroyed, PUBLIC),
    "city_pillaged": EventKind(CityPillaged, PUBLIC),
    "city_taken": EventKind(CityTaken, PUBLIC),
    "conversion_declined": EventKind(ConversionDeclined, PUBLIC),
    "faction_reduced": EventKind(FactionReduced, PUBLIC),
    "game_over": EventKind(GameOver, PUBLIC),
    "grain_shown": EventKind(GrainShown, PUBLIC),
    "pillage_taken": EventKind(PillageTaken, PUBLIC),
    "pirate_city": EventKind(PirateCity, PUBLIC),
    "slaves_revolt": EventKind(SlavesRevolt, PUBLIC),
}
