"""Every game declares its interface (``engine.interface``): every decision it pends is of a
declared kind with that kind's options class, and every event it emits is of a declared kind
with its declared payload and visibility; checked over the rule cases and random games of every
offered game, at its smallest and largest player counts."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from ai import agent_for
from engine import Decision, Event, apply, interface, new_game, offered_games, pending
from engine.core.decisions import DecisionOptions, options_from_json
from tests.case_actions import read_action
from tests.rule_cases import case_files, load_case, start

GAMES = [g.id for g in offered_games()]


def random_game(
    game: str, players: int, seed: int, options: Any = None, steps: int = 1500
) -> Iterator[tuple[list[Decision], list[Event]]]:
    """(decisions pending, events of the step) along a game of random players."""
    ids = [f"p{i + 1}" for i in range(players)]
    g = new_game(ids, options, seed=seed, game=game)
    agents = {p: agent_for("random", seed * 10 + i, game=game) for i, p in enumerate(ids)}
    events: list[Event] = []
    for _ in range(steps):
        decisions = pending(g)
        yield decisions, events
        if g.finished or not decisions:
            return
        events = apply(g, agents[decisions[0].player].act(g, decisions[0]))


def rule_cases(game: str) -> Iterator[tuple[list[Decision], list[Event]]]:
    for path in case_files():
        case = load_case(path)
        g = start(case)
        if g.game != game:
            continue
        yield pending(g), []
        for data in case.get("actions", []):
            try:
                events = apply(g, read_action(g, data))
            except Exception:  # the case's refused action: it changes nothing
                break
            yield pending(g), events


@cache
def seen(game: str) -> tuple[list[Decision], list[Event]]:
    spec = next(g for g in offered_games() if g.id == game)
    decisions: list[Decision] = []
    events: list[Event] = []
    walks = [rule_cases(game)]
    walks += [random_game(game, n, seed) for n in (spec.min_players, spec.max_players) for seed in (1, 2)]
    # A game played in variants (its "variant" option) is played in each of them too.
    rules = spec.rules()
    variant = rules.option_docs.get("variant")
    for choice in variant.choices[1:] if variant else ():
        options = rules.options_from_json({"variant": choice})
        walks.append(random_game(game, spec.min_players + 1, 3, options))
    for walk in walks:
        for pended, happened in walk:
            decisions += pended
            events += happened
    return decisions, events


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_is_of_a_declared_kind_with_its_options_class(game: str) -> None:
    declared = interface(game)
    decisions, _ = seen(game)
    problems = sorted({p for d in decisions for p in declared.decision_problems(d)})
    assert not problems, problems[:20]


@pytest.mark.parametrize("game", GAMES)
def test_every_event_is_of_a_declared_kind_with_its_payload(game: str) -> None:
    declared = interface(game)
    _, events = seen(game)
    problems = sorted({p for e in events for p in declared.event_problems(e)})
    assert not problems, problems[:20]


@pytest.mark.parametrize("game", GAMES)
def test_options_read_back_from_their_json_form(game: str) -> None:
    """The JSON form (views, stored prompts) loads back into the same options; the transitional
    mapping form has exactly the JSON form's keys."""
    decisions, _ = seen(game)
    for d in decisions:
        data = d.options.to_json()
        assert options_from_json(type(d.options), data) == d.options, d.kind
        assert sorted(d.options) == sorted(data), d.kind
        assert {k: d.options[k] for k in d.options} == {k: d.options.get(k) for k in data}
        assert interface(game).decision_from_json(d.to_json()) == d


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_options_class_is_a_frozen_dataclass(game: str) -> None:
    for kind, cls in interface(game).decisions.items():
        assert issubclass(cls, DecisionOptions), kind
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, kind  # type: ignore[attr-defined]


def test_an_undeclared_kind_or_a_wrong_payload_is_reported() -> None:
    declared = interface("civ1980")
    assert declared.event_problems(Event("no_such_event"))
    assert declared.event_problems(Event("round_started", {"round": "one"}))
    assert declared.event_problems(Event("round_started", {"round": 1, "extra": 2}))
    assert not declared.event_problems(Event("round_started", {"round": 1}))
    wrong: Any = {"nations": {}}
    assert declared.decision_problems(Decision("p1", "choose_nation", "", wrong))
