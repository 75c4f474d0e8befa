"""The piece invariants checked after every action of every playout, in every game of the
Civilization family: each fault made in a sound position is reported, and only it."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from ai import agent_for
from engine import apply, new_game, pending, rules_of
from engine.civ.family import WHERE
from engine.civ.state import GameState


def _midgame(game: str) -> GameState:
    g = new_game(["p1", "p2", "p3", "p4"], seed=8, game=game)
    seats = {p: agent_for("random", i, game=game) for i, p in enumerate(g.players)}
    while not g.finished and (g.round < 6 or not g.cities):
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
    return g


def _first_area(g: GameState) -> tuple[str, str]:
    area = sorted(g.tokens)[0]
    return area, sorted(g.tokens[area])[0]


FAULTS: dict[str, Callable[[GameState], None]] = {
    "tokens not conserved": lambda g: setattr(g.ps(g.players[0]), "stock", g.ps(g.players[0]).stock + 1),
    "negative stock or treasury": lambda g: setattr(g.ps(g.players[1]), "treasury", -1),
    "non-positive token count": lambda g: g.tokens[_first_area(g)[0]].__setitem__(_first_area(g)[1], 0),
    "which is not a land area in play": lambda g: g.tokens.setdefault("not_an_area", {}).__setitem__(
        g.players[0], 1
    ),
    "bad city": lambda g: g.cities.__setitem__(sorted(g.cities)[0], "nobody"),
}


@pytest.mark.parametrize("game", sorted(WHERE))
@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_each_piece_fault_is_reported(game: str, fault: str) -> None:
    g = _midgame(game)
    rules = rules_of(g)
    assert rules.invariant_violations(g) == []
    broken = copy.deepcopy(g)
    FAULTS[fault](broken)
    found = rules.invariant_violations(broken)
    assert any(fault in v for v in found), found
