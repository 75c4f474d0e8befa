"""Views decide secrecy (rules 10.2, 6.1): military hands, civil hands (unless agreed open), the
decks and the event piles are secret; a player sees his own hand and decisions; the game master
sees everything."""

from __future__ import annotations

import json
from typing import Any

from engine import view_for
from engine.core.views import GAME_MASTER
from engine.tta.game import TTA
from tests.tta.helpers import act, position


def _text(view: dict[str, Any]) -> str:
    return json.dumps(view, sort_keys=True)


def test_other_players_hands_never_appear_in_a_view() -> None:
    g = position(
        3,
        player_states={"p1": {"military_hand": ["spy", "annex"], "civil_hand": ["napoleon_bonaparte"]}},
        age="II",
    )
    for viewer in (None, "p2", "p3"):
        text = _text(view_for(g, viewer))
        assert "spy" not in text and "annex" not in text and "napoleon_bonaparte" not in text
    mine = view_for(g, "p1")["you"]
    assert mine["military_hand"] == ["annex", "spy"] and mine["civil_hand"] == ["napoleon_bonaparte"]
    rows = {r["player"]: r for r in view_for(g, None)["players"]}
    assert (rows["p1"]["military_hand_size"], rows["p1"]["civil_hand_size"]) == (2, 1)
    assert view_for(g, "p2", GAME_MASTER)["private"]["p1"]["military_hand"] == ["annex", "spy"]


def test_open_civil_hands_option_shows_civil_hands_only() -> None:
    g = position(
        2,
        options={"open_civil_hands": True},
        player_states={"p1": {"military_hand": ["spy"], "civil_hand": ["iron"]}},
        age="II",
    )
    text = _text(view_for(g, "p2"))
    assert "iron" in text and "spy" not in text
    assert TTA.secrecy_violations(g) == []


def test_decks_and_events_are_secret_but_the_game_master_sees_them() -> None:
    g = position(
        2,
        current_events=["rebellion"],
        future_events=["terrorism"],
        civil_deck=["iron"],
        military_deck=["spy"],
    )
    for viewer in (None, "p1", "p2"):
        text = _text(view_for(g, viewer))
        assert "rebellion" not in text and "terrorism" not in text and '"spy"' not in text
    secret = view_for(g, None, GAME_MASTER)["secret"]
    assert secret["current_events"] == ["rebellion"] and secret["future_events"] == ["terrorism"]
    public = view_for(g, None)
    assert (public["current_events_size"], public["future_events_size"], public["civil_deck_size"]) == (
        1,
        1,
        1,
    )


def test_a_prepared_event_is_never_shown() -> None:
    g = position(
        2,
        phase="political",
        current_events=["rats", "pestilence"],
        player_states={"p1": {"military_hand": ["rebellion"]}},
    )
    events = act(g, "tta_prepare_event", card="rebellion")
    assert all("rebellion" not in json.dumps(e.data) for e in events)
    for viewer in (None, "p2"):
        assert "rebellion" not in _text(view_for(g, viewer))


def test_drawn_military_cards_are_told_only_to_their_drawer() -> None:
    g = position(2, military_deck=["spy", "annex"], age="II")
    events = act(g, "tta_end_actions")
    drawn = [e for e in events if e.kind == "tta_military_cards"]
    assert drawn and drawn[0].visible_to == ("p1",) and drawn[0].data["cards"] == ["spy", "annex"]
    assert all("spy" not in json.dumps(e.data) for e in events if e.visible_to is None)


def test_joan_of_arc_shows_the_next_event_to_her_owner_only() -> None:
    g = position(
        2,
        phase="political",
        current_events=["rats"],
        player_states={"p1": {"leader": "joan_of_arc", "leader_ages": ["I"]}},
    )
    assert view_for(g, "p1")["you"]["decisions"][0]["options"]["next_event"] == "rats"
    assert "rats" not in _text(view_for(g, "p2")) and "rats" not in _text(view_for(g, None))


def test_answers_given_at_once_stay_secret_until_all_are_in() -> None:
    g = position(
        2,
        phase="political",
        current_events=["development_of_markets"],
        player_states={"p1": {"military_hand": ["rats"]}},
    )
    act(g, "tta_prepare_event", card="rats")
    act(g, "tta_choose", "p2", option="resources")
    assert view_for(g, "p1")["submitted"] == ["p2"]
    assert (
        "submitted" not in view_for(g, "p1")["you"]
        and view_for(g, "p2")["you"]["submitted"]["option"] == "resources"
    )
    others = {k: v for k, v in view_for(g, "p1").items() if k != "you"}
    assert '"option"' not in _text(others) and '"option"' not in _text(view_for(g, None))


def test_every_role_of_the_view() -> None:
    g = position(2)
    assert view_for(g, "p1")["role"] == "player" and "you" in view_for(g, "p1")
    assert view_for(g, None)["role"] == "observer" and "you" not in view_for(g, None)
    assert "private" in view_for(g, None, GAME_MASTER) and TTA.secrecy_violations(g) == []
