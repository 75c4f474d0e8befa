"""Area names: where each line of a name is printed in a frame, the box it covers, and drawing.

The boxes are what pieces must never cover (``renderer.layout``). Names are drawn once, in the
base layer; highlights are painted around them, never over them (``baselayer.protected``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from renderer import style
from renderer.fonts import font
from renderer.frame import Frame
from renderer.geometry import AreaShape, geometry
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


def label_lines(frame: Frame, s: AreaShape, open_sea: bool) -> list[Line]:
    """The lines of an area's name, centred on its label anchor."""
    is_sea = s.population is None
    size = frame.size(style.SEA_LABEL_FONT if is_sea else style.LABEL_FONT)
    lines = list(s.label_lines)
    if is_sea:
        lines = lines[:-1] + (["open sea"] if open_sea else [])
    fill, stroke = (
        (style.SEA_LABEL_TEXT, style.SEA_LABEL_OUTLINE) if is_sea else (style.LABEL_TEXT, style.LABEL_OUTLINE)
    )
    x, y = frame.px(s.label)
    step = size + 2
    y -= step * (len(lines) - 1) / 2
    out = []
    for i, text in enumerate(lines):
        small = is_sea and text == "open sea"
        out.append(Line(text, x, y + i * step, frame.size(11) if small else size, fill, stroke))
    return out


def line_box(frame: Frame, line: Line) -> Rect:
    stroke = frame.size(2)
    left, top, right, bottom = font(line.size).getbbox(line.text, anchor="mm", stroke_width=stroke)
    return (line.x + left, line.y + top, line.x + right, line.y + bottom)


def draw_label(draw: ImageDraw.ImageDraw, frame: Frame, s: AreaShape, open_sea: bool) -> None:
    for line in label_lines(frame, s, open_sea):
        draw.text(
            (line.x, line.y),
            line.text,
            font=font(line.size),
            fill=line.fill,
            anchor="mm",
            stroke_width=frame.size(2),
            stroke_fill=line.stroke,
        )


@lru_cache(maxsize=32)
def label_boxes(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]
) -> dict[str, list[Rect]]:
    """The boxes of every printed name, per area. Areas out of play print none, and neither
    does an area whose name would be cut by the image's edge (a crop or the inset)."""
    out = {}
    for a, s in geometry().areas.items():
        boxes = [line_box(frame, line) for line in label_lines(frame, s, a in open_seas)]
        whole = all(b[0] >= 0 and b[1] >= 0 and b[2] <= frame.width and b[3] <= frame.height for b in boxes)
        if a not in out_of_play and whole:
            out[a] = boxes
    return out
