"""Rules 9.1 / 6.7: city building (A18, D12) and the 2-player island rule (001 29)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.cities import BuildCities
from engine.core.errors import IllegalAction, OverLimit
from tests.engine.helpers import act, city, enter, game, put, refused


def test_9_1_six_tokens_on_a_city_site_build_a_city() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 8)  # black site
    enter(g, "city_building")
    [d] = pending(g)
    assert d.options["areas"] == {"knossos": 6}
    act(g, BuildCities("p1", ("knossos",)))
    assert g.cities["knossos"] == "p1" and g.new_cities == ["knossos"]
    # The 6 tokens went to stock; the 2 extra remain until phase 8.
    assert units.tokens_in(g, "knossos", "p1") == 2


def test_9_1_twelve_tokens_elsewhere() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "delphi", "p1", 11)  # no city site
    enter(g, "city_building")
    assert not pending(g)
    put(g, "delphi", "p1", 1)
    enter(g, "city_building")
    apply(g, BuildCities("p1", ("delphi",)))
    assert g.cities["delphi"] == "p1" and units.tokens_in(g, "delphi", "p1") == 0


def test_9_1_one_city_per_area_and_nine_per_player() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ["rubicon", "corinth", "sparta", "argos", "athens", "thessaly", "epirus", "macedonia", "ithaka"]:
        city(g, a, "p1")
    put(g, "knossos", "p1", 6)
    enter(g, "city_building")
    assert not pending(g)  # no city left in stock
    g2 = game(["crete", "thrace", "italy"])
    city(g2, "knossos", "p2")
    put(g2, "knossos", "p1", 6)
    put(g2, "phaestos", "p1", 6)
    enter(g2, "city_building")
    refused(g2, lambda: apply(g2, BuildCities("p1", ("knossos",))), IllegalAction, "already holds a city")
    refused(g2, lambda: apply(g2, BuildCities("p1", ("phaestos", "phaestos"))), IllegalAction, "once")


def test_9_1_too_many_cities_for_the_stock_refused() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ["rubicon", "corinth", "sparta", "argos", "athens", "thessaly", "epirus", "macedonia"]:
        city(g, a, "p1")
    put(g, "knossos", "p1", 6)
    put(g, "phaestos", "p1", 6)
    enter(g, "city_building")
    refused(g, lambda: apply(g, BuildCities("p1", ("knossos", "phaestos"))), OverLimit, "1 cities left")


def test_9_1_not_enough_tokens_refused() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 6)
    put(g, "phaestos", "p1", 5)
    enter(g, "city_building")
    refused(g, lambda: apply(g, BuildCities("p1", ("phaestos",))), IllegalAction, "need 6")


def test_29_two_player_game_island_sites_need_twelve() -> None:
    g = game(["italy", "thrace"])
    put(g, "knossos", "p1", 6)  # an island city site
    enter(g, "city_building")
    assert not pending(g)
    put(g, "knossos", "p1", 6)
    enter(g, "city_building")
    [d] = pending(g)
    assert d.options["areas"] == {"knossos": 12}


def test_9_1_building_is_optional_and_default_keeps_cities_supported() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 6)
    put(g, "phaestos", "p1", 6)
    enter(g, "city_building")
    [d] = pending(g)
    # Building both would leave 0 tokens for 2 cities; building one leaves 6 tokens for 1.
    assert d.default == BuildCities("p1", ("knossos",))
    apply(g, BuildCities("p1", ()))
    assert not g.cities


def test_d12_option_forbids_unsupported_cities() -> None:
    g = game(["crete", "thrace", "italy"], Options(forbid_unsupported_cities=True))
    put(g, "knossos", "p1", 6)
    enter(g, "city_building")
    refused(g, lambda: apply(g, BuildCities("p1", ("knossos",))), IllegalAction, "could not be supported")
    g2 = game(["crete", "thrace", "italy"])
    put(g2, "knossos", "p1", 6)
    enter(g2, "city_building")
    apply(g2, BuildCities("p1", ("knossos",)))
    assert g2.cities["knossos"] == "p1"
