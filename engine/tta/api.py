"""Through the Ages, as it declares itself to the rest of civbot: its state and options types,
every decision kind it asks with the class of its options, every event kind it emits with its
payload, and its actions.

This is the public module of the game: code outside ``engine/`` imports Through the Ages'
types from here (or from ``engine``), never from its internal modules.
"""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.decisions import DecisionOptions
from engine.core.interface import GameInterface
from engine.tta.action_cards import PlayActionCard
from engine.tta.actions import (
    BachUpgrade,
    Barbarossa,
    Build,
    BuildStages,
    BuildUnit,
    Churchill,
    CopyTactic,
    Destroy,
    Develop,
    Disband,
    EndActions,
    IncreasePopulation,
    OceanLiner,
    PlayLeader,
    PlayTactic,
    Revolution,
    TakeCard,
    Upgrade,
    UpgradeUnit,
    UseHammurabi,
)
from engine.tta.aggressions import DefenceChoice, Defend
from engine.tta.colonize import Bid, BidChoice, Colonize, ForceChoice
from engine.tta.event_kinds import TTA_EVENTS
from engine.tta.legal import ActionChoice
from engine.tta.options import Options
from engine.tta.pacts import AnswerPact, PactOffer
from engine.tta.political import (
    CancelPact,
    DeclareWar,
    PassPolitical,
    PlayAggression,
    PoliticalChoice,
    PrepareEvent,
    ProposePact,
    Resign,
    RetireLeader,
)
from engine.tta.state import GameState
from engine.tta.steps import Choose, OneOf, Select, SomeOf

DECISIONS: dict[str, type[DecisionOptions]] = {
    "tta_political": PoliticalChoice,
    "tta_action": ActionChoice,
    "tta_choose": OneOf,
    "tta_select": SomeOf,
    "tta_defend": DefenceChoice,
    "tta_bid": BidChoice,
    "tta_colonize": ForceChoice,
    "tta_answer_pact": PactOffer,
}

ACTIONS: tuple[type[Action], ...] = (
    # The political phase.
    PassPolitical,
    PrepareEvent,
    PlayAggression,
    DeclareWar,
    ProposePact,
    CancelPact,
    Resign,
    RetireLeader,
    # The action phase.
    TakeCard,
    IncreasePopulation,
    Build,
    Upgrade,
    Destroy,
    PlayLeader,
    BuildStages,
    Develop,
    Revolution,
    BuildUnit,
    UpgradeUnit,
    Disband,
    PlayTactic,
    CopyTactic,
    UseHammurabi,
    Barbarossa,
    BachUpgrade,
    OceanLiner,
    Churchill,
    PlayActionCard,
    EndActions,
    # Answers asked in between.
    Choose,
    Select,
    Defend,
    Bid,
    Colonize,
    AnswerPact,
)

# A random playout builds more than it destroys, and resigns very rarely, so random games reach
# their end with something to score (and resignations are still played now and then).
PLAYOUT_WEIGHTS = {"tta_destroy": 0.15, "tta_disband": 0.15, "tta_cancel_pact": 0.3, "tta_resign": 0.005}

INTERFACE = GameInterface("tta", DECISIONS, TTA_EVENTS, ACTIONS, PLAYOUT_WEIGHTS)

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "INTERFACE",
    "ActionChoice",
    "AnswerPact",
    "BachUpgrade",
    "Barbarossa",
    "Bid",
    "BidChoice",
    "Build",
    "BuildStages",
    "BuildUnit",
    "CancelPact",
    "Choose",
    "Churchill",
    "Colonize",
    "CopyTactic",
    "DeclareWar",
    "DefenceChoice",
    "Defend",
    "Destroy",
    "Develop",
    "Disband",
    "EndActions",
    "ForceChoice",
    "GameState",
    "IncreasePopulation",
    "OceanLiner",
    "OneOf",
    "Options",
    "PactOffer",
    "PassPolitical",
    "PlayActionCard",
    "PlayAggression",
    "PlayLeader",
    "PlayTactic",
    "PoliticalChoice",
    "PrepareEvent",
    "ProposePact",
    "Resign",
    "RetireLeader",
    "Revolution",
    "Select",
    "SomeOf",
    "TakeCard",
    "Upgrade",
    "UpgradeUnit",
    "UseHammurabi",
]
