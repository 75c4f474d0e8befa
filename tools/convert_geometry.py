"""Convert the shared map tracings into ``renderer/games/civ/data/geometry.json``.

Development tool only: run ``python -m tools.convert_geometry`` from the repository
root when the reference data or the renderer's symbol sizes change. The renderer never reads
``../shared``; it reads the file this script writes (format in ``docs/renderer.md``).

Sources (``shared/reference/map-sources/raw/johnchampaign-advanced-civilization/``):
``territories.json`` (one traced polygon per area, used for area outlines) and
``coastlines.json`` (each area split into land and sea pieces). Both share one 3800 x 1405
image space covering three panels; only the 131 main-board areas of ``engine/data/civ1980/board.json``
are kept and the space is cropped to their bounding box.

Anchors (where the label, population circle, city site, tokens and ships go) are chosen
here, once, by a small placement search over each area's rasterised land (or sea) mask,
using the symbol sizes of ``renderer.style`` at the full-board scale.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from engine.civ.api import Area, board
from renderer import style
from renderer.fonts import text_size
from renderer.games.civ.placement import Box, Mask, place

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT.parent / "shared" / "reference" / "map-sources" / "raw" / "johnchampaign-advanced-civilization"
OUT = ROOT / "renderer" / "games" / "civ" / "data" / "geometry.json"

# Douglas-Peucker tolerance in source pixels: at the full-board scale (0.7) a one-pixel
# error is invisible, and it removes about two thirds of the points.
SIMPLIFY_TOLERANCE = 1.0
# The placement search works on a mask this many source pixels per cell.
MASK_CELL = 2

# Pieces traced as land that are not land: the rings around Crete are the start-area border
# printed in the sea around the island. They are drawn as the area's water instead.
PIECES_AS_WATER = {"knossos#land1", "phaestos#land1"}

Point = tuple[float, float]
Ring = list[Point]
# A placed symbol in source pixels: centre x, centre y, width, height.
SourceBox = tuple[float, float, float, float]


def _norm_id(raw: str) -> str:
    """Project ids drop the VASSAL panel suffix (``-2``), as tools/convert_map.py does."""
    return raw[:-2] if raw.endswith("-2") else raw


def _perpendicular_distance(p: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy)
    if length == 0:
        return math.hypot(px - ax, py - ay)
    return abs(dy * px - dx * py + bx * ay - by * ax) / length


def simplify(points: Ring, tolerance: float) -> Ring:
    """Douglas-Peucker simplification of an open polyline (iterative, keeps both ends)."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        worst, worst_at = 0.0, -1
        for i in range(first + 1, last):
            d = _perpendicular_distance(points[i], points[first], points[last])
            if d > worst:
                worst, worst_at = d, i
        if worst > tolerance:
            keep[worst_at] = True
            stack += [(first, worst_at), (worst_at, last)]
    return [p for p, k in zip(points, keep, strict=True) if k]


def simplify_ring(ring: Ring, tolerance: float) -> Ring:
    """Simplify a closed ring: split it at its farthest point so both halves have fixed ends."""
    far = max(range(len(ring)), key=lambda i: (ring[i][0] - ring[0][0]) ** 2 + (ring[i][1] - ring[0][1]) ** 2)
    first = simplify([*ring[: far + 1]], tolerance)
    second = simplify([*ring[far:], ring[0]], tolerance)
    return first[:-1] + second[:-1]


def flat(ring: Ring, offset: Point) -> list[int]:
    """A ring as ``[x0, y0, x1, y1, ...]`` in cropped integer coordinates."""
    out: list[int] = []
    for x, y in ring:
        out += [round(x - offset[0]), round(y - offset[1])]
    return out


def _rasterise(rings: list[Ring], origin: Point, width: int, height: int) -> Mask:
    img = Image.new("L", (width, height), 0)
    draw = ImageDraw.Draw(img)
    for ring in rings:
        draw.polygon([((x - origin[0]) / MASK_CELL, (y - origin[1]) / MASK_CELL) for x, y in ring], fill=1)
    return Mask(width, height, list(img.tobytes()))


def _bounds(rings: list[Ring]) -> tuple[float, float, float, float]:
    xs = [x for r in rings for x, _ in r]
    ys = [y for r in rings for _, y in r]
    return min(xs), min(ys), max(xs), max(ys)


def _source_box(width_px: float, height_px: float) -> tuple[float, float]:
    """An output-pixel box at the full-board scale, in mask cells."""
    factor = style.FULL_SCALE * MASK_CELL
    return width_px / factor, height_px / factor


# Names too long for their small areas: they may also be printed hyphenated on two lines, and
# they are placed before the area's counters, which have room to move at render time
# (renderer/games/civ/layout.py) where a name has none.
HYPHENATED = {"mesopotamia": ["Mesopo-", "tamia"]}


