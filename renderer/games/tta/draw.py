"""What every Through the Ages image shares: colours by card type and kind, player colours,
text that fits a width, and card tiles (drawn once per card and size, then reused).

Everything reads views and the card data only (``engine.tta.cards``, ``engine.tta.texts``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import cards, name, summary
from i18n.catalog import language, p_
from renderer import style
from renderer.fonts import fit, fold, fold_size, font, shrink, text_size, wrap
from renderer.style import Colour
from renderer.words import capitals, term

PAPER: Colour = (246, 240, 222)
PAPER_DARK: Colour = (228, 218, 192)
INK: Colour = style.INK
MUTED: Colour = style.MUTED
WHITE: Colour = (255, 255, 255)
YELLOW_TOKEN: Colour = (242, 196, 40)
BLUE_TOKEN: Colour = (60, 120, 200)
EMPTY_SLOT: Colour = (214, 206, 186)

KIND_COLOURS: dict[str, Colour] = {
    "farm": (222, 200, 110),
    "mine": (168, 132, 96),
    "lab": (128, 170, 220),
    "temple": (236, 226, 170),
    "library": (176, 152, 206),
    "theater": (226, 150, 150),
    "arena": (206, 176, 120),
    "infantry": (206, 106, 92),
    "cavalry": (196, 90, 78),
    "artillery": (176, 80, 72),
    "air_force": (156, 70, 70),
    "government": (238, 170, 90),
    "civil": (150, 196, 150),
    "military": (200, 120, 106),
    "colonization": (112, 176, 186),
    "construction": (178, 168, 148),
}
TYPE_COLOURS: dict[str, Colour] = {
    "leader": (172, 132, 196),
    "wonder": (214, 184, 92),
    "action": (244, 222, 110),
    "event": (130, 170, 120),
    "territory": (110, 160, 150),
    "tactic": (190, 110, 100),
    "aggression": (180, 70, 60),
    "war": (140, 40, 40),
    "pact": (110, 130, 190),
    "bonus": (200, 170, 120),
}
# Seat colours (Okabe-Ito), with the text colour readable on each.
SEAT_COLOURS: tuple[tuple[Colour, Colour], ...] = (
    ((213, 94, 0), WHITE),
    ((0, 114, 178), WHITE),
    ((0, 158, 115), WHITE),
    ((230, 159, 0), INK),
)


def card_colour(cid: str) -> Colour:
    c = cards().get(cid)
    if c is None:
        return EMPTY_SLOT
    if c.type == "technology":
        return KIND_COLOURS.get(c.kind, PAPER_DARK)
    return TYPE_COLOURS.get(c.type, PAPER_DARK)


def seat_colour(view: Mapping[str, Any], player: str) -> tuple[Colour, Colour]:
    order = [p["player"] for p in view["players"]]
    return SEAT_COLOURS[order.index(player) % len(SEAT_COLOURS)] if player in order else (MUTED, WHITE)


def display_name(view: Mapping[str, Any], player: str) -> str:
    """The name to print: ``view["names"]`` (given by the bot) or the seat id."""
    names: Mapping[str, str] = view.get("names") or {}
    return str(names.get(player, player))


def text_lines(
    draw: ImageDraw.ImageDraw,
    xy: tuple[int, int],
    lines: tuple[str, ...] | list[str],
    size: int,
    fill: Colour = INK,
    step: int | None = None,
) -> int:
    """``lines`` one under the other from ``xy``; returns the y below the last."""
    x, y = xy
    for line in lines:
        draw.text((x, y), line, font=font(size), fill=fill)
        y += step or size + 4
    return y


def text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], value: str, size: int, fill: Colour = INK
) -> None:
    draw.text(xy, value, font=font(size), fill=fill)


def centred(
    draw: ImageDraw.ImageDraw, cx: float, y: float, value: str, size: int, fill: Colour = INK
) -> None:
    draw.text((cx - text_size(value, size)[0] / 2, y), value, font=font(size), fill=fill)


def right(draw: ImageDraw.ImageDraw, x: float, y: float, value: str, size: int, fill: Colour = INK) -> None:
    """``value`` ending at ``x``."""
    draw.text((x - text_size(value, size)[0], y), value, font=font(size), fill=fill)


def badge(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: int, value: str, fill: Colour, ink: Colour
) -> None:
    """A round token with a number or letter on it."""
    draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=fill, outline=INK, width=2)
    w, h = text_size(value, r + 2)
    draw.text((cx - w / 2, cy - h / 2 - 3), value, font=font(r + 2), fill=ink)


def card_name(cid: str) -> str:
    """A card's name in the language spoken (the glossary's), with its age when several ages
    print the same name, as ``engine.tta.texts.name`` gives it in English."""
    english = name(cid)
    c = cards().get(cid)
    printed = term("tta", "cards", cid, c.name if c else english)
    return f"{printed} ({c.age})" if c is not None and english != c.name else printed


def age_name(age: str) -> str:
    """An age as a heading names it ("Age II"), in the language spoken."""
    return term("tta", "ages", age, f"Age {age}")


def band_word(cid: str) -> str:
    """What a card's colour band says: a technology's kind, any other card's type."""
    c = cards().get(cid)
    if c is None:
        return ""
    key = c.kind if c.type == "technology" else c.type
    return _band_words().get(key, key.replace("_", " "))


