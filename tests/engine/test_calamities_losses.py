"""Rules 11.3-11.4: Famine, Flood and Epidemic (points lost, shares, card modifiers), A29, A33-A35."""

from __future__ import annotations

from engine.civ import units
from engine.civ.calamity.flood import ChooseFloodPlain
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.flow import apply, pending
from engine.core.errors import IllegalAction, MalformedAction, NotEnough, OverLimit
from tests.engine.calamity_positions import (
    NO_FLOOR,
    act_in_calamities,
    calamities_done,
    calamity_game,
    data_of_kind,
    hold_calamity,
    start_calamities,
    strong,
)
from tests.engine.helpers import city, put, refused

# -- Famine --------------------------------------------------------------------------------


def test_11_3_famine_player_loses_9_and_others_up_to_20_at_most_11_each() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    put(g, "numidia", "p3", 12)
    put(g, "tunisia", "p4", 12)
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "assign_losses" and d.options["total"] == 20 and d.options["each"] == 11
    assert d.default == AssignLosses("p1", ())
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 12),))), OverLimit, "at most 11")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 11), ("p3", 10)))), OverLimit, "at most 20")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p1", 5),))), IllegalAction, "yourself")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p5", 5),))), IllegalAction, "no units")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 5), ("p2", 1)))), MalformedAction, "once")
    act_in_calamities(g, AssignLosses("p1", (("p2", 11), ("p3", 9))))
    ds = {d.player: d for d in pending(g)}
    assert {p: d.options["points"] for p, d in ds.items()} == {"p1": 9, "p2": 11, "p3": 9}
    # Each victim chooses his own units.
    refused(g, lambda: apply(g, LoseUnits("p2", (("numidia", 11),), ())), IllegalAction, "numidia")
    for p, area, n in (("p1", "libya", 9), ("p2", "cyrenaica", 11), ("p3", "numidia", 9)):
        act_in_calamities(g, LoseUnits(p, ((area, n),), ()))
    assert [units.tokens_on_board(g, p) for p in ("p1", "p2", "p3", "p4")] == [3, 1, 3, 12]
    assert calamities_done(g)


def test_11_3_famine_pottery_minus_4_per_grain_card_for_any_affected_holder() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    g.ps("p1").civ_cards.append("pottery")
    g.ps("p2").civ_cards.append("pottery")
    for p, n in (("p1", 2), ("p2", 1)):
        for _ in range(n):
            g.stacks[4].remove("grain")
            g.ps(p).hand.append("grain")
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p2", 11),)))
    assert {d.player: d.options["points"] for d in pending(g)} == {"p1": 1, "p2": 7}


def test_11_3_a_famine_holder_spared_by_pottery_is_told_so() -> None:
    """Issue 26, item 8: the holder's own loss was never stated when Grain spared all of it."""
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    g.ps("p1").civ_cards.append("pottery")
    for _ in range(3):
        g.stacks[4].remove("grain")
        g.ps("p1").hand.append("grain")
    start_calamities(g)
    events = act_in_calamities(g, AssignLosses("p1", (("p2", 5),)))
    spared = [e.data for e in events if e.kind == "calamity_no_effect"]
    # The reason is also kept as its message (``reason_said``), said in each reader's language.
    assert [{k: v for k, v in d.items() if k != "reason_said"} for d in spared] == [
        {
            "player": "p1",
            "calamity": "famine",
            "reason": "their Grain cards with Pottery spare them the whole loss",
        }
    ]
    assert [d["reason_said"]["text"] for d in spared] == [spared[0]["reason"]]


def test_11_3_famine_grain_without_pottery_does_not_help() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    g.stacks[4].remove("grain")
    g.ps("p1").hand.append("grain")
    start_calamities(g)
    assert pending(g)[0].options["points"] == 9


# -- Flood ---------------------------------------------------------------------------------


def test_22_2_7_3_flood_strikes_the_plain_holding_most_of_his_units_safe_cities_counted() -> None:
    # 001 22.2.7.3: the plain "containing the greatest number of his unit points"; every unit
    # counts there, the city on Susa's black site too, though the flood cannot touch it.
    g = calamity_game()
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    put(g, "memphis", "p1", 3)  # Nile: 3 points
    put(g, "sumeria", "p1", 2)  # Tigris-Euphrates: 2 ...
    city(g, "susa", "p1")  # ... + 5 for a safe city: 7
    events = start_calamities(g)
    assert data_of_kind(events, "flood_struck")[0]["plain"] == "tigris-euphrates"
    # Fewer than 17 vulnerable points there: he loses all of them, and the safe city stays.
    assert units.tokens_in(g, "sumeria", "p1") == 0 and units.tokens_in(g, "memphis", "p1") == 3
    assert g.cities["susa"] == "p1" and calamities_done(g)


