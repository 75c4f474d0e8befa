"""The dynamic layer: tokens, cities and ships from ``view["board"]``, and the glow on the
areas that changed in the last completed phase (``view["changed_areas"]``).

Each area's city and counters form one group, each area's ships another; ``renderer.games.civ.layout``
places the groups so that no piece covers a name or another piece.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from renderer import style
from renderer.games.civ import sprites
from renderer.games.civ.frame import Frame
from renderer.games.civ.geometry import Point, geometry
from renderer.games.civ.labels import Rect
from renderer.games.civ.layout import Group, Placement, Placer
from renderer.games.civ.palette import BARBARIANS, PIRATES

# Pieces of an area whose anchor lies this far outside the frame are not drawn (region crops).
OFF_FRAME_MARGIN = 20


def player_nations(view: Mapping[str, Any]) -> dict[str, str]:
    return {p["player"]: p.get("nation") or "" for p in view.get("players", [])}


# A sprite: ("token", nation, count, size, 0), ("city", nation, 0, size, 0) or
# ("ship", nation, count, width, height).
SpriteKey = tuple[str, str, int, int, int]


def _sprite(key: SpriteKey) -> Image.Image:
    kind, nation, count, size, height = key
    if kind == "token":
        return sprites.token(nation, count, size)
    if kind == "city":
        return sprites.city(nation, size)
    return sprites.ship(nation, count, size, height)


@lru_cache(maxsize=1024)
def _solid(key: SpriteKey) -> tuple[int, int, int, int]:
    """The box of a sprite's visible part (its image has room for anti-aliasing and shadow)."""
    image = _sprite(key)
    box = image.getchannel("A").point(lambda v: 255 if v > 96 else 0).getbbox()
    return box or (0, 0, image.width, image.height)


@dataclass
class Pieces:
    """One group's sprites and where the group is to be placed."""

    group: Group
    keys: list[SpriteKey]


def _group(area: str, water: bool, anchor: Point, keys: list[SpriteKey], frame: Frame) -> Pieces:
    sizes = []
    for key in keys:
        x0, y0, x1, y1 = _solid(key)
        sizes.append((float(x1 - x0), float(y1 - y0)))
    return Pieces(Group(area, water, frame.px(anchor), sizes), keys)


def groups(
    frame: Frame, view: Mapping[str, Any], keep: Callable[[str], bool] = lambda a: True
) -> list[Pieces]:
    """Every area's pieces as groups to place, smallest areas first."""
    geo = geometry().areas
    nations = player_nations(view)
    order = {p: i for i, p in enumerate(nations)}
    board = view.get("board", {})
    token_size = frame.size(style.TOKEN_SIZE)
    out: list[Pieces] = []
    land: dict[str, list[SpriteKey]] = defaultdict(list)
    for area, owner in board.get("cities", {}).items():
        land[area].append(("city", nations.get(owner, ""), 0, frame.size(style.CITY_SIZE), 0))
    neutrals = view.get("neutrals", {})
    for area in neutrals.get("pirate_cities", []):
        land[area].append(("city", PIRATES, 0, frame.size(style.CITY_SIZE), 0))
    for area, counts in board.get("tokens", {}).items():
        present = sorted(
            ((p, n) for p, n in counts.items() if n > 0), key=lambda item: order.get(item[0], 99)
        )
        land[area] += [("token", nations.get(p, ""), n, token_size, 0) for p, n in present]
    for area, n in neutrals.get("barbarians", {}).items():
        land[area].append(("token", BARBARIANS, n, token_size, 0))
    city_areas = {*board.get("cities", {}), *neutrals.get("pirate_cities", [])}
    for area, keys in land.items():
        shape = geo.get(area)
        if shape is not None and keys and keep(area):
            anchor = shape.city if area in city_areas and shape.city else shape.tokens
            out.append(_group(area, False, anchor, keys, frame))
    fleets: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for s in board.get("ships", []):
        fleets[s["area"]][s["owner"]] += 1
    ship_w, ship_h = frame.size(style.SHIP_WIDTH), frame.size(style.SHIP_HEIGHT)
    for area, owners in fleets.items():
        shape = geo.get(area)
        if shape is not None and keep(area):
            keys = [
                ("ship", nations.get(p, ""), n, ship_w, ship_h)
                for p, n in sorted(owners.items(), key=lambda item: order.get(item[0], 99))
            ]
            out.append(_group(area, True, shape.ships or shape.tokens, keys, frame))
    visible = [p for p in out if _near(frame, p.group.anchor)]
    return sorted(visible, key=lambda p: (_size(p.group.area), p.group.area, p.group.water))


