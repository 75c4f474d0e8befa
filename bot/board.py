"""Board images: rendered off the event loop from an observer view; a text board otherwise."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import Any

import discord

from bot.logs import log_event

Renderer = Callable[..., bytes]


def load_renderer() -> Renderer | None:
    try:
        from renderer import render
    except ImportError:
        return None
    except Exception as err:  # a renderer still being written must not stop the bot
        log_event("renderer_unavailable", error=type(err).__name__)
        return None
    fn: Renderer = render
    return fn


async def board_file(
    view: dict[str, Any], region: str | None = None, renderer: Renderer | None = None
) -> discord.File | None:
    """A PNG of the board for a *public* view, or None when no renderer is available."""
    if view.get("role") == "player" or "private" in view:
        raise ValueError("boards are rendered from observer views only")
    render = renderer or load_renderer()
    if render is None:
        return None
    try:
        png = await asyncio.to_thread(render, view, region=region)
    except Exception as err:
        log_event("render_failed", error=type(err).__name__)
        return None
    name = f"board-r{view['round']}-{view['phase']}{'-' + region if region else ''}.png"
    return discord.File(io.BytesIO(png), filename=name)
