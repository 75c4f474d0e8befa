"""The computer players of the Civilization family: the heuristic player (``agent``, one
handler per decision kind in the module of its concern) and, in ``advciv/``, what Advanced
Civilization changes."""

from __future__ import annotations

from collections.abc import Collection

from ai import Agent, GameAgents
from ai.random_player import RandomPlayer


# The family's players do not search: they have no budget.
def _civ1980(kind: str, seed: int, _budget: int | None) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    from ai.games.civ.agent import HeuristicAgent

    return HeuristicAgent(seed, kind)


def _advciv(kind: str, seed: int, _budget: int | None) -> Agent:
    if kind == "random":
        return RandomPlayer(seed)
    from ai.games.civ.advciv import AdvCivAgent

    return AdvCivAgent(seed, kind)


def _civ1980_answers() -> Collection[str]:
    from ai.games.civ.agent import HANDLERS, answered

    return answered(HANDLERS)


def _advciv_answers() -> Collection[str]:
    from ai.games.civ.advciv import ADVCIV_DEFAULT_ANSWERS, ADVCIV_HANDLERS
    from ai.games.civ.agent import answered

    return answered(ADVCIV_HANDLERS, ADVCIV_DEFAULT_ANSWERS)


AGENTS = {
    "civ1980": GameAgents(("easy", "normal"), ("random",), _civ1980, _civ1980_answers),
    "advciv": GameAgents(("easy", "normal"), ("random",), _advciv, _advciv_answers),
}
