"""Rules 8: conflict — tokens, cities, defended cities, several players, Metal Working,
Engineering, surrender, order of resolution (A12, A15-A17, D11)."""

from __future__ import annotations

import json

from engine import dump_position, load_position, state_hash
from engine.civ import units
from engine.civ.flow import pending
from engine.civ.options import Options
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.state import GameState
from engine.core.errors import IllegalAction, MalformedAction
from tests.engine.conflict_positions import (
    attack_on_crete_while_crete_attacks_thrace,
    leave_in_stock,
    three_nations,
)
from tests.engine.helpers import act, city, enter, game, put, refused


def test_8_1_no_conflict_while_the_limit_is_not_exceeded() -> None:
    g = three_nations()
    put(g, "danube", "p1", 2)  # limit 5
    put(g, "danube", "p2", 3)
    enter(g, "conflict")
    assert units.occupants(g, "danube") == {"p1": 2, "p2": 3}


def test_8_2_worked_example_limit_3() -> None:
    """A has 3, B has 5, limit 3: A, B, A, B, A remove -> only B remains with 3."""
    g = three_nations()
    put(g, "rubicon", "p1", 3)  # rubicon: limit 3
    put(g, "rubicon", "p2", 5)
    enter(g, "conflict")
    assert units.occupants(g, "rubicon") == {"p2": 3}


def test_8_2_worked_example_limit_5_stops_when_total_fits() -> None:
    g = three_nations()
    put(g, "danube", "p1", 3)  # danube: limit 5
    put(g, "danube", "p2", 5)
    enter(g, "conflict")
    assert units.occupants(g, "danube") == {"p1": 1, "p2": 4}


def test_8_2_3_equal_forces_remove_together_limit_1_left_empty() -> None:
    g = three_nations()
    put(g, "sparta", "p1", 2)  # sparta: limit 1
    put(g, "sparta", "p2", 2)
    enter(g, "conflict")
    assert units.occupants(g, "sparta") == {}


def test_8_2_4_three_players_fewest_first_equal_ones_together() -> None:
    g = three_nations()
    put(g, "rubicon", "p1", 2)
    put(g, "rubicon", "p2", 2)
    put(g, "rubicon", "p3", 5)
    enter(g, "conflict")
    # p1 and p2 remove together (1,1,5), p3 (1,1,4), p1+p2 (0,0,4): only p3 remains.
    assert units.occupants(g, "rubicon") == {"p3": 4}


def test_8_2_5_metal_working_removes_after_every_non_holder() -> None:
    g = three_nations()
    put(g, "rubicon", "p1", 3)  # limit 3
    put(g, "rubicon", "p2", 5)
    g.ps("p1").civ_cards.append("metal_working")
    enter(g, "conflict")
    # Without Metal Working p1 (fewer) would remove first and be wiped out (8.2 example).
    # With it p2 removes first: (3,4) (2,4) (2,3) (1,3) (1,2): total 3 fits, both stay.
    assert units.occupants(g, "rubicon") == {"p1": 1, "p2": 2}


def test_8_2_5_metal_working_on_both_sides_has_no_effect() -> None:
    g = three_nations()
    put(g, "rubicon", "p1", 3)
    put(g, "rubicon", "p2", 5)
    g.ps("p1").civ_cards.append("metal_working")
    g.ps("p2").civ_cards.append("metal_working")
    enter(g, "conflict")
    assert units.occupants(g, "rubicon") == {"p2": 3}


def test_8_1_agriculture_does_not_raise_the_limit_in_conflict() -> None:
    g = three_nations()
    put(g, "rubicon", "p1", 2)
    put(g, "rubicon", "p2", 2)
    g.ps("p1").civ_cards.append("agriculture")
    g.ps("p2").civ_cards.append("agriculture")
    enter(g, "conflict")
    assert sum(units.occupants(g, "rubicon").values()) <= 3


def test_8_3_1_fewer_than_seven_attackers_are_simply_removed() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p2", 6)
    enter(g, "conflict")
    assert g.cities["athens"] == "p1" and units.occupants(g, "athens") == {}


def test_8_3_2_seven_attackers_replace_the_city_by_six_tokens_and_fight_on() -> None:
    g = three_nations()
    city(g, "athens", "p1")  # limit 2
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    assert "athens" not in g.cities
    # 6 defenders vs 7: p1 removes first (fewer): ... ends with p2 alone.
    assert set(units.occupants(g, "athens")) == {"p2"}
    assert units.city_count(g, "p1") == 0


def test_8_3_1_engineering_needs_eight_attackers() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    g.ps("p1").civ_cards.append("engineering")
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    assert g.cities["athens"] == "p1"
    g2 = three_nations()
    city(g2, "athens", "p1")
    g2.ps("p1").civ_cards.append("engineering")
    put(g2, "athens", "p2", 8)
    enter(g2, "conflict")
    assert "athens" not in g2.cities


