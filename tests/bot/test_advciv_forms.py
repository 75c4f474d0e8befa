"""Advanced Civilization's phase forms, each driven on a real engine position through its op
handlers and applied by the engine (rules reference §6.5-§6.7, §7.5-§7.7, §9.5): the declared
trade, Roadbuilding, Architecture, pillage, stack 9, civilization cards and the hand limit. Bad
input is refused with a clear message and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from bot.forms.generic import generic_form
from bot.games import DISCORD
from bot.live_game import BotError
from engine import load_position, state_hash
from engine.civ import units
from tests.bot.advciv_cases import at, case
from tests.bot.forms_kit import Prompt


def test_6_5_roadbuilding_moves_tokens_through_one_area_into_a_second() -> None:
    g = at("06.5-roadbuilding-moves-tokens-through-one-land-area-into-a-second", "movement", "p1")
    p = Prompt(g, "p1", "movement")
    assert "arv" in p.ops() and "Roadbuilding" in p.content()
    p.click("arv", "cyrene")
    assert "tripoli" in p.values("ard")
    p.click("ard", "tripoli")
    if "arw" in p.ops():
        p.click("arw", "libya")
    assert "cannot board a ship" in p.content()
    p.act("arc", "2")
    assert units.tokens_in(g, "tripoli", "p1") == 2 and units.tokens_in(g, "cyrene", "p1") == 1


def test_6_5_a_road_to_nowhere_is_refused() -> None:
    g = at("06.5-roadbuilding-moves-tokens-through-one-land-area-into-a-second", "movement", "p1")
    p = Prompt(g, "p1", "movement")
    p.click("arv", "cyrene")
    with pytest.raises(BotError, match="No road leads"):
        p.click("ard", "thapsus")


def test_6_6_pillage_moves_up_to_3_tokens_to_the_treasury() -> None:
    g = at("06.6-pillage-moves-up-to-3-tokens-and-takes-a-random-card", "pillage", "p1")
    p = Prompt(g, "p1", "pillage")
    assert "Pillage" in p.content() and "Roma" in p.content()
    before = g.ps("p1").treasury
    p.act("ag", arg="2")
    assert g.ps("p1").treasury == before + 2


def test_6_7_architecture_pays_half_a_city_from_the_treasury() -> None:
    g = at("06.7-architecture-pays-half-a-city-from-the-treasury", "advciv_build_cities", "p1")
    p = Prompt(g, "p1", "advciv_build_cities")
    assert "Architecture" in p.content() and p.disabled("abo")
    p.click("aba", "roma")
    assert p.values("abt") == ["3"]  # 3 of the 6 tokens at least from the board: he has 3
    p.click("abt", "3")
    assert "3 tokens from the treasury" in p.content()
    p.act("abo")
    assert g.cities.get("roma") == "p1" and g.ps("p1").treasury == 0


def test_6_7_architecture_asks_how_much_before_building() -> None:
    g = at("06.7-architecture-pays-half-a-city-from-the-treasury", "advciv_build_cities", "p1")
    p = Prompt(g, "p1", "advciv_build_cities")
    p.click("aba", "roma")
    with pytest.raises(BotError, match="treasury tokens pay"):
        p.click("abo")
    with pytest.raises(BotError, match="cannot build a city in Thapsus"):
        Prompt(g, "p1", "advciv_build_cities").click("aba", "thapsus")


def test_7_5_stack_9_cards_are_bought_unseen() -> None:
    g = at("07.5-a-player-without-cities-may-buy-from-stack-9", "buy_gold", "p1")
    p = Prompt(g, "p1", "buy_gold")
    labels = [o.label for o in p.item("gd").options]  # type: ignore[attr-defined]
    assert labels == ["Buy none", "Buy 1 card from stack 9 (18 tokens)"], labels
    p.act("gd", "1")
    assert len(g.ps("p1").hand) + len(g.ps("p1").calamities) == 1


def test_7_6_a_packet_declares_two_of_its_cards_and_no_value() -> None:
    g = at("07.6-a-trade-declares-two-cards-and-no-value", "advciv_trade", "p1")
    p = Prompt(g, "p1", "advciv_trade")
    p.click("ata", "to=p2")
    p.click("atp", "grain#0", "salt#0", "salt#1")
    assert p.disabled("ats"), "nothing declared yet"
    assert "declare at least two" in p.content()
    p.click("atn", "salt#0", "salt#1")
    assert "Others will see: 3 cards, including Salt and Salt." in p.content()
    assert "total" not in p.content().split("Others will see")[1]
    events = p.act("ats")
    made = next(e for e in events if e.kind == "offer_made")
    assert made.data["named"] == ["salt", "salt"] and "value" not in made.data


def test_7_6_a_declaration_must_be_true() -> None:
    g = at("07.6-a-trade-declares-two-cards-and-no-value", "advciv_trade", "p1")
    p = Prompt(g, "p1", "advciv_trade")
    p.click("atp", "grain#0", "salt#0", "salt#1")
    before = state_hash(g)
    with pytest.raises(BotError, match="a declaration must be true"):
        p.click("atn", "salt#0", "iron#0")
    p.click("atn", "grain#0", "salt#0")
    p.click("atp", "salt#0", "salt#1", "grain#0")  # the same cards: the declaration stays
    assert "including Grain and Salt" in p.content()
    p.click("atp", "salt#0", "salt#1")  # Grain leaves the packet, and the declaration
    assert "including Salt." in p.content() or "(declare at least two" in p.content()
    assert state_hash(g) == before


def test_7_6_a_tradable_calamity_is_passed_on_in_a_packet() -> None:
    g = at("07.6-a-tradable-calamity-may-be-passed-on-and-strikes-whoever-holds-it", "advciv_trade", "p1")
    p = Prompt(g, "p1", "advciv_trade")
    assert "may go into a packet unnamed" in p.content()
    assert any("Epidemic (calamity)" in o.label for o in p.item("atp").options)  # type: ignore[attr-defined]
    p.click("ata", "to=p2")
    p.click("atp", "epidemic#0", "salt#0", "salt#1")
    p.click("atn", "salt#0", "salt#1")
    p.act("ats")
    q = Prompt(g, "p2", "advciv_trade")
    assert "Offer #1 from Africa: 3 cards, including Salt and Salt" in q.content()
    assert "Epidemic" not in q.content()


def deal(g: Any) -> list[Any]:
    """p1 offers Grain and two Salt to p2, p2 counters with Oil and two Wine, p1 accepts."""
    p = Prompt(g, "p1", "advciv_trade")
    p.click("ata", "to=p2")
    p.click("atp", "grain#0", "salt#0", "salt#1")
    p.click("atn", "salt#0", "salt#1")
    p.act("ats")
    q = Prompt(g, "p2", "advciv_trade")
    q.click("ata", "counter=1")
    q.click("atp", "oil#0", "wine#0", "wine#1")
    q.click("atn", "oil#0", "wine#0")
    q.act("ats")
    events: list[Any] = Prompt(g, "p1", "advciv_trade").act("ata", "accept=2")
    return events


def test_7_6_counter_accept_and_done_use_the_shared_trade_operations() -> None:
    g = at("07.6-a-trade-declares-two-cards-and-no-value", "advciv_trade", "p1")
    events = deal(g)
    assert any(e.kind == "trade_made" for e in events)
    assert sorted(g.ps("p1").hand) == ["oil", "salt", "wine", "wine"]
    Prompt(g, "p1", "advciv_trade").act("atd")


def test_7_6_after_a_deal_the_trade_prompt_says_what_was_received() -> None:
    """Issue 28, item 7: the thread says only "3 cards for 3"; each side's prompt says what he got."""
    g = at("07.6-a-trade-declares-two-cards-and-no-value", "advciv_trade", "p1")
    deal(g)
    mine = Prompt(g, "p1", "advciv_trade").content()
    assert "you received Oil, Wine×2 for Grain, Salt×2" in mine, mine
    theirs = Prompt(g, "p2", "advciv_trade").content()
    assert "you received Grain, Salt×2 for Oil, Wine×2" in theirs, theirs


