"""Advanced Civilization civilization cards and AST: built from the reference, checked against
the rulebook facts of ``advciv_facts.py``. Used by ``convert_advciv.py``."""

from __future__ import annotations

from typing import Any

from tools.advciv_facts import ABILITIES, CALAMITY_EFFECTS, CARD_RULES, CREDIT_CLAUSES, EPOCHS, ID_MAP


class DataError(Exception):
    """The reference and the rulebook facts disagree in a way no decision covers."""


# Group order and display facts (000 §6.1); the reference spells group ids capitalised.
GROUP_ORDER = ("crafts", "sciences", "arts", "civics", "religion")
# The only credit the rulebook's wording gives and the reference's explicit matrix leaves
# out: "10 to every other Crafts card" read literally reaches Engineering, which is a
# prerequisite of both givers, so it can never be used (README "Credits").
CREDITS_ONLY_IN_RULEBOOK = {("roadbuilding", "engineering"), ("mining", "engineering")}
# Three-letter labels for boards and panels: the first three letters of the title, as the
# 1980 renderer labels its cards, with its one exception.
ABBREVIATION_EXCEPTIONS = {"drama_and_poetry": "D&P"}
# 000 §3.1C "24 civilization cards (eight of each type)": 8 copies per title.
COPIES_PER_TITLE = 8


def pid(ref_id: str) -> str:
    """The project's id for a reference id (the 1980 id where the title is shared)."""
    return ID_MAP.get(ref_id, ref_id)


def build_civ_cards(ref: dict[str, Any]) -> dict[str, Any]:
    cards = [_card_facts(c) for c in ref["cards"]]
    order = [c["id"] for c in cards]
    if order != list(CREDIT_CLAUSES):
        raise DataError(f"civilization cards differ from the rulebook's §32 list: {order}")
    groups = _groups(ref["groups"], order)
    members = {g["id"]: g["cards"] for g in groups}
    matrix = {giver: _expand(giver, CREDIT_CLAUSES[giver], members, order) for giver in order}
    _check_credits_against_reference(matrix, ref["cards"])
    modifiers = _calamity_modifiers_by_card()
    out_cards = []
    for c in cards:
        out_cards.append(
            {
                **c,
                "copies": COPIES_PER_TITLE,
                "abilities": ABILITIES[c["id"]],
                "calamity_modifiers": modifiers.get(c["id"], []),
                "rule": CARD_RULES[c["id"]],
            }
        )
    requires = {c["id"]: set(c["requires"]) for c in cards}
    received = {t: sum(matrix[g][t] for g in order) for t in order}
    # A card that needs the target as a prerequisite can never be held before buying it.
    reachable = {t: sum(matrix[g][t] for g in order if t not in requires[g]) for t in order}
    return {
        "format": "civbot-advciv-civ-cards/1",
        "source": "shared/reference/game-data/advciv-civ-cards.json (costs, groups, prerequisites); "
        "credit clauses, abilities and copies from the rulebook (000 §3.1C, §31, §32) in "
        "tools/advciv_facts.py; decisions in engine/data/advciv/README.md",
        "groups": groups,
        "cards": out_cards,
        "credit_clauses": {g: _clauses_out(CREDIT_CLAUSES[g]) for g in order},
        "credit_columns": order,
        "credits": {giver: [row[t] for t in order] for giver, row in matrix.items()},
        "credits_received_total": received,
        "credits_received_reachable": reachable,
        "purchase": {
            "one_per_title": True,
            "cards_per_player": None,
            "prerequisite_held_since": "earlier_turn",
            "new_cards_give_credit": "next_turn",
            "credits_mandatory": True,
            "change_given": False,
            "treasury_tokens": "no_more_than_needed",
            "order": "ast_order",
        },
        "disputed": {
            "engineering_cost": {"chosen": 140, "rulebook": None, "readme": "Cost of Engineering"},
            "roadbuilding_mining_to_engineering": {
                "chosen": 10,
                "reference_matrix": 0,
                "readme": "Credits",
            },
            "copies": {"chosen": COPIES_PER_TITLE, "reference": None, "readme": "Copies per title"},
        },
    }


