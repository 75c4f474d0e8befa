"""Advanced Civilization as the registry and the family's shared code see it.

``ADVCIV_FAMILY`` tells the shared code what this game is: its state, options and rulings, its
phase table (the family's phases where the rules are the same, this package's where they
differ), its board cut and token allowance by player count, its switches, its trade cards, its
views and its checks. ``ADVCIV`` is the game's interface for the registry (``engine.games``).
"""

from __future__ import annotations

from engine.civ import family
from engine.civ.advciv import board, content, invariants, victory, views
from engine.civ.advciv.legal_actions import ADVCIV as ADVCIV_LISTERS
from engine.civ.advciv.options import OPTION_DOCS, AdvCivOptions, validate_options
from engine.civ.advciv.rulings import RULINGS
from engine.civ.advciv.state import AdvCivState
from engine.civ.game import CivRules
from engine.civ.state import GameState

ADV = "engine.civ.advciv.phases"

PHASES: dict[str, tuple[str, str]] = {
    "setup": (f"{ADV}.setup", "AdvSetupPhase"),
    "taxation": (f"{ADV}.taxation", "AdvTaxationPhase"),
    "expansion": ("engine.civ.phases.expansion", "ExpansionPhase"),
    "census": ("engine.civ.phases.expansion", "CensusPhase"),
    "ships": (f"{ADV}.ships", "AdvShipsPhase"),
    "movement": (f"{ADV}.movement", "AdvMovementPhase"),
    "conflict": (f"{ADV}.conflict", "AdvConflictPhase"),
    "city_building": (f"{ADV}.cities", "AdvCityBuildingPhase"),
    "surplus": (f"{ADV}.surplus", "AdvSurplusPhase"),
    "trade_cards": (f"{ADV}.trade_cards", "AdvTradeCardsPhase"),
    "trade": (f"{ADV}.trade", "AdvTradePhase"),
    "calamities": (f"{ADV}.calamities", "AdvCalamityPhase"),
    "civ_cards": (f"{ADV}.civ_cards", "AdvCivCardsPhase"),
    "excess_cards": (f"{ADV}.discard", "DiscardPhase"),
    "ast": (f"{ADV}.ast", "AdvAstPhase"),
}

# 000 §18.1: the thirteen phases; calamities come before the civilization cards.
ROUND = [name for name in PHASES if name != "setup"]


def round_names(g: GameState) -> list[str]:
    return list(ROUND)


def card_stack(g: GameState, card: str) -> int:
    return content.trade_cards().stack(card)


ADVCIV_FAMILY = family.FamilyGame(
    id="advciv",
    state_class=AdvCivState,
    options_class=AdvCivOptions,
    option_docs=OPTION_DOCS,
    rulings=RULINGS,
    validate_options=validate_options,
    phases=PHASES,
    round_names=round_names,
    board_cut=board.board_cut,
    token_allowance=board.token_allowance,
    switches=family.Switches(
        acts_last=content.setup().acts_last, double_coast_switch=content.setup().double_coast_switch
    ),
    full_deck=content.full_deck,
    counted_cards=invariants.counted_cards,
    card_stack=card_stack,
    is_calamity=content.is_calamity,
    view_for=views.view_for,
    invariants=invariants.check,
    phase_end_checks=invariants.phase_end,
    secrecy=invariants.secrecy,
    standings=victory.standings,
    legal_actions=ADVCIV_LISTERS,
    own_card_piles=invariants.own_card_piles,
    public_score=victory.public_score,
)

ADVCIV = CivRules("advciv")