def test_7_7_eight_commodity_cards_are_kept_and_the_discards_shown() -> None:
    g = at("07.7-eight-commodity-cards-are-kept-and-the-discards-shown", "discard_cards", "p1")
    p = Prompt(g, "p1", "discard_cards")
    assert "may keep 8" in p.content() and p.disabled("ado")
    p.click("adc", "hides#0", "ochre#0")
    assert "Discarding: Hides, Ochre (2 of 2)" in p.content()
    events = p.act("ado")
    assert any(e.kind == "cards_discarded" and e.data["cards"] == ["hides", "ochre"] for e in events)
    assert len(g.ps("p1").hand) == 8


def test_7_7_discarding_too_few_is_refused() -> None:
    g = at("07.7-eight-commodity-cards-are-kept-and-the-discards-shown", "discard_cards", "p1")
    p = Prompt(g, "p1", "discard_cards")
    with pytest.raises(BotError, match="Discard exactly 2 cards"):
        p.click("ado")


def test_9_3_the_preview_shows_credits_and_the_cheapest_payment() -> None:
    g = at("09.3-mysticism-gives-5-off-music-paid-with-sets-and-tokens", "advciv_buy_civ_cards", "p1")
    p = Prompt(g, "p1", "advciv_buy_civ_cards")
    p.click("apa", "music")
    text = p.content()
    assert "Music: 60 (Mysticism −5) → **55**" in text, text
    assert "these cards add 60 victory points" in text
    assert "Payment (the cheapest)" in text
    p.act("apb")
    assert "music" in g.ps("p1").civ_cards


