"""Whole games between computer players: the loop behind the demo, the win-rate benchmark and
the AI tests, for any game of the Civilization family. Invariants are checked as in
``civbot simulate`` when asked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ai import Agent, agent_for
from engine import DEFAULT_GAME, GameRecord, apply, new_game, pending, rules_of
from engine.civ.api import GameState, final_standings

PhaseHook = Callable[[GameState, str], None]


@dataclass
class MatchResult:
    game: GameState
    kinds: dict[str, str]
    rounds: int
    actions: int
    record: GameRecord
    violations: list[str] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.game.finished

    @property
    def winners(self) -> list[str]:
        return list(self.game.winners)


def agents_for(kinds: list[str], seed: int, game: str = DEFAULT_GAME) -> tuple[list[str], dict[str, Agent]]:
    """Player ids p1..pN and one agent per seat, each seeded from the game's seed."""
    ids = [f"p{i + 1}" for i in range(len(kinds))]
    agents = {p: agent_for(k, seed * 1000 + i, game) for i, (p, k) in enumerate(zip(ids, kinds, strict=True))}
    return ids, agents


def play_match(
    kinds: list[str],
    seed: int,
    options: Any = None,
    max_rounds: int = 60,
    check_invariants: bool = True,
    on_phase_end: PhaseHook | None = None,
    on_action: Callable[[GameState], None] | None = None,
    game: str = DEFAULT_GAME,
) -> MatchResult:
    """Play until the game ends or ``max_rounds`` rounds are complete."""
    ids, agents = agents_for(kinds, seed, game)
    g: GameState = new_game(ids, options, seed=seed, game=game)
    rules = rules_of(g)
    record = GameRecord.start(g)
    violations: list[str] = []
    actions = 0

    def phase_end(state: GameState, phase: str) -> None:
        if check_invariants:
            violations.extend(
                f"round {state.round} {phase} end: {v}" for v in rules.phase_end_violations(state, phase)
            )
        if on_phase_end is not None:
            on_phase_end(state, phase)

    while not g.finished and g.round <= max_rounds:
        decisions = pending(g)
        if not decisions:
            raise RuntimeError(f"no decision pending in {g.phase}")
        d = decisions[0]
        action = agents[d.player].act(g, d)
        apply(g, action, phase_end)
        record.add(action)
        actions += 1
        if check_invariants:
            violations += [f"round {g.round} {g.phase}: {v}" for v in rules.invariant_violations(g)]
        if on_action is not None:
            on_action(g)
    kind_of = dict(zip(ids, kinds, strict=True))
    return MatchResult(g, kind_of, min(g.round, max_rounds), actions, record, violations)


def winner_of(result: MatchResult) -> str:
    """Civilization (1980)'s winner, or, in a game stopped before anyone won, the leader of its
    final standings (AST position, then total points): who a win rate counts as the winner."""
    if result.winners:
        return result.winners[0]
    return str(final_standings(result.game)[0]["player"])
