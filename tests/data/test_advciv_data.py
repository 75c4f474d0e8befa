"""Advanced Civilization data (engine/data/advciv/) is complete and consistent.

Test names cite sections of shared/rules/advanced-civilization.md.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest

from tools import convert_advciv
from tools.data_paths import ADVCIV_DATA, board_file, civ1980_file, reference_dir

NATIONS = ["africa", "italy", "illyria", "thrace", "crete", "asia", "assyria", "babylon", "egypt"]


@cache
def _data(name: str) -> Any:
    return json.loads((ADVCIV_DATA / name).read_text(encoding="utf-8"))


@cache
def _board() -> Any:
    return json.loads(board_file().read_text(encoding="utf-8"))


def _cards() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in _data("civ_cards.json")["cards"]}


def _calamities() -> dict[str, dict[str, Any]]:
    return {c["id"]: c for c in _data("trade_cards.json")["calamities"]}


def _start_areas() -> dict[str, set[str]]:
    starts: dict[str, set[str]] = {}
    for area in _board()["areas"]:
        if area["start_nation"]:
            starts.setdefault(area["start_nation"], set()).add(area["id"])
    return starts


# --- trade cards ------------------------------------------------------------------------


def test_7_1_114_commodity_cards_in_18_commodities_two_per_stack() -> None:
    tc = _data("trade_cards.json")
    commodities = tc["commodities"]
    # The totals of shared/reference/game-data/README.md: 18 commodities, 114 cards.
    assert len(commodities) == 18
    assert sum(c["count"] for c in commodities) == 114
    assert Counter(c["stack"] for c in commodities) == Counter({n: 2 for n in range(1, 10)})
    assert all(c["value"] == c["stack"] for c in commodities)
    assert sum(c["count"] for c in commodities if c["advciv_new"]) == 70
    assert [c["id"] for c in commodities if c["mineable"]] == ["iron", "bronze", "silver", "gems", "gold"]
    assert tc["set_value"] == "count * count * value"
    assert tc["totals"]["commodity_cards"] == 114


def test_7_3_twelve_calamities_four_non_tradable_in_rank_order() -> None:
    tc = _data("trade_cards.json")
    calamities = tc["calamities"]
    assert len(calamities) == 12 and tc["totals"]["calamity_cards"] == 12
    assert [c["rank"] for c in calamities] == list(range(1, 13))
    # 000 §29.6: ascending stack, the non-tradable card first within a stack.
    assert [(c["stack"], c["tradable"]) for c in calamities] == sorted(
        (c["stack"], c["tradable"]) for c in calamities
    )
    assert {c["id"] for c in calamities if not c["tradable"]} == {"volcano", "famine", "civil_war", "flood"}
    assert sum(1 for c in calamities if c["advciv_new"]) == 8
    assert all(c["stack"] > 1 for c in calamities)


def test_7_4_stacks_hold_126_cards_one_tradable_calamity_each_from_stack_2() -> None:
    tc = _data("trade_cards.json")
    stacks = tc["stacks"]
    commodities = {c["id"]: c for c in tc["commodities"]}
    calamities = _calamities()
    assert [s["stack"] for s in stacks] == list(range(1, 10))
    assert [s["cards"] for s in stacks] == [14, 17, 19, 17, 15, 12, 12, 10, 10]
    assert sum(s["cards"] for s in stacks) == tc["totals"]["all_trade_cards"] == 126
    for s in stacks:
        assert all(commodities[c]["stack"] == s["stack"] for c in s["commodities"])
        red = s["tradable_calamities"] + s["non_tradable_calamities"]
        assert all(calamities[c]["stack"] == s["stack"] for c in red)
        assert s["cards"] == sum(commodities[c]["count"] for c in s["commodities"]) + len(red)
        assert len(s["tradable_calamities"]) == (0 if s["stack"] == 1 else 1)
        assert len(s["non_tradable_calamities"]) == (1 if 2 <= s["stack"] <= 5 else 0)
    assert tc["stack_setup"]["safe_top_cards"] == "players"


def test_7_5_to_7_7_trade_limits() -> None:
    tc = _data("trade_cards.json")
    assert tc["stack_9_price"]["tokens_per_card"] == 18
    assert tc["hand_limit"] == {
        "cards": 8,
        "counts": "commodities",
        "when": "after_civ_card_purchases",
        "rule": "31.71",
    }
    assert (tc["trade"]["min_cards_each_side"], tc["trade"]["named_cards_min"]) == (3, 2)


def _effect_has(effect: dict[str, Any], path: str) -> bool:
    node: Any = effect
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return True


def test_8_4_calamity_modifiers_name_real_cards_and_effect_fields() -> None:
    cards = _cards()
    listed: dict[str, set[str]] = {cid: set() for cid in cards}
    for calamity in _calamities().values():
        for m in calamity["modifiers"]:
            assert m["card"] in cards, m
            assert m["role"] in ("primary", "secondary"), m
            assert m["op"] in ("add", "set", "cap", "per_grain"), m
            # "share" is a secondary victim's assigned loss; "eligible" whether he may be named.
            field = m["field"]
            assert field.endswith(("share", "eligible")) or _effect_has(calamity["effect"], field), m
            listed[m["card"]].add(calamity["id"])
    for cid, card in cards.items():
        assert set(card["calamity_modifiers"]) == listed[cid], cid


# (section of the rules reference, calamity, effect field, value)
CALAMITY_NUMBERS = [
    ("8_3_1", "volcano", "earthquake.primary_action", "destroy"),
    ("8_3_1", "volcano", "earthquake.secondary_action", "reduce"),
    ("8_3_2", "treachery", "kept.action", "reduce"),
    ("8_3_3", "famine", "primary_loss", 10),
    ("8_3_3", "famine", "secondary_total", 20),
    ("8_3_3", "famine", "secondary_max_each", 8),
    ("8_3_4", "superstition", "cities_reduced", 3),
    ("8_3_5", "civil_war", "primary_picks", 15),
    ("8_3_5", "civil_war", "beneficiary_picks", 20),
    ("8_3_6", "slave_revolt", "nonsupporting_tokens", 15),
    ("8_3_7", "flood", "primary_loss_max", 17),
    ("8_3_7", "flood", "secondary_total", 10),
    ("8_3_7", "flood", "no_units_on_a_plain.action", "destroy"),
    ("8_3_8", "barbarian_hordes", "tokens", 15),
    ("8_3_8", "barbarian_hordes", "never_primary_victim", ["crete"]),
    ("8_3_9", "epidemic", "primary_loss", 16),
    ("8_3_9", "epidemic", "secondary_total", 25),
    ("8_3_9", "epidemic", "secondary_max_each", 10),
    ("8_3_9", "epidemic", "city_points_max", 4),
    ("8_3_10", "civil_disorder", "cities_kept", 3),
    ("8_3_11", "iconoclasm", "cities_reduced", 4),
    ("8_3_11", "iconoclasm", "secondary_cities", 2),
    ("8_3_12", "piracy", "primary_coastal_cities", 2),
    ("8_3_12", "piracy", "secondary_coastal_cities", 2),
    ("8_3_12", "piracy", "secondary_max_each", 1),
]

# (section, calamity, card, victim role, field, value) - §8.4's table of card modifiers.
MODIFIER_NUMBERS = [
    ("8_3_1", "volcano", "engineering", "primary", "earthquake.primary_action", "reduce"),
    ("8_3_1", "volcano", "engineering", "secondary", "earthquake.eligible", False),
    ("8_3_3", "famine", "pottery", "primary", "primary_loss", -4),
    ("8_3_3", "famine", "pottery", "secondary", "share", -4),
    ("8_3_4", "superstition", "mysticism", "primary", "cities_reduced", 2),
    ("8_3_4", "superstition", "deism", "primary", "cities_reduced", 1),
    ("8_3_4", "superstition", "enlightenment", "primary", "cities_reduced", 0),
    ("8_3_5", "civil_war", "music", "primary", "primary_picks", 5),
    ("8_3_5", "civil_war", "drama_and_poetry", "primary", "primary_picks", 5),
    ("8_3_5", "civil_war", "democracy", "primary", "primary_picks", 10),
    ("8_3_5", "civil_war", "philosophy", "primary", "beneficiary_picks", 15),
    ("8_3_5", "civil_war", "military", "primary", "faction_loss", 5),
    ("8_3_6", "slave_revolt", "mining", "primary", "nonsupporting_tokens", 5),
    ("8_3_6", "slave_revolt", "enlightenment", "primary", "nonsupporting_tokens", -5),
    ("8_3_7", "flood", "engineering", "primary", "loss_cap", 7),
    ("8_3_7", "flood", "engineering", "secondary", "loss_cap", 7),
    ("8_3_9", "epidemic", "medicine", "primary", "primary_loss", -8),
    ("8_3_9", "epidemic", "medicine", "secondary", "share", -5),
    ("8_3_9", "epidemic", "roadbuilding", "secondary", "share", 5),
    ("8_3_10", "civil_disorder", "law", "primary", "cities_kept", 1),
    ("8_3_10", "civil_disorder", "military", "primary", "cities_kept", -1),
    ("8_3_11", "iconoclasm", "theology", "primary", "cities_reduced", -3),
    # Ruling X16: Monotheism makes Iconoclasm and Heresy worse.
    ("8_3_11", "iconoclasm", "monotheism", "primary", "cities_reduced", 1),
    ("8_3_11", "iconoclasm", "philosophy", "secondary", "secondary_max_each", 1),
    ("8_3_11", "iconoclasm", "theology", "secondary", "eligible", False),
]


@pytest.mark.parametrize(("section", "calamity", "field", "value"), CALAMITY_NUMBERS)
def test_8_3_calamity_numbers(section: str, calamity: str, field: str, value: Any) -> None:
    node: Any = _calamities()[calamity]["effect"]
    for part in field.split("."):
        node = node[part]
    assert node == value, section


@pytest.mark.parametrize(("section", "calamity", "card", "role", "field", "value"), MODIFIER_NUMBERS)
def test_8_4_card_modifiers(
    section: str, calamity: str, card: str, role: str, field: str, value: Any
) -> None:
    found = [
        m["value"]
        for m in _calamities()[calamity]["modifiers"]
        if (m["card"], m["role"], m["field"]) == (card, role, field)
    ]
    assert found == [value], section


def test_8_1_general_calamity_rules() -> None:
    rules = _data("trade_cards.json")["calamity_rules"]
    assert (rules["primary_max_per_turn"], rules["unit_points"]) == (2, {"city": 5, "token": 1})
    assert rules["seller_never_secondary"] and rules["barbarians_and_pirate_cities_immune"]


# --- civilization cards -----------------------------------------------------------------


def test_9_1_24_cards_in_5_groups_four_in_two_groups() -> None:
    cc = _data("civ_cards.json")
    cards = _cards()
    assert len(cards) == 24
    groups = {g["id"]: g["cards"] for g in cc["groups"]}
    assert list(groups) == ["crafts", "sciences", "arts", "civics", "religion"]
    assert {g: len(m) for g, m in groups.items()} == {
        "crafts": 7,
        "sciences": 5,
        "arts": 6,
        "civics": 5,
        "religion": 5,
    }
    for cid, card in cards.items():
        assert {g for g, members in groups.items() if cid in members} == set(card["groups"]), cid
    assert {cid for cid, c in cards.items() if len(c["groups"]) == 2} == {
        "engineering",
        "mathematics",
        "literacy",
        "mysticism",
    }
    assert {g["id"]: g["colour"] for g in cc["groups"]}["religion"] == "yellow"


def test_9_2_costs_are_face_values_and_match_the_card_table() -> None:
    cards = _cards()
    costs = {cid: c["cost"] for cid, c in cards.items()}
    assert all(c["face_value"] == c["cost"] for c in cards.values())
    assert costs["engineering"] == 140
    assert (costs["mysticism"], costs["architecture"], costs["mathematics"], costs["theology"]) == (
        50,
        120,
        230,
        250,
    )
    assert sum(costs.values()) == 3190
    assert len({c["abbreviation"] for c in cards.values()}) == 24
    # 000 §3.1C: eight copies of each title, one for each of at most eight players.
    assert all(c["copies"] == 8 for c in cards.values())


def test_9_2_prerequisites_exist_and_are_acyclic() -> None:
    cards = _cards()
    requires = {cid: c["requires"] for cid, c in cards.items()}
    assert {cid: r for cid, r in requires.items() if r} == {
        "roadbuilding": ["engineering"],
        "mining": ["engineering"],
        "democracy": ["law"],
        "philosophy": ["law"],
        "monotheism": ["enlightenment"],
        "theology": ["enlightenment"],
    }
    done: set[str] = set()
    while len(done) < len(requires):
        ready = {cid for cid, r in requires.items() if cid not in done and set(r) <= done}
        assert ready, f"cycle among {set(requires) - done}"
        done |= ready
    for cid, r in requires.items():
        assert all(p in cards and p != cid for p in r)


def _credits() -> dict[str, dict[str, int]]:
    cc = _data("civ_cards.json")
    columns = cc["credit_columns"]
    return {giver: dict(zip(columns, row, strict=True)) for giver, row in cc["credits"].items()}


def test_9_3_credit_matrix_is_complete_and_follows_the_clauses() -> None:
    cc = _data("civ_cards.json")
    cards = _cards()
    assert cc["credit_columns"] == list(cards) == list(cc["credits"])
    matrix = _credits()
    groups = {g["id"]: g["cards"] for g in cc["groups"]}
    for giver, row in matrix.items():
        assert row[giver] == 0
        assert set(row.values()) <= {0, 5, 10, 15, 20, 25}
        expected = dict.fromkeys(cards, 0)
        for clause in cc["credit_clauses"][giver]:
            to = clause["to"]
            for target in groups[to.removeprefix("group:")] if isinstance(to, str) else to:
                if target != giver:
                    expected[target] = clause["amount"]
        assert row == expected, giver
    for giver in ("law", "democracy", "military", "philosophy", "monotheism", "theology"):
        assert not any(matrix[giver].values()), giver
    for target in cards:
        assert cc["credits_received_total"][target] == sum(matrix[g][target] for g in cards)


def test_9_3_the_rulebook_examples_and_the_received_credit_table() -> None:
    matrix = _credits()
    assert sum(matrix[g]["democracy"] for g in ("drama_and_poetry", "architecture", "literacy")) == 45
    assert matrix["mysticism"]["music"] == 5
    assert matrix["astronomy"]["coinage"] == matrix["astronomy"]["medicine"] == 20
    # §9.3 "Max total credit", card by card in the table's order; Engineering's 140 is 120 in
    # practice, since Roadbuilding and Mining need Engineering first.
    table = [
        60,
        60,
        60,
        60,
        60,
        60,
        120,
        80,
        80,
        80,
        120,
        25,
        25,
        25,
        40,
        55,
        125,
        20,
        150,
        25,
        15,
        80,
        115,
        150,
    ]
    cc = _data("civ_cards.json")
    assert cc["credits_received_reachable"] == dict(zip(cc["credit_columns"], table, strict=True))
    assert cc["credits_received_total"]["engineering"] == 140


def _normalise(name: str) -> str:
    return re.sub(r"[^a-z]", "", name.lower()).removesuffix("s")


def test_shared_titles_keep_the_civ1980_ids() -> None:
    """Plan §4 item 22: a title both games share has one id."""
    old: dict[str, str] = {}
    for name in ("trade_cards.json", "civ_cards.json"):
        raw = json.loads(civ1980_file(name).read_text(encoding="utf-8"))
        for key in ("commodities", "calamities", "cards"):
            old.update({_normalise(c["name"]): c["id"] for c in raw.get(key, [])})
    tc = _data("trade_cards.json")
    new = [*tc["commodities"], *tc["calamities"], *_data("civ_cards.json")["cards"]]
    shared = {c["id"]: old[_normalise(c["name"])] for c in new if _normalise(c["name"]) in old}
    assert len(shared) >= 30
    assert {k: v for k, v in shared.items() if k != v} == {}
    assert {"metal_working", "spice", "iconoclasm", "volcano"} <= set(shared)


# --- AST --------------------------------------------------------------------------------


def test_10_2_epoch_entry_requirements() -> None:
    epochs = _data("ast.json")["epochs"]
    assert [e["requires"] for e in epochs] == [
        {},
        {"cities": 2},
        {"cities": 3, "card_groups": 3},
        {"cities": 4, "civ_cards": 9, "card_groups": 5},
        {"cities": 5, "card_value": "per_space"},
    ]


def test_10_1_nine_rows_of_17_positions_per_table() -> None:
    ast = _data("ast.json")
    assert (ast["positions"], ast["start_position"], ast["finish_position"], ast["finish_value"]) == (
        17,
        0,
        16,
        None,
    )
    assert set(ast["tables"]) == {"advciv", "advciv-babylon-early", "advciv-babylon-perkins"}
    for table in ast["tables"].values():
        assert list(table["rows"]) == NATIONS
        for nation, row in table["rows"].items():
            epochs, values = row["epoch_of"], row["value_of"]
            assert len(epochs) == len(values) == ast["positions"], nation
            assert epochs == sorted(epochs) and epochs[0] == 0 and epochs[-1] == 4
            starts = [epochs.index(i) for i in range(1, 5)]
            assert starts == [row["early_bronze"], row["late_bronze"], row["early_iron"], row["late_iron"]]
            li = {int(p): v for p, v in row["late_iron_values"].items()}
            assert sorted(li) == list(range(row["late_iron"], ast["finish_position"]))
            assert [li.get(p) for p in range(ast["positions"])] == values
            assert list(li.values()) == sorted(li.values()) and values[ast["finish_position"]] is None


def test_10_1_babylon_tables_differ_only_in_babylon() -> None:
    tables = _data("ast.json")["tables"]
    base = tables["advciv"]["rows"]
    assert (base["babylon"]["early_bronze"], base["babylon"]["late_iron_values"]) == (
        5,
        {"14": 1600, "15": 1900},
    )
    for name in ("advciv-babylon-early", "advciv-babylon-perkins"):
        rows = tables[name]["rows"]
        assert {n for n in NATIONS if rows[n] != base[n]} == {"babylon"}, name
    assert tables["advciv-babylon-early"]["rows"]["babylon"]["early_bronze"] == 4
    assert tables["advciv-babylon-perkins"]["rows"]["babylon"]["late_iron_values"] == {"14": 1500, "15": 1800}


def test_10_4_scoring() -> None:
    scoring = _data("ast.json")["scoring"]
    assert (scoring["ast_position"], scoring["city_on_board"], scoring["treasury_token"], scoring["tie"]) == (
        100,
        50,
        1,
        "draw",
    )


# --- set-up and the board ---------------------------------------------------------------


def test_4_2_player_counts_2_to_8_tokens_and_cuts() -> None:
    setup = _data("setup.json")
    counts = setup["player_counts"]
    assert sorted(int(n) for n in counts) == list(range(2, 9))
    assert {int(n): pc["tokens"] for n, pc in counts.items()} == {
        8: 47,
        7: 55,
        6: 55,
        5: 47,
        4: 55,
        3: 47,
        2: 55,
    }
    assert setup["pieces"]["tokens_per_set"] == 55
    out_keys = set(_board()["out_of_play"])
    for n, pc in counts.items():
        assert sum(1 for c in pc["cuts"] if c["default"]) == 1, n
        for cut in pc["cuts"]:
            assert set(cut["out_of_play"]) <= out_keys and setup["cuts"][cut["id"]] == cut["out_of_play"]
            assert int(n) <= len(cut["nations"]) <= len(NATIONS)
    assert [c["id"] for c in counts["5"]["cuts"]] == ["west_panel_out", "east_panel_out"]
    assert [pc["island_city_sites"] for pc in counts.values()] == [False, True, True, True, True, True, True]


def test_4_2_listed_nations_for_two_three_and_four_players() -> None:
    counts = _data("setup.json")["player_counts"]
    assert counts["2"]["cuts"][0]["nations"] == ["africa", "italy", "illyria", "thrace"]
    assert counts["3"]["cuts"][0]["nations"] == ["africa", "italy", "illyria", "thrace", "crete"]
    assert counts["4"]["cuts"][0]["nations"] == ["asia", "assyria", "babylon", "egypt"]


def test_3_1_every_nation_has_a_start_area_on_the_board_and_in_play() -> None:
    setup = _data("setup.json")
    starts = _start_areas()
    assert setup["ast_order"] == [n["id"] for n in setup["nations"]] == NATIONS
    assert set(starts) == set(NATIONS)
    assert [n for n in NATIONS if len(starts[n]) == 1] == ["thrace"]
    out_sets = {k: set(v) for k, v in _board()["out_of_play"].items()}
    for pc in setup["player_counts"].values():
        for cut in pc["cuts"]:
            out = set().union(*(out_sets[k] for k in cut["out_of_play"]))
            for nation in cut["nations"]:
                assert starts[nation] - out, (cut["id"], nation)
    for table in _data("ast.json")["tables"].values():
        assert set(table["rows"]) <= set(starts)


def test_3_1_board_facts_the_rules_state_hold_on_the_shared_board() -> None:
    """No AdvCiv overlay is needed: the shared board already has the map facts 000 §4 states."""
    board = _board()
    assert sorted(len(areas) for areas in board["volcanoes"].values()) == [1, 2, 2]
    areas = {a["id"]: a for a in board["areas"]}
    assert all(areas[a]["island"] for a in _start_areas()["crete"])


def test_6_6_city_attack_table() -> None:
    table = {(r["attacker_engineering"], r["defender_engineering"]): (r["need"], r["replaced_by"])
             for r in _data("setup.json")["rules"]["city_attack"]}  # fmt: skip
    assert table == {
        (False, False): (7, 6),
        (True, False): (6, 5),
        (False, True): (8, 7),
        (True, True): (7, 6),
    }


# --- the converter ----------------------------------------------------------------------


@pytest.mark.skipif(reference_dir() is None, reason="the shared reference is not on this machine")
def test_converter_reproduces_the_committed_files_exactly() -> None:
    reference = reference_dir()
    assert reference is not None
    files = convert_advciv.build_all(reference, _board())
    assert sorted(files) == sorted(p.name for p in ADVCIV_DATA.glob("*.json"))
    for name, text in files.items():
        assert (ADVCIV_DATA / name).read_text(encoding="utf-8") == text, name
    assert convert_advciv.build_all(reference, _board()) == files
