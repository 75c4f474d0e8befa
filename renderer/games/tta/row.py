"""The card row: thirteen spaces in two lines, each card with its cost in civil actions (a
wonder costs one more per wonder its taker has completed, a leader one less with Hammurabi)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import cards, setup
from i18n.catalog import _, n_
from renderer.games.tta.draw import INK, MUTED, PAPER, WHITE, age_name, badge, empty_tile, right, text, tile

TILE_W, TILE_H, GAP, MARGIN = 136, 190, 10, 16
PER_LINE = 7
HEADER = 44
COST_ROOM = 30


def row_size() -> tuple[int, int]:
    width = 2 * MARGIN + PER_LINE * TILE_W + (PER_LINE - 1) * GAP
    height = HEADER + 2 * (COST_ROOM + TILE_H) + GAP + MARGIN
    return width, height


def draw_row(image: Image.Image, view: Mapping[str, Any], top: int) -> int:
    """Draw the row onto ``image`` from ``top``; returns the y below it."""
    draw = ImageDraw.Draw(image)
    costs = setup().card_row_costs
    title = _("Card row — {age}, round {round}", age=age_name(str(view["age"])), round=view["round"])
    text(draw, (MARGIN, top + 10), title, 22)
    deck = n_("civil deck: {n} card", "civil deck: {n} cards", int(view["civil_deck_size"]))
    right(draw, image.width - MARGIN, top + 16, deck, 14, MUTED)
    row: list[str | None] = list(view["card_row"])
    for i, cid in enumerate(row):
        line, col = divmod(i, PER_LINE)
        x = MARGIN + col * (TILE_W + GAP)
        y = top + HEADER + line * (COST_ROOM + TILE_H + GAP)
        cost = str(costs[i])
        badge(draw, x + TILE_W / 2, y + COST_ROOM / 2 - 1, 12, cost, WHITE, INK)
        if cid is None:
            image.paste(empty_tile(TILE_W, TILE_H, _("empty")), (x, y + COST_ROOM))
            continue
        image.paste(tile(cid, TILE_W, TILE_H), (x, y + COST_ROOM))
        if cards()[cid].type == "wonder":
            text(draw, (x + TILE_W / 2 + 16, y + 6), _("+1 per wonder"), 11, MUTED)
    return top + HEADER + 2 * (COST_ROOM + TILE_H) + GAP


def render_row(view: Mapping[str, Any]) -> Image.Image:
    image = Image.new("RGB", row_size(), PAPER)
    draw_row(image, view, 0)
    return image
