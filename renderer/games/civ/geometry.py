"""The map's shapes and anchors (``data/geometry.json``) and the named regions (``data/regions.json``).

Formats are described in ``docs/renderer.md``. Coordinates are geometry units: source pixels
of the traced board, cropped to the main board (``width`` x ``height``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

Point = tuple[int, int]
Polygon = tuple[Point, ...]


@dataclass(frozen=True)
class AreaShape:
    id: str
    outline: Polygon  # the whole area, for borders and highlights
    land: tuple[Polygon, ...]  # land pieces (empty for seas)
    water: tuple[Polygon, ...]  # water pieces (empty for land-locked areas)
    label: Point  # centre of the name
    label_lines: tuple[str, ...]
    tokens: Point  # centre of the row of token counters
    population: Point | None  # population-limit circle (None for seas)
    city: Point | None  # city site square, and where a built city stands (None for seas)
    ships: Point | None  # ships in this area's water (None for land-locked areas)


@dataclass(frozen=True)
class Geometry:
    width: int
    height: int
    areas: dict[str, AreaShape]
    volcanoes: dict[str, Point]


@dataclass(frozen=True)
class Region:
    name: str
    title: str
    areas: tuple[str, ...]
    box: tuple[int, int, int, int]  # left, top, right, bottom in geometry units


def _read(name: str) -> Any:
    return json.loads(resources.files("renderer.games.civ.data").joinpath(name).read_text(encoding="utf-8"))


def _polygon(flat: list[int]) -> Polygon:
    return tuple((flat[i], flat[i + 1]) for i in range(0, len(flat), 2))


def _point(raw: list[int] | None) -> Point | None:
    return (raw[0], raw[1]) if raw else None


@cache
def geometry() -> Geometry:
    raw = _read("geometry.json")
    areas = {}
    for area_id, r in raw["areas"].items():
        areas[area_id] = AreaShape(
            id=area_id,
            outline=_polygon(r["outline"]),
            land=tuple(_polygon(p) for p in r["land"]),
            water=tuple(_polygon(p) for p in r["water"]),
            label=(r["label"][0], r["label"][1]),
            label_lines=tuple(r["label_lines"]),
            tokens=(r["tokens"][0], r["tokens"][1]),
            population=_point(r.get("population")),
            city=_point(r.get("city")),
            ships=_point(r.get("ships")),
        )
    volcanoes = {k: (v[0], v[1]) for k, v in raw["volcanoes"].items()}
    return Geometry(width=raw["width"], height=raw["height"], areas=areas, volcanoes=volcanoes)


# Room around a region's areas, in geometry units, so border areas are not cut at the edge.
REGION_MARGIN = 40


@cache
def regions() -> dict[str, Region]:
    geo = geometry()
    out = {}
    for name, r in _read("regions.json")["regions"].items():
        points = [p for a in r["areas"] for p in geo.areas[a].outline]
        # Not clamped to the map: a city at the map's edge (Buhen) keeps its whole tower, over sea.
        left = min(x for x, _ in points) - REGION_MARGIN
        top = min(y for _, y in points) - REGION_MARGIN
        right = max(x for x, _ in points) + REGION_MARGIN
        bottom = max(y for _, y in points) + REGION_MARGIN
        out[name] = Region(name, r["title"], tuple(r["areas"]), (left, top, right, bottom))
    return out


def region(name: str) -> Region:
    """The region called ``name``; ValueError naming the valid ones otherwise."""
    known = regions()
    if name not in known:
        raise ValueError(f"unknown region {name!r}; valid regions: {', '.join(known)}")
    return known[name]