def _label_lines(
    name: str, font_size: int, stroke: int, hyphenated: list[str] | None = None
) -> list[tuple[list[str], tuple[float, float]]]:
    """The ways to print an area name: one line, or on two lines, split at a space or
    hyphenated as given."""
    options = [[name]] + ([hyphenated] if hyphenated else [])
    words = name.split(" ")
    if len(words) > 1:
        cut = min(
            range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
        )
        options.append([" ".join(words[:cut]), " ".join(words[cut:])])
    out = []
    for lines in options:
        w = max(text_size(line, font_size, stroke)[0] for line in lines)
        h = len(lines) * (font_size + 2)
        out.append((lines, _source_box(w + 2, h)))
    return out


def _name_options(area: Area) -> list[tuple[list[str], tuple[float, float]]]:
    """The ways to print an area's name, with their sizes; a sea's name adds "open sea"."""
    is_sea = area.kind == "sea"
    font_size = style.SEA_LABEL_FONT if is_sea else style.LABEL_FONT
    name = area.name.upper() if is_sea else area.name
    options = _label_lines(name, font_size, 2, HYPHENATED.get(area.id))
    if not is_sea:
        return options
    return [([*lines, "open sea"], (w, h * (len(lines) + 1) / len(lines))) for lines, (w, h) in options]


def _place_tokens_and_name(
    area: Area, home_mask: Mask, placed: list[Box], name_sizes: list[tuple[float, float]]
) -> tuple[Box, Box]:
    """The counters' box where there is most room, then the name near it; a name too long for
    its area (``HYPHENATED``) goes first."""
    if area.id in HYPHENATED:
        label_box = place(home_mask, name_sizes, placed, attract=None, roomy=True)
        placed.append(label_box)
    token_box = place(home_mask, [_source_box(*style.TOKEN_BOX)], placed, attract=None, roomy=True)
    placed.append(token_box)
    if area.id not in HYPHENATED:
        label_box = place(home_mask, name_sizes, placed, attract=token_box.centre)
        placed.append(label_box)
    return token_box, label_box


def _place_area(
    area: Area, land: list[Ring], water: list[Ring], obstacles: list[SourceBox]
) -> tuple[dict[str, Any], list[SourceBox]]:
    """Anchors for one area, in source pixels, and the boxes they occupy.

    ``obstacles`` are the boxes already given to other areas (labels spill over borders),
    so neighbouring names do not print on top of each other.
    """
    is_sea = area.kind == "sea"
    home = water if is_sea else land
    rings = home + ([] if is_sea else water)
    x0, y0, x1, y1 = _bounds(rings)
    origin = (x0 - 4, y0 - 4)
    width = int((x1 - x0 + 8) / MASK_CELL) + 1
    height = int((y1 - y0 + 8) / MASK_CELL) + 1
    home_mask = _rasterise(home, origin, width, height)
    placed = [
        Box((bx - origin[0]) / MASK_CELL, (by - origin[1]) / MASK_CELL, bw / MASK_CELL, bh / MASK_CELL)
        for bx, by, bw, bh in obstacles
        if origin[0] - bw < bx < origin[0] + width * MASK_CELL + bw
        and origin[1] - bh < by < origin[1] + height * MASK_CELL + bh
    ]
    own_start = len(placed)
    anchors: dict[str, Any] = {}

    def to_source(box: Box) -> list[int]:
        cx, cy = box.centre
        return [round(origin[0] + cx * MASK_CELL), round(origin[1] + cy * MASK_CELL)]

    line_options = _name_options(area)
    token_box, label_box = _place_tokens_and_name(area, home_mask, placed, [s for _, s in line_options])
    anchors["tokens"] = to_source(token_box)
    anchors["label"] = to_source(label_box)
    anchors["label_lines"] = line_options[label_box.option][0]

    if not is_sea:
        pop = place(
            home_mask,
            [_source_box(2 * style.POPULATION_RADIUS + 4, 2 * style.POPULATION_RADIUS + 4)],
            placed,
            attract=label_box.centre,
        )
        placed.append(pop)
        anchors["population"] = to_source(pop)
        city = place(
            home_mask,
            [_source_box(style.CITY_SIZE + 2, style.CITY_SIZE + 2)],
            placed,
            attract=token_box.centre,
        )
        placed.append(city)
        anchors["city"] = to_source(city)

    if area.kind != "land":
        ship_mask = home_mask if is_sea or not water else _rasterise(water, origin, width, height)
        ship = place(ship_mask, [_source_box(*style.SHIP_BOX)], placed, attract=token_box.centre)
        anchors["ships"] = to_source(ship)
    return anchors, [_to_source_box(b, origin) for b in placed[own_start:]]


def _to_source_box(b: Box, origin: Point) -> SourceBox:
    return (origin[0] + b.x * MASK_CELL, origin[1] + b.y * MASK_CELL, b.w * MASK_CELL, b.h * MASK_CELL)


