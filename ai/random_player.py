"""The random legal player of every game, on top of the engine's legal actions.

For a pending decision it asks the engine for the legal actions (``engine.legal_actions``: all
of them where there are few, a seeded sample covering every kind of action where there are
many), picks a kind of action among those listed, each kind as likely as the game's declared
playout weight says (``GameInterface.playout_weights``: resigning and undoing are rare, so
random games go on to their end), then one action of that kind uniformly. Used by ``civbot
simulate``, the random playouts, the golden transcripts and the benchmarks. It has its own
seeded ``random.Random``; the engine's generator is never touched.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine import Action, Decision, interface, legal_actions

# The player picks one action: a small sample of the large lists serves as well as a big one.
SAMPLE = 4


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # Each game's declared weights, looked up once (a player acts thousands of times).
        self.weights: dict[str, Mapping[str, float]] = {}

    def act(self, g: Any, d: Decision) -> Action:
        actions = legal_actions(g, d, seed=self.rng.getrandbits(62), sample=SAMPLE)
        weights = self.weights.get(g.game)
        if weights is None:
            weights = self.weights[g.game] = interface(g.game).playout_weights
        by_kind: dict[str, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        # A kind weighted 0 is never picked unless nothing else is listed.
        kinds = [k for k in by_kind if weights.get(k, 1.0) > 0]
        kind = self.rng.choices(kinds, [weights.get(k, 1.0) for k in kinds])[0] if kinds else actions[0].kind
        return self.rng.choice(by_kind[kind])
