"""One player's tableau: his points and ratings, government and actions, every technology in
play with its workers (yellow) and stored tokens (blue), his banks, leader, wonders (the one
being built with its stages), special technologies, colonies and tactic."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.api import WORKER_KINDS, cards, setup, table
from i18n.catalog import _, language, n_, p_
from renderer.fonts import fit, fold, fold_size, shrink, text_size
from renderer.games.tta.draw import (
    BLUE_TOKEN,
    INK,
    MUTED,
    PAPER,
    PAPER_DARK,
    WHITE,
    YELLOW_TOKEN,
    age_name,
    band_word,
    card_colour,
    card_name,
    centred,
    chip,
    display_name,
    heading,
    right,
    seat_colour,
    text,
    text_lines,
)
from renderer.games.tta.table import required_happy
from renderer.words import capitals

WIDTH = 1044
MARGIN = 16
SIDE_W = 300
MINI_W, MINI_H, MINI_GAP = 128, 94, 8
# Inside a technology's tile: its name on up to two lines, then workers, then stored tokens.
NAME_Y, WORKERS_Y, STORED_Y = 24, 60, 76
TOKEN = 13  # a token's step
HEADER = 64
CHIPS = 60


def mini(cid: str) -> Image.Image:
    """A technology in play: colour band, name, and room for its workers and tokens (drawn
    once per card and language)."""
    return _mini(cid, language())


@cache
def _mini(cid: str, lang: str) -> Image.Image:
    image = Image.new("RGB", (MINI_W, MINI_H), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, MINI_W - 1, 20], fill=card_colour(cid))
    c = cards()[cid]
    band = capitals(band_word(cid))
    size = shrink(band, 11, MINI_W - 30, 8)
    text(draw, (5, 3 + (11 - size) // 2), fit(band, size, MINI_W - 30), size)
    right(draw, MINI_W - 6, 3, c.age, 11)
    # Two lines: a longer name (another language's) is set smaller to stay within them.
    size = fold_size(card_name(cid), 13, MINI_W - 10, 2, 9)
    lines = fold(card_name(cid), size, MINI_W - 10)
    text_lines(
        draw, (5, NAME_Y), [*lines[:1], " ".join(lines[1:])] if lines[1:] else lines, size, step=size + 3
    )
    draw.rectangle([0, 0, MINI_W - 1, MINI_H - 1], outline=INK, width=2)
    return image


def _tokens(
    draw: ImageDraw.ImageDraw, x: int, y: int, n: int, colour: tuple[int, int, int], label: str
) -> None:
    """``n`` tokens as up to five discs and then the label; when the label would not fit beside
    them, one disc and "×n" before it."""
    room = MINI_W - 12
    shown = min(n, 5)
    caption = (f"×{n} " if n > shown else "") + label
    if caption and TOKEN * shown + 2 + text_size(caption, 12)[0] > room:
        shown, caption = 1, (f"×{n} " if n > 1 else "") + label
    for i in range(shown):
        draw.ellipse([x + TOKEN * i, y, x + TOKEN * i + 11, y + 11], fill=colour, outline=INK)
    if caption:
        text(draw, (x + TOKEN * shown + 2, y - 2), caption, 12, INK)


def _technologies(image: Image.Image, p: Mapping[str, Any], top: int) -> int:
    draw = ImageDraw.Draw(image)
    width = WIDTH - 2 * MARGIN - SIDE_W - 16
    y = heading(draw, MARGIN, top, width, _("Technologies (workers yellow, stored tokens blue)"), 16)
    order = {k: i for i, k in enumerate(WORKER_KINDS)}
    techs = sorted(p["technologies"], key=lambda t: (order.get(cards()[t].kind, 99), cards()[t].level, t))
    per_line = max(1, (width + MINI_GAP) // (MINI_W + MINI_GAP))
    blue: Mapping[str, int] = p.get("blue_tokens", {})
    for i, cid in enumerate(techs):
        line, col = divmod(i, per_line)
        x = MARGIN + col * (MINI_W + MINI_GAP)
        ty = y + line * (MINI_H + MINI_GAP)
        image.paste(mini(cid), (x, ty))
        _tokens(draw, x + 6, ty + WORKERS_Y, int(p["technologies"][cid]), YELLOW_TOKEN, "")
        c = cards()[cid]
        stored = int(blue.get(cid, 0))
        if stored:
            worth = stored * (c.token_value if c.kind in ("farm", "mine") else c.level)
            # i18n: what blue tokens on a farm or a mine are worth, beside them on a 128-pixel tile.
            worth_text = _("= {n} food", n=worth) if c.kind == "farm" else _("= {n} res.", n=worth)
            _tokens(draw, x + 6, ty + STORED_Y, stored, BLUE_TOKEN, worth_text)
    lines = (len(techs) + per_line - 1) // per_line
    return y + lines * (MINI_H + MINI_GAP)


def _side(image: Image.Image, p: Mapping[str, Any], top: int) -> int:
    draw = ImageDraw.Draw(image)
    x = WIDTH - MARGIN - SIDE_W
    y = heading(draw, x, top, SIDE_W, _("Banks and people"), 16)
    s = setup()
    yellow, blue = int(p["yellow_bank"]), int(p["blue_bank"])
    rows = [
        (_("Yellow bank: {n}", n=yellow), _("eats {n}", n=table(s.consumption, yellow))),
        (_("Blue bank: {n}", n=blue), _("corruption {n}", n=table(s.corruption, blue))),
        (
            _("Unused workers: {n}", n=p["unused_workers"]),
            n_("{n} discontent", "{n} discontent", int(p.get("discontent", 0))),
        ),
        (_("Food: {n}", n=p["food"]), _("Resources: {n}", n=p["resources"])),
    ]
    for left_text, right_text in rows:
        # The pair shares the column: a longer language sets it a point or two smaller.
        size = shrink(f"{left_text}  {right_text}", 14, SIDE_W, 10)
        text(draw, (x, y + 14 - size), left_text, size)
        right(draw, x + SIDE_W, y + 14 - size, right_text, size, MUTED)
        y += 21
    y = heading(draw, x, y + 8, SIDE_W, _("Leader, wonders, specials"), 16)
    for entry in _entries(p):
        y = text_lines(draw, (x, y), fold(entry, 14, SIDE_W), 14, step=20)
    if p.get("wonder_building"):
        y = _wonder(draw, x, y + 6, p)
    return y


def _entries(p: Mapping[str, Any]) -> list[str]:
    """The side's list: leader, wonders, special technologies, colonies, tactic."""
    entries = [_("Leader: {card}", card=card_name(p["leader"])) if p.get("leader") else _("No leader")]
    entries += [
        _("Wonder: {card} (ruined)", card=card_name(w["card"]))
        if w.get("ruined")
        else _("Wonder: {card}", card=card_name(w["card"]))
        for w in p.get("wonders", [])
    ]
    entries += [_("Special: {card}", card=card_name(c)) for c in p.get("specials", [])]
    entries += [_("Colony: {card}", card=card_name(c)) for c in p.get("colonies", [])]
    if p.get("tactic"):
        entries.append(_("Tactic: {card}", card=card_name(p["tactic"])))
    return entries


