"""The DM hand panel of every game: a player's secrets, edited in place whenever they change
(each game's panel embed is its own: ``DiscordGame.panel``).

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
from collections.abc import Callable
from typing import Any

import discord

from bot.board import optional_renderer
from bot.logs import log_event

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
