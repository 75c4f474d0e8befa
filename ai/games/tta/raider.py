"""A scripted raider for Through the Ages, the opponent a military player is measured against:
it builds military first (any action that raises its strength, the largest gain first), plays
every aggression it can (on the weakest target), and declares its wars on the weakest player;
everything else it plays as the normal AI does."""

from __future__ import annotations

from ai.games.tta.agent import TtaAgent
from ai.games.tta.lookahead import copied, option_action, options_as
from engine import Action, Decision, RuleError
from engine.tta.api import ActionChoice, GameState, PoliticalChoice, apply, strength_rating

ATTACKS = ("tta_aggression", "tta_declare_war")


class RaiderAgent(TtaAgent):
    def __init__(self, seed: int) -> None:
        super().__init__(seed, "normal")

    def action_phase(self, g: GameState, d: Decision) -> Action:
        me = d.player
        now = strength_rating(g, g.ps(me))
        best: tuple[int, int, Action] | None = None
        for i, option in enumerate(options_as(d, ActionChoice).actions):
            a = option_action(option)
            if a.kind in ("tta_end_actions", "tta_resign", "tta_disband"):
                continue
            gain = _strength_after(g, a) - now
            if gain > 0 and (best is None or (gain, -i) > best[:2]):
                best = (gain, -i, a)
        return best[2] if best is not None else super().action_phase(g, d)

    def political(self, g: GameState, d: Decision) -> Action:
        actions = options_as(d, PoliticalChoice).actions
        attacks = [a for o in actions if (a := option_action(o)).kind in ATTACKS]
        if not attacks:
            return super().political(g, d)

        def weakness(a: Action) -> tuple[int, int, str]:
            target = str(getattr(a, "target", ""))
            # Aggressions first (every one it can), then wars; the weakest target first.
            return (a.kind != "tta_aggression", strength_rating(g, g.ps(target)), target)

        return min(attacks, key=weakness)


def _strength_after(g: GameState, a: Action) -> int:
    trial = copied(g)
    try:
        apply(trial, a)
    except RuleError:
        return -1
    return strength_rating(trial, trial.ps(a.player))
