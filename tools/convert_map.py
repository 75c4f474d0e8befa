"""Convert the shared map reference into the project's own board format.

Development tool only: run it from the repository root when the reference data changes.
The engine never reads ``../shared``; it reads the file this script writes,
``engine/data/civ1980/board.json`` (format documented in ``engine/data/README.md``).

Every open question of ``shared/reference/map-sources/README.md`` is decided here, in one
place, so the decisions can be read next to the data they change.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2] / "shared" / "reference" / "map-sources"
OUT = Path(__file__).resolve().parents[1] / "engine" / "data" / "civ1980" / "board.json"

# Open question 1: Siwa / Western Desert. VASSAL has them swapped relative to the two
# independent hand-entered sources (lavaeater, ngales); two independent readings win.
POPULATION_OVERRIDES = {"siwa": 1, "western-desert": 2}

# Open question 2: Mesopotamia's city site. Only lavaeater has one; VASSAL and ngales do
# not, and the totals (55 sites) agree with "none".
CITY_SITE_OVERRIDES: dict[str, str | None] = {"mesopotamia": None}

# Open question 3: the 11 disputed borders.
# - The Mesopotamian delta (Chaldaea/Susa/Ur) and Thapsus-Tripoli touch on the board art
#   and are water borders too: both readings are right, they are mixed borders (rules 3.2).
MIXED_BORDERS = [("chaldaea", "susa"), ("chaldaea", "ur"), ("susa", "ur"), ("thapsus", "tripoli")]
# - Pairs of coastal areas that share a land border and the same water: lavaeater (read by
#   a person off the board) has them as water borders too; the coastline tracing missed the
#   point where the border line runs out to sea. Petra has no coast at all, so the two
#   Petra pairs stay land-only.
EXTRA_WATER_BORDERS = [("appolonia", "epirus"), ("delphi", "thessaly"), ("sardes", "troy")]
# - Dalmatia-Germania: Germania has no coast in any source but the tracing; no water border.
# - Caucasus-Media: both touch the Caspian; a water border across it, no land border
#   (kept as in the derived data).

# Open question 4: open sea. Rules 3.2 define open sea as a water area with no land in it;
# every one of the 8 main-board seas qualifies (and the VASSAL module flags all 8). The
# "enclosed seas are not open" reading is available as the rules option
# ``enclosed_seas_open_sea = False``; the data lists which seas are enclosed.
ENCLOSED_SEAS = {"aegean-sea", "adriatic-sea", "black-sea", "red-sea", "caspian-sea"}

# The four flood plains and three volcanoes of rules 3.3, grouped by the areas they cover.
FLOOD_PLAINS = {
    "nile": ["alexandria", "tanis", "memphis", "fayum", "upper-egypt"],
    "tigris-euphrates": ["babylon", "babylonia", "charax", "mesopotamia", "sumeria", "susa", "ur"],
    "danube": ["danube", "moesia", "thyras"],
    "po": ["etruria-2", "rubicon"],
}
VOLCANOES = {
    "thera": ["thera"],
    "etna": ["syracus", "milazzo"],
    "vesuvius": ["campania", "neapolis"],
}

# Rules 7.6: one area in central Greece has two coastlines. Delphi (Phocis/Boeotia) spans
# the Gulf of Corinth and the Euboean side; its water borders are split accordingly.
DOUBLE_COASTS = {
    "delphi": {
        "west": ["central-mediterranean", "corinth", "epirus", "ithaka"],
        "east": ["athens", "chalkis", "thessaly"],
    }
}

NAME_FIXES = {"bycantinum": "Byzantium", "syracus": "Syracuse", "cisalpina-2": "Cisalpina"}


def _norm_id(raw: str) -> str:
    """Project ids drop the VASSAL panel suffix (``-2``)."""
    return raw[:-2] if raw.endswith("-2") else raw


def main() -> int:
    derived = json.loads((SHARED / "derived" / "main-board.json").read_text())
    plays = json.loads(
        (SHARED / "raw" / "johnchampaign-advanced-civilization" / "playAreas.json").read_text()
    )
    raw_areas = {a["id"]: a for a in derived["areas"]}
    land_pairs: set[tuple[str, str]] = set()
    water_pairs: set[tuple[str, str]] = set()
    for a in raw_areas.values():
        for b in a["land_borders"]:
            land_pairs.add(tuple(sorted((a["id"], b))))  # type: ignore[arg-type]
        for b in a["water_borders"]:
            water_pairs.add(tuple(sorted((a["id"], b))))  # type: ignore[arg-type]
    for a, b in MIXED_BORDERS:
        land_pairs.add(tuple(sorted((a, b))))  # type: ignore[arg-type]
        water_pairs.add(tuple(sorted((a, b))))  # type: ignore[arg-type]
    for a, b in EXTRA_WATER_BORDERS:
        water_pairs.add(tuple(sorted((a, b))))  # type: ignore[arg-type]

    land_components = _components([i for i, a in raw_areas.items() if a["kind"] != "sea"], land_pairs)
    mainland = {i for comp in land_components if len(comp) > 20 for i in comp}

    flood_of = {area: plain for plain, areas in FLOOD_PLAINS.items() for area in areas}
    volcano_of = {area: v for v, areas in VOLCANOES.items() for area in areas}
    areas_out = []
    for rid in sorted(raw_areas, key=_norm_id):
        a = raw_areas[rid]
        aid = _norm_id(rid)
        is_sea = a["kind"] == "sea"
        assert a["flood_plain"] == (rid in flood_of), rid
        assert a["volcano"] == (rid in volcano_of), rid
        record = {
            "id": aid,
            "name": NAME_FIXES.get(rid, a["name"]),
            "kind": a["kind"],
            "open_sea": is_sea,
            "enclosed_sea": rid in ENCLOSED_SEAS,
            "population_limit": None if is_sea else POPULATION_OVERRIDES.get(rid, a["population_limit"]),
            "city_site": CITY_SITE_OVERRIDES.get(rid, a["city_site"]) if not is_sea else None,
            "flood_plain": flood_of.get(rid),
            "volcano": volcano_of.get(rid),
            "start_nation": a["start_area"].lower() if a["start_area"] else None,
            "island": (not is_sea) and rid not in mainland,
            "board_xy": a["board_xy"],
        }
        areas_out.append(record)

    borders = []
    for a, b in sorted(land_pairs | water_pairs):
        border: dict[str, object] = {
            "a": _norm_id(a),
            "b": _norm_id(b),
            "land": (a, b) in land_pairs,
            "water": (a, b) in water_pairs,
        }
        borders.append(border)
    borders.sort(key=lambda x: (str(x["a"]), str(x["b"])))

    out_of_play = {key: sorted(_norm_id(i) for i in ids) for key, ids in plays.items() if key != "_doc"}
    board = {
        "format": "civbot-board/1",
        "source": "shared/reference/map-sources (derived/main-board.json, playAreas.json); "
        "decisions in tools/convert_map.py and engine/data/README.md",
        "areas": areas_out,
        "borders": borders,
        "flood_plains": {k: [_norm_id(x) for x in v] for k, v in FLOOD_PLAINS.items()},
        "volcanoes": {k: [_norm_id(x) for x in v] for k, v in VOLCANOES.items()},
        "double_coasts": DOUBLE_COASTS,
        "out_of_play": {
            "west_panel": out_of_play["panel1"],
            "east_panel": out_of_play["panel4"],
            "east_of_divider": out_of_play["eastOfDotted"],
            "west_of_divider": out_of_play["westOfDotted"],
        },
    }
    OUT.write_text(_dump(board))
    print(f"wrote {OUT} ({len(areas_out)} areas, {len(borders)} borders)")
    return 0


def _components(nodes: list[str], pairs: set[tuple[str, str]]) -> list[set[str]]:
    nbrs: dict[str, set[str]] = {n: set() for n in nodes}
    for a, b in pairs:
        if a in nbrs and b in nbrs:
            nbrs[a].add(b)
            nbrs[b].add(a)
    seen: set[str] = set()
    comps = []
    for n in nodes:
        if n in seen:
            continue
        comp = {n}
        todo = [n]
        seen.add(n)
        while todo:
            for m in nbrs[todo.pop()]:
                if m not in seen:
                    seen.add(m)
                    comp.add(m)
                    todo.append(m)
        comps.append(comp)
    return comps


def _dump(obj: object) -> str:
    """One record per line: diffs of the data stay readable."""
    lines = ["{"]
    items = list(obj.items())  # type: ignore[attr-defined]
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(f" {json.dumps(key)}: [")
            for j, rec in enumerate(value):
                c2 = "," if j < len(value) - 1 else ""
                lines.append(f"  {json.dumps(rec, ensure_ascii=False)}{c2}")
            lines.append(f" ]{comma}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
