"""``civbot simulate``: random legal agents play a game; invariants are checked throughout."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ai.random_agent import RandomAgent
from engine.civ import units
from engine.civ.flow import apply, new_game, pending
from engine.civ.invariants import check, check_after_surplus, check_secrecy
from engine.civ.options import Options
from engine.civ.savefile import state_hash
from engine.civ.scoring import final_standings
from engine.civ.state import GameState


@dataclass
class SimulationResult:
    game: GameState
    rounds: int
    actions: int
    violations: list[str] = field(default_factory=list)


def simulate(
    players: int, rounds: int, seed: int, options: Options | None = None, check_views: bool = False
) -> SimulationResult:
    """Random legal players play until the game ends or ``rounds`` rounds have been played.
    Invariants are checked after every action and at the end of every phase 8; with
    ``check_views`` every view is also checked for secrets at the end of every phase."""
    ids = [f"p{i + 1}" for i in range(players)]
    g = new_game(ids, options or Options(), seed=seed)
    agents = {p: RandomAgent(seed * 1000 + i) for i, p in enumerate(ids)}
    violations: list[str] = []
    actions = 0

    def on_phase_end(state: GameState, phase: str) -> None:
        if phase == "surplus":
            violations.extend(f"round {state.round} after phase 8: {v}" for v in check_after_surplus(state))
        if check_views:
            violations.extend(f"round {state.round} {phase}: {v}" for v in check_secrecy(state))

    while not g.finished:
        decisions = pending(g)
        if not decisions:
            raise RuntimeError(f"no decision pending in {g.phase}")
        d = decisions[0]
        apply(g, agents[d.player].act(g, d), on_phase_end)
        actions += 1
        violations += [f"round {g.round} {g.phase}: {v}" for v in check(g)]
        if g.round > rounds:
            break
    return SimulationResult(g, min(g.round, rounds), actions, violations)


def summary(result: SimulationResult) -> dict[str, Any]:
    g = result.game
    return {
        "players": len(g.players),
        "seed": g.seed,
        "variant": g.options.variant,
        "rounds_played": result.rounds,
        "actions": result.actions,
        "finished": g.finished,
        "winners": list(g.winners),
        "standings": final_standings(g),
        "state_hash": state_hash(g),
        "invariant_violations": result.violations,
        "per_player": {
            p: {
                "nation": g.ps(p).nation,
                "tokens_on_board": units.tokens_on_board(g, p),
                "stock": g.ps(p).stock,
                "treasury": g.ps(p).treasury,
                "cities": units.city_count(g, p),
                "ships": len(units.ships_of(g, p)),
                "ast_position": g.ps(p).ast_position,
                "civ_cards": list(g.ps(p).civ_cards),
            }
            for p in g.players
        },
    }
