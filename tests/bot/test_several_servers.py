"""Several servers at once: a game in each of two guilds and a second game in one guild's channel,
played side by side. Each thread gets only its own game's posts; each player's DMs are only for
the games they play (a player in games of both guilds gets both, and nothing else)."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from bot.live_game import LiveGame
from engine import pending
from tests.bot.helpers import bot_of, custom_ids, prompt_message, texts

GAME_NUMBER = re.compile(r"[Gg]ame #(\d+)")
MENTION = re.compile(r"<@(\d+)>")


async def create(world, creator, channel, others) -> tuple[LiveGame, Any]:
    r = await creator.slash(channel, "game create", players=1 + len(others))
    assert "created" in texts(r), texts(r)
    thread = channel.threads[-1]
    for p in others:
        r = await p.slash(thread, "game join")
        assert "joined" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None
    r = await creator.slash(thread, "game start")
    assert "started" in texts(r), texts(r)
    return live, thread


async def answer(world, actors: dict[int, Any], live: LiveGame) -> None:
    """One decision of ``live``, answered with the default through its DM prompt."""
    d = pending(live.state)[0]
    user = actors[live.controller(d.player)]
    msg = prompt_message(world, user, live.id)
    marker = ":me" if d.kind == "movement" else ":df:"
    before = live.version
    r = await user.user.click(msg, custom_id=next(i for i in custom_ids(msg) if marker in i))
    assert live.version > before, texts(r)


def default(g: Any, seat: str) -> Any:
    return next(d.default for d in pending(g) if d.player == seat)


def bot_messages(world, channel_id: int) -> list[Any]:
    bot_id = bot_of(world.env).user.id
    stored = world.env.backend.messages.get(channel_id, {})
    return [m for m in stored.values() if m.author_id == bot_id]


def words(message: Any) -> str:
    """Everything a message says: content and embeds."""
    return message.content + " ".join(str(e) for e in message.embeds)


async def test_games_in_two_guilds_and_two_in_one_channel_stay_apart(world):
    env = world.env
    ann, bob, cy = world.players
    sam = world.spectator
    other = env.create_guild("Other Server")
    general = other.create_text_channel("general")
    dan, eve = (other.add_member(env.create_user(n)) for n in ("dan", "eve"))
    ann2 = other.add_member(ann.user)  # ann plays on both servers

    a, thread_a = await create(world, ann, world.channel, [bob, cy])
    b, thread_b = await create(world, bob, world.channel, [sam])  # same channel as game A
    c, thread_c = await create(world, dan, general, [eve, ann2])
    games = [a, b, c]
    assert len({g.id for g in games}) == 3 and thread_a.id != thread_b.id
    assert a.row.guild_id == b.row.guild_id != c.row.guild_id

    actors = {p.id: p for p in (ann, bob, cy, sam, dan, eve)}
    service = bot_of(env).service
    for _ in range(4):
        # Clicks take turns (simcord runs one interaction at a time)...
        for g in games:
            await answer(world, actors, g)
        # ... while decisions applied at once make the three games' announcements interleave.
        await asyncio.gather(
            *(service.act(g, g.controller(pending(g.state)[0].player), default) for g in games)
        )
        await service.settle()  # started outside a simcord operation: wait for them here
        await env.settle()
    assert all(g.state is not None and g.version >= 8 for g in games)

    # Each thread: only its own game's number and its own players.
    for live, thread in ((a, thread_a), (b, thread_b), (c, thread_c)):
        posts = bot_messages(world, thread.id)
        assert posts
        players = {int(s) for s in live.seats}
        for m in posts:
            text = words(m)
            assert {int(n) for n in GAME_NUMBER.findall(text)} <= {live.id}, text
            assert {int(u) for u in MENTION.findall(text)} <= players, text
    # Nothing about these games went to the parent channels but the "created" answers.
    for channel in (world.channel, general):
        for m in bot_messages(world, channel.id):
            assert "created" in m.content or not GAME_NUMBER.search(words(m)), m.content

    # Each player's DMs: only the games they play, and every one of them.
    plays = {uid: {g.id for g in games if g.seat_of(uid)} for uid in actors}
    assert plays[ann.id] == {a.id, c.id} and plays[bob.id] == {a.id, b.id}
    for uid, mine in plays.items():
        dm = env.backend.dm_channels.get(uid)
        dms = bot_messages(world, dm) if dm is not None else []
        seen = {int(n) for m in dms for n in GAME_NUMBER.findall(words(m))}
        assert seen == mine, (actors[uid].name, seen, mine)
        panels = {int(n) for m in dms for e in m.embeds for n in GAME_NUMBER.findall(e.get("title") or "")}
        assert panels == mine, (actors[uid].name, panels)

    # /mygames: ann's games on both servers, each with its server and its thread.
    r = await ann.slash(thread_a, "mygames")
    mine = texts(r)
    assert r.ephemeral and f"Civilization #{a.id}** on Civ Server" in mine, mine
    assert f"Civilization #{c.id}** on Other Server" in mine and f"#{b.id}" not in mine, mine
    assert f"/{other.id}/{thread_c.id}" in mine
