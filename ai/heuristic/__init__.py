"""The heuristic computer player (see ``agent.py``)."""

from ai.heuristic.agent import STRENGTHS, HeuristicAgent

__all__ = ["STRENGTHS", "HeuristicAgent"]
