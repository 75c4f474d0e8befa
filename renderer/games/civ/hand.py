"""``render_hand(you)``: a player's private image, from his part of the view (``view["you"]``).

Trade cards are grouped by commodity with each set's value (n x n x face value, rules 10.2),
calamities are listed apart, and the civilization cards held are shown with the credits they
give, followed by what every other card would cost after those credits. Nothing but the
given dict is read, so nothing but that player's own information can appear. ``you["game"]``
(added by ``private_part``) chooses the game's cards; Advanced Civilization's hand also shows
the 8-card commodity limit and the victory points the player would score now.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine import DEFAULT_GAME, serial
from engine.civ.api import Options
from i18n.catalog import _, n_
from renderer import style
from renderer.fonts import fold, font, shrink, text_size
from renderer.games.civ.panel import GROUP_COLOURS, SHAPE_CELL, group_mark
from renderer.png import encode_png
from renderer.style import Colour
from renderer.words import term

WIDTH = 960
CANVAS_HEIGHT = 4000
MARGIN = 20
CARD_W, CARD_H, CARD_GAP = 136, 150, 12
CALAMITY: Colour = (170, 40, 40)
# Commodity cards are tinted by face value, cheap (pale) to precious (gold).
VALUE_TINTS: dict[int, Colour] = {
    1: (226, 218, 200),
    2: (214, 206, 176),
    3: (236, 236, 236),
    4: (232, 214, 140),
    5: (196, 214, 232),
    6: (214, 170, 120),
    7: (222, 160, 110),
    8: (190, 170, 222),
    9: (240, 204, 80),
}


@dataclass(frozen=True)
class HandRules:
    """A game's cards as the hand image reads them (the two games' card objects share the
    fields used here: name, value and set_value; name and tradable; name, cost and groups)."""

    commodities: Mapping[str, Any]
    calamities: Mapping[str, Any]
    civ_cards: Mapping[str, Any]
    order: Callable[[Iterable[str]], list[str]]
    # Credit a held card (first) gives toward another (second).
    credit: Callable[[str, str], int]
    # Commodity cards a player may keep (shown in Advanced Civilization), or None.
    hand_limit: int | None
    group_shapes: bool
    # The game, whose glossary names the cards in the language spoken.
    game: str

    def name(self, category: str, card: Any) -> str:
        """A card's name (``category``: ``commodities``, ``calamities`` or ``civ_cards``)."""
        return term(self.game, category, str(card.id), str(card.name))


def _civ1980_rules(raw: Mapping[str, Any] | None) -> HandRules:
    from engine.civ.api import civ_cards, credit_from, table_order, trade_cards

    options = _options(raw)
    return HandRules(
        trade_cards().commodities,
        trade_cards().calamities,
        civ_cards().cards,
        table_order,
        lambda giver, target: credit_from(giver, target, options),
        None,
        False,
        "civ1980",
    )


def _advciv_rules(raw: Mapping[str, Any] | None) -> HandRules:
    from engine.civ.advciv.api import civ_cards, trade_cards

    data = civ_cards()
    return HandRules(
        trade_cards().commodities,
        trade_cards().calamities,
        data.cards,
        lambda cards: data.order(list(cards)),
        lambda giver, target: data.credits[giver][target] if giver != target else 0,
        trade_cards().hand_limit,
        True,
        "advciv",
    )


RULES: dict[str, Callable[[Mapping[str, Any] | None], HandRules]] = {
    "civ1980": _civ1980_rules,
    "advciv": _advciv_rules,
}


def _options(raw: Mapping[str, Any] | None) -> Options:
    if not raw:
        return Options()
    known = {k: v for k, v in raw.items() if k in Options.__dataclass_fields__}
    result: Options = serial.from_json(Options, known)
    return result


