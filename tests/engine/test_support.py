"""Rules 6.8: surplus removal and reduction of unsupported cities (A19-A21, D32)."""

from __future__ import annotations

from engine import legal_actions
from engine.civ import units
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.support import ReduceCities
from engine.core.errors import IllegalAction
from tests.engine.helpers import act, city, enter, game, put, refused


def test_6_8_1_surplus_above_the_limit_goes_to_stock_ships_do_not_count() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "athens", "p1", 3)  # limit 2
    from engine.civ.state import Ship

    for i in range(3):
        g.ships[f"s{i}"] = Ship(f"s{i}", "p1", "athens")
    enter(g, "surplus")
    assert units.tokens_in(g, "athens", "p1") == 2
    assert len(units.ships_of(g, "p1")) == 3


def test_6_8_1_agriculture_adds_one_for_a_sole_occupant() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "athens", "p1", 4)
    g.ps("p1").civ_cards.append("agriculture")
    enter(g, "surplus")
    assert units.tokens_in(g, "athens", "p1") == 3


def test_6_8_1_no_tokens_may_stay_in_a_city_area() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p1")
    put(g, "athens", "p1", 2)
    put(g, "athens", "p2", 1)
    put(g, "knossos", "p1", 2)
    enter(g, "surplus")
    assert units.occupants(g, "athens") == {}


def test_6_8_2_two_tokens_per_city_or_reduce() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p1")  # limit 2
    city(g, "corinth", "p1")  # limit 2
    put(g, "knossos", "p1", 1)
    enter(g, "surplus")
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "reduce_cities"
    refused(g, lambda: apply(g, ReduceCities("p1", ())), IllegalAction, "list more cities")
    refused(g, lambda: apply(g, ReduceCities("p1", ("knossos",))), IllegalAction, "no city")
    act(g, ReduceCities("p1", ("athens", "corinth")))
    # 6.8.3: Athens reduced -> 2 tokens, now 3 tokens for 1 city: Corinth survives.
    assert "athens" not in g.cities and g.cities["corinth"] == "p1"
    assert units.tokens_in(g, "athens", "p1") == 2


def test_6_8_3_reduction_places_limit_plus_one_with_agriculture() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p1")
    g.ps("p1").civ_cards.append("agriculture")
    enter(g, "surplus")
    act(g, ReduceCities("p1", ("athens",)))
    assert units.tokens_in(g, "athens", "p1") == 3


def test_6_8_3_cities_built_this_round_are_reduced_first() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p1")
    city(g, "corinth", "p1")
    g.new_cities.append("corinth")
    enter(g, "surplus")
    refused(g, lambda: apply(g, ReduceCities("p1", ("athens", "corinth"))), IllegalAction, "built this round")
    apply(g, ReduceCities("p1", ("corinth", "athens")))
    g2 = game(["crete", "thrace", "italy"], Options(new_cities_reduced_first=False))
    city(g2, "athens", "p1")
    city(g2, "corinth", "p1")
    g2.new_cities.append("corinth")
    enter(g2, "surplus")
    apply(g2, ReduceCities("p1", ("athens", "corinth")))
    assert "athens" not in g2.cities


def test_6_8_4_stock_shortage_place_what_there_is_then_reduce_on() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p1")
    city(g, "corinth", "p1")
    g.ps("p1").treasury = g.ps("p1").stock - 1
    g.ps("p1").stock = 1
    enter(g, "surplus")
    act(g, ReduceCities("p1", ("athens", "corinth")))
    # Athens -> 1 token (all the stock); still unsupported -> Corinth reduced with nothing.
    assert not g.cities and units.tokens_in(g, "athens", "p1") == 1


def test_d32_destroy_option_when_stock_is_short() -> None:
    g = game(["crete", "thrace", "italy"], Options(reduction_stock_shortage="destroy"))
    city(g, "athens", "p1")
    g.ps("p1").treasury = g.ps("p1").stock - 1
    g.ps("p1").stock = 1
    enter(g, "surplus")
    act(g, ReduceCities("p1", ("athens",)))
    assert not g.cities and units.tokens_on_board(g, "p1") == 0


def test_6_8_default_reduces_the_cities_returning_most_tokens_first() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "thera", "p1")
    city(g, "knossos", "p1")
    enter(g, "surplus")
    [d] = pending(g)
    assert d.default is not None
    act(g, d.default)
    assert units.tokens_on_board(g, "p1") >= 2 * units.city_count(g, "p1")


def test_a5_revolt_grace_option_exempts_revolt_cities() -> None:
    g = game(["crete", "thrace", "italy"], Options(revolt_grace=True))
    city(g, "athens", "p1")
    g.revolt_cities.append("athens")
    enter(g, "surplus")
    assert not pending(g)
    g2 = game(["crete", "thrace", "italy"])
    city(g2, "athens", "p1")
    g2.revolt_cities.append("athens")
    enter(g2, "surplus")
    assert pending(g2)


def test_a_new_city_that_alone_restores_support_is_the_one_legal_answer() -> None:
    """Orders that differ only in cities reduction never reaches are one answer (issue 26,
    item 7: "Cities built this round must be reduced first: memphis" was still asked)."""
    g = game(["crete", "thrace", "italy"])
    for area in ("athens", "corinth", "sparta"):
        city(g, area, "p1")
    g.new_cities.append("athens")
    put(g, "knossos", "p1", 3)
    enter(g, "surplus")
    [d] = pending(g)
    assert d.kind == "reduce_cities" and d.options.must_reduce_new_first
    assert legal_actions(g, d) == [ReduceCities("p1", ("athens",))]
