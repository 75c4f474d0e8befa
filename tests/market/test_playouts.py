"""Market played to its end by random players through the engine's public functions only
(``engine.new_game``, ``pending``, ``legal_actions``, ``apply``, ``view_for``, the text forms,
the narrator, positions and saves), with its invariants, its declarations and its secrets
checked after every answer."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine
from ai.random_player import RandomPlayer
from engine import Action, Decision, Event, GameRecord, GameSpec
from tests.market.state import Options

GAME = "market"


def check_step(g: Any, d: Decision, action: Action, events: list[Event]) -> list[str]:
    """Everything that must hold after ``action`` answered ``d`` and produced ``events``."""
    rules, declared = engine.rules_of(g), engine.interface(GAME)
    names = engine.plain_names(g)
    problems = rules.invariant_violations(g) + rules.secrecy_violations(g)
    for e in events:
        problems += declared.event_problems(e)
        if e.visible_to is None and engine.narrate(g, e, names) is None:
            problems.append(f"public {e.kind} told by no sentence")
        for seat in g.players:
            told = engine.narrate_private(g, e, seat, names)
            if (told is not None) != (e.visible_to is not None and seat in e.visible_to):
                problems.append(f"private {e.kind} told to {seat}")
    return problems


def check_decision(g: Any, d: Decision) -> list[str]:
    """The decision conforms to its declaration; every listed action is legal, and its text form
    reads back as itself."""
    problems = engine.interface(GAME).decision_problems(d)
    for a in engine.legal_actions(g, d, seed=g.version):
        if not engine.is_legal(g, a):
            problems.append(f"{a} is listed but refused: {engine.refusal(g, a)}")
        text = engine.action_text(g, a)
        if engine.parse_action(g, d, text) != a:
            problems.append(f"{text!r} does not read back as {a}")
    return problems


def play(players: int, seed: int, options: Options | None = None) -> tuple[Any, GameRecord, list[str]]:
    ids = [f"p{i + 1}" for i in range(players)]
    g = engine.new_game(ids, options, seed=seed, game=GAME)
    record = GameRecord.start(g)
    agents = {p: RandomPlayer(seed * 10 + i) for i, p in enumerate(ids)}
    problems: list[str] = []
    ended: list[str] = []
    for _ in range(200):
        decisions = engine.pending(g)
        if g.finished:
            break
        d = decisions[0]
        problems += check_decision(g, d)
        action = agents[d.player].act(g, d)
        events = engine.apply(g, action, on_phase_end=lambda state, phase: ended.append(phase))
        record.add(action)
        problems += check_step(g, d, action, events)
        problems += [p for phase in ended for p in engine.rules_of(g).phase_end_violations(g, phase)]
        ended.clear()
    return g, record, problems


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ties", ["seat", "nobody"])
def test_random_games_end_with_a_winner_and_keep_every_invariant(
    market: GameSpec, players: int, ties: str
) -> None:
    for seed in range(1, 6):
        g, _, problems = play(players, seed, Options(rounds=4 + seed % 3, ties=ties))
        assert problems == [], (players, seed, problems[:5])
        assert g.finished and g.winners and engine.pending(g) == []
        assert g.round == 4 + seed % 3
        standings = engine.rules_of(g).standings(g)
        assert {r["player"] for r in standings if r["winner"]} == set(g.winners)


def test_the_same_seed_and_answers_give_the_same_game_and_global_random_is_untouched(
    market: GameSpec,
) -> None:
    before = random.getstate()
    first, record, _ = play(3, 7)
    assert random.getstate() == before
    again = engine.replay(record)
    assert engine.state_hash(again) == engine.state_hash(first)
    other, _, _ = play(3, 8)
    assert engine.state_hash(other) != engine.state_hash(first)


def test_a_save_a_position_and_a_copy_give_back_the_same_game(market: GameSpec) -> None:
    g, record, _ = play(4, 3)
    loaded = engine.load_save_text(engine.save_text(record, g))
    assert engine.state_hash(loaded) == engine.state_hash(g)
    # Halfway through: the position, the JSON form and a copy hold the whole game.
    half = engine.new_game(list(record.players), seed=record.seed, game=GAME)
    for raw in record.actions[: len(record.actions) // 2]:
        engine.apply(half, engine.action_from_json(raw))
    for copy in (
        engine.load_position(engine.dump_position(half)),
        engine.state_from_json(engine.state_to_json(half)),
        engine.copy_state(half),
    ):
        assert engine.state_hash(copy) == engine.state_hash(half)
        assert engine.pending(copy) == engine.pending(half)


def test_its_declarations_hold_on_every_kind_it_asks_and_tells(market: GameSpec) -> None:
    """Every declared decision and event kind happens in random games (none declared in vain)."""
    asked: set[str] = set()
    told: set[str] = set()
    for seed in range(1, 8):
        g = engine.new_game(["a", "b", "c"], seed=seed, game=GAME)
        agents = {p: RandomPlayer(seed + i) for i, p in enumerate(g.players)}
        while not g.finished:
            d = engine.pending(g)[0]
            asked.add(d.kind)
            told |= {e.kind for e in engine.apply(g, agents[d.player].act(g, d))}
    declared = engine.interface(GAME)
    assert asked == set(declared.decisions)
    assert told == set(declared.events)
    assert set(declared.narrator.public) | set(declared.narrator.private) == told
