"""Rules 4: setup — choosing order, nations per player count, start areas, token counts."""

from __future__ import annotations

from engine.civ import units
from engine.civ.content import setup
from engine.civ.flow import apply, new_game, pending
from engine.civ.options import Options
from engine.civ.phases.setup import ChooseNation
from engine.core.errors import IllegalAction, UnknownName
from tests.engine.helpers import refused


def _choose_all(g):  # type: ignore[no-untyped-def]
    while g.phase == "setup":
        d = pending(g)[0]
        apply(g, d.default)


def test_4_2_choosing_order_is_a_seeded_random_permutation() -> None:
    orders = set()
    for seed in range(12):
        g = new_game(["a", "b", "c", "d"], seed=seed)
        assert sorted(g.data.choosing_order) == ["a", "b", "c", "d"]  # type: ignore[union-attr]
        orders.add(tuple(g.data.choosing_order))  # type: ignore[union-attr]
    assert len(orders) > 1
    again = new_game(["a", "b", "c", "d"], seed=5)
    assert again.data.choosing_order == new_game(["a", "b", "c", "d"], seed=5).data.choosing_order  # type: ignore[union-attr]


def test_4_2_seat_order_option() -> None:
    g = new_game(["a", "b", "c"], Options(nation_choice_order="seat"), seed=3)
    assert [d.player for d in pending(g)] == ["a"]


def test_4_1_each_player_chooses_in_order_and_places_one_token() -> None:
    g = new_game(["a", "b", "c"], seed=1)
    order = list(g.data.choosing_order)  # type: ignore[union-attr]
    first = pending(g)[0]
    assert first.player == order[0]
    apply(g, ChooseNation(first.player, "crete", "knossos"))
    assert units.tokens_in(g, "knossos", first.player) == 1
    assert g.ps(first.player).stock == 46
    assert "crete" not in pending(g)[0].options["nations"]


def test_4_3_token_allowance_per_player_count() -> None:
    expected = {7: 47, 6: 55, 5: 47, 4: 55, 3: 47, 2: 55}
    for n, tokens in expected.items():
        g = new_game([f"p{i}" for i in range(n)])
        assert {ps.allowance for ps in g.player_states.values()} == {tokens}
    g = new_game([f"p{i}" for i in range(7)], Options(tokens_per_set=56))
    assert g.ps("p0").allowance == 48


def test_4_3_nations_available_per_player_count() -> None:
    assert set(pending(new_game(["a", "b", "c", "d"]))[0].options["nations"]) == {
        "egypt",
        "babylon",
        "assyria",
        "asia",
    }
    assert set(pending(new_game(["a", "b"]))[0].options["nations"]) == {
        "italy",
        "africa",
        "illyria",
        "thrace",
    }
    assert set(pending(new_game(["a", "b", "c"]))[0].options["nations"]) == {
        "italy",
        "africa",
        "illyria",
        "thrace",
        "crete",
    }
    five = set(pending(new_game(["a", "b", "c", "d", "e"]))[0].options["nations"])
    assert five == {"thrace", "crete", "asia", "assyria", "babylon", "egypt"}
    assert len(pending(new_game([f"p{i}" for i in range(7)]))[0].options["nations"]) == 9


def test_4_4_start_areas_are_the_nations_bordered_areas_in_play() -> None:
    g = new_game(["a", "b", "c", "d"])
    choices = pending(g)[0].options["nations"]
    assert "jalo" not in choices["egypt"]  # west of the divider in the 4-player game
    assert choices["egypt"] and set(choices["egypt"]) <= set(setup().nations["egypt"].start_areas)
    g7 = new_game([f"p{i}" for i in range(7)])
    assert pending(g7)[0].options["nations"]["thrace"] == ["scythia"]


def test_4_refusals_unknown_unavailable_and_wrong_area() -> None:
    g = new_game(["a", "b", "c"], seed=2)
    p = pending(g)[0].player
    refused(g, lambda: apply(g, ChooseNation(p, "atlantis", "x")), UnknownName, "no nation")
    refused(g, lambda: apply(g, ChooseNation(p, "egypt", "thebes")), IllegalAction, "not available")
    refused(g, lambda: apply(g, ChooseNation(p, "crete", "athens")), IllegalAction, "start area")
    apply(g, ChooseNation(p, "crete", "knossos"))
    p2 = pending(g)[0].player
    refused(g, lambda: apply(g, ChooseNation(p2, "crete", "phaestos")), IllegalAction, "not available")


def test_4_1_after_setup_round_one_begins() -> None:
    g = new_game(["a", "b", "c"], seed=4)
    _choose_all(g)
    assert g.round == 1
    assert g.phase not in ("setup",)
    # Round 1: no cities, so taxation is skipped; every start token grew by one.
    for p in g.players:
        assert units.tokens_on_board(g, p) == 2
