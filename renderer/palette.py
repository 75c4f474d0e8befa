"""Player colours and marker shapes, keyed by nation.

Colours are the Okabe-Ito palette (distinguishable with the common colour-vision
deficiencies) plus white; on top of that every nation has its own marker shape, so no two
nations are ever told apart by colour alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from renderer.style import Colour

CIRCLE, SQUARE, DIAMOND, TRIANGLE, HEXAGON, PENTAGON, TRIANGLE_DOWN, OCTAGON, SHIELD = (
    "circle",
    "square",
    "diamond",
    "triangle",
    "hexagon",
    "pentagon",
    "triangle_down",
    "octagon",
    "shield",
)


@dataclass(frozen=True)
class NationStyle:
    nation: str
    colour: Colour
    text: Colour  # numbers and letters drawn on the colour
    edge: Colour  # outline of counters
    shape: str


_BLACK: Colour = (0, 0, 0)
_WHITE: Colour = (255, 255, 255)
_DARK_EDGE: Colour = (20, 20, 20)

NATION_STYLES: dict[str, NationStyle] = {
    s.nation: s
    for s in (
        NationStyle("africa", (213, 94, 0), _WHITE, _DARK_EDGE, CIRCLE),  # vermillion
        NationStyle("italy", (0, 158, 115), _WHITE, _DARK_EDGE, SQUARE),  # bluish green
        NationStyle("illyria", (86, 180, 233), _BLACK, _DARK_EDGE, DIAMOND),  # sky blue
        NationStyle("thrace", (240, 228, 66), _BLACK, _DARK_EDGE, TRIANGLE),  # yellow
        NationStyle("crete", (0, 114, 178), _WHITE, _DARK_EDGE, HEXAGON),  # blue
        NationStyle("asia", (204, 121, 167), _BLACK, _DARK_EDGE, PENTAGON),  # reddish purple
        NationStyle("assyria", (230, 159, 0), _BLACK, _DARK_EDGE, TRIANGLE_DOWN),  # orange
        NationStyle("babylon", (30, 30, 30), _WHITE, (230, 230, 230), OCTAGON),  # black
        NationStyle("egypt", (250, 250, 250), _BLACK, _DARK_EDGE, SHIELD),  # white
    )
}

# A player whose nation is not chosen yet (set-up) or unknown to this palette.
UNKNOWN_STYLE = NationStyle("", (150, 150, 150), _BLACK, _DARK_EDGE, CIRCLE)


def nation_style(nation: str | None) -> NationStyle:
    return NATION_STYLES.get(nation or "", UNKNOWN_STYLE)


def _regular(sides: int, cx: float, cy: float, r: float, rotation: float) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(rotation + 2 * math.pi * i / sides),
            cy + r * math.sin(rotation + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a marker of ``shape`` inscribed in the circle (cx, cy, r).

    Every shape keeps a roughly circle-sized middle so that a number fits inside it. A
    circle is returned as a 48-gon so that callers can treat all shapes alike.
    """
    up = -math.pi / 2
    if shape == SQUARE:
        return _regular(4, cx, cy, r * 1.18, math.pi / 4)
    if shape == DIAMOND:
        return _regular(4, cx, cy, r * 1.28, up)
    if shape == TRIANGLE:
        return _regular(3, cx, cy + r * 0.32, r * 1.55, up)
    if shape == TRIANGLE_DOWN:
        return _regular(3, cx, cy - r * 0.32, r * 1.55, -up)
    if shape == HEXAGON:
        return _regular(6, cx, cy, r * 1.08, 0.0)
    if shape == PENTAGON:
        return _regular(5, cx, cy + r * 0.06, r * 1.12, up)
    if shape == OCTAGON:
        return _regular(8, cx, cy, r * 1.06, math.pi / 8)
    if shape == SHIELD:
        top = cy - r * 0.95
        return [
            (cx - r, top),
            (cx + r, top),
            (cx + r, cy + r * 0.15),
            (cx, cy + r * 1.2),
            (cx - r, cy + r * 0.15),
        ]
    return _regular(48, cx, cy, r, 0.0)


def text_centre(shape: str, cx: float, cy: float, r: float) -> tuple[float, float]:
    """Where a number sits visually centred in ``shape`` (triangles have their bulk off-centre)."""
    if shape == TRIANGLE:
        return cx, cy + r * 0.28
    if shape == TRIANGLE_DOWN:
        return cx, cy - r * 0.30
    if shape == SHIELD:
        return cx, cy - r * 0.05
    return cx, cy
