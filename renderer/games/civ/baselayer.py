"""The static map: sea, land, borders, names, population circles, city sites, flood plains,
volcanoes and open seas. Drawn once per (frame, areas out of play, open seas) and cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache

from PIL import Image, ImageChops, ImageDraw

from engine.civ.api import Area, board
from i18n.catalog import language
from renderer import style
from renderer.fonts import font
from renderer.games.civ.frame import Frame
from renderer.games.civ.geometry import Polygon, geometry
from renderer.games.civ.labels import draw_label, placed_labels, population_at
from renderer.style import Colour

# Population limit -> land colour: arid areas tan, fertile areas green, like a physical map.
LAND_BY_POPULATION: dict[int, Colour] = {
    1: (226, 212, 164),
    2: (214, 216, 162),
    3: (196, 212, 150),
    4: (178, 204, 140),
    5: (164, 198, 132),
}


def _land_colour(area: Area, out_of_play: bool) -> Colour:
    if out_of_play:
        return style.OUT_OF_PLAY
    if area.flood_plain:
        return style.FLOOD_PLAIN
    return LAND_BY_POPULATION.get(area.population_limit, style.LAND)


def _points(frame: Frame, polygon: Polygon) -> list[tuple[float, float]]:
    return [frame.px(p) for p in polygon]


def _outline(draw: ImageDraw.ImageDraw, frame: Frame, polygon: Polygon, colour: Colour, width: int) -> None:
    pts = _points(frame, polygon)
    draw.line([*pts, pts[0]], fill=colour, width=width, joint="curve")


def _stripes(
    size: tuple[int, int], background: Colour, stripe: Colour, spacing: int, width: int
) -> Image.Image:
    """Diagonal stripes, used to tint flood plains and grey out areas out of play."""
    img = Image.new("RGB", size, background)
    draw = ImageDraw.Draw(img)
    w, h = size
    for start in range(-h, w, spacing):
        draw.line([(start, h), (start + h, 0)], fill=stripe, width=width)
    return img


def _fill_patterned(
    canvas: Image.Image, frame: Frame, polygons: Iterable[Polygon], pattern: Image.Image
) -> None:
    mask = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(mask)
    for polygon in polygons:
        draw.polygon(_points(frame, polygon), fill=255)
    canvas.paste(pattern, (0, 0), mask)


# The off-board mask is found at this fraction of geometry resolution: coarse enough that the
# thin slivers between traced areas are closed, so only the true outside is flood-filled.
OFF_BOARD_CELL = 4


@cache
def _outside_coarse() -> Image.Image:
    """255 where the coarse raster is outside the board (reachable from the image edge)."""
    geo = geometry()
    w, h = geo.width // OFF_BOARD_CELL + 1, geo.height // OFF_BOARD_CELL + 1
    mask = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(mask)
    for s in geo.areas.values():
        draw.polygon([(x / OFF_BOARD_CELL, y / OFF_BOARD_CELL) for x, y in s.outline], fill=255)
    edge = [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)]
    edge += [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]
    for point in edge:
        if mask.getpixel(point) == 0:
            ImageDraw.floodfill(mask, point, 128)
    return mask.point(lambda v: 255 if v == 128 else 0)


def _paint_off_board(canvas: Image.Image, frame: Frame) -> None:
    """Paint outside the board, leaving the slivers between traced areas as sea."""
    c = OFF_BOARD_CELL
    box = (
        frame.left / c,
        frame.top / c,
        (frame.left + frame.width / frame.zoom) / c,
        (frame.top + frame.height / frame.zoom) / c,
    )
    outside = _outside_coarse().transform(
        canvas.size, Image.Transform.EXTENT, box, Image.Resampling.BILINEAR, fillcolor=255
    )
    outside = outside.point(lambda v: 255 if v > 100 else 0)
    board_mask = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(board_mask)
    for s in geometry().areas.values():
        draw.polygon(_points(frame, s.outline), fill=255)
    canvas.paste(style.OFF_BOARD, (0, 0, *canvas.size), ImageChops.subtract(outside, board_mask))


def _draw_shapes(canvas: Image.Image, frame: Frame, out_of_play: frozenset[str]) -> None:
    """Sea, coasts and land, drawn supersampled (polygons are not anti-aliased by Pillow)."""
    geo, areas = geometry(), board().areas
    draw = ImageDraw.Draw(canvas)
    shapes = list(geo.areas.values())
    for s in shapes:
        sea = style.OUT_OF_PLAY_SEA if s.id in out_of_play else style.SEA
        for piece in s.water:
            draw.polygon(_points(frame, piece), fill=sea)
    for s in shapes:
        for piece in s.water:
            _outline(draw, frame, piece, style.SEA_BORDER, frame.size(1.3))
    # Coasts: a wide pale band (shallow water) and a dark line, both mostly covered by the
    # land fill drawn next, so only their sea side shows.
    bands = (
        (style.SHALLOW_SEA, (164, 174, 182), frame.size(12)),
        (style.COAST_LINE, (96, 100, 104), frame.size(3.2)),
    )
    for colour, muted, width in bands:
        for s in shapes:
            for piece in s.land:
                _outline(draw, frame, piece, muted if s.id in out_of_play else colour, width)
    for s in shapes:
        for piece in s.land:
            draw.polygon(_points(frame, piece), fill=_land_colour(areas[s.id], s.id in out_of_play))
    flood = [p for s in shapes if areas[s.id].flood_plain and s.id not in out_of_play for p in s.land]
    stripe = frame.size(2)
    _fill_patterned(
        canvas, frame, flood, _stripes(canvas.size, style.FLOOD_PLAIN, style.FLOOD_STRIPE, stripe * 5, stripe)
    )
    dead = [p for s in shapes if s.id in out_of_play for p in s.land]
    _fill_patterned(
        canvas, frame, dead, _stripes(canvas.size, style.OUT_OF_PLAY, (160, 156, 146), stripe * 4, stripe)
    )
    for s in shapes:
        for piece in s.land:
            _outline(draw, frame, piece, style.LAND_BORDER, frame.size(1.6))
    _paint_off_board(canvas, frame)


def _draw_symbols(canvas: Image.Image, frame: Frame, out_of_play: frozenset[str]) -> None:
    """Population circles, city sites and volcanoes (still supersampled)."""
    geo, areas = geometry(), board().areas
    draw = ImageDraw.Draw(canvas)
    r = frame.size(style.POPULATION_RADIUS)
    half = frame.size(style.CITY_SITE_SIZE) / 2
    ring = frame.size(1.4)
    for s in geo.areas.values():
        area = areas[s.id]
        if s.id in out_of_play:
            continue
        if (at := population_at(frame, s)) is not None:
            x, y = at
            draw.ellipse(
                (x - r, y - r, x + r, y + r),
                fill=style.POPULATION_FILL,
                outline=style.POPULATION_RING,
                width=ring,
            )
        if s.city is not None and area.city_site:
            x, y = frame.px(s.city)
            fill = style.CITY_SITE_WHITE if area.city_site == "white" else style.CITY_SITE_BLACK
            draw.rectangle(
                (x - half, y - half, x + half, y + half), fill=fill, outline=style.CITY_SITE_BLACK, width=ring
            )
    v = frame.size(9)
    for name, point in geo.volcanoes.items():
        if all(a in out_of_play for a in board().volcanoes[name]):
            continue
        x, y = frame.px(point)
        draw.polygon(
            [(x, y - v), (x + v, y + v * 0.8), (x - v, y + v * 0.8)],
            fill=style.VOLCANO,
            outline=(60, 10, 0),
            width=ring,
        )


def _draw_text(
    canvas: Image.Image, frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]
) -> None:
    """Names and population numbers, at the final resolution (text is anti-aliased already)."""
    geo, areas = geometry(), board().areas
    draw = ImageDraw.Draw(canvas)
    number = font(frame.size(style.POPULATION_FONT))
    printed = placed_labels(frame, out_of_play, open_seas)
    for s in geo.areas.values():
        if s.id in out_of_play:
            continue
        if s.id in printed:
            draw_label(draw, frame, printed[s.id])
        if (at := population_at(frame, s)) is not None:
            draw.text(
                at,
                str(areas[s.id].population_limit),
                font=number,
                fill=style.LABEL_TEXT,
                anchor="mm",
            )


def paintable(frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]) -> Image.Image:
    """255 wherever ``protected`` is 0: where a highlight or a frame line may paint (the names
    are the language spoken's: one mask per language)."""
    return _paintable(frame, out_of_play, open_seas, language())


@lru_cache(maxsize=16)
def _paintable(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str], lang: str
) -> Image.Image:
    return ImageChops.invert(protected(frame, out_of_play, open_seas))


