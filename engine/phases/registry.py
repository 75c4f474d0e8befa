"""The phase table (rules 5.3): which phases a round has, in order, for a game's options."""

from __future__ import annotations

from functools import cache

from engine.phases.base import Phase
from engine.state import GameState


@cache
def _all() -> dict[str, Phase]:
    from engine.phases.cities import CityBuildingPhase
    from engine.phases.conflict import ConflictPhase, ConflictSupportPhase
    from engine.phases.expansion import CensusPhase, ExpansionPhase
    from engine.phases.movement import MovementPhase
    from engine.phases.setup import SetupPhase
    from engine.phases.ships import ShipsPhase
    from engine.phases.support import SurplusPhase
    from engine.phases.taxation import TaxationPhase

    phases: list[Phase] = [
        SetupPhase(),
        TaxationPhase(),
        ExpansionPhase(),
        CensusPhase(),
        ShipsPhase(),
        MovementPhase(),
        ConflictPhase(),
        ConflictSupportPhase(),
        CityBuildingPhase(),
        SurplusPhase(),
    ]
    return {p.name: p for p in phases}


def phase_named(name: str) -> Phase:
    return _all()[name]


def round_phases(g: GameState) -> list[Phase]:
    names = ["taxation", "expansion", "census", "ships", "movement", "conflict"]
    if g.options.support_check_after_conflict:
        names.append("conflict_support")
    names += ["city_building", "surplus"]
    return [phase_named(n) for n in names]
