"""Rules 11.1-11.2, 6.12, 14.4: phase 12 as a whole (order, limit, cards, floor, support check).

The positions every calamity test builds on are in ``tests/engine/calamity_positions.py``."""

from __future__ import annotations

from engine.civ import units
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.phases.calamities import CalamityData
from engine.civ.phases.support import ReduceCities
from engine.civ.state import GameState, Ship
from engine.core import serial
from engine.core.errors import IllegalAction, NotYourTurn
from tests.engine.calamity_positions import (
    act_in_calamities,
    calamities_done,
    calamity_game,
    data_of_kind,
    hold_calamity,
    start_calamities,
    strong,
)
from tests.engine.helpers import city, put, refused

# -- 11.1 how calamities reach a player ---------------------------------------------------


def test_11_1_tradable_calamity_still_in_hand_is_not_suffered() -> None:
    g = calamity_game()
    g.stacks[6].remove("epidemic")
    g.ps("p1").hand.append("epidemic")
    strong(g, "p1")
    events = start_calamities(g)
    assert calamities_done(g) and not data_of_kind(events, "calamity_resolving")
    assert g.ps("p1").hand == ["epidemic"] and units.tokens_on_board(g, "p1") == 20


def test_11_1_red_calamity_drawn_is_suffered_by_the_drawer() -> None:
    g = calamity_game()
    hold_calamity(g, "p2", "famine")
    strong(g, "p2")
    put(g, "cyrenaica", "p3", 2)
    start_calamities(g)
    [d] = pending(g)
    assert d.player == "p2" and d.kind == "assign_losses"


# -- 11.2 resolution rules ----------------------------------------------------------------


def test_11_2_2_resolved_in_ascending_stack_number() -> None:
    g = calamity_game()
    # None of these has any effect here; only the order is tested.
    hold_calamity(g, "p1", "civil_disorder")
    hold_calamity(g, "p2", "flood")
    hold_calamity(g, "p3", "civil_war")
    hold_calamity(g, "p4", "volcano")
    events = start_calamities(g)
    order = [e["calamity"] for e in data_of_kind(events, "calamity_resolving")]
    assert order == ["volcano", "civil_war", "flood", "civil_disorder"]
    assert calamities_done(g)


def test_11_2_2_stack_order_option_004_puts_flood_before_civil_war() -> None:
    g = calamity_game(Options(calamity_stack_order="004"))
    hold_calamity(g, "p2", "flood")
    hold_calamity(g, "p3", "civil_war")
    hold_calamity(g, "p1", "famine")
    events = start_calamities(g)
    order = [e["calamity"] for e in data_of_kind(events, "calamity_resolving")]
    assert order == ["flood", "famine", "civil_war"]


def test_11_2_2_resolved_card_goes_to_bottom_of_its_stack_and_leaves_the_player() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "civil_war")
    start_calamities(g)
    assert calamities_done(g)
    assert g.ps("p1").calamities == [] and g.stacks[4][-1] == "civil_war"
    assert not check(g)


def test_11_2_3_two_calamities_per_round_the_rest_go_back_unresolved() -> None:
    g = calamity_game()
    for cal in ("piracy", "famine", "epidemic", "volcano"):
        hold_calamity(g, "p1", cal, traded_by="p2" if cal in ("piracy", "epidemic") else None)
    strong(g, "p1")
    events = start_calamities(g)
    returned = sorted(str(e["calamity"]) for e in data_of_kind(events, "calamity_returned"))
    assert returned == ["epidemic", "piracy"]
    assert g.stacks[6][-1] == "epidemic" and g.stacks[9][-1] == "piracy"
    # Volcano (no effect here) is already resolved; Famine waits for his decision.
    assert g.stacks[2][-1] == "volcano" and [h.calamity for h in g.ps("p1").calamities] == ["famine"]
    assert not check(g)


def test_11_2_3_limit_applies_to_red_calamities_too() -> None:
    g = calamity_game()
    for cal in ("flood", "civil_war", "famine"):
        hold_calamity(g, "p1", cal)
    events = start_calamities(g)
    assert [e["calamity"] for e in data_of_kind(events, "calamity_returned")] == ["flood"]
    assert g.stacks[5][-1] == "flood"


def test_11_2_3_player_at_the_limit_still_suffers_others_side_effects() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    hold_calamity(g, "p2", "civil_war")
    hold_calamity(g, "p2", "civil_disorder")
    put(g, "cyrenaica", "p2", 3)
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p2", 3),)))
    assert units.tokens_in(g, "cyrenaica", "p2") == 0


def test_11_2_4_and_6_loss_must_be_exact_when_possible() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 4)
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    start_calamities(g)
    [d] = pending(g)  # nobody else has units: straight to his own loss
    assert d.kind == "lose_units" and d.options["points"] == 9
    # Two cities (10) when 1 city + 4 tokens (9) is possible: refused.
    refused(g, lambda: apply(g, LoseUnits("p1", (), ("tunisia", "numidia"))), IllegalAction, "exactly 9")
    act_in_calamities(g, LoseUnits("p1", (("libya", 4),), ("numidia",)))
    assert units.cities_of(g, "p1") == ["tunisia"] and units.tokens_on_board(g, "p1") == 0


def test_11_2_6_smallest_over_payment_when_exact_is_impossible() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    put(g, "libya", "p1", 3)
    start_calamities(g)
    [d] = pending(g)
    # 9 is impossible with 3 tokens and cities of 5: the smallest over-payment is 10.
    assert d.options["points"] == 10 and d.options["target"] == 9
    refused(g, lambda: apply(g, LoseUnits("p1", (("libya", 3),), ("tunisia",))), IllegalAction, "exactly 10")
    act_in_calamities(g, LoseUnits("p1", (), ("tunisia", "numidia")))
    assert units.city_count(g, "p1") == 0 and units.tokens_in(g, "libya", "p1") == 3


