"""The DM hand panel of a Civilization player: built from his own view only (his trade cards
with their set values, his calamities, treasury, stock, civilization cards and credits)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from bot.games.civ.words import card_label, card_name
from engine.civ.api import is_calamity, is_commodity, trade_cards


def hand_lines(hand: list[str]) -> list[str]:
    counts = Counter(hand)
    tc = trade_cards()
    lines = []
    total = 0
    for card, n in sorted(counts.items(), key=lambda kv: (not is_commodity(kv[0]), kv[0])):
        if is_commodity(card):
            c = tc.commodities[card]
            value = c.set_value(n)
            total += value
            lines.append(f"{c.name} ×{n} (face {c.value}) — set value {value}")
        elif is_calamity(card):
            lines.append(f"{card_label(card)} ×{n} — tradable")
    if counts:
        lines.append(f"Total set value: **{total}**")
    return lines or ["No trade cards."]


def panel_head(game_id: int, view: dict[str, Any]) -> tuple[discord.Embed, dict[str, Any], dict[str, Any]]:
    """The panel's embed with its title, the viewer's private part and his public row."""
    you: dict[str, Any] = view["you"]
    me: dict[str, Any] = next((p for p in view["players"] if p["player"] == you["player"]), {})
    title = f"Game #{game_id} — your hand"
    if me.get("nation_name"):
        title += f" ({me['nation_name']})"
    embed = discord.Embed(title=title, description="Only you can see this panel; it updates itself.")
    return embed, you, me


def panel_embed(game_id: int, view: dict[str, Any]) -> discord.Embed:
    embed, you, me = panel_head(game_id, view)
    embed.add_field(name="Trade cards", value="\n".join(hand_lines(you.get("hand", [])))[:1024], inline=False)
    calamities = [
        f"{card_label(c['calamity'])}"
        + ("" if c.get("revealed", True) else " (secret)")
        + (" — traded to you" if c.get("traded_by") else "")
        for c in you.get("calamities", [])
    ]
    embed.add_field(name="Calamities to resolve", value="\n".join(calamities)[:1024] or "None", inline=False)
    embed.add_field(name="Treasury", value=str(me.get("treasury", 0)))
    embed.add_field(name="Stock", value=str(me.get("stock", 0)))
    cards = ", ".join(card_name(c) for c in me.get("civ_cards", [])) or "None"
    embed.add_field(name="Civilization cards", value=cards[:1024], inline=False)
    credits = you.get("credits")
    if credits:
        embed.add_field(
            name="Credits",
            value=", ".join(f"{card_name(k)} {v}" for k, v in credits.items())[:1024],
            inline=False,
        )
    return embed