def test_8_3_3_several_attackers_fight_each_other_first() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p2", 9)
    put(g, "athens", "p3", 4)
    enter(g, "conflict")
    # p3 and p2 fight until one is left: p3 loses 4, p2 3 -> 6 left: too weak (< 7): city holds.
    assert g.cities["athens"] == "p1" and units.occupants(g, "athens") == {}


def test_8_4_defending_tokens_fight_first() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p1", 2)
    put(g, "athens", "p2", 10)
    enter(g, "conflict")
    # 2 defenders vs 10: p2 keeps 8 -> attacks the city.
    assert "athens" not in g.cities
    g2 = three_nations()
    city(g2, "athens", "p1")
    put(g2, "athens", "p1", 5)
    put(g2, "athens", "p2", 10)
    enter(g2, "conflict")
    # 5 vs 10, the defender removing first -> p2 keeps 6: too weak; the city stands.
    assert g2.cities["athens"] == "p1"


def test_8_5_city_surrenders_when_owner_lacks_six_in_stock() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    g.ps("p1").treasury = g.ps("p1").stock - 5
    g.ps("p1").stock = 5
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    assert g.cities["athens"] == "p2"
    # A15: the attacker's tokens stay until phase 8.
    assert units.tokens_in(g, "athens", "p2") == 7


def test_8_5_surrender_to_an_attacker_with_nine_cities_eliminates_the_city() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    g.ps("p1").treasury = g.ps("p1").stock
    g.ps("p1").stock = 0
    for a in ["rubicon", "corinth", "sparta", "argos", "delphi", "thessaly", "epirus", "macedonia", "ithaka"]:
        city(g, a, "p2")
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    assert "athens" not in g.cities


def test_8_6_token_battles_first_so_their_losses_refill_the_owners_stock() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    # p1 has 4 in stock: not enough to replace Athens... until the token battle in Rubicon,
    # resolved first, sends 2 of his tokens back to stock.
    put(g, "rubicon", "p1", 3)
    g.ps("p1").treasury = g.ps("p1").stock - 4
    g.ps("p1").stock = 4
    put(g, "rubicon", "p3", 5)
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    assert g.ps("p1").stock >= 0
    assert "athens" not in g.cities and units.tokens_in(g, "athens", "p2") > 0
    assert units.city_count(g, "p2") == 0  # replaced by tokens, not surrendered


def test_8_5_threatened_owner_attacking_elsewhere_is_resolved_first() -> None:
    g = three_nations()
    city(g, "athens", "p1")
    city(g, "rubicon", "p3")
    put(g, "rubicon", "p1", 7)  # p1 attacks Italy's city (returns tokens to p1's stock)
    leave_in_stock(g, "p1", 5)
    put(g, "athens", "p2", 7)
    enter(g, "conflict")
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "conflict_order"
    assert d.default == ConflictOrder("p1", True, ("athens",))
    act(g, d.default)
    # p1's own attack resolved first refills his stock to >= 6, so Athens is replaced, not surrendered.
    assert g.cities.get("athens") != "p2"


def test_11_8_2_threatened_owner_demands_his_other_conflicts_first() -> None:
    # 001 11.8.2: "the player has the right to demand that any other conflicts involving his
    # tokens be resolved first, to gather enough tokens in stock to avoid surrender".
    g = attack_on_crete_while_crete_attacks_thrace()
    enter(g, "conflict")
    [d] = pending(g)
    assert d.options["cities"] == ["athens"] and d.options["attacks"] == ["corinth"]
    assert d.options["stock"] == 5 and d.default == ConflictOrder("p1", True, ("athens",))
    events = act(g, ConflictOrder("p1", True))
    assert [e.data["area"] for e in events if e.kind == "city_attacked"] == ["corinth", "athens"]
    [chosen] = [e.data for e in events if e.kind == "conflict_order"]
    assert chosen == {"player": "p1", "first": True, "save": ["athens"]}
    assert "athens" not in g.cities  # replaced by 6 tokens and fought over: not surrendered
    assert units.city_count(g, "p3") == 0


def test_11_8_2_threatened_owner_may_decline_the_right() -> None:
    g = attack_on_crete_while_crete_attacks_thrace()
    enter(g, "conflict")
    events = act(g, ConflictOrder("p1", False))
    assert [e.data["area"] for e in events if e.kind == "city_attacked"] == ["athens", "corinth"]
    assert g.cities["athens"] == "p3"  # fought with 5 tokens in stock: it surrendered


def _two_cities_one_replacement() -> GameState:
    """Italy attacks Crete's Athens and Knossos with 7 each; Crete has 6 tokens in stock."""
    g = three_nations()
    for a in ("athens", "knossos"):
        city(g, a, "p1")
        put(g, a, "p3", 7)
    leave_in_stock(g, "p1", 6)
    return g