def _near(frame: Frame, point: tuple[float, float]) -> bool:
    m = OFF_FRAME_MARGIN
    return -m <= point[0] <= frame.width + m and -m <= point[1] <= frame.height + m


@lru_cache(maxsize=256)
def _size(area: str) -> float:
    xs = [x for x, _ in geometry().areas[area].outline]
    ys = [y for _, y in geometry().areas[area].outline]
    return (max(xs) - min(xs)) * (max(ys) - min(ys))


def layout_pieces(
    frame: Frame,
    view: Mapping[str, Any],
    out_of_play: frozenset[str],
    open_seas: frozenset[str],
    keep: Callable[[str], bool] = lambda a: True,
    kept_clear: list[Rect] | None = None,
) -> list[tuple[Pieces, Placement]]:
    """Every group of ``view``'s pieces with the boxes it is given in ``frame``; no piece
    touches a name or a box of ``kept_clear``."""
    placer = Placer(frame, out_of_play, open_seas, kept_clear or [])
    return [(p, placer.place(p.group)) for p in groups(frame, view, keep)]


def draw_pieces(image: Image.Image, placed: list[tuple[Pieces, Placement]]) -> None:
    for pieces, placement in placed:
        for key, rect in zip(pieces.keys, placement.rects, strict=True):
            sprite = _sprite(key)
            x0, y0, _, _ = _solid(key)
            image.paste(sprite, (round(rect[0] - x0), round(rect[1] - y0)), sprite)


def piece_boxes(placed: list[tuple[Pieces, Placement]]) -> list[tuple[str, Rect]]:
    """Every piece's box, with its area (for the overlap test)."""
    return [(placement.area, r) for _, placement in placed for r in placement.rects]


@lru_cache(maxsize=512)
def _glow(frame: Frame, area_id: str) -> tuple[Image.Image, Image.Image, tuple[int, int]]:
    """Masks for a dark rim and a bright inner glow along the area's outline, and their position."""
    shape = geometry().areas[area_id]
    points = [frame.px(p) for p in shape.outline]
    pad = frame.size(6)
    left = int(min(x for x, _ in points)) - pad
    top = int(min(y for _, y in points)) - pad
    right = int(max(x for x, _ in points)) + pad
    bottom = int(max(y for _, y in points)) + pad
    local = [(x - left, y - top) for x, y in points]
    size = (right - left, bottom - top)
    inside = Image.new("L", size, 0)
    ImageDraw.Draw(inside).polygon(local, fill=255)
    band = Image.new("L", size, 0)
    ImageDraw.Draw(band).line([*local, local[0]], fill=210, width=frame.size(14), joint="curve")
    band = band.filter(ImageFilter.GaussianBlur(frame.size(4)))
    glow = ImageChops.multiply(band, inside)
    ImageDraw.Draw(glow).line([*local, local[0]], fill=255, width=frame.size(3), joint="curve")
    rim = Image.new("L", size, 0)
    ImageDraw.Draw(rim).line([*local, local[0]], fill=255, width=frame.size(6), joint="curve")
    return rim, glow, (left, top)


def draw_highlights(image: Image.Image, frame: Frame, areas: list[str], paintable: Image.Image) -> None:
    """Paint the glow only where ``paintable`` allows: names and map symbols stay legible."""
    known = geometry().areas
    for area_id in areas:
        if area_id not in known:
            continue
        rim, glow, (x, y) = _glow(frame, area_id)
        box = (x, y, x + rim.width, y + rim.height)
        keep = paintable.crop(box)  # off the image it is 0, where nothing is painted anyway
        image.paste(style.HIGHLIGHT_EDGE, box, ImageChops.multiply(rim, keep))
        image.paste(style.HIGHLIGHT, box, ImageChops.multiply(glow, keep))
