"""Shared helpers for rule-case tests: build exact positions, enter a phase, check no change."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import state_hash
from engine.civ import units
from engine.civ.flow import apply, current_phase, new_game, pending
from engine.civ.options import Options
from engine.civ.phases.registry import phase_named
from engine.civ.phases.setup import ChooseNation
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.errors import RuleError
from engine.core.events import Event


def game(nations: list[str], options: Options | None = None, seed: int = 0) -> GameState:
    """A game whose players p1, p2, ... hold ``nations`` (in that order), with an empty board
    and full stocks, sitting in round 1 before any phase has started."""
    players = [f"p{i + 1}" for i in range(len(nations))]
    wanted = dict(zip(players, nations, strict=True))
    g = new_game(players, options or Options(), seed)
    while g.phase == "setup":
        d = pending(g)[0]
        nation = wanted[d.player]
        area = d.options["nations"][nation][0]
        apply(g, ChooseNation(d.player, nation, area))
    clear_board(g)
    g.round = 1
    return g


def clear_board(g: GameState) -> None:
    g.tokens.clear()
    g.cities.clear()
    g.ships.clear()
    g.new_cities.clear()
    for ps in g.player_states.values():
        ps.stock = ps.allowance
        ps.treasury = 0


def put(g: GameState, area: str, player: str, n: int) -> None:
    units.place_from_stock(g, area, player, n)


def short_of_stock(g: GameState, player: str, stock: int) -> None:
    """Leave ``player`` only ``stock`` tokens in stock; the rest go to his treasury (every token
    stays counted)."""
    ps = g.ps(player)
    ps.treasury += ps.stock - stock
    ps.stock = stock


def city(g: GameState, area: str, player: str) -> None:
    units.place_city(g, area, player)


def enter(g: GameState, phase: str) -> list[Event]:
    """Start ``phase`` now (automatic steps run; no advance to later phases)."""
    g.phase = phase
    g.data = None
    g.touched = []
    return phase_named(phase).start(g)


def act(g: GameState, action: Action) -> list[Event]:
    """Apply ``action`` within the current phase without advancing to the next phase, so a
    test can look at the state the action itself produced."""
    phase = current_phase(g)
    assert isinstance(action, phase.actions) and phase.expects(g, action.player)
    return phase.apply(g, action)


def nation_player(g: GameState, nation: str) -> str:
    return next(p for p, ps in g.player_states.items() if ps.nation == nation)


def refused(g: GameState, fn: Callable[[], object], error: type[RuleError], match: str = "") -> RuleError:
    """Assert that ``fn`` raises ``error`` and leaves the game exactly as it was."""
    before = state_hash(g)
    version = g.version
    with pytest.raises(error, match=match or None) as info:
        fn()
    assert state_hash(g) == before, "a refused action changed the state"
    assert g.version == version
    return info.value