def test_22_2_7_2_plain_where_his_only_units_are_safe_cities_floods_and_others_lose_10() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    city(g, "susa", "p1")  # his only unit on any plain, on a black site
    put(g, "sumeria", "p2", 12)
    put(g, "memphis", "p3", 3)  # another plain: untouched
    events = start_calamities(g)
    assert data_of_kind(events, "flood_struck")[0]["plain"] == "tigris-euphrates"
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "assign_losses" and list(d.options["players"]) == ["p2"]
    act_in_calamities(g, AssignLosses("p1", (("p2", 10),)))
    [d] = pending(g)
    assert d.player == "p2" and d.options["points"] == 10  # p1 himself loses nothing: owes nothing
    act_in_calamities(g, LoseUnits("p2", (("sumeria", 10),), ()))
    assert units.tokens_in(g, "sumeria", "p2") == 2 and g.cities["susa"] == "p1"
    assert units.tokens_in(g, "memphis", "p3") == 3 and calamities_done(g)


def test_22_2_7_3_a_safe_city_ties_with_five_tokens_and_the_player_chooses() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    city(g, "moesia", "p1")  # Danube, black site: 5 points, none at stake
    put(g, "fayum", "p1", 5)  # Nile: 5 points, all at stake
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "flood_plain" and sorted(d.options["plains"]) == ["danube", "nile"]
    assert d.options["points"] == {"danube": 5, "nile": 5}
    assert d.options["at_stake"] == {"danube": 0, "nile": 5}
    act_in_calamities(g, ChooseFloodPlain("p1", "danube"))
    assert units.tokens_in(g, "fayum", "p1") == 5 and g.cities["moesia"] == "p1" and calamities_done(g)


def test_11_3_flood_tie_between_plains_the_player_chooses() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    put(g, "memphis", "p1", 3)
    put(g, "sumeria", "p1", 3)
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "flood_plain" and sorted(d.options["plains"]) == ["nile", "tigris-euphrates"]
    refused(g, lambda: apply(g, ChooseFloodPlain("p1", "po")), IllegalAction, "most of your units")
    act_in_calamities(g, ChooseFloodPlain("p1", "tigris-euphrates"))
    assert units.tokens_in(g, "sumeria", "p1") == 0 and units.tokens_in(g, "memphis", "p1") == 3


def test_11_3_flood_city_on_white_site_is_vulnerable_black_site_is_not() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "sumeria", "p1", 14)
    city(g, "ur", "p1")  # white
    city(g, "susa", "p1")  # black
    start_calamities(g)
    [d] = pending(g)
    assert d.options["cities"] == ["ur"] and d.options["points"] == 17
    refused(g, lambda: apply(g, LoseUnits("p1", (("sumeria", 12),), ("susa",))), IllegalAction, "susa")
    act_in_calamities(g, LoseUnits("p1", (("sumeria", 12),), ("ur",)))
    assert units.cities_of(g, "p1") == ["susa"] and units.tokens_in(g, "sumeria", "p1") == 2


def test_11_3_flood_others_on_the_plain_lose_10_divided_by_the_player() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "fayum", "p1", 5)
    put(g, "alexandria", "p2", 8)
    put(g, "tanis", "p3", 6)
    put(g, "libya", "p4", 6)  # not on the plain
    start_calamities(g)
    [d] = pending(g)
    assert (
        d.kind == "assign_losses"
        and d.options["exact_total"]
        and sorted(d.options["players"]) == ["p2", "p3"]
    )
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 5), ("p3", 4)))), IllegalAction, "exactly 10")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 6), ("p4", 4)))), IllegalAction, "p4")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 3), ("p3", 7)))), OverLimit, "at most 6")
    act_in_calamities(g, AssignLosses("p1", (("p2", 6), ("p3", 4))))
    for p, area, n in (("p2", "alexandria", 6), ("p3", "tanis", 4)):
        act_in_calamities(g, LoseUnits(p, ((area, n),), ()))
    assert units.tokens_in(g, "fayum", "p1") == 0  # all 5 of his, automatically
    assert units.tokens_in(g, "alexandria", "p2") == 2 and units.tokens_in(g, "tanis", "p3") == 2
    assert units.tokens_in(g, "libya", "p4") == 6


def test_11_3_flood_others_with_10_points_or_fewer_lose_everything_there() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "fayum", "p1", 5)
    put(g, "alexandria", "p2", 4)
    put(g, "tanis", "p3", 3)
    start_calamities(g)
    assert calamities_done(g)
    assert units.tokens_on_board(g, "p2") == 0 and units.tokens_on_board(g, "p3") == 0


