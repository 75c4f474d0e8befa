"""Where the pieces go: each area's counters, city and ships are placed so that they cover no
name and no other piece, and stay inside their area.

Every area has anchors chosen by the geometry converter, with room for a city or two
counters. A crowded area needs more room than that, and a neighbour's name may be close, so
each group of pieces (one area's city and counters, or one area's ships) is placed at render
time: positions around the anchor are tried nearest first, in a row, two rows or a column,
and the first is kept that covers no name and no piece placed before, lies wholly in the
area's land (water, for ships) and leaves population circles, city sites and volcanoes
visible. When no position is perfect, the least bad one that still covers no name and no
piece is taken. Small areas are placed first: large ones have room to move.

Speed: a group that fits at its anchor is checked directly. For the others, every position
is judged at once on a grid of offsets: each (piece, obstacle) pair forbids a rectangle of
offsets, drawn into a small image, and the area's mask is sampled on the same grid; the
search then reads pixels.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw

from renderer import style
from renderer.games.civ.frame import Frame
from renderer.games.civ.geometry import geometry
from renderer.games.civ.labels import Rect, label_boxes

# Search radius and step around an anchor, in output pixels of the full board.
SEARCH_RADIUS = 90
SEARCH_STEP = 3
# Pixels kept clear between a piece and a name or another piece.
CLEARANCE = 1
GAP = 1  # between the pieces of one group
# Once a clear (if imperfect) position is found, look this much farther for a better one.
GIVE_UP_AFTER = 24


def overlap(a: Rect, b: Rect, pad: float = 0.0) -> bool:
    return a[0] < b[2] + pad and b[0] < a[2] + pad and a[1] < b[3] + pad and b[1] < a[3] + pad


class RectIndex:
    """Rectangles hashed into square cells, for quick "does this box hit any?" queries."""

    def __init__(self, rects: Sequence[Rect] = (), cell: int = 48) -> None:
        self.cell = cell
        self.cells: dict[tuple[int, int], list[Rect]] = {}
        for r in rects:
            self.add(r)

    def _keys(self, r: Rect, pad: float = 0.0) -> Iterator[tuple[int, int]]:
        c = self.cell
        for i in range(math.floor((r[0] - pad) / c), math.floor((r[2] + pad) / c) + 1):
            for j in range(math.floor((r[1] - pad) / c), math.floor((r[3] + pad) / c) + 1):
                yield i, j

    def add(self, r: Rect) -> None:
        for k in self._keys(r):
            self.cells.setdefault(k, []).append(r)

    def near(self, box: Rect) -> list[Rect]:
        """Every rectangle that may overlap ``box`` (each once)."""
        found: dict[Rect, None] = {}
        for k in self._keys(box):
            for other in self.cells.get(k, ()):
                found[other] = None
        return list(found)

    def hits(self, r: Rect, pad: float = 0.0) -> bool:
        return any(overlap(r, other, pad) for k in self._keys(r, pad) for other in self.cells.get(k, ()))


@cache
def area_numbers() -> dict[str, int]:
    return {a: i + 1 for i, a in enumerate(sorted(geometry().areas))}


@lru_cache(maxsize=16)
def home_rasters(frame: Frame) -> tuple[Image.Image, Image.Image]:
    """Each pixel's area number (0: none) for land and for water, in ``frame``."""
    numbers = area_numbers()
    land = Image.new("L", (frame.width, frame.height), 0)
    water = Image.new("L", (frame.width, frame.height), 0)
    draw_land, draw_water = ImageDraw.Draw(land), ImageDraw.Draw(water)
    for a, s in geometry().areas.items():
        for piece in s.land:
            draw_land.polygon([frame.px(p) for p in piece], fill=numbers[a])
        for piece in s.water:
            draw_water.polygon([frame.px(p) for p in piece], fill=numbers[a])
    return land, water


@lru_cache(maxsize=16)
def fixed_symbols(frame: Frame, out_of_play: frozenset[str]) -> dict[str, list[Rect]]:
    """Population circles, city sites and volcanoes, per area (volcanoes under ``""``)."""
    geo = geometry()
    r = frame.size(style.POPULATION_RADIUS) + 1
    half = frame.size(style.CITY_SITE_SIZE) / 2 + 1
    out: dict[str, list[Rect]] = {}
    for a, s in geo.areas.items():
        if a in out_of_play:
            continue
        boxes = out.setdefault(a, [])
        if s.population is not None:
            x, y = frame.px(s.population)
            boxes.append((x - r, y - r, x + r, y + r))
        if s.city is not None:
            x, y = frame.px(s.city)
            boxes.append((x - half, y - half, x + half, y + half))
    v = frame.size(9) + 1
    for point in geo.volcanoes.values():
        x, y = frame.px(point)
        out.setdefault("", []).append((x - v, y - v, x + v, y + v))
    return out


