"""Rules 11.3-11.4: Volcanic Eruption / Earthquake, Civil Disorder, Iconoclasm and Heresy, Piracy
(D22, D27, D33, A20, A36, A37, A40, A41)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.calamity.civil_disorder import ChooseDisorderCities
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.piracy import PiracyChoice
from engine.civ.calamity.volcano import ChooseVolcano, EarthquakeChoice
from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.core.errors import IllegalAction, NotYourTurn, OverLimit
from tests.engine.calamity_positions import (
    LAND_CITIES,
    NO_FLOOR,
    act_in_calamities,
    calamities_done,
    calamity_game,
    data_of_kind,
    hold_calamity,
    piracy_game,
    start_calamities,
    strong,
    supported_cities,
)
from tests.engine.helpers import city, put, refused

# -- Volcanic Eruption / Earthquake ---------------------------------------------------------------


def test_11_3_volcano_erupts_and_destroys_every_unit_in_the_areas_it_touches() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    put(g, "syracus", "p1", 1)
    city(g, "milazzo", "p2")
    put(g, "milazzo", "p3", 2)
    put(g, "palermo", "p2", 2)  # next door, untouched
    events = start_calamities(g)
    assert data_of_kind(events, "volcano_erupted")[0]["volcano"] == "etna"
    assert (
        "milazzo" not in g.cities and not units.occupants(g, "milazzo") and not units.occupants(g, "syracus")
    )
    assert units.tokens_in(g, "palermo", "p2") == 2 and calamities_done(g) and not check(g)


def test_11_3_volcano_at_several_volcanoes_the_player_chooses_which_erupts() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    put(g, "campania", "p1", 1)
    put(g, "neapolis", "p2", 1)
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "choose_volcano" and sorted(d.options["volcanoes"]) == ["thera", "vesuvius"]
    assert d.default == ChooseVolcano("p1", "vesuvius")  # the cheaper one for him
    refused(g, lambda: apply(g, ChooseVolcano("p1", "etna")), IllegalAction, "not a volcano at your units")
    act_in_calamities(g, ChooseVolcano("p1", "thera"))
    assert not units.occupants(g, "thera") and units.tokens_in(g, "neapolis", "p2") == 1


def test_11_3_volcano_eruption_is_mandatory_even_with_cities_elsewhere() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    city(g, "athens", "p1")
    events = start_calamities(g)
    assert data_of_kind(events, "volcano_erupted") and not data_of_kind(events, "earthquake")
    assert g.cities["athens"] == "p1"


def test_11_3_earthquake_reduces_one_own_city_when_no_units_at_a_volcano() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    city(g, "thebes", "p1")
    city(g, "athens", "p1")
    city(g, "corinth", "p2")
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "earthquake" and d.options["cities"] == ["athens", "thebes"]
    assert d.default == EarthquakeChoice("p1", "thebes", "")  # gives back the most tokens
    refused(g, lambda: apply(g, EarthquakeChoice("p1", "corinth")), IllegalAction, "one of your cities")
    act_in_calamities(g, EarthquakeChoice("p1", "athens"))
    assert units.cities_of(g, "p1") == ["thebes"] and units.tokens_in(g, "athens", "p1") == 2
    assert g.cities["corinth"] == "p2"


def test_11_3_earthquake_may_strike_one_adjacent_city_of_another_player_even_across_water() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "volcano")
    city(g, "rhodes", "p1")
    city(g, "miletus", "p2")  # across water from Rhodes (004 5.2.2)
    city(g, "athens", "p3")  # not adjacent to Rhodes
    start_calamities(g)
    [d] = pending(g)
    assert d.options["neighbours"] == {"rhodes": ["miletus"]}
    refused(
        g, lambda: apply(g, EarthquakeChoice("p1", "rhodes", "athens")), IllegalAction, "not another player's"
    )
    act_in_calamities(g, EarthquakeChoice("p1", "rhodes", "miletus"))
    assert "rhodes" not in g.cities and "miletus" not in g.cities and g.cities["athens"] == "p3"
    assert units.tokens_in(g, "miletus", "p2") == 1 and units.tokens_in(g, "rhodes", "p1") == 2


def test_11_3_earthquake_effect_option_eliminate_loses_the_cities_outright() -> None:
    g = calamity_game(Options(calamity_floor=False, earthquake_effect="eliminate"))
    hold_calamity(g, "p1", "volcano")
    city(g, "rhodes", "p1")
    city(g, "miletus", "p2")
    start_calamities(g)
    act_in_calamities(g, EarthquakeChoice("p1", "rhodes", "miletus"))
    assert not g.cities and not g.tokens


def test_11_3_earthquake_without_city_or_volcano_units_has_no_effect() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "volcano")
    strong(g, "p1")
    events = start_calamities(g)
    assert calamities_done(g) and data_of_kind(events, "calamity_no_effect")


# -- Civil Disorder ------------------------------------------------------------------------------


def test_11_3_civil_disorder_reduces_every_city_beyond_4_player_chooses() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "civil_disorder", traded_by="p2")
    areas = supported_cities(g, "p1", 6)
    city(g, "athens", "p2")
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "civil_disorder" and d.options["count"] == 2
    refused(g, lambda: apply(g, ChooseDisorderCities("p1", ("aleppo",))), IllegalAction, "exactly 2")
    refused(g, lambda: apply(g, ChooseDisorderCities("p1", ("aleppo", "athens"))), IllegalAction, "athens")
    act_in_calamities(g, ChooseDisorderCities("p1", ("aleppo", "buhen")))
    assert units.cities_of(g, "p1") == sorted(set(areas) - {"aleppo", "buhen"})
    assert units.tokens_in(g, "buhen", "p1") == 3


def test_11_3_civil_disorder_law_keeps_5_democracy_keeps_6() -> None:
    for cards, count in ((["law"], 2), (["law", "democracy"], 1), ([], 3)):
        g = calamity_game(NO_FLOOR)
        hold_calamity(g, "p1", "civil_disorder", traded_by="p2")
        supported_cities(g, "p1", 7)
        g.ps("p1").civ_cards.extend(cards)
        start_calamities(g)
        assert pending(g)[0].options["count"] == count, cards


def test_11_3_civil_disorder_4_cities_or_fewer_no_effect() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "civil_disorder", traded_by="p2")
    supported_cities(g, "p1", 4)
    start_calamities(g)
    assert calamities_done(g) and units.city_count(g, "p1") == 4


# -- Iconoclasm and Heresy --------------------------------------------------------------------------


def test_11_3_iconoclasm_reduces_4_own_cities_law_3_philosophy_2_all_if_fewer() -> None:
    for cards, have, count in (([], 5, 4), (["law"], 5, 3), (["law", "philosophy"], 5, 2), ([], 2, 2)):
        g = calamity_game(NO_FLOOR)
        hold_calamity(g, "p1", "iconoclasm", traded_by="p2")
        supported_cities(g, "p1", have)
        g.ps("p1").civ_cards.extend(cards)
        start_calamities(g)
        assert pending(g)[0].options["count"] == count, cards


def test_11_3_iconoclasm_0_to_2_cities_of_others_law_victim_max_1_philosophy_immune() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "iconoclasm", traded_by="p2")
    supported_cities(g, "p1", 4)
    for area, p in (("athens", "p2"), ("corinth", "p2"), ("sparta", "p3"), ("argos", "p3"), ("thera", "p4")):
        city(g, area, p)
    g.ps("p3").civ_cards.append("law")
    g.ps("p4").civ_cards.extend(["law", "philosophy"])
    start_calamities(g)
    [d] = pending(g)
    own = tuple(LAND_CITIES[:4])
    assert d.default == IconoclasmChoice("p1", d.default.own, ())  # type: ignore[union-attr]
    refused(g, lambda: apply(g, IconoclasmChoice("p1", own, ("thera",))), IllegalAction, "Philosophy")
    refused(g, lambda: apply(g, IconoclasmChoice("p1", own, ("sparta", "argos"))), OverLimit, "Law")
    refused(g, lambda: apply(g, IconoclasmChoice("p1", own, ("athens", "corinth", "sparta"))), OverLimit, "2")
    refused(g, lambda: apply(g, IconoclasmChoice("p1", own[:3], ())), IllegalAction, "exactly 4")
    act_in_calamities(g, IconoclasmChoice("p1", own, ("athens", "sparta")))
    assert units.city_count(g, "p1") == 0
    assert sorted(g.cities) == ["argos", "corinth", "thera"]
    assert units.tokens_in(g, "athens", "p2") == 2 and units.tokens_in(g, "sparta", "p3") == 1


# -- Piracy ------------------------------------------------------------------------------------------


def test_11_3_piracy_one_coastal_city_per_legal_ship_chosen_by_the_trader() -> None:
    g = piracy_game(["rhodes", "cyprus"])
    start_calamities(g)
    [d] = pending(g)
    assert d.player == "p2" and d.kind == "piracy" and d.options["count"] == 2
    assert d.options["cities"] == ["athens", "corinth"]
    refused(g, lambda: apply(g, PiracyChoice("p1", ("athens", "corinth"))), NotYourTurn)
    refused(
        g, lambda: apply(g, PiracyChoice("p2", ("athens", "thebes"))), IllegalAction, "not a coastal city"
    )
    refused(
        g, lambda: apply(g, PiracyChoice("p2", ("athens", "ur"))), IllegalAction, "can reach 'ur' by water"
    )
    refused(g, lambda: apply(g, PiracyChoice("p2", ("athens",))), IllegalAction, "exactly 2")
    act_in_calamities(g, PiracyChoice("p2", ("athens", "corinth")))
    # Eliminated, not reduced; the ships stay.
    assert units.cities_of(g, "p1") == ["thebes", "ur"] and not units.occupants(g, "athens")
    assert len(g.ships) == 2 and not check(g)


def test_11_3_piracy_ship_must_be_water_connected_persian_gulf_is_separate() -> None:
    g = piracy_game(["babylonia", "rhodes", "cyprus", "sidon"])
    start_calamities(g)
    [d] = pending(g)
    # Three Mediterranean ships but only two cities there; one Gulf ship for Ur.
    assert d.options["count"] == 3
    refused(g, lambda: apply(g, PiracyChoice("p2", ("athens", "corinth", "thebes"))), IllegalAction)
    act_in_calamities(g, PiracyChoice("p2", ("athens", "corinth", "ur")))
    assert units.cities_of(g, "p1") == ["thebes"]


def test_11_3_piracy_trader_without_ships_has_no_effect() -> None:
    g = piracy_game([])
    events = start_calamities(g)
    assert (
        calamities_done(g) and data_of_kind(events, "calamity_no_effect") and units.city_count(g, "p1") == 4
    )