def test_11_3_flood_engineering_caps_loss_at_7_for_any_holder() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    put(g, "fayum", "p1", 12)
    put(g, "alexandria", "p2", 9)
    for p in ("p1", "p2"):
        g.ps(p).civ_cards.append("engineering")
    start_calamities(g)
    assert {d.player: d.options["points"] for d in pending(g)} == {"p1": 7, "p2": 7}
    refused(g, lambda: apply(g, LoseUnits("p1", (("fayum", 12),), ())), IllegalAction, "exactly 7")


def test_11_3_flood_engineering_cap_is_never_exceeded_by_cities() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    city(g, "fayum", "p1")
    city(g, "memphis", "p1")
    g.ps("p1").civ_cards.append("engineering")
    start_calamities(g)
    # 7 is impossible with cities of 5 and over-paying would pass the cap: he loses 5.
    assert pending(g)[0].options["points"] == 5


def test_11_3_flood_no_units_on_a_flood_plain_no_effect() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "flood")
    strong(g, "p1")
    events = start_calamities(g)
    assert calamities_done(g) and data_of_kind(events, "calamity_no_effect")


# -- Epidemic ------------------------------------------------------------------------------


def test_11_3_epidemic_player_loses_16_others_25_at_most_10_each_trader_immune() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", 20)
    for p, area in (("p2", "cyrenaica"), ("p3", "numidia"), ("p4", "tunisia"), ("p5", "sahara")):
        put(g, area, p, 12)
    start_calamities(g)
    [d] = pending(g)
    assert d.options["total"] == 25 and d.options["each"] == 10 and "p2" not in d.options["players"]
    refused(g, lambda: apply(g, AssignLosses("p1", (("p2", 5),))), IllegalAction, "immune")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p3", 11),))), OverLimit, "at most 10")
    refused(g, lambda: apply(g, AssignLosses("p1", (("p3", 10), ("p4", 10), ("p5", 6)))), OverLimit, "25")
    act_in_calamities(g, AssignLosses("p1", (("p3", 10), ("p4", 10), ("p5", 5))))
    assert {d.player: d.options["points"] for d in pending(g)} == {"p1": 16, "p3": 10, "p4": 10, "p5": 5}


def test_11_3_epidemic_medicine_player_11_other_holders_at_most_5() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", 20)
    put(g, "numidia", "p3", 12)
    for p in ("p1", "p3"):
        g.ps(p).civ_cards.append("medicine")
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p3", 10),)))
    assert {d.player: d.options["points"] for d in pending(g)} == {"p1": 11, "p3": 5}


def test_11_3_epidemic_no_area_is_left_empty() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", 10)
    put(g, "cyrenaica", "p1", 10)
    start_calamities(g)
    [d] = pending(g)
    assert d.options["tokens"] == {"cyrenaica": 9, "libya": 9}
    refused(
        g, lambda: apply(g, LoseUnits("p1", (("libya", 10), ("cyrenaica", 6)), ())), NotEnough, "must stay"
    )
    act_in_calamities(g, LoseUnits("p1", (("libya", 9), ("cyrenaica", 7)), ()))
    assert units.tokens_in(g, "libya", "p1") == 1 and units.tokens_in(g, "cyrenaica", "p1") == 3


def test_11_3_epidemic_city_hit_becomes_one_token_and_counts_4() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", 10)
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    start_calamities(g)
    [d] = pending(g)
    assert d.options["city_value"] == 4 and d.options["points"] == 16
    # 8 tokens + 2 cities x 4 = 16 is the only way to lose exactly 16.
    refused(g, lambda: apply(g, LoseUnits("p1", (("libya", 8),), ("tunisia",))), IllegalAction, "exactly 16")
    act_in_calamities(g, LoseUnits("p1", (("libya", 8),), ("tunisia", "numidia")))
    assert units.city_count(g, "p1") == 0
    assert [units.tokens_in(g, a, "p1") for a in ("libya", "tunisia", "numidia")] == [2, 1, 1]


def test_11_3_epidemic_victim_who_cannot_lose_all_loses_what_he_can() -> None:
    g = calamity_game(NO_FLOOR)
    hold_calamity(g, "p1", "epidemic", traded_by="p2")
    put(g, "libya", "p1", 20)
    put(g, "numidia", "p3", 4)
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p3", 10),)))
    act_in_calamities(g, LoseUnits("p1", (("libya", 16),), ()))
    assert units.tokens_in(g, "numidia", "p3") == 1 and calamities_done(g)
