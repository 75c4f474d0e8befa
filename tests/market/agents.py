"""Market's computer players (``ai.GameAgents``): ``easy`` and ``random`` are the random legal
player; ``normal`` offers its best good while it holds two or more (the highest offer sells four
times in six) and otherwise passes to draw, and keeps the better of two goods drawn. It reads
only the decision it answers and what the engine lists as legal."""

from __future__ import annotations

from typing import Any

from ai import Agent, GameAgents
from ai.random_player import RandomPlayer
from engine import Action, Decision, legal_actions
from tests.market.declared import BID, KEEP
from tests.market.state import Keep, Offer, Pass


class Merchant:
    def act(self, g: Any, d: Decision) -> Action:
        actions = legal_actions(g, d)
        cards = [a.card for a in actions if isinstance(a, (Offer, Keep))]
        if any(isinstance(a, Keep) for a in actions):
            return Keep(d.player, max(cards))
        return Offer(d.player, max(cards)) if len(cards) >= 2 else Pass(d.player)


def make(kind: str, seed: int, _budget: int | None = None) -> Agent:
    return Merchant() if kind == "normal" else RandomPlayer(seed)


AGENTS = GameAgents(("easy", "normal"), ("random",), make, answers=lambda: (BID, KEEP))
