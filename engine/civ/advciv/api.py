"""Advanced Civilization (1991), as it declares itself to the rest of civbot: its state and
options types, every decision kind it asks with the class of its options, every event kind it
emits with its payload, and its actions (the family's shared ones, from ``engine.civ.api``,
and its own).

This is the public module of the game: code outside ``engine/`` imports Advanced
Civilization's types from here (or from ``engine``), never from its internal modules.
"""

from __future__ import annotations

from engine.civ.advciv import content, neutrals
from engine.civ.advciv.board import cut_for
from engine.civ.advciv.calamity.barbarians import BarbarianAreaChoice
from engine.civ.advciv.calamity.choices import (
    DESTROY,
    PIRATE,
    REDUCE,
    TREACHERY,
    ChooseCities,
    ChooseOne,
    CitiesChoice,
    CitiesStep,
    PlainTieChoice,
    QuakeTieChoice,
    VolcanoTieChoice,
)
from engine.civ.advciv.calamity.civil_war import MilitaryFactionPick
from engine.civ.advciv.calamity.losses import AdvLoseUnits, AdvShareChoice, GrainLossChoice, ShareLimit
from engine.civ.advciv.calamity.monotheism import ConversionChoice, ConvertArea, Convertible
from engine.civ.advciv.calamity.reductions import AdvIconoclasmChoice
from engine.civ.advciv.content import ast, civ_cards, is_commodity, set_value, setup, trade_cards
from engine.civ.advciv.event_kinds import ADVCIV_EVENTS
from engine.civ.advciv.fight import NEUTRAL, battle, situation
from engine.civ.advciv.options import AdvCivOptions
from engine.civ.advciv.phases.cities import AdvBuildCities, AdvCityChoice, ArchitectureSite
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards, AdvPurchaseChoice
from engine.civ.advciv.phases.conflict import Pillage, PillageChoice
from engine.civ.advciv.phases.discard import DiscardCards, DiscardChoice, best_kept
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import (
    DeclaredCounter,
    DeclaredOffer,
    DeclaredRevise,
    DeclaredTradeChoice,
    check_declared_packet,
)
from engine.civ.advciv.purchase import (
    MINING,
    Payment,
    best_mining,
    cheapest_payment,
    copies_left,
    eligible_cards,
    face_value,
    groups_held,
    paid_value,
    payable,
    preview_purchase,
    price_cards,
    spendable,
)
from engine.civ.advciv.state import AdvCivState, adv
from engine.civ.advciv.victory import public_score, standings, winners
from engine.civ.api import FAMILY_ACTIONS, FAMILY_DECISIONS, PLAYOUT_WEIGHTS
from engine.civ.narration import ADVCIV_NARRATOR
from engine.civ.text.forms import ADVCIV_TEXTS
from engine.core.actions import Action
from engine.core.decisions import DecisionOptions
from engine.core.interface import GameInterface

DECISIONS: dict[str, type[DecisionOptions]] = {
    **FAMILY_DECISIONS,
    "advciv_build_cities": AdvCityChoice,
    "pillage": PillageChoice,
    "advciv_trade": DeclaredTradeChoice,
    "discard_cards": DiscardChoice,
    "advciv_buy_civ_cards": AdvPurchaseChoice,
    "advciv_lose_units": GrainLossChoice,
    "advciv_assign_losses": AdvShareChoice,
    "treachery": CitiesChoice,
    "superstition": CitiesChoice,
    "flood_coastal_city": CitiesChoice,
    "advciv_civil_disorder": CitiesChoice,
    "advciv_piracy": CitiesChoice,
    "advciv_flood_plain": PlainTieChoice,
    "volcano_tie": VolcanoTieChoice,
    "advciv_earthquake": QuakeTieChoice,
    "barbarian_area": BarbarianAreaChoice,
    "monotheism": ConversionChoice,
    "advciv_iconoclasm": AdvIconoclasmChoice,
    "advciv_civil_war_military": MilitaryFactionPick,
}

ACTIONS: tuple[type[Action], ...] = (
    *FAMILY_ACTIONS,
    RoadMove,
    Pillage,
    AdvBuildCities,
    DeclaredOffer,
    DeclaredCounter,
    DeclaredRevise,
    ChooseCities,
    ChooseOne,
    AdvLoseUnits,
    ConvertArea,
    AdvBuyCivCards,
    DiscardCards,
)

INTERFACE = GameInterface(
    "advciv",
    DECISIONS,
    ADVCIV_EVENTS,
    ACTIONS,
    PLAYOUT_WEIGHTS,
    texts=ADVCIV_TEXTS,
    narrator=ADVCIV_NARRATOR.restricted(ADVCIV_EVENTS),
)

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "DESTROY",
    "INTERFACE",
    "MINING",
    "NEUTRAL",
    "PIRATE",
    "REDUCE",
    "TREACHERY",
    "AdvBuildCities",
    "AdvBuyCivCards",
    "AdvCityChoice",
    "AdvCivOptions",
    "AdvCivState",
    "AdvIconoclasmChoice",
    "AdvLoseUnits",
    "AdvPurchaseChoice",
    "AdvShareChoice",
    "ArchitectureSite",
    "BarbarianAreaChoice",
    "ChooseCities",
    "ChooseOne",
    "CitiesChoice",
    "CitiesStep",
    "ConversionChoice",
    "ConvertArea",
    "Convertible",
    "DeclaredCounter",
    "DeclaredOffer",
    "DeclaredRevise",
    "DeclaredTradeChoice",
    "DiscardCards",
    "DiscardChoice",
    "GrainLossChoice",
    "MilitaryFactionPick",
    "Payment",
    "Pillage",
    "PillageChoice",
    "PlainTieChoice",
    "QuakeTieChoice",
    "RoadMove",
    "ShareLimit",
    "VolcanoTieChoice",
    "adv",
    "ast",
    "battle",
    "best_kept",
    "best_mining",
    "cheapest_payment",
    "check_declared_packet",
    "civ_cards",
    "content",
    "copies_left",
    "cut_for",
    "eligible_cards",
    "face_value",
    "groups_held",
    "is_commodity",
    "neutrals",
    "paid_value",
    "payable",
    "preview_purchase",
    "price_cards",
    "public_score",
    "set_value",
    "setup",
    "situation",
    "spendable",
    "standings",
    "trade_cards",
    "winners",
]