def protected(frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]) -> Image.Image:
    """255 on every name, population circle, city site and volcano of the base layer (one mask
    per language spoken)."""
    return _protected(frame, out_of_play, open_seas, language())


@lru_cache(maxsize=16)
def _protected(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str], lang: str
) -> Image.Image:
    """255 on every name, population circle, city site and volcano of the base layer: what a
    highlight or a frame line drawn over the map must leave as it is, so it stays legible."""
    geo = geometry()
    mask = Image.new("L", (frame.width, frame.height), 0)
    draw = ImageDraw.Draw(mask)
    r = frame.size(style.POPULATION_RADIUS) + 1
    half = frame.size(style.CITY_SITE_SIZE) / 2 + 1
    for lines in placed_labels(frame, out_of_play, open_seas).values():
        for line in lines:
            stroke = frame.size(2)
            draw.text(
                (line.x, line.y),
                line.text,
                font=font(line.size),
                fill=255,
                anchor="mm",
                stroke_width=stroke,
                stroke_fill=255,
            )
    for s in geo.areas.values():
        if s.id in out_of_play:
            continue
        if (at := population_at(frame, s)) is not None:
            x, y = at
            draw.ellipse((x - r, y - r, x + r, y + r), fill=255)
        if s.city is not None and board().areas[s.id].city_site:
            x, y = frame.px(s.city)
            draw.rectangle((x - half, y - half, x + half, y + half), fill=255)
    v = frame.size(9) + 1
    for point in geo.volcanoes.values():
        x, y = frame.px(point)
        draw.rectangle((x - v, y - v, x + v, y + v), fill=255)
    return mask


def base_layer(frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str]) -> Image.Image:
    """The static map for ``frame`` as an RGB image (callers must copy before drawing on it),
    its words in the language spoken (one per language)."""
    return _base_layer(frame, out_of_play, open_seas, language())


@lru_cache(maxsize=16)
def _base_layer(
    frame: Frame, out_of_play: frozenset[str], open_seas: frozenset[str], lang: str
) -> Image.Image:
    big = frame.scaled(style.SUPERSAMPLE)
    canvas = Image.new("RGB", (big.width, big.height), style.SEA)
    _draw_shapes(canvas, big, out_of_play)
    _draw_symbols(canvas, big, out_of_play)
    image = canvas.resize((frame.width, frame.height), Image.Resampling.LANCZOS)
    _draw_text(image, frame, out_of_play, open_seas)
    return image
