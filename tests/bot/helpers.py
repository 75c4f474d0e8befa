"""Driving games through simcord: create, join, start, and answer DM prompts."""

from __future__ import annotations

from typing import Any

from bot.app import CivBot
from bot.live_game import LiveGame
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


async def announced(world: Any) -> None:
    """Wait until the bot has sent everything about the changes made so far.

    ``service.act`` called from the test (not from a click) starts the notifier in a task
    simcord does not own, so ``settle`` alone would not wait for it.
    """
    await bot_of(world.env).service.settle()
    await world.env.settle()


async def set_up(world: Any, live: LiveGame) -> None:
    """After a test changed ``live.state`` by hand (entered a phase, dealt cards): make every
    seat's prompt current and announce it, as the start of a phase would."""
    from bot.live_game import Change

    bot = bot_of(world.env)
    assert live.state is not None
    live.forget_decisions()  # changes by hand are no version of the game
    change = Change(phase_changed=True)
    bot.service._update_epochs(live, "", True, change, live.version)
    async with live.notify_lock:
        await bot.notifier.changed(live, change)
    await world.env.settle()


async def act_as(world: Any, live: LiveGame, seat: str, build: Any) -> None:
    """``seat`` acts through the service (as its click would), and the bot announces it."""
    await bot_of(world.env).service.act(live, live.controller(seat), build)
    await announced(world)


async def past_setup(w: Any, n: int = 3, **options: Any) -> tuple[LiveGame, Any]:
    """A started game whose nations are chosen (by the defaults): round 1 has begun."""
    live, thread = await new_game(w, n, **options)
    await start(w, thread)
    while live.state is not None and live.state.phase == "setup":
        await answer_default(w, live)
    return live, thread
