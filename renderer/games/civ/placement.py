"""Placing rectangular symbols inside an irregular area (used by the geometry converter).

An area is rasterised into a ``Mask`` of cells; a summed-area table answers "how much of
this box lies inside the area" in constant time, so trying every cell as a box centre is
cheap enough for pure Python. ``place`` picks the centre (and the size option, e.g. a label
on one line or two) that keeps the box inside the area, clear of boxes already placed and
close to an attractor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Penalty weights of the placement score, per cell of box area or per cell of distance.
OUTSIDE_WEIGHT = 4.0
OVERLAP_WEIGHT = 3.0
ATTRACT_WEIGHT = 0.3
OPTION_WEIGHT = 0.15
ROOMY_GROWTH = (3, 6, 12)
MAX_CANDIDATES = 4000


@dataclass(frozen=True)
class Box:
    x: float  # centre, in mask cells
    y: float
    w: float
    h: float
    option: int = 0

    @property
    def centre(self) -> tuple[float, float]:
        return self.x, self.y

    def overlap(self, other: Box, pad: float = 1.0) -> float:
        dx = min(self.x + self.w / 2, other.x + other.w / 2) - max(self.x - self.w / 2, other.x - other.w / 2)
        dy = min(self.y + self.h / 2, other.y + other.h / 2) - max(self.y - self.h / 2, other.y - other.h / 2)
        return max(0.0, dx + pad) * max(0.0, dy + pad) if dx > -pad and dy > -pad else 0.0


class Mask:
    """A 0/1 raster with a summed-area table."""

    def __init__(self, width: int, height: int, cells: list[int]) -> None:
        self.width, self.height = width, height
        self.cells = cells
        stride = width + 1
        table = [0] * (stride * (height + 1))
        for y in range(height):
            row_sum = 0
            above = y * stride
            here = (y + 1) * stride
            for x in range(width):
                row_sum += 1 if cells[y * width + x] else 0
                table[here + x + 1] = table[above + x + 1] + row_sum
        self._table = table

    def inside(self, box: Box, grow: float = 0.0) -> float:
        """Fraction of ``box`` (grown by ``grow`` cells on each side) that lies in the mask."""
        w, h = box.w + 2 * grow, box.h + 2 * grow
        left, top = math.floor(box.x - w / 2), math.floor(box.y - h / 2)
        right, bottom = left + max(1, round(w)), top + max(1, round(h))
        total = (right - left) * (bottom - top)
        cl, ct = max(0, left), max(0, top)
        cr, cb = min(self.width, right), min(self.height, bottom)
        if cr <= cl or cb <= ct:
            return 0.0
        stride = self.width + 1
        t = self._table
        count = t[cb * stride + cr] - t[ct * stride + cr] - t[cb * stride + cl] + t[ct * stride + cl]
        return count / total

    def candidates(self) -> list[tuple[int, int]]:
        points = [(i % self.width, i // self.width) for i, c in enumerate(self.cells) if c]
        if not points:
            return [(self.width // 2, self.height // 2)]
        step = max(1, math.ceil(math.sqrt(len(points) / MAX_CANDIDATES)))
        return [(x, y) for x, y in points if x % step == 0 and y % step == 0] or points[:1]


def score(mask: Mask, box: Box, placed: list[Box], attract: tuple[float, float] | None, roomy: bool) -> float:
    area = box.w * box.h
    value = -OUTSIDE_WEIGHT * (1.0 - mask.inside(box)) * area
    value -= OVERLAP_WEIGHT * sum(box.overlap(other) for other in placed)
    if attract is not None:
        value -= ATTRACT_WEIGHT * math.hypot(box.x - attract[0], box.y - attract[1])
    if roomy:
        # Prefer the middle of the area: reward room around the box, like a pole of
        # inaccessibility, so counters for several players still fit.
        value += sum(mask.inside(box, grow) for grow in ROOMY_GROWTH) * area
    return value - OPTION_WEIGHT * box.option * area


def place(
    mask: Mask,
    sizes: list[tuple[float, float]],
    placed: list[Box],
    attract: tuple[float, float] | None,
    roomy: bool = False,
) -> Box:
    """The best box of one of ``sizes`` (in cells) inside ``mask``."""
    best: Box | None = None
    best_score = -math.inf
    for x, y in mask.candidates():
        for option, (w, h) in enumerate(sizes):
            box = Box(x + 0.5, y + 0.5, w, h, option)
            value = score(mask, box, placed, attract, roomy)
            if value > best_score:
                best, best_score = box, value
    assert best is not None
    return best
