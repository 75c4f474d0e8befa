"""Board images: rendered off the event loop from an observer view; a text board otherwise."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import discord

from bot.logs import log_event

T = TypeVar("T")
Renderer = Callable[[Mapping[str, Any], str | None], bytes]


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
        png = await asyncio.to_thread(render, view, region)
    except Exception as err:
        log_event("render_failed", error=type(err).__name__)
        return None
    return discord.File(io.BytesIO(png), filename=picture_name(view, region))


def picture_name(view: dict[str, Any], region: str | None) -> str:
    """The picture's file name: round, phase and what it shows, a player by his name (from
    ``view["names"]``), never by his seat id ("board-r4-action-tableau-ann.png")."""
    names: dict[str, str] = view.get("names") or {}
    seats = list(names)
    parts = [
        (slug(names[p]) or f"player-{seats.index(p) + 1}") if p in names else slug(p)
        for p in (region or "").split(":")
        if p
    ]
    return "-".join(["board", f"r{view['round']}", slug(str(view["phase"])), *parts]) + ".png"


def slug(text: str) -> str:
    """ASCII letters and digits of ``text`` in lower case, the rest one hyphen (a file name part)."""
    return re.sub(r"[^0-9a-z]+", "-", text.lower()).strip("-")
