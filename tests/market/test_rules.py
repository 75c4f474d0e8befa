"""Market's rules one by one through the engine's public functions: the simultaneous offers,
the die, the tie rule, the secret hand, refused answers in the game's words (nothing changes),
and its registration by the tests alone."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import GameSpec, NotUnderstood, RuleError, UnknownGame
from tests.market.positions import position
from tests.market.state import Keep, Offer, Pass

GAME = "market"
ROOT = Path(__file__).resolve().parents[2]


def answer(g: Any, *actions: Any) -> list[Any]:
    return [e for a in actions for e in engine.apply(g, a)]


def test_every_merchant_offers_at_once_and_may_change_his_mind_until_the_last(market: GameSpec) -> None:
    g = position({"a": [5, 9], "b": [2, 3]})
    assert [(d.player, d.simultaneous) for d in engine.pending(g)] == [("a", True), ("b", True)]
    answer(g, Offer("a", 9))
    assert [d.player for d in engine.pending(g)] == ["b"]
    assert engine.view_for(g, "b")["submitted"] == ["a"]
    events = answer(g, Pass("a"), Offer("b", 2))
    revealed = next(e for e in events if e.kind == "market_offers_revealed")
    assert revealed.data == {"offers": {"b": 2}, "passed": ["a"]}


@pytest.mark.parametrize("ties,seller", [("seat", "a"), ("nobody", None)])
def test_equal_offers_sell_by_the_tie_option(market: GameSpec, ties: str, seller: str | None) -> None:
    g = position({"a": [5, 9], "b": [5, 3], "c": [1]}, ties=ties)
    events = answer(g, Offer("a", 5), Offer("b", 5), Pass("c"))
    roll = next(e for e in events if e.kind == "market_die_rolled").data["roll"]
    sold = next(e for e in events if e.kind == "market_sold").data
    assert sold == {"player": seller, "card": 5, "points": roll if seller else 0, "tied": ["a", "b"]}
    assert g.scores == {"a": roll if seller else 0, "b": 0, "c": 0}


def test_the_die_decides_whether_the_highest_or_the_lowest_offer_sells(market: GameSpec) -> None:
    rolls: dict[int, str] = {}
    for seed in range(1, 40):
        g = position({"a": [9], "b": [1]}, seed=seed)
        events = answer(g, Offer("a", 9), Offer("b", 1))
        roll = next(e for e in events if e.kind == "market_die_rolled").data["roll"]
        rolls[roll] = next(e for e in events if e.kind == "market_sold").data["player"]
    assert rolls == {1: "a", 2: "a", 3: "a", 4: "a", 5: "b", 6: "b"}


def test_a_merchant_who_passes_draws_two_in_secret_and_keeps_one(market: GameSpec) -> None:
    g = position({"a": [5], "b": [7]})
    events = answer(g, Pass("a"), Pass("b"))
    drawn = {e.visible_to: e.data["cards"] for e in events if e.kind == "market_drawn"}
    assert set(drawn) == {("a",), ("b",)}
    (d,) = engine.pending(g)
    assert (d.player, d.kind, d.simultaneous) == ("a", "market_keep", False)
    assert engine.view_for(g, "a")["you"]["drawn"] == drawn[("a",)]
    assert "drawn" not in json.dumps(engine.view_for(g, "b")["players"])
    with pytest.raises(RuleError, match="another merchant is choosing"):
        engine.apply(g, Keep("b", drawn[("b",)][0]))
    kept = drawn[("a",)][1]
    told = answer(g, Keep("a", kept))
    assert sorted(g.hands["a"]) == sorted([5, kept])
    assert told[0].data == {"player": "a", "discarded": drawn[("a",)][0]}


def test_a_hand_is_seen_by_its_merchant_alone(market: GameSpec) -> None:
    g = position({"a": [9, 9, 8], "b": [1, 2]})
    mine, theirs, observer = engine.view_for(g, "a"), engine.view_for(g, "b"), engine.view_for(g)
    assert mine["you"]["hand"] == [9, 9, 8] and theirs["you"]["hand"] == [1, 2]
    assert [d["kind"] for d in theirs["you"]["decisions"]] == ["market_bid"]
    assert theirs["you"]["decisions"][0]["options"] == {"hand": [1, 2]}
    assert "you" not in observer and "private" not in theirs and "secret" not in observer
    assert [r["hand_size"] for r in observer["players"]] == [3, 2]
    master = engine.view_for(g, None, "game_master")
    assert master["private"]["a"]["hand"] == [9, 9, 8] and len(master["secret"]["deck"]) == 22


def test_private_events_reach_no_channel(market: GameSpec) -> None:
    g = position({"a": [5], "b": [7]})
    events = answer(g, Pass("a"), Offer("b", 7))
    (drawn,) = [e for e in events if e.kind == "market_drawn"]
    names = engine.plain_names(g)
    assert engine.narrate(g, drawn, names) is None
    assert engine.narrate_private(g, drawn, "b", names) is None
    line = engine.narrate_private(g, drawn, "a", names)
    assert line is not None and line.startswith("You drew ")


@pytest.mark.parametrize(
    "line,message",
    [
        ("offer Unicorn", "There is no good called 'unicorn'."),
        ("offer Gold", "You hold no Gold."),
        ("offer Grain Wool", "Name one good to offer"),
        ("", "Type an answer: offer GOOD | pass."),
    ],
)
def test_a_bad_answer_is_refused_in_the_games_words_and_changes_nothing(
    market: GameSpec, line: str, message: str
) -> None:
    g = position({"a": [1, 2], "b": [3]})
    before = engine.state_hash(g)
    with pytest.raises((NotUnderstood, RuleError)) as refused:
        engine.parse_action(g, engine.pending(g)[0], line)
    assert str(refused.value).startswith(message)
    assert engine.state_hash(g) == before


def test_actions_out_of_turn_or_phase_are_refused_and_change_nothing(market: GameSpec) -> None:
    g = position({"a": [1, 2], "b": [3]})
    before = engine.state_hash(g)
    refusals = [(Keep("a", 1), "That cannot be done now"), (Offer("zed", 1), "You are not a merchant")]
    for action, message in refusals:
        with pytest.raises(RuleError, match=message):
            engine.apply(g, action)
    assert engine.state_hash(g) == before
    finished = position({"a": [1], "b": [3]}, rounds=3, round=3, phase="over", finished=True, winners=["a"])
    with pytest.raises(RuleError, match="The market is closed"):
        engine.apply(finished, Pass("a"))


def test_a_bad_position_names_its_field(market: GameSpec) -> None:
    with pytest.raises(engine.PositionError, match="players"):
        engine.load_position({"game": GAME, "players": ["a"]})
    with pytest.raises(engine.PositionError, match="goods not conserved"):
        position({"a": [1], "b": [2]}, deck=[])


def test_the_game_is_offered_only_while_a_test_registers_it() -> None:
    assert GAME not in engine.GAMES
    with pytest.raises(UnknownGame, match="There is no game called 'market'"):
        engine.spec(GAME)


def test_no_shared_module_names_the_test_game() -> None:
    named = re.compile(r"[\"']market[\"']|tests\.market")
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for package in ("engine", "ai", "bot", "renderer", "civbot", "tools", "i18n")
        for path in sorted((ROOT / package).rglob("*.py"))
        for n, line in enumerate(path.read_text().splitlines(), start=1)
        if named.search(line)
    ]
    assert found == []