def test_11_2_7_treasury_and_ships_are_never_affected() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    g.ps("p1").treasury = 5
    g.ps("p1").stock -= 5
    g.ships["s1"] = Ship("s1", "p1", "thera")
    start_calamities(g)
    assert units.tokens_in(g, "thera", "p1") == 0
    assert g.ps("p1").treasury == 5 and "s1" in g.ships
    assert not check(g)


# -- 11.2 step 9, 6.12: the support check after calamities --------------------------------------


def _unsupported(options: Options | None = None) -> GameState:
    g = calamity_game(options)
    hold_calamity(g, "p1", "civil_war")  # no effect: too small; the check still runs after it
    for area in ("tunisia", "numidia"):
        city(g, area, "p1")
    put(g, "libya", "p1", 1)
    g.new_cities.append("tunisia")
    return g


def test_11_2_9_city_support_is_checked_after_all_calamities() -> None:
    g = _unsupported()
    start_calamities(g)
    [d] = pending(g)
    assert d.kind == "reduce_cities" and d.player == "p1"
    refused(g, lambda: apply(g, ReduceCities("p1", ("cyrenaica",))), IllegalAction)
    act_in_calamities(g, ReduceCities("p1", ("tunisia",)))
    assert calamities_done(g) and units.cities_of(g, "p1") == ["numidia"]


def test_6_12_new_cities_first_applies_after_calamities_when_the_option_says_so() -> None:
    g = _unsupported()
    start_calamities(g)
    refused(g, lambda: apply(g, ReduceCities("p1", ("numidia",))), IllegalAction, "built this round")
    g = _unsupported(Options(new_cities_reduced_first=False))
    start_calamities(g)
    act_in_calamities(g, ReduceCities("p1", ("numidia",)))
    assert units.cities_of(g, "p1") == ["tunisia"]


# -- 14.4 calamity floor ---------------------------------------------------------------------


def test_14_4_floor_stops_losses_below_16_points() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 17)
    start_calamities(g)
    events = act_in_calamities(g, LoseUnits("p1", (("libya", 9),), ()))
    # 17 -> 16 -> 15: the removal that crosses below 16 happens, then nothing more.
    assert units.tokens_on_board(g, "p1") == 15
    assert data_of_kind(events, "calamity_floor")[0]["spared"] == 7


def test_14_4_floor_option_off_takes_the_full_loss() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 17)
    start_calamities(g)
    act_in_calamities(g, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_on_board(g, "p1") == 8


def test_14_4_player_below_16_is_not_even_asked() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 10)
    events = start_calamities(g)
    assert calamities_done(g) and units.tokens_on_board(g, "p1") == 10
    assert data_of_kind(events, "calamity_floor")


# -- the phase machinery -----------------------------------------------------------------------


def test_11_2_victims_choose_their_units_at_the_same_time() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    for p, area in (("p1", "libya"), ("p2", "cyrenaica"), ("p3", "numidia")):
        put(g, area, p, 12)
    put(g, "sahara", "p2", 3)
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p2", 11), ("p3", 9))))
    ds = pending(g)
    assert sorted(d.player for d in ds) == ["p1", "p2", "p3"] and all(d.simultaneous for d in ds)
    act_in_calamities(g, LoseUnits("p2", (("cyrenaica", 11),), ()))
    # An answer may be replaced until the last one arrives.
    act_in_calamities(g, LoseUnits("p2", (("cyrenaica", 8), ("sahara", 3)), ()))
    assert units.tokens_in(g, "cyrenaica", "p2") == 12  # nothing applied yet
    act_in_calamities(g, LoseUnits("p3", (("numidia", 9),), ()))
    act_in_calamities(g, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_in(g, "cyrenaica", "p2") == 4 and units.tokens_in(g, "sahara", "p2") == 0
    assert units.tokens_in(g, "numidia", "p3") == 3 and units.tokens_in(g, "libya", "p1") == 3


def test_11_2_sequential_option_asks_one_victim_at_a_time() -> None:
    g = calamity_game(Options(calamity_floor=False, simultaneous_phases=False))
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p2", 5),)))
    [d] = pending(g)
    assert d.player == "p1" and not d.simultaneous
    refused(g, lambda: apply(g, LoseUnits("p2", (("cyrenaica", 5),), ())), NotYourTurn)


def test_11_2_wrong_answer_kind_is_refused_and_nothing_changes() -> None:
    g = calamity_game()
    hold_calamity(g, "p1", "famine")
    strong(g, "p1")
    put(g, "cyrenaica", "p3", 2)
    start_calamities(g)
    refused(g, lambda: apply(g, LoseUnits("p1", (("libya", 9),), ())), IllegalAction, "assign losses")
    refused(g, lambda: apply(g, AssignLosses("p2", ())), NotYourTurn)


def test_11_2_phase_data_round_trips_between_any_two_actions() -> None:
    g = calamity_game(Options(calamity_floor=False))
    hold_calamity(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    start_calamities(g)
    act_in_calamities(g, AssignLosses("p1", (("p2", 5),)))
    act_in_calamities(g, LoseUnits("p2", (("cyrenaica", 5),), ()))
    data = serial.to_json(g)
    g2 = serial.from_json(GameState, data)
    assert serial.to_json(g2) == data and isinstance(g2.data, CalamityData)
    assert [d.player for d in pending(g2)] == ["p1"]
    act_in_calamities(g2, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_in(g2, "cyrenaica", "p2") == 7
