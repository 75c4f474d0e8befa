"""Advanced Civilization's calamity choices and Monotheism's conversion, each driven on a real
engine position through its dedicated form and applied by the engine (rules reference §8.1,
§8.3.1-§8.3.12, §9.4). Bad input is refused with a clear message and changes nothing."""

from __future__ import annotations

import pytest

from bot.live_game import BotError
from engine import pending, state_hash
from engine.civ import units
from engine.civ.advciv.state import adv
from tests.bot.advciv_cases import at, calamity_position
from tests.bot.forms_kit import Prompt

# -- cities ------------------------------------------------------------------------------------


def test_8_3_2_treachery_traded_gives_the_trader_a_city_of_his_choice() -> None:
    g = at("08.3.2-treachery-traded-gives-a-city-to-the-trader", "treachery", "p2")
    p = Prompt(g, "p2", "treachery")
    assert "holds the Treachery you traded" in p.content() and "it becomes yours" in p.content()
    assert p.disabled("ac0o")
    p.click("ac0p", "cyrene")
    p.act("ac0o")
    assert g.cities["cyrene"] == "p2" and g.cities["libya"] == "p1"


def test_8_3_4_superstition_reduces_the_cities_the_victim_names() -> None:
    g = at("08.3.4-superstition-reduces-3-cities-mysticism-2", "superstition", "p1")
    p = Prompt(g, "p1", "superstition")
    assert "choose 2 cities of yours to reduce" in p.content()
    with pytest.raises(BotError, match="Choose exactly 2 cities"):
        p.click("ac1o")
    p.click("ac1p", "libya", "tripoli")
    events = p.act("ac1o")
    assert {e.data["area"] for e in events if e.kind == "city_reduced"} == {"libya", "tripoli"}


def test_8_3_10_civil_disorder_reduces_the_cities_chosen() -> None:
    g = at("08.3.10-civil-disorder-reduces-all-cities-but-3", "advciv_civil_disorder", "p1")
    p = Prompt(g, "p1", "advciv_civil_disorder")
    assert "Civil Disorder" in p.content()
    p.click("ac2p", "tunisia", "carthago")
    p.act("ac2o")
    assert "tunisia" not in g.cities and "carthago" not in g.cities


def test_8_3_12_piracy_names_coastal_cities_within_each_owners_limit() -> None:
    g = at("08.3.12-piracy-turns-coastal-cities-into-pirate-cities", "advciv_piracy", "p2")
    p = Prompt(g, "p2", "advciv_piracy")
    assert "of Africa's that become pirate cities" in p.content()
    p.click("ac4p", "cyrene", "libya")
    p.act("ac4o")
    assert set(adv(g).pirate_cities) >= {"cyrene", "libya"}
    # Then one coastal city of the others but the seller (Italy): Crete's, one at most.
    q = Prompt(g, "p1", "advciv_piracy")
    assert "at most 1 of any one player's" in q.content()
    assert sorted(q.values("ac4p")) == ["knossos", "phaestos"]
    q.click("ac4p", "knossos")
    q.act("ac4o")
    assert "knossos" in adv(g).pirate_cities and g.cities["phaestos"] == "p3"


def test_8_3_12_more_cities_of_one_player_than_his_limit_are_refused() -> None:
    g = at("08.3.12-piracy-turns-coastal-cities-into-pirate-cities", "advciv_piracy", "p2")
    p = Prompt(g, "p2", "advciv_piracy")
    p.decision = next(d for d in pending(g) if d.player == "p2")
    p.decision.options["per_owner_max"]["p1"] = 1  # as the secondary victims' limit reads
    before = state_hash(g)
    p.click("ac4p", "cyrene", "libya")
    assert "At most 1 city of Africa's may be chosen." in p.content() and p.disabled("ac4o")
    with pytest.raises(BotError, match="At most 1 city of Africa's"):
        p.click("ac4o")
    assert state_hash(g) == before


def test_8_3_7_with_nothing_on_a_plain_a_coastal_city_of_the_victims_choice_floods() -> None:
    g = calamity_position("flood", cities={"cyrene": "p1", "tripoli": "p1"}, tokens={"sahara": {"p1": 4}})
    p = Prompt(g, "p1", "flood_coastal_city")
    assert "no vulnerable unit on a flood plain" in p.content() and "is destroyed" in p.content()
    p.click("ac3p", "tripoli")
    p.act("ac3o")
    assert "tripoli" not in g.cities and g.cities["cyrene"] == "p1"


def test_8_3_11_iconoclasm_reduces_own_cities_and_others_within_their_limits() -> None:
    g = at("08.3.11-iconoclasm-reduces-4-and-two-cities-of-others", "advciv_iconoclasm", "p1")
    p = Prompt(g, "p1", "advciv_iconoclasm")
    assert "choose 3 cities of yours" in p.content() and "2 cities of other players" in p.content()
    p.click("aio", "libya", "tripoli", "carthago")
    assert p.disabled("aik")
    p.click("ait", "roma")
    with pytest.raises(BotError, match="cannot be added"):
        p.click("ait", "roma")
    p.click("ait", "knossos")
    events = p.act("aik")
    reduced = {e.data["area"] for e in events if e.kind == "city_reduced"}
    assert reduced == {"libya", "tripoli", "carthago", "roma", "knossos"}


# -- places ------------------------------------------------------------------------------------


def test_8_3_1_the_victim_chooses_between_equally_damaging_volcanoes() -> None:
    g = calamity_position("volcano", cities={"syracus": "p1", "neapolis": "p1"})
    p = Prompt(g, "p1", "volcano_tie")
    assert "Volcanic Eruption" in p.content() and "Etna" in p.content() and "Vesuvius" in p.content()
    with pytest.raises(BotError, match="not one of the places offered"):
        p.click("av", "thera")
    p.act("av", "vesuvius")
    assert "neapolis" not in g.cities and g.cities["syracus"] == "p1"


