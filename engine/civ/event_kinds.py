"""The events of the Civilization family: each event kind's payload (the ``data`` of the
event, as a ``TypedDict``) and who sees it. ``FAMILY_EVENTS`` are the kinds both games emit,
``CIV1980_EVENTS`` every kind Civilization (1980) emits; Advanced Civilization adds its own in
``engine.civ.advciv.event_kinds``. The games declare them in their ``api`` modules.
"""

# No ``from __future__ import annotations`` here: Python 3.11 counts a ``NotRequired`` key given
# as a string annotation as required (the payloads are checked at run time).
from typing import Any, NotRequired, TypedDict

from engine.core.events import EITHER, PRIVATE, PUBLIC, EventKind


class AstAdvanced(TypedDict):
    finished: bool
    player: str
    position: int


class AstHeld(TypedDict):
    player: str
    position: int
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language


class AstMoved(TypedDict):
    moves: dict[str, int]
    positions: dict[str, int]


class AstMovedBack(TypedDict):
    player: str
    position: int
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language


class AstPoints(TypedDict):
    player: str
    total_points: int


class CalamityDrawn(TypedDict):
    calamity: str
    player: str
    stack: int


class CalamityFloor(TypedDict):
    area: NotRequired[str]
    calamity: str
    player: str
    spared: NotRequired[int]


class CalamityNoEffect(TypedDict):
    calamity: str
    player: str
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language


class CalamityOrder(TypedDict):
    calamities: list[list[str]]


class CalamityResolved(TypedDict):
    calamity: str
    player: str


class CalamityResolving(TypedDict):
    calamity: str
    name: str
    player: str
    traded_by: NotRequired[str | None]


class CalamityReturned(TypedDict):
    calamity: str
    player: str


class CalamityRevealed(TypedDict):
    calamity: str
    player: str
    traded_by: str | None


class Census(TypedDict):
    counts: dict[str, int]
    order: list[str]


class ChoosingOrder(TypedDict):
    order: list[str]


class CitiesBuilt(TypedDict):
    areas: list[str]
    player: str


class CitiesLostToRevolt(TypedDict):
    player: str
    areas: list[str]


class CitiesRevolted(TypedDict):
    areas: list[str]
    player: str
    taker: str


class CityAttacked(TypedDict):
    after: dict[str, int]
    area: str
    attacker: str | None
    before: dict[str, int]
    city_owner_after: NotRequired[str | None]
    owner: str
    replaced_by: NotRequired[int]
    result: str


class CityEliminated(TypedDict):
    area: str
    calamity: str
    player: str


class CityReduced(TypedDict):
    area: str
    calamity: NotRequired[str | None]
    player: str
    tokens: int


class CivCardBuyers(TypedDict):
    players: list[str]


class CivCardsBought(TypedDict):
    cards: list[str]
    player: str
    price: int
    tokens: int
    trade_cards: int


class CivCardsPayment(TypedDict):
    cards: list[str]
    mining: NotRequired[str | None]


class CivCardsReasked(TypedDict):
    player: str


class CivCardsRefused(TypedDict):
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the refusal itself, said in each reader's language


class CivilWar(TypedDict):
    beneficiary: str
    player: str


class CivilWarTakeover(TypedDict):
    beneficiary: str
    cities: dict[str, list[str]]
    cities_lost: list[str]
    player: str
    tokens: dict[str, dict[str, int]]
    tokens_lost: dict[str, int]


class Conflict(TypedDict):
    after: dict[str, int]
    area: str
    before: dict[str, int]


class ConflictOrder(TypedDict):
    first: bool
    player: str
    save: list[str]


class DecisionReceived(TypedDict):
    phase: str
    player: str


class DecisionReplaced(TypedDict):
    player: str
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the refusal itself, said in each reader's language


class Earthquake(TypedDict):
    city: str
    neighbour: str | None
    player: str


class FactionKept(TypedDict):
    keep: str
    player: str


class FactionPicked(TypedDict):
    cities: list[str]
    picker: str
    player: str
    tokens: dict[str, int]


class FinishTotals(TypedDict):
    totals: dict[str, int]


class FloodStruck(TypedDict):
    areas: list[str]
    plain: str
    player: str


class GameEnded(TypedDict):
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language


class GameWon(TypedDict):
    winners: list[str]
    finishers: NotRequired[list[str]]
    shared: NotRequired[bool]
    decided_by_total_points: NotRequired[bool]
    areas_occupied: NotRequired[dict[str, int]]
    line: NotRequired[int]


