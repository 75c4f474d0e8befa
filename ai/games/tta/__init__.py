"""The computer players of Through the Ages: ``easy``, ``normal`` and ``hard`` (``agent``: a
lookahead valued in culture points; ``search``: the hard player's plan of its whole action
phase), the scripted ``raider`` the benchmarks measure military play against, and the random
legal player."""

from __future__ import annotations

from collections.abc import Collection

from ai import Agent, GameAgents
from ai.random_player import RandomPlayer


def _tta(kind: str, seed: int, budget: int | None) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "raider":
        from ai.games.tta.raider import RaiderAgent

        return RaiderAgent(seed)
    from ai.games.tta.agent import TtaAgent
    from ai.games.tta.search import DEFAULT_NODES

    return TtaAgent(seed, kind, nodes=DEFAULT_NODES if budget is None else budget)


def _answers() -> Collection[str]:
    from ai.games.tta.agent import HANDLERS

    return HANDLERS.keys()


AGENTS = {"tta": GameAgents(("easy", "normal", "hard"), ("random", "raider"), _tta, _answers)}
