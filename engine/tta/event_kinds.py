"""The events of Through the Ages: each event kind's payload (the ``data`` of the event, as a
``TypedDict``) and who sees it, in ``TTA_EVENTS``, which the game declares in ``engine.tta.api``.
"""

# No ``from __future__ import annotations`` here: Python 3.11 counts a ``NotRequired`` key given
# as a string annotation as required (the payloads are checked at run time).
from typing import NotRequired, TypedDict

from engine.core.events import PRIVATE, PUBLIC, EventKind


class TtaActionCardPlayed(TypedDict):
    card: str
    player: str


class TtaActionExchanged(TypedDict):
    card: str
    player: str


class TtaActionsEnded(TypedDict):
    player: str


class TtaAgeBegan(TypedDict):
    age: str
    ended: str


class TtaAggressionFailed(TypedDict):
    attacker: str
    card: str
    target: str


class TtaAggressionPlayed(TypedDict):
    card: str
    player: str
    target: str


class TtaAggressionSucceeded(TypedDict):
    attacker: str
    card: str
    target: str


class TtaAnswerReceived(TypedDict):
    player: str


class TtaAntiquatedHand(TypedDict):
    civil: list[str]
    military: int
    player: str


class TtaAuctionWon(TypedDict):
    bid: int
    player: str


class TtaBid(TypedDict):
    amount: int
    player: str


class TtaBidPassed(TypedDict):
    player: str


class TtaBlueLost(TypedDict):
    player: str
    tokens: int


class TtaBuilt(TypedDict):
    player: str
    resources: NotRequired[int]
    tech: str


class TtaCardTaken(TypedDict):
    card: str
    player: str
    slot: int


class TtaChurchillMilitary(TypedDict):
    player: str


class TtaCivilActionsLost(TypedDict):
    count: int
    player: str


class TtaColonized(TypedDict):
    card: str
    player: str


class TtaColonyAnnexed(TypedDict):
    card: str
    player: str
    victim: str


class TtaColonyBonus(TypedDict):
    culture: int
    food: int
    player: str
    population: int
    resources: int
    science: int


class TtaColonyLost(TypedDict):
    card: str
    player: str


class TtaCultureScored(TypedDict):
    card: NotRequired[str]
    culture: int
    player: str


class TtaCultureTaken(TypedDict):
    culture: int
    player: str
    victim: str


class TtaDefended(TypedDict):
    attack: int
    cards: int
    player: str
    strength: int


class TtaDestroyed(TypedDict):
    by: NotRequired[str]
    player: str
    tech: str


class TtaEventPrepared(TypedDict):
    culture: int
    player: str


class TtaEventRevealed(TypedDict):
    card: str
    player: str


class TtaEventsRenewed(TypedDict):
    count: int


class TtaFinalScoring(TypedDict):
    pass


class TtaFoodGained(TypedDict):
    food: int
    player: str


class TtaForceSent(TypedDict):
    bonus: int
    player: str
    units: dict[str, int]


class TtaGained(TypedDict):
    culture: NotRequired[int]
    food: NotRequired[int]
    player: str
    resources: NotRequired[int]
    science: NotRequired[int]


class TtaGameOver(TypedDict):
    winners: list[str]


class TtaHomerTucked(TypedDict):
    player: str
    wonder: str


class TtaLastRound(TypedDict):
    round: int


class TtaLeaderLeft(TypedDict):
    card: str
    player: str
    reason: str


class TtaLeaderPlayed(TypedDict):
    card: str
    player: str


class TtaLost(TypedDict):
    food: int
    player: str
    resources: NotRequired[int]


class TtaMilitaryCards(TypedDict):
    cards: list[str]


class TtaMilitaryDiscarded(TypedDict):
    count: int
    player: str


class TtaMilitaryDrawn(TypedDict):
    count: int
    player: str


class TtaNextEventSeen(TypedDict):
    card: str


