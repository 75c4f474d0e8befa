"""End-of-game line charts drawn with Pillow (no plotting library): one line per player over
the rounds, in a colour and marker shape of the player's (each game's demo gives them: the
Civilization games the nations' colours and shapes of the board images)."""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderer.fonts import font, text_size
from renderer.markers import shape_points
from renderer.style import Colour

WIDTH, HEIGHT = 1000, 560
LEFT, RIGHT, TOP, BOTTOM = 80, 210, 60, 60
BACKGROUND = (246, 241, 228)
GRID = (214, 206, 188)
INK = (40, 36, 30)


@dataclass(frozen=True)
class LineStyle:
    """How one player's line is drawn: its colour, the dark casing that keeps a light colour
    visible, and the marker shape on its points (the legend tells players apart by shape too)."""

    colour: Colour
    edge: Colour
    shape: str


@dataclass(frozen=True)
class Series:
    label: str
    style: LineStyle
    values: list[float]


def _nice_step(span: float) -> float:
    """A round grid step giving 4-8 lines over ``span``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if span / step <= 8:
            return float(step)
    return span / 8


def line_chart(title: str, rounds: list[int], series: list[Series], y_label: str) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((LEFT, 18), title, fill=INK, font=font(24))
    top_value = max([v for s in series for v in s.values] + [1.0])
    step = _nice_step(top_value)
    y_max = step * (int(top_value / step) + 1)
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, TOP
    first, last = (rounds[0], rounds[-1]) if rounds else (0, 1)
    span = max(last - first, 1)

    def xy(r: float, v: float) -> tuple[float, float]:
        return x0 + (r - first) / span * (x1 - x0), y0 - v / y_max * (y0 - y1)

    value = 0.0
    while value <= y_max:
        _, y = xy(first, value)
        draw.line([(x0, y), (x1, y)], fill=GRID, width=1)
        label = f"{value:g}"
        draw.text((x0 - 10 - text_size(label, 14)[0], y - 9), label, fill=INK, font=font(14))
        value += step
    x_step = max(1, int(_nice_step(span)))
    for r in range(first, last + 1):
        if (r - first) % x_step == 0 or r == last:
            x, _ = xy(r, 0)
            draw.line([(x, y0), (x, y0 + 5)], fill=INK, width=1)
            draw.text((x - text_size(str(r), 14)[0] / 2, y0 + 8), str(r), fill=INK, font=font(14))
    draw.line([(x0, y0), (x1, y0)], fill=INK, width=2)
    draw.line([(x0, y0), (x0, y1)], fill=INK, width=2)
    draw.text(((x0 + x1) / 2 - 25, HEIGHT - 28), "round", fill=INK, font=font(15))
    draw.text((8, TOP - 34), y_label, fill=INK, font=font(15))
    for s in series:
        _draw_series(draw, [xy(r, v) for r, v in zip(rounds, s.values, strict=False)], s.style)
    _legend(draw, series, x1 + 30)
    return image


def _draw_series(draw: ImageDraw.ImageDraw, points: list[tuple[float, float]], style: LineStyle) -> None:
    if len(points) > 1:
        # A dark casing under the colour keeps light colours (white) visible on the paper.
        draw.line(points, fill=style.edge, width=6, joint="curve")
        draw.line(points, fill=style.colour, width=3, joint="curve")
    every = max(1, len(points) // 12)
    for i, (x, y) in enumerate(points):
        if i % every == 0 or i == len(points) - 1:
            draw.polygon(shape_points(style.shape, x, y, 6), fill=style.colour, outline=style.edge)


def _legend(draw: ImageDraw.ImageDraw, series: list[Series], x: float) -> None:
    y = TOP + 10
    for s in series:
        style = s.style
        draw.line([(x, y + 9), (x + 28, y + 9)], fill=style.edge, width=6)
        draw.line([(x, y + 9), (x + 28, y + 9)], fill=style.colour, width=3)
        draw.polygon(shape_points(style.shape, x + 14, y + 9, 6), fill=style.colour, outline=style.edge)
        draw.text((x + 36, y), s.label, fill=INK, font=font(15))
        y += 28


def png_bytes(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=3)
    return buffer.getvalue()