def test_8_3_1_the_victim_chooses_between_equally_damaging_earthquakes() -> None:
    g = calamity_position("volcano", cities={"cyrene": "p1", "tripoli": "p1"})
    p = Prompt(g, "p1", "advciv_earthquake")
    opts = p.values("aeq")
    assert sorted(opts) == ["cyrene/", "tripoli/"], opts
    p.act("aeq", "cyrene/")
    assert "cyrene" not in g.cities and g.cities["tripoli"] == "p1"


def test_8_3_7_the_victim_chooses_between_plains_where_his_units_are_worth_the_same() -> None:
    g = calamity_position("flood", tokens={"moesia": {"p1": 3}, "etruria": {"p1": 3}})
    p = Prompt(g, "p1", "advciv_flood_plain")
    assert "Danube" in p.content() and "Po" in p.content()
    events = p.act("af", "po")
    assert any(e.kind == "flood_struck" and e.data["plain"] == "po" for e in events)
    lost = [e.data["tokens"] for e in events if e.kind == "units_lost"]
    assert lost == [{"etruria": 3}], lost


def test_8_3_8_the_trader_chooses_between_equally_damaging_areas_for_the_horde() -> None:
    g = at("08.3.8-barbarians-are-not-moved-by-hand", "barbarian_area", "p2")
    p = Prompt(g, "p2", "barbarian_area")
    assert "Barbarian Hordes" in p.content() and "the only choice" in p.content()
    assert sorted(p.values("ah")) == ["buhen", "thebes"]
    with pytest.raises(BotError, match="not one of the places offered"):
        p.click("ah", "nubia")
    events = p.act("ah", "thebes")
    assert any(e.kind == "barbarians_arrive" and e.data["area"] == "thebes" for e in events)


# -- losses ------------------------------------------------------------------------------------


def test_8_3_3_pottery_lowers_the_famine_by_4_per_grain_shown() -> None:
    g = at("08.3.3-pottery-lowers-famine-by-4-per-grain-shown", "advciv_lose_units", "p1")
    p = Prompt(g, "p1", "advciv_lose_units")
    assert "Pottery: you may show up to 2 Grain cards" in p.content()
    assert "of 10 points" in p.content()
    p.click("alg", "2")
    assert "of 2 points" in p.content()
    p.click("alt", "sahara")
    p.click("aln", "2")
    p.act("alo")
    assert not any(d.player == "p1" for d in pending(g))
    events = Prompt(g, "p3", "advciv_lose_units").act("df")  # every victim answers, then all lose
    assert any(e.kind == "grain_shown" and e.data["grain"] == 2 for e in events)
    assert any(e.kind == "units_lost" and e.data["player"] == "p1" and e.data["points"] == 2 for e in events)


def test_8_1_the_seller_is_never_among_the_victims_of_the_share_out() -> None:
    g = at("08.1-the-seller-is-never-a-secondary-victim", "advciv_assign_losses", "p1")
    p = Prompt(g, "p1", "advciv_assign_losses")
    assert "Crete traded you the card and is spared" in p.content()
    assert "p2" not in p.values("aaw")
    p.click("aaw", "p3")
    p.click("aap", "10")
    p.click("aaw", "p4")
    p.click("aap", "10")
    assert p.disabled("aao")
    p.click("aaw", "p5")
    p.click("aap", "5")
    p.act("aao")
    assert any(d.kind == "advciv_lose_units" for d in pending(g))


def test_8_3_5_the_beneficiary_picks_from_the_victims_units() -> None:
    g = at("08.3.5-civil-war-15-picked-by-the-victim-20-by-the-beneficiary", "civil_war_pick", "p2")
    p = Prompt(g, "p2", "civil_war_pick")
    assert "put Africa's units into the first faction" in p.content()


def test_8_3_5_military_removes_5_points_from_each_faction_through_the_form() -> None:
    g = at("08.3.5-military-removes-5-unit-points-from-each-faction", "advciv_civil_war_military", "p1")
    p = Prompt(g, "p1", "advciv_civil_war_military")
    assert "Civil War with Military" in p.content() and "first faction" in p.content()
    p.click("ayt", "sahara")
    if "ayn" in p.ops():
        p.click("ayn", "5")
    p.act("ayo")
    assert any(d.kind == "advciv_civil_war_military" and d.player == "p2" for d in pending(g))


def test_8_3_6_slave_revolt_says_which_tokens_support_no_city() -> None:
    g = at("08.3.6-slave-revolt-keeps-15-tokens-from-supporting-cities", "reduce_cities", "p1")
    p = Prompt(g, "p1", "reduce_cities")
    assert "Slave Revolt: 15 of your tokens support no city" in p.content()


# -- Monotheism --------------------------------------------------------------------------------


def test_9_4_monotheism_converts_an_adjacent_area_or_nothing() -> None:
    g = at("09.4-monotheism-converts-an-area-adjacent-by-land", "monotheism", "p1")
    p = Prompt(g, "p1", "monotheism")
    assert "Libya: units of Italy" in p.content()
    with pytest.raises(BotError, match="cannot convert"):
        p.click("amc", "roma")
    events = p.act("amc", "libya")
    assert any(e.kind == "area_converted" and e.data["tokens"] == {"p2": 1} for e in events)
    assert units.tokens_in(g, "libya", "p2") == 0


def test_9_4_monotheism_may_convert_nothing() -> None:
    g = at("09.4-monotheism-converts-an-area-adjacent-by-land", "monotheism", "p1")
    events = Prompt(g, "p1", "monotheism").act("am0")
    assert any(e.kind == "conversion_declined" for e in events)
