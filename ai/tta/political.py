"""The political phase: attack a civilization clearly weaker, else prepare an event (its
level in culture at once), else cancel a pact that costs more than it gives, else pass.

An aggression is played only with a margin over the target's strength that the cards he
could add to his defence are unlikely to close; its worth is the effect as if it succeeds,
tried on a copy where the target does not defend. A war is declared only on a civilization
far weaker, since it is fought a whole round later.
"""

from __future__ import annotations

from typing import Any

from ai.tta.evaluate import Weights, value
from ai.tta.lookahead import worth
from engine.core.actions import Action, action_from_json
from engine.tta.attacks import attack_strength
from engine.tta.cards import cards
from engine.tta.colonize import all_units
from engine.tta.political import PassPolitical
from engine.tta.state import GameState
from engine.tta.stats import strength_rating
from engine.tta.turn import military_available

# Strength the defender may add per military card he could play (bonus cards or discards).
DEFENCE_PER_CARD = 1.6
WAR_MARGIN = 8


def defence_reserve(g: GameState, target: str) -> float:
    ps = g.ps(target)
    return DEFENCE_PER_CARD * min(len(ps.military_hand), ps.military_tokens)


def attack_margin(g: GameState, me: str, target: str) -> float:
    return attack_strength(g, me, target) - strength_rating(g, g.ps(target)) - defence_reserve(g, target)


def choose_political(g: GameState, me: str, options: list[dict[str, Any]], w: Weights, bold: bool) -> Action:
    actions = [action_from_json(o) for o in options]
    if bold:
        attack = _best_attack(g, me, actions, w)
        if attack is not None:
            return attack
    event = _best_event(g, me, actions)
    if event is not None:
        return event
    for a in actions:
        if a.kind in ("tta_cancel_pact", "tta_retire_leader"):
            after = worth(g, a, w)
            if after is not None and after > value(g, me, w) + 1.0:
                return a
    return PassPolitical(me)


def _best_attack(g: GameState, me: str, actions: list[Action], w: Weights) -> Action | None:
    base = value(g, me, w)
    best: tuple[float, Action] | None = None
    for a in actions:
        target = str(getattr(a, "target", ""))
        if a.kind == "tta_aggression" and attack_margin(g, me, target) >= 1:
            after = worth(g, a, w, own_defaults=True)
            gain = (after - base) if after is not None else -1.0
        elif a.kind == "tta_declare_war" and _war_is_safe(g, me, target):
            gain = 3.0 + cards()[str(getattr(a, "card", ""))].level
        else:
            continue
        if gain > 0.5 and (best is None or gain > best[0]):
            best = (gain, a)
    return best[1] if best else None


def _war_is_safe(g: GameState, me: str, target: str) -> bool:
    """Far stronger, and with military actions left to keep building before the war is fought."""
    ps = g.ps(me)
    return attack_margin(g, me, target) - 2 * g.ps(target).military_tokens >= WAR_MARGIN and (
        military_available(ps) >= 1
    )


def _best_event(g: GameState, me: str, actions: list[Action]) -> Action | None:
    """The event of highest level (a territory first when there are units to colonize it)."""
    has_units = bool(all_units(g.ps(me)))

    def rank(a: Action) -> tuple[int, int, str]:
        card = cards()[str(getattr(a, "card", ""))]
        return (card.level, int(has_units and card.type == "territory"), card.id)

    events = [a for a in actions if a.kind == "tta_prepare_event"]
    return max(events, key=rank) if events else None
