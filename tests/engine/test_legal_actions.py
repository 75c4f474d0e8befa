"""``engine.legal_actions`` and ``engine.is_legal`` on random games of every offered game, at its
smallest, a middle and its largest player count: every action listed applies, ``is_legal``
agrees with ``apply`` (on the listed actions and on actions that are not legal now) and changes
nothing, the same seed lists the same actions, and every kind of action a player chose is among
the kinds listed."""

from __future__ import annotations

import copy
import dataclasses
from functools import cache
from typing import Any

import pytest

from ai import agent_for
from engine import (
    Action,
    Decision,
    RuleError,
    apply,
    interface,
    is_legal,
    legal_actions,
    new_game,
    offered_games,
    pending,
    spec,
    state_hash,
)
from engine.core.errors import GameOver
from engine.core.legal import NotPending
from tests.engine.played_positions import positions

GAMES = [g.id for g in offered_games()]
# Every listed action of every STRIDE-th decision is applied on a copy (applying is the slow part).
STRIDE = 7


def counts(game: str) -> list[int]:
    s = spec(game)
    return sorted({s.min_players, (s.min_players + s.max_players) // 2, s.max_players})


def applies(g: Any, a: Action) -> bool:
    trial = copy.deepcopy(g)
    try:
        apply(trial, a)
    except RuleError:
        return False
    return True


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_action_applies_and_is_legal(game: str) -> None:
    bad: list[str] = []
    for players in counts(game):
        for i, (g, d) in enumerate(positions(game, players, seed=players, kind="random")):
            if i % STRIDE:
                continue
            before = state_hash(g)
            for a in legal_actions(g, d, seed=i):
                if not (is_legal(g, a) and applies(g, a)):
                    bad.append(f"{game} {players}p step {i}: {d.kind} lists {a}")
            assert state_hash(g) == before, "legal_actions or is_legal changed the state"
    assert not bad, bad[:10]


def wrong_actions(g: Any, d: Decision) -> list[Action]:
    """Actions that may or may not be legal now: the decision's answers sent by another player,
    and answers to other decisions pending."""
    others = [p for p in g.players if p != d.player]
    listed = legal_actions(g, d, seed=1)[:4]
    out = [dataclasses.replace(a, player=others[0]) for a in listed]
    for other in pending(g)[1:3]:
        out += legal_actions(g, other, seed=2)[:2]
    return out


@pytest.mark.parametrize("game", GAMES)
def test_is_legal_agrees_with_apply_and_changes_nothing(game: str) -> None:
    for i, (g, d) in enumerate(positions(game, spec(game).min_players + 1, seed=5, kind="random", steps=400)):
        if i % STRIDE:
            continue
        before = state_hash(g)
        for a in wrong_actions(g, d):
            assert is_legal(g, a) == applies(g, a), (d.kind, a)
        assert state_hash(g) == before


@pytest.mark.parametrize("game", GAMES)
def test_the_same_seed_lists_the_same_actions(game: str) -> None:
    for i, (g, d) in enumerate(positions(game, spec(game).max_players, seed=3, kind="random", steps=300)):
        if i % STRIDE == 0:
            assert legal_actions(g, d, seed=i) == legal_actions(g, d, seed=i)


@cache
def chosen_kinds_missing(game: str) -> list[str]:
    """Where an AI player chose an action of a kind the list of its decision does not hold."""
    missing = []
    for players in counts(game):
        for i, (g, d) in enumerate(positions(game, players, seed=players, kind="normal", steps=400)):
            answer = agent_for("normal", i, game=game).act(g, d)
            if not is_legal(g, answer):
                continue
            listed = {a.kind for a in legal_actions(g, d, seed=i)}
            if answer.kind not in listed:
                missing.append(f"{d.kind}: {answer.kind} not among {sorted(listed)}")
    return missing


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_action_a_player_chose_is_listed(game: str) -> None:
    assert not chosen_kinds_missing(game), chosen_kinds_missing(game)[:10]


@pytest.mark.parametrize("game", GAMES)
def test_every_declared_decision_kind_has_a_lister(game: str) -> None:
    rules = spec(game).rules()
    assert set(interface(game).decisions) <= set(rules.legal_listers), game


def test_a_finished_game_or_a_decision_not_pending_is_refused() -> None:
    g = new_game(["p1", "p2"], seed=1, game="civ1980")
    d = pending(g)[0]
    other = next(p for p in g.players if p != d.player)
    stale = Decision(other, d.kind, d.prompt, d.options, d.default)
    with pytest.raises(NotPending, match="not pending"):
        legal_actions(g, stale)
    g.finished = True
    with pytest.raises(GameOver, match="over"):
        legal_actions(g, d)
    assert not is_legal(g, d.default)  # type: ignore[arg-type]
