"""Rules 11.1-11.2, 6.12, 14.4: phase 12 as a whole (order, limit, cards, floor, support check).

Helpers used by the other test_calamities_* modules live here too (prefixed with _).
"""

from __future__ import annotations

from engine.civ import units
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.cards import calamity_stack
from engine.civ.flow import apply, pending
from engine.civ.invariants import check
from engine.civ.options import Options
from engine.civ.phases.calamities import CalamityData
from engine.civ.phases.registry import phase_named
from engine.civ.phases.support import ReduceCities
from engine.civ.state import GameState, HeldCalamity, Ship
from engine.core import serial
from engine.core.actions import Action
from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.events import Event
from tests.engine.helpers import city, enter, game, put, refused

NATIONS = ["africa", "italy", "illyria", "thrace", "crete", "asia", "egypt"]  # p1..p7, in AST order


def _game(options: Options | None = None, nations: list[str] | None = None) -> GameState:
    return game(nations or NATIONS, options)


def _hold(g: GameState, player: str, calamity: str, traded_by: str | None = None) -> None:
    """Give ``player`` a calamity to suffer, taking the card from its stack (conservation)."""
    g.stacks[calamity_stack(calamity, g.options.calamity_stack_order)].remove(calamity)
    g.ps(player).calamities.append(HeldCalamity(calamity, traded_by, True))


def _start(g: GameState) -> list[Event]:
    return enter(g, "calamities")


def _act(g: GameState, a: Action) -> list[Event]:
    """Apply inside phase 12 only (the flow would go on into later phases and the next round)."""
    phase = phase_named("calamities")
    assert g.phase == "calamities" and phase.expects(g, a.player), pending(g)
    return phase.apply(g, a)


def _finished(g: GameState) -> bool:
    return phase_named("calamities").done(g)


def _kinds(events: list[Event], kind: str) -> list[dict[str, object]]:
    return [e.data for e in events if e.kind == kind]


def _strong(g: GameState, player: str, area: str = "libya", n: int = 20) -> None:
    """Tokens far from everything, so the calamity floor (below 16) stays out of the way."""
    put(g, area, player, n)


# -- 11.1 how calamities reach a player ---------------------------------------------------


def test_11_1_tradable_calamity_still_in_hand_is_not_suffered() -> None:
    g = _game()
    g.stacks[6].remove("epidemic")
    g.ps("p1").hand.append("epidemic")
    _strong(g, "p1")
    events = _start(g)
    assert _finished(g) and not _kinds(events, "calamity_resolving")
    assert g.ps("p1").hand == ["epidemic"] and units.tokens_on_board(g, "p1") == 20


def test_11_1_red_calamity_drawn_is_suffered_by_the_drawer() -> None:
    g = _game()
    _hold(g, "p2", "famine")
    _strong(g, "p2")
    put(g, "cyrenaica", "p3", 2)
    _start(g)
    [d] = pending(g)
    assert d.player == "p2" and d.kind == "assign_losses"


# -- 11.2 resolution rules ----------------------------------------------------------------


def test_11_2_2_resolved_in_ascending_stack_number() -> None:
    g = _game()
    # None of these has any effect here; only the order is tested.
    _hold(g, "p1", "civil_disorder")
    _hold(g, "p2", "flood")
    _hold(g, "p3", "civil_war")
    _hold(g, "p4", "volcano")
    events = _start(g)
    order = [e["calamity"] for e in _kinds(events, "calamity_resolving")]
    assert order == ["volcano", "civil_war", "flood", "civil_disorder"]
    assert _finished(g)


def test_11_2_2_stack_order_option_004_puts_flood_before_civil_war() -> None:
    g = _game(Options(calamity_stack_order="004"))
    _hold(g, "p2", "flood")
    _hold(g, "p3", "civil_war")
    _hold(g, "p1", "famine")
    events = _start(g)
    order = [e["calamity"] for e in _kinds(events, "calamity_resolving")]
    assert order == ["flood", "famine", "civil_war"]


def test_11_2_2_resolved_card_goes_to_bottom_of_its_stack_and_leaves_the_player() -> None:
    g = _game()
    _hold(g, "p1", "civil_war")
    _start(g)
    assert _finished(g)
    assert g.ps("p1").calamities == [] and g.stacks[4][-1] == "civil_war"
    assert not check(g)