def _card_facts(raw: dict[str, Any]) -> dict[str, Any]:
    if raw["cost"] != raw["victory_points"]:
        raise DataError(f"{raw['id']}: cost and victory points differ in the reference")
    return {
        "id": pid(raw["id"]),
        "name": raw["name"],
        "abbreviation": ABBREVIATION_EXCEPTIONS.get(pid(raw["id"]), raw["name"][:3]),
        "groups": sorted((g.lower() for g in raw["groups"]), key=GROUP_ORDER.index),
        "cost": raw["cost"],
        "face_value": raw["victory_points"],
        "requires": [pid(r) for r in raw["prerequisites"]],
    }


def _groups(raw: dict[str, Any], order: list[str]) -> list[dict[str, Any]]:
    if sorted(g.lower() for g in raw) != sorted(GROUP_ORDER):
        raise DataError(f"groups differ from the rulebook's five: {sorted(raw)}")
    groups = []
    for gid in GROUP_ORDER:
        g = raw[gid.capitalize()]
        cards = sorted((pid(c) for c in g["cards"]), key=order.index)
        groups.append(
            {
                "id": gid,
                "name": gid.capitalize(),
                "colour": g["colour"],
                "symbol": g["symbol"],
                "cards": cards,
            }
        )
    return groups


def _expand(
    giver: str,
    clauses: list[tuple[str | tuple[str, ...], int]],
    members: dict[str, list[str]],
    order: list[str],
) -> dict[str, int]:
    row = dict.fromkeys(order, 0)
    for target, amount in clauses:
        names = members[target.removeprefix("group:")] if isinstance(target, str) else list(target)
        for name in names:
            if name == giver:
                continue
            if name not in row:
                raise DataError(f"{giver}: credit to unknown card {name}")
            if row[name]:
                raise DataError(f"{giver}: two credit clauses reach {name}")
            row[name] = amount
    return row


def _check_credits_against_reference(
    matrix: dict[str, dict[str, int]], raw_cards: list[dict[str, Any]]
) -> None:
    for raw in raw_cards:
        giver = pid(raw["id"])
        reference = {pid(t): v for t, v in raw["credits_given"].items()}
        for target, amount in matrix[giver].items():
            if reference.get(target, 0) == amount:
                continue
            if (giver, target) in CREDITS_ONLY_IN_RULEBOOK and target not in reference:
                continue
            raise DataError(
                f"credit {giver} -> {target}: rulebook {amount}, reference {reference.get(target, 0)}"
            )


def _clauses_out(clauses: list[tuple[str | tuple[str, ...], int]]) -> list[dict[str, Any]]:
    return [{"to": t if isinstance(t, str) else list(t), "amount": a} for t, a in clauses]


def _calamity_modifiers_by_card() -> dict[str, list[str]]:
    by_card: dict[str, list[str]] = {}
    for calamity, facts in CALAMITY_EFFECTS.items():
        for m in facts["modifiers"]:
            names = by_card.setdefault(m["card"], [])
            if calamity not in names:
                names.append(calamity)
    return by_card


# --- AST ---------------------------------------------------------------------------------

POSITIONS = 17  # 0 = start arrow, 1..15 printed spaces, 16 = finish (README "AST length")
FINISH = POSITIONS - 1
ROW_KEYS = ("early_bronze", "late_bronze", "early_iron", "late_iron")
# Babylon's alternative readings (advciv-ast.json "babylon.readings"), by table name.
BABYLON_ALTERNATIVES = {
    "advciv-babylon-early": ("jjbaumert", "early Bronze 4, Late Bronze 7 (jjbaumert)"),
    "advciv-babylon-perkins": ("perkins_xls", "Late Iron 1500/1800 (Perkins workbook)"),
}


