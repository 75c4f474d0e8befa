"""The side panel of the full board: round and phase, the AST, census order and each
player's stock, treasury, ships, trade-card count and civilization cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.civ.content import AstRow, ast_tables, civ_cards
from renderer import sprites, style
from renderer.fonts import font, text_size
from renderer.palette import nation_style, shape_points
from renderer.style import Colour

MARGIN = 14
AST_CELL = 20
AST_NAME_WIDTH = 86

# Epoch bands of the AST, left to right (colours light enough to carry a dark marker).
EPOCHS: tuple[tuple[str, Colour], ...] = (
    ("Stone Age", (214, 204, 186)),
    ("Early Bronze", (232, 190, 140)),
    ("Late Bronze", (208, 150, 104)),
    ("Early Iron", (170, 180, 196)),
    ("Late Iron", (128, 142, 166)),
)
FINISH: Colour = (236, 200, 70)

# Civilization card groups -> chip colours (cards in two groups show both).
GROUP_COLOURS: dict[str, Colour] = {
    "arts": (70, 120, 200),
    "crafts": (214, 130, 40),
    "sciences": (60, 150, 90),
    "civics": (190, 60, 60),
}
CARD_ABBREVIATIONS = {
    "pottery": "Pot",
    "cloth_making": "Clo",
    "metal_working": "Met",
    "agriculture": "Agr",
    "astronomy": "Ast",
    "coinage": "Coi",
    "medicine": "Med",
    "engineering": "Eng",
    "mysticism": "Mys",
    "drama_and_poetry": "D&P",
    "music": "Mus",
    "architecture": "Arc",
    "literacy": "Lit",
    "law": "Law",
    "democracy": "Dem",
    "philosophy": "Phi",
}


class Cursor:
    """Draws lines of panel text top to bottom, remembering where the next one goes."""

    def __init__(self, image: Image.Image, x: int, y: int, width: int) -> None:
        self.draw = ImageDraw.Draw(image)
        self.x, self.y, self.width = x, y, width

    def text(self, text: str, size: int, colour: Colour = style.INK, x: int | None = None) -> None:
        self.draw.text((self.x if x is None else x, self.y), text, font=font(size), fill=colour)

    def heading(self, text: str) -> None:
        self.y += 8
        self.text(text, 17)
        self.y += 21
        self.draw.line([(self.x, self.y), (self.x + self.width, self.y)], fill=style.MUTED, width=1)
        self.y += 6


def marker(draw: ImageDraw.ImageDraw, nation: str, cx: float, cy: float, r: float) -> None:
    st = nation_style(nation)
    draw.polygon(shape_points(st.shape, cx, cy, r), fill=st.colour, outline=st.edge, width=1)


def _fit(text: str, size: int, width: int) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    if text_size(text, size)[0] <= width:
        return text
    while text and text_size(text + "…", size)[0] > width:
        text = text[:-1]
    return text + "…"


def _ast_row(view: Mapping[str, Any], nation: str) -> AstRow | None:
    tables = ast_tables()
    name = view.get("options", {}).get("ast_table")
    table = tables.get(name) if isinstance(name, str) else None
    table = table or next(iter(tables.values()))
    return table.rows.get(nation)


def winner_names(view: Mapping[str, Any]) -> str:
    """The winners by nation (``Thrace, Crete``), not by seat id."""
    nations = {p["player"]: p.get("nation_name") or p["player"] for p in view.get("players", [])}
    return ", ".join(nations.get(w, w) for w in view.get("winners", [])) or "nobody"


def _draw_header(c: Cursor, view: Mapping[str, Any]) -> None:
    c.text(f"Round {view.get('round', '?')}", 30)
    c.y += 36
    c.text(_fit(str(view.get("phase_title", "")), 19, c.width), 19, style.MUTED)
    c.y += 24
    if view.get("finished"):
        c.text(_fit(f"Game over - won by {winner_names(view)}", 17, c.width), 17, (150, 30, 30))
        c.y += 22


def _draw_ast(c: Cursor, view: Mapping[str, Any], players: list[Mapping[str, Any]]) -> None:
    c.heading("Archaeological Succession Table")
    left = c.x + AST_NAME_WIDTH
    small = font(11)
    for pos in range(17):
        c.draw.text(
            (left + pos * AST_CELL + AST_CELL / 2, c.y + 6),
            str(pos),
            font=small,
            fill=style.MUTED,
            anchor="mm",
        )
    c.y += 14
    for p in players:
        nation = p.get("nation") or ""
        row = _ast_row(view, nation)
        marker(c.draw, nation, c.x + 8, c.y + AST_CELL / 2, 7)
        c.text(_fit(p.get("nation_name") or p["player"], 14, AST_NAME_WIDTH - 22), 14, x=c.x + 20)
        for pos in range(17):
            colour = FINISH if pos == 16 else EPOCHS[(row.epoch_at(pos) if row else 1) - 1][1]
            x = left + pos * AST_CELL
            c.draw.rectangle((x, c.y + 1, x + AST_CELL - 1, c.y + AST_CELL - 1), fill=colour)
        at = int(p.get("ast_position") or 0)
        cx = left + min(16, max(0, at)) * AST_CELL + AST_CELL / 2
        marker(c.draw, nation, cx, c.y + AST_CELL / 2, 7)
        c.y += AST_CELL + 1
    c.y += 4
    x = c.x
    for name, colour in (*EPOCHS, ("Finish", FINISH)):
        c.draw.rectangle((x, c.y + 2, x + 10, c.y + 12), fill=colour, outline=style.MUTED)
        c.draw.text((x + 14, c.y), name, font=small, fill=style.INK)
        x += 20 + text_size(name, 11)[0]
    c.y += 16


def _draw_census(c: Cursor, view: Mapping[str, Any], by_player: Mapping[str, Mapping[str, Any]]) -> None:
    order = [p for p in view.get("census_order", []) if p in by_player]
    if not order:
        return
    c.heading("Census order")
    x, size = c.x, 14
    for i, p in enumerate(order):
        entry = by_player[p]
        label = f"{i + 1}. {entry.get('nation_name') or p} {entry.get('census', 0)}"
        width = 18 + text_size(label, size)[0] + 12
        if x + width > c.x + c.width:
            x, c.y = c.x, c.y + 20
        marker(c.draw, entry.get("nation") or "", x + 7, c.y + 9, 6)
        c.text(label, size, x=x + 16)
        x += width
    c.y += 22


def _chip(draw: ImageDraw.ImageDraw, card_id: str, x: int, y: int) -> int:
    """A civilization card as a small coloured chip; returns its width."""
    card = civ_cards().cards.get(card_id)
    groups = card.groups if card else ()
    label = CARD_ABBREVIATIONS.get(card_id, card_id[:3].title())
    width, height = 34, 17
    colours = [GROUP_COLOURS.get(g, style.MUTED) for g in groups] or [style.MUTED]
    part = width / len(colours)
    for i, colour in enumerate(colours):
        draw.rectangle((x + round(i * part), y, x + round((i + 1) * part) - 1, y + height), fill=colour)
    draw.rectangle((x, y, x + width - 1, y + height), outline=style.INK)
    draw.text(
        (x + width / 2, y + height / 2 + 1),
        label,
        font=font(12),
        fill=(255, 255, 255),
        anchor="mm",
        stroke_width=1,
        stroke_fill=(40, 40, 40),
    )
    return width


STAT_COLUMNS = (
    ("Stock", "stock"),
    ("Treas.", "treasury"),
    ("Cities", "cities"),
    ("Ships", "ships"),
    ("Cards", "hand_size"),
)


def _draw_players(c: Cursor, players: list[Mapping[str, Any]]) -> None:
    c.heading("Players")
    first = c.x + c.width - 5 * 44
    for i, (title, _) in enumerate(STAT_COLUMNS):
        c.draw.text((first + i * 44 + 22, c.y + 6), title, font=font(12), fill=style.MUTED, anchor="mm")
    c.y += 16
    for p in players:
        nation = p.get("nation") or ""
        marker(c.draw, nation, c.x + 9, c.y + 11, 8)
        name = p.get("nation_name") or "?"
        c.text(_fit(f"{name} · {p['player']}", 15, first - c.x - 26), 15, x=c.x + 22)
        for i, (_, key) in enumerate(STAT_COLUMNS):
            c.draw.text(
                (first + i * 44 + 22, c.y + 10),
                str(p.get(key, 0)),
                font=font(16),
                fill=style.INK,
                anchor="mm",
            )
        c.y += 22
        x = c.x + 22
        held = list(p.get("civ_cards", []))
        if not held:
            c.text("no civilization cards", 12, style.MUTED, x=x)
        for card_id in held:
            if x + 34 > c.x + c.width:
                x, c.y = c.x + 22, c.y + 20
            x += _chip(c.draw, card_id, x, c.y) + 3
        c.y += 26


def _draw_waiting(c: Cursor, view: Mapping[str, Any], by_player: Mapping[str, Mapping[str, Any]]) -> None:
    waiting = sorted({w["player"] for w in view.get("waiting_for", [])})
    if not waiting or view.get("finished"):
        return
    c.heading("Waiting for")
    names = ", ".join(
        f"{by_player[p].get('nation_name') or p} ({p})" if p in by_player else p for p in waiting
    )
    c.text(_fit(names, 14, c.width), 14)
    c.y += 20


LEGEND_HEIGHT = 112


def _draw_legend(image: Image.Image, top: int) -> None:
    """What the map's symbols mean, in two columns at the foot of the panel."""
    c = Cursor(image, MARGIN, top, style.PANEL_WIDTH - 2 * MARGIN)
    c.heading("Key")
    draw, half = c.draw, c.width // 2
    rows = [
        [("token", "population tokens"), ("city", "city")],
        [("ship", "ships"), ("changed", "changed last phase")],
        [("sites", "city sites (plain, flood)"), ("population", "population limit")],
    ]
    for row in rows:
        for col, (symbol, label) in enumerate(row):
            x = c.x + col * half
            _legend_symbol(image, draw, symbol, x + 14, c.y + 9)
            draw.text((x + 34, c.y + 1), label, font=font(13), fill=style.INK)
        c.y += 22