def test_11_2_3_two_calamities_per_round_the_rest_go_back_unresolved() -> None:
    g = _game()
    for cal in ("piracy", "famine", "epidemic", "volcano"):
        _hold(g, "p1", cal, traded_by="p2" if cal in ("piracy", "epidemic") else None)
    _strong(g, "p1")
    events = _start(g)
    returned = sorted(str(e["calamity"]) for e in _kinds(events, "calamity_returned"))
    assert returned == ["epidemic", "piracy"]
    assert g.stacks[6][-1] == "epidemic" and g.stacks[9][-1] == "piracy"
    # Volcano (no effect here) is already resolved; Famine waits for his decision.
    assert g.stacks[2][-1] == "volcano" and [h.calamity for h in g.ps("p1").calamities] == ["famine"]
    assert not check(g)


def test_11_2_3_limit_applies_to_red_calamities_too() -> None:
    g = _game()
    for cal in ("flood", "civil_war", "famine"):
        _hold(g, "p1", cal)
    events = _start(g)
    assert [e["calamity"] for e in _kinds(events, "calamity_returned")] == ["flood"]
    assert g.stacks[5][-1] == "flood"


def test_11_2_3_player_at_the_limit_still_suffers_others_side_effects() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    _hold(g, "p2", "civil_war")
    _hold(g, "p2", "civil_disorder")
    put(g, "cyrenaica", "p2", 3)
    _start(g)
    _act(g, AssignLosses("p1", (("p2", 3),)))
    assert units.tokens_in(g, "cyrenaica", "p2") == 0


def test_11_2_4_and_6_loss_must_be_exact_when_possible() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 4)
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    _start(g)
    [d] = pending(g)  # nobody else has units: straight to his own loss
    assert d.kind == "lose_units" and d.options["points"] == 9
    # Two cities (10) when 1 city + 4 tokens (9) is possible: refused.
    refused(g, lambda: apply(g, LoseUnits("p1", (), ("tunisia", "numidia"))), IllegalAction, "exactly 9")
    _act(g, LoseUnits("p1", (("libya", 4),), ("numidia",)))
    assert units.cities_of(g, "p1") == ["tunisia"] and units.tokens_on_board(g, "p1") == 0


def test_11_2_6_smallest_over_payment_when_exact_is_impossible() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    city(g, "tunisia", "p1")
    city(g, "numidia", "p1")
    put(g, "libya", "p1", 3)
    _start(g)
    [d] = pending(g)
    # 9 is impossible with 3 tokens and cities of 5: the smallest over-payment is 10.
    assert d.options["points"] == 10 and d.options["target"] == 9
    refused(g, lambda: apply(g, LoseUnits("p1", (("libya", 3),), ("tunisia",))), IllegalAction, "exactly 10")
    _act(g, LoseUnits("p1", (), ("tunisia", "numidia")))
    assert units.city_count(g, "p1") == 0 and units.tokens_in(g, "libya", "p1") == 3


def test_11_2_7_treasury_and_ships_are_never_affected() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "volcano")
    put(g, "thera", "p1", 2)
    g.ps("p1").treasury = 5
    g.ps("p1").stock -= 5
    g.ships["s1"] = Ship("s1", "p1", "thera")
    _start(g)
    assert units.tokens_in(g, "thera", "p1") == 0
    assert g.ps("p1").treasury == 5 and "s1" in g.ships
    assert not check(g)


# -- 11.2 step 9, 6.12: the support check after calamities --------------------------------------


def _unsupported(options: Options | None = None) -> GameState:
    g = _game(options)
    _hold(g, "p1", "civil_war")  # no effect: too small; the check still runs after it
    for area in ("tunisia", "numidia"):
        city(g, area, "p1")
    put(g, "libya", "p1", 1)
    g.new_cities.append("tunisia")
    return g


def test_11_2_9_city_support_is_checked_after_all_calamities() -> None:
    g = _unsupported()
    _start(g)
    [d] = pending(g)
    assert d.kind == "reduce_cities" and d.player == "p1"
    refused(g, lambda: apply(g, ReduceCities("p1", ("cyrenaica",))), IllegalAction)
    _act(g, ReduceCities("p1", ("tunisia",)))
    assert _finished(g) and units.cities_of(g, "p1") == ["numidia"]


