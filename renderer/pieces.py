"""The dynamic layer: tokens, cities and ships from ``view["board"]``, and the glow on the
areas that changed in the last completed phase (``view["changed_areas"]``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from renderer import sprites, style
from renderer.frame import Frame
from renderer.geometry import Point, geometry

# At most this many counters side by side; more players in one area wrap to a second row.
ROW_LENGTH = 3


def player_nations(view: Mapping[str, Any]) -> dict[str, str]:
    return {p["player"]: p.get("nation") or "" for p in view.get("players", [])}


def _visible(frame: Frame, x: float, y: float, margin: float) -> bool:
    return -margin <= x <= frame.width + margin and -margin <= y <= frame.height + margin


def _paste_row(image: Image.Image, frame: Frame, anchor: Point, items: list[Image.Image], gap: int) -> None:
    """Paste sprites centred on ``anchor``, side by side, wrapping after ``ROW_LENGTH``."""
    ax, ay = frame.px(anchor)
    rows = [items[i : i + ROW_LENGTH] for i in range(0, len(items), ROW_LENGTH)]
    height = max(s.height for s in items)
    top = ay - (len(rows) * height + (len(rows) - 1) * gap) / 2
    for row in rows:
        width = sum(s.width for s in row) + gap * (len(row) - 1)
        x = ax - width / 2
        for sprite in row:
            if _visible(frame, x, top, sprite.width):
                image.paste(sprite, (round(x), round(top + (height - sprite.height) / 2)), sprite)
            x += sprite.width + gap
        top += height + gap


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


def draw_highlights(image: Image.Image, frame: Frame, areas: list[str]) -> None:
    known = geometry().areas
    for area_id in areas:
        if area_id not in known:
            continue
        rim, glow, (x, y) = _glow(frame, area_id)
        box = (x, y, x + rim.width, y + rim.height)
        image.paste(style.HIGHLIGHT_EDGE, box, rim)
        image.paste(style.HIGHLIGHT, box, glow)


def draw_pieces(image: Image.Image, frame: Frame, view: Mapping[str, Any]) -> None:
    geo = geometry().areas
    nations = player_nations(view)
    order = {p: i for i, p in enumerate(nations)}
    board = view.get("board", {})
    gap = frame.size(1)

    for area_id, owner in sorted(board.get("cities", {}).items()):
        shape = geo.get(area_id)
        if shape is not None:
            sprite = sprites.city(nations.get(owner, ""), frame.size(style.CITY_SIZE))
            _paste_row(image, frame, shape.city or shape.tokens, [sprite], gap)

    fleets: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for s in board.get("ships", []):
        fleets[s["area"]][s["owner"]] += 1
    ship_size = (frame.size(style.SHIP_WIDTH), frame.size(style.SHIP_HEIGHT))
    for area_id, owners in sorted(fleets.items()):
        shape = geo.get(area_id)
        if shape is not None:
            fleet = [
                sprites.ship(nations.get(p, ""), n, *ship_size)
                for p, n in sorted(owners.items(), key=lambda item: order.get(item[0], 99))
            ]
            _paste_row(image, frame, shape.ships or shape.tokens, fleet, gap)

    size = frame.size(style.TOKEN_SIZE)
    for area_id, counts in sorted(board.get("tokens", {}).items()):
        shape = geo.get(area_id)
        present = [(p, n) for p, n in counts.items() if n > 0]
        if shape is not None and present:
            present.sort(key=lambda item: order.get(item[0], 99))
            _paste_row(
                image,
                frame,
                shape.tokens,
                [sprites.token(nations.get(p, ""), n, size) for p, n in present],
                -frame.size(3),
            )
