"""Convert the shared Advanced Civilization reference into the project's own data files.

Development tool only: run it from the repository root when the reference changes.

    python -m tools.convert_advciv            # (re)write engine/data/advciv/*.json
    python -m tools.convert_advciv --check    # exit 1 if the committed files are not what it writes

It reads ``shared/reference/game-data/advciv-*.json`` and the shared board
(``engine/data/civ1980/board.json``), checks them against the rulebook facts in
``tools/advciv_facts.py`` and writes ``setup.json``, ``trade_cards.json``, ``civ_cards.json``
and ``ast.json`` into
``engine/data/advciv/`` (formats and every decision in ``engine/data/advciv/README.md``).
The engine never reads ``shared/``. Output is deterministic: the same inputs give the same
bytes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tools.advciv_cards_ast import DataError, build_ast, build_civ_cards, pid
from tools.advciv_facts import (
    CALAMITY_EFFECTS,
    CALAMITY_RULES,
    MINEABLE,
    RULEBOOK_CALAMITIES,
    RULEBOOK_COMMODITIES,
    RULEBOOK_TOKENS,
)
from tools.data_paths import ADVCIV_DATA, board_file, reference_dir
from tools.json_layout import dumps

REFERENCE_FILES = {
    "setup": "advciv-setup.json",
    "trade_cards": "advciv-trade-cards.json",
    "civ_cards": "advciv-civ-cards.json",
    "ast": "advciv-ast.json",
}

# Board cuts by name: the board.json ``out_of_play`` keys each removes (000 §16).
CUTS = {
    "all_panels": [],
    "west_panel_out": ["west_panel"],
    "east_panel_out": ["east_panel"],
    "east_part": ["west_panel", "west_of_divider"],
    "west_part": ["east_panel", "east_of_divider"],
}
# 000 §16.2-16.8. The first cut is the default. ``listed``: the rule names the nations
# (the reference's list is used); otherwise every nation with a start area in play.
PLAYER_COUNTS: dict[int, dict[str, Any]] = {
    8: {"rule": "16.2", "cuts": ["all_panels"], "listed": False, "western_extension": "added_if_available"},
    7: {"rule": "16.3", "cuts": ["all_panels"], "listed": False, "western_extension": "added_if_available"},
    6: {
        "rule": "16.4",
        "cuts": ["all_panels"],
        "listed": False,
        "western_extension": "may_replace_east_panel",
    },
    5: {
        "rule": "16.5",
        "cuts": ["west_panel_out", "east_panel_out"],
        "listed": False,
        "western_extension": "not_stated",
    },
    4: {"rule": "16.6", "cuts": ["east_part"], "listed": True, "western_extension": "west_part_instead"},
    3: {"rule": "16.7", "cuts": ["west_part"], "listed": True, "western_extension": "not_allowed"},
    2: {"rule": "16.8", "cuts": ["west_part"], "listed": True, "western_extension": "not_allowed"},
}
NATION_NAMES = {
    "africa": "Africa",
    "italy": "Italy",
    "illyria": "Illyria",
    "thrace": "Thrace",
    "crete": "Crete",
    "asia": "Asia",
    "assyria": "Assyria",
    "babylon": "Babylon",
    "egypt": "Egypt",
}


def load_reference(reference: Path) -> dict[str, Any]:
    folder = reference / "game-data"
    return {
        key: json.loads((folder / name).read_text(encoding="utf-8")) for key, name in REFERENCE_FILES.items()
    }


def build_all(reference: Path, board: dict[str, Any]) -> dict[str, str]:
    """Every output file's name and exact text."""
    ref = load_reference(reference)
    setup = build_setup(ref["setup"], board)
    nations = setup["ast_order"]
    data = {
        "setup.json": setup,
        "trade_cards.json": build_trade_cards(ref["trade_cards"]),
        "civ_cards.json": build_civ_cards(ref["civ_cards"]),
        "ast.json": build_ast(ref["ast"], nations),
    }
    return {name: dumps(value) for name, value in data.items()}


# --- set-up ------------------------------------------------------------------------------