def test_6_12_new_cities_first_applies_after_calamities_when_the_option_says_so() -> None:
    g = _unsupported()
    _start(g)
    refused(g, lambda: apply(g, ReduceCities("p1", ("numidia",))), IllegalAction, "built this round")
    g = _unsupported(Options(new_cities_reduced_first=False))
    _start(g)
    _act(g, ReduceCities("p1", ("numidia",)))
    assert units.cities_of(g, "p1") == ["tunisia"]


# -- 14.4 calamity floor ---------------------------------------------------------------------


def test_14_4_floor_stops_losses_below_16_points() -> None:
    g = _game()
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 17)
    _start(g)
    events = _act(g, LoseUnits("p1", (("libya", 9),), ()))
    # 17 -> 16 -> 15: the removal that crosses below 16 happens, then nothing more.
    assert units.tokens_on_board(g, "p1") == 15
    assert _kinds(events, "calamity_floor")[0]["spared"] == 7


def test_14_4_floor_option_off_takes_the_full_loss() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 17)
    _start(g)
    _act(g, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_on_board(g, "p1") == 8


def test_14_4_player_below_16_is_not_even_asked() -> None:
    g = _game()
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 10)
    events = _start(g)
    assert _finished(g) and units.tokens_on_board(g, "p1") == 10
    assert _kinds(events, "calamity_floor")


# -- the phase machinery -----------------------------------------------------------------------


def test_11_2_victims_choose_their_units_at_the_same_time() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    for p, area in (("p1", "libya"), ("p2", "cyrenaica"), ("p3", "numidia")):
        put(g, area, p, 12)
    put(g, "sahara", "p2", 3)
    _start(g)
    _act(g, AssignLosses("p1", (("p2", 11), ("p3", 9))))
    ds = pending(g)
    assert sorted(d.player for d in ds) == ["p1", "p2", "p3"] and all(d.simultaneous for d in ds)
    _act(g, LoseUnits("p2", (("cyrenaica", 11),), ()))
    # An answer may be replaced until the last one arrives.
    _act(g, LoseUnits("p2", (("cyrenaica", 8), ("sahara", 3)), ()))
    assert units.tokens_in(g, "cyrenaica", "p2") == 12  # nothing applied yet
    _act(g, LoseUnits("p3", (("numidia", 9),), ()))
    _act(g, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_in(g, "cyrenaica", "p2") == 4 and units.tokens_in(g, "sahara", "p2") == 0
    assert units.tokens_in(g, "numidia", "p3") == 3 and units.tokens_in(g, "libya", "p1") == 3


def test_11_2_sequential_option_asks_one_victim_at_a_time() -> None:
    g = _game(Options(calamity_floor=False, simultaneous_phases=False))
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    _start(g)
    _act(g, AssignLosses("p1", (("p2", 5),)))
    [d] = pending(g)
    assert d.player == "p1" and not d.simultaneous
    refused(g, lambda: apply(g, LoseUnits("p2", (("cyrenaica", 5),), ())), NotYourTurn)


def test_11_2_wrong_answer_kind_is_refused_and_nothing_changes() -> None:
    g = _game()
    _hold(g, "p1", "famine")
    _strong(g, "p1")
    put(g, "cyrenaica", "p3", 2)
    _start(g)
    refused(g, lambda: apply(g, LoseUnits("p1", (("libya", 9),), ())), IllegalAction, "assign losses")
    refused(g, lambda: apply(g, AssignLosses("p2", ())), NotYourTurn)


def test_11_2_phase_data_round_trips_between_any_two_actions() -> None:
    g = _game(Options(calamity_floor=False))
    _hold(g, "p1", "famine")
    put(g, "libya", "p1", 12)
    put(g, "cyrenaica", "p2", 12)
    _start(g)
    _act(g, AssignLosses("p1", (("p2", 5),)))
    _act(g, LoseUnits("p2", (("cyrenaica", 5),), ()))
    data = serial.to_json(g)
    g2 = serial.from_json(GameState, data)
    assert serial.to_json(g2) == data and isinstance(g2.data, CalamityData)
    assert [d.player for d in pending(g2)] == ["p1"]
    _act(g2, LoseUnits("p1", (("libya", 9),), ()))
    assert units.tokens_in(g2, "cyrenaica", "p2") == 7
