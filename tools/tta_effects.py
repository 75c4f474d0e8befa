"""The effect of every Through the Ages card, in the project's own vocabulary.

Used by ``tools/convert_tta.py``. Each table maps a card of the shared data, by (name, age),
to a function of the shared record's ``effect`` parameters that returns the card's fields in
``engine/data/tta/cards.json`` (vocabulary documented in ``engine/data/tta/README.md``). The
numbers are read from the shared record wherever it gives them, so the facts come from there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Effect = Callable[[dict[str, Any]], dict[str, Any]]
URBAN = ["lab", "temple", "library", "arena", "theater"]


def _by_players(values: dict[str, Any]) -> dict[str, Any]:
    return {k.rstrip("p"): v for k, v in values.items()}


def _two(e: dict[str, Any], key: str = "n") -> int:
    """How many civilizations "the two strongest/weakest" reaches with 3-4 players."""
    return int(e[key]["4p"]) if isinstance(e.get(key), dict) else 2


LEADER_EFFECTS: dict[tuple[str, str], Effect] = {
    ("Alexander the Great", "A"): lambda e: {
        "abilities": {
            "strength_per_unit": e["strength_per_military_unit"],
            "political_retire": {
                "yellow_tokens": e["political_action_remove_self"]["gain_yellow_tokens_from_box"]
            },
        }
    },
    ("Aristotle", "A"): lambda e: {
        "abilities": {"science_per_technology_taken": e["science_when_taking_technology_card_from_row"]}
    },
    ("Hammurabi", "A"): lambda e: {
        "abilities": {
            "military_action_as_civil_per_turn": e["military_action_usable_as_civil_action_per_turn"],
            "leader_take_discount": e["civil_action_discount_taking_leader"],
        }
    },
    ("Homer", "A"): lambda e: {
        "flat": {"happy": e["happy"]},
        "abilities": {
            "military_resources_per_turn": e["extra_resources_for_military_build_or_upgrade_per_turn"],
            "tuck_under_wonder": {
                "happy": e["on_replace_may_tuck_under_completed_wonder"]["wonder_extra_happy"]
            },
        },
    },
    ("Julius Caesar", "A"): lambda e: {
        "flat": {"strength": e["strength"], "military_actions": e["military_actions"]},
        "abilities": {"second_political_action_once": True},
    },
    ("Moses", "A"): lambda e: {
        "abilities": {"population_food_discount": e["population_increase_food_discount"]}
    },
    ("Christopher Columbus", "I"): lambda e: {
        "abilities": {"political_retire": {"colonize_from_hand": True}}
    },
    ("Frederick Barbarossa", "I"): lambda e: {
        "abilities": {
            "population_and_unit_for_military_action": {
                "food_discount": e["for_one_military_action"]["food_discount"],
                "resource_discount": e["for_one_military_action"]["resource_discount"],
            }
        }
    },
    ("Genghis Khan", "I"): lambda e: {
        "abilities": {
            "infantry_as_cavalry": True,
            "culture_if_among_strongest": {
                "culture": e["end_of_turn_culture_if_among_two_strongest"],
                "among": 2,
            },
        }
    },
    ("Joan of Arc", "I"): lambda e: {
        "flat": {"culture": e["culture"], "military_actions": e["military_actions"]},
        "abilities": {
            "strength_per_happy_on_temples_and_government": e[
                "strength_per_happy_face_on_temples_and_government"
            ],
            "sees_next_event": True,
        },
    },
    ("Leonardo da Vinci", "I"): lambda e: {
        "abilities": {
            "best_lab_or_library_science_per_level": 1,
            "resources_per_technology_developed": e["resource_per_technology_developed"],
        }
    },
    ("Michelangelo", "I"): lambda e: {
        "abilities": {
            "culture_per_happy_on_temples_theaters_wonders": e[
                "culture_per_happy_face_on_temples_theaters_wonders"
            ],
            "no_wonder_surcharge": True,
        }
    },
    ("Isaac Newton", "II"): lambda e: {
        "abilities": {
            "best_lab_or_library_science_per_level": 1,
            "civil_action_back_per_technology_developed": e["civil_action_refund_per_technology_developed"],
        }
    },
    ("J.S. Bach", "II"): lambda e: {
        "abilities": {
            "culture_per_theater": e["culture_per_theater"],
            "theater_science_discount": e["theater_technology_science_discount"],
            "upgrade_to_theater_per_turn": True,
        }
    },
    ("James Cook", "II"): lambda e: {
        "abilities": {
            "colonization_discards": {
                "max_cards": e["colonizing_may_discard_military_cards_for_bonus"]["max_cards"],
                "per_card": e["colonizing_may_discard_military_cards_for_bonus"]["bonus_per_card"],
            },
            "colony_culture": {
                "first": e["culture_first_colony"],
                "further": e["culture_per_further_colony"],
            },
        }
    },
    ("Maximilien Robespierre", "II"): lambda e: {
        "flat": {"military_actions": e["military_actions"]},
        "abilities": {
            "revolution_with_military_actions": True,
            "culture_per_revolution": e["culture_on_revolution"],
        },
    },
    ("Napoleon Bonaparte", "II"): lambda e: {
        "flat": {"military_actions": e["military_actions"]},
        "abilities": {"strength_per_unit_type": e["strength_per_distinct_unit_type"]},
    },
    ("William Shakespeare", "II"): lambda e: {
        "flat": {"happy": e["happy"]},
        "abilities": {
            "library_theater_discount": {
                "resources": e["with_library_theater_discount"]["build_resources"],
                "science": e["with_library_theater_discount"]["develop_science"],
            },
            "culture_per_library_theater_pair": e["culture_per_library_theater_pair"],
        },
    },
    ("Albert Einstein", "III"): lambda e: {
        "abilities": {
            "best_lab_or_library_science_per_level": 1,
            "culture_per_technology_developed": e["culture_per_technology_developed"],
        }
    },
    ("Bill Gates", "III"): lambda e: {"abilities": {"labs_produce_resources": True}},
    ("Charlie Chaplin", "III"): lambda e: {
        "flat": {"happy": e["happy"]},
        "abilities": {"best_theater_culture_doubled": True},
    },
    ("Mahatma Gandhi", "III"): lambda e: {
        "flat": {"culture": e["culture"]},
        "abilities": {"may_not_attack": True, "attack_cost_multiplier": 2},
    },
    ("Sid Meier", "III"): lambda e: {
        "abilities": {"lab_culture_per_level": 1, "lab_science_modifier": e["each_lab_science_modifier"]}
    },
    ("Winston Churchill", "III"): lambda e: {
        "abilities": {
            "choice_per_turn": {
                "culture": e["each_turn_choose_one"][0]["culture"],
                "military_science": e["each_turn_choose_one"][1]["science_for_military_unit_technologies"],
                "military_resources": e["each_turn_choose_one"][1]["resources_for_military_units"],
            }
        }
    },
}


def _wonder(e: dict[str, Any]) -> dict[str, Any]:
    flat_keys = ("culture", "science", "happy", "strength", "civil_actions", "military_actions")
    flat = {k: e[k] for k in flat_keys if k in e}
    if "colonization_bonus" in e:
        flat["colonization"] = e["colonization_bonus"]
    if "civil_hand_limit" in e:
        flat["civil_hand_limit"] = e["civil_hand_limit"]
        flat["military_hand_limit"] = e["military_hand_limit"]
    out: dict[str, Any] = {"flat": flat, "abilities": {}}
    if "blue_tokens_added" in e:
        out["blue_tokens"] = e["blue_tokens_added"]
    if "strength_per_infantry_unit" in e:
        out["abilities"]["strength_per_infantry"] = e["strength_per_infantry_unit"]
        out["abilities"]["strength_per_artillery"] = e["strength_per_artillery_unit"]
    if "extra_happy_per_other_happy_source" in e:
        out["abilities"]["extra_happy_per_happy_source"] = e["extra_happy_per_other_happy_source"]
    if "take_discount_if_leader_replaced_this_turn" in e:
        out["row_ability"] = {
            "take_discount_after_leader_replaced": e["take_discount_if_leader_replaced_this_turn"][
                "civil_actions"
            ]
        }
    if "once_per_turn_free_population_increase" in e:
        out["abilities"]["free_population_per_turn"] = True
    if "one_best_mine_produces_double" in e:
        out["abilities"]["best_mine_produces_double"] = True
    return out


def _scoring_wonder(formula: dict[str, Any]) -> Effect:
    return lambda e: {"flat": {}, "abilities": {}, "on_completion": formula}


WONDER_EFFECTS: dict[tuple[str, str], Effect] = {
    (name, age): _wonder
    for name, age in (
        ("Colossus", "A"),
        ("Hanging Gardens", "A"),
        ("Library of Alexandria", "A"),
        ("Pyramids", "A"),
        ("Great Wall", "I"),
        ("St. Peter's Basilica", "I"),
        ("Taj Mahal", "I"),
        ("Universitas Carolina", "I"),
        ("Eiffel Tower", "II"),
        ("Kremlin", "II"),
        ("Ocean Liner Service", "II"),
        ("Transcontinental Railroad", "II"),
    )
}
WONDER_EFFECTS.update(
    {
        ("Fast Food Chains", "III"): _scoring_wonder(
            {"culture_per_farm_mine_worker": 2, "culture_per_urban_unit_worker": 1}
        ),
        ("First Space Flight", "III"): _scoring_wonder({"culture_per_technology_level": 1}),
        ("Hollywood", "III"): _scoring_wonder({"theater_library_culture_times": 2}),
        ("Internet", "III"): _scoring_wonder({"urban_building_output": 1}),
    }
)


def _action(kind: str, **fixed: Any) -> Callable[[Callable[[dict[str, Any]], dict[str, Any]]], Effect]:
    def wrap(params: Callable[[dict[str, Any]], dict[str, Any]]) -> Effect:
        return lambda e: {"effect": {"kind": kind, **fixed, **params(e)}}

    return wrap


def _score(e: dict[str, Any]) -> dict[str, Any]:
    return {"science": e.get("science", 0), "culture": e.get("culture", 0)}


ACTION_EFFECTS: dict[tuple[str, str], Effect] = {}
for _age in ("A", "I", "II", "III"):
    ACTION_EFFECTS.update(
        {
            ("Cultural Heritage", _age): _action("score")(_score),
            ("Revolutionary Idea", _age): _action("score")(_score),
            ("Engineering Genius", _age): _action("wonder_stage")(
                lambda e: {"discount": e["build_one_wonder_stage_resource_discount"]}
            ),
            ("Frugality", _age): _action("increase_population")(
                lambda e: {"food_back": e["increase_population_then_gain_food"]}
            ),
            ("Patriotism", _age): _action("patriotism")(
                lambda e: {
                    "military_actions": e["military_actions_this_turn"],
                    "military_resources": e["resources_for_military_units_this_turn"],
                }
            ),
            ("Rich Land", _age): _action("build_or_upgrade", kinds=["farm", "mine"])(
                lambda e: {"discount": e["build_or_upgrade_farm_or_mine_resource_discount"]}
            ),
            ("Urban Growth", _age): _action("build_or_upgrade", kinds=URBAN)(
                lambda e: {"discount": e["build_or_upgrade_urban_building_resource_discount"]}
            ),
            ("Efficient Upgrade", _age): _action("upgrade", kinds=["farm", "mine", *URBAN])(
                lambda e: {"discount": e["upgrade_farm_mine_or_urban_building_resource_discount"]}
            ),
            ("Stockpile", _age): _action("gain")(lambda e: {"food": e["food"], "resources": e["resources"]}),
            ("Reserves", _age): _action("gain_choice")(lambda e: {"amount": e["choose_food_or_resources"]}),
            ("Breakthrough", _age): _action("develop")(
                lambda e: {"science_back": e["develop_technology_then_science"]}
            ),
            ("Wave of Nationalism", _age): _action("military_resources_per_stronger")(
                lambda e: {"by_players": _by_players(e["military_unit_resources_per_stronger_civilization"])}
            ),
            ("Military Build-Up", _age): _action("military_resources_per_stronger")(
                lambda e: {"by_players": _by_players(e["military_unit_resources_per_stronger_civilization"])}
            ),
            ("Endowment for the Arts", _age): _action("culture_per_more_cultured")(
                lambda e: {"by_players": _by_players(e["culture_per_civilization_with_more_culture"])}
            ),
        }
    )


def _event(**params: Callable[[dict[str, Any]], Any]) -> Effect:
    return lambda e: {"effect": {k: f(e) for k, f in params.items()}}


def _const(value: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda e: value


EVENT_EFFECTS: dict[tuple[str, str], Effect] = {
    ("Development of Agriculture", "A"): _event(food=lambda e: e["all"]["food"]),
    ("Development of Crafts", "A"): _event(resources=lambda e: e["all"]["resources"]),
    ("Development of Markets", "A"): _event(amount=lambda e: e["all"]["choose"][0]["food"]),
    ("Development of Politics", "A"): _event(draw=lambda e: e["all"]["draw_military_cards"]),
    ("Development of Religion", "A"): _event(free_build=_const("religion")),
    ("Development of Science", "A"): _event(science=lambda e: e["all"]["science"]),
    ("Development of Settlement", "A"): _event(population=lambda e: e["all"]["increase_population_free"]),
    ("Development of Trade Routes", "A"): _event(
        science=lambda e: e["all"]["science"],
        food=lambda e: e["all"]["food"],
        resources=lambda e: e["all"]["resources"],
    ),
    ("Development of Warfare", "A"): _event(free_build=_const("warriors")),
    ("Development of Civilization", "A"): _event(
        discount=lambda e: e["all"]["choose_one_with_discount"]["increase_population"]["food"]
    ),
    ("Barbarians", "I"): _event(
        among=lambda e: e["most_culture_player_if_among_weakest"]["n_weakest"]["4p"],
        population=lambda e: e["most_culture_player_if_among_weakest"]["lose_population"],
    ),
    ("Border Conflict", "I"): _event(resources=lambda e: e["strongest"]["resources"]),
    ("Crusades", "I"): _event(culture=lambda e: e["strongest"]["culture"]),
    ("Cultural Influence", "I"): _event(),
    ("Foray", "I"): _event(
        among=lambda e: _two(e["strongest_n"]), amount=lambda e: e["strongest_n"]["food_and_or_resources"]
    ),
    ("Good Harvest", "I"): _event(),
    ("Immigration", "I"): _event(population=lambda e: e["most_happy_faces"]["increase_population_free"]),
    ("New Deposits", "I"): _event(),
    ("Pestilence", "I"): _event(population=lambda e: e["all"]["lose_population"]),
    ("Raiders", "I"): _event(
        among=lambda e: _two(e["weakest_n"]), amount=lambda e: e["weakest_n"]["lose_food_and_or_resources"]
    ),
    ("Rats", "I"): _event(),
    ("Rebellion", "I"): _event(civil_actions=lambda e: e["all"]["civil_actions_lost_per_discontent_worker"]),
    ("Reign of Terror", "I"): _event(population=lambda e: e["weakest"]["lose_population"]),
    ("Scientific Breakthrough", "I"): _event(),
    ("Uncertain Borders", "I"): _event(
        yellow_tokens=lambda e: e["strongest"]["take_yellow_tokens_from_weakest_yellow_bank"]
    ),
    ("Civil Unrest", "II"): _event(
        culture=lambda e: e["all"]["culture_per_discontent_worker"],
        blue_tokens=lambda e: e["most_discontent_workers"]["blue_tokens_to_box"],
    ),
    ("Cold War", "II"): _event(
        among=lambda e: _two(e["strongest_n"]), science=lambda e: e["strongest_n"]["science"]
    ),
    ("Crime Wave", "II"): _event(
        among=lambda e: _two(e["weakest_n"]),
        culture=lambda e: e["weakest_n"]["culture"],
        blue_tokens=lambda e: e["weakest_n"]["blue_tokens_to_box"],
    ),
    ("Economic Progress", "II"): _event(),
    ("Emigration", "II"): _event(),
    ("Iconoclasm", "II"): _event(),
    ("Independence Declaration", "II"): _event(),
    ("International Agreement", "II"): _event(
        civil_actions=lambda e: e["strongest"]["may_take_civil_cards_worth_civil_actions"]
    ),
    ("National Pride", "II"): _event(culture=lambda e: e["most_culture"]["culture"]),
    ("Politics of Strength", "II"): _event(
        draw=lambda e: e["strongest"]["draw_military_cards"],
        discard=lambda e: e["weakest"]["discard_military_cards"],
        final_age_culture=_const({"strongest": 5, "weakest": 3}),
    ),
    ("Popularization of Science", "II"): _event(),
    ("Prosperity", "II"): _event(max_happy=lambda e: e["all"]["max_happy_faces_counted"]),
    ("Ravages of Time", "II"): _event(
        ages=lambda e: e["all"]["turn_face_down_one_completed_wonder_of_age"],
        ruin_culture=lambda e: e["all"]["ruin_culture"],
    ),
    ("Refugees", "II"): _event(
        culture=lambda e: e["strongest"]["culture"],
        population=lambda e: e["strongest"]["increase_population_free"],
    ),
    ("Terrorism", "II"): _event(),
    ("Impact of Agriculture", "III"): _event(bonus=lambda e: e["all"]["bonus_if_food_exceeds_consumption"]),
    ("Impact of Architecture", "III"): _event(
        per_level=lambda e: e["all"]["culture_per_level_of_each_urban_building"]
    ),
    ("Impact of Balance", "III"): _event(times=lambda e: e["all"]["multiplier"]),
    ("Impact of Colonies", "III"): _event(per_colony=lambda e: e["all"]["culture_per_colony"]),
    ("Impact of Competition", "III"): _event(
        per_level=lambda e: e["all"]["culture_per_level_of_military_units_and_arenas"]
    ),
    ("Impact of Government", "III"): _event(
        per_civil=lambda e: e["all"]["culture_per_civil_action"],
        per_military=lambda e: e["all"]["culture_per_military_action"],
    ),
    ("Impact of Happiness", "III"): _event(
        per_happy=lambda e: e["all"]["culture_per_happy_face"],
        max_culture=lambda e: e["all"]["max_culture"],
        per_discontent=lambda e: e["all"]["culture_per_discontent_worker"],
    ),
    ("Impact of Industry", "III"): _event(),
    ("Impact of Population", "III"): _event(
        per_worker=lambda e: e["all"]["culture_per_content_worker_above_10"], above=_const(10)
    ),
    ("Impact of Progress", "III"): _event(
        per_level=lambda e: e["all"]["culture_per_level_of_government_and_special_technologies"]
    ),
    ("Impact of Science", "III"): _event(by_rank=lambda e: _by_players(e["culture_by_rank"])),
    ("Impact of Strength", "III"): _event(by_rank=lambda e: _by_players(e["culture_by_rank"])),
    ("Impact of Technology", "III"): _event(per_card=lambda e: e["all"]["culture_per_age_III_technology"]),
    ("Impact of Variety", "III"): _event(
        per_type=lambda e: e["all"]["culture_per_distinct_type_of_unit_urban_building_and_special_technology"]
    ),
    ("Impact of Wonders", "III"): _event(by_age=lambda e: e["all"]["culture_per_completed_wonder_by_age"]),
}

AGGRESSION_EFFECTS: dict[tuple[str, str], Effect] = {
    ("Enslave", "I"): _event(
        food=lambda e: e["gain"]["food"],
        resources=lambda e: e["gain"]["resources"],
        population=lambda e: e["target"]["lose_population"],
    ),
    ("Plunder", "I"): _event(amount=lambda e: e["take_food_and_or_resources_up_to"]),
    ("Plunder", "II"): _event(amount=lambda e: e["take_food_and_or_resources_up_to"]),
    ("Plunder", "III"): _event(amount=lambda e: e["take_food_and_or_resources_up_to"]),
    ("Raid", "I"): _event(buildings=lambda e: e["destroy_urban_buildings_max_age"]),
    ("Raid", "II"): _event(buildings=lambda e: e["destroy_urban_buildings_max_age"]),
    ("Raid", "III"): _event(buildings=lambda e: e["destroy_urban_buildings_max_age"]),
    ("Annex", "II"): _event(),
    ("Infiltrate", "II"): _event(culture_per_level=lambda e: e["culture_per_level_of_removed_card"]),
    ("Spy", "II"): _event(science=lambda e: e["take_science_up_to"]),
    ("Armed Intervention", "III"): _event(culture=lambda e: e["take_culture_up_to"]),
}

WAR_EFFECTS: dict[tuple[str, str], Effect] = {
    ("War over Technology", "II"): _event(),
    ("War over Territory", "II"): _event(
        base=lambda e: e["winner_takes_yellow_tokens"]["base"],
        advantage_step=lambda e: e["winner_takes_yellow_tokens"]["plus_one_per_strength_advantage_of"],
    ),
    ("War over Culture", "III"): _event(base=lambda e: e["winner_takes_culture"]["base"]),
}


def _pact(e: dict[str, Any]) -> dict[str, Any]:
    if e["symmetric"]:
        both = {k: v for k, v in e["both"].items()}
        sides = {"A": both, "B": dict(both)}
    else:
        sides = {
            "A": dict(e["A"]),
            "B": {k: v for k, v in e["B"].items() if k != "no_one_may_declare_war_on_B"},
        }
    if e.get("B", {}).get("no_one_may_declare_war_on_B"):
        sides["B"]["no_war_declared_on_this_side"] = True
    renamed = {
        "may_use_food_as_resource_per_turn": "food_as_resource_per_turn",
        "may_use_resource_as_food_per_turn": "resource_as_food_per_turn",
        "resources": "resources_per_production",
        "food": "food_per_production",
        "technology_science_discount": "technology_science_discount",
        "other_party_pays_science": "partner_pays_science",
        "culture_per_wonder_of_other_party": "culture_per_partner_wonder",
    }
    for side in sides.values():
        for old, new in renamed.items():
            if old in side and old != new:
                side[new] = side.pop(old)
    out: dict[str, Any] = {"symmetric": e["symmetric"], "sides": sides}
    out["ends_if_attacks"] = bool(e.get("ends_if_either_attacks_the_other"))
    out["no_attacks"] = bool(e.get("no_attacks_between_parties"))
    if "attacker_strength_bonus_against_partner" in e:
        out["attack_bonus"] = e["attacker_strength_bonus_against_partner"]
    return out


PACT_EFFECTS: dict[tuple[str, str], Effect] = {
    (name, age): _pact
    for name, age in (
        ("Open Borders Agreement", "I"),
        ("Trade Routes Agreement", "I"),
        ("Acceptance of Supremacy", "II"),
        ("International Trade Agreement", "II"),
        ("Promise of Military Protection", "II"),
        ("Scientific Cooperation", "II"),
        ("International Tourism", "III"),
        ("Loss of Sovereignty", "III"),
        ("Military Pact", "III"),
        ("Peace Treaty", "III"),
    )
}


def territory_effects(src: dict[str, Any]) -> dict[str, Any]:
    immediate = {}
    for key, value in src["immediate"].items():
        name = {"increase_population_free": "population", "draw_military_cards": "draw"}.get(key, key)
        immediate[name] = value
    return {"immediate": immediate, "permanent": dict(src["permanent"])}