def build_setup(ref: dict[str, Any], board: dict[str, Any]) -> dict[str, Any]:
    order = list(ref["nations_in_ast_order"])
    if order != list(NATION_NAMES):
        raise DataError(f"AST order differs from 000 §17.4 and the project's nations: {order}")
    starts = _start_areas(board, order)
    configs = {c["players"]: c for c in ref["player_count_configurations"]}
    counts = {
        str(n): _player_count(n, PLAYER_COUNTS[n], configs[n], starts, board) for n in sorted(PLAYER_COUNTS)
    }
    pieces = ref["pieces_per_nation"]
    return {
        "format": "civbot-advciv-setup/1",
        "source": "shared/reference/game-data/advciv-setup.json (player counts, nations); board cuts "
        "and start areas from board.json; rules 000 §5, §15-§26; decisions in engine/data/advciv/README.md",
        "nations": [{"id": n, "name": NATION_NAMES[n], "ast_position": i + 1} for i, n in enumerate(order)],
        "ast_order": order,
        "ast_order_notes": {
            "breaks_every_tie_except": "conflict",
            "census_marker_number": "ast_position",
            "final_score_tie": "draw",
            "western_extension": "iberia_replaces_italy_in_its_place",
            "rule": "17.4, 21.2, 35.2",
        },
        "pieces": {
            "tokens_per_set": pieces["tokens"],
            "cities": pieces["cities"],
            "ships": pieces["ships"],
            "census_markers": pieces["census_marker"],
            "succession_markers": pieces["succession_marker"],
        },
        "start": {
            "choosing_order": "placement_cards_at_random",
            "tokens_on_board": 1,
            "where": "a_start_area_of_the_nation_in_play",
            "ast_position": 0,
            "unused_nations_supply": ["barbarian_hordes", "piracy"],
            "rule": "15.3-15.4, 15.31",
        },
        "player_counts": counts,
        "cuts": {name: keys for name, keys in CUTS.items()},
        "rules": _rules(),
    }


def _start_areas(board: dict[str, Any], nations: list[str]) -> dict[str, list[str]]:
    starts: dict[str, list[str]] = {n: [] for n in nations}
    for area in board["areas"]:
        if area["start_nation"]:
            if area["start_nation"] not in starts:
                raise DataError(
                    f"board start area {area['id']} belongs to unknown nation {area['start_nation']}"
                )
            starts[area["start_nation"]].append(area["id"])
    if [n for n, a in starts.items() if len(a) == 1] != ["thrace"] or not all(starts.values()):
        raise DataError("000 §15.3: Thrace alone has exactly one start area, every nation has one")
    return starts


def _player_count(
    players: int,
    spec: dict[str, Any],
    ref: dict[str, Any],
    starts: dict[str, list[str]],
    board: dict[str, Any],
) -> dict[str, Any]:
    tokens = RULEBOOK_TOKENS[players]
    if ref["tokens_per_player"] != tokens:
        raise DataError(f"{players} players: reference tokens {ref['tokens_per_player']}, rulebook {tokens}")
    cuts = []
    for i, cut in enumerate(spec["cuts"]):
        out = {a for key in CUTS[cut] for a in board["out_of_play"][key]}
        in_play = [n for n, areas in starts.items() if any(a not in out for a in areas)]
        nations = _listed_nations(ref, in_play, players) if spec["listed"] else in_play
        if len(nations) < players:
            raise DataError(f"{players} players, cut {cut}: only {len(nations)} nations")
        cuts.append({"id": cut, "default": i == 0, "out_of_play": CUTS[cut], "nations": nations})
    return {
        "tokens": tokens,
        "cuts": cuts,
        "island_city_sites": players != 2,
        "western_extension": spec["western_extension"],
        "rule": spec["rule"],
    }


def _listed_nations(ref: dict[str, Any], in_play: list[str], players: int) -> list[str]:
    listed = ref["nations"]["eastern_part"] if isinstance(ref["nations"], dict) else ref["nations"]
    wanted = set(listed)
    missing = wanted - set(in_play)
    if missing:
        raise DataError(f"{players} players: listed nations without a start area in play: {sorted(missing)}")
    return [n for n in in_play if n in wanted]


