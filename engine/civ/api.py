"""Civilization (1980), as it declares itself to the rest of civbot: its state and options
types, every decision kind it asks with the class of its options, every event kind it emits
with its payload, and its actions.

This is the public module of the game: code outside ``engine/`` imports Civilization's types
from here (or from ``engine``), never from the family's internal modules. Advanced
Civilization, which shares most of the family's decisions, declares itself in
``engine.civ.advciv.api``.
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.calamity.base import Step as CalamityStep
from engine.civ.calamity.base import reduction_value
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
from engine.civ.calamity.losses import (
    AssignLosses,
    LoseUnits,
    LossChoice,
    Pool,
    ShareChoice,
    ShareTarget,
    default_selection,
    flood_pool,
)
from engine.civ.calamity.piracy import PiracyChoice, PiracyCityChoice
from engine.civ.calamity.volcano import (
    ChooseVolcano,
    EarthquakeChoice,
    EarthquakeCityChoice,
    Volcano,
    VolcanoChoice,
    own_points_at,
)
from engine.civ.cards import is_calamity, is_commodity, set_value
from engine.civ.civ_credit import (
    CardOffer,
    Credit,
    Payment,
    copies_left,
    credit_from,
    eligible_cards,
    groups_held,
    preview_purchase,
    price_cards,
    printed_points,
    table_order,
)
from engine.civ.content import Area, ast_tables, board, civ_cards, setup, trade_cards
from engine.civ.errors import NotAdjacent, Occupied, OpenSeaForbidden
from engine.civ.event_kinds import CIV1980_EVENTS
from engine.civ.family import shown_score
from engine.civ.flow import current_phase, describe_player
from engine.civ.geography import game_map
from engine.civ.narration import CIV1980_NARRATOR
from engine.civ.narration.board import ship_name
from engine.civ.narration.vocabulary import area as area_name
from engine.civ.narration.vocabulary import nation as nation_name
from engine.civ.narration.vocabulary import place as place_name
from engine.civ.options import VARIANTS, Options
from engine.civ.order import ast_rank
from engine.civ.outlook import AreaFacts, AreaLeft, MoveChange, MoveOutlook, area_facts, move_outlook
from engine.civ.phases.ast_phase import ast_row, ast_table
from engine.civ.phases.base import SubmissionPhase
from engine.civ.phases.calamities import CalamityData
from engine.civ.phases.cities import BuildCities, CityChoice, default_builds, support_after, tokens_needed
from engine.civ.phases.civ_cards import BuyCivCards, PurchaseChoice
from engine.civ.phases.conflict import ConflictOrder, ConflictOrderChoice, attack_threshold, token_fight
from engine.civ.phases.excess_cards import ReturnCards, ReturnChoice, cheapest_return, commodities_to_return
from engine.civ.phases.expansion import DistributeGrowth, GrowthChoice, default_growth
from engine.civ.phases.movement import (
    EndMovement,
    MoveLand,
    MovementChoice,
    MovementData,
    ShipMoves,
    UndoMove,
    Voyage,
    land_destinations,
)
from engine.civ.phases.registry import round_phases
from engine.civ.phases.setup import ChooseNation, NationChoice
from engine.civ.phases.ships import (
    SHIP_COST,
    ShipOrders,
    ShipsChoice,
    ShipsPhase,
    build_areas,
    default_orders,
)
from engine.civ.phases.support import ReduceCities, ReductionChoice, default_reductions
from engine.civ.phases.taxation import ChooseRevoltCities, RevoltChoice, SetTaxRate, TaxRateChoice
from engine.civ.phases.trade_cards import BuyGold, GoldChoice
from engine.civ.phases.voyage import (
    CAPACITY,
    Step,
    check_not_occupied,
    check_voyage,
    reachable,
    shortest_route,
)
from engine.civ.printed_names import advciv_card as advciv_card_name
from engine.civ.printed_names import civ1980_card as civ1980_card_name
from engine.civ.scoring import final_standings
from engine.civ.state import GameState
from engine.civ.text import names
from engine.civ.text.forms import CIV1980_TEXTS
from engine.civ.trade_protocol import (
    MIN_PACKET,
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    PacketFacts,
    Revise,
    TradeChoice,
    TradeData,
    Withdraw,
    check_packet,
    free_cards,
    trade_data,
    trade_view,
)
from engine.civ.variants import has_treasury
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

INTERFACE = GameInterface(
    "civ1980",
    DECISIONS,
    CIV1980_EVENTS,
    ACTIONS,
    PLAYOUT_WEIGHTS,
    texts=CIV1980_TEXTS,
    narrator=CIV1980_NARRATOR.restricted(CIV1980_EVENTS),
)

__all__ = [
    "ACTIONS",
    "CAPACITY",
    "DECISIONS",
    "INTERFACE",
    "MIN_PACKET",
    "SHIP_COST",
    "VARIANTS",
    "Accept",
    "Area",
    "AreaFacts",
    "AreaLeft",
    "AssignLosses",
    "BeneficiaryChoice",
    "BuildCities",
    "BuyCivCards",
    "BuyGold",
    "CalamityData",
    "CalamityStep",
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
    "MoveChange",
    "MoveLand",
    "MoveOutlook",
    "MovementChoice",
    "MovementData",
    "NationChoice",
    "NotAdjacent",
    "Occupied",
    "OpenSeaForbidden",
    "Options",
    "PacketFacts",
    "Payment",
    "PickFaction",
    "PiracyChoice",
    "PiracyCityChoice",
    "Pool",
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
    "ShipsPhase",
    "Step",
    "SubmissionPhase",
    "TakeCities",
    "TakeoverChoice",
    "TaxRateChoice",
    "TradeChoice",
    "TradeData",
    "UndoMove",
    "Units",
    "Volcano",
    "VolcanoChoice",
    "Voyage",
    "Withdraw",
    "advciv_card_name",
    "area_facts",
    "area_name",
    "ast_rank",
    "ast_row",
    "ast_table",
    "ast_tables",
    "attack_threshold",
    "board",
    "build_areas",
    "cheapest_return",
    "check_not_occupied",
    "check_packet",
    "check_voyage",
    "civ1980_card_name",
    "civ_cards",
    "commodities_to_return",
    "copies_left",
    "credit_from",
    "current_phase",
    "default_builds",
    "default_growth",
    "default_orders",
    "default_reductions",
    "default_selection",
    "describe_player",
    "eligible_cards",
    "final_standings",
    "flood_pool",
    "free_cards",
    "game_map",
    "groups_held",
    "has_treasury",
    "is_calamity",
    "is_commodity",
    "land_destinations",
    "move_outlook",
    "names",
    "nation_name",
    "own_points_at",
    "place_name",
    "preview_purchase",
    "price_cards",
    "printed_points",
    "reachable",
    "reduction_value",
    "round_phases",
    "set_value",
    "setup",
    "ship_name",
    "shortest_route",
    "shown_score",
    "support_after",
    "table_order",
    "token_fight",
    "tokens_needed",
    "trade_cards",
    "trade_data",
    "trade_view",
    "units",
]
