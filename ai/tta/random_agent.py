"""A random legal player for Through the Ages: it answers any pending decision with one of the
legal choices the decision lists, deterministically for its seed.

Used by ``civbot simulate --game tta``, the random playouts and the benchmark. It has its own
seeded ``random.Random``; the engine's generator is never touched. Its choices lean towards
building a civilization (destroying is rarer, the phases end with a fixed chance) so games
reach their end with something to score, and it resigns very rarely, so resignations are
exercised too.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.actions import Action, action_from_json
from engine.core.decisions import Decision
from engine.tta.aggressions import Defend
from engine.tta.colonize import Bid
from engine.tta.pacts import AnswerPact
from engine.tta.steps import Choose, Select

# Relative weights of the action kinds the random player picks from (1 when not listed).
WEIGHTS = {"tta_destroy": 0.15, "tta_disband": 0.15, "tta_cancel_pact": 0.3, "tta_resign": 0.0}
END_KINDS = ("tta_end_actions", "tta_pass_political")


class RandomTtaAgent:
    def __init__(self, seed: int, end_chance: float = 0.12, resign_chance: float = 0.0005) -> None:
        self.rng = random.Random(seed)
        self.end_chance = end_chance
        self.resign_chance = resign_chance

    def act(self, g: Any, d: Decision) -> Action:
        handler = getattr(self, f"_{d.kind}", None)
        if handler is None:
            if d.default is None:
                raise NotImplementedError(f"the random player has no answer to {d.kind!r} decisions")
            return d.default
        action: Action = handler(d)
        return action

    def _pick(self, d: Decision) -> Action:
        options: list[dict[str, Any]] = d.options["actions"]
        if any(o["type"] == "tta_resign" for o in options) and self.rng.random() < self.resign_chance:
            return action_from_json(next(o for o in options if o["type"] == "tta_resign"))
        ends = [o for o in options if o["type"] in END_KINDS]
        others = [o for o in options if o["type"] not in END_KINDS and WEIGHTS.get(o["type"], 1.0) > 0]
        if not others or self.rng.random() < self.end_chance:
            return action_from_json(ends[0])
        weights = [WEIGHTS.get(o["type"], 1.0) for o in others]
        return action_from_json(self.rng.choices(others, weights)[0])

    def _tta_action(self, d: Decision) -> Action:
        return self._pick(d)

    def _tta_political(self, d: Decision) -> Action:
        return self._pick(d)

    def _tta_choose(self, d: Decision) -> Action:
        return Choose(d.player, self.rng.choice(d.options["choices"]))

    def _tta_select(self, d: Decision) -> Action:
        return Select(d.player, tuple(self.rng.sample(d.options["items"], d.options["count"])))

    def _tta_defend(self, d: Decision) -> Action:
        hand: list[str] = d.options["hand"]
        if not hand or d.options["limit"] == 0 or self.rng.random() < 0.3:
            return Defend(d.player)
        cards = self.rng.sample(hand, min(len(hand), d.options["limit"], self.rng.randint(1, len(hand))))
        if sum(d.options["values"][c] for c in cards) < d.options["needed"]:
            return Defend(d.player)  # cards that fall short are not played (6.2)
        bonus = tuple(c for c in cards if c in d.options["bonus_cards"])
        return Defend(d.player, bonus, tuple(c for c in cards if c not in bonus))

    def _tta_bid(self, d: Decision) -> Action:
        high, most = d.options["high_bid"], d.options["max_bid"]
        if most > high and self.rng.random() < 0.6:
            return Bid(d.player, self.rng.randint(high + 1, most))
        return Bid(d.player, 0)

    def _tta_answer_pact(self, d: Decision) -> Action:
        return AnswerPact(d.player, self.rng.random() < 0.5)
