"""The worlds the Through the Ages AI searches (``ai.games.tta.worlds``): each looks exactly like the
real game to its player (his whole view is the same), keeps every card and token, never
depends on how the hidden cards really lie, and does deal them anew."""

from __future__ import annotations

import random
from collections.abc import Iterator

from ai.games.tta.match import seats
from ai.games.tta.worlds import sample_world
from engine import view_for
from engine.tta.flow import apply, pending
from engine.tta.invariants import check
from engine.tta.setup_game import new_game
from engine.tta.state import GameState
from tests.ai.hidden import hide_differently


def positions(
    seeds: tuple[int, ...], every: int, rare: frozenset[str] = frozenset()
) -> Iterator[tuple[GameState, str]]:
    """Positions of 4-player games of random players, each with the player who decides there:
    every ``every``-th position, and each whose decision is of a ``rare`` kind."""
    for seed in seeds:
        ids, agents = seats(["random"] * 4, seed)
        g = new_game(ids, None, seed)
        n = 0
        while not g.finished:
            d = pending(g)[0]
            if n % every == 0 or d.kind in rare:
                yield g, d.player
            apply(g, agents[d.player].act(g, d))
            n += 1


def hidden_parts(g: GameState, me: str) -> tuple[object, ...]:
    return (
        tuple(tuple(g.ps(p).military_hand) for p in g.players if p != me),
        tuple(tuple(g.ps(p).civil_hand) for p in g.players if p != me),
        tuple(g.military_deck),
        tuple(g.civil_deck),
        tuple(g.current_events),
        tuple(g.future_events),
    )


def test_a_world_looks_to_its_player_exactly_like_the_game_and_keeps_every_card() -> None:
    kinds: set[str] = set()
    expected = {"tta_action", "tta_political", "tta_defend", "tta_bid", "tta_choose", "tta_select"}
    for g, me in positions((1, 2), every=5, rare=frozenset(expected - {"tta_action", "tta_political"})):
        world = sample_world(g, me, random.Random(7))
        assert view_for(world, me) == view_for(g, me)
        assert check(world) == []
        kinds.add(pending(g)[0].kind)
    assert expected <= kinds


def test_a_world_depends_only_on_what_its_player_sees() -> None:
    for i, (g, me) in enumerate(positions((3,), every=7)):
        hidden = hide_differently(g, me, i)
        assert sample_world(g, me, random.Random(i)) == sample_world(hidden, me, random.Random(i))


def test_worlds_deal_the_hidden_cards_anew() -> None:
    dealt = same = 0
    for g, me in positions((4,), every=9):
        if g.round < 3:
            continue
        world = sample_world(g, me, random.Random(1))
        dealt += 1
        same += hidden_parts(world, me) == hidden_parts(g, me)
    assert dealt > 20 and same == 0
