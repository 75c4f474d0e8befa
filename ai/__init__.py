"""Computer players. They use only the engine's public interface and decision data.

The bot and the command-line games get an agent with ``agent_for(kind, seed)``: ``kind`` is
"normal" or "easy" (the heuristic player) or "random" (a random legal player); every agent
answers a pending decision with ``act(g, decision) -> Action``, deterministically for its seed.
"""

from __future__ import annotations

from typing import Protocol

from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision

AGENT_KINDS = ("normal", "easy", "random")


class Agent(Protocol):
    def act(self, g: GameState, d: Decision) -> Action: ...


def agent_for(kind: str, seed: int) -> Agent:
    """A computer player of ``kind`` ("normal", "easy" or "random") with its own seed."""
    if kind == "random":
        from ai.random_agent import RandomAgent

        return RandomAgent(seed)
    if kind in ("normal", "easy"):
        from ai.heuristic import HeuristicAgent

        return HeuristicAgent(seed, kind)
    raise ValueError(f"unknown agent kind {kind!r}; choose one of {', '.join(AGENT_KINDS)}")
