"""Advanced Civilization facts taken from the rulebook itself (seed 000, Danish), by section.

The shared game-data reference (``advciv-*.json``) holds the component tables (cards, stacks,
AST rows). What it lacks - credit clauses as the rulebook words them, calamity numbers and
card modifiers, card abilities, the player-count rules - is written here once, as structured
facts, so ``convert_advciv.py`` can both write it and check the reference against it.
Section numbers (``000 §N``) let anyone with the rulebook check a value.
"""

from __future__ import annotations

from typing import Any

# Ids the Civilization (1980) engine already uses for the same titles (plan §4 item 22).
# Everything else keeps the reference's id.
ID_MAP = {
    "metalworking": "metal_working",
    "spices": "spice",
    "iconoclasm_and_heresy": "iconoclasm",
    "volcanic_eruption_earthquake": "volcano",
}

# 000 §8: value and copies per commodity (the flattened table rebuilt in row order).
RULEBOOK_COMMODITIES = {
    "ochre": (1, 7),
    "hides": (1, 7),
    "iron": (2, 8),
    "papyrus": (2, 7),
    "salt": (3, 9),
    "timber": (3, 8),
    "grain": (4, 8),
    "oil": (4, 7),
    "cloth": (5, 7),
    "wine": (5, 6),
    "bronze": (6, 6),
    "silver": (6, 5),
    "spice": (7, 6),
    "resin": (7, 5),
    "gems": (8, 5),
    "dye": (8, 4),
    "gold": (9, 5),
    "ivory": (9, 4),
}
# 000 §28.53, §32.261: the sets Mining may raise by one card.
MINEABLE = ("iron", "bronze", "silver", "gems", "gold")

# 000 §9.1: stack and whether the card may be traded, in resolution order (000 §29.6).
RULEBOOK_CALAMITIES = (
    ("volcano", 2, False),
    ("treachery", 2, True),
    ("famine", 3, False),
    ("superstition", 3, True),
    ("civil_war", 4, False),
    ("slave_revolt", 4, True),
    ("flood", 5, False),
    ("barbarian_hordes", 5, True),
    ("epidemic", 6, True),
    ("civil_disorder", 7, True),
    ("iconoclasm", 8, True),
    ("piracy", 9, True),
)

# 000 §16.2-16.8: tokens each player uses.
RULEBOOK_TOKENS = {8: 47, 7: 55, 6: 55, 5: 47, 4: 55, 3: 47, 2: 55}

# 000 §33.2: what entering each epoch needs. "card_value" is per Late Iron space.
EPOCHS: tuple[dict[str, Any], ...] = (
    {"id": "stone_age", "name": "Stone Age", "requires": {}, "rule": "33.21"},
    {"id": "early_bronze_age", "name": "Early Bronze Age", "requires": {"cities": 2}, "rule": "33.22"},
    {
        "id": "late_bronze_age",
        "name": "Late Bronze Age",
        "requires": {"cities": 3, "card_groups": 3},
        "rule": "33.23",
    },
    {
        "id": "early_iron_age",
        "name": "Early Iron Age",
        "requires": {"cities": 4, "civ_cards": 9, "card_groups": 5},
        "rule": "33.24",
    },
    {
        "id": "late_iron_age",
        "name": "Late Iron Age",
        "requires": {"cities": 5, "card_value": "per_space"},
        "rule": "33.25",
    },
)