def _legend_symbol(image: Image.Image, draw: ImageDraw.ImageDraw, symbol: str, cx: int, cy: int) -> None:
    if symbol in ("token", "city", "ship"):
        sprite = {
            "token": lambda: sprites.token("", 3, 18),
            "city": lambda: sprites.city("", 18),
            "ship": lambda: sprites.ship("", 1, 26, 16),
        }[symbol]()
        image.paste(sprite, (cx - sprite.width // 2, cy - sprite.height // 2), sprite)
    elif symbol == "changed":
        draw.rectangle(
            (cx - 12, cy - 8, cx + 12, cy + 8), fill=(214, 216, 162), outline=style.HIGHLIGHT_EDGE, width=1
        )
        draw.rectangle((cx - 11, cy - 7, cx + 11, cy + 7), outline=style.HIGHLIGHT, width=3)
    elif symbol == "sites":
        draw.rectangle((cx - 13, cy - 5, cx - 3, cy + 5), fill=style.CITY_SITE_BLACK)
        draw.rectangle(
            (cx + 1, cy - 5, cx + 11, cy + 5), fill=style.CITY_SITE_WHITE, outline=style.CITY_SITE_BLACK
        )
    else:
        draw.ellipse(
            (cx - 9, cy - 9, cx + 9, cy + 9), fill=style.POPULATION_FILL, outline=style.POPULATION_RING
        )
        draw.text((cx, cy), "3", font=font(12), fill=style.LABEL_TEXT, anchor="mm")


def render_panel(view: Mapping[str, Any], height: int) -> Image.Image:
    image = Image.new("RGB", (style.PANEL_WIDTH, height), style.PAPER)
    c = Cursor(image, MARGIN, MARGIN, style.PANEL_WIDTH - 2 * MARGIN)
    c.draw.line([(0, 0), (0, height)], fill=style.MUTED, width=2)
    players = list(view.get("players", []))
    by_player = {p["player"]: p for p in players}
    _draw_header(c, view)
    _draw_ast(c, view, players)
    _draw_census(c, view, by_player)
    _draw_players(c, players)
    _draw_waiting(c, view, by_player)
    if c.y < height - LEGEND_HEIGHT:
        _draw_legend(image, height - LEGEND_HEIGHT)
    return image
