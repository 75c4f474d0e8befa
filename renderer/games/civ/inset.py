"""The Aegean inset of the full board.

Around the Aegean the areas are too small for their names and pieces at the full board's
scale once several players crowd in. Their pieces are drawn in an inset instead: the same
part of the map at a larger scale, with symbols and names at their usual size, so there is
room. On the main map that part keeps its names, loses its pieces, and is framed with a
note pointing to the inset. The inset stands in the top-left corner, over the sea and the
off-board margin that the full board widens for it (``INSET_ROOM``).

The inset's areas are listed (``INSET_AREAS``): the smallest ones, around the Aegean Sea. Each
area's pieces are drawn exactly once, in the inset or on the main map.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageChops, ImageDraw

from i18n.catalog import N_, _
from renderer import style
from renderer.fonts import font
from renderer.games.civ.frame import Frame
from renderer.games.civ.geometry import geometry
from renderer.games.civ.labels import Rect

# The small areas of the Aegean, whose pieces the inset shows.
INSET_AREAS = frozenset(
    {
        *("thessaly", "epirus", "ithaka", "delphi", "chalkis", "eretria", "athens", "corinth", "argos"),
        *("sparta", "lemnos", "lesbos", "thera", "rhodes", "knossos", "phaestos", "miletus", "aegean-sea"),
    }
)
# Geometry units shown around them.
INSET_MARGIN = 8
# Output pixels per geometry unit in the inset (the full board has style.FULL_SCALE): 1.36
# times the board's scale, for the most room the margin left of the map allows.
INSET_ZOOM = 0.95
# Where the inset stands in the full board image, and its frame and caption.
INSET_AT = (10, 32)
BORDER = 3
# Opacity (of 255) of the paper-coloured wash over the areas whose pieces the inset omits.
WASH = 120
SOURCE_LINE = 2
CAPTION = N_("The Aegean enlarged: the pieces of its small areas are shown here")
CAPTION_FONT = 15


@cache
def inset_box() -> tuple[int, int, int, int]:
    """The part of the map the inset shows, in geometry units: its areas and a margin."""
    points = [p for a in INSET_AREAS for p in geometry().areas[a].outline]
    m = INSET_MARGIN
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m)


@cache
def inset_frame() -> Frame:
    left, top, right, bottom = inset_box()
    z = INSET_ZOOM
    return Frame(left, top, z, round((right - left) * z), round((bottom - top) * z), 1.0)


def inset_areas() -> frozenset[str]:
    return INSET_AREAS


def inset_rect() -> Rect:
    """Where the inset's map is pasted in the full board image."""
    f = inset_frame()
    x, y = INSET_AT[0] + BORDER, INSET_AT[1] + BORDER
    return (float(x), float(y), float(x + f.width), float(y + f.height))


def covered() -> Rect:
    """What the inset, with its border and caption, covers of the full board image."""
    right, bottom = inset_rect()[2:]
    return (0.0, 0.0, right + BORDER + 2, bottom + BORDER + 2)


def frame_inset(image: Image.Image, inset: Image.Image) -> None:
    """Paste the inset's map, with its border and caption, into the full board image."""
    draw = ImageDraw.Draw(image)
    x0, y0, x1, y1 = (round(v) for v in inset_rect())
    draw.rectangle((x0 - BORDER, y0 - BORDER, x1 + BORDER - 1, y1 + BORDER - 1), fill=style.INK)
    image.paste(inset, (x0, y0))
    draw.text(
        (x0 - BORDER, y0 - BORDER - 4), _(CAPTION), font=font(CAPTION_FONT), fill=style.INK, anchor="ld"
    )


def source_rect(frame: Frame) -> Rect:
    """The inset's part of the map, in ``frame``'s pixels."""
    left, top, right, bottom = inset_box()
    x0, y0 = frame.px((left, top))
    x1, y1 = frame.px((right, bottom))
    return (x0, y0, x1, y1)


def outline(image: Image.Image, box: Rect, paintable: Image.Image) -> None:
    """Frame the inset's part of the main map; the line passes under names and symbols (where
    ``paintable`` is 0). Only the part of the image around the line is worked on."""
    pad = SOURCE_LINE + 2
    x0, y0 = max(0, math.floor(box[0]) - pad), max(0, math.floor(box[1]) - pad)
    x1, y1 = min(image.width, math.ceil(box[2]) + pad), min(image.height, math.ceil(box[3]) + pad)
    line = Image.new("L", (x1 - x0, y1 - y0), 0)
    local = (box[0] - x0, box[1] - y0, box[2] - x0, box[3] - y0)
    ImageDraw.Draw(line).rectangle(local, outline=255, width=SOURCE_LINE)
    region = (x0, y0, x1, y1)
    image.paste(style.INK, region, ImageChops.multiply(line, paintable.crop(region)))


@cache
def _others_mask() -> Image.Image:
    """The inset's areas whose pieces are on the main map, at the wash's strength."""
    f = inset_frame()
    mask = Image.new("L", (f.width, f.height), 0)
    draw = ImageDraw.Draw(mask)
    for a, s in geometry().areas.items():
        if a not in INSET_AREAS:
            draw.polygon([f.px(p) for p in s.outline], fill=WASH)
    return mask


def dim_others(image: Image.Image, paintable: Image.Image) -> None:
    """Wash out the areas around the inset's own, whose pieces are drawn on the main map
    (names and symbols, where ``paintable`` is 0, keep their ink)."""
    image.paste(style.PAPER, (0, 0), ImageChops.multiply(_others_mask(), paintable))


def keep_outside(area: str) -> bool:
    return area not in inset_areas()


def keep_inside(area: str) -> bool:
    return area in inset_areas()
