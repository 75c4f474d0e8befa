"""A player whose DMs are closed: Discord answers 403/50007 to every DM. simcord simulates it with
an injected fault on the player's DM channel (its own 50007 is only for DMs to bots). The thread is
told once per game and player, with nothing secret; the game goes on and the player answers
through ``/orders``."""

from __future__ import annotations

from bot.app import CivBot
from engine import pending
from tests.bot.helpers import answer_default, bot_of, custom_ids, new_game, start, texts, user_of

CLOSED = "cannot send you direct messages"


def close_dms(world, user) -> int:
    channel = world.env.backend.get_dm_channel(user.id)
    world.env.inject_error(
        "POST",
        f"/channels/{channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    return channel.id


def warnings(thread) -> list:
    return [m for m in thread.history() if CLOSED in m.content]


async def answer_all(world, live, thread, closed_user, steps: int) -> int:
    """Answer ``steps`` decisions with the default: by DM, or by /orders for the closed player.

    Returns how many the closed player answered."""
    his = 0
    for _ in range(steps):
        d = pending(live.state)[0]
        user = user_of(world, live, d.player)
        before = live.version
        if user is closed_user:
            r = await user.slash(thread, "orders")
            assert r.ephemeral and f"Game #{live.id}" in texts(r), texts(r)
            marker = ":me" if d.kind == "movement" else ":df:"  # as answer_default does
            default = next(i for i in custom_ids(r.response.message) if marker in i)
            await user.click(r.response, custom_id=default)
            his += 1
        else:
            await answer_default(world, live)
        assert live.version > before
    return his


async def test_closed_dms_are_reported_once_per_game_and_the_game_goes_on(world, settings):
    bob = world.players[1]
    dm = close_dms(world, bob)
    live, thread = await new_game(world)
    await start(world, thread)
    [warning] = warnings(thread)
    assert warning.content.startswith(f"<@{bob.id}>") and f"game #{live.id}" in warning.content
    assert "**My orders**" in warning.content and "`/orders`" in warning.content
    assert bob.id in [u.id for u in warning.mentions]  # he is pinged, as his DMs cannot reach him
    assert world.env.backend.messages.get(dm, {}) == {}  # nothing reached him
    ann = world.players[0]
    assert any(m.embeds for m in ann.user.dm_channel.history())  # the others' DMs still go out

    assert await answer_all(world, live, thread, bob, steps=9) > 0
    assert len(warnings(thread)) == 1

    # The mark is kept with the game: no second warning after a restart.
    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    live = await bot_of(world.env).service.get(live.id)
    await answer_all(world, live, thread, bob, steps=3)
    assert len(warnings(thread)) == 1

    # Another game is another thread: told there once too.
    live2, thread2 = await new_game(world)
    await start(world, thread2)
    assert len(warnings(thread2)) == 1 and len(warnings(thread)) == 1
    # The warning holds nothing from his hand or his prompts.
    # (Only the game's number differs: a bare replace of the digit would also change his id.)
    assert warnings(thread2)[0].content.replace(f"game #{live2.id}", f"game #{live.id}") == warning.content