class GoldBought(TypedDict):
    count: int
    player: str
    tokens: int


class GoldBoughtPrivate(TypedDict):
    cards: list[str]
    player: str


class LossesAssigned(TypedDict):
    amounts: dict[str, int]
    calamity: str
    player: str


class MoveUndone(TypedDict):
    moves: int
    player: str


class MovementEnded(TypedDict):
    moves: int
    player: str


class MovementOrder(TypedDict):
    order: list[str]


class NationChosen(TypedDict):
    area: str
    nation: str
    player: str


class OfferCards(TypedDict):
    cards: list[str]
    offer: int


class OfferClosed(TypedDict):
    offer: int
    status: str


class OfferDeclined(TypedDict):
    offer: int
    player: str


OfferMade = TypedDict(
    "OfferMade",
    {
        "cards": int,
        "from": str,
        "id": int,
        "named": list[str] | str,
        "reply_to": int | None,
        "status": str,
        "to": str | None,
        "value": NotRequired[int],
        # An earlier offer of the same trade that showed the table the same facts.
        "same_as": NotRequired[int],
    },
)


class PhaseStarted(TypedDict):
    phase: str
    round: int
    title: str


class PopulationGrew(TypedDict):
    player: str
    tokens: int


class RevoltAverted(TypedDict):
    player: str
    cities: int


class RevoltReturned(TypedDict):
    player: str
    areas: list[str]


class RoundStarted(TypedDict):
    round: int


class ShipSailed(TypedDict):
    boarded: dict[str, int]
    landed: dict[str, int]
    path: list[str]
    player: str
    ship: str


class ShipsOrdered(TypedDict):
    built: list[str]
    kept: list[str]
    levied: dict[str, int]
    player: str
    relocated: list[list[str]]
    removed: list[str]
    treasury_spent: int


class StacksShuffled(TypedDict):
    stacks: dict[str, list[str]]


class SurplusRemoved(TypedDict):
    removed: dict[str, dict[str, int]]


class TaxesPaid(TypedDict):
    cities: int
    player: str
    rate: int
    tokens: int


class TimeMarker(TypedDict):
    position: int


class TokensMoved(TypedDict):
    count: int
    dest: str
    player: str
    source: str
    via: NotRequired[str]


class TradeCardsDrawn(TypedDict):
    count: int
    player: str
    # Advanced Civilization: the stacks that gave nothing, being empty (000 §27.21).
    empty_stacks: NotRequired[list[int]]


class TradeCardsDrawnPrivate(TypedDict):
    cards: list[str]
    player: str


class TradeCardsReturned(TypedDict):
    count: int
    player: str


class TradeCardsReturnedPrivate(TypedDict):
    cards: list[str]


class TradeDone(TypedDict):
    player: str
    reason: str
    reason_said: NotRequired[dict[str, Any]]  # the reason itself, said in each reader's language


class TradeEnded(TypedDict):
    deals: int


class TradeMade(TypedDict):
    cards: list[int]
    offers: list[int]
    players: list[str]


class TradeOpened(TypedDict):
    traders: list[str]


class TradeReceived(TypedDict):
    cards: list[str]
    giver: str


class UnitsLost(TypedDict):
    calamity: str
    cities: list[str]
    player: str
    points: int
    tokens: dict[str, int]


class VolcanoErupted(TypedDict):
    areas: list[str]
    player: str
    volcano: str


