"""Rules 12.3-12.5 (phase 11): purchase, payment, copies, the decision (A27, A30-A32, D37)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import state_hash
from engine.civ.cards import set_value
from engine.civ.civ_credit import (
    cheapest_payment,
    copies_in_use,
    eligible_cards,
    preview_purchase,
)
from engine.civ.content import trade_cards
from engine.civ.flow import apply, pending, state_from_json, state_to_json
from engine.civ.options import Options
from engine.civ.phases.civ_cards import BuyCivCards
from engine.civ.phases.registry import phase_named
from engine.civ.state import GameState
from engine.core import serial
from engine.core.errors import (
    IllegalAction,
    MalformedAction,
    NotEnough,
    NotYourTurn,
    OverLimit,
    RuleError,
    UnknownName,
)
from tests.engine.civ_helpers import (
    ALL_CARDS,
    FOUR,
    SEVEN,
    buy_now,
    fill_treasury,
    give,
    pending_players,
    setup_game,
)
from tests.engine.helpers import enter, game, nation_player, refused

# --- 12.3 purchase procedure ---------------------------------------------------------------


def test_12_3_1_reverse_ast_order() -> None:
    g = setup_game()
    for p in g.players:
        fill_treasury(g, p, 40)
    enter(g, "civ_cards")
    order = []
    while pending(g):
        [d] = pending(g)
        order.append(g.ps(d.player).nation)
        assert isinstance(d.default, BuyCivCards)
        buy_now(g, d.default)
    assert order == ["egypt", "babylon", "assyria", "asia"]


def test_12_3_1_players_who_can_afford_nothing_are_not_asked() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 29)  # Mysticism costs 30, everything else more
    asia = nation_player(g, "asia")
    fill_treasury(g, asia, 30)
    enter(g, "civ_cards")
    assert pending_players(g) == [asia]


def test_12_3_2_several_cards_bought_at_once() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 45 + 45 + 30)
    enter(g, "civ_cards")
    buy_now(g, BuyCivCards(egypt, ("pottery", "cloth_making", "mysticism"), (), 120))
    assert g.ps(egypt).civ_cards == ["pottery", "cloth_making", "mysticism"]
    assert g.ps(egypt).treasury == 0 and g.ps(egypt).stock == 55


def test_12_3_5_trade_card_sets_plus_exact_tokens() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    give(g, egypt, "salt", "salt", "grain")
    fill_treasury(g, egypt, 20)
    enter(g, "civ_cards")
    # Pottery 45 = 2 Salt (12) + 1 Grain (4) + 29 tokens: too many tokens for what we hold.
    refused(
        g,
        lambda: apply(g, BuyCivCards(egypt, ("pottery",), ("salt", "salt", "grain"), 20)),
        NotEnough,
        "most",
    )
    fill_treasury(g, egypt, 9)
    buy_now(g, BuyCivCards(egypt, ("pottery",), ("salt", "salt", "grain"), 29))
    assert g.ps(egypt).hand == [] and g.ps(egypt).treasury == 0


def test_A30_part_of_a_set_is_valued_on_the_cards_surrendered() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    give(g, egypt, "grain", "grain", "grain")
    fill_treasury(g, egypt, 30)
    enter(g, "civ_cards")
    buy_now(g, BuyCivCards(egypt, ("mysticism",), ("grain", "grain"), 14))  # 2 Grain = 16
    assert g.ps(egypt).hand == ["grain"] and g.ps(egypt).treasury == 16


def test_12_3_6_no_change_surplus_from_cards_is_lost() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    give(g, egypt, *["salt"] * 4)  # 48
    fill_treasury(g, egypt, 5)
    enter(g, "civ_cards")
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("pottery",), ("salt",) * 4, 1)), IllegalAction, "No change"
    )
    buy_now(g, BuyCivCards(egypt, ("pottery",), ("salt",) * 4, 0))
    assert g.ps(egypt).treasury == 5 and g.ps(egypt).hand == []


def test_12_3_7_surrendered_cards_to_stack_bottoms_tokens_to_stock() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    give(g, egypt, "grain", "grain", "cloth")
    fill_treasury(g, egypt, 30)
    enter(g, "civ_cards")
    stock = g.ps(egypt).stock
    events = buy_now(g, BuyCivCards(egypt, ("pottery",), ("cloth", "grain", "grain"), 24))
    assert g.stacks[4][-2:] == ["grain", "grain"] and g.stacks[5][-1] == "cloth"
    assert g.ps(egypt).stock == stock + 24 and g.ps(egypt).treasury == 6
    # Which commodities were surrendered stays private; price and tokens are public.
    public = [e for e in events if e.visible_to is None]
    assert all("grain" not in str(e.data) and "cloth" not in str(e.data) for e in public)
    assert any(e.visible_to == (egypt,) and e.data["cards"] == ["cloth", "grain", "grain"] for e in events)


def test_12_3_9_worked_example_music_with_mysticism() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    give(g, egypt, "grain", "grain", "grain", "papyrus", "papyrus", "hides")
    fill_treasury(g, egypt, 10)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["music"])
    [music] = prev.cards
    assert (music.cost, music.credits, music.net) == (60, (("mysticism", 5),), 55)
    assert prev.affordable and prev.payment is not None
    assert Counter(prev.payment.cards) == Counter(grain=3, papyrus=2, hides=1)
    assert (prev.payment.card_value, prev.payment.tokens) == (36 + 8 + 1, 10)
    pay = prev.payment
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("music",), pay.cards, 9)), NotEnough, "only 54")
    buy_now(g, BuyCivCards(egypt, ("music",), pay.cards, pay.tokens))
    assert g.ps(egypt).civ_cards == ["mysticism", "music"]
    assert g.ps(egypt).hand == [] and g.ps(egypt).treasury == 0


def test_12_3_3_one_of_each_and_eleven_at_most() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    held = [
        "pottery",
        "cloth_making",
        "metal_working",
        "agriculture",
        "astronomy",
        "coinage",
        "medicine",
        "engineering",
        "mysticism",
        "drama_and_poetry",
    ]
    g.ps(egypt).civ_cards = held
    fill_treasury(g, egypt, 55)
    enter(g, "civ_cards")
    assert "pottery" not in eligible_cards(g, egypt)
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("pottery",), (), 0)), IllegalAction, "already hold Pottery"
    )
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("music", "architecture"), (), 55)), OverLimit, "limit of 11"
    )
    buy_now(g, BuyCivCards(egypt, ("music",), (), 50))  # 60 - 5 (Mysticism) - 5 (Drama and Poetry)
    assert len(g.ps(egypt).civ_cards) == 11


def test_12_3_3_law_before_democracy_and_philosophy() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 500)
    enter(g, "civ_cards")
    assert "democracy" not in eligible_cards(g, egypt)
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("democracy",), (), 200)), IllegalAction, "requires Law")
    refused(
        g,
        lambda: apply(g, BuyCivCards(egypt, ("law", "philosophy"), (), 410)),
        IllegalAction,
        "earlier round",
    )
    g.ps(egypt).civ_cards = ["law"]
    assert preview_purchase(g, egypt, ["democracy"]).total == 200


def test_A27_law_same_round_option() -> None:
    g = setup_game(options=Options(simultaneous_phases=False, law_same_round=True))
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 410)
    enter(g, "civ_cards")
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("democracy",), (), 200)), IllegalAction, "same purchase")
    buy_now(g, BuyCivCards(egypt, ("law", "philosophy"), (), 410))
    assert g.ps(egypt).civ_cards == ["law", "philosophy"]


def test_A31_no_copy_left_cannot_be_bought() -> None:
    g = setup_game()  # 4 players: 2 Mysticism in use (12.5)
    egypt, babylon, assyria = (nation_player(g, n) for n in ("egypt", "babylon", "assyria"))
    g.ps(babylon).civ_cards = ["mysticism"]
    g.ps(assyria).civ_cards = ["mysticism"]
    fill_treasury(g, egypt, 45)
    enter(g, "civ_cards")
    assert "mysticism" not in eligible_cards(g, egypt)
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("mysticism",), (), 30)), NotEnough, "No copy of Mysticism"
    )


@pytest.mark.parametrize(("players", "copies"), [(7, 3), (6, 3), (5, 2), (4, 2), (3, 1), (2, 1)])
def test_12_5_mysticism_copies_by_player_count(players: int, copies: int) -> None:
    nations = {
        7: SEVEN,
        6: SEVEN[:6],
        5: ["thrace", "crete", "asia", "assyria", "egypt"],
        4: FOUR,
        3: ["italy", "africa", "crete"],
        2: ["italy", "africa"],
    }[players]
    g = game(nations)
    assert copies_in_use(g, "mysticism") == copies
    assert copies_in_use(g, "law") == 7


def test_16_1_short_game_uses_no_mysticism() -> None:
    g = game(FOUR, Options(variant="short"))
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 45)
    enter(g, "civ_cards")
    assert copies_in_use(g, "mysticism") == 0
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("mysticism",), (), 30)), NotEnough, "not used in this game"
    )


# --- refused input, state unchanged ----------------------------------------------------------


def _bad_input_game() -> tuple[GameState, str]:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    give(g, egypt, "grain", "grain", "epidemic")
    fill_treasury(g, egypt, 40)
    enter(g, "civ_cards")
    return g, egypt


@pytest.mark.parametrize(
    ("action", "error", "match"),
    [
        (BuyCivCards("", ("medicine",), ("grain", "grain"), 40), NotEnough, "most you can pay is 56"),
        (BuyCivCards("", ("pottery", "pottery"), (), 40), IllegalAction, "listed twice"),
        (BuyCivCards("", ("democracy",), (), 40), IllegalAction, "requires Law"),
        (BuyCivCards("", ("potery",), (), 40), UnknownName, "pottery"),
        (BuyCivCards("", ("pottery",), ("salt",), 40), NotEnough, "do not hold 1 salt"),
        (BuyCivCards("", ("pottery",), ("grain", "grain"), 41), NotEnough, "only 40 tokens"),
        (BuyCivCards("", ("pottery",), ("grain",), 40), NotEnough, "make only 44"),
        (BuyCivCards("", ("mysticism",), ("grain", "grain"), 20), IllegalAction, "exactly 14"),
        (BuyCivCards("", ("pottery",), ("grain", "grain", "epidemic"), 29), IllegalAction, "calamit"),
        (BuyCivCards("", ("pottery",), ("grain", "grain"), -1), MalformedAction, "negative"),
        (BuyCivCards("", (), ("grain",), 0), IllegalAction, "buying no civilization card"),
    ],
)
def test_12_3_bad_purchases_refused_and_state_unchanged(
    action: BuyCivCards, error: type[RuleError], match: str
) -> None:
    g, egypt = _bad_input_game()
    bad = BuyCivCards(egypt, action.cards, action.pay_cards, action.tokens)
    refused(g, lambda: apply(g, bad), error, match)


def test_12_3_twelfth_card_refused() -> None:
    g, egypt = _bad_input_game()
    g.ps(egypt).civ_cards = [
        c for c in ALL_CARDS if c not in ("law", "democracy", "philosophy", "literacy", "architecture")
    ][:11]
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("law",), (), 40)), OverLimit, "at most 0")


def test_12_3_out_of_turn_refused() -> None:
    g, _ = _bad_input_game()
    asia = nation_player(g, "asia")
    fill_treasury(g, asia, 30)
    refused(g, lambda: apply(g, BuyCivCards(asia)), NotYourTurn)


# --- the decision, simultaneous submissions ---------------------------------------------------


def test_A32_decision_shows_prices_and_default_buys_nothing() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    fill_treasury(g, egypt, 80)
    enter(g, "civ_cards")
    [d] = pending(g)
    assert d.kind == "buy_civ_cards" and d.default == BuyCivCards(egypt)
    astro = next(o for o in d.options["cards"] if o["card"] == "astronomy")
    assert astro == {
        "card": "astronomy",
        "name": "Astronomy",
        "cost": 80,
        "credits": [{"from": "mysticism", "amount": 20}],
        "net": 60,
        "copies_left": 4,
    }
    assert isinstance(d.default, BuyCivCards)
    buy_now(g, d.default)
    assert g.ps(egypt).civ_cards == ["mysticism"] and g.ps(egypt).treasury == 80


def test_D37_simultaneous_submissions_resolved_in_reverse_ast_order_and_reasked() -> None:
    g = game(FOUR)  # simultaneous_phases on by default
    egypt, asia, babylon = (nation_player(g, n) for n in ("egypt", "asia", "babylon"))
    g.ps(babylon).civ_cards = ["mysticism"]  # one of the two Mysticism cards left
    fill_treasury(g, egypt, 30)
    fill_treasury(g, asia, 45)
    enter(g, "civ_cards")
    assert {d.player for d in pending(g)} == {egypt, asia} and all(d.simultaneous for d in pending(g))
    buy_now(g, BuyCivCards(asia, ("mysticism",), (), 30))  # Asia submits first...
    assert g.ps(asia).civ_cards == []  # ...but nothing is resolved until everyone is in
    buy_now(g, BuyCivCards(egypt, ("mysticism",), (), 30))
    # Egypt resolves first (reverse AST order) and takes the last copy; Asia is asked again.
    assert g.ps(egypt).civ_cards == ["mysticism"]
    [d] = pending(g)
    assert d.player == asia and not d.simultaneous and "choose again" in d.prompt
    refused(g, lambda: apply(g, BuyCivCards(asia, ("mysticism",), (), 30)), NotEnough, "No copy")
    refused(g, lambda: apply(g, BuyCivCards(egypt)), NotYourTurn)
    # Mid-phase state survives a save/load round trip.
    assert state_hash(state_from_json(serial.to_json(g))) == state_hash(g)
    buy_now(g, BuyCivCards(asia, ("pottery",), (), 45))
    assert g.ps(asia).civ_cards == ["pottery"] and phase_named("civ_cards").done(g)


def test_D37_simultaneous_submission_may_be_replaced_until_all_are_in() -> None:
    g = game(FOUR)
    egypt, asia = nation_player(g, "egypt"), nation_player(g, "asia")
    fill_treasury(g, egypt, 45)
    fill_treasury(g, asia, 45)
    enter(g, "civ_cards")
    buy_now(g, BuyCivCards(egypt, ("mysticism",), (), 30))
    buy_now(g, BuyCivCards(egypt, ("pottery",), (), 45))
    buy_now(g, BuyCivCards(asia))
    assert g.ps(egypt).civ_cards == ["pottery"] and g.ps(egypt).treasury == 0


def test_12_3_phase_ends_and_game_moves_on() -> None:
    g = setup_game()
    egypt = nation_player(g, "egypt")
    fill_treasury(g, egypt, 30)
    enter(g, "civ_cards")
    apply(g, BuyCivCards(egypt, ("mysticism",), (), 30))
    assert g.phase != "civ_cards"
    assert g.ps(egypt).civ_cards == ["mysticism"]
    saved = state_to_json(g)
    assert state_hash(state_from_json(saved)) == state_hash(g)


# --- the preview agrees with what apply accepts ------------------------------------------------

COMMODITIES = sorted(trade_cards().commodities)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    hand=st.lists(st.sampled_from(COMMODITIES), max_size=10),
    treasury=st.integers(0, 120),
    held=st.lists(st.sampled_from(ALL_CARDS[:13]), max_size=5, unique=True),
    buy=st.lists(st.sampled_from(ALL_CARDS[:13]), min_size=1, max_size=3, unique=True),
    single=st.booleans(),
)
def test_12_3_preview_agrees_with_apply(
    hand: list[str], treasury: int, held: list[str], buy: list[str], single: bool
) -> None:
    g = setup_game(options=Options(simultaneous_phases=False, credit_reuse="single" if single else "multi"))
    egypt = nation_player(g, "egypt")
    counts = Counter(hand)
    hand = [c for c in hand if counts[c] <= trade_cards().commodities[c].count]
    give(g, egypt, *hand)
    g.ps(egypt).civ_cards = held
    fill_treasury(g, egypt, treasury)
    enter(g, "civ_cards")
    if g.data is None or egypt not in pending_players(g):
        return
    try:
        prev = preview_purchase(g, egypt, buy)
    except RuleError:
        with pytest.raises(RuleError):
            apply(g, BuyCivCards(egypt, tuple(buy), (), 0))
        return
    assert prev.affordable == (prev.total <= set_value(g.ps(egypt).hand) + treasury)
    if prev.payment is None:
        everything = tuple(g.ps(egypt).hand)
        refused(g, lambda: apply(g, BuyCivCards(egypt, tuple(buy), everything, treasury)), NotEnough)
        return
    # The cheapest payment is legal, and nothing legal surrenders less.
    assert prev.payment.surrendered == max(prev.total, prev.payment.card_value)
    assert prev.payment.surrendered == _brute_force_least_surrender(g.ps(egypt).hand, treasury, prev.total)
    buy_now(g, BuyCivCards(egypt, tuple(buy), prev.payment.cards, prev.payment.tokens))
    assert set(buy) <= set(g.ps(egypt).civ_cards)
    assert g.ps(egypt).treasury == treasury - prev.payment.tokens


def _brute_force_least_surrender(hand: list[str], treasury: int, price: int) -> int:
    """Independent oracle: try every subset of card positions."""
    best = None
    for mask in range(1 << len(hand)):
        value = set_value([c for i, c in enumerate(hand) if mask >> i & 1])
        if price - value <= treasury:
            cost = max(price, value)
            best = cost if best is None else min(best, cost)
    assert best is not None
    return best


def test_12_3_cheapest_payment_prefers_tokens_keeping_the_hand_valuable() -> None:
    # 36 owed; 3 Grain (36) or 36 tokens surrender the same: keep the Grain set.
    pay = cheapest_payment(["grain", "grain", "grain"], 40, 36)
    assert pay is not None and (pay.cards, pay.tokens) == ((), 36)
    # Without enough tokens the Grain goes, surplus lost rather than impossible.
    pay = cheapest_payment(["grain", "grain", "grain"], 0, 30)
    assert pay is not None and (pay.card_value, pay.tokens) == (36, 0)
    assert cheapest_payment(["grain"], 5, 10) is None
