"""Civilization's words in the bot (and Advanced Civilization's where the two games agree): names
of areas, nations and cards, the engine's ids in a text replaced by names, the board as text.

Nothing here ever receives a player's private view, so nothing here can leak a hand; Advanced
Civilization's own card names are in ``bot.games.civ.advciv.words``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from bot.text import Names, count, listing, plain_seats
from engine import Event
from engine.civ.api import area_name, board, nation_name, place_name, setup, trade_cards
from engine.civ.api import civ1980_card_name as card_name
from i18n.catalog import _

# The printed names are the engine's (its narrator names areas, nations and cards the same way).
__all__ = [
    "area_name",
    "areas_text",
    "board_summary",
    "calamity_note",
    "card_label",
    "card_name",
    "cards_text",
    "id_label",
    "is_calamity_card",
    "nation_name",
    "place_name",
    "plain",
    "plain_places",
    "player_lines",
    "resolve_area",
    "with_nations",
]


def is_calamity_card(card: str) -> bool:
    return card in trade_cards().calamities


def card_label(card: str) -> str:
    """A trade card as every card list shows it: calamities are marked as such."""
    return f"⚠️ {card_name(card)} (calamity)" if is_calamity_card(card) else card_name(card)


def areas_text(areas: Iterable[str]) -> str:
    return listing(area_name(a) for a in areas)


def cards_text(cards: Iterable[str]) -> str:
    """Cards with multiplicities ("Iron×2, Salt"); calamities marked. For private texts only."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return (
        ", ".join(f"{card_label(c)}×{n}" if n > 1 else card_label(c) for c, n in sorted(counts.items()))
        or "none"
    )


@cache
def _place_pattern() -> re.Pattern[str]:
    ids = sorted({*board().areas, *setup().nations}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")


def plain_places(text: str) -> str:
    """An engine text with every area id and nation id replaced by its name."""

    def name(m: re.Match[str]) -> str:
        word = m.group(1)
        return area_name(word) if word in board().areas else nation_name(word)

    return _place_pattern().sub(name, text)


def with_nations(text: str, names: Names) -> str:
    """ "Africa (1456…)", the engine's way of naming a seat with its nation, as the seat's name."""
    seats = sorted({*names.controllers, *names.nations}, key=len, reverse=True)
    if not seats:
        return text
    alternatives = "|".join(re.escape(s) for s in seats)
    nations = "|".join(re.escape(n.name) for n in setup().nations.values())
    with_nation = re.compile(r"(?:(?:" + nations + r") )?\((" + alternatives + r")\)")
    return with_nation.sub(lambda m: names.short(m.group(1)), text)


def id_label(value: str, label_card: Callable[[str], str] = card_label) -> str:
    """An id among a decision's options as a player reads it: a nation, an area or a card."""
    if value in setup().nations:
        return nation_name(value)
    if value in board().areas:
        return area_name(value)
    return label_card(value)


def resolve_area(text: str, allowed: Iterable[str] | None = None) -> str | None:
    """The area a player typed: its id or its name, in any case; None if there is no such area."""
    wanted = text.strip().lower()
    pool = list(allowed) if allowed is not None else list(board().areas)
    for a in pool:
        if wanted in (a.lower(), area_name(a).lower(), a.replace("-", " ")):
            return a
    return None


def player_lines(view: dict[str, Any], n: Names) -> list[str]:
    """One line per player from the public view: what is on the board and in the open."""
    return [
        f"{n(p['player'])}: {count(p['tokens_on_board'], 'token')}, {count(p['cities'], 'city')}, "
        f"{count(p['ships'], 'ship')}, stock {p['stock']}, treasury {p['treasury']}, "
        f"{count(p['hand_size'], 'trade card')}"
        for p in view["players"]
    ]


def board_summary(view: dict[str, Any], n: Names, region: set[str] | None = None) -> str:
    """A text board (used when no renderer is available): who holds what, area by area."""
    lines = [f"**Round {view['round']} — {view['phase_title']}**", *player_lines(view, n)]
    b = view["board"]
    areas = sorted(set(b["tokens"]) | set(b["cities"]))
    if region is not None:
        areas = [a for a in areas if a in region]
    for a in areas:
        occ = ", ".join(f"{n.short(s)} {c}" for s, c in sorted(b["tokens"].get(a, {}).items()))
        city = f" city of {n.short(b['cities'][a])}" if a in b["cities"] else ""
        lines.append(f"· {area_name(a)}:{city} {occ}".rstrip())
    return "\n".join(lines)


def plain(text: str, names: Names) -> str:
    """An engine text in names: seats (with the nation the engine names them by), areas and
    nations."""
    return plain_places(plain_seats(with_nations(text, names), names))


def calamity_note(
    is_calamity: Callable[[str], bool], meaning: str
) -> Callable[[int, Event, Names], str | None]:
    """The DM line that tells a player he received a calamity in a trade, with what it
    ``means`` for him in this game (``DiscordGame.private_note``); None for any other event."""

    def note(game: int, e: Event, names: Names) -> str | None:
        if e.kind != "trade_received":
            return None
        calamities = [c for c in e.data.get("cards", []) if is_calamity(c)]
        if not calamities:
            return None
        what = _(" and ").join(f"**{names.card(c)}**" for c in calamities)
        text = _(
            "⚠️ Game #{game}: in your trade with {giver} you received {cards}, a calamity.",
            game=game,
            giver=names.short(str(e.data.get("giver", ""))),
            cards=what,
        )
        return f"{text} {_(meaning)}"

    return note
