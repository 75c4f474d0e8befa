"""Whole Through the Ages games between computer players: the loop behind the demo, the
win-rate benchmark and the AI tests. Invariants are checked as in ``civbot simulate`` when
asked."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ai import Agent, agent_for
from engine import Event, GameRecord
from engine.tta.api import GameState, Options, apply, check, new_game, pending

ActionHook = Callable[[GameState, list[Event]], None]
# Given a seat and its agent, the agent that plays it (a benchmark's timing wrapper).
AgentWrap = Callable[[str, Agent], Agent]


@dataclass
class TtaMatch:
    game: GameState
    kinds: dict[str, str]
    actions: int
    record: GameRecord
    violations: list[str] = field(default_factory=list)

    @property
    def winners(self) -> list[str]:
        return list(self.game.winners)


def seats(kinds: list[str], seed: int) -> tuple[list[str], dict[str, Agent]]:
    """Player ids p1..pN and one agent per seat, each seeded from the game's seed."""
    ids = [f"p{i + 1}" for i in range(len(kinds))]
    agents = {
        p: agent_for(k, seed * 1000 + i, game="tta") for i, (p, k) in enumerate(zip(ids, kinds, strict=True))
    }
    return ids, agents


def play_tta(
    kinds: list[str],
    seed: int,
    options: Options | None = None,
    check_invariants: bool = False,
    on_action: ActionHook | None = None,
    max_actions: int = 100_000,
    wrap: AgentWrap | None = None,
) -> TtaMatch:
    """Play a whole game (every game ends: each turn takes cards out of the row)."""
    ids, agents = seats(kinds, seed)
    if wrap is not None:
        agents = {p: wrap(p, a) for p, a in agents.items()}
    g = new_game(ids, options, seed)
    record = GameRecord.start(g)
    violations: list[str] = []
    actions = 0
    while not g.finished and actions < max_actions:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        events = apply(g, action)
        record.add(action)
        actions += 1
        if check_invariants:
            violations += check(g)
        if on_action is not None:
            on_action(g, list(events))
    return TtaMatch(g, dict(zip(ids, kinds, strict=True)), actions, record, violations)