# 000 §32: the credit each card gives, as the rulebook words it. A target "group:x" is every
# other card of group x (two-group cards included, 000 §31.55); a list names cards.
CREDIT_CLAUSES: dict[str, list[tuple[str | tuple[str, ...], int]]] = {
    "pottery": [("group:crafts", 10), (("democracy", "monotheism"), 10)],  # 32.212
    "cloth_making": [("group:crafts", 10), (("democracy", "monotheism"), 10)],  # 32.222
    "metal_working": [  # 32.232
        ("group:crafts", 10),
        (("democracy", "monotheism"), 10),
        (("military",), 20),
    ],
    "agriculture": [("group:crafts", 10), (("democracy", "monotheism"), 10)],  # 32.242
    "roadbuilding": [("group:crafts", 10), (("democracy", "monotheism"), 10)],  # 32.254
    "mining": [("group:crafts", 10), (("democracy", "monotheism"), 10)],  # 32.264
    "engineering": [  # 32.314
        ("group:crafts", 10),
        (("democracy", "monotheism"), 10),
        ("group:sciences", 20),
        (("philosophy", "theology"), 20),
    ],
    "astronomy": [("group:sciences", 20), (("philosophy", "theology"), 20)],  # 32.412
    "coinage": [("group:sciences", 20), (("philosophy", "theology"), 20)],  # 32.422
    "medicine": [("group:sciences", 20), (("philosophy", "theology"), 20)],  # 32.432
    "mathematics": [  # 32.541
        ("group:sciences", 20),
        ("group:arts", 5),
        (("law",), 5),
        (("enlightenment",), 10),
        (("philosophy", "theology"), 25),
    ],
    "drama_and_poetry": [  # 32.612
        (("mathematics", "music", "architecture", "law", "mysticism"), 5),
        (("democracy", "enlightenment"), 10),
        (("literacy",), 20),
    ],
    "music": [  # 32.622
        (("drama_and_poetry", "literacy", "architecture", "law", "mysticism"), 5),
        (("democracy", "enlightenment"), 10),
        (("mathematics", "philosophy"), 20),
    ],
    "architecture": [  # 32.632
        ("group:arts", 5),
        (("democracy", "enlightenment"), 10),
        (("law",), 15),
    ],
    "literacy": [  # 32.711
        ("group:arts", 5),
        (("enlightenment",), 10),
        (("law", "democracy", "philosophy"), 25),
    ],
    "law": [],  # 32.81: no credit clause
    "democracy": [],  # 32.82
    "military": [],  # 32.83
    "philosophy": [],  # 32.84
    "mysticism": [("group:arts", 5), ("group:religion", 15)],  # 32.912
    "deism": [(("enlightenment", "monotheism", "theology"), 15)],  # 32.922
    "enlightenment": [(("monotheism", "theology"), 15)],  # 32.932 (second of that number)
    "monotheism": [],  # 32.94
    "theology": [],  # 32.95 (32.952 is missing from the rulebook's numbering)
}

# Where each card's credit clause is (or would be) in 000 §32.
CARD_RULES = {
    "pottery": "32.21",
    "cloth_making": "32.22",
    "metal_working": "32.23",
    "agriculture": "32.24",
    "roadbuilding": "32.25",
    "mining": "32.26",
    "engineering": "32.31",
    "astronomy": "32.41",
    "coinage": "32.42",
    "medicine": "32.43",
    "mathematics": "32.54",
    "drama_and_poetry": "32.61",
    "music": "32.62",
    "architecture": "32.63",
    "literacy": "32.71",
    "law": "32.81",
    "democracy": "32.82",
    "military": "32.83",
    "philosophy": "32.84",
    "mysticism": "32.91",
    "deism": "32.92",
    "enlightenment": "32.93",
    "monotheism": "32.94",
    "theology": "32.95",
}

# 000 §32: what each card does outside the calamities. Calamity modifiers live with the
# calamities (CALAMITY_EFFECTS) and are listed on the cards by the converter.
ABILITIES: dict[str, dict[str, Any]] = {
    "pottery": {},
    "cloth_making": {"ship_range": 5},  # 32.221
    "metal_working": {"conflict_removes_last": True},  # 32.231, 24.24
    "agriculture": {"population_limit_bonus": 1, "reduction_tokens_bonus": 1},  # 32.241
    "roadbuilding": {"land_move_areas": 2},  # 32.251
    "mining": {"set_bonus_cards": 1, "set_bonus_uses_per_turn": 1},  # 32.261
    "engineering": {"city_attack_engineering": True},  # 32.311, 24.35 (table in setup.json)
    "astronomy": {"ships_cross_open_sea": True},  # 32.411
    "coinage": {"tax_rates": [1, 2, 3]},  # 32.421, 19.2
    "medicine": {},
    "mathematics": {},
    "drama_and_poetry": {},
    "music": {},
    "architecture": {"treasury_city_builds_per_turn": 1, "treasury_share_max_percent": 50},  # 32.631
    "literacy": {},
    "law": {},
    "democracy": {"tax_revolt_immune": True},  # 32.821, 19.34
    "military": {"acts_last_in": ["ship_construction", "movement"]},  # 32.831, 22.11, 23.21
    "philosophy": {},
    "mysticism": {},
    "deism": {},
    "enlightenment": {},
    "monotheism": {  # 32.941-32.942
        "conversion": {
            "areas_per_turn": 1,
            "adjacency": "land",
            "when": "end_of_calamity_phase",
            "blocked_by_holders_of": ["monotheism", "theology"],
            "needs_stock_to_replace": True,
        }
    },
    "theology": {},
}

# Modifier record: card, the victim role it acts for, the effect field it changes, and how:
# "add" a number, "set" a value, "cap" (at most), "per_grain" (add per Grain card shown).
Modifier = dict[str, Any]


def _mod(card: str, role: str, field: str, op: str, value: Any, rule: str) -> Modifier:
    return {"card": card, "role": role, "field": field, "op": op, "value": value, "rule": rule}


