"""The Through the Ages valuation's shortcuts change no figure: a technology's yield per worker
is kept per set of weights (it is read for every worker of every position a player tries), and a
set of weights derived from another (``dataclasses.replace``, as the tuning bench derives them)
never reads the other's."""

from __future__ import annotations

import dataclasses

from ai.games.tta.evaluate import NORMAL, Weights, best_placement, in_hand, output, value
from ai.games.tta.match import play_tta
from engine import Event, copy_state
from engine.tta.api import GameState, cards, stats
from tests.tta.helpers import position, workers


def test_a_yield_kept_for_some_weights_is_never_read_with_others() -> None:
    farm = cards()["irrigation"]
    normal = output(farm, NORMAL)
    richer = dataclasses.replace(NORMAL, food=2 * NORMAL.food)
    assert output(farm, richer) == 2 * normal
    assert output(farm, NORMAL) == normal
    assert dataclasses.replace(NORMAL) == NORMAL and hash(NORMAL) == hash(dataclasses.replace(NORMAL))


def test_worths_kept_per_position_are_the_worths_found_anew() -> None:
    """A worker's best placement and a technology's worth are kept per everything they read (the
    normal players of a seeded game fill them): every player's value in every tenth position
    of the game is the value found with nothing kept, and so is a best placement once the
    construction technologies, the resources, the buildings or the government change, and a
    special technology's worth in hand once one of its kind is in play."""
    seen: list[GameState] = []

    def every_tenth(g: GameState, _events: list[Event]) -> None:
        if len(seen) * 10 < g.version:
            seen.append(copy_state(g))

    play_tta(["normal"] * 3, 4, on_action=every_tenth)
    for g in seen:
        for p in g.active:
            assert value(g, p, NORMAL) == value(g, p, dataclasses.replace(NORMAL))
    g = position(
        player_states={
            "p1": {
                "workers": workers(drama=1, philosophy=1),
                "pool": 1,
                "blue": {"bronze": 1},
                "blue_bank": 10,
            }
        }
    )
    ps = g.ps("p1")

    def placement(w: Weights) -> float:
        return best_placement(g, ps, 6.0, w, 3.0)

    for change in (
        lambda: ps.specials.append("masonry"),  # a theater 1 resource cheaper
        lambda: ps.blue.update(bronze=3),  # the resources to build it at once
        lambda: ps.workers.update(drama=2),  # no more theaters under Despotism
        lambda: setattr(ps, "government", "monarchy"),  # a third one allowed
    ):
        before = placement(NORMAL)
        change()
        assert placement(NORMAL) == placement(dataclasses.replace(NORMAL)) != before
    # A special technology in hand is worth what it adds to the one of its kind in play.
    hand = [in_hand(g, ps, stats(g, "p1"), "cartography", 6.0, NORMAL)]
    ps.specials.append("navigation")
    hand.append(in_hand(g, ps, stats(g, "p1"), "cartography", 6.0, NORMAL))
    assert (
        hand[1] == in_hand(g, ps, stats(g, "p1"), "cartography", 6.0, dataclasses.replace(NORMAL)) != hand[0]
    )


def test_a_value_read_from_kept_worths_follows_every_change_they_read() -> None:
    """The hand, the threats, a defence and a production are kept per what they read: a value
    after each change is the value found with nothing kept (and a different one)."""
    g = position(
        players=3,
        player_states={
            "p1": {"workers": workers(), "civil_hand": ["irrigation", "code_of_laws"], "military_tokens": 2},
            "p2": {
                "workers": workers(warriors=3),
                "military_hand": ["raid_i", "plunder_i"],
                "military_tokens": 2,
            },
        },
    )
    p1 = g.ps("p1")

    def now(w: Weights) -> float:
        return value(g, "p1", w, horizon=6.0)

    for change in (
        lambda: setattr(p1, "science", 4),  # the hand's technologies sooner in play
        lambda: setattr(g, "last_round", g.round + 1),  # Age IV: wars and aggressions count less
        lambda: p1.military_hand.append("bonus_i"),  # a card to defend with
        lambda: setattr(p1, "blue_bank", 1),  # the bank limits what the farms produce
    ):
        before = now(NORMAL)
        change()
        assert now(NORMAL) == now(dataclasses.replace(NORMAL)) != before