@dataclass
class Group:
    """One area's pieces to place together: sizes of their solid parts, near ``anchor``."""

    area: str
    water: bool
    anchor: tuple[float, float]
    sizes: list[tuple[float, float]]
    # The symbol the group may cover (a city stands on its own site).
    own_site: Rect | None = None


@dataclass
class Placement:
    area: str
    rects: list[Rect] = field(default_factory=list)


def arrangements(sizes: list[tuple[float, float]]) -> list[list[Rect]]:
    """The group laid out in one row, in two rows and in a column, centred on (0, 0)."""
    n = len(sizes)
    shapes = [[n]]
    if n >= 3:
        shapes.append([math.ceil(n / 2), n // 2])
    if n >= 2:
        shapes.append([1] * n)
    out = []
    for rows in shapes:
        rects: list[Rect] = []
        heights = []
        i = 0
        for k in rows:
            heights.append(max(h for _, h in sizes[i : i + k]))
            i += k
        top = -(sum(heights) + GAP * (len(rows) - 1)) / 2
        i = 0
        for k, height in zip(rows, heights, strict=True):
            row = sizes[i : i + k]
            x = -(sum(w for w, _ in row) + GAP * (k - 1)) / 2
            for w, h in row:
                y = top + (height - h) / 2
                rects.append((x, y, x + w, y + h))
                x += w + GAP
            top += height + GAP
            i += k
        out.append(rects)
    return out


@cache
def offsets(radius: int, step: int) -> list[tuple[int, int]]:
    """Grid cells (i, j) of the offsets (i * step - radius, j * step - radius) within
    ``radius``, nearest first (ties in a fixed order)."""
    n = 2 * (radius // step) + 1
    c = radius // step
    cells = [(i, j) for i in range(n) for j in range(n) if (i - c) ** 2 + (j - c) ** 2 <= c**2]
    return sorted(cells, key=lambda cell: ((cell[0] - c) ** 2 + (cell[1] - c) ** 2, cell[1], cell[0]))


@dataclass(frozen=True)
class Search:
    """The offsets tried around an anchor: ``(i * step - radius, j * step - radius)`` for the
    cells (i, j) of an n x n grid."""

    anchor: tuple[int, int]
    radius: int
    step: int

    @property
    def n(self) -> int:
        return 2 * (self.radius // self.step) + 1


def touching(layout: list[Rect], search: Search, obstacles: list[Rect], pad: float) -> bytes:
    """1 at the offsets where the layout, moved there, would come within ``pad`` of an
    obstacle (cell (i, j) at ``j * n + i``). Each (piece, obstacle) pair forbids a rectangle
    of offsets, drawn at once: in x, the cells whose offset d has
    ``obstacle.left - pad < piece.right + d`` and ``piece.left + d < obstacle.right + pad``
    (the same in y)."""
    n, radius, step = search.n, search.radius, search.step
    grid = Image.new("L", (n, n), 0)
    draw = ImageDraw.Draw(grid)
    ax, ay = search.anchor
    floor, ceil = math.floor, math.ceil
    # Only obstacles within the farthest reach of the whole layout can forbid an offset; a
    # step of margin keeps rounding from ever mattering.
    margin = radius + pad + step
    x_lo, x_hi = ax + min(r[0] for r in layout) - margin, ax + max(r[2] for r in layout) + margin
    y_lo, y_hi = ay + min(r[1] for r in layout) - margin, ay + max(r[3] for r in layout) + margin
    near = [o for o in obstacles if o[2] > x_lo and o[0] < x_hi and o[3] > y_lo and o[1] < y_hi]
    for x0, y0, x1, y1 in layout:
        left, top, right, bottom = ax + x0, ay + y0, ax + x1, ay + y1  # the piece at the anchor
        for o0, o1, o2, o3 in near:
            i0 = floor((o0 - pad - right + radius) / step) + 1
            i1 = ceil((o2 + pad - left + radius) / step) - 1
            if i0 > i1 or i1 < 0 or i0 >= n:
                continue
            j0 = floor((o1 - pad - bottom + radius) / step) + 1
            j1 = ceil((o3 + pad - top + radius) / step) - 1
            if j0 <= j1 and j1 >= 0 and j0 < n:
                draw.rectangle((max(0, i0), max(0, j0), min(n - 1, i1), min(n - 1, j1)), fill=1)
    return grid.tobytes()


def beyond_edges(width: int, height: int) -> list[Rect]:
    """Obstacles standing for everything outside the image."""
    far = 10 * (width + height)
    return [(-far, -far, 0, far), (width, -far, far, far), (-far, -far, far, 0), (-far, height, far, far)]


def sample_points(layout: list[Rect]) -> list[tuple[float, float]]:
    """Where a layout must be in its area: each piece's centre and the group's inner corners."""
    x0, y0 = min(r[0] for r in layout), min(r[1] for r in layout)
    x1, y1 = max(r[2] for r in layout), max(r[3] for r in layout)
    m = 3.0
    corners = [(x0 + m, y0 + m), (x1 - m, y0 + m), (x0 + m, y1 - m), (x1 - m, y1 - m)]
    return [((r[0] + r[2]) / 2, (r[1] + r[3]) / 2) for r in layout] + corners


def inside_counts(layout: list[Rect], search: Search, home: Image.Image) -> bytes:
    """How many of the layout's sample points fall in the area at each offset (cell (i, j) at
    ``j * n + i``); ``home`` is 1 in the area, 0 elsewhere, centred on the anchor."""
    n, step, r = search.n, search.step, search.radius
    counts = Image.new("L", (n, n), 0)
    reach = home.width // 2
    for px, py in sample_points(layout):
        # Cell (i, j) samples home at the anchor + (px + i * step - r, py + j * step - r),
        # rounded; Pillow samples output pixel centres, hence the half step.
        shift = 0.5 - step / 2
        data = (step, 0, reach + px - r + shift, 0, step, reach + py - r + shift)
        counts = ImageChops.add(counts, home.transform((n, n), Image.Transform.AFFINE, data))
    return counts.tobytes()


class Trial:
    """One arrangement of a group tried at every offset of a search: where it would touch a
    name or a piece (``blocked``), cover a symbol (``covers``), and how many of its sample
    points (``total``) would lie in its area (``counts``). Each grid is made when first read:
    a search that ends early never reads some of them."""

    def __init__(
        self, layout: list[Rect], search: Search, obstacles: list[Rect], symbols: list[Rect], home: Home
    ) -> None:
        self.layout, self.search, self.home = layout, search, home
        self._obstacles, self._symbols = obstacles, symbols
        self.total = len(sample_points(layout))

    @cached_property
    def blocked(self) -> bytes:
        return touching(self.layout, self.search, self._obstacles, CLEARANCE)

    @cached_property
    def covers(self) -> bytes:
        return touching(self.layout, self.search, self._symbols, 0)

    @cached_property
    def counts(self) -> bytes:
        return inside_counts(self.layout, self.search, self.home.image)


class Home:
    """1 where a group's area is (land, or water for ships), in the square of side
    ``2 * reach + 1`` around its anchor; cut from the frame's raster when first needed."""

    def __init__(self, raster: Image.Image, anchor: tuple[int, int], reach: int, number: int) -> None:
        self.raster, self.anchor, self.reach, self.number = raster, anchor, reach, number

    @cached_property
    def image(self) -> Image.Image:
        (ax, ay), reach = self.anchor, self.reach
        crop = self.raster.crop((ax - reach, ay - reach, ax + reach + 1, ay + reach + 1))
        lut = [0] * 256
        lut[self.number] = 1
        return crop.point(lut)


@cache
def offset_distances(radius: int, step: int) -> list[tuple[int, int, float]]:
    """``offsets`` with each one's distance from the anchor, in pixels."""
    centre = radius // step
    return [(i, j, math.hypot(i - centre, j - centre) * step) for i, j in offsets(radius, step)]


# Placements remembered from one board to the next. Where a group goes depends only on the
# frame's names and symbols (its cut, open seas and the boxes kept clear), on the group and on
# the pieces placed before it within its reach: the boards a game posts one after another, most
# of whose areas have not changed, find most groups here. Boards are drawn on worker threads.
_PLACED: dict[tuple[Any, ...], list[Rect]] = {}
_PLACED_LOCK = threading.Lock()
PLACED_KEPT = 8192


def forget_placements() -> None:
    """Drop every remembered placement (a benchmark measuring the search itself)."""
    with _PLACED_LOCK:
        _PLACED.clear()


def _remember(key: tuple[Any, ...], rects: list[Rect]) -> None:
    with _PLACED_LOCK:
        if len(_PLACED) >= PLACED_KEPT:
            del _PLACED[next(iter(_PLACED))]  # the oldest
        _PLACED[key] = list(rects)


class Placer:
    """Places groups one after another in ``frame``, each clear of names and earlier groups."""

    def __init__(
        self, frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str], kept_clear: list[Rect]
    ) -> None:
        self.frame = frame
        self.context = (frame, out_of_play, open_seas, tuple(kept_clear))
        names = [r for boxes in label_boxes(frame, out_of_play, open_seas).values() for r in boxes]
        self.names = RectIndex(names + kept_clear)
        self.symbols = RectIndex([r for boxes in fixed_symbols(frame, out_of_play).values() for r in boxes])
        self.pieces = RectIndex()
        self.rasters = home_rasters(frame)
        self.numbers = area_numbers()
        self.step = max(1, round(SEARCH_STEP * frame.factor))
        self.radius = round(SEARCH_RADIUS * frame.factor) // self.step * self.step

    def place(self, group: Group) -> Placement:
        layouts = arrangements(group.sizes)
        search = Search((round(group.anchor[0]), round(group.anchor[1])), self.radius, self.step)
        ax, ay = search.anchor
        extent = max(abs(v) for layout in layouts for r in layout for v in r)
        reach = int(self.radius + extent + 4)
        near = (ax - reach, ay - reach, ax + reach, ay + reach)
        # Every piece placed before that this group's search can meet (quick's too: its boxes
        # lie within ``near``).
        placed = self.pieces.near(near)
        key: tuple[Any, ...] = (self.context, group.area, group.water, group.anchor)
        key += (tuple(group.sizes), group.own_site, frozenset(placed))
        known = _PLACED.get(key)
        if known is not None:
            return self.keep(group.area, list(known))
        rects = self.search_for(group, layouts, search, near, reach, placed)
        _remember(key, rects)
        return self.keep(group.area, rects)

    def search_for(
        self,
        group: Group,
        layouts: list[list[Rect]],
        search: Search,
        near: Rect,
        reach: int,
        placed: list[Rect],
    ) -> list[Rect]:
        """The group's boxes: at its anchor if they fit there perfectly, else the search's."""
        symbols = [r for r in self.symbols.near(near) if r != group.own_site]
        quick = self.quick(group, search.anchor, layouts[0], symbols)
        if quick is not None:
            return quick
        obstacles = self.names.near(near) + placed
        obstacles += beyond_edges(self.frame.width, self.frame.height)
        home = Home(self.rasters[1 if group.water else 0], search.anchor, reach, self.numbers[group.area])
        trials = [Trial(layout, search, obstacles, symbols, home) for layout in layouts]
        return self.search(search, trials)

    def quick(
        self, group: Group, anchor: tuple[int, int], layout: list[Rect], symbols: list[Rect]
    ) -> list[Rect] | None:
        """The layout at the anchor itself, if it is perfect there (most groups are)."""
        ax, ay = anchor
        rects = [(ax + x0, ay + y0, ax + x1, ay + y1) for x0, y0, x1, y1 in layout]
        w, h = self.frame.width, self.frame.height
        for r in rects:
            if r[0] < 0 or r[1] < 0 or r[2] > w or r[3] > h:
                return None
            if self.names.hits(r, CLEARANCE) or self.pieces.hits(r, CLEARANCE):
                return None
            if any(overlap(r, s) for s in symbols):
                return None
        home = self.rasters[1 if group.water else 0].load()
        assert home is not None
        number = self.numbers[group.area]
        for px, py in sample_points(layout):
            x, y = int(ax + px + 0.5), int(ay + py + 0.5)
            if not (0 <= x < w and 0 <= y < h) or home[x, y] != number:
                return None
        return rects

    def search(self, search: Search, trials: list[Trial]) -> list[Rect]:
        """The first perfect position, nearest first; else the best clear one found."""
        centre = search.radius // search.step
        ax, ay = search.anchor
        n = search.n
        best: tuple[float, int, int, int] | None = None
        give_up = math.inf
        for i, j, distance in offset_distances(search.radius, search.step):
            if distance > give_up:
                break  # a clear position was found; farther ones would not be much better
            cell = j * n + i
            for shape, trial in enumerate(trials):
                if trial.blocked[cell]:
                    continue
                inside, covers = trial.counts[cell], trial.covers[cell]
                if inside == trial.total and not covers:
                    best = (-1.0, shape, i, j)
                    break
                score = 100 * (1 - inside / trial.total) + 25 * covers + distance / 4 + 3 * shape
                if best is None or score < best[0]:
                    best = (score, shape, i, j)
                    give_up = min(give_up, distance + GIVE_UP_AFTER * self.frame.factor)
            if best is not None and best[0] < 0:
                break
        # Nowhere clear: at the anchor, and the overlap test will say so.
        shape, i, j = (0, centre, centre) if best is None else best[1:]
        dx, dy = (i - centre) * search.step, (j - centre) * search.step
        return [
            (ax + dx + x0, ay + dy + y0, ax + dx + x1, ay + dy + y1)
            for x0, y0, x1, y1 in trials[shape].layout
        ]

    def keep(self, area: str, rects: list[Rect]) -> Placement:
        for r in rects:
            self.pieces.add(r)
        return Placement(area, rects)