# 000 §30: every calamity's numbers. "primary"/"secondary" are victim roles; unit points
# count a city 5 and a token 1 (000 §29.62).
CALAMITY_EFFECTS: dict[str, dict[str, Any]] = {
    "volcano": {
        "rule": "30.21",
        "effect": {
            "volcano": {
                "trigger": "primary_city_in_touched_area",
                "eliminates": "all_units_in_touched_areas",
                "site": "most_total_damage",
                "tie": "primary",
            },
            "earthquake": {
                "primary_cities": 1,
                "primary_action": "destroy",
                "secondary_cities": 1,
                "secondary_action": "reduce",
                "secondary_area": "adjacent_to_destroyed_city_land_or_water",
                "site": "most_total_damage",
            },
        },
        "modifiers": [
            _mod("engineering", "primary", "earthquake.primary_action", "set", "reduce", "30.213"),
            _mod("engineering", "secondary", "earthquake.eligible", "set", False, "30.213"),
        ],
    },
    "treachery": {
        "rule": "30.22",
        "effect": {
            "traded": {"cities": 1, "action": "replace_with_trader_city", "chooser": "trader"},
            "traded_trader_has_no_city_in_stock": {"cities": 1, "action": "destroy", "chooser": "trader"},
            "kept": {"cities": 1, "action": "reduce", "chooser": "primary"},
        },
        "modifiers": [],
    },
    "famine": {
        "rule": "30.31",
        "effect": {
            "primary_loss": 10,
            "secondary_total": 20,
            "secondary_max_each": 8,
            "secondary_mandatory": True,
            "secondary_amounts_chooser": "primary",
            "units_chooser": "each_victim",
        },
        "modifiers": [
            _mod("pottery", "primary", "primary_loss", "per_grain", -4, "30.312"),
            _mod("pottery", "secondary", "share", "per_grain", -4, "30.312"),
        ],
        "grain_shown_until_end_of_turn": True,
    },
    "superstition": {
        "rule": "30.32",
        "effect": {"cities_reduced": 3, "chooser": "primary", "modifiers_combine": "best"},
        "modifiers": [
            _mod("mysticism", "primary", "cities_reduced", "set", 2, "30.322"),
            _mod("deism", "primary", "cities_reduced", "set", 1, "30.322"),
            _mod("enlightenment", "primary", "cities_reduced", "set", 0, "30.322"),
        ],
    },
    "civil_war": {
        "rule": "30.41",
        "effect": {
            "beneficiary": "most_unit_points_in_stock",
            "no_war_if_primary_has_most": True,
            "primary_picks": 15,
            "beneficiary_picks": 20,
            "faction_loss": 0,
            "no_war_without_second_faction": True,
            "overflow": "next_most_unit_points_in_stock",
        },
        "modifiers": [
            _mod("music", "primary", "primary_picks", "add", 5, "30.4122"),
            _mod("drama_and_poetry", "primary", "primary_picks", "add", 5, "30.4122"),
            _mod("democracy", "primary", "primary_picks", "add", 10, "30.4122"),
            # Philosophy overrides every other card (30.4124): applied after the additions.
            _mod("philosophy", "primary", "primary_picks", "set", 0, "30.4124"),
            _mod("philosophy", "primary", "beneficiary_picks", "set", 15, "30.4124"),
            _mod("military", "primary", "faction_loss", "set", 5, "30.414"),
        ],
    },
    "slave_revolt": {
        "rule": "30.42",
        "effect": {"nonsupporting_tokens": 15, "lasts": "calamity_phase", "check_support_at_once": True},
        "modifiers": [
            _mod("mining", "primary", "nonsupporting_tokens", "add", 5, "30.423"),
            _mod("enlightenment", "primary", "nonsupporting_tokens", "add", -5, "30.423"),
        ],
    },
    "flood": {
        "rule": "30.51",
        "effect": {
            "primary_loss_max": 17,
            "secondary_total": 10,
            "secondary_amounts_chooser": "primary",
            "units_chooser": "each_victim",
            "vulnerable": {
                "tokens": True,
                "cities_on_white_sites": True,
                "cities_without_site": True,
                "cities_on_black_sites": False,
            },
            "plain": "most_primary_unit_points",
            "tie": "primary",
            "no_units_on_a_plain": {"coastal_cities": 1, "action": "destroy", "chooser": "primary"},
            "loss_cap": None,
        },
        "modifiers": [
            _mod("engineering", "primary", "loss_cap", "cap", 7, "30.515"),
            _mod("engineering", "secondary", "loss_cap", "cap", 7, "30.515"),
            _mod("engineering", "primary", "no_units_on_a_plain.action", "set", "reduce", "30.515"),
        ],
    },
    "barbarian_hordes": {
        "rule": "30.52",
        "effect": {
            "tokens": 15,
            "supplied_by": "unused_nation",
            "placement": "primary_start_area_most_damage",
            "moves": "greedy_most_immediate_damage",
            "crosses_open_sea": False,
            "tie_chooser": "trader_else_most_units_in_stock",
            "use_controller_cards": False,
            "card_draw_when_city_destroyed": False,
            "never_primary_victim": ["crete"],
        },
        "modifiers": [],
    },
    "epidemic": {
        "rule": "30.61",
        "effect": {
            "primary_loss": 16,
            "secondary_total": 25,
            "secondary_max_each": 10,
            "secondary_mandatory": True,
            "secondary_amounts_chooser": "primary",
            "keep_one_token_per_area": True,
            "city_points_max": 4,
        },
        "modifiers": [
            _mod("medicine", "primary", "primary_loss", "add", -8, "30.613"),
            _mod("medicine", "secondary", "share", "add", -5, "30.613"),
            _mod("roadbuilding", "primary", "primary_loss", "add", 5, "30.614"),
            _mod("roadbuilding", "secondary", "share", "add", 5, "30.614"),
        ],
    },
    "civil_disorder": {
        "rule": "30.71",
        # All cities but the kept ones are reduced; the cards move the number kept (X15: the
        # result is clamped to the cities he has).
        "effect": {"cities_kept": 3, "chooser": "primary", "modifiers_combine": "sum"},
        "modifiers": [
            _mod("music", "primary", "cities_kept", "add", 1, "30.712"),
            _mod("drama_and_poetry", "primary", "cities_kept", "add", 1, "30.712"),
            _mod("law", "primary", "cities_kept", "add", 1, "30.712"),
            _mod("democracy", "primary", "cities_kept", "add", 1, "30.712"),
            _mod("military", "primary", "cities_kept", "add", -1, "30.713"),
            _mod("roadbuilding", "primary", "cities_kept", "add", -1, "30.714"),
        ],
    },
    "iconoclasm": {
        "rule": "30.81",
        "effect": {
            "cities_reduced": 4,
            "chooser": "primary",
            "modifiers_combine": "sum",
            "secondary_cities": 2,
            "secondary_mandatory": True,
            "secondary_chooser": "primary",
            "secondary_max_each": None,
        },
        "modifiers": [
            _mod("law", "primary", "cities_reduced", "add", -1, "30.812"),
            _mod("philosophy", "primary", "cities_reduced", "add", -1, "30.813"),
            _mod("theology", "primary", "cities_reduced", "add", -3, "30.814"),
            # 30.815 (Danish) says -1, 32.943 says Monotheism worsens it: +1, the reading of
            # 32.943 and of the English 30.815 (option monotheism_iconoclasm, docs/rules-options-advciv.md).
            _mod("monotheism", "primary", "cities_reduced", "add", 1, "30.815/32.943"),
            _mod("roadbuilding", "primary", "cities_reduced", "add", 1, "30.816"),
            _mod("philosophy", "secondary", "secondary_max_each", "cap", 1, "30.819"),
            _mod("theology", "secondary", "eligible", "set", False, "30.819"),
        ],
    },
    "piracy": {
        "rule": "30.91",
        "effect": {
            "primary_coastal_cities": 2,
            "primary_chooser": "trader",
            "secondary_coastal_cities": 2,
            "secondary_max_each": 1,
            "secondary_chooser": "primary",
            "secondary_even_if_primary_short": True,
            "replacement": "pirate_city",
            "supplied_by": "unused_nation",
        },
        "modifiers": [],
    },
}

# 000 §29, §30.913, §24.34: rules every calamity shares.
CALAMITY_RULES: dict[str, Any] = {
    "primary_max_per_turn": 2,  # 29.5
    "over_limit": "two_drawn_at_random_rest_returned",  # 29.5
    "order": "rank",  # 29.6: ascending stack, non-tradable first
    "unit_points": {"city": 5, "token": 1},  # 29.62
    "loss": "exact_else_smallest_excess",  # 29.63
    "secondary_mandatory": True,  # 29.64
    "seller_never_secondary": True,  # 29.61
    "barbarians_and_pirate_cities_immune": True,  # 29.65
    "support_check_after_all": True,  # 29.8
    "kept_tradable_calamity_strikes_drawer": True,  # 29.4, 31.72
    "no_pillage_or_card_draw": True,  # 24.53
    "pirate_city_pillage_allowed": True,  # 30.913
}
