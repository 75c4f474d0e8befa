"""``civbot simulate``: computer players play a game of any registered game; invariants are
checked after every action and at every phase end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ai import agent_for
from civbot.games import COMMAND_LINE
from engine import DEFAULT_GAME, Action, GameRecord, apply, new_game, next_decision, rules_of, state_hash

# What plays each seat: random legal players, or the heuristic AI at either strength.
AGENTS = {"random": "random", "ai": "normal", "easy": "easy"}


@dataclass
class SimulationResult:
    game: Any
    rounds: int
    actions: int
    violations: list[str] = field(default_factory=list)
    # The record as the game started and every action played, in order: the record's JSON
    # is written when first read (most playouts never read it; actions never change).
    started: GameRecord | None = None
    played: list[Action] = field(default_factory=list, repr=False)
    agents: str = "random"

    @property
    def record(self) -> GameRecord | None:
        if self.started is not None and len(self.started.actions) < len(self.played):
            for action in self.played[len(self.started.actions) :]:
                self.started.add(action)
        return self.started


def simulate(
    players: int,
    rounds: int,
    seed: int,
    options: Any = None,
    check_views: bool = False,
    game: str = DEFAULT_GAME,
    agents: str = "random",
) -> SimulationResult:
    """Computer players play until the game ends or ``rounds`` rounds have been played.
    Invariants are checked after every action and at every phase end; with ``check_views``
    every view is also checked for secrets at the end of every phase."""
    ids = [f"p{i + 1}" for i in range(players)]
    g = new_game(ids, options, seed=seed, game=game)
    rules = rules_of(g)
    record = GameRecord.start(g)
    played: list[Action] = []
    seats = {p: agent_for(AGENTS[agents], seed * 1000 + i, game=game) for i, p in enumerate(ids)}
    violations: list[str] = []
    actions = 0

    def on_phase_end(state: Any, phase: str) -> None:
        violations.extend(
            f"round {state.round} {phase} end: {v}" for v in rules.phase_end_violations(state, phase)
        )
        if check_views:
            violations.extend(f"round {state.round} {phase}: {v}" for v in rules.secrecy_violations(state))

    while not g.finished:
        d = next_decision(g)
        if d is None:
            raise RuntimeError(f"no decision pending in {g.phase}")
        action = seats[d.player].act(g, d)
        apply(g, action, on_phase_end)
        played.append(action)
        actions += 1
        violations += [f"round {g.round} {g.phase}: {v}" for v in rules.invariant_violations(g)]
        if g.round > rounds:
            break
    return SimulationResult(g, min(g.round, rounds), actions, violations, record, played, agents)


def summary(result: SimulationResult) -> dict[str, Any]:
    g = result.game
    data: dict[str, Any] = {
        "game": g.game,
        "agents": result.agents,
        "players": len(g.players),
        "seed": g.seed,
        "rounds_played": result.rounds,
        "actions": result.actions,
        "finished": g.finished,
        "winners": list(g.winners),
        "standings": rules_of(g).standings(g),
        "state_hash": state_hash(g),
        "invariant_violations": result.violations,
    }
    parts = COMMAND_LINE.get(g.game)
    if parts is not None:
        data.update(parts.simulate_fields(g))
    return data
