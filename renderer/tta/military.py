"""The military board: the current and future events decks (face down: only how many cards
they hold), the military deck, the last events resolved, the common tactics, the wars waiting
to be fought and the pacts in play."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.texts import name, summary
from renderer.tta.draw import INK, MUTED, PAPER, PAPER_DARK, WHITE, centred, display_name, fit, heading, text

STACK_W, STACK_H = 96, 130
MARGIN = 16
PAST_SHOWN = 5


def _stack(
    draw: ImageDraw.ImageDraw, x: int, y: int, count: int, label: str, colour: tuple[int, int, int]
) -> None:
    """A face-down deck: a few offset cards under the top one, its size on it."""
    for i in range(min(3, max(count, 1)) - 1, -1, -1):
        dx = dy = 4 * i
        fill = colour if count else PAPER_DARK
        draw.rounded_rectangle(
            [x + dx, y - dy, x + dx + STACK_W, y - dy + STACK_H], radius=8, fill=fill, outline=INK, width=2
        )
    centred(draw, x + STACK_W / 2, y + 36, str(count), 36, WHITE if count else MUTED)
    centred(draw, x + STACK_W / 2, y + STACK_H + 8, label, 13, INK)


def _lines(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, title: str, rows: list[str]) -> int:
    y = heading(draw, x, y, width, title, 16)
    for row in rows or ["none"]:
        text(draw, (x, y), fit(row, 13, width), 13, INK if rows else MUTED)
        y += 18
    return y + 6


def military_height(view: Mapping[str, Any]) -> int:
    rows = len(view.get("common_tactics", [])) + len(view.get("wars", [])) + len(view.get("pacts", []))
    return max(STACK_H + 90, 60 + 18 * (rows + 3) + 3 * 40, 60 + 18 * PAST_SHOWN + 40)


def draw_military(image: Image.Image, view: Mapping[str, Any], top: int) -> int:
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN, top + 8), f"Military board — Age {view['age']}", 22)
    y = top + 54
    x = MARGIN
    _stack(draw, x, y, int(view["current_events_size"]), "current events", (90, 120, 80))
    _stack(draw, x + STACK_W + 24, y, int(view["future_events_size"]), "future events", (110, 140, 100))
    _stack(draw, x + 2 * (STACK_W + 24), y, int(view["military_deck_size"]), "military deck", (150, 70, 60))
    col = x + 3 * (STACK_W + 24) + 10
    width = (image.width - col - MARGIN - 20) // 2
    past = [f"{name(c)}: {summary(c).split(': ', 1)[-1]}" for c in reversed(view.get("past_events", []))]
    _lines(draw, col, top + 50, width, "Last events", past[:PAST_SHOWN])
    col2 = col + width + 20
    tactics = [f"{name(c)}: {summary(c).split(': ', 1)[-1]}" for c in view.get("common_tactics", [])]
    y2 = _lines(draw, col2, top + 50, width, "Common tactics", tactics)
    wars = [
        f"{display_name(view, w['declarer'])} → {display_name(view, w['target'])}: {name(w['card'])}"
        for w in view.get("wars", [])
    ]
    y2 = _lines(draw, col2, y2, width, "Wars declared", wars)
    pacts = [
        f"{name(p['card'])}: {display_name(view, p['owner'])} ({p['owner_side']}) with "
        f"{display_name(view, p['partner'])}"
        for p in view.get("pacts", [])
    ]
    _lines(draw, col2, y2, width, "Pacts", pacts)
    return top + military_height(view)


def render_military(view: Mapping[str, Any], width: int = 1044) -> Image.Image:
    image = Image.new("RGB", (width, military_height(view)), PAPER)
    draw_military(image, view, 0)
    return image
