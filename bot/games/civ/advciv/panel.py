"""The DM hand panel of an Advanced Civilization player: built from his own view only.

Beside what the 1980 panel shows (the hand with set values, calamities, treasury, stock,
civilization cards, credits) it shows the 8-card commodity limit (000 §31.71: kept after the
civilization cards are bought, the rest discarded in the open) and the victory points the
player would score if the game ended now (000 §35.1A), with where they come from.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from bot.games.civ.advciv.words import card_name, group_name, is_calamity, is_tradable_calamity
from bot.games.civ.panel import panel_head
from engine.civ.advciv.api import ast, civ_cards, trade_cards
from i18n.catalog import _

FIELD = 1024  # Discord's limit for an embed field


def hand_lines(hand: list[str]) -> list[str]:
    """Commodities grouped with their set values, then tradable calamities, then the limit."""
    tc = trade_cards()
    counts = Counter(hand)
    lines, total = [], 0
    for card, n in sorted(counts.items()):
        c = tc.commodities.get(card)
        if c is not None:
            total += c.set_value(n)
            lines.append(
                _(
                    "{card} ×{n} (face {face}) — set value {value}",
                    card=card_name(card),
                    n=n,
                    face=c.value,
                    value=c.set_value(n),
                )
            )
    for card, n in sorted(counts.items()):
        if is_tradable_calamity(card):
            lines.append(
                _(
                    "⚠️ {card} ×{n} (tradable calamity: pass it on in a trade, or it strikes you "
                    "when trading ends)",
                    card=card_name(card),
                    n=n,
                )
            )
    commodities = sum(n for card, n in counts.items() if card in tc.commodities)
    if commodities:
        lines.append(_("Total set value: **{total}**", total=total))
    lines.append(limit_line(commodities))
    return lines


def limit_line(commodities: int) -> str:
    limit = trade_cards().hand_limit
    if commodities > limit:
        return _(
            "Commodity cards: **{n} of {limit}** — after buying civilization cards you keep "
            "{limit} and discard {extra}, shown to everyone.",
            n=commodities,
            limit=limit,
            extra=commodities - limit,
        )
    return _(
        "Commodity cards: {n} of {limit} (the limit kept after buying civilization cards).",
        n=commodities,
        limit=limit,
    )


def score_lines(you: dict[str, Any], me: dict[str, Any], finished: bool = False) -> list[str]:
    """The score if the game ended now, and its parts (000 §35.1A)."""
    a = ast()
    cards = sum(civ_cards().cards[c].face_value for c in me.get("civ_cards", []))
    position = a.points_per_space * int(me.get("ast_position", 0))
    cities = a.points_per_city * int(me.get("cities", 0))
    hand = int(you.get("score", 0)) - int(me.get("public_score", 0))
    score = you.get("score", 0)
    return [
        _("**{score}**: your final score,", score=score)
        if finished
        else _("**{score}** if the game ended now:", score=score),
        _(
            "civilization cards {cards} + commodity cards in hand {hand} + treasury {treasury} + "
            "AST position {position} ({spaces} × {per_space}) + cities {cities} ({count} × {per_city}).",
            cards=cards,
            hand=hand,
            treasury=me.get("treasury", 0),
            position=position,
            spaces=me.get("ast_position", 0),
            per_space=a.points_per_space,
            cities=cities,
            count=me.get("cities", 0),
            per_city=a.points_per_city,
        ),
        _("Others see {score}: everything but your hand.", score=me.get("public_score", 0)),
    ]


def calamity_lines(you: dict[str, Any]) -> list[str]:
    out = []
    for c in you.get("calamities", []):
        card, secret, traded = card_name(c["calamity"]), not c.get("revealed", True), bool(c.get("traded_by"))
        if secret and traded:
            line = _("{card} (drawn, secret until trading ends) — traded to you", card=card)
        elif secret:
            line = _("{card} (drawn, secret until trading ends)", card=card)
        else:
            line = _("{card} — traded to you", card=card) if traded else card
        out.append(line)
    return out or [_("None")]


def card_lines(me: dict[str, Any], you: dict[str, Any]) -> tuple[str, str]:
    held = [
        f"{card_name(c)} ({'/'.join(group_name(g) for g in civ_cards().cards[c].groups)})"
        for c in me.get("civ_cards", [])
        if c in civ_cards().cards
    ]
    credits = ", ".join(f"{card_name(k)} {v}" for k, v in sorted(you.get("credits", {}).items()))
    return ", ".join(held) or _("None"), credits


def panel_embed(game_id: int, view: dict[str, Any]) -> discord.Embed:
    embed, you, me = panel_head(game_id, view)
    hand = [c for c in you.get("hand", []) if not is_calamity(c) or is_tradable_calamity(c)]
    embed.add_field(name=_("Trade cards"), value="\n".join(hand_lines(hand))[:FIELD], inline=False)
    score = "\n".join(score_lines(you, me, bool(view.get("finished"))))
    embed.add_field(name=_("Victory points"), value=score[:FIELD], inline=False)
    embed.add_field(
        name=_("Calamities to resolve"), value="\n".join(calamity_lines(you))[:FIELD], inline=False
    )
    embed.add_field(name=_("Treasury"), value=str(me.get("treasury", 0)))
    embed.add_field(name=_("Stock"), value=str(me.get("stock", 0)))
    embed.add_field(name=_("AST position"), value=str(me.get("ast_position", 0)))
    cards, credits = card_lines(me, you)
    embed.add_field(name=_("Civilization cards"), value=cards[:FIELD], inline=False)
    if credits:
        embed.add_field(name=_("Credits"), value=credits[:FIELD], inline=False)
    return embed