def _rules() -> dict[str, Any]:
    return {
        "tax_per_city": 2,
        "revolt_beneficiary": "most_unit_points_in_stock",
        "unit_points": {"city": 5, "token": 1},
        "growth": {"one_token": 1, "two_or_more_tokens": 2},
        "ship": {"cost": 2, "upkeep": 1, "max_in_play": 4, "capacity": 5, "range": 4},
        "city": {"cost_on_site": 6, "cost_off_site": 12, "max_on_board": 9, "support_tokens": 2},
        "city_attack": [
            {"attacker_engineering": False, "defender_engineering": False, "need": 7, "replaced_by": 6},
            {"attacker_engineering": True, "defender_engineering": False, "need": 6, "replaced_by": 5},
            {"attacker_engineering": False, "defender_engineering": True, "need": 8, "replaced_by": 7},
            {"attacker_engineering": True, "defender_engineering": True, "need": 7, "replaced_by": 6},
        ],
        "defender_short_of_stock": "places_what_he_has",
        "pillage": {"max_tokens": 3, "card_draw": True},
        "acts_last_in_census_order": ["military"],
        "double_coast_switch": False,
        "rule": "19.1, 19.32, 20.1, 22, 23.51-23.53, 24.32, 24.35, 24.5, 25, 26.3, 29.62, 23.57",
    }


# --- trade cards -------------------------------------------------------------------------


def build_trade_cards(ref: dict[str, Any]) -> dict[str, Any]:
    commodities = _commodities(ref["commodities"])
    calamities = _calamities(ref["calamities"])
    stacks = _stacks(ref["stacks"], commodities, calamities)
    totals = {
        "commodity_cards": sum(c["count"] for c in commodities),
        "calamity_cards": len(calamities),
        "all_trade_cards": sum(s["cards"] for s in stacks),
    }
    if totals != ref["totals"]:
        raise DataError(f"trade card totals {totals} differ from the reference's {ref['totals']}")
    # 000 §3.1D-E: 70 of the commodity cards and 8 of the calamities come new with the game.
    totals["advciv_new_commodity_cards"] = sum(c["count"] for c in commodities if c["advciv_new"])
    totals["advciv_new_calamity_cards"] = sum(1 for c in calamities if c["advciv_new"])
    if (totals["advciv_new_commodity_cards"], totals["advciv_new_calamity_cards"]) != (70, 8):
        raise DataError(f"cards new with Advanced Civilization differ from 000 §3.1D-E: {totals}")
    return {
        "format": "civbot-advciv-trade-cards/1",
        "source": "shared/reference/game-data/advciv-trade-cards.json; counts checked against "
        "000 §8, §9.1; calamity numbers from 000 §29-§30 (tools/advciv_facts.py)",
        "set_value": "count * count * value",
        "commodities": commodities,
        "calamities": calamities,
        "calamity_rules": CALAMITY_RULES,
        "stacks": stacks,
        "stack_setup": {
            "stack_1": "shuffled",
            "safe_top_cards": "players",
            "tradable_calamities": "shuffled_below_safe_top",
            "non_tradable_calamities": "bottom",
            "rule": "15.2",
        },
        "draw": {
            "stacks": "one_from_each_of_1_to_cities",
            "order": "fewest_cities_first",
            "rule": "27.1-27.21",
        },
        "stack_9_price": {"tokens_per_card": 18, "any_number_of_cities": True, "rule": "27.51"},
        "hand_limit": {
            "cards": 8,
            "counts": "commodities",
            "when": "after_civ_card_purchases",
            "rule": "31.71",
        },
        "trade": {"min_cards_each_side": 3, "named_cards_min": 2, "value_public": False, "rule": "28.3"},
        "recycling": {
            "when": "after_civ_card_purchases",
            "returned": ["spent", "discarded", "tradable_calamities"],
            "how": "shuffled_per_stack_to_bottom",
            "then": "non_tradable_calamities_to_very_bottom",
            "rule": "29.7, 31.71, 31.81-31.82",
        },
        "totals": totals,
    }


