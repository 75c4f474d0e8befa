"""Area names and population numbers: where each is printed in a frame, the box it covers, and
drawing; a name is moved a few pixels off the symbols and names it would be written over.

The boxes are what pieces must never cover (``renderer.games.civ.layout``). Names are drawn once, in the
base layer; highlights are painted around them, never over them (``baselayer.protected``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from i18n.catalog import _, language
from renderer import style
from renderer.fonts import font
from renderer.games.civ.frame import Frame
from renderer.games.civ.geometry import AreaShape, geometry
from renderer.style import Colour

Rect = tuple[float, float, float, float]  # left, top, right, bottom in output pixels


@dataclass(frozen=True)
class Line:
    text: str
    x: float
    y: float
    size: int
    fill: Colour
    stroke: Colour


def label_lines(
    frame: Frame, s: AreaShape, open_sea: bool, smaller: int = 0, word_per_line: bool = False
) -> list[Line]:
    """The lines of an area's name, centred on its label anchor (``smaller``: points less;
    ``word_per_line``: a sea's name in a narrow column)."""
    is_sea = s.population is None
    size = frame.size((style.SEA_LABEL_FONT if is_sea else style.LABEL_FONT) - smaller)
    lines = list(s.label_lines)
    if is_sea:
        name = lines[:-1]
        if word_per_line:
            name = [word for line in name for word in line.split()]
        lines = name + ([_("open sea")] if open_sea else [])
    fill, stroke = (
        (style.SEA_LABEL_TEXT, style.SEA_LABEL_OUTLINE) if is_sea else (style.LABEL_TEXT, style.LABEL_OUTLINE)
    )
    x, y = frame.px(s.label)
    step = size + 2
    y -= step * (len(lines) - 1) / 2
    out = []
    for i, text in enumerate(lines):
        small = is_sea and open_sea and i == len(lines) - 1
        out.append(Line(text, x, y + i * step, frame.size(11) if small else size, fill, stroke))
    return out


def line_box(frame: Frame, line: Line) -> Rect:
    stroke = frame.size(2)
    left, top, right, bottom = font(line.size).getbbox(line.text, anchor="mm", stroke_width=stroke)
    return (line.x + left, line.y + top, line.x + right, line.y + bottom)


def draw_label(draw: ImageDraw.ImageDraw, frame: Frame, lines: tuple[Line, ...]) -> None:
    for line in lines:
        draw.text(
            (line.x, line.y),
            line.text,
            font=font(line.size),
            fill=line.fill,
            anchor="mm",
            stroke_width=frame.size(2),
            stroke_fill=line.stroke,
        )


def population_at(frame: Frame, s: AreaShape) -> tuple[float, float] | None:
    """Where an area's population circle is drawn: nowhere if the image's edge would cut it."""
    if s.population is None:
        return None
    x, y = frame.px(s.population)
    return (x, y) if frame.holds(x, y, population_reach(frame)) else None


def population_reach(frame: Frame) -> int:
    """The radius of a population circle with its ring."""
    return frame.size(style.POPULATION_RADIUS) + frame.size(1.4)


def _symbols(frame: Frame, out_of_play: frozenset[str]) -> list[Rect]:
    """The boxes of the printed symbols a name must not be written over: population circles and
    city sites."""
    r, half = population_reach(frame), frame.size(style.CITY_SITE_SIZE) / 2 + frame.size(1.4)
    out: list[Rect] = []
    for a, s in geometry().areas.items():
        if a in out_of_play:
            continue
        if (at := population_at(frame, s)) is not None:
            out.append((at[0] - r, at[1] - r, at[0] + r, at[1] + r))
        if s.city is not None:
            x, y = frame.px(s.city)
            out.append((x - half, y - half, x + half, y + half))
    return out


@lru_cache(maxsize=64)
def _offsets(frame: Frame, reach: float) -> list[tuple[float, float]]:
    """Shifts of at most ``reach`` full-board pixels, nearest first."""
    step, far = max(1, frame.size(2)), frame.size(reach)
    grid = range(-far, far + 1, step)
    shifts = [(dx, dy) for dx in grid for dy in grid if dx * dx + dy * dy <= far * far]
    return sorted(shifts, key=lambda d: (d[0] * d[0] + d[1] * d[1], d[1], d[0]))


# A name moves at most NEAR pixels while its centre stays on its area; a name no such shift clears
# (a small island's, beside its neighbour's circle) may go up to FAR pixels, beside its area as
# the printed board sets such names.
NEAR, FAR = 24, 44
SEA_NEAR = 90  # a sea is large: its name may move further and stay on it
SEA_SHRINK = 4  # points a sea's name may lose to find room


