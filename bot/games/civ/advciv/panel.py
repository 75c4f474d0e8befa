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

from bot.games.civ.advciv.words import card_name, is_calamity, is_tradable_calamity
from bot.games.civ.panel import panel_head
from engine.civ.advciv.api import ast, civ_cards, trade_cards

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
            lines.append(f"{c.name} ×{n} (face {c.value}) — set value {c.set_value(n)}")
    for card, n in sorted(counts.items()):
        if is_tradable_calamity(card):
            lines.append(
                f"⚠️ {card_name(card)} ×{n} (tradable calamity: pass it on in a trade, or it strikes you "
                "when trading ends)"
            )
    commodities = sum(n for card, n in counts.items() if card in tc.commodities)
    if commodities:
        lines.append(f"Total set value: **{total}**")
    lines.append(limit_line(commodities))
    return lines


def limit_line(commodities: int) -> str:
    limit = trade_cards().hand_limit
    if commodities > limit:
        return (
            f"Commodity cards: **{commodities} of {limit}** — after buying civilization cards you keep "
            f"{limit} and discard {commodities - limit}, shown to everyone."
        )
    return f"Commodity cards: {commodities} of {limit} (the limit kept after buying civilization cards)."


def score_lines(you: dict[str, Any], me: dict[str, Any], finished: bool = False) -> list[str]:
    """The score if the game ended now, and its parts (000 §35.1A)."""
    a = ast()
    cards = sum(civ_cards().cards[c].face_value for c in me.get("civ_cards", []))
    position = a.points_per_space * int(me.get("ast_position", 0))
    cities = a.points_per_city * int(me.get("cities", 0))
    hand = int(you.get("score", 0)) - int(me.get("public_score", 0))
    return [
        f"**{you.get('score', 0)}**" + (": your final score," if finished else " if the game ended now:"),
        f"civilization cards {cards} + commodity cards in hand {hand} + treasury {me.get('treasury', 0)} + "
        f"AST position {position} ({me.get('ast_position', 0)} × {a.points_per_space}) + cities {cities} "
        f"({me.get('cities', 0)} × {a.points_per_city}).",
        f"Others see {me.get('public_score', 0)}: everything but your hand.",
    ]


def calamity_lines(you: dict[str, Any]) -> list[str]:
    out = []
    for c in you.get("calamities", []):
        line = card_name(c["calamity"])
        if not c.get("revealed", True):
            line += " (drawn, secret until trading ends)"
        if c.get("traded_by"):
            line += " — traded to you"
        out.append(line)
    return out or ["None"]


def card_lines(me: dict[str, Any], you: dict[str, Any]) -> tuple[str, str]:
    held = [
        f"{card_name(c)} ({'/'.join(g.title() for g in civ_cards().cards[c].groups)})"
        for c in me.get("civ_cards", [])
        if c in civ_cards().cards
    ]
    credits = ", ".join(f"{card_name(k)} {v}" for k, v in sorted(you.get("credits", {}).items()))
    return ", ".join(held) or "None", credits


def panel_embed(game_id: int, view: dict[str, Any]) -> discord.Embed:
    embed, you, me = panel_head(game_id, view)
    hand = [c for c in you.get("hand", []) if not is_calamity(c) or is_tradable_calamity(c)]
    embed.add_field(name="Trade cards", value="\n".join(hand_lines(hand))[:FIELD], inline=False)
    score = "\n".join(score_lines(you, me, bool(view.get("finished"))))
    embed.add_field(name="Victory points", value=score[:FIELD], inline=False)
    embed.add_field(name="Calamities to resolve", value="\n".join(calamity_lines(you))[:FIELD], inline=False)
    embed.add_field(name="Treasury", value=str(me.get("treasury", 0)))
    embed.add_field(name="Stock", value=str(me.get("stock", 0)))
    embed.add_field(name="AST position", value=str(me.get("ast_position", 0)))
    cards, credits = card_lines(me, you)
    embed.add_field(name="Civilization cards", value=cards[:FIELD], inline=False)
    if credits:
        embed.add_field(name="Credits", value=credits[:FIELD], inline=False)
    return embed
