"""Rules 4.3 (taking a card from the row): the listed takes are exactly the row spaces whose
card the rules let the player take and pay for, also with a full civil hand (wonders only)."""

from __future__ import annotations

from ai import agent_for
from engine import apply, new_game, pending
from engine.core.errors import RuleError
from engine.tta import develop
from engine.tta.actions_and_points import civil_available
from engine.tta.legal import take_actions
from engine.tta.stats import hand_limits


def test_the_listed_takes_are_those_the_rules_accept() -> None:
    g = new_game(["p1", "p2", "p3"], seed=11, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    full_hands = 0
    while not g.finished:
        d = pending(g)[0]
        if d.kind == "tta_action":
            ps = g.ps(d.player)
            accepted = []
            for slot, cid in enumerate(g.row):
                if cid is None:
                    continue
                try:
                    _card, cost = develop.check_take(g, ps, slot)
                except RuleError:
                    continue
                if cost <= civil_available(ps):
                    accepted.append(slot + 1)
            assert [a.slot for a in take_actions(g, ps)] == accepted  # type: ignore[attr-defined]
            full_hands += develop.civil_hand_full(ps, hand_limits(g, ps)[0])
        apply(g, seats[d.player].act(g, d))
    assert full_hands > 0