def _on_area(frame: Frame, s: AreaShape, x: float, y: float) -> bool:
    """Whether output pixel (x, y) lies on the area (ray casting over its outline)."""
    gx, gy = x / frame.zoom + frame.left, y / frame.zoom + frame.top
    points = s.outline
    inside = False
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        if (y0 > gy) != (y1 > gy) and gx < x0 + (gy - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _overlaps(a: Rect, b: Rect) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 1 and min(a[3], b[3]) - max(a[1], b[1]) > 1


def _roominess(item: tuple[str, AreaShape]) -> tuple[bool, float]:
    """The order names are placed in: seas first (a sea's name is long, and on the crowded Aegean
    only its anchor's neighbourhood is sea), then land areas from the smallest (their names can
    barely move) to the largest."""
    s = item[1]
    points = s.outline
    twice_area = sum(
        x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True)
    )
    return s.population is not None, abs(twice_area)


def _within(frame: Frame, boxes: list[Rect]) -> bool:
    return all(b[0] >= 0 and b[1] >= 0 and b[2] <= frame.width and b[3] <= frame.height for b in boxes)


def _moved(lines: list[Line], dx: float, dy: float) -> tuple[Line, ...]:
    return tuple(dataclasses.replace(line, x=line.x + dx, y=line.y + dy) for line in lines)


def placed_labels(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]
) -> dict[str, tuple[Line, ...]]:
    """Every printed name, per area, moved the least that clears the population circles, the city
    sites and the names placed before it (in the order of ``_roominess``). Areas out of play
    print none, and neither does an area whose name would be cut by the image's edge (a crop or
    the inset). A name that no shift clears keeps its anchor. (Seas say "open sea" in the
    language spoken, so the names are placed once per language.)"""
    return _placed_labels(frame, out_of_play, open_seas, language())


@lru_cache(maxsize=32)
def _placed_labels(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str], lang: str
) -> dict[str, tuple[Line, ...]]:
    symbols = _symbols(frame, out_of_play)
    taken: list[Rect] = []
    out: dict[str, tuple[Line, ...]] = {}
    for a, s in sorted(geometry().areas.items(), key=_roominess):
        if a in out_of_play or not _within(frame, _boxes(frame, label_lines(frame, s, a in open_seas))):
            continue
        lines, (dx, dy) = _place(frame, s, a in open_seas, [*symbols, *taken])
        out[a] = _moved(lines, dx, dy)
        taken += _shifted(_boxes(frame, lines), dx, dy)
    return out


def _place(
    frame: Frame, s: AreaShape, open_sea: bool, obstacles: list[Rect]
) -> tuple[list[Line], tuple[float, float]]:
    """An area's name and the least shift that clears ``obstacles``: on its area; then beside it.
    A sea's name first tries smaller sizes and a narrow column (a word a line) on the sea. No
    shift clears: the anchor."""
    x, y = frame.px(s.label)
    sea = s.population is None
    # Only the obstacles a shifted name could reach are tried (hundreds fewer on the full board).
    pad = frame.size(max(SEA_NEAR, FAR))
    widest = _boxes(frame, label_lines(frame, s, open_sea)) + _boxes(
        frame, label_lines(frame, s, open_sea, 0, sea)
    )
    reach = (
        min(b[0] for b in widest) - pad,
        min(b[1] for b in widest) - pad,
        max(b[2] for b in widest) + pad,
        max(b[3] for b in widest) + pad,
    )
    obstacles = [o for o in obstacles if _overlaps(o, reach)]
    forms = [(0, False)]
    if sea:
        forms = [(smaller, column) for column in (False, True) for smaller in range(0, SEA_SHRINK + 1, 2)]
    for smaller, column in forms:
        lines = label_lines(frame, s, open_sea, smaller, column)
        boxes = _boxes(frame, lines)
        near = _offsets(frame, SEA_NEAR if s.population is None else NEAR)
        on_area = (d for d in near if d == (0, 0) or _on_area(frame, s, x + d[0], y + d[1]))
        found = next((d for d in on_area if _clear(frame, _shifted(boxes, *d), obstacles)), None)
        if found is not None:
            return lines, found
    # Beside the area; then, should the names placed before have taken that room (a sea's
    # "open sea" is longer in some languages), a land name two points smaller.
    for smaller in (0, 2) if not sea else (0,):
        lines = label_lines(frame, s, open_sea, smaller)
        boxes = _boxes(frame, lines)
        beside = (d for d in _offsets(frame, FAR) if _clear(frame, _shifted(boxes, *d), obstacles))
        if (found := next(beside, None)) is not None:
            return lines, found
    return label_lines(frame, s, open_sea), (0, 0)


def _boxes(frame: Frame, lines: list[Line]) -> list[Rect]:
    return [line_box(frame, line) for line in lines]


def _shifted(boxes: list[Rect], dx: float, dy: float) -> list[Rect]:
    return [(b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy) for b in boxes]


def _clear(frame: Frame, boxes: list[Rect], obstacles: list[Rect]) -> bool:
    return _within(frame, boxes) and not any(_overlaps(b, o) for b in boxes for o in obstacles)


def label_boxes(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]
) -> dict[str, list[Rect]]:
    """The boxes of every printed name, per area (``placed_labels``)."""
    placed = placed_labels(frame, out_of_play, open_seas)
    return {a: [line_box(frame, line) for line in lines] for a, lines in placed.items()}
