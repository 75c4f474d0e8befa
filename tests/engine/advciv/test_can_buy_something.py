"""000 §31: whether a player can buy something (asked of each player as the civilization card
phase starts) is whether some card he may buy alone costs no more than he can pay, its price
as the purchase prices it (the cost less every credit toward it)."""

from __future__ import annotations

from ai import agent_for
from engine import apply, new_game, pending
from engine.civ.advciv.content import civ_cards
from engine.civ.advciv.purchase import _allowed_alone, can_buy_something, payable, price_cards


def test_can_buy_something_prices_as_the_purchase_does() -> None:
    g = new_game([f"p{i}" for i in range(5)], seed=3, game="advciv")
    seats = {p: agent_for("random", i, game="advciv") for i, p in enumerate(g.players)}
    answers = set()
    while not g.finished and g.round <= 30:
        if g.phase == "civ_cards":
            for p in g.players:
                most = payable(g, p)
                prices = price_cards(g, p, list(civ_cards().cards))
                expected = any(_allowed_alone(g, p, x.card) for x in prices if x.net <= most)
                assert can_buy_something(g, p) == expected
                answers.add(expected)
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
    assert answers == {True, False}
