"""Rules 12.1-12.2: the civilization-card table and credits (D17-D19, A28)."""

from __future__ import annotations

import pytest

from engine.civ.civ_credit import (
    credits_toward,
    preview_purchase,
)
from engine.civ.content import civ_cards
from engine.civ.flow import apply
from engine.civ.options import Options
from engine.civ.phases.civ_cards import BuyCivCards
from engine.core.errors import (
    IllegalAction,
    NotEnough,
)
from tests.engine.civ_helpers import ALL_CARDS, buy_now, fill_treasury, pending_players, setup_game
from tests.engine.helpers import enter, nation_player, refused

# --- 12.1 card table --------------------------------------------------------------------


def test_12_1_card_table_has_16_types_and_72_cards() -> None:
    data = civ_cards()
    assert len(data.cards) == 16
    assert sum(c.copies for c in data.cards.values()) == 72
    assert data.cards["music"].cost == 60  # 001 17.5
    assert data.cards["law"].copies == 7 and data.cards["mysticism"].copies == 3
    assert data.cards["democracy"].requires == ("law",) == data.cards["philosophy"].requires


# --- 12.2 credits -----------------------------------------------------------------------

CREDITS_MAX = {  # rules 12.2 table, column "Max" (001 rules, default options)
    "pottery": 40,
    "cloth_making": 40,
    "metal_working": 40,
    "agriculture": 40,
    "engineering": 120,
    "astronomy": 80,
    "coinage": 80,
    "medicine": 80,
    "mysticism": 100,
    "drama_and_poetry": 20,
    "music": 20,
    "architecture": 20,
    "literacy": 45,
    "law": 55,
    "democracy": 100,
    "philosophy": 170,
}


@pytest.mark.parametrize("card", ALL_CARDS)
def test_12_2_credits_received_max_column(card: str) -> None:
    others = [c for c in ALL_CARDS if c != card]
    assert sum(a for _, a in credits_toward(others, card, Options())) == CREDITS_MAX[card]


def test_12_2_credits_received_givers_for_literacy_and_law() -> None:
    held = [c for c in ALL_CARDS if c not in ("literacy", "law")]
    assert dict(credits_toward(held, "literacy", Options())) == {
        "mysticism": 5,
        "music": 5,
        "drama_and_poetry": 20,
        "architecture": 15,
    }
    held = [c for c in ALL_CARDS if c != "law"]
    assert dict(credits_toward(held, "law", Options())) == {
        "mysticism": 5,
        "drama_and_poetry": 5,
        "music": 5,
        "architecture": 15,
        "literacy": 25,
    }


def test_12_2_check_mysticism_music_architecture_toward_law_and_philosophy() -> None:
    held = ["mysticism", "music", "architecture"]
    assert sum(a for _, a in credits_toward(held, "law", Options())) == 25  # 004 4.3.10
    assert sum(a for _, a in credits_toward(held, "philosophy", Options())) == 65


def test_12_2_one_credit_per_held_card_the_larger() -> None:
    # Architecture toward Law: Arts 5 or special 15, never 20 (001 17.12).
    assert credits_toward(["architecture"], "law", Options()) == [("architecture", 15)]


def test_12_2_dual_group_card_gives_and_receives_both_groups() -> None:
    opts = Options()
    assert credits_toward(["engineering"], "pottery", opts) == [("engineering", 10)]
    assert credits_toward(["engineering"], "astronomy", opts) == [("engineering", 20)]
    assert credits_toward(["engineering"], "democracy", opts) == [("engineering", 10)]
    assert credits_toward(["engineering"], "philosophy", opts) == [("engineering", 20)]
    assert credits_toward(["pottery", "coinage"], "engineering", opts) == [("pottery", 10), ("coinage", 20)]


def test_12_2_civics_gives_no_group_credit() -> None:
    assert credits_toward(["law"], "democracy", Options()) == []
    assert credits_toward(["law", "democracy"], "philosophy", Options()) == []


def test_D18_architecture_credit_option() -> None:
    assert credits_toward(["architecture"], "democracy", Options()) == [("architecture", 15)]
    assert credits_toward(["architecture"], "democracy", Options(architecture_credit=20)) == [
        ("architecture", 20)
    ]


def test_D19_drama_and_poetry_democracy_credit_option() -> None:
    assert credits_toward(["drama_and_poetry"], "democracy", Options()) == [("drama_and_poetry", 10)]
    off = Options(drama_poetry_democracy_credit=False)
    assert credits_toward(["drama_and_poetry"], "democracy", off) == []
    assert credits_toward(["drama_and_poetry"], "literacy", off) == [("drama_and_poetry", 20)]


def test_12_2_credits_from_cards_bought_this_round_are_not_usable() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 30)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "mysticism"])
    assert [p.net for p in prev.cards] == [80, 30]  # no credit between the two
    g.ps(egypt).civ_cards = ["mysticism"]
    assert preview_purchase(g, egypt, ["astronomy"]).total == 60


def test_12_2_mysticism_credit_reused_on_astronomy_and_coinage_multi() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    fill_treasury(g, egypt, 150)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "coinage"])
    assert [p.credits for p in prev.cards] == [(("mysticism", 20),), (("mysticism", 20),)]
    assert prev.total == 80 + 110 - 40
    buy_now(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 150))
    assert g.ps(egypt).civ_cards == ["astronomy", "coinage", "mysticism"]
    assert g.ps(egypt).treasury == 0


def test_D17_single_use_credit_goes_to_one_card_only() -> None:
    g = setup_game(options=Options(simultaneous_phases=False, credit_reuse="single"))
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    fill_treasury(g, egypt, 170)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "coinage"])
    assert prev.total == 80 + 110 - 20
    assert sum(len(p.credits) for p in prev.cards) == 1
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 150)), NotEnough, "170")
    buy_now(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 170))
    assert g.ps(egypt).treasury == 0


def test_A28_single_use_assignment_minimises_total_price() -> None:
    # Mysticism gives 20 to Astronomy or 5 to Literacy: the best assignment takes the 20.
    g = setup_game(options=Options(simultaneous_phases=False, credit_reuse="single"))
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism", "drama_and_poetry", "music", "architecture"]
    fill_treasury(g, egypt, 500)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["literacy", "astronomy"])
    by_card = {p.card: dict(p.credits) for p in prev.cards}
    assert by_card["astronomy"] == {"mysticism": 20}
    assert by_card["literacy"] == {"drama_and_poetry": 20, "music": 5, "architecture": 15}
    assert prev.total == (110 - 40) + (80 - 20)


def test_12_2_credits_that_apply_must_be_used() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    fill_treasury(g, egypt, 80)
    enter(g, "civ_cards")
    # Paying the full printed price (declining the credit) is asking for change.
    err = refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("astronomy",), (), 80)), IllegalAction, "exactly 60"
    )
    assert "No change" in err.message


def test_12_2_a_card_can_be_free_from_credits() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism", "coinage", "medicine", "engineering"]
    enter(g, "civ_cards")
    assert egypt in pending_players(g)  # owes a decision although his treasury is empty
    prev = preview_purchase(g, egypt, ["astronomy"])
    assert prev.total == 0 and prev.payment is not None and prev.payment.surrendered == 0
    buy_now(g, BuyCivCards(egypt, ("astronomy",)))
    assert "astronomy" in g.ps(egypt).civ_cards
