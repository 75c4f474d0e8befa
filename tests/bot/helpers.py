"""Driving games through simcord: create, join, start, and answer DM prompts."""

from __future__ import annotations

from typing import Any

from bot.app import CivBot
from bot.live import LiveGame
from engine import pending


def bot_of(env: Any) -> CivBot:
    bot: CivBot = env.bot
    return bot


async def new_game(w: Any, n: int = 3, **options: Any) -> tuple[LiveGame, Any]:
    ann = w.players[0]
    r = await ann.slash(w.channel, "game create", players=n, **options)
    assert "created" in texts(r), texts(r)
    thread = w.channel.threads[-1]
    for p in w.players[1:n]:
        r = await p.slash(thread, "game join")
        assert "joined" in r.response.content
    bot = bot_of(w.env)
    live = await bot.service.in_thread(thread.id)
    assert live is not None
    return live, thread


async def start(w: Any, thread: Any) -> None:
    r = await w.players[0].slash(thread, "game start")
    assert "started" in texts(r), texts(r)


def texts(r: Any) -> str:
    """Everything an interaction answered: the response and its follow-ups."""
    parts = [r.response.content] if r.response is not None else []
    parts += [f.content for f in r.followups]
    return "\n".join(parts)


def user_of(w: Any, live: LiveGame, seat: str) -> Any:
    uid = live.controller(seat)
    for p in [*w.players, w.spectator, w.admin]:
        if p.id == uid:
            return p
    raise AssertionError(f"no actor for {uid}")


def prompt_message(w: Any, user: Any, game_id: int) -> Any:
    """The newest DM from the bot to ``user`` that has components for ``game_id``."""
    from simcord.results import to_discord_message

    env = w.env
    channel = env.backend.get_dm_channel(user.id)
    stored = env.backend.messages.get(channel.id, {})
    for mid in sorted(stored, reverse=True):
        m = stored[mid]
        if m.components and f"Game #{game_id}" in (m.content or ""):
            return to_discord_message(env, m)
    raise AssertionError(f"no prompt in {user.name}'s DMs")


def custom_ids(message: Any) -> list[str]:
    out = []
    for row in message.components:
        for c in getattr(row, "children", [row]):
            if getattr(c, "custom_id", None):
                out.append(c.custom_id)
    return out


async def answer_default(w: Any, live: LiveGame) -> str:
    """Answer one pending decision through its DM prompt with the default (or 'Done')."""
    g = live.state
    assert g is not None
    d = pending(g)[0]
    user = user_of(w, live, d.player)
    msg = prompt_message(w, user, live.id)
    ids = custom_ids(msg)
    marker = ":me" if d.kind == "movement" else ":df:"
    cid = next(i for i in ids if marker in i)
    r = await user.user.click(msg, custom_id=cid)
    assert "out of date" not in texts(r) and "not" not in texts(r), texts(r)
    return d.kind
