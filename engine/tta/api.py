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
from engine.tta import build, develop
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
from engine.tta.actions_and_points import civil_available, military_available
from engine.tta.aggressions import DefenceChoice, Defend
from engine.tta.attacks import attack_strength
from engine.tta.build import build_cost
from engine.tta.cards import FARM_MINE, LEVEL, UNITS, URBAN, WORKER_KINDS, Card, cards, setup, table
from engine.tta.colonize import (
    Bid,
    BidChoice,
    Colonize,
    ColonizeStep,
    ForceChoice,
    all_units,
    default_force,
    force,
)
from engine.tta.event_kinds import TTA_EVENTS
from engine.tta.events import resolve_event
from engine.tta.flow import PHASE_TITLES, apply, pending
from engine.tta.invariants import check
from engine.tta.legal import ActionChoice, legal_actions
from engine.tta.listing import listed_actions
from engine.tta.military import armies_strength, unit_counts
from engine.tta.options import Options
from engine.tta.pacts import AnswerPact, PactOffer, PactOfferStep, enter_pact
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
from engine.tta.preview import end_of_turn
from engine.tta.production import pact_production
from engine.tta.ranking import by_culture, by_strength, ranked
from engine.tta.row import row_cost
from engine.tta.scoring import standings
from engine.tta.sentences import NARRATOR
from engine.tta.setup_game import new_game
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import (
    Stats,
    consumption,
    corruption,
    leader_ability,
    population_cost,
    required_happiness,
    stats,
    strength_rating,
)
from engine.tta.steps import Choose, OneOf, Select, SomeOf
from engine.tta.text import TEXTS
from engine.tta.text.costs import hand_price
from engine.tta.texts import card_name, line, name, option_label, phase_title, printed, summary
from engine.tta.texts_military import side as pact_side
from engine.tta.tokens import FOOD, RESOURCES, amount, worker_to_bank
from engine.tta.views import view_for
from engine.tta.wars import WARS

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

INTERFACE = GameInterface(
    "tta",
    DECISIONS,
    TTA_EVENTS,
    ACTIONS,
    PLAYOUT_WEIGHTS,
    texts=TEXTS,
    narrator=NARRATOR.restricted(TTA_EVENTS),
)

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "FARM_MINE",
    "FOOD",
    "INTERFACE",
    "LEVEL",
    "PHASE_TITLES",
    "RESOURCES",
    "UNITS",
    "URBAN",
    "WARS",
    "WORKER_KINDS",
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
    "Card",
    "Choose",
    "Churchill",
    "Colonize",
    "ColonizeStep",
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
    "PactOfferStep",
    "PassPolitical",
    "PlayActionCard",
    "PlayAggression",
    "PlayLeader",
    "PlayTactic",
    "PlayerState",
    "PoliticalChoice",
    "PrepareEvent",
    "ProposePact",
    "Resign",
    "RetireLeader",
    "Revolution",
    "Select",
    "SomeOf",
    "Stats",
    "TakeCard",
    "Upgrade",
    "UpgradeUnit",
    "UseHammurabi",
    "all_units",
    "amount",
    "apply",
    "armies_strength",
    "attack_strength",
    "build",
    "build_cost",
    "by_culture",
    "by_strength",
    "card_name",
    "cards",
    "check",
    "civil_available",
    "consumption",
    "corruption",
    "default_force",
    "develop",
    "end_of_turn",
    "enter_pact",
    "force",
    "hand_price",
    "leader_ability",
    "legal_actions",
    "line",
    "listed_actions",
    "military_available",
    "name",
    "new_game",
    "option_label",
    "pact_production",
    "pact_side",
    "pending",
    "phase_title",
    "population_cost",
    "printed",
    "ranked",
    "required_happiness",
    "resolve_event",
    "row_cost",
    "setup",
    "standings",
    "stats",
    "strength_rating",
    "summary",
    "table",
    "unit_counts",
    "view_for",
    "worker_to_bank",
]