def _ring_area(ring: Ring) -> float:
    return (
        abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=True))) / 2
    )


def _volcano_anchor(rings_by_area: dict[str, list[Ring]], areas: tuple[str, ...]) -> list[int]:
    """A volcano touching one area sits inside it; one on a border sits where the two meet."""
    if len(areas) == 1:
        xs, ys = zip(*[p for r in rings_by_area[areas[0]] for p in r], strict=True)
        return [round(sum(xs) / len(xs)), round(sum(ys) / len(ys))]
    first = [p for r in rings_by_area[areas[0]] for p in r]
    second = [p for r in rings_by_area[areas[1]] for p in r]
    close = [p for p in first if min((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for q in second) < 36]
    xs, ys = zip(*close, strict=True)
    return [round(sum(xs) / len(xs)), round(sum(ys) / len(ys))]


def convert() -> dict[str, Any]:
    territories = json.loads((SOURCES / "territories.json").read_text())
    coastlines = json.loads((SOURCES / "coastlines.json").read_text())
    areas = board().areas
    outline = {
        _norm_id(r["name"]): [tuple(p) for p in r["exterior"]]
        for r in territories["regions"]
        if _norm_id(r["name"]) in areas
    }
    pieces: dict[str, dict[str, list[Ring]]] = {}
    for t in coastlines["territories"]:
        area_id = _norm_id(t["name"])
        if area_id in areas:
            split: dict[str, list[Ring]] = {"land": [], "sea": []}
            for sub in t["sub"]:
                kind = "sea" if sub["subId"] in PIECES_AS_WATER else sub["kind"]
                split[kind].append([tuple(p) for p in sub["exterior"]])
            # A land piece in a sea area would be drawn as land: the engine says seas hold none.
            if areas[area_id].kind == "sea":
                split = {"land": [], "sea": split["land"] + split["sea"]}
            pieces[area_id] = split
    missing = sorted(set(areas) - set(outline) | set(areas) - set(pieces))
    if missing:
        raise SystemExit(f"areas without geometry: {missing}")
    x0, y0, x1, y1 = _bounds(list(outline.values()))
    offset = (math.floor(x0), math.floor(y0))
    anchors_by_area: dict[str, dict[str, Any]] = {}
    taken: list[SourceBox] = []
    # Small areas first: they have the fewest places for their symbols, large ones can move.
    for area_id in sorted(areas, key=lambda a: (_ring_area(outline[a]), a)):
        anchors, boxes = _place_area(areas[area_id], pieces[area_id]["land"], pieces[area_id]["sea"], taken)
        anchors_by_area[area_id] = anchors
        taken += boxes
    out_areas: dict[str, Any] = {}
    for area_id in sorted(areas):
        anchors = anchors_by_area[area_id]
        record: dict[str, Any] = {
            "outline": flat(simplify_ring(outline[area_id], SIMPLIFY_TOLERANCE), offset),
            "land": [flat(simplify_ring(r, SIMPLIFY_TOLERANCE), offset) for r in pieces[area_id]["land"]],
            "water": [flat(simplify_ring(r, SIMPLIFY_TOLERANCE), offset) for r in pieces[area_id]["sea"]],
        }
        for key, value in anchors.items():
            record[key] = value if key == "label_lines" else [value[0] - offset[0], value[1] - offset[1]]
        out_areas[area_id] = record
    land_rings = {a: pieces[a]["land"] or pieces[a]["sea"] for a in areas}
    volcanoes = {}
    for name, touching in board().volcanoes.items():
        x, y = _volcano_anchor(land_rings, touching)
        volcanoes[name] = [x - offset[0], y - offset[1]]
    return {
        "format": "civbot-geometry/1",
        "source": "johnchampaign/advanced-civilization src/data/territories.json (495f065c) and "
        "src/data/coastlines.json (2895a692), via shared/reference/map-sources; converted by "
        "tools/convert_geometry.py",
        "width": math.ceil(x1) - offset[0],
        "height": math.ceil(y1) - offset[1],
        "areas": out_areas,
        "volcanoes": volcanoes,
    }


def main() -> int:
    data = convert()
    text = _pretty(data) + "\n"
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(data['areas'])} areas, {len(text)} bytes")
    return 0


def _pretty(data: dict[str, Any]) -> str:
    """Compact JSON with one area per line."""
    head = {k: v for k, v in data.items() if k not in ("areas", "volcanoes")}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"{json.dumps(key)}: {json.dumps(value)},")
    lines.append(f'"volcanoes": {json.dumps(data["volcanoes"], separators=(",", ":"))},')
    lines.append('"areas": {')
    items = list(data["areas"].items())
    for i, (area_id, record) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        lines.append(f"{json.dumps(area_id)}: {json.dumps(record, separators=(',', ':'))}{comma}")
    lines.append("}}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
