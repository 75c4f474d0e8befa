"""The DM hand panel: a player's secrets, edited in place whenever they change.

Built only from the player's own view (``view_for(g, seat)``); it is sent to that player's DM
and never to a channel. The panel is an embed (text: searchable, read by screen readers) with,
when the renderer is available, a PNG of the hand (``renderer.render_hand``) drawn off the event
loop; without the image (no renderer, or drawing failed) the text alone is the panel.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
from collections import Counter
from collections.abc import Callable
from typing import Any

import discord

from bot.board import optional_renderer
from bot.logs import log_event
from bot.text import card_label, card_name
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


# Draws a player's hand from that player's own view (``view_for(g, seat)``).
HandRenderer = Callable[[dict[str, Any]], bytes]


def _hand_renderer() -> HandRenderer:
    from renderer import render_hand

    return render_hand


def load_hand_renderer() -> HandRenderer | None:
    return optional_renderer(_hand_renderer)


def hand_renderer_for(board: Callable[..., bytes] | None) -> HandRenderer | None:
    """The hand is drawn by the renderer package the board comes from.

    A bot given no board renderer, or a stand-in (bot tests pass one that refuses), posts text
    boards; its panels are then text too, rather than loading the real renderer behind its back.
    """
    module = str(getattr(board, "__module__", "") or "")
    if board is None or module.split(".")[0] != "renderer":
        return None
    return load_hand_renderer()


def hand_filename(game_id: int) -> str:
    return f"hand-{game_id}.png"


async def hand_png(view: dict[str, Any], render: HandRenderer | None) -> bytes | None:
    """The PNG of the hand in a *player's* view, or None (no renderer, or drawing failed)."""
    if view.get("role") != "player" or "you" not in view:
        raise ValueError("hands are drawn from the player's own view only")
    if render is None:
        return None
    try:
        return await asyncio.to_thread(render, view)
    except Exception as err:
        log_event("hand_render_failed", error=type(err).__name__)
        return None


def hand_file(game_id: int, png: bytes) -> discord.File:
    """A fresh File each time: a File is consumed by the request that uploads it."""
    return discord.File(io.BytesIO(png), filename=hand_filename(game_id))


def digest(embed: discord.Embed, view: dict[str, Any] | None = None, image: bool = False) -> str:
    """What the panel shows: the embed, the cards the image draws, and whether there is an image.

    A panel stored without its image (drawing failed) therefore differs from the one wanted
    with it, so the next change tries the image again.
    """
    you = (view or {}).get("you", {})
    drawn = {
        "hand": you.get("hand"),
        "civ_cards": you.get("civ_cards"),
        "civil_hand": you.get("civil_hand"),
        "military_hand": you.get("military_hand"),
        "options": (view or {}).get("options"),
    }
    data = repr(embed.to_dict()) + json.dumps(drawn, sort_keys=True, default=str) + ("png" if image else "")
    return hashlib.sha1(data.encode()).hexdigest()[:16]