def _entry_lines(p: Mapping[str, Any]) -> int:
    lines = sum(len(fold(entry, 14, SIDE_W)) for entry in _entries(p))
    if p.get("wonder_building"):
        lines += len(fold(_("Building {card}", card=card_name(p["wonder_building"])), 14, SIDE_W))
    return lines


def _wonder(draw: ImageDraw.ImageDraw, x: int, y: int, p: Mapping[str, Any]) -> int:
    """The wonder being built: one box per stage, built stages filled."""
    cid = p["wonder_building"]
    y = text_lines(draw, (x, y), fold(_("Building {card}", card=card_name(cid)), 14, SIDE_W), 14, step=20)
    stages = cards()[cid].stages
    done = int(p.get("wonder_stages", 0))
    bx = x
    for i, cost in enumerate(stages):
        fill = BLUE_TOKEN if i < done else PAPER_DARK
        draw.rectangle([bx, y, bx + 40, y + 26], fill=fill, outline=INK)
        centred(draw, bx + 20, y + 4, str(cost), 14, WHITE if i < done else INK)
        bx += 46
    return y + 34


def tableau_height(p: Mapping[str, Any]) -> int:
    per_line = max(1, (WIDTH - 2 * MARGIN - SIDE_W - 16 + MINI_GAP) // (MINI_W + MINI_GAP))
    lines = (len(p["technologies"]) + per_line - 1) // per_line
    techs = HEADER + CHIPS + 40 + lines * (MINI_H + MINI_GAP)
    side = HEADER + CHIPS + 40 + 4 * 21 + 40 + 20 * _entry_lines(p) + (40 if p.get("wonder_building") else 0)
    return max(techs, side) + 16


def draw_tableau(image: Image.Image, view: Mapping[str, Any], p: Mapping[str, Any], top: int) -> int:
    draw = ImageDraw.Draw(image)
    colour, ink = seat_colour(view, p["player"])
    draw.rectangle([0, top, WIDTH, top + HEADER - 10], fill=colour)
    who = display_name(view, p["player"])
    who = _("{player} (resigned)", player=who) if p.get("resigned") else who
    text(draw, (MARGIN, top + 12), fit(who, 26, WIDTH - 380), 26, ink)
    right(draw, WIDTH - MARGIN, top + 8, card_name(p["government"]), 20, ink)
    right(
        draw,
        WIDTH - MARGIN,
        top + 32,
        _("round {round}, {age}", round=view["round"], age=age_name(str(view["age"]))),
        14,
        ink,
    )
    x, y = MARGIN, top + HEADER
    figures = [
        (p_("tableau figure", "culture"), str(p["culture_points"])),
        (p_("tableau figure", "culture/turn"), f"+{p.get('culture_rating', 0)}"),
        (p_("tableau figure", "science"), str(p["science_points"])),
        (p_("tableau figure", "science/turn"), f"+{p.get('science_rating', 0)}"),
        (p_("tableau figure", "strength"), str(p.get("strength", 0))),
        (
            p_("tableau figure", "happy / needed"),
            f"{p.get('happiness', 0)}/{required_happy(int(p['yellow_bank']))}",
        ),
        (
            p_("tableau figure", "civil actions"),
            f"{p.get('civil_actions_left', 0)}/{p.get('civil_total', 0)}",
        ),
        (
            p_("tableau figure", "military actions"),
            f"{p.get('military_actions_left', 0)}/{p.get('military_total', 0)}",
        ),
        (p_("tableau figure", "colonization"), f"+{p.get('colonization', 0)}"),
    ]
    for label, value in figures:
        x = chip(draw, x, y, label, value, PAPER_DARK) + 8
    y += CHIPS
    bottom = max(_technologies(image, p, y), _side(image, p, y))
    return max(bottom, top + tableau_height(p))


def render_tableau(view: Mapping[str, Any], player: str) -> Image.Image:
    p = next((q for q in view["players"] if q["player"] == player), None)
    if p is None:
        raise ValueError(f"There is no player {player!r} in this game.")
    image = Image.new("RGB", (WIDTH, tableau_height(p)), PAPER)
    draw_tableau(image, view, p, 0)
    return image
