"""Rules 11.3 Civil War, 14.3 shortages (D25, D26, A38, A39)."""

from __future__ import annotations

import json

from engine import dump_position, load_position, state_hash
from engine.civ import units
from engine.civ.calamity.civil_war import ChooseBeneficiary, KeepFaction, PickFaction, TakeCities
from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.core.errors import IllegalAction, NotYourTurn
from tests.engine.calamity_positions import (
    CIVIL_WAR_CITIES,
    act_in_calamities,
    calamities_done,
    civil_war_game,
    data_of_kind,
    short_beneficiary,
    start_calamities,
)
from tests.engine.helpers import city, put, refused


def test_11_3_civil_war_35_points_or_fewer_has_no_effect() -> None:
    g = civil_war_game(tokens=15)
    events = start_calamities(g)
    assert calamities_done(g) and data_of_kind(events, "calamity_no_effect") and units.strength(g, "p1") == 35


def test_11_3_civil_war_threshold_option_fewer_than_35_strikes_at_35() -> None:
    g = civil_war_game(Options(civil_war_threshold="fewer_than_35"), tokens=15)
    start_calamities(g)
    assert pending(g)[0].kind == "civil_war_pick"


def test_11_3_civil_war_beneficiary_forced_to_a_player_with_no_tokens() -> None:
    g = civil_war_game()
    events = start_calamities(g)
    assert data_of_kind(events, "civil_war")[0]["beneficiary"] == "p7"
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "civil_war_pick"


def test_11_3_civil_war_forced_beneficiary_option_off_player_chooses_anyone() -> None:
    g = civil_war_game(Options(civil_war_forced_beneficiary=False))
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "civil_war_beneficiary" and d.options["players"] == ["p2", "p3", "p4", "p5", "p6", "p7"]
    refused(g, lambda: apply(g, ChooseBeneficiary("p1", "p1")), IllegalAction, "cannot be the beneficiary")
    act_in_calamities(g, ChooseBeneficiary("p1", "p3"))
    assert pending(g)[0].kind == "civil_war_pick"


def test_11_3_civil_war_several_players_without_tokens_the_player_chooses_among_them() -> None:
    g = civil_war_game(bystanders=False)
    put(g, "thebes", "p2", 1)
    start_calamities(g)
    [d] = pending(g)
    assert (
        d.options["players"] == ["p3", "p4", "p5", "p6", "p7"]
        and d.options["forced_to_players_without_tokens"]
    )
    refused(g, lambda: apply(g, ChooseBeneficiary("p1", "p2")), IllegalAction, "no tokens on the board")


def test_11_3_civil_war_factions_15_by_player_then_20_by_beneficiary_exactly() -> None:
    g = civil_war_game()
    start_calamities(g)
    [d] = pending(g)
    assert d.options["points"] == 15
    refused(
        g,
        lambda: apply(g, PickFaction("p1", (("libya", 1),), ("aleppo", "ankara", "buhen"))),
        IllegalAction,
        "exactly 15",
    )
    refused(g, lambda: apply(g, PickFaction("p7", (), ("aleppo", "ankara", "buhen"))), NotYourTurn)
    act_in_calamities(g, PickFaction("p1", (), ("aleppo", "ankara", "buhen")))
    [d] = pending(g)
    assert d.player == "p7" and d.options["points"] == 20 and "aleppo" not in d.options["cities"]
    refused(g, lambda: apply(g, PickFaction("p7", (), ("aleppo",))), IllegalAction, "aleppo")
    act_in_calamities(g, PickFaction("p7", (("libya", 10), ("cyrenaica", 5)), ("carrhae",)))
    [d] = pending(g)
    assert (
        d.kind == "civil_war_keep"
        and d.options["first"]["points"] == 35
        and d.options["second"]["points"] == 5
    )
    assert d.default == KeepFaction("p1", "first")
    refused(g, lambda: apply(g, KeepFaction("p1", "third")), IllegalAction, "first")
    act_in_calamities(g, KeepFaction("p1", "first"))
    # p7 replaced the second faction (the other 5 tokens in Cyrenaica) with his own.
    assert units.tokens_in(g, "cyrenaica", "p1") == 5 and units.tokens_in(g, "cyrenaica", "p7") == 5
    assert units.strength(g, "p1") == 35
    assert units.city_count(g, "p1") == 4 and units.tokens_in(g, "libya", "p1") == 10
    assert not check(g)


def test_11_3_civil_war_player_keeps_second_beneficiary_takes_the_35() -> None:
    g = civil_war_game()
    start_calamities(g)
    act_in_calamities(g, PickFaction("p1", (), ("aleppo", "ankara", "buhen")))
    act_in_calamities(g, PickFaction("p7", (("libya", 10), ("cyrenaica", 5)), ("carrhae",)))
    act_in_calamities(g, KeepFaction("p1", "second"))
    assert units.cities_of(g, "p7") == CIVIL_WAR_CITIES and units.tokens_in(g, "libya", "p7") == 10
    assert units.strength(g, "p1") == 5 and units.strength(g, "p7") == 35
    # 11.3 step 5: he keeps his stock, treasury and AST position; the card goes back.
    assert g.ps("p1").stock == 47 - 5 and g.stacks[4][-1] == "civil_war" and not check(g)


def test_11_3_civil_war_democracy_first_faction_is_15_plus_30() -> None:
    g = civil_war_game(tokens=30)
    g.ps("p1").civ_cards += ["law", "democracy"]
    start_calamities(g)
    act_in_calamities(g, PickFaction("p1", (("libya", 15),), ()))
    [d] = pending(g)
    assert d.player == "p7" and d.options["points"] == 30


