"""Rules 6.9, 10.1, 10.3, 10.4: trade-card stacks, drawing and buying Gold (A23, D16, D20)."""

from __future__ import annotations

from collections import Counter

from engine.civ import units
from engine.civ.cards import return_to_stack
from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.phases.trade_cards import BuyGold
from engine.civ.state import GameState, HeldCalamity
from engine.core.errors import IllegalAction, NotEnough
from tests.engine.helpers import city, enter, game, refused

AREAS = ["athens", "corinth", "argos", "delphi", "chalkis", "epirus", "dacia", "danube", "crimea"]


def _cities(g: GameState, player: str, n: int, start: int = 0) -> None:
    for a in AREAS[start : start + n]:
        city(g, a, player)


def _top(g: GameState, stack: int, cards: list[str]) -> None:
    """Put ``cards`` on top of ``stack`` (taken out of it first, so the deck is unchanged)."""
    for c in cards:
        g.stacks[stack].remove(c)
    g.stacks[stack][:0] = cards


def test_10_1_nine_stacks_with_calamity_at_bottom_001_order() -> None:
    g = game(["crete", "thrace", "italy"])
    expected = {
        1: ({"hides": 7, "ochre": 7}, None),
        2: ({"iron": 5, "papyrus": 5}, "volcano"),
        3: ({"salt": 9}, "famine"),
        4: ({"grain": 8}, "civil_war"),
        5: ({"cloth": 7}, "flood"),
        6: ({"bronze": 6}, "epidemic"),
        7: ({"spice": 5}, "civil_disorder"),
        8: ({"gems": 4}, "iconoclasm"),
        9: ({"gold": 3}, "piracy"),
    }
    assert sorted(g.stacks) == list(range(1, 10))
    for n, (commodities, calamity) in expected.items():
        stack = g.stacks[n]
        if calamity is None:
            assert Counter(stack) == Counter(commodities)
        else:
            assert stack[-1] == calamity
            assert Counter(stack[:-1]) == Counter(commodities)
    assert sum(len(s) for s in g.stacks.values()) == 74
    assert [len(g.stacks[n]) for n in range(1, 10)] == [14, 11, 10, 9, 8, 7, 6, 5, 4]


def test_10_1_d20_calamity_stack_order_004() -> None:
    g = game(["crete", "thrace", "italy"], Options(calamity_stack_order="004"))
    assert [g.stacks[n][-1] for n in (2, 3, 4, 5)] == ["volcano", "flood", "famine", "civil_war"]
    g.stacks[4].remove("famine")
    return_to_stack(g, "famine")
    assert g.stacks[4][-1] == "famine"
    g1 = game(["crete", "thrace", "italy"])
    g1.stacks[3].remove("famine")
    return_to_stack(g1, "famine")
    assert g1.stacks[3][-1] == "famine"


def test_10_3_2_one_card_from_each_stack_up_to_city_count() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 3)
    before = {n: list(s) for n, s in g.stacks.items()}
    enter(g, "trade_cards")
    assert sorted(g.ps("p1").hand) == sorted(before[n][0] for n in (1, 2, 3))
    for n in range(1, 10):
        assert g.stacks[n] == before[n][(1 if n <= 3 else 0) :]
    assert not check(g)


def test_10_3_1_players_without_cities_draw_nothing() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 1)
    enter(g, "trade_cards")
    assert len(g.ps("p1").hand) == 1
    assert g.ps("p2").hand == [] and g.ps("p3").hand == []
    assert not pending(g)


def test_10_3_1_fewest_cities_first_ties_in_ast_order() -> None:
    g = game(["crete", "thrace", "italy"])  # AST: italy (p3), thrace (p2), crete (p1)
    _cities(g, "p1", 1, 0)
    _cities(g, "p2", 1, 1)
    _cities(g, "p3", 2, 2)
    events = enter(g, "trade_cards")
    drawers = [e.data["player"] for e in events if e.kind == "trade_cards_drawn" and e.visible_to is None]
    assert drawers == ["p2", "p1", "p3"]


def test_10_3_3_empty_stack_is_skipped_without_replacement() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 3)
    g.stacks[1], spare = [], g.stacks[1]
    g.stacks[9].extend(spare)  # keep the deck whole for the conservation check
    before4 = list(g.stacks[4])
    enter(g, "trade_cards")
    assert len(g.ps("p1").hand) == 2
    assert g.stacks[4] == before4


def test_10_3_4_red_calamity_is_laid_face_up_at_once() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 3)
    _top(g, 3, ["famine"])
    events = enter(g, "trade_cards")
    ps = g.ps("p1")
    assert ps.calamities == [HeldCalamity("famine", None, True)]
    assert "famine" not in ps.hand and len(ps.hand) == 2
    assert any(
        e.kind == "calamity_drawn" and e.visible_to is None and e.data["calamity"] == "famine" for e in events
    )
    assert not check(g)


