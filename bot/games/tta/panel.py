"""A Through the Ages player's DM hand panel: his civil cards (what each does, what developing
it costs against his science) and his military cards, with his key figures. Built only from
his own view (``view_for(g, seat)``), sent only to his DM."""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from engine.tta.api import line


def _cards(hand: list[str]) -> str:
    counts = Counter(hand)
    rows = [f"{line(c)}" + (f" ×{n}" if n > 1 else "") for c, n in sorted(counts.items())]
    return "\n".join(rows) or "None"


def tta_panel_embed(game_id: int, view: dict[str, Any]) -> discord.Embed:
    you = view["you"]
    me: dict[str, Any] = next((p for p in view["players"] if p["player"] == you["player"]), {})
    embed = discord.Embed(
        title=f"Game #{game_id} — your hand",
        description="Only you can see this panel; it updates itself.",
    )
    civil, military = list(you["civil_hand"]), list(you["military_hand"])
    embed.add_field(name=f"Civil cards ({len(civil)})", value=_cards(civil)[:1024], inline=False)
    embed.add_field(name=f"Military cards ({len(military)})", value=_cards(military)[:1024], inline=False)
    embed.add_field(name="Science", value=str(me.get("science_points", 0)))
    embed.add_field(name="Culture", value=str(me.get("culture_points", 0)))
    embed.add_field(name="Food / resources", value=f"{me.get('food', 0)} / {me.get('resources', 0)}")
    return embed
