"""Rules 6.1: taxation and revolt (A3-A7, D13-D14)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate
from engine.core.errors import IllegalAction, NotYourTurn, WrongPhase
from tests.engine.helpers import city, enter, game, refused
from tests.engine.taxation_positions import all_revolt_with_a_short_taker


def test_6_1_1_two_tokens_per_city_from_stock_to_treasury() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "knossos", "p1")
    city(g, "phaestos", "p1")
    enter(g, "taxation")
    assert g.ps("p1").treasury == 4
    assert g.ps("p1").stock == 47 - 4
    assert not pending(g)


def test_6_1_1_coinage_holder_chooses_rate_1_to_3() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "knossos", "p1")
    city(g, "phaestos", "p1")
    g.ps("p1").civ_cards.append("coinage")
    enter(g, "taxation")
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "tax_rate" and d.default == SetTaxRate("p1", 2)
    refused(g, lambda: apply(g, SetTaxRate("p1", 4)), IllegalAction, "1, 2 or 3")
    refused(g, lambda: apply(g, SetTaxRate("p2", 1)), NotYourTurn)
    apply(g, SetTaxRate("p1", 3))
    assert g.ps("p1").treasury == 6


def test_6_1_2_shortfall_pays_whole_cities_and_the_rest_revolt() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("knossos", "phaestos", "athens"):
        city(g, a, "p1")
    g.ps("p1").stock = 5
    g.ps("p1").treasury = 42
    enter(g, "taxation")
    # A3: 5 tokens pay for 2 cities at 2; 1 token stays in stock; 1 city revolts.
    assert g.ps("p1").treasury == 46 and g.ps("p1").stock == 1
    [d] = pending(g)
    assert d.kind == "revolt_cities" and d.options["count"] == 1
    # The player with the most tokens in stock (ties: AST order) chooses: Thrace before Italy? No:
    # Italy (p3) is earlier in AST order than Thrace (p2), and both have 47.
    assert d.player == "p3"


def test_6_1_2_all_tokens_option_pays_everything() -> None:
    g = game(["crete", "thrace", "italy"], Options(tax_shortfall="all_tokens"))
    for a in ("knossos", "phaestos", "athens"):
        city(g, a, "p1")
    g.ps("p1").stock = 5
    g.ps("p1").treasury = 42
    enter(g, "taxation")
    assert g.ps("p1").stock == 0 and g.ps("p1").treasury == 47


def test_6_1_4_taker_replaces_revolting_cities_with_his_own() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("knossos", "phaestos", "athens"):
        city(g, a, "p1")
    g.ps("p1").stock = 2
    g.ps("p1").treasury = 45
    enter(g, "taxation")
    [d] = pending(g)
    assert d.player == "p3" and d.options["count"] == 2
    refused(g, lambda: apply(g, ChooseRevoltCities("p3", "p1", ("knossos",))), IllegalAction, "exactly 2")
    refused(g, lambda: apply(g, ChooseRevoltCities("p3", "p1", ("knossos", "corinth"))), IllegalAction)
    apply(g, ChooseRevoltCities("p3", "p1", ("athens", "knossos")))
    assert g.cities["athens"] == "p3" and g.cities["knossos"] == "p3" and g.cities["phaestos"] == "p1"
    assert sorted(g.revolt_cities) == ["athens", "knossos"]
    # 6.1.7: the new owner does not pay the unpaid taxes.
    assert g.ps("p3").treasury == 0


def test_6_1_5_next_player_takes_what_the_first_cannot() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("knossos", "phaestos", "rhodes"):
        city(g, a, "p1")
    g.ps("p1").stock = 2
    g.ps("p1").treasury = 45
    # Italy has the most stock but all 9 cities on the board: Thrace takes the cities.
    nine = ["athens", "corinth", "sparta", "argos", "delphi", "thessaly", "epirus", "macedonia", "ithaka"]
    for a in nine:
        city(g, a, "p3")
    g.ps("p2").stock = 10
    g.ps("p2").treasury = 37
    enter(g, "taxation")
    # Italy pays 18 of its 47 -> 29 in stock and ranks first: it chooses, Thrace takes.
    [d] = pending(g)
    assert d.player == "p3" and d.options["count"] == 2
    apply(g, ChooseRevoltCities("p3", "p1", ("knossos", "rhodes")))
    assert g.cities["knossos"] == "p2" and g.cities["rhodes"] == "p2" and g.cities["phaestos"] == "p1"


def test_6_1_5_cities_nobody_can_take_are_removed() -> None:
    g = game(["illyria", "thrace"], Options(revolt_defaulter_can_take=False))
    city(g, "knossos", "p1")
    g.ps("p1").stock = 1
    g.ps("p1").treasury = 46
    for a in ["athens", "corinth", "sparta", "argos", "delphi", "thessaly", "epirus", "macedonia", "ithaka"]:
        city(g, a, "p2")
    enter(g, "taxation")
    assert "knossos" not in g.cities
    assert not pending(g)


def test_6_1_6_revolting_cities_return_to_the_defaulter_when_he_has_most_stock() -> None:
    """A4: the defaulter is ranked too; if he has the most stock, his cities stay his."""
    g = game(["illyria", "thrace"])
    for a in ("knossos", "phaestos", "athens"):
        city(g, a, "p1")
    g.ps("p1").stock = 5
    g.ps("p2").stock = 0
    g.ps("p2").treasury = 47
    enter(g, "taxation")
    # After paying 4, Illyria has 1 token in stock, more than anyone: the cities stay his.
    assert all(g.cities[a] == "p1" for a in ("knossos", "phaestos", "athens"))
    assert not pending(g)


def test_6_1_3_revolts_resolved_after_everyone_paid() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "knossos", "p1")
    city(g, "rubicon", "p3")
    g.ps("p1").stock = 0
    g.ps("p1").treasury = 47
    g.ps("p3").civ_cards.append("coinage")
    enter(g, "taxation")
    # Italy must set its Coinage rate before anyone pays; p1's revolt waits.
    assert [d.kind for d in pending(g)] == ["tax_rate"]
    assert g.cities["knossos"] == "p1" and g.ps("p1").treasury == 47
    apply(g, SetTaxRate("p3", 1))
    # Italy paid 1 (46 left); Thrace has 47 and takes Crete's only city.
    assert g.cities["knossos"] == "p2"


def test_wrong_phase_is_refused() -> None:
    g = game(["illyria", "thrace"])
    city(g, "knossos", "p1")
    g.ps("p1").civ_cards.append("coinage")
    enter(g, "taxation")
    refused(g, lambda: apply(g, DistributeGrowth("p1", ())), WrongPhase, "Taxation")
    assert units.city_count(g, "p1") == 1


def test_6_3_2_all_cities_revolt_and_the_taker_who_cannot_take_them_all_chooses_his() -> None:
    # 001 6.3.2: the player with most stock chooses the cities he takes over; 6.3.3: the next
    # largest stock takes the rest. With every city revolting the choice is still his.
    g = all_revolt_with_a_short_taker()
    enter(g, "taxation")
    [d] = pending(g)
    assert d.player == "p3" and d.kind == "revolt_cities" and d.options["count"] == 3
    assert "you can take over only 1" in d.prompt
    # The default is what the engine did before it asked: the cities in board order.
    assert d.default == ChooseRevoltCities("p3", "p1", ("knossos", "phaestos", "rhodes"))
    refused(g, lambda: apply(g, ChooseRevoltCities("p3", "p1", ("rhodes",))), IllegalAction, "exactly 3")
    refused(
        g, lambda: apply(g, ChooseRevoltCities("p2", "p1", ("rhodes", "knossos", "phaestos"))), NotYourTurn
    )
    apply(g, ChooseRevoltCities("p3", "p1", ("rhodes", "knossos", "phaestos")))
    assert g.cities["rhodes"] == "p3"
    assert g.cities["knossos"] == "p2" and g.cities["phaestos"] == "p2"


def test_6_3_2_all_cities_revolt_default_gives_the_taker_the_first_cities_in_board_order() -> None:
    g = all_revolt_with_a_short_taker()
    enter(g, "taxation")
    [d] = pending(g)
    assert d.default is not None
    events = apply(g, d.default)
    taken = {e.data["taker"]: e.data["areas"] for e in events if e.kind == "cities_revolted"}
    assert taken == {"p3": ["knossos"], "p2": ["phaestos", "rhodes"]}


def test_6_3_2_all_cities_revolt_no_choice_when_one_taker_takes_them_all() -> None:
    g = all_revolt_with_a_short_taker()
    units.remove_city(g, "athens")  # Italy can now place 2 ...
    units.remove_city(g, "corinth")  # ... 3: all of them
    events = enter(g, "taxation")
    assert not pending(g)
    taken = {e.data["taker"]: e.data["areas"] for e in events if e.kind == "cities_revolted"}
    assert taken == {"p3": ["knossos", "phaestos", "rhodes"]}
