"""Rules 6.10, 10.5, 11.1: the trade protocol of phase 10 (A22, A24, A26)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from ai.random_player import RandomPlayer
from engine import state_hash
from engine.civ.cards import is_tradable
from engine.civ.flow import apply, pending, state_from_json, state_to_json
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.phases.registry import phase_named
from engine.civ.state import GameState, HeldCalamity
from engine.civ.trade_protocol import (
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    Revise,
    TradeData,
    Withdraw,
    active,
    open_packets,
    packet,
    promised,
    trade_data,
)
from engine.civ.views import view_for
from engine.core import serial
from engine.core.errors import IllegalAction, NotEnough, RuleError, UnknownName
from tests.engine.card_positions import BASIC, enter_trade, give_cards
from tests.engine.helpers import enter, game, refused


def _data(g: GameState) -> TradeData:
    assert isinstance(g.data, TradeData)
    return g.data


def _last_offer(g: GameState) -> int:
    return _data(g).packets[-1].id


def test_10_5_3_declaration_example_two_salt_one_grain_is_3_cards_total_16() -> None:
    g, _ = enter_trade(BASIC)
    events = apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    [made] = [e for e in events if e.kind == "offer_made"]
    assert made.visible_to is None
    assert (made.data["cards"], made.data["value"], made.data["named"]) == (3, 16, "salt")
    assert "grain" not in json.dumps(made.data)
    apply(g, Withdraw("p1", _last_offer(g)))
    events = apply(g, MakeOffer("p1", None, ("grain", "salt", "salt"), "grain"))
    [made] = [e for e in events if e.kind == "offer_made"]
    assert (made.data["cards"], made.data["value"], made.data["named"]) == (3, 16, "grain")


def test_10_5_3_offer_of_fewer_than_3_cards_is_refused() -> None:
    g, _ = enter_trade(BASIC)
    refused(g, lambda: apply(g, MakeOffer("p1", None, ("salt", "salt"), "salt")), IllegalAction, "at least 3")


def test_10_5_3_cards_not_in_hand_are_refused() -> None:
    g, _ = enter_trade(BASIC)
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("salt", "salt", "salt"), "salt")),
        NotEnough,
        "You hold 2 Salt",
    )
    refused(g, lambda: apply(g, MakeOffer("p1", None, ("salt", "gold", "grain"), "salt")), NotEnough, "Gold")
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("salt", "slat", "grain"), "salt")),
        UnknownName,
        "Did you mean 'salt'",
    )


def test_10_5_2_only_trade_cards_can_be_offered() -> None:
    g, _ = enter_trade(BASIC)
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("salt", "grain", "pottery"), "salt")),
        UnknownName,
        "no trade card",
    )


def test_10_5_3_named_commodity_must_be_in_the_packet() -> None:
    g, _ = enter_trade(BASIC)
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "hides")),
        IllegalAction,
        "must be one of the packet's cards",
    )
    refused(g, lambda: apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "")), UnknownName)


def test_10_5_3_a24_calamity_counts_toward_3_cards_but_cannot_be_named() -> None:
    g, _ = enter_trade({**BASIC, "p1": ["epidemic", "salt", "grain", "hides"]})
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("epidemic", "salt", "grain"), "epidemic")),
        IllegalAction,
        "calamity cannot be named",
    )
    events = apply(g, MakeOffer("p1", None, ("epidemic", "salt", "grain"), "salt"))
    [made] = [e for e in events if e.kind == "offer_made"]
    assert (made.data["cards"], made.data["value"]) == (3, 7)


def test_10_5_a_card_promised_in_one_open_offer_cannot_be_promised_in_another() -> None:
    g, _ = enter_trade({**BASIC, "p1": ["salt", "salt", "salt", "grain", "hides", "ochre"]})
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", "p3", ("salt", "salt", "hides"), "salt")),
        IllegalAction,
        "2 already promised",
    )
    apply(g, MakeOffer("p1", "p3", ("salt", "hides", "ochre"), "salt"))
    assert [p.status for p in _data(g).packets] == ["open", "open"]


def test_10_5_4_deal_swaps_both_packets_atomically_3_for_4() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p2", offer, ("bronze", "bronze", "cloth", "iron"), "bronze"))
    counter = _last_offer(g)
    events = apply(g, Accept("p1", counter))
    assert g.ps("p1").hand == sorted(["bronze", "bronze", "cloth", "iron", "hides", "ochre"])
    assert g.ps("p2").hand == sorted(["salt", "salt", "grain"])
    [made] = [e for e in events if e.kind == "trade_made"]
    assert made.visible_to is None and made.data["players"] == ["p1", "p2"] and made.data["cards"] == [3, 4]
    assert not check(g)


def test_10_5_4_an_original_offer_cannot_be_accepted_without_a_packet_in_return() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    refused(g, lambda: apply(g, Accept("p2", offer)), IllegalAction, "counter-offer")
    refused(g, lambda: apply(g, Accept("p1", offer)), IllegalAction, "your own")


def test_10_5_1_a_withdrawn_offer_cannot_be_accepted_and_its_counters_lapse() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p2", offer, ("bronze", "bronze", "cloth"), "cloth"))
    counter = _last_offer(g)
    apply(g, Withdraw("p1", offer))
    d = _data(g)
    assert packet(d, offer).status == "withdrawn" and packet(d, counter).status == "lapsed"
    refused(g, lambda: apply(g, Accept("p1", counter)), IllegalAction, "lapsed")
    refused(
        g,
        lambda: apply(g, CounterOffer("p3", offer, ("gems", "spice", "papyrus"), "gems")),
        IllegalAction,
        "withdrawn",
    )


def test_10_5_1_a_declined_counter_cannot_be_accepted() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p2", "p1", ("bronze", "bronze", "cloth"), "bronze"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p1", offer, ("salt", "salt", "grain"), "salt"))
    counter = _last_offer(g)
    apply(g, Decline("p2", counter))
    assert packet(_data(g), counter).status == "declined"
    refused(g, lambda: apply(g, Accept("p2", counter)), IllegalAction, "declined")
    # The offerer's packet stays open; p1's cards are free again.
    apply(g, CounterOffer("p1", offer, ("salt", "grain", "hides"), "grain"))


def test_10_5_1_offers_can_be_changed_until_accepted_and_answers_to_the_old_one_lapse() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p2", offer, ("bronze", "bronze", "cloth"), "cloth"))
    counter = _last_offer(g)
    # Revising may reuse the cards of the packet it replaces.
    apply(g, Revise("p1", offer, ("salt", "salt", "hides"), "salt"))
    revised = _last_offer(g)
    d = _data(g)
    assert packet(d, offer).status == "revised" and packet(d, counter).status == "lapsed"
    assert packet(d, revised).status == "open" and packet(d, revised).to is None
    refused(g, lambda: apply(g, Accept("p1", counter)), IllegalAction, "lapsed")
    refused(
        g, lambda: apply(g, Revise("p2", revised, ("bronze", "iron", "cloth"), "iron")), IllegalAction, "p1's"
    )


def test_10_5_1_countering_a_counter_replaces_the_one_to_one_packet_and_can_be_accepted() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    first = _last_offer(g)
    apply(g, CounterOffer("p2", first, ("bronze", "iron", "cloth"), "iron"))
    answer = _last_offer(g)
    # p1 wants more for those cards: he offers a different packet, reusing his Salt.
    apply(g, CounterOffer("p1", answer, ("salt", "hides", "ochre"), "salt"))
    second = _last_offer(g)
    d = _data(g)
    assert packet(d, first).status == "replaced" and packet(d, answer).status == "open"
    [dec] = [x for x in pending(g) if x.player == "p2"]
    [inc] = [o for o in dec.options["incoming"] if o["id"] == second]
    assert inc["can_accept"] and inc["value"] == 5
    apply(g, Accept("p2", second))
    assert g.ps("p2").hand == sorted(["bronze", "salt", "hides", "ochre"])
    assert g.ps("p1").hand == sorted(["salt", "grain", "bronze", "iron", "cloth"])
    assert not check(g)


def test_10_5_1_declining_an_offer_to_all_only_hides_it_from_the_decliner() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, Decline("p2", offer))
    assert packet(_data(g), offer).status == "open"
    refused(g, lambda: apply(g, Decline("p2", offer)), IllegalAction, "already declined")
    by_player = {x.player: x for x in pending(g)}
    assert [o["id"] for o in by_player["p3"].options["incoming"]] == [offer]
    assert by_player["p2"].options["incoming"] == []


def test_10_5_offers_addressed_to_another_player_cannot_be_answered() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    refused(
        g,
        lambda: apply(g, CounterOffer("p3", offer, ("gems", "spice", "papyrus"), "gems")),
        IllegalAction,
        "addressed to p2",
    )
    refused(g, lambda: apply(g, Decline("p3", offer)), IllegalAction, "addressed to p2")
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", "p1", ("hides", "ochre", "salt"), "salt")),
        IllegalAction,
        "yourself",
    )
    refused(g, lambda: apply(g, Accept("p1", 99)), IllegalAction, "no offer #99")


def test_10_5_6_player_with_fewer_than_3_cards_is_not_asked_and_cannot_trade() -> None:
    g, _ = enter_trade({**BASIC, "p3": ["gems", "spice"]})
    assert sorted(d.player for d in pending(g)) == ["p1", "p2"]
    refused(
        g,
        lambda: apply(g, MakeOffer("p3", None, ("gems", "spice", "gems"), "gems")),
        IllegalAction,
        "at least 3",
    )
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", "p3", ("salt", "salt", "grain"), "salt")),
        IllegalAction,
        "not trading",
    )


def test_10_5_6_a_player_who_drops_below_3_cards_is_done_automatically() -> None:
    g, _ = enter_trade(
        {
            "p1": ["salt", "salt", "grain"],
            "p2": ["epidemic", "bronze", "cloth", "iron"],
            "p3": ["gems", "spice", "papyrus"],
        }
    )
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p2", offer, ("epidemic", "bronze", "cloth"), "bronze"))
    events = apply(g, Accept("p1", _last_offer(g)))
    assert g.ps("p1").hand == ["bronze", "cloth"]
    assert "p1" in _data(g).done
    assert any(e.kind == "trade_done" and e.data["player"] == "p1" for e in events)
    assert sorted(d.player for d in pending(g)) == ["p2", "p3"]


def test_10_5_7_traded_calamity_is_held_by_its_receiver_and_cannot_be_passed_on() -> None:
    g, _ = enter_trade(
        {
            "p1": ["salt", "salt", "grain", "hides"],
            "p2": ["epidemic", "bronze", "cloth", "iron"],
            "p3": ["gems", "spice", "papyrus"],
        }
    )
    apply(g, MakeOffer("p2", "p1", ("epidemic", "bronze", "cloth"), "bronze"))
    offer = _last_offer(g)
    apply(g, CounterOffer("p1", offer, ("salt", "salt", "grain"), "grain"))
    events = apply(g, Accept("p2", _last_offer(g)))
    ps = g.ps("p1")
    assert ps.calamities == [HeldCalamity("epidemic", "p2", True)]
    assert "epidemic" not in ps.hand and ps.hand == ["bronze", "cloth", "hides"]
    [got] = [e for e in events if e.kind == "trade_received" and e.visible_to == ("p1",)]
    assert "epidemic" in got.data["cards"]
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", "p3", ("epidemic", "bronze", "cloth"), "bronze")),
        NotEnough,
        "Epidemic",
    )
    assert not check(g)


def test_22_2_2_traded_calamity_is_placed_face_up_as_soon_as_it_is_sold() -> None:
    # 001 22.2.2: "as soon as such a card is sold, it is placed face up in front of the
    # receiver"; 19.3: the receiver must reveal it. Trading goes on meanwhile.
    g, _ = enter_trade(
        {
            "p1": ["salt", "salt", "grain", "hides"],
            "p2": ["epidemic", "bronze", "cloth", "iron"],
            "p3": ["gems", "spice", "papyrus"],
        }
    )
    assert g.options.traded_calamity_reveal == "immediately"
    apply(g, MakeOffer("p2", "p1", ("epidemic", "bronze", "cloth"), "bronze"))
    apply(g, CounterOffer("p1", _last_offer(g), ("salt", "salt", "grain"), "grain"))
    events = apply(g, Accept("p2", _last_offer(g)))
    assert g.phase == "trade"
    assert g.ps("p1").calamities == [HeldCalamity("epidemic", "p2", True)]
    [reveal] = [e for e in events if e.kind == "calamity_revealed"]
    assert reveal.visible_to is None
    assert reveal.data == {"player": "p1", "calamity": "epidemic", "traded_by": "p2"}
    kinds = [e.kind for e in events]
    assert kinds.index("calamity_revealed") > kinds.index("trade_made")
    [row] = [r for r in view_for(g, "p3")["players"] if r["player"] == "p1"]
    assert row["calamities"] == ["epidemic"] and row["hand_size"] == 3
    # Nothing is revealed a second time when the phase ends.
    events = apply(g, DoneTrading("p3"))
    assert not [e for e in events if e.kind == "calamity_revealed"]
    assert not check(g)


def test_22_2_2_house_rule_end_of_trade_reveals_traded_calamities_when_trading_ends() -> None:
    options = Options(traded_calamity_reveal="end_of_trade")
    g, _ = enter_trade(
        {"p1": ["salt", "salt", "grain"], "p2": ["epidemic", "bronze", "cloth", "iron"]}, options
    )
    apply(g, MakeOffer("p2", "p1", ("epidemic", "bronze", "cloth"), "bronze"))
    apply(g, CounterOffer("p1", _last_offer(g), ("salt", "salt", "grain"), "grain"))
    # Through the phase itself, so that the flow does not move on to the calamities.
    events = phase_named("trade").apply(g, Accept("p2", _last_offer(g)))
    # p1 dropped to 2 cards: fewer than two traders are left, so the phase ends with the deal.
    reveals = [e for e in events if e.kind == "calamity_revealed"]
    assert [e.visible_to for e in reveals] == [None]
    assert reveals[0].data == {"player": "p1", "calamity": "epidemic", "traded_by": "p2"}
    kinds = [e.kind for e in events]
    assert kinds.index("calamity_revealed") > kinds.index("trade_made")
    assert kinds.index("calamity_revealed") < kinds.index("trade_ended")
    assert g.ps("p1").calamities == [HeldCalamity("epidemic", "p2", True)]
    assert phase_named("trade").done(g)


def test_22_2_2_house_rule_end_of_trade_keeps_the_calamity_secret_while_trading_goes_on() -> None:
    hands = {
        "p1": ["salt", "salt", "grain", "hides"],
        "p2": ["epidemic", "bronze", "cloth", "iron"],
        "p3": ["gems", "spice", "papyrus"],
    }
    for option, revealed in (("immediately", True), ("end_of_trade", False)):
        g, _ = enter_trade(hands, Options(traded_calamity_reveal=option))
        apply(g, MakeOffer("p2", "p1", ("epidemic", "bronze", "cloth"), "bronze"))
        apply(g, CounterOffer("p1", _last_offer(g), ("salt", "salt", "grain"), "grain"))
        events = apply(g, Accept("p2", _last_offer(g)))
        assert g.phase == "trade"
        assert g.ps("p1").calamities == [HeldCalamity("epidemic", "p2", revealed)]
        assert any(e.kind == "calamity_revealed" for e in events) is revealed
        assert ("epidemic" in json.dumps(view_for(g, "p3"))) is revealed


def test_10_5_done_trading_withdraws_open_offers_and_refuses_further_trading() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    offer = _last_offer(g)
    apply(g, MakeOffer("p2", "p1", ("bronze", "bronze", "cloth"), "bronze"))
    to_p1 = _last_offer(g)
    apply(g, DoneTrading("p1"))
    d = _data(g)
    assert packet(d, offer).status == "withdrawn" and packet(d, to_p1).status == "lapsed"
    refused(
        g,
        lambda: apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt")),
        IllegalAction,
        "done trading",
    )
    refused(g, lambda: apply(g, DoneTrading("p1")), IllegalAction, "done trading")
    assert sorted(x.player for x in pending(g)) == ["p2", "p3"]


def test_10_5_8_phase_ends_when_all_are_done_and_the_default_is_done_trading() -> None:
    g, events = enter_trade(BASIC)
    assert [e.data["traders"] for e in events if e.kind == "trade_opened"] == [["p3", "p2", "p1"]]
    decisions = pending(g)
    assert all(x.kind == "trade" and x.simultaneous and x.default == DoneTrading(x.player) for x in decisions)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    apply(g, decisions[0].default)  # type: ignore[arg-type]
    apply(g, decisions[1].default)  # type: ignore[arg-type]
    assert g.phase != "trade"


def test_10_5_no_trade_phase_decisions_when_fewer_than_two_can_trade() -> None:
    g, events = enter_trade({"p1": ["salt", "salt", "grain"], "p2": ["gems"]})
    assert any(e.kind == "trade_ended" for e in events)
    assert not pending(g) or g.phase != "trade"


def test_10_5_pending_puts_players_with_offers_to_answer_first() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p3", "p1", ("gems", "spice", "papyrus"), "gems"))
    assert pending(g)[0].player == "p1"


def test_10_5_3_secrecy_packets_and_hands_never_reach_other_players_or_observers() -> None:
    hands = {
        "p1": ["salt", "salt", "grain", "hides"],
        "p2": ["epidemic", "bronze", "spice", "iron"],
        "p3": ["gems", "cloth", "papyrus"],
    }
    # Under the house rule the traded calamity stays as secret as the rest of its packet.
    g, events = enter_trade(hands, Options(traded_calamity_reveal="end_of_trade"))
    events += apply(g, MakeOffer("p2", "p1", ("epidemic", "bronze", "spice"), "bronze"))
    offer = _last_offer(g)
    events += apply(g, CounterOffer("p1", offer, ("salt", "salt", "hides"), "salt"))
    events += apply(g, Accept("p2", _last_offer(g)))
    assert g.ps("p1").calamities == [HeldCalamity("epidemic", "p2", False)]
    # Cards nobody but their holders may know of: the packets (bar the named ones) and hands.
    secret = {"epidemic", "spice", "hides", "grain", "iron"}
    for viewer, role in (("p3", None), (None, None), (None, "observer")):
        text = json.dumps(view_for(g, viewer, role))
        assert not [c for c in secret if f'"{c}"' in text], (viewer, role)
    public_text = json.dumps([e.data for e in events if e.visible_to is None])
    assert not [c for c in secret if f'"{c}"' in public_text]
    for e in events:
        if e.visible_to is not None:
            assert "p3" not in e.visible_to
    # The receiver learns the calamity from his own view; the giver sees his own packet.
    assert "epidemic" in json.dumps(view_for(g, "p1")["you"]["calamities"])
    p2_view = view_for(g, "p2")
    own = [o for o in p2_view["trade"]["packets"] if o["from"] == "p2"]
    assert own and all("hand_cards" in o for o in own)
    assert all("hand_cards" not in o for o in p2_view["trade"]["packets"] if o["from"] != "p2")
    gm = view_for(g, None, "game_master")
    assert all("hand_cards" in o for o in gm["trade"]["packets"])


def test_10_5_trade_view_lists_public_facts_of_offers() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    [o] = view_for(g, "p3")["trade"]["packets"]
    assert o == {
        "id": 1,
        "from": "p1",
        "to": "p2",
        "reply_to": None,
        "cards": 3,
        "value": 16,
        "named": "salt",
        "status": "open",
    }
    assert view_for(g, "p3")["trade"]["trading"] == ["p1", "p2", "p3"]


def test_10_5_card_conservation_and_state_round_trip_with_open_offers() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    apply(g, CounterOffer("p2", _last_offer(g), ("bronze", "bronze", "cloth"), "cloth"))
    assert not check(g)
    g2 = state_from_json(json.loads(json.dumps(state_to_json(g))))
    assert state_hash(g2) == state_hash(g)
    assert serial.to_json(g2.data) == serial.to_json(g.data)
    apply(g2, Accept("p1", _last_offer(g2)))
    assert not check(g2)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_10_5_random_trading_keeps_promises_within_hands_and_conserves_cards(seed: int) -> None:
    """Random legal traders plus random wrong moves: no promise ever exceeds a hand, the deck
    stays whole, wrong moves change nothing, and the phase always ends."""
    rnd = random.Random(seed)
    g = game(["asia", "assyria", "babylon", "egypt"])
    deck = [c for s in g.stacks.values() for c in s if is_tradable(c)]
    rnd.shuffle(deck)
    for p in g.players:
        give_cards(g, p, deck[: rnd.randint(2, 9)])
        deck = deck[len(g.ps(p).hand) :]
    enter(g, "trade")
    agent = RandomPlayer(seed)
    for _ in range(400):
        if phase_named("trade").done(g):
            break
        d = trade_data(g)
        for p in g.players:
            assert not promised(d, p) - Counter(g.ps(p).hand)
        assert all(active(g, d, x.owner) for x in open_packets(d))
        assert not check(g)
        if rnd.random() < 0.2:
            who = rnd.choice(g.players)
            wrong = rnd.choice(
                [
                    Accept(who, rnd.randint(1, d.next_id)),
                    Withdraw(who, rnd.randint(1, d.next_id)),
                    CounterOffer(who, rnd.randint(1, d.next_id), tuple(g.ps(who).hand[:3]), "salt"),
                    MakeOffer(who, rnd.choice(g.players), tuple(g.ps(who).hand[-3:]), "grain"),
                ]
            )
            before = state_hash(g)
            try:
                phase_named("trade").apply(g, wrong)
            except RuleError:
                assert state_hash(g) == before
            continue
        decisions = pending(g)
        dec = decisions[rnd.randrange(len(decisions))]
        chosen = agent.act(g, dec)
        if isinstance(chosen, DoneTrading) and rnd.random() < 0.9:
            continue  # keep the haggling going for longer than the random agent would
        phase_named("trade").apply(g, chosen)
    for dec in pending(g):
        if not phase_named("trade").done(g):
            phase_named("trade").apply(g, DoneTrading(dec.player))
    assert phase_named("trade").done(g)
    assert not check(g)
    assert all(h.revealed for p in g.players for h in g.ps(p).calamities)