class TtaNoEffect(TypedDict):
    card: str


class TtaNothingToAnnex(TypedDict):
    target: str


class TtaNothingToInfiltrate(TypedDict):
    target: str


class TtaNothingToRaid(TypedDict):
    target: str


class TtaPactDeclined(TypedDict):
    card: str
    partner: str
    proposer: str


class TtaPactEnded(TypedDict):
    card: str
    owner: str
    partner: str
    reason: str


class TtaPactMade(TypedDict):
    card: str
    owner: str
    owner_side: str
    partner: str


class TtaPactOffered(TypedDict):
    card: str
    player: str
    side: str
    target: str


class TtaPointsScored(TypedDict):
    culture: int
    player: str
    science: int


class TtaPoliticalActionPledged(TypedDict):
    player: str


class TtaPoliticalGivenUp(TypedDict):
    player: str


class TtaPopulationGained(TypedDict):
    """A population gained: ``count`` of them, or one from a wonder (``card``)."""

    count: NotRequired[int]
    card: NotRequired[str]
    player: str


class TtaPopulationIncreased(TypedDict):
    food: NotRequired[int]
    player: str


class TtaPopulationLost(TypedDict):
    count: int
    from_cards: NotRequired[list[str]]
    player: str


class TtaProduction(TypedDict):
    consumption: int
    corruption: int
    culture: int
    food: int
    player: str
    resources: int
    science: int
    starvation_culture: int


class TtaRaided(TypedDict):
    destroyed: list[str]
    player: str
    resources: int
    victim: str


class TtaResigned(TypedDict):
    player: str


class TtaResourcesGained(TypedDict):
    card: str
    player: str
    resources: int


class TtaRevolution(TypedDict):
    card: str
    player: str


class TtaRoundStarted(TypedDict):
    round: int


class TtaRowDealt(TypedDict):
    cards: list[str]


class TtaRowDiscarded(TypedDict):
    cards: list[str]


class TtaScienceScored(TypedDict):
    player: str
    science: int


class TtaScienceTaken(TypedDict):
    player: str
    science: int
    victim: str


class TtaTacticCommon(TypedDict):
    card: str
    player: str


class TtaTacticCopied(TypedDict):
    card: str
    player: str


class TtaTacticPlayed(TypedDict):
    card: str
    player: str


class TtaTaken(TypedDict):
    food: int
    player: str
    resources: int
    victim: str


class TtaTechnologyDeveloped(TypedDict):
    card: str
    player: str


class TtaTechnologyDiscarded(TypedDict):
    card: str
    kept: str
    player: str


class TtaTechnologyStolen(TypedDict):
    card: str
    player: str
    victim: str


class TtaTerritoryUnclaimed(TypedDict):
    card: str


class TtaTerrorism(TypedDict):
    player: str


class TtaTurnStarted(TypedDict):
    player: str
    round: int


class TtaUnitBuilt(TypedDict):
    player: str
    resources: int
    tech: str


class TtaUnitDisbanded(TypedDict):
    player: str
    tech: str


class TtaUnitUpgraded(TypedDict):
    player: str
    resources: int
    source: str
    target: str


class TtaUpgraded(TypedDict):
    player: str
    resources: int
    source: str
    target: str


class TtaUprising(TypedDict):
    discontent: int
    player: str
    unused: int


class TtaWarDeclared(TypedDict):
    card: str
    player: str
    target: str


class TtaWarResolved(TypedDict):
    attack: int
    card: str
    declarer: str
    defence: int
    target: str


class TtaWonderCompleted(TypedDict):
    card: str
    player: str


class TtaWonderRemoved(TypedDict):
    card: str
    player: str
    reason: str


class TtaWonderRuined(TypedDict):
    card: str
    player: str


class TtaWonderStage(TypedDict):
    card: str
    player: str
    stages: int


class TtaYellowLost(TypedDict):
    player: str
    tokens: int


