"""Playing pieces as small anti-aliased RGBA images, cached by (nation, count, size).

Each sprite is drawn four times larger and shrunk once; a board holds at most a few dozen
distinct sprites, so after the first render pieces cost one paste each.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from renderer.fonts import font
from renderer.games.civ.palette import NationStyle, nation_style
from renderer.markers import shape_points, text_centre
from renderer.style import Colour

OVERSAMPLE = 4
_HULL: Colour = (92, 62, 36)
_SAIL: Colour = (250, 248, 240)
_SHADOW = (0, 0, 0, 90)


def _shrink(big: Image.Image, size: tuple[int, int]) -> Image.Image:
    return big.resize(size, Image.Resampling.LANCZOS)


def _number(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], value: int, size: int, st: NationStyle
) -> None:
    text = str(value)
    # Two digits get a smaller font so they stay inside the narrower shapes.
    f = font(round(size * (0.8 if len(text) > 1 else 1.0)))
    draw.text(
        xy, text, font=f, fill=st.text, anchor="mm", stroke_width=max(1, size // 12), stroke_fill=st.colour
    )


@lru_cache(maxsize=512)
def token(nation: str, count: int, size: int) -> Image.Image:
    """A population counter: the nation's shape in its colour with ``count`` on it."""
    st = nation_style(nation)
    pad = size // 4
    full = (size + 2 * pad) * OVERSAMPLE
    big = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c = full / 2
    r = size * OVERSAMPLE / 2
    offset = OVERSAMPLE * max(1, size // 14)
    draw.polygon([(x + offset, y + offset) for x, y in shape_points(st.shape, c, c, r)], fill=_SHADOW)
    draw.polygon(
        shape_points(st.shape, c, c, r),
        fill=st.colour,
        outline=st.edge,
        width=max(2, size * OVERSAMPLE // 12),
    )
    _number(draw, text_centre(st.shape, c, c, r), count, round(size * OVERSAMPLE * 0.62), st)
    return _shrink(big, (size + 2 * pad, size + 2 * pad))


@lru_cache(maxsize=64)
def city(nation: str, size: int) -> Image.Image:
    """A city: a crenellated tower in the owner's colour carrying the nation's shape."""
    st = nation_style(nation)
    pad = size // 5
    full = (size + 2 * pad) * OVERSAMPLE
    big = Image.new("RGBA", (full, full), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    s = size * OVERSAMPLE
    x0, y0 = pad * OVERSAMPLE, pad * OVERSAMPLE
    merlon = s / 5
    outline: list[tuple[float, float]] = [(x0, y0)]
    for i in range(5):  # merlons on the top edge: up, down, up, down, up
        top = y0 if i % 2 == 0 else y0 + merlon
        outline += [(x0 + i * merlon, top), (x0 + (i + 1) * merlon, top)]
    outline += [(x0 + s, y0 + s), (x0, y0 + s)]
    shadow = OVERSAMPLE * max(1, size // 12)
    draw.polygon([(x + shadow, y + shadow) for x, y in outline], fill=_SHADOW)
    draw.polygon(outline, fill=st.colour, outline=st.edge, width=max(3, s // 12))
    cx, cy, r = x0 + s / 2, y0 + s * 0.6, s * 0.22
    draw.polygon(shape_points(st.shape, cx, cy, r), fill=st.text, outline=st.edge, width=max(1, s // 30))
    return _shrink(big, (size + 2 * pad, size + 2 * pad))


@lru_cache(maxsize=128)
def ship(nation: str, count: int, width: int, height: int) -> Image.Image:
    """Ships: a hull in the owner's colour, a white sail with the nation's shape, and a count if > 1."""
    st = nation_style(nation)
    pad = max(2, height // 5)
    big_w, big_h = (width + 2 * pad) * OVERSAMPLE, (height + 2 * pad) * OVERSAMPLE
    big = Image.new("RGBA", (big_w, big_h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    x0, y0 = pad * OVERSAMPLE, pad * OVERSAMPLE
    w, h = width * OVERSAMPLE, height * OVERSAMPLE
    deck = y0 + h * 0.55
    edge = max(2, h // 12)
    hull = [(x0, deck), (x0 + w, deck), (x0 + w * 0.82, y0 + h), (x0 + w * 0.18, y0 + h)]
    draw.polygon(hull, fill=st.colour, outline=_HULL if st.colour != (30, 30, 30) else st.edge, width=edge)
    mast = x0 + w * 0.32
    sail = [(mast, y0), (mast, deck - edge), (mast + w * 0.36, deck - edge)]
    draw.polygon(sail, fill=_SAIL, outline=st.edge, width=max(1, edge // 2))
    draw.line([(mast, y0), (mast, deck)], fill=_HULL, width=edge)
    draw.polygon(shape_points(st.shape, mast + w * 0.12, deck - h * 0.17, h * 0.12), fill=st.colour)
    if count > 1:
        _number(
            draw,
            (x0 + w * 0.78, y0 + h * 0.3),
            count,
            round(h * 0.62),
            NationStyle(st.nation, _SAIL, (0, 0, 0), st.edge, st.shape),
        )
    return _shrink(big, (width + 2 * pad, height + 2 * pad))
