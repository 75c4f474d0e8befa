"""Whole games between computer players: the loop behind the demo, the win-rate benchmark and
the AI tests. Invariants are checked as in ``civbot simulate`` when asked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ai import Agent, agent_for
from engine.civ.flow import apply, new_game, pending
from engine.civ.invariants import check, check_after_surplus
from engine.civ.options import Options
from engine.civ.state import GameState
from engine.core.savefile import GameRecord

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


def agents_for(kinds: list[str], seed: int) -> tuple[list[str], dict[str, Agent]]:
    """Player ids p1..pN and one agent per seat, each seeded from the game's seed."""
    ids = [f"p{i + 1}" for i in range(len(kinds))]
    return ids, {p: agent_for(k, seed * 1000 + i) for i, (p, k) in enumerate(zip(ids, kinds, strict=True))}


def play_match(
    kinds: list[str],
    seed: int,
    options: Options | None = None,
    max_rounds: int = 60,
    check_invariants: bool = True,
    on_phase_end: PhaseHook | None = None,
    on_action: Callable[[GameState], None] | None = None,
) -> MatchResult:
    """Play until the game ends or ``max_rounds`` rounds are complete."""
    ids, agents = agents_for(kinds, seed)
    g = new_game(ids, options or Options(), seed=seed)
    record = GameRecord.start(g)
    violations: list[str] = []
    actions = 0

    def phase_end(state: GameState, phase: str) -> None:
        if check_invariants and phase == "surplus":
            violations.extend(f"round {state.round} after phase 8: {v}" for v in check_after_surplus(state))
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
            violations += [f"round {g.round} {g.phase}: {v}" for v in check(g)]
        if on_action is not None:
            on_action(g)
    kind_of = dict(zip(ids, kinds, strict=True))
    return MatchResult(g, kind_of, min(g.round, max_rounds), actions, record, violations)
