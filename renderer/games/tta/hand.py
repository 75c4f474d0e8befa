"""A player's hand, for his DMs only: his civil cards (with what developing each would cost
against the science he has) and his military cards. Only ``view["you"]`` and the player's own
public entry are read, so nothing but his own information can appear."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import cards
from i18n.catalog import _
from renderer.fonts import fold
from renderer.games.tta.draw import INK, MUTED, PAPER, YELLOW_TOKEN, badge, heading, text, text_lines, tile

WIDTH = 1044
MARGIN = 16
TILE_W, TILE_H, GAP = 136, 190, 10
PER_LINE = 7


def _lines(n: int) -> int:
    return max(1, (n + PER_LINE - 1) // PER_LINE)


def hand_height(civil: list[str], military: list[str]) -> int:
    groups = (_lines(len(Counter(civil))), _lines(len(Counter(military))))
    return 2 * 60 + sum(g * (TILE_H + GAP) for g in groups) + 30


def _cards(image: Image.Image, x0: int, y: int, hand: list[str], note: dict[str, str]) -> int:
    draw = ImageDraw.Draw(image)
    counts = Counter(hand)
    if not counts:
        text(draw, (x0, y), _("none"), 15, MUTED)
        return y + TILE_H + GAP
    for i, cid in enumerate(sorted(counts, key=lambda c: (cards()[c].type, cards()[c].level, c))):
        line, col = divmod(i, PER_LINE)
        x = x0 + col * (TILE_W + GAP)
        ty = y + line * (TILE_H + GAP)
        image.paste(tile(cid, TILE_W, TILE_H), (x, ty))
        if counts[cid] > 1:
            badge(draw, x + TILE_W - 14, ty + TILE_H - 14, 11, f"{counts[cid]}", YELLOW_TOKEN, INK)
        if cid in note:
            lines = fold(note[cid], 12, TILE_W - 34)
            text_lines(draw, (x + 6, ty + TILE_H - 6 - 15 * len(lines)), lines, 12, INK, step=15)
    return y + _lines(len(counts)) * (TILE_H + GAP)


def render_tta_hand(view: Mapping[str, Any]) -> Image.Image:
    """The hand of the player whose view this is (``view["you"]``)."""
    you = view.get("you")
    if view.get("role") != "player" or not isinstance(you, Mapping):
        raise ValueError("a hand is drawn from its player's own view only")
    me = next(p for p in view["players"] if p["player"] == you["player"])
    civil, military = list(you["civil_hand"]), list(you["military_hand"])
    image = Image.new("RGB", (WIDTH, hand_height(civil, military)), PAPER)
    draw = ImageDraw.Draw(image)
    science = int(me["science_points"])
    note = {}
    for cid in civil:
        cost = cards()[cid].science_cost
        if cost is not None:
            costs = _("costs {cost} science", cost=cost)
            note[cid] = (
                _("{costs}, {n} more needed", costs=costs, n=cost - science) if cost > science else costs
            )
    title = _("Civil cards ({cards}) — {science} science to develop with", cards=len(civil), science=science)
    y = heading(draw, MARGIN, 14, WIDTH - 2 * MARGIN, title)
    y = _cards(image, MARGIN, y, civil, note)
    military_title = _("Military cards ({cards})", cards=len(military))
    y = heading(draw, MARGIN, y + 10, WIDTH - 2 * MARGIN, military_title)
    _cards(image, MARGIN, y, military, {})
    return image
