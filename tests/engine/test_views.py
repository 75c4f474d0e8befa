"""Views decide secrecy (design.md): observers and other players never see a hand, an unrevealed
calamity or a held submission; a player sees his own."""

from __future__ import annotations

import json

from civbot.simulate import simulate
from engine.civ.state import HeldCalamity
from engine.civ.views import GAME_MASTER, view_for
from tests.engine.helpers import game


def _text(view: dict) -> str:  # type: ignore[type-arg]
    return json.dumps(view, sort_keys=True)


def test_hand_size_counts_unrevealed_calamities_so_a_deal_leaks_nothing() -> None:
    g = game(["crete", "thrace", "italy"])
    g.ps("p2").hand = ["grain", "grain", "salt"]
    g.ps("p2").calamities = [HeldCalamity("epidemic", "p1", revealed=False)]
    public = {p["player"]: p for p in view_for(g, None)["players"]}
    assert public["p2"]["hand_size"] == 4
    assert public["p2"]["calamities"] == []
    assert "epidemic" not in _text(view_for(g, None)) and "epidemic" not in _text(view_for(g, "p3"))
    mine = view_for(g, "p2")["you"]
    assert mine["hand"] == ["grain", "grain", "salt"]
    assert mine["calamities"] == [{"calamity": "epidemic", "traded_by": "p1", "revealed": False}]


def test_other_players_hands_never_appear_in_a_view() -> None:
    g = simulate(4, 8, 3).game
    for p in g.players:
        g.ps(p).hand = ["gems", "gems", "spice"] if p == "p1" else []
    for viewer in (None, "p2", "p3", "p4"):
        text = _text(view_for(g, viewer))
        assert "gems" not in text and "spice" not in text
    assert "gems" in _text(view_for(g, "p1"))
    assert view_for(g, "p1", GAME_MASTER)["private"]["p1"]["hand"] == ["gems", "gems", "spice"]


def test_12_2_a_player_sees_the_credits_his_cards_give() -> None:
    g = game(["crete", "thrace", "italy"])
    g.ps("p1").civ_cards = ["mysticism", "music"]
    credits = view_for(g, "p1")["you"]["credits"]
    # Mysticism: Arts 5 + Sciences 20; Music: Arts 5 and 30 toward Philosophy (the larger).
    assert credits["astronomy"] == 20 and credits["law"] == 10 and credits["philosophy"] == 50
    assert "mysticism" not in credits and "credits" not in view_for(g, None)
