"""What each view shows in Advanced Civilization (rules reference §7.5-7.6, §10.4; 000 §27.4,
§28.3, §29.2): another player's hand, his packets' unnamed cards and his hidden calamities
never; the public score without the hand."""

from __future__ import annotations

import pytest

from engine import apply, view_for
from engine.civ.advciv import invariants
from engine.civ.advciv.phases import trade as adv_trade
from engine.civ.advciv.phases.trade import DeclaredOffer
from tests.engine.advciv.helpers import position

HANDS = {
    "p1": {"hand": ["grain", "salt", "salt", "treachery"]},
    "p2": {"hand": ["oil", "wine", "wine"]},
    "p3": {"hand": ["iron", "iron", "salt"]},
}


def offering():  # type: ignore[no-untyped-def]
    g = position(phase="trade", ps=HANDS)
    apply(g, DeclaredOffer("p1", "p2", ("salt", "salt", "treachery"), ("salt", "salt")))
    return g


def test_7_6_others_see_a_packets_size_and_declaration_only() -> None:
    g = offering()
    for viewer in (None, "p2", "p3"):
        (packet,) = view_for(g, viewer)["trade"]["packets"]
        assert packet == {
            "id": 1,
            "from": "p1",
            "to": "p2",
            "reply_to": None,
            "cards": 3,
            "named": ["salt", "salt"],
            "status": "open",
        }
    (own,) = view_for(g, "p1")["trade"]["packets"]
    assert own["hand_cards"] == ["salt", "salt", "treachery"]
    (gm,) = view_for(g, None, "game_master")["trade"]["packets"]
    assert gm["hand_cards"] == ["salt", "salt", "treachery"]
    assert invariants.secrecy(g) == []


def test_7_6_the_secrecy_check_sees_a_packet_shown_to_others(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: were the cards of a packet shown to everyone, it says so."""
    g = offering()
    monkeypatch.setattr(
        adv_trade,
        "packet_view",
        lambda p, viewer, all_secrets=False: {**adv_trade.declared_facts(p), "value": 9},
    )
    assert any("value" in v for v in invariants.secrecy(g))


def test_7_5_a_hidden_calamity_counts_in_the_hand_size_but_is_never_shown() -> None:
    hidden = {"hand": ["ochre"], "calamities": [{"calamity": "volcano", "revealed": False}]}
    g = position(phase="trade", ps={**HANDS, "p1": hidden})  # p2 and p3 still trade
    for viewer in (None, "p2"):
        row = next(r for r in view_for(g, viewer)["players"] if r["player"] == "p1")
        assert row["calamities"] == [] and row["hand_size"] == 2
        assert "volcano" not in str(view_for(g, viewer).get("you", ""))
    mine = view_for(g, "p1")["you"]
    assert mine["calamities"] == [{"calamity": "volcano", "traded_by": None, "revealed": False}]


def test_10_4_the_public_score_leaves_out_the_hand() -> None:
    g = position(
        ps={"p1": {"ast_position": 3, "civ_cards": ["pottery"], "treasury": 4, "hand": ["gold", "gold"]}},
        cities={"cyrene": "p1"},
        tokens={"sahara": {"p1": 2}},
    )
    row = next(r for r in view_for(g, "p2")["players"] if r["player"] == "p1")
    assert row["public_score"] == 300 + 45 + 4 + 50
    assert "score" not in row
    assert view_for(g, "p1")["you"]["score"] == 300 + 45 + 4 + 50 + 36
    assert invariants.secrecy(g) == []


def test_neutral_pieces_are_public() -> None:
    g = position(barbarians={"moesia": 3}, pirate_cities=["corinth"])
    neutrals = view_for(g, "p2")["neutrals"]
    assert neutrals["barbarians"] == {"moesia": 3} and neutrals["pirate_cities"] == ["corinth"]
    assert neutrals["supply"] == {"tokens": 6 * 55 - 3, "cities": 6 * 9 - 1}