def test_10_3_4_tradable_calamity_drawn_goes_secretly_into_the_hand() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 6)
    _top(g, 6, ["epidemic"])
    events = enter(g, "trade_cards")
    assert "epidemic" in g.ps("p1").hand and g.ps("p1").calamities == []
    for e in events:
        if e.visible_to is None:
            assert "epidemic" not in repr(e.data)


def test_10_3_4_drawn_cards_are_secret_public_event_gives_only_the_count() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 4)
    events = enter(g, "trade_cards")
    hand = g.ps("p1").hand
    public_events = [e for e in events if e.visible_to is None]
    assert [e.data for e in public_events if e.kind == "trade_cards_drawn"] == [{"player": "p1", "count": 4}]
    for e in public_events:
        assert not any(c in repr(e.data) for c in hand)
    [secret] = [e for e in events if e.visible_to is not None]
    assert secret.visible_to == ("p1",) and sorted(secret.data["cards"]) == sorted(hand)


def test_10_4_gold_costs_18_treasury_tokens_which_go_to_stock() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 1)
    units.pay_from_stock_to_treasury(g, "p1", 40)
    stock = g.ps("p1").stock
    enter(g, "trade_cards")
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "buy_gold"
    assert d.options["max"] == 2 and d.options["price"] == 18
    assert d.default == BuyGold("p1", 0)
    _top(g, 9, ["gold", "gold"])
    apply(g, BuyGold("p1", 2))
    assert g.ps("p1").treasury == 4 and g.ps("p1").stock == stock + 36
    assert g.ps("p1").hand.count("gold") == 2
    assert not check(g)


def test_10_4_piracy_bought_instead_of_gold_is_kept_as_tradable_calamity() -> None:
    g = game(["crete", "thrace", "italy"])
    units.pay_from_stock_to_treasury(g, "p1", 18)
    _top(g, 9, ["piracy"])
    enter(g, "trade_cards")
    apply(g, BuyGold("p1", 1))
    assert g.ps("p1").hand == ["piracy"] and g.ps("p1").calamities == []
    assert g.ps("p1").treasury == 0


def test_10_4_a23_player_without_cities_may_buy_gold() -> None:
    g = game(["crete", "thrace", "italy"])
    units.pay_from_stock_to_treasury(g, "p2", 20)
    enter(g, "trade_cards")
    [d] = pending(g)
    assert d.player == "p2" and d.options["max"] == 1


def test_10_4_no_decision_without_18_tokens_or_without_cards_in_stack_9() -> None:
    g = game(["crete", "thrace", "italy"])
    units.pay_from_stock_to_treasury(g, "p1", 17)
    units.pay_from_stock_to_treasury(g, "p2", 30)
    spare = g.stacks[9]
    g.stacks[9] = []
    g.stacks[1].extend(spare)
    enter(g, "trade_cards")
    assert not pending(g)


def test_10_4_a23_gold_is_bought_in_own_turn_after_drawing_before_the_next_player_draws() -> None:
    g = game(["crete", "thrace", "italy"])
    _cities(g, "p1", 1, 0)
    _cities(g, "p2", 2, 1)
    units.pay_from_stock_to_treasury(g, "p1", 18)
    enter(g, "trade_cards")
    assert len(g.ps("p1").hand) == 1 and g.ps("p2").hand == []
    [d] = pending(g)
    assert d.player == "p1"
    events = apply(g, BuyGold("p1", 0))
    assert len(g.ps("p2").hand) == 2
    assert not any(e.kind == "gold_bought" for e in events)


def test_10_4_buying_more_than_affordable_or_negative_is_refused() -> None:
    g = game(["crete", "thrace", "italy"])
    units.pay_from_stock_to_treasury(g, "p1", 20)
    enter(g, "trade_cards")
    err = refused(g, lambda: apply(g, BuyGold("p1", 2)), NotEnough, "at most 1")
    assert "18" in err.message
    refused(g, lambda: apply(g, BuyGold("p1", -1)), IllegalAction, "negative")


def test_10_4_limited_by_cards_left_in_stack_9() -> None:
    g = game(["crete", "thrace", "italy"])
    units.pay_from_stock_to_treasury(g, "p1", 45)
    spare = g.stacks[9][1:]
    g.stacks[9] = g.stacks[9][:1]
    g.stacks[1].extend(spare)
    enter(g, "trade_cards")
    [d] = pending(g)
    assert d.options["max"] == 1


def test_6_9_phase_ends_after_every_player_had_his_turn() -> None:
    g = game(["crete", "thrace", "italy"])
    for p in ("p1", "p2", "p3"):
        units.pay_from_stock_to_treasury(g, p, 18)
    enter(g, "trade_cards")
    seen = []
    while pending(g):
        [d] = pending(g)
        seen.append(d.player)
        apply(g, BuyGold(d.player, 1))
        if g.phase != "trade_cards":
            break
    assert seen == ["p3", "p2", "p1"]
    assert all(g.ps(p).treasury == 0 for p in ("p1", "p2", "p3"))
