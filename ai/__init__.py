"""Computer players.

The bot and the command-line games get an agent with ``agent_for(kind, seed)``: ``kind`` is
"normal" or "easy" (the heuristic player) or "random" (the random legal player of every game,
``ai.random_player``, on top of ``engine.legal_actions``); every agent answers a pending
decision with ``act(g, decision) -> Action``, deterministically for its seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ai.random_player import RandomPlayer
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.games import DEFAULT_GAME, spec

AGENT_KINDS = ("normal", "easy", "random")


class Agent(Protocol):
    def act(self, g: Any, d: Decision) -> Action: ...


def agent_for(kind: str, seed: int, game: str = DEFAULT_GAME) -> Agent:
    """A computer player of ``kind`` ("normal", "easy" or "random") for ``game``, with its own seed."""
    if kind not in AGENT_KINDS:
        raise ValueError(f"unknown agent kind {kind!r}; choose one of {', '.join(AGENT_KINDS)}")
    factory = AGENTS_BY_GAME.get(game)
    if factory is None:
        raise ValueError(f"No computer player plays {spec(game, offered_only=False).title} yet.")
    return factory(kind, seed)


def _civ1980_agent(kind: str, seed: int) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    from ai.heuristic import HeuristicAgent

    return HeuristicAgent(seed, kind)


def _advciv_agent(kind: str, seed: int) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    from ai.heuristic.advciv import AdvCivAgent

    return AdvCivAgent(seed, kind)


def _tta_agent(kind: str, seed: int) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    from ai.tta.agent import TtaAgent

    return TtaAgent(seed, kind)


# The computer players of each game (a game's AI adds its entry here).
AGENTS_BY_GAME: dict[str, Callable[[str, int], Agent]] = {
    "civ1980": _civ1980_agent,
    "advciv": _advciv_agent,
    "tta": _tta_agent,
}
