"""Civilization (1980), as it declares itself to the rest of civbot: its state and options
types, every decision kind it asks with the class of its options, every event kind it emits
with its payload, and its actions.

This is the public module of the game: code outside ``engine/`` imports Civilization's types
from here (or from ``engine``), never from the family's internal modules. Advanced
Civilization, which shares most of the family's decisions, declares itself in
``engine.civ.advciv.api``.
"""

from __future__ import annotations

from engine.civ.calamity.civil_disorder import ChooseDisorderCities, DisorderChoice
from engine.civ.calamity.civil_war import (
    BeneficiaryChoice,
    ChooseBeneficiary,
    Faction,
    FactionChoice,
    FactionPick,
    KeepFaction,
    PickFaction,
    TakeCities,
    TakeoverChoice,
    Units,
)
from engine.civ.calamity.flood import ChooseFloodPlain, FloodPlainChoice
from engine.civ.calamity.iconoclasm import IconoclasmChoice, IconoclasmCityChoice
from engine.civ.calamity.losses import AssignLosses, LoseUnits, LossChoice, ShareChoice, ShareTarget
from engine.civ.calamity.piracy import PiracyChoice, PiracyCityChoice
from engine.civ.calamity.volcano import (
    ChooseVolcano,
    EarthquakeChoice,
    EarthquakeCityChoice,
    Volcano,
    VolcanoChoice,
)
from engine.civ.civ_credit import CardOffer, Credit
from engine.civ.errors import NotAdjacent, Occupied, OpenSeaForbidden
from engine.civ.event_kinds import CIV1980_EVENTS
from engine.civ.options import Options
from engine.civ.phases.cities import BuildCities, CityChoice
from engine.civ.phases.civ_cards import BuyCivCards, PurchaseChoice
from engine.civ.phases.conflict import ConflictOrder, ConflictOrderChoice, token_fight
from engine.civ.phases.excess_cards import ReturnCards, ReturnChoice
from engine.civ.phases.expansion import DistributeGrowth, GrowthChoice
from engine.civ.phases.movement import EndMovement, MoveLand, MovementChoice, ShipMoves, UndoMove, Voyage
from engine.civ.phases.setup import ChooseNation, NationChoice
from engine.civ.phases.ships import ShipOrders, ShipsChoice
from engine.civ.phases.support import ReduceCities, ReductionChoice
from engine.civ.phases.taxation import ChooseRevoltCities, RevoltChoice, SetTaxRate, TaxRateChoice
from engine.civ.phases.trade_cards import BuyGold, GoldChoice
from engine.civ.phases.voyage import Step
from engine.civ.state import GameState
from engine.civ.trade_protocol import (
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    PacketFacts,
    Revise,
    TradeChoice,
    Withdraw,
)
from engine.core.actions import Action
from engine.core.decisions import DecisionOptions
from engine.core.interface import GameInterface

# The decision kinds shared by both games of the family, with the class of their options.
FAMILY_DECISIONS: dict[str, type[DecisionOptions]] = {
    "choose_nation": NationChoice,
    "tax_rate": TaxRateChoice,
    "revolt_cities": RevoltChoice,
    "growth": GrowthChoice,
    "ships": ShipsChoice,
    "movement": MovementChoice,
    "reduce_cities": ReductionChoice,
    "buy_gold": GoldChoice,
    "civil_war_pick": FactionPick,
    "civil_war_keep": FactionChoice,
    "civil_war_cities": TakeoverChoice,
}

DECISIONS: dict[str, type[DecisionOptions]] = {
    **FAMILY_DECISIONS,
    "conflict_order": ConflictOrderChoice,
    "build_cities": CityChoice,
    "trade": TradeChoice,
    "return_cards": ReturnChoice,
    "buy_civ_cards": PurchaseChoice,
    "lose_units": LossChoice,
    "assign_losses": ShareChoice,
    "choose_volcano": VolcanoChoice,
    "earthquake": EarthquakeCityChoice,
    "flood_plain": FloodPlainChoice,
    "civil_war_beneficiary": BeneficiaryChoice,
    "civil_disorder": DisorderChoice,
    "iconoclasm": IconoclasmCityChoice,
    "piracy": PiracyCityChoice,
}

# The actions of the family's shared phases (both games accept them).
FAMILY_ACTIONS: tuple[type[Action], ...] = (
    ChooseNation,
    SetTaxRate,
    ChooseRevoltCities,
    DistributeGrowth,
    ShipOrders,
    MoveLand,
    Voyage,
    UndoMove,
    EndMovement,
    ReduceCities,
    BuyGold,
    Accept,
    Decline,
    Withdraw,
    DoneTrading,
    AssignLosses,
    PickFaction,
    KeepFaction,
    TakeCities,
    EarthquakeChoice,
    IconoclasmChoice,
)

ACTIONS: tuple[type[Action], ...] = (
    *FAMILY_ACTIONS,
    ConflictOrder,
    BuildCities,
    BuyCivCards,
    MakeOffer,
    CounterOffer,
    Revise,
    ReturnCards,
    ChooseVolcano,
    LoseUnits,
    ChooseFloodPlain,
    ChooseBeneficiary,
    ChooseDisorderCities,
    PiracyChoice,
)

# A random playout undoes a move now and then, not as often as it makes one.
PLAYOUT_WEIGHTS = {"undo_move": 0.05, "end_movement": 0.2, "done_trading": 0.5}

INTERFACE = GameInterface("civ1980", DECISIONS, CIV1980_EVENTS, ACTIONS, PLAYOUT_WEIGHTS)

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "INTERFACE",
    "Accept",
    "AssignLosses",
    "BeneficiaryChoice",
    "BuildCities",
    "BuyCivCards",
    "BuyGold",
    "CardOffer",
    "ChooseBeneficiary",
    "ChooseDisorderCities",
    "ChooseFloodPlain",
    "ChooseNation",
    "ChooseRevoltCities",
    "ChooseVolcano",
    "CityChoice",
    "ConflictOrder",
    "ConflictOrderChoice",
    "CounterOffer",
    "Credit",
    "Decline",
    "DisorderChoice",
    "DistributeGrowth",
    "DoneTrading",
    "EarthquakeChoice",
    "EarthquakeCityChoice",
    "EndMovement",
    "Faction",
    "FactionChoice",
    "FactionPick",
    "FloodPlainChoice",
    "GameState",
    "GoldChoice",
    "GrowthChoice",
    "IconoclasmChoice",
    "IconoclasmCityChoice",
    "KeepFaction",
    "LoseUnits",
    "LossChoice",
    "MakeOffer",
    "MoveLand",
    "MovementChoice",
    "NationChoice",
    "NotAdjacent",
    "Occupied",
    "OpenSeaForbidden",
    "Options",
    "PacketFacts",
    "PickFaction",
    "PiracyChoice",
    "PiracyCityChoice",
    "PurchaseChoice",
    "ReduceCities",
    "ReductionChoice",
    "ReturnCards",
    "ReturnChoice",
    "Revise",
    "RevoltChoice",
    "SetTaxRate",
    "ShareChoice",
    "ShareTarget",
    "ShipMoves",
    "ShipOrders",
    "ShipsChoice",
    "Step",
    "TakeCities",
    "TakeoverChoice",
    "TaxRateChoice",
    "TradeChoice",
    "UndoMove",
    "Units",
    "Volcano",
    "VolcanoChoice",
    "Voyage",
    "Withdraw",
    "token_fight",
]
