"""The trade-card conservation check of every game of the Civilization family (every card in
exactly one place) finds what a full count finds, also when it counts only the hands because
the stacks and the game's own piles are those it counted last: a card added, lost or
duplicated in a stack, a hand or a game's own pile is reported."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from ai import agent_for
from engine import apply, new_game, pending, rules_of
from engine.civ import family
from engine.civ.family import WHERE
from engine.civ.state import GameState


def _positions(game: str) -> list[GameState]:
    g = new_game(["p1", "p2", "p3", "p4"], seed=5, game=game)
    seats = {p: agent_for("random", i, game=game) for i, p in enumerate(g.players)}
    out = []
    for n in range(1500):
        if g.finished:
            break
        if n % 150 == 0 and g.stacks:
            out.append(copy.deepcopy(g))
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
    return out


def _faults(g: GameState) -> list[Callable[[GameState], None]]:
    card = next(iter(family.of(g).full_deck()))
    first = g.players[0]
    stack = next(n for n, s in g.stacks.items() if s)
    return [
        lambda s: s.stacks[stack].append(card),  # a still pile holds one more
        lambda s: s.stacks[stack].pop(),
        lambda s: s.ps(first).hand.append(card),  # a moving pile holds one more
        lambda s: s.ps(first).hand.clear(),
        lambda s: [pile.append(card) for pile in family.of(s).own_card_piles(s)[:1]],
    ]


def _conserved(g: GameState) -> bool:
    return not any("trade cards not conserved" in v for v in rules_of(g).invariant_violations(g))


@pytest.mark.parametrize("game", sorted(WHERE))
def test_the_check_finds_what_a_full_count_finds(game: str) -> None:
    positions = _positions(game)
    assert len(positions) >= 5
    for g in positions:
        fam = family.of(g)
        assert _conserved(g) and _conserved(g)  # the second from what it remembers
        for fault in _faults(g):
            broken = copy.deepcopy(g)
            fault(broken)
            full = dict(fam.counted_cards(broken)) == dict(fam.full_deck())
            assert _conserved(broken) == full
            assert _conserved(g)