def test_11_8_2_owner_of_two_threatened_cities_chooses_which_to_save() -> None:
    g = _two_cities_one_replacement()
    enter(g, "conflict")
    [d] = pending(g)
    assert d.player == "p1" and d.options["cities"] == ["athens", "knossos"] and not d.options["attacks"]
    refused(g, lambda: act(g, ConflictOrder("p1", True, ("knossos",))), IllegalAction, "each of your")
    refused(g, lambda: act(g, ConflictOrder("p1", True, ("knossos", "knossos"))), IllegalAction, "once")
    refused(g, lambda: act(g, ConflictOrder("p1", True, ("knossos", "corinth"))), IllegalAction, "athens")
    refused(g, lambda: act(g, ConflictOrder("p1", "yes", ())), MalformedAction, "true")  # type: ignore[arg-type]
    refused(g, lambda: act(g, ConflictOrder("p1", True, (1, 2))), MalformedAction, "by name")  # type: ignore[arg-type]
    act(g, ConflictOrder("p1", True, ("knossos", "athens")))
    assert "knossos" not in g.cities and g.cities["athens"] == "p3"


def test_11_8_2_by_default_the_cities_are_fought_in_the_usual_order() -> None:
    g = _two_cities_one_replacement()
    enter(g, "conflict")
    [d] = pending(g)
    assert d.default == ConflictOrder("p1", False, ("athens", "knossos"))
    act(g, d.default)
    # Athens (limit 2) fought first sends all 6 of its tokens back to stock: Knossos can be
    # replaced too, and neither surrenders (the other order loses Athens, see above).
    assert "athens" not in g.cities and "knossos" not in g.cities and units.city_count(g, "p3") == 0


def test_11_8_2_no_choice_without_a_threat_or_without_anything_to_order() -> None:
    g = _two_cities_one_replacement()
    leave_in_stock(g, "p1", 12)  # enough to replace both
    enter(g, "conflict")
    assert not pending(g)
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p3", 7)
    city(g, "knossos", "p1")
    put(g, "knossos", "p2", 6)  # too weak to take a city: no threat there, but a battle to order
    leave_in_stock(g, "p1", 0)
    enter(g, "conflict")
    assert [d.player for d in pending(g)] == ["p1"]
    g = three_nations()
    city(g, "athens", "p1")
    put(g, "athens", "p3", 7)
    leave_in_stock(g, "p1", 0)  # one city, no attack of his own: nothing to choose
    events = enter(g, "conflict")
    assert not pending(g) and g.cities["athens"] == "p3"
    assert not [e for e in events if e.kind == "conflict_order"]


def test_11_8_2_several_threatened_owners_choose_at_once() -> None:
    g = attack_on_crete_while_crete_attacks_thrace()
    city(g, "knossos", "p1")
    put(g, "knossos", "p2", 7)
    leave_in_stock(g, "p2", 3)  # Thrace too: Corinth may surrender, and Thrace attacks Knossos
    enter(g, "conflict")
    decisions = pending(g)
    assert sorted(d.player for d in decisions) == ["p1", "p2"] and all(d.simultaneous for d in decisions)
    act(g, ConflictOrder("p2", True))
    assert [d.player for d in pending(g)] == ["p1"]
    events = act(g, ConflictOrder("p1", False, ("knossos", "athens")))
    assert [e.data["player"] for e in events if e.kind == "conflict_order"] == ["p2", "p1"]
    assert not pending(g)


def test_8_2_4_order_fixed_at_start_three_players_at_the_limit() -> None:
    g = three_nations()
    put(g, "danube", "p1", 1)
    put(g, "danube", "p2", 4)
    put(g, "danube", "p3", 5)
    enter(g, "conflict")
    # p1 (1,4,5), p2 (0,3,5), p3 (0,3,4), p2 (0,2,4), p3 (0,2,3): total 5 fits the limit.
    assert units.occupants(g, "danube") == {"p2": 2, "p3": 3}


def test_8_7_support_checked_after_conflict_only_with_option() -> None:
    g = game(["crete", "thrace", "italy"], Options(support_check_after_conflict=True))
    city(g, "athens", "p1")
    city(g, "knossos", "p1")
    put(g, "phaestos", "p1", 1)
    enter(g, "conflict_support")
    [d] = pending(g)
    assert d.player == "p1" and d.kind == "reduce_cities"


def test_11_8_2_a_pending_choice_survives_a_saved_position() -> None:
    g = attack_on_crete_while_crete_attacks_thrace()
    enter(g, "conflict")
    again = load_position(json.loads(json.dumps(dump_position(g))))
    assert pending(again) == pending(g) and state_hash(again) == state_hash(g)
    act(again, ConflictOrder("p1", False))
    assert again.cities["athens"] == "p3"
