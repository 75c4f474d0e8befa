"""The payloads of Through the Ages' events: each event kind's ``data`` as a ``TypedDict``;
``engine.tta.event_kinds`` says which kind has which payload and who sees it.
"""

# No ``from __future__ import annotations`` here: Python 3.11 counts a ``NotRequired`` key given
# as a string annotation as required (the payloads are checked at run time).
from typing import NotRequired, TypedDict


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


class TtaFreeBuildDeclined(TypedDict):
    player: str
    tech: str


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


class TtaPoliticalSkipped(TypedDict):
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


class TtaTradeRoutesChosen(TypedDict):
    instead: str
    pays: str
    player: str


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
