"""``civbot simulate``: computer players play a game of any registered game; invariants are
checked after every action and at every phase end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ai import agent_for
from engine import DEFAULT_GAME, GameRecord, apply, new_game, pending, rules_of, spec, state_hash
from engine.civ.api import GameState, units

# What plays each seat: random legal players, or the heuristic AI at either strength.
AGENTS = {"random": "random", "ai": "normal", "easy": "easy"}


@dataclass
class SimulationResult:
    game: Any
    rounds: int
    actions: int
    violations: list[str] = field(default_factory=list)
    record: GameRecord | None = None
    agents: str = "random"


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
        decisions = pending(g)
        if not decisions:
            raise RuntimeError(f"no decision pending in {g.phase}")
        d = decisions[0]
        action = seats[d.player].act(g, d)
        apply(g, action, on_phase_end)
        record.add(action)
        actions += 1
        violations += [f"round {g.round} {g.phase}: {v}" for v in rules.invariant_violations(g)]
        if g.round > rounds:
            break
    return SimulationResult(g, min(g.round, rounds), actions, violations, record, agents)


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
    # A family without its own fields (a game made elsewhere) has the common ones only.
    data.update(FAMILY_FIELDS.get(spec(g.game, offered_only=False).family, lambda g: {})(g))
    return data


def _civ_fields(g: GameState) -> dict[str, Any]:
    return {
        "variant": g.options.variant,
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


def _tta_fields(g: Any) -> dict[str, Any]:
    from engine.tta.api import stats

    per_player = {}
    for p in g.players:
        ps = g.ps(p)
        row: dict[str, Any] = {
            "resigned": ps.resigned,
            "culture": ps.culture,
            "science": ps.science,
            "government": ps.government,
            "leader": ps.leader,
            "wonders": [w.card for w in ps.wonders],
            "colonies": list(ps.colonies),
            "workers": sum(ps.workers.values()) + ps.pool,
        }
        if not ps.resigned:
            s = stats(g, p)
            row.update(culture_rating=s.culture, science_rating=s.science, strength=s.strength)
        per_player[p] = row
    return {"age": g.age, "last_round": g.last_round or None, "per_player": per_player}


# Each family's own summary fields (a new family adds its entry).
FAMILY_FIELDS: dict[str, Callable[[Any], dict[str, Any]]] = {"civ": _civ_fields, "tta": _tta_fields}
