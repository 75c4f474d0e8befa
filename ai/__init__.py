"""Computer players.

The bot and the command-line games get an agent with ``agent_for(kind, seed, game)``: ``kind``
is a strength a player may choose ("easy", "normal", and for some games "hard"; each game
declares its own, ``strengths(game)``) or a player for simulations and benchmarks ("random",
the random legal player of every game, ``ai.random_player``, on top of
``engine.legal_actions``; Through the Ages also has a scripted "raider"). Every agent answers a
pending decision with ``act(g, decision) -> Action``, deterministically for its seed, and keeps
no state shared with another agent, so agents may think in worker threads or processes.

A strength that searches (Through the Ages' "hard") thinks within a budget counted in work, so
that its answers are the same for a seed on any machine: ``agent_for(..., budget=N)`` gives it
``N`` units of its game's work per decision (the bot's ``CIVBOT_AI_HARD_BUDGET``); None, or a
strength that does not search, keeps the game's default.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, Protocol

from engine import DEFAULT_GAME, Action, Decision, GameParts, spec

# Every strength a player may choose, weakest first (a game offers some of them).
STRENGTHS = ("easy", "normal", "hard")
# The kinds every game has (what a saved terminal game may name for its computer players).
AGENT_KINDS = ("normal", "easy", "random")


class Agent(Protocol):
    def act(self, g: Any, d: Decision) -> Action: ...


class AgentFailure(Exception):
    """A computer player that cannot answer: whoever asked falls back to the decision's
    default (the bot logs it); a game never stops for it."""


class NoAnswer(AgentFailure):
    """No legal answer found (and the decision has no default to give instead)."""


class BudgetExceeded(AgentFailure):
    """The thinking ran past its wall-clock cap (a safety net: budgets are counted in work)."""


@dataclass(frozen=True)
class GameAgents:
    """A game's computer players: the strengths offered to players, the other kinds (for
    simulations and benchmarks), the factory ``make(kind, seed, budget)`` (``budget``: the
    work a searching strength may do per decision, None for the game's default), and the
    decision kinds its players answer by judgement rather than by the default (``answers``)."""

    strengths: tuple[str, ...]
    others: tuple[str, ...]
    make: Callable[[str, int, int | None], Agent]
    answers: Callable[[], Collection[str]] = tuple

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.strengths + self.others


def strengths(game: str = DEFAULT_GAME) -> tuple[str, ...]:
    """The strengths a player may choose for the computer players of ``game`` (none when no
    computer player plays it)."""
    found = AGENTS.get(game)
    return found.strengths if found is not None else ()


def agent_for(kind: str, seed: int, game: str = DEFAULT_GAME, budget: int | None = None) -> Agent:
    """A computer player of ``kind`` for ``game``, with its own seed (``budget``: the work per
    decision of a strength that searches; None: the game's default)."""
    found = AGENTS.get(game)
    title = spec(game, offered_only=False).title
    if found is None:
        raise ValueError(f"No computer player plays {title} yet.")
    if kind not in found.kinds:
        raise ValueError(f"The computer players of {title} play {_either(found.strengths)}, not {kind}.")
    return found.make(kind, seed, budget)


def _either(names: tuple[str, ...]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


# Each game's computer players: ``AGENTS`` in its family's folder, ``ai/games/<family>/``.
AGENTS: GameParts[GameAgents] = GameParts("ai", "AGENTS")
