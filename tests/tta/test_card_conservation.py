"""The card conservation check (every card of the box in exactly one place) finds what a full
count finds, also when it counts only the piles that moved since the last check: a card
added, lost or duplicated anywhere is reported, in the still piles or the moving ones."""

from __future__ import annotations

import copy
from collections.abc import Callable

from ai import agent_for
from engine import apply, new_game, pending
from engine.tta.cards import box_contents
from engine.tta.invariants import card_locations, cards_conserved, check
from engine.tta.state import GameState


def _some_positions() -> list[GameState]:
    g = new_game(["p1", "p2", "p3"], seed=4, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    out = []
    for n in range(600):
        if g.finished:
            break
        if n % 60 == 0:
            out.append(copy.deepcopy(g))
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
    return out


def _faults(g: GameState) -> list[Callable[[GameState], None]]:
    someone = g.ps(g.players[0])
    some_card = next(iter(box_contents()))
    return [
        lambda s: s.removed.append(some_card),  # a still pile holds one more
        lambda s: s.removed.pop() if s.removed else s.past_events.append(some_card),
        lambda s: s.common_tactics.append(some_card),  # a moving pile holds one more
        lambda s: s.ps(someone.player).civil_hand.append(some_card),
        lambda s: s.ps(someone.player).civil_hand.clear(),
        lambda s: s.row.__setitem__(0, None),
    ]


def test_the_check_finds_what_a_full_count_finds() -> None:
    for g in _some_positions():
        assert cards_conserved(g) and card_locations(g) == box_contents()
        assert cards_conserved(g)  # counted again from what it remembers
        for fault in _faults(g):
            broken = copy.deepcopy(g)
            fault(broken)
            full = dict(card_locations(broken)) == dict(box_contents())
            assert cards_conserved(broken) == full
            assert any("cards not conserved" in v for v in check(broken)) == (not full)
            assert cards_conserved(g)  # the sound position is sound again after it
