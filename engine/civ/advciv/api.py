"""Advanced Civilization (1991), as it declares itself to the rest of civbot: its state and
options types, every decision kind it asks with the class of its options, every event kind it
emits with its payload, and its actions (the family's shared ones, from ``engine.civ.api``,
and its own).

This is the public module of the game: code outside ``engine/`` imports Advanced
Civilization's types from here (or from ``engine``), never from its internal modules.
"""

from __future__ import annotations

from engine.civ.advciv.calamity.barbarians import BarbarianAreaChoice
from engine.civ.advciv.calamity.choices import (
    ChooseCities,
    ChooseOne,
    CitiesChoice,
    PlainTieChoice,
    QuakeTieChoice,
    VolcanoTieChoice,
)
from engine.civ.advciv.calamity.civil_war import MilitaryFactionPick
from engine.civ.advciv.calamity.losses import AdvLoseUnits, AdvShareChoice, GrainLossChoice, ShareLimit
from engine.civ.advciv.calamity.monotheism import ConversionChoice, ConvertArea, Convertible
from engine.civ.advciv.calamity.reductions import AdvIconoclasmChoice
from engine.civ.advciv.event_kinds import ADVCIV_EVENTS
from engine.civ.advciv.options import AdvCivOptions
from engine.civ.advciv.phases.cities import AdvBuildCities, AdvCityChoice, ArchitectureSite
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards, AdvPurchaseChoice
from engine.civ.advciv.phases.conflict import Pillage, PillageChoice
from engine.civ.advciv.phases.discard import DiscardCards, DiscardChoice
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise, DeclaredTradeChoice
from engine.civ.advciv.state import AdvCivState
from engine.civ.api import FAMILY_ACTIONS, FAMILY_DECISIONS, PLAYOUT_WEIGHTS
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

INTERFACE = GameInterface("advciv", DECISIONS, ADVCIV_EVENTS, ACTIONS, PLAYOUT_WEIGHTS)

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "INTERFACE",
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
    "Pillage",
    "PillageChoice",
    "PlainTieChoice",
    "QuakeTieChoice",
    "RoadMove",
    "ShareLimit",
    "VolcanoTieChoice",
]
