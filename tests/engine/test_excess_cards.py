"""Rules 6.11, 10.6, 11.1: the hand limit of 6 and the return of trade cards (A25, D29, D30)."""

from __future__ import annotations

from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.phases.excess_cards import ReturnCards, cheapest_return
from engine.civ.phases.registry import phase_named, round_phases, round_tail
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from tests.engine.card_positions import EIGHT, enter_excess_cards
from tests.engine.helpers import game, refused


def test_10_6_a_player_over_6_cards_must_return_the_excess() -> None:
    g = enter_excess_cards({"p1": EIGHT, "p2": ["salt", "grain"]})
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "return_cards"
    assert d.options["must_return"] == 2 and d.options["limit"] == 6
    refused(g, lambda: apply(g, ReturnCards("p1", ("hides",))), OverLimit, "return 1 more")
    refused(
        g,
        lambda: apply(g, ReturnCards("p1", ("hides", "ochre", "gold"))),
        IllegalAction,
        "exactly 2 commodity",
    )
    refused(g, lambda: apply(g, ReturnCards("p1", ("hides", "hides"))), NotEnough, "1 Hides")
    refused(g, lambda: apply(g, ReturnCards("p1", ("hides", "pottery"))), UnknownName)
    bottoms = {n: list(s) for n, s in g.stacks.items()}
    phase_named("excess_cards").apply(g, ReturnCards("p1", ("ochre", "gold")))
    assert g.ps("p1").hand == ["grain", "grain", "hides", "salt", "salt", "salt"]
    assert g.stacks[1] == [*bottoms[1], "ochre"] and g.stacks[9] == [*bottoms[9], "gold"]
    assert not check(g)


def test_10_6_players_at_or_below_6_without_calamity_are_not_asked() -> None:
    g = enter_excess_cards({"p1": EIGHT[:6], "p2": ["salt"]})
    assert g.phase == "excess_cards" and not pending(g)


def test_10_6_holder_chooses_default_returns_least_set_value_calamities_first() -> None:
    assert cheapest_return([*EIGHT[:7], "epidemic"]) == ("epidemic", "hides")
    # Dropping the lone Gems loses 8; a Bronze would lose 30, a Cloth 25.
    hand = ["gems", "bronze", "bronze", "bronze", "cloth", "cloth", "cloth"]
    assert cheapest_return(hand) == ("gems",)
    assert cheapest_return(["salt"] * 4 + ["grain"] * 4) == ("salt", "salt")
    assert cheapest_return(EIGHT[:6]) == ()
    g = enter_excess_cards({"p1": [*EIGHT[:7], "epidemic"]})
    [d] = pending(g)
    assert d.default == ReturnCards("p1", ("epidemic", "hides"))


def test_10_6_a25_tradable_calamity_may_be_returned_voluntarily_below_the_limit() -> None:
    g = enter_excess_cards({"p1": ["epidemic", "salt", "grain"]})
    [d] = pending(g)
    assert d.options["must_return"] == 0 and d.options["calamities"] == ["epidemic"]
    assert d.default == ReturnCards("p1", ())
    refused(g, lambda: apply(g, ReturnCards("p1", ("salt",))), IllegalAction, "Only tradable calamities")
    before = list(g.stacks[6])
    phase_named("excess_cards").apply(g, ReturnCards("p1", ("epidemic",)))
    assert g.ps("p1").hand == ["grain", "salt"]
    assert g.stacks[6] == [*before, "epidemic"]


def test_10_6_d30_tradable_calamity_may_be_kept_for_a_later_round() -> None:
    g = enter_excess_cards({"p1": ["piracy", "salt", "grain"]})
    phase_named("excess_cards").apply(g, ReturnCards("p1", ()))
    assert "piracy" in g.ps("p1").hand


def test_10_6_returning_a_calamity_counts_toward_the_excess() -> None:
    g = enter_excess_cards({"p1": [*EIGHT[:6], "iconoclasm"]})
    [d] = pending(g)
    assert d.options["must_return"] == 1
    refused(
        g,
        lambda: apply(g, ReturnCards("p1", ("iconoclasm", "grain"))),
        IllegalAction,
        "keep your commodity cards",
    )
    phase_named("excess_cards").apply(g, ReturnCards("p1", ("iconoclasm",)))
    assert len(g.ps("p1").hand) == 6 and g.stacks[8][-1] == "iconoclasm"


def test_10_6_returned_cards_are_secret_public_event_gives_the_count() -> None:
    g = enter_excess_cards({"p1": EIGHT})
    events = phase_named("excess_cards").apply(g, ReturnCards("p1", ("hides", "ochre")))
    public = [e for e in events if e.visible_to is None]
    assert [e.data for e in public if e.kind == "trade_cards_returned"] == [{"player": "p1", "count": 2}]
    assert all("hides" not in repr(e.data) for e in public)


def test_10_6_sequential_mode_asks_in_ast_order_and_resolves_at_once() -> None:
    g = enter_excess_cards(
        {"p1": EIGHT, "p3": ["epidemic", "salt", "grain"]}, Options(simultaneous_phases=False)
    )
    [d] = pending(g)
    assert d.player == "p3"  # Italy before Crete
    phase_named("excess_cards").apply(g, ReturnCards("p3", ("epidemic",)))
    assert "epidemic" not in g.ps("p3").hand
    [d] = pending(g)
    assert d.player == "p1"


def test_d29_excess_cards_timing_before_or_after_calamities() -> None:
    g = game(["crete", "thrace", "italy"])
    tail = round_tail(g)
    assert tail.index("excess_cards") == tail.index("civ_cards") + 1
    assert tail.index("excess_cards") < tail.index("calamities")
    g2 = game(["crete", "thrace", "italy"], Options(excess_cards_timing="after_calamities"))
    tail2 = round_tail(g2)
    assert tail2.index("excess_cards") == tail2.index("calamities") + 1
    assert tail2.index("excess_cards") < tail2.index("ast")
    names = [p.name for p in round_phases(g2)]
    assert "excess_cards" in names and "trade" in names and "trade_cards" in names
    # The phase itself reads nothing but hands: it behaves the same in both positions.
    for options in (Options(), Options(excess_cards_timing="after_calamities")):
        h = enter_excess_cards({"p1": EIGHT}, options)
        [d] = pending(h)
        assert d.options["must_return"] == 2 and d.default == ReturnCards("p1", ("hides", "ochre"))


def test_10_6_phase_flows_on_once_everyone_answered() -> None:
    g = enter_excess_cards({"p1": EIGHT, "p2": ["epidemic", "salt", "grain"]})
    apply(g, ReturnCards("p2", ()))
    assert g.phase == "excess_cards"
    apply(g, ReturnCards("p1", ("hides", "ochre")))
    assert g.phase != "excess_cards"
    assert len(g.ps("p1").hand) == 6 and "epidemic" in g.ps("p2").hand
