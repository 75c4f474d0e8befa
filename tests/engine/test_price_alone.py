"""Rules 12.2: a civilization card bought alone takes every credit toward it, whether credits
may be reused or not; so whether a player can buy something (the civilization card phase's
question to each player) may price each card as its cost less its credit total."""

from __future__ import annotations

import pytest

from ai import agent_for
from engine import apply, new_game, pending
from engine.civ.civ_credit import _allowed_alone, can_buy_something, credit_totals, payable, price_cards
from engine.civ.content import civ_cards
from engine.civ.options import Options


@pytest.mark.parametrize("reuse", ["multi", "single"])
def test_a_card_alone_costs_its_cost_less_its_credit_total(reuse: str) -> None:
    g = new_game([f"p{i}" for i in range(4)], Options(credit_reuse=reuse), seed=2)
    seats = {p: agent_for("random", i) for i, p in enumerate(g.players)}
    priced = 0
    while not g.finished and g.round <= 30:
        if g.phase == "civ_cards":
            for p in g.players:
                totals = credit_totals(g.ps(p).civ_cards, g.options)
                alone = {
                    c: price_cards(g, p, [c])[0].net for c in civ_cards().cards if c not in g.ps(p).civ_cards
                }
                assert alone == {c: max(0, civ_cards().cards[c].cost - totals.get(c, 0)) for c in alone}
                most = payable(g, p)
                assert can_buy_something(g, p) == any(
                    net <= most and _allowed_alone(g, p, c) for c, net in alone.items()
                )
                priced += 1
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
    assert priced > 20
