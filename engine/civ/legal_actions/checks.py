"""Whether a drawn action passes the current phase's or calamity step's own validation, without
changing anything: the family's samplers draw candidates and keep those the rules accept."""

from __future__ import annotations

from engine.civ.flow import current_phase
from engine.civ.phases.calamities import CalamityData
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.core.phase import SubmissionPhase


def accepted(g: GameState, a: Action) -> bool:
    """Whether the rules accept ``a`` now: the calamity step's or the submission phase's check.
    Actions of other phases are built legal and not checked here."""
    try:
        if isinstance(g.data, CalamityData) and g.data.queue:
            g.data.queue[0].check(g, a)
        else:
            phase = current_phase(g)
            if isinstance(phase, SubmissionPhase):
                phase.check(g, a)
    except RuleError:
        return False
    return True


def kept(g: GameState, a: Action | None) -> Action | None:
    """``a`` if the rules accept it, else None (a draw that is skipped)."""
    return a if a is not None and accepted(g, a) else None
