"""The heuristic computer player (see ``agent.py``)."""

from ai.games.civ.agent import STRENGTHS, HeuristicAgent

__all__ = ["STRENGTHS", "HeuristicAgent"]
