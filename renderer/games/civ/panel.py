"""The side panel of the full board: round and phase, the AST, census order and each
player's stock, treasury, ships, trade-card count and civilization cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from i18n.catalog import N_, SOURCE, _, language, n_
from renderer import style
from renderer.fonts import fit, fold, font, shrink, text_size
from renderer.games.civ import sprites
from renderer.games.civ.civ_game import BoardGame, board_game
from renderer.games.civ.palette import BARBARIANS, PIRATES, nation_style
from renderer.markers import CIRCLE, HEXAGON, SQUARE, STAR, TRIANGLE, shape_points
from renderer.style import Colour
from renderer.words import capitalised, game_of, nation_name, phase_title, term

MARGIN = 14
AST_CELL = 20
AST_NAME_WIDTH = 86

# Epoch bands of the AST, left to right (colours light enough to carry a dark marker).
# The names are the English panel's (short: "Early Bronze"); other languages print the game's
# glossary terms (``BoardGame.epoch_terms``).
EPOCHS: tuple[tuple[str, Colour], ...] = (
    ("Stone Age", (214, 204, 186)),
    ("Early Bronze", (232, 190, 140)),
    ("Late Bronze", (208, 150, 104)),
    ("Early Iron", (170, 180, 196)),
    ("Late Iron", (128, 142, 166)),
)
FINISH: Colour = (236, 200, 70)

# Civilization card groups -> chip colours (cards in two groups show both). Advanced
# Civilization's fifth group, Religion, is yellow; with five groups every chip also carries each
# group's shape (the card data's symbols), so no group is told apart by colour alone.
GROUP_COLOURS: dict[str, Colour] = {
    "arts": (70, 120, 200),
    "crafts": (214, 130, 40),
    "sciences": (60, 150, 90),
    "civics": (190, 60, 60),
    "religion": (240, 228, 66),
}
GROUP_SHAPES: dict[str, str] = {
    "crafts": SQUARE,
    "sciences": CIRCLE,
    "arts": TRIANGLE,
    "civics": HEXAGON,
    "religion": STAR,
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


def seat_name(view: Mapping[str, Any], seat: str) -> str:
    """A player as a picture prints him: his name when the view carries names (``view["names"]``,
    given by the bot), else his place at the table; never his seat id, which may be an account's
    id."""
    names: Mapping[str, str] = view.get("names") or {}
    if seat in names:
        return str(names[seat])
    order = [p.get("player") for p in view.get("players", [])]
    return _("player {number}", number=order.index(seat) + 1) if seat in order else _("a player")


def nation_or_name(view: Mapping[str, Any], p: Mapping[str, Any]) -> str:
    """A player's nation, or his name while he has none (before the set-up)."""
    return nation_name(view, p) or seat_name(view, str(p["player"]))


def winner_names(view: Mapping[str, Any]) -> str:
    """The winners by nation (``Thrace, Crete``), not by seat id."""
    nations = {p["player"]: nation_or_name(view, p) for p in view.get("players", [])}
    return ", ".join(nations.get(w, seat_name(view, w)) for w in view.get("winners", [])) or _("nobody")


def _draw_header(c: Cursor, view: Mapping[str, Any]) -> None:
    c.text(_("Round {round}", round=view.get("round", "?")), 30)
    c.y += 36
    c.text(fit(phase_title(view), 19, c.width), 19, style.MUTED)
    c.y += 24
    if view.get("finished"):
        won = _("Game over - won by {winners}", winners=winner_names(view))
        c.text(fit(won, 17, c.width), 17, (150, 30, 30))
        c.y += 22


