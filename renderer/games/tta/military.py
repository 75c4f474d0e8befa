"""The military board: the current and future events decks (face down: only how many cards
they hold), the military deck, the last events resolved, the common tactics, the wars waiting
to be fought and the pacts in play."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import summary
from i18n.catalog import _
from renderer.fonts import fold
from renderer.games.tta.draw import (
    INK,
    MUTED,
    PAPER,
    PAPER_DARK,
    WHITE,
    age_name,
    card_name,
    centred,
    display_name,
    heading,
    text,
)

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
    for i, line in enumerate(fold(label, 13, STACK_W + 20)):
        centred(draw, x + STACK_W / 2, y + STACK_H + 8 + 16 * i, line, 13, INK)


LINE = 17
INDENT = 12
ROW_GAP = 3


def _folded(row: str, width: int) -> tuple[str, ...]:
    """A row folded to the column's width; its later lines are indented under the first."""
    first, *rest = fold(row, 13, width)
    return (first, *fold(" ".join(rest), 13, width - INDENT)) if rest else (first,)


def _section_height(rows: list[str], width: int) -> int:
    lines = sum(len(_folded(row, width)) for row in rows) if rows else 1
    return 30 + LINE * lines + ROW_GAP * max(len(rows), 1) + 6


def _lines(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, title: str, rows: list[str]) -> int:
    y = heading(draw, x, y, width, title, 16)
    if not rows:
        text(draw, (x, y), _("none"), 13, MUTED)
        return y + LINE + ROW_GAP + 6
    for row in rows:
        for i, line in enumerate(_folded(row, width)):
            text(draw, (x + (INDENT if i else 0), y), line, 13, INK)
            y += LINE
        y += ROW_GAP
    return y + 6


@dataclass(frozen=True)
class Columns:
    """What the two columns beside the decks list, and their width."""

    col: int
    width: int
    past: list[str]
    right: list[tuple[str, list[str]]]

    def height(self) -> int:
        left = _section_height(self.past, self.width)
        right = sum(_section_height(rows, self.width) for _title, rows in self.right)
        return max(STACK_H + 90, 50 + left + 10, 50 + right + 10)


def columns(view: Mapping[str, Any], image_width: int) -> Columns:
    col = MARGIN + 3 * (STACK_W + 24) + 10
    width = (image_width - col - MARGIN - 20) // 2
    # The cards' names and texts in the language spoken: the glossary's and the catalogue's
    # (engine.tta.texts).
    past = [f"{card_name(c)}: {summary(c).split(': ', 1)[-1]}" for c in reversed(view.get("past_events", []))]
    tactics = [f"{card_name(c)}: {summary(c).split(': ', 1)[-1]}" for c in view.get("common_tactics", [])]
    wars = [
        f"{display_name(view, w['declarer'])} → {display_name(view, w['target'])}: {card_name(w['card'])}"
        for w in view.get("wars", [])
    ]
    pacts = [
        _(
            "{pact}: {owner} ({side}) with {partner}",
            pact=card_name(p["card"]),
            owner=display_name(view, p["owner"]),
            side=p["owner_side"],
            partner=display_name(view, p["partner"]),
        )
        for p in view.get("pacts", [])
    ]
    right = [(_("Common tactics"), tactics), (_("Wars declared"), wars), (_("Pacts"), pacts)]
    return Columns(col, width, past[:PAST_SHOWN], right)


def military_height(view: Mapping[str, Any], width: int = 1044) -> int:
    return columns(view, width).height()


def draw_military(image: Image.Image, view: Mapping[str, Any], top: int) -> int:
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN, top + 8), _("Military board — {age}", age=age_name(str(view["age"]))), 22)
    y = top + 54
    x = MARGIN
    _stack(draw, x, y, int(view["current_events_size"]), _("current events"), (90, 120, 80))
    _stack(draw, x + STACK_W + 24, y, int(view["future_events_size"]), _("future events"), (110, 140, 100))
    deck = _("military deck")
    _stack(draw, x + 2 * (STACK_W + 24), y, int(view["military_deck_size"]), deck, (150, 70, 60))
    cols = columns(view, image.width)
    _lines(draw, cols.col, top + 50, cols.width, _("Last events"), cols.past)
    y2 = top + 50
    for title, rows in cols.right:
        y2 = _lines(draw, cols.col + cols.width + 20, y2, cols.width, title, rows)
    return top + cols.height()


def render_military(view: Mapping[str, Any], width: int = 1044) -> Image.Image:
    image = Image.new("RGB", (width, military_height(view, width)), PAPER)
    draw_military(image, view, 0)
    return image