def _band_words() -> dict[str, str]:
    # i18n: a card's kind or type in capitals on its colour band, about 100 pixels wide: short.
    return {
        "farm": p_("card band", "farm"),
        "mine": p_("card band", "mine"),
        "lab": p_("card band", "lab"),
        "temple": p_("card band", "temple"),
        "library": p_("card band", "library"),
        "arena": p_("card band", "arena"),
        "theater": p_("card band", "theater"),
        "infantry": p_("card band", "infantry"),
        "cavalry": p_("card band", "cavalry"),
        "artillery": p_("card band", "artillery"),
        "air_force": p_("card band", "air force"),
        "government": p_("card band", "government"),
        "civil": p_("card band", "civil"),
        "military": p_("card band", "military"),
        "colonization": p_("card band", "colonization"),
        "construction": p_("card band", "construction"),
        "leader": p_("card band", "leader"),
        "wonder": p_("card band", "wonder"),
        "action": p_("card band", "action"),
        "event": p_("card band", "event"),
        "territory": p_("card band", "territory"),
        "tactic": p_("card band", "tactic"),
        "aggression": p_("card band", "aggression"),
        "war": p_("card band", "war"),
        "pact": p_("card band", "pact"),
        "bonus": p_("card band", "bonus"),
    }


def level_label(cid: str) -> str:
    c = cards()[cid]
    return c.age if c.age != "A" else "A"


def tile(cid: str, width: int, height: int) -> Image.Image:
    """A card as a tile: colour band with its kind and age, the name, what it does, costs.
    Cached: the same card is drawn once per size and language and pasted wherever it appears."""
    return _tile(cid, width, height, language())


@cache
def _tile(cid: str, width: int, height: int, lang: str) -> Image.Image:
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    colour = card_colour(cid)
    c = cards().get(cid)
    draw.rectangle([0, 0, width - 1, 24], fill=colour)
    band = capitals(band_word(cid))
    band_size = shrink(band, 12, width - 40, 9)
    text(draw, (6, 4 + (12 - band_size) // 2), fit(band, band_size, width - 40), band_size, INK)
    age = c.age if c else ""
    draw.rectangle([width - 26, 3, width - 5, 21], fill=PAPER, outline=INK)
    centred(draw, width - 15.5, 4, age, 12)
    size = 15
    y = 30
    # A name longer than three lines (in a longer language) is set smaller, its lines closer.
    name_size = fold_size(card_name(cid), size, width - 12, 3, 11)
    for line in wrap(card_name(cid), name_size, width - 12, 3):
        text(draw, (6, y), line, name_size)
        y += name_size + 3
    y += 2
    effect = summary(cid).split(": ", 1)[-1]
    effect_size = _effect_size(effect, width - 12, height - y - 6)
    step = effect_size + 3
    for line in wrap(effect, effect_size, width - 12, max(1, (height - y - 6) // step)):
        text(draw, (6, y), line, effect_size, MUTED)
        y += step
    draw.rectangle([0, 0, width - 1, height - 1], outline=INK, width=2)
    return image


def _effect_size(effect: str, width: int, room: int) -> int:
    """What a card does, at 12 points as in English, set smaller (down to 8) where a longer
    language would not fold it into the ``room`` pixels left under the name."""
    return next((s for s in range(12, 8, -1) if len(fold(effect, s, width)) * (s + 3) <= room), 8)


def empty_tile(width: int, height: int, label: str) -> Image.Image:
    image = Image.new("RGB", (width, height), EMPTY_SLOT)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, width - 1, height - 1], outline=MUTED, width=2)
    centred(draw, width / 2, height / 2 - 8, label, 14, MUTED)  # the caller's words, translated
    return image


def heading(draw: ImageDraw.ImageDraw, x: int, y: int, width: int, value: str, size: int = 20) -> int:
    """A section title with a rule under it; returns the y below it. A title too long for
    ``width`` in a longer language is set a few points smaller."""
    shrunk = shrink(value, size, width, size - 5)
    text(draw, (x, y + (size - shrunk) // 2), value, shrunk)
    y += size + 6
    draw.line([(x, y), (x + width, y)], fill=MUTED, width=1)
    return y + 8


def chip(draw: ImageDraw.ImageDraw, x: int, y: int, label: str, value: str, colour: Colour) -> int:
    """A labelled figure (``label`` small above ``value``); returns its right edge."""
    w = max(text_size(label, 11)[0], text_size(value, 20)[0]) + 16
    draw.rounded_rectangle([x, y, x + w, y + 46], radius=6, fill=colour, outline=INK, width=1)
    text(draw, (x + 8, y + 3), label, 11, INK)
    text(draw, (x + 8, y + 18), value, 20, INK)
    return x + w
