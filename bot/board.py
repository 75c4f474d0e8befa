"""Board images: rendered off the event loop from an observer view; a text board otherwise."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import Any, TypeVar

import discord

from bot.logs import log_event

T = TypeVar("T")
Renderer = Callable[..., bytes]


def optional_renderer(load: Callable[[], T]) -> T | None:
    """What ``load`` imports from the renderer package, or None when it cannot be loaded: the bot
    then posts text (a renderer still being written must not stop the bot)."""
    try:
        return load()
    except ImportError:
        return None
    except Exception as err:
        log_event("renderer_unavailable", error=type(err).__name__)
        return None


def _board_renderer() -> Renderer:
    from renderer import render

    return render


def load_renderer() -> Renderer | None:
    return optional_renderer(_board_renderer)


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
    picture = f"-{region.replace(':', '-')}" if region else ""
    name = f"board-r{view['round']}-{view['phase']}{picture}.png"
    return discord.File(io.BytesIO(png), filename=name)
