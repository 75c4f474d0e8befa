"""Rules 12 (phase 11): civilization cards — credits, purchase, payment, copies (D17-D19, A27-A32)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import serial
from engine.cards import set_value
from engine.civ_credit import (
    cheapest_payment,
    copies_in_use,
    credits_toward,
    eligible_cards,
    preview_purchase,
)
from engine.content import civ_cards, trade_cards
from engine.errors import (
    IllegalAction,
    MalformedAction,
    NotEnough,
    NotYourTurn,
    OverLimit,
    RuleError,
    UnknownName,
)
from engine.events import Event
from engine.flow import apply, pending, state_from_json, state_to_json
from engine.options import Options
from engine.phases.civ_cards import BuyCivCards, CivCardsData
from engine.phases.registry import phase_named
from engine.savefile import state_hash
from engine.state import GameState
from tests.engine.helpers import enter, game, nation_player, refused

SEVEN = ["africa", "italy", "illyria", "thrace", "crete", "assyria", "egypt"]
FOUR = ["asia", "assyria", "babylon", "egypt"]
ALL_CARDS = list(civ_cards().cards)


def _give(g: GameState, player: str, *cards: str) -> None:
    """Move trade cards from the stacks into a hand (keeps the deck conserved)."""
    for c in cards:
        stack = next(s for s in g.stacks.values() if c in s)
        stack.remove(c)
        g.ps(player).hand.append(c)
    g.ps(player).hand.sort()


def _treasury(g: GameState, player: str, n: int) -> None:
    ps = g.ps(player)
    ps.stock -= n
    ps.treasury += n


def _setup(nations: list[str] | None = None, options: Options | None = None) -> GameState:
    return game(nations or FOUR, options or Options(simultaneous_phases=False))


def _buy(g: GameState, a: BuyCivCards) -> list[Event]:
    """Apply inside phase 11 without advancing to later phases (they belong to others)."""
    phase = phase_named("civ_cards")
    if not phase.expects(g, a.player):
        raise NotYourTurn(f"not {a.player}'s turn")
    return phase.apply(g, a)


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
    g = _setup()
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 30)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "mysticism"])
    assert [p.net for p in prev.cards] == [80, 30]  # no credit between the two
    g.ps(egypt).civ_cards = ["mysticism"]
    assert preview_purchase(g, egypt, ["astronomy"]).total == 60


def test_12_2_mysticism_credit_reused_on_astronomy_and_coinage_multi() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    _treasury(g, egypt, 150)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "coinage"])
    assert [p.credits for p in prev.cards] == [(("mysticism", 20),), (("mysticism", 20),)]
    assert prev.total == 80 + 110 - 40
    _buy(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 150))
    assert g.ps(egypt).civ_cards == ["astronomy", "coinage", "mysticism"]
    assert g.ps(egypt).treasury == 0


def test_D17_single_use_credit_goes_to_one_card_only() -> None:
    g = _setup(options=Options(simultaneous_phases=False, credit_reuse="single"))
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    _treasury(g, egypt, 170)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["astronomy", "coinage"])
    assert prev.total == 80 + 110 - 20
    assert sum(len(p.credits) for p in prev.cards) == 1
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 150)), NotEnough, "170")
    _buy(g, BuyCivCards(egypt, ("astronomy", "coinage"), (), 170))
    assert g.ps(egypt).treasury == 0


def test_A28_single_use_assignment_minimises_total_price() -> None:
    # Mysticism gives 20 to Astronomy or 5 to Literacy: the best assignment takes the 20.
    g = _setup(options=Options(simultaneous_phases=False, credit_reuse="single"))
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism", "drama_and_poetry", "music", "architecture"]
    _treasury(g, egypt, 500)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["literacy", "astronomy"])
    by_card = {p.card: dict(p.credits) for p in prev.cards}
    assert by_card["astronomy"] == {"mysticism": 20}
    assert by_card["literacy"] == {"drama_and_poetry": 20, "music": 5, "architecture": 15}
    assert prev.total == (110 - 40) + (80 - 20)


def test_12_2_credits_that_apply_must_be_used() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    _treasury(g, egypt, 80)
    enter(g, "civ_cards")
    # Paying the full printed price (declining the credit) is asking for change.
    err = refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("astronomy",), (), 80)), IllegalAction, "exactly 60"
    )
    assert "No change" in err.message


def test_12_2_a_card_can_be_free_from_credits() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism", "coinage", "medicine", "engineering"]
    enter(g, "civ_cards")
    assert egypt in pending_players(g)  # owes a decision although his treasury is empty
    prev = preview_purchase(g, egypt, ["astronomy"])
    assert prev.total == 0 and prev.payment is not None and prev.payment.surrendered == 0
    _buy(g, BuyCivCards(egypt, ("astronomy",)))
    assert "astronomy" in g.ps(egypt).civ_cards


def pending_players(g: GameState) -> list[str]:
    data = g.data
    assert isinstance(data, CivCardsData)
    return data.owed


# --- 12.3 purchase procedure ---------------------------------------------------------------


def test_12_3_1_reverse_ast_order() -> None:
    g = _setup()
    for p in g.players:
        _treasury(g, p, 40)
    enter(g, "civ_cards")
    order = []
    while pending(g):
        [d] = pending(g)
        order.append(g.ps(d.player).nation)
        assert isinstance(d.default, BuyCivCards)
        _buy(g, d.default)
    assert order == ["egypt", "babylon", "assyria", "asia"]


def test_12_3_1_players_who_can_afford_nothing_are_not_asked() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 29)  # Mysticism costs 30, everything else more
    asia = nation_player(g, "asia")
    _treasury(g, asia, 30)
    enter(g, "civ_cards")
    assert pending_players(g) == [asia]


def test_12_3_2_several_cards_bought_at_once() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 45 + 45 + 30)
    enter(g, "civ_cards")
    _buy(g, BuyCivCards(egypt, ("pottery", "cloth_making", "mysticism"), (), 120))
    assert g.ps(egypt).civ_cards == ["pottery", "cloth_making", "mysticism"]
    assert g.ps(egypt).treasury == 0 and g.ps(egypt).stock == 55


def test_12_3_5_trade_card_sets_plus_exact_tokens() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _give(g, egypt, "salt", "salt", "grain")
    _treasury(g, egypt, 20)
    enter(g, "civ_cards")
    # Pottery 45 = 2 Salt (12) + 1 Grain (4) + 29 tokens: too many tokens for what we hold.
    refused(
        g,
        lambda: apply(g, BuyCivCards(egypt, ("pottery",), ("salt", "salt", "grain"), 20)),
        NotEnough,
        "most",
    )
    _treasury(g, egypt, 9)
    _buy(g, BuyCivCards(egypt, ("pottery",), ("salt", "salt", "grain"), 29))
    assert g.ps(egypt).hand == [] and g.ps(egypt).treasury == 0


def test_A30_part_of_a_set_is_valued_on_the_cards_surrendered() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _give(g, egypt, "grain", "grain", "grain")
    _treasury(g, egypt, 30)
    enter(g, "civ_cards")
    _buy(g, BuyCivCards(egypt, ("mysticism",), ("grain", "grain"), 14))  # 2 Grain = 16
    assert g.ps(egypt).hand == ["grain"] and g.ps(egypt).treasury == 16


def test_12_3_6_no_change_surplus_from_cards_is_lost() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _give(g, egypt, *["salt"] * 4)  # 48
    _treasury(g, egypt, 5)
    enter(g, "civ_cards")
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("pottery",), ("salt",) * 4, 1)), IllegalAction, "No change"
    )
    _buy(g, BuyCivCards(egypt, ("pottery",), ("salt",) * 4, 0))
    assert g.ps(egypt).treasury == 5 and g.ps(egypt).hand == []


def test_12_3_7_surrendered_cards_to_stack_bottoms_tokens_to_stock() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _give(g, egypt, "grain", "grain", "cloth")
    _treasury(g, egypt, 30)
    enter(g, "civ_cards")
    stock = g.ps(egypt).stock
    events = _buy(g, BuyCivCards(egypt, ("pottery",), ("cloth", "grain", "grain"), 24))
    assert g.stacks[4][-2:] == ["grain", "grain"] and g.stacks[5][-1] == "cloth"
    assert g.ps(egypt).stock == stock + 24 and g.ps(egypt).treasury == 6
    # Which commodities were surrendered stays private; price and tokens are public.
    public = [e for e in events if e.visible_to is None]
    assert all("grain" not in str(e.data) and "cloth" not in str(e.data) for e in public)
    assert any(e.visible_to == (egypt,) and e.data["cards"] == ["cloth", "grain", "grain"] for e in events)


def test_12_3_9_worked_example_music_with_mysticism() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    _give(g, egypt, "grain", "grain", "grain", "papyrus", "papyrus", "hides")
    _treasury(g, egypt, 10)
    enter(g, "civ_cards")
    prev = preview_purchase(g, egypt, ["music"])
    [music] = prev.cards
    assert (music.cost, music.credits, music.net) == (60, (("mysticism", 5),), 55)
    assert prev.affordable and prev.payment is not None
    assert Counter(prev.payment.cards) == Counter(grain=3, papyrus=2, hides=1)
    assert (prev.payment.card_value, prev.payment.tokens) == (36 + 8 + 1, 10)
    pay = prev.payment
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("music",), pay.cards, 9)), NotEnough, "only 54")
    _buy(g, BuyCivCards(egypt, ("music",), pay.cards, pay.tokens))
    assert g.ps(egypt).civ_cards == ["mysticism", "music"]
    assert g.ps(egypt).hand == [] and g.ps(egypt).treasury == 0


def test_12_3_3_one_of_each_and_eleven_at_most() -> None:
    g = _setup()
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
    _treasury(g, egypt, 55)
    enter(g, "civ_cards")
    assert "pottery" not in eligible_cards(g, egypt)
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("pottery",), (), 0)), IllegalAction, "already hold Pottery"
    )
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("music", "architecture"), (), 55)), OverLimit, "limit of 11"
    )
    _buy(g, BuyCivCards(egypt, ("music",), (), 50))  # 60 - 5 (Mysticism) - 5 (Drama and Poetry)
    assert len(g.ps(egypt).civ_cards) == 11


def test_12_3_3_law_before_democracy_and_philosophy() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 500)
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
    g = _setup(options=Options(simultaneous_phases=False, law_same_round=True))
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 410)
    enter(g, "civ_cards")
    refused(g, lambda: apply(g, BuyCivCards(egypt, ("democracy",), (), 200)), IllegalAction, "same purchase")
    _buy(g, BuyCivCards(egypt, ("law", "philosophy"), (), 410))
    assert g.ps(egypt).civ_cards == ["law", "philosophy"]


def test_A31_no_copy_left_cannot_be_bought() -> None:
    g = _setup()  # 4 players: 2 Mysticism in use (12.5)
    egypt, babylon, assyria = (nation_player(g, n) for n in ("egypt", "babylon", "assyria"))
    g.ps(babylon).civ_cards = ["mysticism"]
    g.ps(assyria).civ_cards = ["mysticism"]
    _treasury(g, egypt, 45)
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
    _treasury(g, egypt, 45)
    enter(g, "civ_cards")
    assert copies_in_use(g, "mysticism") == 0
    refused(
        g, lambda: apply(g, BuyCivCards(egypt, ("mysticism",), (), 30)), NotEnough, "not used in this game"
    )


# --- refused input, state unchanged ----------------------------------------------------------


def _bad_input_game() -> tuple[GameState, str]:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _give(g, egypt, "grain", "grain", "epidemic")
    _treasury(g, egypt, 40)
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
    _treasury(g, asia, 30)
    refused(g, lambda: apply(g, BuyCivCards(asia)), NotYourTurn)


# --- the decision, simultaneous submissions ---------------------------------------------------


def test_A32_decision_shows_prices_and_default_buys_nothing() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    g.ps(egypt).civ_cards = ["mysticism"]
    _treasury(g, egypt, 80)
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
    _buy(g, d.default)
    assert g.ps(egypt).civ_cards == ["mysticism"] and g.ps(egypt).treasury == 80


def test_D37_simultaneous_submissions_resolved_in_reverse_ast_order_and_reasked() -> None:
    g = game(FOUR)  # simultaneous_phases on by default
    egypt, asia, babylon = (nation_player(g, n) for n in ("egypt", "asia", "babylon"))
    g.ps(babylon).civ_cards = ["mysticism"]  # one of the two Mysticism cards left
    _treasury(g, egypt, 30)
    _treasury(g, asia, 45)
    enter(g, "civ_cards")
    assert {d.player for d in pending(g)} == {egypt, asia} and all(d.simultaneous for d in pending(g))
    _buy(g, BuyCivCards(asia, ("mysticism",), (), 30))  # Asia submits first...
    assert g.ps(asia).civ_cards == []  # ...but nothing is resolved until everyone is in
    _buy(g, BuyCivCards(egypt, ("mysticism",), (), 30))
    # Egypt resolves first (reverse AST order) and takes the last copy; Asia is asked again.
    assert g.ps(egypt).civ_cards == ["mysticism"]
    [d] = pending(g)
    assert d.player == asia and not d.simultaneous and "choose again" in d.prompt
    refused(g, lambda: apply(g, BuyCivCards(asia, ("mysticism",), (), 30)), NotEnough, "No copy")
    refused(g, lambda: apply(g, BuyCivCards(egypt)), NotYourTurn)
    # Mid-phase state survives a save/load round trip.
    assert state_hash(state_from_json(serial.to_json(g))) == state_hash(g)
    _buy(g, BuyCivCards(asia, ("pottery",), (), 45))
    assert g.ps(asia).civ_cards == ["pottery"] and phase_named("civ_cards").done(g)


def test_D37_simultaneous_submission_may_be_replaced_until_all_are_in() -> None:
    g = game(FOUR)
    egypt, asia = nation_player(g, "egypt"), nation_player(g, "asia")
    _treasury(g, egypt, 45)
    _treasury(g, asia, 45)
    enter(g, "civ_cards")
    _buy(g, BuyCivCards(egypt, ("mysticism",), (), 30))
    _buy(g, BuyCivCards(egypt, ("pottery",), (), 45))
    _buy(g, BuyCivCards(asia))
    assert g.ps(egypt).civ_cards == ["pottery"] and g.ps(egypt).treasury == 0


def test_12_3_phase_ends_and_game_moves_on() -> None:
    g = _setup()
    egypt = nation_player(g, "egypt")
    _treasury(g, egypt, 30)
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
    g = _setup(options=Options(simultaneous_phases=False, credit_reuse="single" if single else "multi"))
    egypt = nation_player(g, "egypt")
    counts = Counter(hand)
    hand = [c for c in hand if counts[c] <= trade_cards().commodities[c].count]
    _give(g, egypt, *hand)
    g.ps(egypt).civ_cards = held
    _treasury(g, egypt, treasury)
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
    _buy(g, BuyCivCards(egypt, tuple(buy), prev.payment.cards, prev.payment.tokens))
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