def _commodities(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for c in raw:
        cid = pid(c["id"])
        value, count = RULEBOOK_COMMODITIES[cid]
        if (c["stack"], c["value"], c["count"]) != (value, value, count):
            raise DataError(f"{cid}: reference stack/value/count differ from 000 §8")
        if c["mineable"] != (cid in MINEABLE):
            raise DataError(f"{cid}: reference Mining flag differs from 000 §32.261")
        if c["set_values"] != [n * n * value for n in range(1, count + 1)]:
            raise DataError(f"{cid}: reference set values break the n*n*value rule (000 §28.51)")
        out.append(
            {
                "id": cid,
                "name": c["name"],
                "stack": value,
                "value": value,
                "count": count,
                "mineable": cid in MINEABLE,
                "advciv_new": c["supplied_new_with_advciv"],
            }
        )
    order = list(RULEBOOK_COMMODITIES)
    if sorted(c["id"] for c in out) != sorted(order):
        raise DataError("the reference's commodities are not the 18 of 000 §8")
    return sorted(out, key=lambda c: order.index(c["id"]))


def _calamities(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_id = {pid(c["id"]): c for c in raw}
    out = []
    for rank, (cid, stack, tradable) in enumerate(RULEBOOK_CALAMITIES, start=1):
        c = by_id.get(cid)
        if c is None or (c["stack"], c["tradable"], c["resolution_order"]) != (stack, tradable, rank):
            raise DataError(f"{cid}: reference differs from 000 §9.1 / §29.6")
        facts = CALAMITY_EFFECTS[cid]
        record = {
            "id": cid,
            "name": c["name"],
            "stack": stack,
            "tradable": tradable,
            "rank": rank,
            "advciv_new": c["supplied_new_with_advciv"],
            "rule": facts["rule"],
            "effect": facts["effect"],
            "modifiers": facts["modifiers"],
        }
        if "grain_shown_until_end_of_turn" in facts:
            record["grain_shown_until_end_of_turn"] = facts["grain_shown_until_end_of_turn"]
        out.append(record)
    if len(by_id) != len(out):
        raise DataError("the reference has calamities 000 §9.1 does not")
    return out


def _stacks(
    raw: list[dict[str, Any]], commodities: list[dict[str, Any]], calamities: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    out = []
    for n in range(1, 10):
        goods = [c for c in commodities if c["stack"] == n]
        red = [c for c in calamities if c["stack"] == n]
        record = {
            "stack": n,
            "commodities": [c["id"] for c in goods],
            "tradable_calamities": [c["id"] for c in red if c["tradable"]],
            "non_tradable_calamities": [c["id"] for c in red if not c["tradable"]],
            "cards": sum(c["count"] for c in goods) + len(red),
        }
        ref = raw[n - 1]
        ref_view = {
            "commodities": sorted(pid(k) for k in ref["commodities"]),
            "tradable": [pid(k) for k in ref["tradable_calamities"]],
            "non_tradable": [pid(k) for k in ref["non_tradable_calamities"]],
            "cards": ref["total_cards"],
        }
        mine = {
            "commodities": sorted(record["commodities"]),
            "tradable": record["tradable_calamities"],
            "non_tradable": record["non_tradable_calamities"],
            "cards": record["cards"],
        }
        if ref["stack"] != n or ref_view != mine:
            raise DataError(f"stack {n}: reference {ref_view}, rulebook {mine}")
        out.append(record)
    return out


# --- command line ------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="compare with the committed files; write nothing"
    )
    parser.add_argument("--reference", type=Path, help="the shared/reference folder (found automatically)")
    args = parser.parse_args(argv)
    reference = args.reference or reference_dir()
    if reference is None:
        print("convert_advciv: no shared/reference folder found; pass --reference DIR", file=sys.stderr)
        return 2
    board = json.loads(board_file().read_text(encoding="utf-8"))
    try:
        files = build_all(reference, board)
    except DataError as e:
        print(f"convert_advciv: {e}", file=sys.stderr)
        return 1
    if args.check:
        stale = [n for n, text in files.items() if _read(ADVCIV_DATA / n) != text]
        for name in stale:
            print(
                f"convert_advciv: engine/data/advciv/{name} is not what the converter writes", file=sys.stderr
            )
        return 1 if stale else 0
    ADVCIV_DATA.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (ADVCIV_DATA / name).write_text(text, encoding="utf-8")
        print(f"wrote engine/data/advciv/{name}")
    return 0


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


if __name__ == "__main__":
    sys.exit(main())