def _draw_ast(c: Cursor, view: Mapping[str, Any], players: list[Mapping[str, Any]]) -> None:
    game = board_game(view)
    c.heading(capitalised(term(game.id, "terms", "ast", "Archaeological Succession Table")))
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
        epochs = game.epochs(view.get("options", {}), nation)
        marker(c.draw, nation, c.x + 8, c.y + AST_CELL / 2, 7)
        name = nation_or_name(view, p)
        size = shrink(name, 14, AST_NAME_WIDTH - 22, 9)
        c.text(fit(name, size, AST_NAME_WIDTH - 22), size, x=c.x + 20)
        for pos in range(17):
            colour = FINISH if pos == 16 else EPOCHS[epochs[pos] if epochs else 0][1]
            x = left + pos * AST_CELL
            c.draw.rectangle((x, c.y + 1, x + AST_CELL - 1, c.y + AST_CELL - 1), fill=colour)
        at = int(p.get("ast_position") or 0)
        cx = left + min(16, max(0, at)) * AST_CELL + AST_CELL / 2
        marker(c.draw, nation, cx, c.y + AST_CELL / 2, 7)
        c.y += AST_CELL + 1
    c.y += 4
    bands = [
        (term(game.id, "epochs", key, english), colour)
        for key, (english, colour) in zip(game.epoch_terms, EPOCHS, strict=True)
    ]
    bands.append((capitalised(term(game.id, "terms", "finish", "Finish")), FINISH))
    # The row may reach into the right margin (the English row does, by 6 pixels).
    places = flow([20 + text_size(name, 11)[0] for name, _colour in bands], c.width + MARGIN // 2)
    for (name, colour), (line, dx) in zip(bands, places, strict=True):
        x, y = c.x + dx, c.y + 16 * line
        c.draw.rectangle((x, y + 2, x + 10, y + 12), fill=colour, outline=style.MUTED)
        c.draw.text((x + 14, y), name, font=small, fill=style.INK)
    c.y += 16 * (places[-1][0] + 1)


def flow(widths: list[int], width: int) -> list[tuple[int, int]]:
    """Items of ``widths`` (each with its gap) set left to right on lines of ``width`` pixels:
    each item's line and offset on it (a longer language's key takes a second line)."""
    out: list[tuple[int, int]] = []
    line = x = 0
    for w in widths:
        if x and x + w - 6 > width:  # the last item's trailing gap may overhang
            line, x = line + 1, 0
        out.append((line, x))
        x += w
    return out


def _draw_census(c: Cursor, view: Mapping[str, Any], by_player: Mapping[str, Mapping[str, Any]]) -> None:
    order = [p for p in view.get("census_order", []) if p in by_player]
    if not order:
        return
    c.heading(capitalised(term(game_of(view), "terms", "census_order", "Census order")))
    x, size = c.x, 14
    for i, p in enumerate(order):
        entry = by_player[p]
        label = f"{i + 1}. {nation_name(view, entry) or seat_name(view, p)} {entry.get('census', 0)}"
        width = 18 + text_size(label, size)[0] + 12
        if x + width > c.x + c.width:
            x, c.y = c.x, c.y + 20
        marker(c.draw, entry.get("nation") or "", x + 7, c.y + 9, 6)
        c.text(label, size, x=x + 16)
        x += width
    c.y += 22


def _chip(draw: ImageDraw.ImageDraw, card_id: str, x: int, y: int, game: BoardGame) -> int:
    """A civilization card as a small coloured chip; returns its width."""
    face = game.cards().get(card_id)
    groups = face.groups if face else ()
    label = abbreviation(game, card_id)
    if game.group_shapes:
        return _shaped_chip(draw, label, groups, x, y)
    width, height = CHIP_WIDTH, 17
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


def card_name(game: BoardGame, card_id: str) -> str:
    """A civilization card's name in the language spoken."""
    face = game.cards().get(card_id)
    return term(game.id, "civ_cards", card_id, face.name if face and face.name else card_id)


def abbreviation(game: BoardGame, card_id: str) -> str:
    """A civilization card's abbreviation on its chip: the game's own in English, else the first
    three letters of the card's name in the language spoken (distinct within each game and
    language: tests/renderer/test_languages.py)."""
    face = game.cards().get(card_id)
    if language() == SOURCE and face is not None:
        return face.abbreviation
    letters = "".join(ch for ch in card_name(game, card_id) if ch.isalpha())
    return letters[:3].title()


SHAPE_CELL = 11
CHIP_WIDTH, CHIP_TEXT_WIDTH = 34, 28


def chip_width(card_id: str, game: BoardGame) -> int:
    face = game.cards().get(card_id)
    if not game.group_shapes:
        return CHIP_WIDTH
    return CHIP_TEXT_WIDTH + SHAPE_CELL * len(face.groups if face else ())


def group_mark(draw: ImageDraw.ImageDraw, group: str, x: int, y: int, height: int) -> None:
    """One group's cell: its colour, and its shape in white on it."""
    draw.rectangle((x, y, x + SHAPE_CELL - 1, y + height), fill=GROUP_COLOURS.get(group, style.MUTED))
    r = max(3.2, height * 0.2)
    points = shape_points(GROUP_SHAPES.get(group, CIRCLE), x + SHAPE_CELL / 2, y + height / 2 + 0.5, r)
    draw.polygon(points, fill=(255, 255, 255), outline=(40, 40, 40))


def _shaped_chip(draw: ImageDraw.ImageDraw, label: str, groups: tuple[str, ...], x: int, y: int) -> int:
    """A chip with a coloured, shaped cell per group and the abbreviation on paper."""
    height, text_width = 17, CHIP_TEXT_WIDTH
    for i, group in enumerate(groups):
        group_mark(draw, group, x + i * SHAPE_CELL, y, height)
    left = x + len(groups) * SHAPE_CELL
    draw.rectangle((left, y, left + text_width - 1, y + height), fill=style.PAPER_DARK)
    width = len(groups) * SHAPE_CELL + text_width
    draw.rectangle((x, y, x + width - 1, y + height), outline=style.INK)
    draw.text((left + text_width / 2, y + height / 2 + 1), label, font=font(12), fill=style.INK, anchor="mm")
    return width


# i18n: the players' table's column titles: at most about six letters (a column is 44 pixels).
STAT_COLUMNS = (
    (N_("Stock"), "stock"),
    (N_("Treas."), "treasury"),
    (N_("Cities"), "cities"),
    (N_("Ships"), "ships"),
    (N_("Cards"), "hand_size"),
)


def stat_columns(game: BoardGame) -> tuple[tuple[str, str], ...]:
    """The columns of the players' table: victory points too where the game has them."""
    return (*STAT_COLUMNS, (N_("VP"), VP)) if game.victory_points else STAT_COLUMNS


VP = "victory_points"


def _stat(p: Mapping[str, Any], key: str) -> object:
    if key == VP:  # the whole score once the game is over, the public part before
        return p["score"] if p.get("score") is not None else p.get("public_score", 0)
    return p.get(key, 0)


def _draw_players(
    c: Cursor, view: Mapping[str, Any], players: list[Mapping[str, Any]], game: BoardGame
) -> None:
    c.heading(_("Players"))
    columns = stat_columns(game)
    first = c.x + c.width - len(columns) * 44
    for i, (title, _key) in enumerate(columns):
        # A title longer than its column (a longer language) is set smaller, not over the next.
        size = shrink(_(title), 12, 42, 7)
        c.draw.text((first + i * 44 + 22, c.y + 6), _(title), font=font(size), fill=style.MUTED, anchor="mm")
    c.y += 16
    for p in players:
        nation = p.get("nation") or ""
        marker(c.draw, nation, c.x + 9, c.y + 11, 8)
        name = nation_name(view, p) or "?"
        who = f"{name} · {seat_name(view, p['player'])}"
        size = shrink(who, 15, first - c.x - 26, 9)
        c.text(fit(who, size, first - c.x - 26), size, x=c.x + 22)
        for i, (_title, key) in enumerate(columns):
            c.draw.text(
                (first + i * 44 + 22, c.y + 10),
                str(_stat(p, key)),
                font=font(16),
                fill=style.INK,
                anchor="mm",
            )
        c.y += 22
        x = c.x + 22
        held = list(p.get("civ_cards", []))
        if not held:
            c.text(_("no civilization cards"), 12, style.MUTED, x=x)
        for card_id in held:
            if x + chip_width(card_id, game) > c.x + c.width:
                x, c.y = c.x + 22, c.y + 20
            x += _chip(c.draw, card_id, x, c.y, game) + 3
        c.y += 26


def _draw_neutrals(c: Cursor, image: Image.Image, view: Mapping[str, Any]) -> None:
    """Advanced Civilization's barbarians and pirate cities on the board, with their pieces."""
    neutrals = view.get("neutrals")
    if not isinstance(neutrals, Mapping):
        return
    c.heading(_("Neutral pieces"))
    barbarians = dict(neutrals.get("barbarians", {}))
    pirates = list(neutrals.get("pirate_cities", []))
    x = c.x
    tokens = sum(barbarians.values())
    areas = n_("barbarians in {n} area", "barbarians in {n} areas", len(barbarians))
    cities = n_("{n} pirate city", "{n} pirate cities", len(pirates)) if pirates else _("no pirate cities")
    for sprite, text in (
        (sprites.token(BARBARIANS, tokens, 18), areas if tokens else _("no barbarians")),
        (sprites.city(PIRATES, 18), cities),
    ):
        image.paste(sprite, (x, c.y - 3), sprite)
        c.text(text, 14, x=x + sprite.width + 4)
        x += sprite.width + 16 + text_size(text, 14)[0]
    c.y += 24


def _draw_waiting(c: Cursor, view: Mapping[str, Any], by_player: Mapping[str, Mapping[str, Any]]) -> None:
    waiting = sorted({w["player"] for w in view.get("waiting_for", [])})
    if not waiting or view.get("finished"):
        return
    c.heading(_("Waiting for"))
    names = ", ".join(
        f"{nation_name(view, by_player[p])} ({seat_name(view, p)})"
        if by_player.get(p, {}).get("nation_name")
        else seat_name(view, p)
        for p in waiting
    )
    for line in fold(names, 14, c.width):
        c.text(line, 14)
        c.y += 20


LEGEND_ROWS = [
    [("token", N_("population tokens")), ("city", N_("city"))],
    [("ship", N_("ships")), ("changed", N_("changed last phase"))],
    [("sites", N_("city sites (plain, flood)")), ("population", N_("population limit"))],
    [("volcano", N_("volcano")), ("flood", N_("flood plain"))],
]
# The English names of the card groups (other languages: the game's glossary).
GROUP_NAMES = {
    "arts": "Arts",
    "crafts": "Crafts",
    "sciences": "Sciences",
    "civics": "Civics",
    "religion": "Religion",
}
KEY_TEXT = 12  # the card key's size
KEY_LINE = 16
NEUTRAL_ROW = [("barbarians", N_("barbarian tokens")), ("pirates", N_("pirate city"))]
LEGEND_ROW_HEIGHT = 22


def legend_rows(view: Mapping[str, Any]) -> list[list[tuple[str, str]]]:
    return [*LEGEND_ROWS, NEUTRAL_ROW] if "neutrals" in view else LEGEND_ROWS


def legend_height(view: Mapping[str, Any]) -> int:
    width = style.PANEL_WIDTH - 2 * MARGIN
    cards = len(card_key(view, width))
    groups = group_key(view, width)[-1][2] + 1
    return (
        46
        + LEGEND_ROW_HEIGHT * len(legend_rows(view))
        + (LEGEND_ROW_HEIGHT * groups + KEY_LINE * cards if cards else 0)
    )


def group_key(view: Mapping[str, Any], width: int) -> list[tuple[str, str, int, int]]:
    """The card groups of the key: each group, its name, its line and its offset."""
    game = board_game(view)
    groups = sorted({g for face in game.cards().values() for g in face.groups}, key=list(GROUP_NAMES).index)
    names = [term(game.id, "card_groups", group, GROUP_NAMES[group]) for group in groups]
    places = flow([SHAPE_CELL + 16 + text_size(name, 13)[0] for name in names], width)
    return [(g, name, line, x) for g, name, (line, x) in zip(groups, names, places, strict=True)]


def card_key(view: Mapping[str, Any], width: int) -> tuple[str, ...]:
    """What the abbreviations of the civilization cards held mean, folded to ``width``."""
    game = board_game(view)
    faces = game.cards()
    held = {c for p in view.get("players", []) for c in p.get("civ_cards", [])}
    entries = [f"{abbreviation(game, c)} {card_name(game, c)}" for c in faces if c in held and faces[c].name]
    return fold(" · ".join(entries), KEY_TEXT, width) if entries else ()


def _draw_card_key(image: Image.Image, c: Cursor, view: Mapping[str, Any]) -> None:
    """The card groups' colours (and shapes), then the abbreviations of the cards held."""
    lines = card_key(view, c.width)
    if not lines:
        return
    game = board_game(view)
    groups = group_key(view, c.width)
    for group, name, row, dx in groups:
        x, y = c.x + dx, c.y + LEGEND_ROW_HEIGHT * row
        if game.group_shapes:
            group_mark(c.draw, group, x, y + 1, 15)
        else:
            c.draw.rectangle((x, y + 1, x + SHAPE_CELL - 1, y + 16), fill=GROUP_COLOURS[group])
        c.draw.text((x + SHAPE_CELL + 4, y + 1), name, font=font(13), fill=style.INK)
    c.y += LEGEND_ROW_HEIGHT * (groups[-1][2] + 1)
    for line in lines:
        c.text(line, KEY_TEXT)
        c.y += KEY_LINE


def _draw_legend(image: Image.Image, top: int, view: Mapping[str, Any]) -> None:
    """What the map's symbols mean, in two columns at the foot of the panel."""
    c = Cursor(image, MARGIN, top, style.PANEL_WIDTH - 2 * MARGIN)
    c.heading(_("Key"))
    draw, half = c.draw, c.width // 2
    for row in legend_rows(view):
        for col, (symbol, label) in enumerate(row):
            x = c.x + col * half
            _legend_symbol(image, draw, symbol, x + 14, c.y + 9)
            size = shrink(_(label), 13, half - 38, 10)
            draw.text((x + 34, c.y + 1 + (13 - size) // 2), _(label), font=font(size), fill=style.INK)
        c.y += LEGEND_ROW_HEIGHT
    _draw_card_key(image, c, view)


def _legend_symbol(image: Image.Image, draw: ImageDraw.ImageDraw, symbol: str, cx: int, cy: int) -> None:
    if symbol in ("token", "city", "ship", "barbarians", "pirates"):
        sprite = {
            "token": lambda: sprites.token("", 3, 18),
            "city": lambda: sprites.city("", 18),
            "ship": lambda: sprites.ship("", 1, 26, 16),
            "barbarians": lambda: sprites.token(BARBARIANS, 3, 18),
            "pirates": lambda: sprites.city(PIRATES, 18),
        }[symbol]()
        image.paste(sprite, (cx - sprite.width // 2, cy - sprite.height // 2), sprite)
    elif symbol == "changed":
        draw.rectangle(
            (cx - 12, cy - 8, cx + 12, cy + 8), fill=(214, 216, 162), outline=style.HIGHLIGHT_EDGE, width=1
        )
        draw.rectangle((cx - 11, cy - 7, cx + 11, cy + 7), outline=style.HIGHLIGHT, width=3)
    elif symbol == "volcano":
        draw.polygon(
            [(cx, cy - 9), (cx + 9, cy + 7), (cx - 9, cy + 7)], fill=style.VOLCANO, outline=(60, 10, 0)
        )
    elif symbol == "flood":
        swatch = Image.new("RGB", (25, 17), style.FLOOD_PLAIN)
        stripes = ImageDraw.Draw(swatch)
        for dx in range(-16, 25, 6):
            stripes.line([(dx, 16), (dx + 16, 0)], fill=style.FLOOD_STRIPE, width=2)
        stripes.rectangle((0, 0, 24, 16), outline=style.MUTED)
        image.paste(swatch, (cx - 12, cy - 8))
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


# The panel is drawn on a canvas this tall and cut to what it holds (at least the map's height).
CANVAS_HEIGHT = 4000


def render_panel(view: Mapping[str, Any], height: int) -> Image.Image:
    """The side panel, ``height`` tall, or taller when its content needs it (eight players
    holding many cards): the image then grows below the map."""
    image = Image.new("RGB", (style.PANEL_WIDTH, max(height, CANVAS_HEIGHT)), style.PAPER)
    c = Cursor(image, MARGIN, MARGIN, style.PANEL_WIDTH - 2 * MARGIN)
    game = board_game(view)
    players = list(view.get("players", []))
    by_player = {p["player"]: p for p in players}
    _draw_header(c, view)
    _draw_ast(c, view, players)
    _draw_census(c, view, by_player)
    _draw_players(c, view, players, game)
    _draw_neutrals(c, image, view)
    _draw_waiting(c, view, by_player)
    key = legend_height(view)
    total = max(height, c.y + key)
    _draw_legend(image, total - key, view)
    image = image.crop((0, 0, style.PANEL_WIDTH, total))
    ImageDraw.Draw(image).line([(0, 0), (0, total)], fill=style.MUTED, width=2)
    return image
