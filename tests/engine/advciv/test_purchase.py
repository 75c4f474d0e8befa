"""Civilization cards: credits, the cost preview, Mining (rules reference §7.2, §9.2-9.5)."""

from __future__ import annotations

import itertools

import pytest

from ai import agent_for
from engine import apply, new_game, pending
from engine.civ.advciv.content import civ_cards
from engine.civ.advciv.purchase import (
    cheapest_payment,
    check_purchase,
    credits_toward,
    eligible_cards,
    paid_value,
    preview_purchase,
)
from engine.core.errors import IllegalAction
from tests.engine.advciv.helpers import position


def credit(held: list[str], target: str) -> int:
    return sum(a for _, a in credits_toward(held, target))


def test_9_3_the_rulebooks_credit_examples() -> None:
    assert credit(["drama_and_poetry", "architecture", "literacy"], "democracy") == 45  # 000 §2.8
    assert credit(["mysticism"], "music") == 5  # 000 §31.58
    assert credit(["astronomy"], "coinage") == credit(["astronomy"], "medicine") == 20  # 000 §31.54


def test_9_3_two_group_cards_give_both_groups_credits() -> None:
    """Engineering (Crafts and Sciences) credits Pottery (Crafts) and Astronomy (Sciences)."""
    assert credit(["engineering"], "pottery") == 10 and credit(["engineering"], "astronomy") == 20


def test_9_3_the_most_credit_a_card_can_receive_matches_the_reference() -> None:
    cards = civ_cards()
    most = {c: sum(cards.credits[h][c] for h in cards.cards) for c in cards.cards}
    assert most["philosophy"] == 150 and most["theology"] == 150 and most["military"] == 20
    assert most["democracy"] == 125 and most["monotheism"] == 115


def test_7_2_mining_values_one_set_one_card_higher() -> None:
    assert paid_value(["iron"] * 3) == 18 and paid_value(["iron"] * 3, "iron") == 32
    assert paid_value(["gems"] * 2, "gems") == 72  # the rulebook's example
    assert paid_value(["gold"] * 5, "gold") == 225  # never beyond the 5 Gold cards


def test_9_5_the_cheapest_payment_uses_mining() -> None:
    g = position(
        phase="civ_cards",
        ps={
            "p1": {
                "civ_cards": ["engineering", "mining"],
                "hand": ["iron", "iron", "iron", "salt"],
                "treasury": 10,
            }
        },
    )
    pay = cheapest_payment(g, "p1", 30)
    assert (
        pay is not None and pay.cards == ("iron", "iron", "iron") and pay.mining == "iron" and pay.tokens == 0
    )


def test_9_5_the_cheapest_payment_gives_up_the_least() -> None:
    g = position(phase="civ_cards", ps={"p1": {"hand": ["grain", "grain", "salt"], "treasury": 4}})
    pay = cheapest_payment(g, "p1", 19)
    assert pay is not None and (pay.cards, pay.tokens) == (("grain", "grain"), 3)
    assert cheapest_payment(g, "p1", 40) is None


def test_9_5_the_preview_shows_credits_and_the_best_payment() -> None:
    g = position(
        phase="civ_cards",
        ps={
            "p1": {
                "civ_cards": ["mysticism"],
                "hand": ["grain", "grain", "grain", "hides", "papyrus", "papyrus"],
                "treasury": 10,
            }
        },
    )
    preview = preview_purchase(g, "p1", ["music"])
    assert preview["total"] == 55 and preview["cards"][0]["credits"] == [{"from": "mysticism", "amount": 5}]
    assert preview["affordable"] and preview["payment"]["tokens"] == 10


def test_9_2_the_preview_refuses_a_card_without_its_prerequisite() -> None:
    g = position(phase="civ_cards")
    with pytest.raises(IllegalAction, match="requires Enlightenment"):
        preview_purchase(g, "p1", ["theology"])


def test_9_5_every_payment_the_preview_proposes_is_accepted() -> None:
    """The preview and the phase price alike: over random games, the cheapest payment offered
    for any single card or pair of cards passes the purchase's own checks."""
    checked = 0
    for seed in range(1, 9):
        g = new_game(["p1", "p2", "p3", "p4"], None, seed=seed, game="advciv")
        agents = {p: agent_for("random", seed * 10 + i, game="advciv") for i, p in enumerate(g.players)}
        while not g.finished and g.round <= 40:
            d = pending(g)[0]
            if d.kind == "advciv_buy_civ_cards":
                cards = eligible_cards(g, d.player)
                for selection in [[c] for c in cards] + [list(pair) for pair in itertools.pairwise(cards)]:
                    preview = preview_purchase(g, d.player, selection)
                    if preview["affordable"]:
                        pay = preview["payment"]
                        check_purchase(g, d.player, selection, pay["cards"], pay["tokens"], pay["mining"])
                        checked += 1
            apply(g, agents[d.player].act(g, d))
    assert checked > 50