def _heading(draw: ImageDraw.ImageDraw, y: int, text: str) -> int:
    size = shrink(text, 22, WIDTH - 2 * MARGIN, 12)  # smaller in a longer language, never cut
    draw.text((MARGIN, y + (22 - size) // 2), text, font=font(size), fill=style.INK)
    y += 28
    draw.line([(MARGIN, y), (WIDTH - MARGIN, y)], fill=style.MUTED, width=1)
    return y + 10


def _commodity_card(draw: ImageDraw.ImageDraw, x: int, y: int, c: Any, count: int, name: str) -> None:
    draw.rounded_rectangle(
        (x, y, x + CARD_W, y + CARD_H),
        radius=10,
        fill=VALUE_TINTS.get(c.value, style.PAPER),
        outline=style.INK,
        width=2,
    )
    draw.text((x + 10, y + 8), str(c.value), font=font(22), fill=style.INK)
    # A longer name (another language's) is set smaller, then folded onto two lines.
    size = shrink(name, 20, CARD_W - 12, 15)
    for i, line in enumerate(lines := fold(name, size, CARD_W - 12)):
        dy = (i - (len(lines) - 1) / 2) * (size + 2)
        draw.text((x + CARD_W / 2, y + 46 + dy), line, font=font(size), fill=style.INK, anchor="mm")
    draw.text((x + CARD_W / 2, y + 86), f"× {count}", font=font(30), fill=style.INK, anchor="mm")
    draw.text(
        (x + CARD_W / 2, y + 126),
        _("set {value}", value=c.set_value(count)),
        font=font(19),
        fill=style.MUTED,
        anchor="mm",
    )


def _draw_trade_cards(draw: ImageDraw.ImageDraw, y: int, hand: list[str], data: HandRules) -> int:
    counts = Counter(hand)
    commodities = sorted(
        (c for c in counts if c in data.commodities), key=lambda c: -data.commodities[c].value
    )
    calamities = sorted(c for c in counts if c in data.calamities)
    total = sum(data.commodities[c].set_value(counts[c]) for c in commodities)
    held = n_("{n} held", "{n} held", len(hand))
    if data.hand_limit is not None:
        kept = sum(counts[c] for c in commodities)
        held = n_(
            "{kept} of the {n} commodity card you may keep",
            "{kept} of the {n} commodity cards you may keep",
            data.hand_limit,
            kept=kept,
        )
    y = _heading(draw, y, _("Trade cards: {held}, sets worth {total}", held=held, total=total))
    if not hand:
        draw.text((MARGIN, y), _("no trade cards"), font=font(18), fill=style.MUTED)
        return y + 30
    per_row = (WIDTH - 2 * MARGIN + CARD_GAP) // (CARD_W + CARD_GAP)
    for i, card in enumerate(commodities):
        row, col = divmod(i, per_row)
        x = MARGIN + col * (CARD_W + CARD_GAP)
        c = data.commodities[card]
        _commodity_card(draw, x, y + row * (CARD_H + CARD_GAP), c, counts[card], data.name("commodities", c))
    if commodities:
        y += ((len(commodities) - 1) // per_row + 1) * (CARD_H + CARD_GAP)
    for card in calamities:
        cal = data.calamities[card]
        name = data.name("calamities", cal)
        label = f"{name} ×{counts[card]}" if counts[card] > 1 else name
        y = _calamity_bar(draw, y, label, _("calamity, tradable") if cal.tradable else _("calamity"))
    unknown = sorted(c for c in counts if c not in data.commodities and c not in data.calamities)
    if unknown:
        draw.text((MARGIN, y), _("other: {cards}", cards=", ".join(unknown)), font=font(16), fill=style.MUTED)
        y += 26
    return y + 6


def _draw_held_calamities(
    draw: ImageDraw.ImageDraw, y: int, held: Iterable[Mapping[str, Any]], data: HandRules
) -> int:
    """The calamities the player holds to suffer (received in trade: out of his hand, secret until
    revealed), as the text panel lists them under "Calamities to resolve"."""
    held = list(held)
    if not held:
        return y
    y = _heading(draw, y, _("Calamities to resolve"))
    for h in held:
        card = str(h.get("calamity", ""))
        cal = data.calamities.get(card)
        notes = [_("traded to you")] if h.get("traded_by") else []
        if not h.get("revealed", True):
            notes.append(_("secret until revealed"))
        y = _calamity_bar(
            draw, y, data.name("calamities", cal) if cal is not None else card, ", ".join(notes)
        )
    return y + 6


def _calamity_bar(draw: ImageDraw.ImageDraw, y: int, label: str, note: str) -> int:
    """A calamity as a red bar with its note beside; returns where the next line goes."""
    draw.rounded_rectangle((MARGIN, y, MARGIN + 420, y + 34), radius=8, fill=CALAMITY)
    draw.text((MARGIN + 12, y + 17), label, font=font(18), fill=(255, 255, 255), anchor="lm")
    draw.text((MARGIN + 430, y + 17), note, font=font(16), fill=style.MUTED, anchor="lm")
    return y + 42


def _chip(draw: ImageDraw.ImageDraw, x: int, y: int, groups: tuple[str, ...], shapes: bool) -> None:
    if shapes:
        for i, group in enumerate(groups):
            group_mark(draw, group, x + i * (SHAPE_CELL + 1), y, 20)
        return
    colours = [GROUP_COLOURS.get(g, style.MUTED) for g in groups] or [style.MUTED]
    for i, colour in enumerate(colours):
        draw.rectangle((x + i * 12, y, x + i * 12 + 11, y + 20), fill=colour)
    draw.rectangle((x, y, x + 12 * len(colours) - 1, y + 20), outline=style.INK)


def _credit_text(card: str, data: HandRules) -> str:
    """What ``card`` credits, as 'Name +n' for every other card, largest first."""
    credits = [
        (data.credit(card, other), data.name("civ_cards", data.civ_cards[other])) for other in data.civ_cards
    ]
    given = sorted(((n, name) for n, name in credits if n), key=lambda t: (-t[0], t[1]))
    return ", ".join(f"{name} +{n}" for n, name in given) or _("no credits")


def _wrap(text: str, size: int, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if line and text_size(trial, size)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def _draw_civ_cards(draw: ImageDraw.ImageDraw, y: int, held: list[str], rules: HandRules) -> int:
    data = rules.civ_cards
    held = rules.order(c for c in held if c in data)
    y = _heading(draw, y, n_("Civilization cards: {n} held", "Civilization cards: {n} held", len(held)))
    for card in held:
        c = data[card]
        _chip(draw, MARGIN, y + 2, c.groups, rules.group_shapes)
        draw.text((MARGIN + 40, y), f"{rules.name('civ_cards', c)} ({c.cost})", font=font(19), fill=style.INK)
        y += 26
        for line in _wrap(
            _("credits: {credits}", credits=_credit_text(card, rules)), 15, WIDTH - 2 * MARGIN - 40
        ):
            draw.text((MARGIN + 40, y), line, font=font(15), fill=style.MUTED)
            y += 19
        y += 6
    missing = [c for c in data if c not in held]
    if not missing:
        return y
    y = _heading(draw, y + 4, _("Prices after your credits"))
    col_w = (WIDTH - 2 * MARGIN) // 2
    for i, card in enumerate(missing):
        x = MARGIN + (i % 2) * col_w
        row_y = y + (i // 2) * 26
        credit = sum(rules.credit(giver, card) for giver in held)
        cost = data[card].cost
        _chip(draw, x, row_y + 1, data[card].groups, rules.group_shapes)
        draw.text((x + 40, row_y), rules.name("civ_cards", data[card]), font=font(17), fill=style.INK)
        price = f"{max(0, cost - credit)}" + (f"  ({cost} - {credit})" if credit else "")
        draw.text((x + col_w - 16, row_y), price, font=font(17), fill=style.INK, anchor="ra")
    return y + ((len(missing) + 1) // 2) * 26 + 6


def compose_hand(you: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> Image.Image:
    # Drawn on a canvas this tall and cut to what it holds: a full hand in a longer language
    # (longer credits lines) runs past 2000 pixels.
    canvas = Image.new("RGB", (WIDTH, CANVAS_HEIGHT), style.PAPER)
    draw = ImageDraw.Draw(canvas)
    rules = RULES.get(str(you.get("game", DEFAULT_GAME)), _civ1980_rules)(options)
    # The player by his name when the caller gives it (``you["name"]``), never by his seat id.
    title = _("Hand of {name}", name=you["name"]) if you.get("name") else _("Your hand")
    private = _("private - do not share")
    room = WIDTH - 2 * MARGIN - text_size(private, 16)[0] - 16
    size = shrink(title, 30, room, 16)
    draw.text((MARGIN, 16 + (30 - size) // 2), title, font=font(size), fill=style.INK)
    draw.text((WIDTH - MARGIN, 24), private, font=font(16), fill=CALAMITY, anchor="ra")
    y = 66
    if isinstance(you.get("score"), int):
        line = _(
            "Victory points if the game ended now: {score} (your hand's sets included)", score=you["score"]
        )
        draw.text((MARGIN, y - 8), line, font=font(18), fill=style.INK)
        y += 24
    y = _draw_trade_cards(draw, y, [str(c) for c in you.get("hand", [])], rules)
    y = _draw_held_calamities(draw, y, you.get("calamities", []), rules)
    y = _draw_civ_cards(draw, y + 10, [str(c) for c in you.get("civ_cards", [])], rules)
    return canvas.crop((0, 0, WIDTH, y + MARGIN))


def render_hand(you: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> bytes:
    """PNG of a player's hand from ``view["you"]`` (``hand``: card ids; ``civ_cards``: civ card ids).

    ``options`` is ``view["options"]`` when given (two credits depend on rules options).
    """
    return encode_png(compose_hand(you, options))


def private_part(view: Mapping[str, Any]) -> dict[str, Any]:
    """``view["you"]`` with the view's game, plus the viewer's civilization cards from his
    public entry, for as long as the engine does not put them in ``view["you"]`` itself."""
    you = dict(view["you"])
    you["game"] = view.get("game", DEFAULT_GAME)
    if "civ_cards" not in you:
        mine = [p for p in view.get("players", []) if p.get("player") == you.get("player")]
        you["civ_cards"] = list(mine[0].get("civ_cards", [])) if mine else []
    return you