# The kinds both games of the family emit.
FAMILY_EVENTS: dict[str, EventKind] = {
    "ast_advanced": EventKind(AstAdvanced, PUBLIC),
    "ast_held": EventKind(AstHeld, PUBLIC),
    "ast_moved_back": EventKind(AstMovedBack, PUBLIC),
    "calamity_no_effect": EventKind(CalamityNoEffect, PUBLIC),
    "calamity_order": EventKind(CalamityOrder, PUBLIC),
    "calamity_resolved": EventKind(CalamityResolved, PUBLIC),
    "calamity_resolving": EventKind(CalamityResolving, PUBLIC),
    "calamity_revealed": EventKind(CalamityRevealed, PUBLIC),
    "census": EventKind(Census, PUBLIC),
    "choosing_order": EventKind(ChoosingOrder, PUBLIC),
    "cities_built": EventKind(CitiesBuilt, PUBLIC),
    "cities_lost_to_revolt": EventKind(CitiesLostToRevolt, PUBLIC),
    "cities_revolted": EventKind(CitiesRevolted, PUBLIC),
    "city_attacked": EventKind(CityAttacked, PUBLIC),
    "city_reduced": EventKind(CityReduced, PUBLIC),
    "civ_card_buyers": EventKind(CivCardBuyers, PUBLIC),
    "civ_cards_bought": EventKind(CivCardsBought, PUBLIC),
    "civ_cards_payment": EventKind(CivCardsPayment, PRIVATE),
    "civil_war": EventKind(CivilWar, PUBLIC),
    "civil_war_takeover": EventKind(CivilWarTakeover, PUBLIC),
    "conflict": EventKind(Conflict, PUBLIC),
    "decision_received": EventKind(DecisionReceived, PUBLIC),
    "decision_replaced": EventKind(DecisionReplaced, PUBLIC),
    "earthquake": EventKind(Earthquake, PUBLIC),
    "faction_kept": EventKind(FactionKept, PUBLIC),
    "faction_picked": EventKind(FactionPicked, PUBLIC),
    "flood_struck": EventKind(FloodStruck, PUBLIC),
    "game_ended": EventKind(GameEnded, PUBLIC),
    "gold_bought": EventKind(GoldBought, PUBLIC),
    "gold_bought_private": EventKind(GoldBoughtPrivate, PRIVATE),
    "losses_assigned": EventKind(LossesAssigned, PUBLIC),
    "move_undone": EventKind(MoveUndone, PUBLIC),
    "movement_ended": EventKind(MovementEnded, PUBLIC),
    "movement_order": EventKind(MovementOrder, PUBLIC),
    "nation_chosen": EventKind(NationChosen, PUBLIC),
    "offer_cards": EventKind(OfferCards, PRIVATE),
    "offer_closed": EventKind(OfferClosed, PUBLIC),
    "offer_declined": EventKind(OfferDeclined, PUBLIC),
    "offer_made": EventKind(OfferMade, PUBLIC),
    "phase_started": EventKind(PhaseStarted, PUBLIC),
    "population_grew": EventKind(PopulationGrew, PUBLIC),
    "revolt_averted": EventKind(RevoltAverted, PUBLIC),
    "revolt_returned": EventKind(RevoltReturned, PUBLIC),
    "round_started": EventKind(RoundStarted, PUBLIC),
    "ship_sailed": EventKind(ShipSailed, PUBLIC),
    "ships_ordered": EventKind(ShipsOrdered, PUBLIC),
    "stacks_shuffled": EventKind(StacksShuffled, PRIVATE),
    "surplus_removed": EventKind(SurplusRemoved, PUBLIC),
    "taxes_paid": EventKind(TaxesPaid, PUBLIC),
    "tokens_moved": EventKind(TokensMoved, PUBLIC),
    "trade_cards_drawn": EventKind(TradeCardsDrawn, PUBLIC),
    "trade_cards_drawn_private": EventKind(TradeCardsDrawnPrivate, PRIVATE),
    "trade_done": EventKind(TradeDone, PUBLIC),
    "trade_ended": EventKind(TradeEnded, PUBLIC),
    "trade_made": EventKind(TradeMade, PUBLIC),
    "trade_opened": EventKind(TradeOpened, PUBLIC),
    "trade_received": EventKind(TradeReceived, PRIVATE),
    "units_lost": EventKind(UnitsLost, PUBLIC),
    "volcano_erupted": EventKind(VolcanoErupted, PUBLIC),
}


CIV1980_EVENTS: dict[str, EventKind] = {
    **FAMILY_EVENTS,
    "ast_moved": EventKind(AstMoved, PUBLIC),
    "ast_points": EventKind(AstPoints, PRIVATE),
    "calamity_drawn": EventKind(CalamityDrawn, PUBLIC),
    "calamity_floor": EventKind(CalamityFloor, PUBLIC),
    "calamity_returned": EventKind(CalamityReturned, EITHER),
    "city_eliminated": EventKind(CityEliminated, PUBLIC),
    "civ_cards_reasked": EventKind(CivCardsReasked, PUBLIC),
    "civ_cards_refused": EventKind(CivCardsRefused, PRIVATE),
    "conflict_order": EventKind(ConflictOrder, PUBLIC),
    "finish_totals": EventKind(FinishTotals, PRIVATE),
    "game_won": EventKind(GameWon, PUBLIC),
    "time_marker": EventKind(TimeMarker, PUBLIC),
    "trade_cards_returned": EventKind(TradeCardsReturned, PUBLIC),
    "trade_cards_returned_private": EventKind(TradeCardsReturnedPrivate, PRIVATE),
}