def test_11_3_civil_war_philosophy_beneficiary_is_most_stock_and_picks_all_15() -> None:
    g = civil_war_game(Options(civil_war_forced_beneficiary=False))
    g.ps("p1").civ_cards += ["law", "philosophy", "democracy"]
    for p in ("p2", "p3", "p5", "p6", "p7"):
        g.ps(p).stock -= 10
        g.ps(p).treasury += 10
    events = start_calamities(g)
    assert data_of_kind(events, "civil_war")[0]["beneficiary"] == "p4"
    [d] = pending(g)
    assert d.player == "p4" and d.kind == "civil_war_pick" and d.options["points"] == 15
    act_in_calamities(g, PickFaction("p4", (), ("aleppo", "ankara", "buhen")))
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "civil_war_keep" and d.options["first"]["points"] == 15


def test_11_3_civil_war_philosophy_player_may_be_his_own_beneficiary_nothing_happens() -> None:
    g = civil_war_game()
    g.ps("p1").civ_cards += ["law", "philosophy"]
    for p in g.players[1:]:
        g.ps(p).stock -= 30
        g.ps(p).treasury += 30
    events = start_calamities(g)
    assert calamities_done(g) and data_of_kind(events, "calamity_no_effect") and units.strength(g, "p1") == 40


def test_14_3_civil_war_shortages_cities_revolt_and_tokens_come_from_most_stock() -> None:
    g = short_beneficiary()
    events = act_in_calamities(g, KeepFaction("p1", "second"))
    assert data_of_kind(events, "faction_kept") and not data_of_kind(events, "civil_war_takeover")
    [d] = pending(g)
    # The default is what the engine did before it asked: the two biggest cities.
    assert (
        d.player == "p7"
        and d.kind == "civil_war_cities"
        and d.default == TakeCities("p7", ("buhen", "carrhae"))
    )
    events = act_in_calamities(g, d.default)
    [takeover] = data_of_kind(events, "civil_war_takeover")
    # The others revolt to the player with most tokens in stock (p2, 46; p1 counts only 27 of
    # his 42 since 15 came back from this Civil War).
    assert takeover["cities"] == {"p7": ["buhen", "carrhae"], "p2": ["aleppo", "ankara"]}
    assert takeover["tokens"] == {"p7": {"cyrenaica": 5}, "p2": {"libya": 10}}
    assert units.tokens_in(g, "cyrenaica", "p1") == 5 and not check(g)


def test_22_2_6_3_civil_war_beneficiary_short_of_cities_chooses_the_ones_he_takes() -> None:
    # 001 22.2.6.1: the beneficiary takes over the other faction; 22.2.6.3: what he cannot
    # replace goes to the player with most tokens in stock. Which of them he replaces is his.
    g = short_beneficiary()
    act_in_calamities(g, KeepFaction("p1", "second"))
    [d] = pending(g)
    assert d.options["cities"] == ["buhen", "carrhae", "aleppo", "ankara"] and d.options["count"] == 2
    assert d.options["next"][0] == "p2"
    refused(g, lambda: apply(g, TakeCities("p7", ("aleppo",))), IllegalAction, "exactly 2")
    refused(g, lambda: apply(g, TakeCities("p7", ("aleppo", "aleppo"))), IllegalAction, "only once")
    refused(g, lambda: apply(g, TakeCities("p7", ("aleppo", "athens"))), IllegalAction, "lost faction")
    refused(g, lambda: apply(g, TakeCities("p2", ("aleppo", "ankara"))), NotYourTurn)
    events = act_in_calamities(g, TakeCities("p7", ("ankara", "aleppo")))
    [takeover] = data_of_kind(events, "civil_war_takeover")
    assert takeover["cities"] == {"p7": ["ankara", "aleppo"], "p2": ["buhen", "carrhae"]}
    assert g.cities["ankara"] == "p7" and g.cities["buhen"] == "p2" and not check(g)


def test_22_2_6_3_civil_war_next_taker_short_of_cities_chooses_among_the_rest() -> None:
    g = short_beneficiary()
    # p2, with most tokens in stock, has room for only 1 city: he too chooses; p3 takes the last.
    for a in ("thebes", "memphis", "tanis", "alexandria", "fayum", "jericho", "petra", "sidon"):
        city(g, a, "p2")
    act_in_calamities(g, KeepFaction("p1", "second"))
    act_in_calamities(g, TakeCities("p7", ("buhen", "carrhae")))
    [d] = pending(g)
    assert d.player == "p2" and d.kind == "civil_war_cities" and d.options["cities"] == ["aleppo", "ankara"]
    assert d.options["count"] == 1 and d.default == TakeCities("p2", ("aleppo",))
    events = act_in_calamities(g, TakeCities("p2", ("ankara",)))
    [takeover] = data_of_kind(events, "civil_war_takeover")
    assert takeover["cities"]["p2"] == ["ankara"] and len(takeover["cities"]) == 3
    assert g.cities["ankara"] == "p2" and g.cities["aleppo"] not in ("p1", "p2", "p7") and not check(g)


def test_22_2_6_3_a_pending_city_choice_survives_a_saved_position() -> None:
    g = short_beneficiary()
    act_in_calamities(g, KeepFaction("p1", "second"))
    again = load_position(json.loads(json.dumps(dump_position(g))))
    assert pending(again) == pending(g) and state_hash(again) == state_hash(g)
    act_in_calamities(again, TakeCities("p7", ("aleppo", "ankara")))
    assert again.cities["aleppo"] == "p7" and again.cities["buhen"] == "p2" and not check(again)
