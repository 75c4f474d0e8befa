"""What ending his turn now would bring the current player (rules 8): the military cards he
must discard, whether an uprising stops his production, what production scores, loses to
corruption, produces and eats, and how many military cards he draws. Worked out on a copy of
the game, so the preview is exactly what the end of turn will do (military cards drawn are
counted, never named)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.clone import structural_copy
from engine.tta.actions_and_points import military_available
from engine.tta.production import production
from engine.tta.state import GameState
from engine.tta.stats import discontent, hand_limits


@dataclass(frozen=True)
class EndOfTurn:
    discard: int  # military cards over the hand limit, to discard first
    uprising: bool
    discontent: int
    unused_workers: int
    science: int = 0
    culture: int = 0
    corruption: int = 0
    food: int = 0
    consumption: int = 0
    starvation_culture: int = 0
    resources: int = 0
    draw: int = 0


def end_of_turn(g: GameState, p: str) -> EndOfTurn:
    ps = g.ps(p)
    limit = hand_limits(g, ps)[1]
    discard = max(0, len(ps.military_hand) - limit) if "discarded" not in ps.used else 0
    unrest = discontent(g, ps)
    draw = min(3, military_available(ps)) if g.age != "IV" else 0
    if unrest > ps.pool:
        return EndOfTurn(discard, True, unrest, ps.pool, draw=draw)
    trial = structural_copy(g)
    (event,) = production(trial, p)
    d = event.data
    return EndOfTurn(
        discard,
        False,
        unrest,
        ps.pool,
        science=d["science"],
        culture=d["culture"],
        corruption=d["corruption"],
        food=d["food"],
        consumption=d["consumption"],
        starvation_culture=d["starvation_culture"],
        resources=d["resources"],
        draw=draw,
    )
