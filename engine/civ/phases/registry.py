"""The phase tables (rules 5.3): which phases a round has, in order, for a game's options.

``PHASES`` maps each phase name of Civilization (1980) to the module and class implementing
it; every game of the family has such a table (``engine.civ.family``). Modules are imported on
first use.
"""

from __future__ import annotations

import importlib
from functools import cache

from engine.civ import family
from engine.civ.phases.base import Phase
from engine.civ.state import GameState
from engine.core import serial

PHASES: dict[str, tuple[str, str]] = {
    "setup": ("engine.civ.phases.setup", "SetupPhase"),
    "taxation": ("engine.civ.phases.taxation", "TaxationPhase"),
    "expansion": ("engine.civ.phases.expansion", "ExpansionPhase"),
    "census": ("engine.civ.phases.expansion", "CensusPhase"),
    "ships": ("engine.civ.phases.ships", "ShipsPhase"),
    "movement": ("engine.civ.phases.movement", "MovementPhase"),
    "conflict": ("engine.civ.phases.conflict", "ConflictPhase"),
    "conflict_support": ("engine.civ.phases.conflict", "ConflictSupportPhase"),
    "city_building": ("engine.civ.phases.cities", "CityBuildingPhase"),
    "surplus": ("engine.civ.phases.support", "SurplusPhase"),
    "civ_cards": ("engine.civ.phases.civ_cards", "CivCardsPhase"),
    "ast": ("engine.civ.phases.ast_phase", "AstPhase"),
    "trade_cards": ("engine.civ.phases.trade_cards", "TradeCardsPhase"),
    "trade": ("engine.civ.phases.trade", "TradePhase"),
    "excess_cards": ("engine.civ.phases.excess_cards", "ExcessCardsPhase"),
    "calamities": ("engine.civ.phases.calamities", "CalamityPhase"),
    "time_marker": ("engine.civ.phases.simple_games", "TimeMarkerPhase"),
    "farmers_ast": ("engine.civ.phases.simple_games", "FarmersAstPhase"),
    # part 2 phases are added here as they are implemented
}


def import_every_phase() -> None:
    """Import every phase module of every game of the family (and through them every calamity
    and trade module), so that all their action and phase-data tags are registered."""
    for game in family.WHERE:
        for module, _ in family.family_game(game).phases.values():
            importlib.import_module(module)


serial.add_tag_source(import_every_phase)


@cache
def phase_named(name: str, game: str = "civ1980") -> Phase:
    module, cls = family.family_game(game).phases[name]
    phase: Phase = getattr(importlib.import_module(module), cls)()
    return phase


def phase_of(g: GameState) -> Phase:
    return phase_named(g.phase, g.game)


def round_phases(g: GameState) -> list[Phase]:
    return [phase_named(n, g.game) for n in family.of(g).round_names(g)]


def civ1980_round(g: GameState) -> list[str]:
    """The phases of a round of Civilization (1980) for the game's options."""
    if g.options.variant == "nomads":
        # 16.2: expansion, ships, movement with surplus removal, the time marker.
        return ["expansion", "ships", "movement", "surplus", "time_marker"]
    if g.options.variant == "farmers":
        # 16.3: no taxation and no cards; the round ends with the AST markers.
        names = ["expansion", "census", "ships", "movement", "conflict", "city_building", "surplus"]
        return [*names, "farmers_ast"]
    names = ["taxation", "expansion", "census", "ships", "movement", "conflict"]
    if g.options.support_check_after_conflict:
        names.append("conflict_support")
    names += ["city_building", "surplus"]
    return names + [n for n in round_tail(g) if n in PHASES]


def round_tail(g: GameState) -> list[str]:
    """Phases 9-13 in rule order (rules 5.3, D29); a name takes part once it is in PHASES."""
    if g.options.variant not in ("full", "short"):
        return []
    excess_first = g.options.excess_cards_timing == "before_calamities"
    tail = ["trade_cards", "trade", "civ_cards"]
    tail += ["excess_cards", "calamities"] if excess_first else ["calamities", "excess_cards"]
    return [*tail, "ast"]
