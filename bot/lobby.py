"""The lobby's post in a game's thread: the seats, options and deadlines, with Join, Leave and Start;
edited as the lobby changes, and closed ("Started.", "Ended.") when it is over."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.components import button, make_view
from bot.ids import cid
from bot.languages import in_thread
from bot.live_game import ENDED, LOBBY, BotError, LiveGame
from engine import spec
from i18n.catalog import _, n_, p_

if TYPE_CHECKING:
    from bot.app import CivBot


def lobby_text(live: LiveGame) -> str:
    """The lobby's post, in the game's language whoever's click or command shows it."""
    with in_thread(live):
        return _lobby_text(live)


def _deadline_name(key: str, titles: dict[str, str]) -> str:
    """What a deadline is set for: a phase by its title (a message the game marks), or every
    phase without its own ("default")."""
    if key in titles:
        return _(titles[key])
    return p_("deadline", "default") if key == "default" else key


def _lobby_text(live: LiveGame) -> str:
    m = live.meta
    seats = "\n".join(
        f"{i + 1}. {live.ai_label(s) if live.is_ai(s) else f'<@{s}>'}" for i, s in enumerate(m["seats"])
    ) or _("nobody yet")
    opts = ", ".join(f"{k}={v}" for k, v in m["options"].items()) or _("defaults")
    titles = dict(live.rules().phase_table())
    deadlines = ", ".join(
        n_("{phase} {n} min", "{phase} {n} min", int(v), phase=_deadline_name(k, titles))
        for k, v in m["deadlines"].items()
    )
    title = spec(live.game, offered_only=False).title
    head = _(
        "**Game #{game}** — {title}, lobby ({seated}/{seats} players)",
        game=live.id,
        title=title,
        seated=len(m["seats"]),
        seats=m["max_players"],
    )
    return "\n".join(
        [
            head,
            seats,
            _("Options: {options}", options=opts),
            _("Deadlines: {deadlines}", deadlines=deadlines),
            _("Join below; the creator starts the game when everyone is in."),
        ]
    )


def lobby_view(live: LiveGame) -> discord.ui.View | None:
    v = live.version
    with in_thread(live):
        return make_view(
            [
                button(_("Join"), cid(live.id, v, None, "join"), discord.ButtonStyle.success),
                button(_("Leave"), cid(live.id, v, None, "leave")),
                button(_("Start"), cid(live.id, v, None, "start"), discord.ButtonStyle.primary),
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
    with in_thread(live):
        state = _("**Ended.**") if live.row.status == ENDED and live.state is None else _("**Started.**")
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
    shown = "; ".join(title for _name, title in live.rules().phase_table())
    if not wanted:
        raise BotError(_("Name a phase. The phases: {phases} (or default).", phases=shown))
    raise BotError(
        _(
            "There is no phase called {name} here. The phases: {phases} (or default).",
            name=repr(text.strip()),
            phases=shown,
        )
    )
