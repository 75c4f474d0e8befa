"""The lobby's post in a game's thread: the seats, options and deadlines, with Join, Leave and Start;
edited as the lobby changes, and closed ("Started.", "Ended.") when it is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components import button, make_view
from bot.ids import cid
from bot.live import ENDED, LOBBY, BotError, LiveGame
from engine import spec

if TYPE_CHECKING:
    from bot.app import CivBot


def lobby_text(live: LiveGame) -> str:
    m = live.meta
    seats = (
        "\n".join(
            f"{i + 1}. {live.ai_label(s) if live.is_ai(s) else f'<@{s}>'}" for i, s in enumerate(m["seats"])
        )
        or "nobody yet"
    )
    opts = ", ".join(f"{k}={v}" for k, v in m["options"].items()) or "defaults"
    titles = dict(live.rules().phase_table())
    deadlines = ", ".join(f"{titles.get(k, k)} {v} min" for k, v in m["deadlines"].items())
    title = spec(live.game, offered_only=False).title
    return (
        f"**Game #{live.id}** — {title}, lobby ({len(m['seats'])}/{m['max_players']} players)\n{seats}\n"
        f"Options: {opts}\nDeadlines: {deadlines}\n"
        "Join below; the creator starts the game when everyone is in."
    )


def lobby_view(live: LiveGame) -> discord.ui.View | None:
    v = live.version
    return make_view(
        [
            button("Join", cid(live.id, v, None, "join"), discord.ButtonStyle.success),
            button("Leave", cid(live.id, v, None, "leave")),
            button("Start", cid(live.id, v, None, "start"), discord.ButtonStyle.primary),
        ]
    )


async def refresh_lobby(bot: CivBot, live: LiveGame) -> None:
    """Post the lobby's message (the first time) or edit it to show the lobby as it is now."""
    where = live.meta.get("lobby_message")
    if not where:
        if live.row.status != LOBBY:
            return
        msg = await bot.notifier.post(live, lobby_text(live), view=lobby_view(live))
        if msg is not None:
            live.meta["lobby_message"] = [msg.channel.id, msg.id]
            await bot.service.save_meta(live)
        return
    closed = live.row.status != LOBBY
    state = "**Ended.**" if live.row.status == ENDED and live.state is None else "**Started.**"
    await bot.notifier.edit(
        where,
        content=lobby_text(live) + (f"\n{state}" if closed else ""),
        view=None if closed else lobby_view(live),
    )


def phase_named(live: LiveGame, text: str) -> str:
    """The phase a game master named for its deadline: "default", or a phase of the game by its
    title, with or without its number ("Phase 10: Trade", "trade") or by its id; refused in the
    game's words."""
    wanted = text.strip().casefold()
    if wanted == "default":
        return "default"
    for name, title in live.rules().phase_table():
        short = title.partition(": ")[2] or title
        if wanted in (name.casefold(), title.casefold(), short.casefold()):
            return name
    shown = "; ".join(title for _, title in live.rules().phase_table())
    what = f"There is no phase called {text.strip()!r} here" if wanted else "Name a phase"
    raise BotError(f"{what}. The phases: {shown} (or default).")
