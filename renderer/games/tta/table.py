"""Every player's public figures side by side: points and what they score each turn, strength,
happiness and discontent, actions left, workers, food, resources and hand sizes; under each
line the government, leader, wonders, colonies and tactic."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import setup, table
from i18n.catalog import N_, _, n_, p_
from renderer.fonts import fold, shrink
from renderer.games.tta.draw import (
    INK,
    MUTED,
    PAPER,
    PAPER_DARK,
    card_name,
    display_name,
    right,
    seat_colour,
    text,
    text_lines,
)

NAME_W = 170
# The figures, from the player's public view entry, in the order of the columns.
COLUMNS = (
    "culture_points",
    "culture_rating",
    "science_points",
    "science_rating",
    "strength",
    "happy",
    "civil",
    "military",
    "unused_workers",
    "food",
    "resources",
    "cards",
)


def column_titles() -> tuple[str, ...]:
    """The columns' titles in the language spoken (a column is about 70 pixels wide)."""
    return (
        p_("table column", "culture"),
        p_("table column", "+/turn"),
        p_("table column", "science"),
        p_("table column", "+/turn"),
        p_("table column", "strength"),
        p_("table column", "happy"),
        p_("table column", "civil"),
        p_("table column", "military"),
        p_("table column", "unused"),
        p_("table column", "food"),
        p_("table column", "resources"),
        p_("table column", "cards"),
    )


LINE_H = 58
HEADER = 64
DETAIL = 17  # a line of the details under a player's figures
# What the columns whose figures are pairs mean (printed under the table).
LEGEND = N_(
    "happy: happy faces / faces needed for no discontent · civil, military: actions left / actions "
    "per turn · unused: workers not at work · cards: civil / military cards in hand"
)


def required_happy(yellow_bank: int) -> int:
    return table(setup().happy_faces_required, yellow_bank)


def figure(p: Mapping[str, Any], key: str) -> str:
    if p.get("resigned"):
        return "—"
    if key == "happy":
        return f"{p.get('happiness', 0)}/{required_happy(int(p['yellow_bank']))}"
    if key == "civil":
        return f"{p.get('civil_actions_left', 0)}/{p.get('civil_total', 0)}"
    if key == "military":
        return f"{p.get('military_actions_left', 0)}/{p.get('military_total', 0)}"
    if key == "cards":
        return f"{p['civil_hand_size']}/{p['military_hand_size']}"
    return str(p.get(key, 0))


def details(p: Mapping[str, Any]) -> str:
    parts = [card_name(p["government"])]
    parts.append(_("leader {card}", card=card_name(p["leader"])) if p.get("leader") else _("no leader"))
    wonders = [w["card"] for w in p.get("wonders", [])]
    if wonders:
        parts.append(n_("{n} wonder", "{n} wonders", len(wonders)))
    if p.get("wonder_building"):
        parts.append(_("building {card}", card=card_name(p["wonder_building"])))
    if p.get("colonies"):
        parts.append(n_("{n} colony", "{n} colonies", len(p["colonies"])))
    if p.get("tactic"):
        parts.append(_("tactic {card}", card=card_name(p["tactic"])))
    if p.get("discontent"):
        parts.append(n_("{n} discontent", "{n} discontent", int(p["discontent"])))
    return " · ".join(parts)


def _name_lines(view: Mapping[str, Any], p: Mapping[str, Any]) -> tuple[str, ...]:
    mark = "▶ " if p["player"] == view.get("current") else ""
    return fold(mark + display_name(view, p["player"]), 17, NAME_W - 16)


def _row_height(view: Mapping[str, Any], p: Mapping[str, Any], width: int) -> int:
    names = len(_name_lines(view, p))
    return LINE_H + 22 * (names - 1) + DETAIL * (len(fold(details(p), 13, width - 24)) - 1)


def _legend(width: int) -> tuple[str, ...]:
    return fold(_(LEGEND), 12, width)


def table_height(view: Mapping[str, Any], image_width: int = 1044, left: int = 16) -> int:
    width = image_width - 2 * left
    rows = sum(_row_height(view, p, width) for p in view["players"])
    return HEADER + rows + 8 + 16 * len(_legend(width)) + 12


def draw_table(image: Image.Image, view: Mapping[str, Any], top: int, left: int = 16) -> int:
    draw = ImageDraw.Draw(image)
    width = image.width - 2 * left
    text(draw, (left, top + 8), _("Civilizations"), 22)
    col_w = (width - NAME_W) / len(COLUMNS)
    y = top + HEADER - 22
    for i, label in enumerate(column_titles()):
        # A title longer than its column (a longer language) is set smaller, not over the next.
        size = shrink(label, 13, int(col_w) - 4, 8)
        right(draw, left + NAME_W + (i + 1) * col_w - 6, y + 13 - size, label, size, MUTED)
    y = top + HEADER
    for row, p in enumerate(view["players"]):
        height = _row_height(view, p, width)
        colour = seat_colour(view, p["player"])[0]
        if row % 2 == 0:
            draw.rectangle([left, y, left + width, y + height - 2], fill=PAPER_DARK)
        draw.rectangle([left, y, left + 8, y + height - 2], fill=colour)
        below = text_lines(draw, (left + 14, y + 5), _name_lines(view, p), 17, INK, step=22)
        for i, key in enumerate(COLUMNS):
            right(draw, left + NAME_W + (i + 1) * col_w - 6, y + 5, figure(p, key), 17)
        text_lines(draw, (left + 14, below + 5), fold(details(p), 13, width - 24), 13, MUTED, step=DETAIL)
        y += height
    y = text_lines(draw, (left, y + 8), _legend(width), 12, MUTED, step=16)
    return y + 12


def render_table(view: Mapping[str, Any], width: int = 1044) -> Image.Image:
    image = Image.new("RGB", (width, table_height(view, width)), PAPER)
    draw_table(image, view, 0)
    return image