def test_9_5_a_payment_of_ones_own_choice_pays_exactly_the_tokens_owed() -> None:
    g = at("09.3-mysticism-gives-5-off-music-paid-with-sets-and-tokens", "advciv_buy_civ_cards", "p1")
    p = Prompt(g, "p1", "advciv_buy_civ_cards")
    p.click("apa", "music")
    p.click("app", "grain#0", "grain#1", "grain#2", "hides#0", "papyrus#0", "papyrus#1")
    assert "Payment (your choice)" in p.content() and "+ 10 treasury tokens" in p.content()
    p.act("apb")
    assert g.ps("p1").hand == [] and g.ps("p1").treasury == 0


def test_9_5_a_payment_out_of_reach_cannot_be_confirmed() -> None:
    g = at("09.3-mysticism-gives-5-off-music-paid-with-sets-and-tokens", "advciv_buy_civ_cards", "p1")
    p = Prompt(g, "p1", "advciv_buy_civ_cards")
    p.click("apa", "music")
    p.click("app", "hides#0")
    assert "cannot pay 55" in p.content() and "apb" not in p.ops()
    p.click("apc")
    assert "apb" in p.ops()


@pytest.mark.parametrize(
    "kind",
    ["advciv_trade", "advciv_buy_civ_cards", "advciv_build_cities", "pillage", "discard_cards", "movement"],
)
def test_every_phase_decision_has_its_own_form(kind: str) -> None:
    assert DISCORD["advciv"].forms.forms.get(kind, generic_form) is not generic_form


def test_7_6_a_hand_of_more_than_25_cards_is_packed_and_declared_card_by_card() -> None:
    """Discord shows 25 choices: a longer hand is picked a card at a time, and so is the
    declaration of a packet of more than 25 cards."""
    c = case("07.6-a-trade-declares-two-cards-and-no-value")
    hand = ["salt"] * 9 + ["timber"] * 8 + ["hides"] * 7 + ["grain"] * 4
    c["position"]["player_states"]["p1"]["hand"] = hand
    g = load_position(c["position"])
    p = Prompt(g, "p1", "advciv_trade")
    # Each pick lists the cards still free, so the next Salt is always "salt#0".
    for value in ["salt#0"] * 9 + ["timber#0"] * 8 + ["hides#0"] * 7 + ["grain#0"]:
        pick_paged(p, "atp", value)
    assert "Others will see: 25 cards" in p.content()
    pick_paged(p, "atp", "grain#0")
    assert "Others will see: 26 cards" in p.content() and p.disabled("ats")
    p.click("atn", "grain#0")
    p.click("atn", "grain#0")
    assert "including Grain and Grain" in p.content()
    events = p.act("ats")
    made = next(e for e in events if e.kind == "offer_made")
    assert made.data["cards"] == 26 and made.data["named"] == ["grain", "grain"]


def pick_paged(p: Prompt, op: str, value: str) -> None:
    for _ in range(5):
        if value in p.values(op):
            p.click(op, value)
            return
        p.turn_page(op, max(p.pages(op), default=0))
    raise AssertionError(f"{value} is on no page of {op}")


def test_9_2_cards_beyond_what_the_player_can_pay_are_marked() -> None:
    """Issue 28, item 7: the list offered cards far above "you can pay at most 55" unmarked."""
    g = at("09.3-mysticism-gives-5-off-music-paid-with-sets-and-tokens", "advciv_buy_civ_cards", "p1")
    p = Prompt(g, "p1", "advciv_buy_civ_cards")
    d = p.ctx.decision
    most = d.options["most_payable"]
    labels = dict(zip(p.values("apa"), p.labels("apa"), strict=True))
    for c in d.options["cards"]:
        marked = "more than you can pay" in labels[c["card"]]
        assert marked == (c["net"] > most), labels[c["card"]]
    assert any(c["net"] > most for c in d.options["cards"])
