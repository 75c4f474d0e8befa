"""Set-up by player count (rules reference §4.1-4.2, §7.4; 000 §15-16)."""

from __future__ import annotations

import pytest

from engine import new_game, pending, view_for
from engine.civ.advciv.content import setup, trade_cards
from engine.civ.advciv.game import ADVCIV, ROUND


def stacks_after_setup(players: int, seed: int) -> dict[int, list[str]]:
    g = new_game([f"p{i + 1}" for i in range(players)], None, seed=seed, game="advciv")
    return g.stacks


@pytest.mark.parametrize("players", range(2, 9))
def test_7_4_safe_cards_on_top_tradable_calamity_below_non_tradable_at_the_bottom(players: int) -> None:
    tc = trade_cards()
    for seed in range(1, 6):
        stacks = stacks_after_setup(players, seed)
        assert not any(c in tc.calamities for c in stacks[1])
        assert len(stacks[1]) == 14
        for n in range(2, 10):
            stack = stacks[n]
            assert all(c in tc.commodities for c in stack[:players]), (n, stack[:players])
            tradable = [c.id for c in tc.calamities.values() if c.stack == n and c.tradable]
            bottom = [c.id for c in tc.calamities.values() if c.stack == n and not c.tradable]
            assert stack[len(stack) - len(bottom) :] == bottom
            assert all(stack.index(c) >= players for c in tradable)
        assert [len(stacks[n]) for n in range(1, 10)] == [14, 17, 19, 17, 15, 12, 12, 10, 10]


def test_7_4_the_tradable_calamity_lies_anywhere_below_the_safe_cards() -> None:
    """Shuffled in, not put at a fixed place: over many seeds Treachery takes many places."""
    places = {stacks_after_setup(3, seed)[2].index("treachery") for seed in range(1, 60)}
    assert min(places) >= 3 and len(places) > 5


@pytest.mark.parametrize("players", range(2, 9))
def test_4_2_nations_offered_are_those_of_the_board_cut(players: int) -> None:
    g = new_game([f"p{i + 1}" for i in range(players)], None, seed=1, game="advciv")
    offered = list(pending(g)[0].options["nations"])
    pc = setup().player_counts[players]
    assert offered == list(pc.default_cut.nations)
    assert all(pending(g)[0].options["nations"][n] for n in offered), "every nation has a start area in play"


def test_4_1_unused_nations_supply_barbarians_and_pirates() -> None:
    g = new_game([f"p{i + 1}" for i in range(5)], None, seed=1, game="advciv")
    view = view_for(g, None)
    assert view["neutrals"]["unused_nations"] == list(setup().ast_order)  # nobody has chosen yet
    while g.phase == "setup":
        d = pending(g)[0]
        ADVCIV.apply(g, d.default)
    neutrals = view_for(g, None)["neutrals"]
    assert len(neutrals["unused_nations"]) == 4
    assert neutrals["supply"] == {"tokens": 4 * 55, "cities": 4 * 9}


def test_5_1_calamities_come_before_the_civilization_cards() -> None:
    assert ROUND.index("calamities") < ROUND.index("civ_cards") < ROUND.index("ast")
    names = [name for name, _ in ADVCIV.phase_table()]
    assert names[0] == "setup" and len(names) == 15
