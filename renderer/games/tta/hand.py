"""A player's hand, for his DMs only: his civil cards (with what developing each would cost
against the science he has, and what playing each action card costs now, as the engine prices it)
and his military cards. Only ``view["you"]`` and the player's own
public entry are read, so nothing but his own information can appear."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import cards
from i18n.catalog import _, n_
from renderer.fonts import fold, fold_size
from renderer.games.tta.draw import INK, MUTED, PAPER, YELLOW_TOKEN, badge, heading, text, text_lines, tile

WIDTH = 1044
MARGIN = 16
TILE_W, TILE_H, GAP = 136, 190, 10
PER_LINE = 7


def _lines(n: int) -> int:
    return max(1, (n + PER_LINE - 1) // PER_LINE)


# Under each civil card, what developing or playing it costs (up to NOTE_LINES lines).
NOTE_SIZE, NOTE_LINES = 12, 4
NOTE_H = NOTE_LINES * (NOTE_SIZE + 2) + 4


def hand_height(civil: list[str], military: list[str]) -> int:
    civil_lines, military_lines = _lines(len(Counter(civil))), _lines(len(Counter(military)))
    return 2 * 60 + civil_lines * (TILE_H + NOTE_H + GAP) + military_lines * (TILE_H + GAP) + 30


def _cards(image: Image.Image, x0: int, y: int, hand: list[str], note: dict[str, str] | None = None) -> int:
    """The cards of ``hand`` from ``y``, seven a line; with ``note``, each card's note under it."""
    draw = ImageDraw.Draw(image)
    counts = Counter(hand)
    step = TILE_H + GAP + (NOTE_H if note is not None else 0)
    if not counts:
        text(draw, (x0, y), _("none"), 15, MUTED)
        return y + step
    for i, cid in enumerate(sorted(counts, key=lambda c: (cards()[c].type, cards()[c].level, c))):
        line, col = divmod(i, PER_LINE)
        x = x0 + col * (TILE_W + GAP)
        ty = y + line * step
        image.paste(tile(cid, TILE_W, TILE_H), (x, ty))
        if counts[cid] > 1:
            badge(draw, x + TILE_W - 14, ty + TILE_H - 14, 11, f"{counts[cid]}", YELLOW_TOKEN, INK)
        if note and cid in note:
            size = fold_size(note[cid], NOTE_SIZE, TILE_W, NOTE_LINES, NOTE_SIZE - 3)
            text_lines(draw, (x, ty + TILE_H + 3), fold(note[cid], size, TILE_W), size, INK, step=size + 2)
    return y + _lines(len(counts)) * step


def _span(low: int, high: int) -> str:
    return f"{low}" if low == high else f"{low}–{high}"


def _cost(what: str, low: int, high: int) -> str:
    """What the action a card calls for charges: ``+ 0–2 resources``."""
    amount = _span(low, high)
    if what == "resources":
        return n_("+ {amount} resource", "+ {amount} resources", high, amount=amount)
    if what == "food":
        return n_("+ {amount} food", "+ {amount} food", high, amount=amount)
    return n_("+ {amount} science", "+ {amount} science", high, amount=amount)


def _revolution(revolution: Mapping[str, Any]) -> str:
    science = _span(*revolution["science"])
    count = int(revolution["count"])
    if revolution["actions"] == "military":
        return n_(
            "or a revolution: {science} science, all {n} military action",
            "or a revolution: {science} science, all {n} military actions",
            count,
            science=science,
        )
    return n_(
        "or a revolution: {science} science, all {n} civil action",
        "or a revolution: {science} science, all {n} civil actions",
        count,
        science=science,
    )


def play_note(price: Mapping[str, Any]) -> str:
    """What playing an action card costs, from its entry in the player's view
    (``you["action_card_prices"]``, ``engine.tta.action_cards.hand_prices``)."""
    civil = n_("play: {n} civil action", "play: {n} civil actions", int(price["civil_actions"]))
    if price["taken_this_turn"]:
        return _("{play}, from your next turn", play=civil)
    if not price["playable"]:
        return _("{play}; not possible now", play=civil)
    parts = [civil, *(_cost(what, *span) for what, span in sorted(price["prices"].items()))]
    if price["revolution"]:
        parts.append(_revolution(price["revolution"]))
    return " ".join(parts)


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
    for cid, price in you.get("action_card_prices", {}).items():
        note[cid] = play_note(price)
    title = _("Civil cards ({cards}) — {science} science to develop with", cards=len(civil), science=science)
    y = heading(draw, MARGIN, 14, WIDTH - 2 * MARGIN, title)
    y = _cards(image, MARGIN, y, civil, note)
    military_title = _("Military cards ({cards})", cards=len(military))
    y = heading(draw, MARGIN, y + 10, WIDTH - 2 * MARGIN, military_title)
    _cards(image, MARGIN, y, military)
    return image