def build_ast(ref: dict[str, Any], nations: list[str]) -> dict[str, Any]:
    _check_epochs(ref["epoch_requirements"])
    if list(ref["ast_order"]) != nations:
        raise DataError(f"AST order differs from the nations: {ref['ast_order']}")
    chosen = {n: _row(ref["nations"][n]) for n in nations}
    tables = {"advciv": {"label": "Advanced Civilization (1991) AST", "rows": chosen}}
    babylon = ref["nations"]["babylon"]["readings"]
    for name, (source, label) in BABYLON_ALTERNATIVES.items():
        rows = dict(chosen)
        rows["babylon"] = _row(babylon[source])
        if rows["babylon"] == chosen["babylon"]:
            raise DataError(f"{name}: the {source} reading no longer differs from the chosen row")
        tables[name] = {"label": f"Advanced Civilization AST, Babylon as read by {label}", "rows": rows}
    return {
        "format": "civbot-advciv-ast/1",
        "source": "shared/reference/game-data/advciv-ast.json (three readings per nation); epoch "
        "requirements 000 §33.2; decisions in engine/data/advciv/README.md",
        "positions": POSITIONS,
        "start_position": 0,
        "finish_position": FINISH,
        "finish_value": None,
        "epochs": [{k: e[k] for k in ("id", "name", "requires", "rule")} for e in EPOCHS],
        "marker": {
            "advance_per_turn": 1,
            "freeze": "fewer_cities_than_current_epoch_requires",
            "move_back": {"when": "no_cities", "not_in": ["stone_age"], "spaces": 1, "floor": 0},
            "card_value_counts": "civ_card_face_values_only",
        },
        "default_table": "advciv",
        "tables": tables,
        "scoring": {
            "civ_cards": "face_value",
            "commodities": "set_values",
            "treasury_token": 1,
            "ast_position": 100,
            "city_on_board": 50,
            "tie": "draw",
            "rule": "35.1-35.2",
        },
        "disputed": {
            "babylon": {
                "chosen": "advciv",
                "alternatives": sorted(BABYLON_ALTERNATIVES),
                "readme": "Babylon",
            },
            "length": {
                "chosen": {"positions": POSITIONS, "finish_position": FINISH, "finish_value": None},
                "rulebook_literal": {
                    "positions": 16,
                    "finish_position": 15,
                    "finish_value": "value_of_position_15",
                },
                "readme": "AST length",
            },
            "finish_value": {
                "chosen": None,
                "alternative": "last_late_iron_value",
                "readme": "Finish square",
            },
        },
    }


def _check_epochs(raw: list[dict[str, Any]]) -> None:
    got = [
        (e["epoch"], e.get("cities_in_play"), e.get("card_groups_min"), e.get("civ_cards_min")) for e in raw
    ]
    want = [
        (
            e["id"],
            e["requires"].get("cities"),
            e["requires"].get("card_groups"),
            e["requires"].get("civ_cards"),
        )
        for e in EPOCHS
    ]
    if got != want:
        raise DataError(f"epoch requirements differ from 000 §33.2: {got}")


def _row(reading: dict[str, Any]) -> dict[str, Any]:
    start = reading["epoch_start"]
    if start["stone"] != 1:
        raise DataError(f"a row does not start the Stone Age at position 1: {start}")
    bounds = [start[k] for k in ROW_KEYS]
    values = {int(p): v for p, v in reading["late_iron_values"].items()}
    if bounds != sorted(bounds) or sorted(values) != list(range(bounds[-1], FINISH)):
        raise DataError(f"a row's epochs or Late Iron values are out of order: {reading}")
    # Index into the file's "epochs" list; the start arrow counts as Stone Age.
    epochs = [sum(1 for b in bounds if p >= b) for p in range(POSITIONS)]
    row: dict[str, Any] = dict(zip(ROW_KEYS, bounds, strict=True))
    row["late_iron_values"] = {str(p): values[p] for p in sorted(values)}
    row["epoch_of"] = epochs
    row["value_of"] = [values.get(p) for p in range(POSITIONS)]
    return row
