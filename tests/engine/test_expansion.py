"""Rules 6.2 (population expansion, A8-A9) and 6.3 (census)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.expansion import DistributeGrowth, GrowthChoice
from engine.core.errors import IllegalAction
from tests.engine.helpers import city, enter, game, refused, short_of_stock


def test_6_2_1_one_token_grows_one_two_or_more_grow_two() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    units.place_from_stock(g, "phaestos", "p1", 3)
    enter(g, "expansion")
    assert units.tokens_in(g, "knossos", "p1") == 2
    assert units.tokens_in(g, "phaestos", "p1") == 5


def test_6_2_1_only_own_tokens_count_in_shared_areas() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "athens", "p1", 1)
    units.place_from_stock(g, "athens", "p2", 3)
    enter(g, "expansion")
    assert units.tokens_in(g, "athens", "p1") == 2
    assert units.tokens_in(g, "athens", "p2") == 5


def test_6_2_2_no_growth_where_any_city_stands() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "athens", "p2")
    units.place_from_stock(g, "athens", "p1", 2)
    enter(g, "expansion")
    assert units.tokens_in(g, "athens", "p1") == 2


def test_6_2_2_option_own_city_only_blocks_growth() -> None:
    g = game(["crete", "thrace", "italy"], Options(growth_blocked_by="own_city"))
    city(g, "athens", "p2")
    units.place_from_stock(g, "athens", "p1", 2)
    enter(g, "expansion")
    assert units.tokens_in(g, "athens", "p1") == 4


def test_6_2_3_growth_may_exceed_the_population_limit() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "thera", "p1", 4)  # limit 1
    enter(g, "expansion")
    assert units.tokens_in(g, "thera", "p1") == 6


def test_6_2_4_short_stock_player_chooses_where_tokens_go() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 2)
    units.place_from_stock(g, "phaestos", "p1", 1)
    short_of_stock(g, "p1", 2)
    enter(g, "expansion")
    [d] = pending(g)
    assert (
        d.player == "p1"
        and d.kind == "growth"
        and d.options == GrowthChoice(stock=2, areas={"knossos": 2, "phaestos": 1})
    )
    refused(g, lambda: apply(g, DistributeGrowth("p1", (("knossos", 1),))), IllegalAction, "all 2")
    refused(g, lambda: apply(g, DistributeGrowth("p1", (("phaestos", 2),))), IllegalAction, "1 to 1")
    refused(g, lambda: apply(g, DistributeGrowth("p1", (("athens", 2),))), IllegalAction, "does not grow")
    apply(g, DistributeGrowth("p1", (("knossos", 1), ("phaestos", 1))))
    assert units.tokens_in(g, "knossos", "p1") == 3 and units.tokens_in(g, "phaestos", "p1") == 2
    assert g.ps("p1").stock == 0


def test_6_2_4_default_growth_is_legal_and_uses_the_whole_stock() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("knossos", "phaestos", "thera"):
        units.place_from_stock(g, a, "p1", 2)
    short_of_stock(g, "p1", 3)
    enter(g, "expansion")
    [d] = pending(g)
    assert d.default is not None
    apply(g, d.default)
    assert g.ps("p1").stock == 0


def test_6_3_census_orders_by_tokens_then_ast_order() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 3)
    units.place_from_stock(g, "scythia", "p2", 3)
    units.place_from_stock(g, "rubicon", "p3", 5)
    enter(g, "census")
    # Italy most; Thrace and Crete tie at 3: Thrace (4th in AST order) before Crete (5th).
    assert g.census_order == ["p3", "p2", "p1"]
    assert g.ps("p3").census == 5
