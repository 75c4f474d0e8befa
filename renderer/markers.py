"""Marker shapes for every picture and chart: each inscribed in a circle, so that a number fits
inside it, and told apart by shape as well as by colour (colour is never the only cue)."""

from __future__ import annotations

import math

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
# Shapes no nation uses: Advanced Civilization's neutral pieces and its Religion group.
STAR, CROSS = "star", "cross"


def _regular(sides: int, cx: float, cy: float, r: float, rotation: float) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(rotation + 2 * math.pi * i / sides),
            cy + r * math.sin(rotation + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def _cross(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """An X of two bars ``w`` wide, as one 12-point outline."""
    w, a = r * 0.32, r * 1.05
    arm = [(w, 0.0), (a, a - w), (a - w, a), (0.0, w)]
    out: list[tuple[float, float]] = []
    for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1)):
        quarter = [(x * sx, y * sy) if sx * sy > 0 else (y * sx, x * sy) for x, y in arm]
        out += [(cx + x, cy + y) for x, y in quarter[1:]]
    return out


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
    if shape == STAR:
        points = _regular(16, cx, cy, r * 1.3, up)
        inner = _regular(16, cx, cy, r * 0.92, up)
        return [points[i] if i % 2 == 0 else inner[i] for i in range(16)]
    if shape == CROSS:
        return _cross(cx, cy, r)
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