class TtaYellowTaken(TypedDict):
    player: str
    tokens: int
    victim: str


# Every kind the game emits.
TTA_EVENTS: dict[str, EventKind] = {
    "tta_action_card_played": EventKind(TtaActionCardPlayed, PUBLIC),
    "tta_action_exchanged": EventKind(TtaActionExchanged, PUBLIC),
    "tta_actions_ended": EventKind(TtaActionsEnded, PUBLIC),
    "tta_age_began": EventKind(TtaAgeBegan, PUBLIC),
    "tta_aggression_failed": EventKind(TtaAggressionFailed, PUBLIC),
    "tta_aggression_played": EventKind(TtaAggressionPlayed, PUBLIC),
    "tta_aggression_succeeded": EventKind(TtaAggressionSucceeded, PUBLIC),
    "tta_answer_received": EventKind(TtaAnswerReceived, PUBLIC),
    "tta_antiquated_hand": EventKind(TtaAntiquatedHand, PUBLIC),
    "tta_auction_won": EventKind(TtaAuctionWon, PUBLIC),
    "tta_bid": EventKind(TtaBid, PUBLIC),
    "tta_bid_passed": EventKind(TtaBidPassed, PUBLIC),
    "tta_blue_lost": EventKind(TtaBlueLost, PUBLIC),
    "tta_built": EventKind(TtaBuilt, PUBLIC),
    "tta_card_taken": EventKind(TtaCardTaken, PUBLIC),
    "tta_churchill_military": EventKind(TtaChurchillMilitary, PUBLIC),
    "tta_civil_actions_lost": EventKind(TtaCivilActionsLost, PUBLIC),
    "tta_colonized": EventKind(TtaColonized, PUBLIC),
    "tta_colony_annexed": EventKind(TtaColonyAnnexed, PUBLIC),
    "tta_colony_bonus": EventKind(TtaColonyBonus, PUBLIC),
    "tta_colony_lost": EventKind(TtaColonyLost, PUBLIC),
    "tta_culture_scored": EventKind(TtaCultureScored, PUBLIC),
    "tta_culture_taken": EventKind(TtaCultureTaken, PUBLIC),
    "tta_defended": EventKind(TtaDefended, PUBLIC),
    "tta_destroyed": EventKind(TtaDestroyed, PUBLIC),
    "tta_event_prepared": EventKind(TtaEventPrepared, PUBLIC),
    "tta_event_revealed": EventKind(TtaEventRevealed, PUBLIC),
    "tta_events_renewed": EventKind(TtaEventsRenewed, PUBLIC),
    "tta_final_scoring": EventKind(TtaFinalScoring, PUBLIC),
    "tta_food_gained": EventKind(TtaFoodGained, PUBLIC),
    "tta_force_sent": EventKind(TtaForceSent, PUBLIC),
    "tta_gained": EventKind(TtaGained, PUBLIC),
    "tta_game_over": EventKind(TtaGameOver, PUBLIC),
    "tta_homer_tucked": EventKind(TtaHomerTucked, PUBLIC),
    "tta_last_round": EventKind(TtaLastRound, PUBLIC),
    "tta_leader_left": EventKind(TtaLeaderLeft, PUBLIC),
    "tta_leader_played": EventKind(TtaLeaderPlayed, PUBLIC),
    "tta_lost": EventKind(TtaLost, PUBLIC),
    "tta_military_cards": EventKind(TtaMilitaryCards, PRIVATE),
    "tta_military_discarded": EventKind(TtaMilitaryDiscarded, PUBLIC),
    "tta_military_drawn": EventKind(TtaMilitaryDrawn, PUBLIC),
    "tta_next_event_seen": EventKind(TtaNextEventSeen, PRIVATE),
    "tta_no_effect": EventKind(TtaNoEffect, PUBLIC),
    "tta_nothing_to_annex": EventKind(TtaNothingToAnnex, PUBLIC),
    "tta_nothing_to_infiltrate": EventKind(TtaNothingToInfiltrate, PUBLIC),
    "tta_nothing_to_raid": EventKind(TtaNothingToRaid, PUBLIC),
    "tta_pact_declined": EventKind(TtaPactDeclined, PUBLIC),
    "tta_pact_ended": EventKind(TtaPactEnded, PUBLIC),
    "tta_pact_made": EventKind(TtaPactMade, PUBLIC),
    "tta_pact_offered": EventKind(TtaPactOffered, PUBLIC),
    "tta_points_scored": EventKind(TtaPointsScored, PUBLIC),
    "tta_political_action_pledged": EventKind(TtaPoliticalActionPledged, PUBLIC),
    "tta_political_given_up": EventKind(TtaPoliticalGivenUp, PUBLIC),
    "tta_population_gained": EventKind(TtaPopulationGained, PUBLIC),
    "tta_population_increased": EventKind(TtaPopulationIncreased, PUBLIC),
    "tta_population_lost": EventKind(TtaPopulationLost, PUBLIC),
    "tta_production": EventKind(TtaProduction, PUBLIC),
    "tta_raided": EventKind(TtaRaided, PUBLIC),
    "tta_resigned": EventKind(TtaResigned, PUBLIC),
    "tta_resources_gained": EventKind(TtaResourcesGained, PUBLIC),
    "tta_revolution": EventKind(TtaRevolution, PUBLIC),
    "tta_round_started": EventKind(TtaRoundStarted, PUBLIC),
    "tta_row_dealt": EventKind(TtaRowDealt, PUBLIC),
    "tta_row_discarded": EventKind(TtaRowDiscarded, PUBLIC),
    "tta_science_scored": EventKind(TtaScienceScored, PUBLIC),
    "tta_science_taken": EventKind(TtaScienceTaken, PUBLIC),
    "tta_tactic_common": EventKind(TtaTacticCommon, PUBLIC),
    "tta_tactic_copied": EventKind(TtaTacticCopied, PUBLIC),
    "tta_tactic_played": EventKind(TtaTacticPlayed, PUBLIC),
    "tta_taken": EventKind(TtaTaken, PUBLIC),
    "tta_technology_developed": EventKind(TtaTechnologyDeveloped, PUBLIC),
    "tta_technology_discarded": EventKind(TtaTechnologyDiscarded, PUBLIC),
    "tta_technology_stolen": EventKind(TtaTechnologyStolen, PUBLIC),
    "tta_territory_unclaimed": EventKind(TtaTerritoryUnclaimed, PUBLIC),
    "tta_terrorism": EventKind(TtaTerrorism, PUBLIC),
    "tta_turn_started": EventKind(TtaTurnStarted, PUBLIC),
    "tta_unit_built": EventKind(TtaUnitBuilt, PUBLIC),
    "tta_unit_disbanded": EventKind(TtaUnitDisbanded, PUBLIC),
    "tta_unit_upgraded": EventKind(TtaUnitUpgraded, PUBLIC),
    "tta_upgraded": EventKind(TtaUpgraded, PUBLIC),
    "tta_uprising": EventKind(TtaUprising, PUBLIC),
    "tta_war_declared": EventKind(TtaWarDeclared, PUBLIC),
    "tta_war_resolved": EventKind(TtaWarResolved, PUBLIC),
    "tta_wonder_completed": EventKind(TtaWonderCompleted, PUBLIC),
    "tta_wonder_removed": EventKind(TtaWonderRemoved, PUBLIC),
    "tta_wonder_ruined": EventKind(TtaWonderRuined, PUBLIC),
    "tta_wonder_stage": EventKind(TtaWonderStage, PUBLIC),
    "tta_yellow_lost": EventKind(TtaYellowLost, PUBLIC),
    "tta_yellow_taken": EventKind(TtaYellowTaken, PUBLIC),
}
