"""``engine.copy_state``: a copy of the whole position for searches, on every offered game. The
copy equals the original, shares no mutable object with it (so trying actions on it never
changes the game) but the parts its state class copies on write (``COPIED_ON_WRITE``: the
containers are its own, what they hold is shared until either side asks for it), and plays on
exactly as the original does, neither side moving the other."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from ai import agent_for
from engine import Action, apply, copy_state, new_game, offered_games, pending, spec, state_hash
from engine.core.clone import structural_copy


def positions(game: str, seed: int, every: int, most: int = 400) -> Iterator[tuple[Any, list[Action]]]:
    """Positions of a game of random players (every ``every``-th, ``most`` actions at most), each
    with the actions played next from it."""
    n = spec(game).min_players + 1
    ids = [f"p{i + 1}" for i in range(n)]
    agents = {p: agent_for("random", seed * 10 + i, game=game) for i, p in enumerate(ids)}
    g = new_game(ids, None, seed, game=game)
    played: list[tuple[Any, int]] = []
    actions: list[Action] = []
    while not g.finished and len(actions) < most:
        if len(actions) % every == 0:
            played.append((copy.deepcopy(g), len(actions)))
        d = pending(g)[0]
        actions.append(agents[d.player].act(g, d))
        apply(g, actions[-1])
    for position, at in played:
        yield position, actions[at : at + every]


def mutable_parts(obj: Any, path: str = "g") -> Iterator[tuple[str, Any]]:
    """Every mutable object reachable from ``obj`` (lists, dicts, sets, dataclasses that are not
    frozen), with where it was found."""
    if isinstance(obj, (list, set)):
        yield path, obj
        for i, x in enumerate(obj):
            yield from mutable_parts(x, f"{path}[{i}]")
    elif isinstance(obj, dict):
        yield path, obj
        for k, v in obj.items():
            yield from mutable_parts(v, f"{path}[{k!r}]")
    elif isinstance(obj, tuple):
        for i, x in enumerate(obj):
            yield from mutable_parts(x, f"{path}[{i}]")
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if not obj.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            yield path, obj
        on_write = getattr(obj, "COPIED_ON_WRITE", ())
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if f.name in on_write:
                yield f"{path}.{f.name}", value  # the container only: its items are shared
            else:
                yield from mutable_parts(value, f"{path}.{f.name}")


def shared_mutables(a: Any, b: Any) -> list[str]:
    mine = {id(x) for _, x in mutable_parts(a)}
    return [where for where, x in mutable_parts(b) if id(x) in mine]


@pytest.mark.parametrize("game", [g.id for g in offered_games()])
def test_a_copy_equals_the_game_shares_nothing_and_plays_on_alike(game: str) -> None:
    checked = 0
    for g, actions in (p for seed in (1, 2) for p in positions(game, seed, every=7)):
        copied = copy_state(g)
        assert copied == g and state_hash(copied) == state_hash(g)
        assert shared_mutables(g, copied) == []
        before = state_hash(g)
        for a in actions:
            apply(copied, a)
        assert state_hash(g) == before  # the original never moved
        played = state_hash(copied)
        for a in actions:
            apply(g, a)
        assert state_hash(copied) == played  # nor did the copy, when the original played
        assert state_hash(copied) == state_hash(g)
        checked += 1
    assert checked >= 20


@dataclass
class _Inner:
    items: list[str] = field(default_factory=list)


@dataclass(slots=True)
class _Outer:
    name: str
    inner: _Inner
    table: dict[str, list[int]] = field(default_factory=dict)
    anything: Any = None
    maybe: _Inner | None = None


def test_the_structural_copy_follows_the_type_hints_of_any_dataclass() -> None:
    original = _Outer("x", _Inner(["a"]), {"k": [1]}, {"deep": [[1]]}, _Inner(["b"]))
    copied = structural_copy(original)
    assert copied == original
    assert shared_mutables(original, copied) == []


def test_a_through_the_ages_copy_shares_a_players_state_until_either_side_asks_for_it() -> None:
    g = new_game(["p1", "p2", "p3"], None, 1, game="tta")
    copied = copy_state(g)
    assert copied.player_states["p1"] is g.player_states["p1"]  # shared, not copied yet
    copied.ps("p1").culture += 5  # asked for: the copy's own from now on
    assert copied.ps("p1").culture == g.ps("p1").culture + 5
    g.ps("p2").science += 3  # the original asks: its own too
    assert g.ps("p2").science == copied.ps("p2").science + 3
    assert copied.player_states["p3"] is g.player_states["p3"]  # still shared: nobody asked
    again = copy_state(copied)  # a copy of a copy shares with both
    again.ps("p3").culture += 1
    assert g.ps("p3").culture == copied.ps("p3").culture == again.ps("p3").culture - 1
