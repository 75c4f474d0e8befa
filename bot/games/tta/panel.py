"""A Through the Ages player's DM hand panel: his civil cards (what each does, what developing
it costs against his science, what playing an action card costs now) and his military cards,
with his key figures. Built only from
his own view (``view_for(g, seat)``), sent only to his DM."""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from engine.tta.api import hand_price, line
from i18n.catalog import _


def _cards(hand: list[str], prices: dict[str, Any] | None = None) -> str:
    """One line per card (×n for copies); an action card with what playing it costs now."""
    counts = Counter(hand)
    prices = prices or {}
    rows = [
        f"{line(c)}"
        + (f" ×{n}" if n > 1 else "")
        + (" " + _("[play: {price}]", price=hand_price(prices[c])) if c in prices else "")
        for c, n in sorted(counts.items())
    ]
    return "\n".join(rows) or _("None")


def tta_panel_embed(game_id: int, view: dict[str, Any]) -> discord.Embed:
    you = view["you"]
    me: dict[str, Any] = next((p for p in view["players"] if p["player"] == you["player"]), {})
    embed = discord.Embed(
        title=_("Game #{id} — your hand", id=game_id),
        description=_("Only you can see this panel; it updates itself."),
    )
    civil, military = list(you["civil_hand"]), list(you["military_hand"])
    civil_text = _cards(civil, you.get("action_card_prices"))
    embed.add_field(name=_("Civil cards ({n})", n=len(civil)), value=civil_text[:1024], inline=False)
    embed.add_field(
        name=_("Military cards ({n})", n=len(military)), value=_cards(military)[:1024], inline=False
    )
    embed.add_field(name=_("Science"), value=str(me.get("science_points", 0)))
    embed.add_field(name=_("Culture"), value=str(me.get("culture_points", 0)))
    embed.add_field(name=_("Food / resources"), value=f"{me.get('food', 0)} / {me.get('resources', 0)}")
    return embed
