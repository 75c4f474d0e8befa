"""Restarts resume every game exactly; deadlines fire through the virtual clock."""

from __future__ import annotations

from bot.app import CivBot
from engine import pending, state_hash
from tests.bot.helpers import (
    answer_default,
    bot_of,
    custom_ids,
    new_game,
    prompt_message,
    start,
    texts,
    user_of,
)


async def to_movement(world, live):
    for _ in range(60):
        if live.state.phase == "movement":
            return
        await answer_default(world, live)
    raise AssertionError("movement never came")


async def test_restart_in_movement_keeps_state_prompts_and_deadline(world, settings):
    live, thread = await new_game(world)
    await start(world, thread)
    await to_movement(world, live)
    g = live.state
    d = pending(g)[0]
    user = user_of(world, live, d.player)
    src = next(iter(d.options["unmoved_tokens"]))
    dest = d.options["land_moves"][src][0]
    r = await user.slash(thread, "move", **{"from": src, "to": dest, "count": 1})
    assert "Moved 1" in texts(r), texts(r)
    before_hash, before_version = state_hash(live.state), live.version
    before_due = live.meta["deadline"]["due"]
    old_prompt = prompt_message(world, user, live.id)

    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    bot = bot_of(world.env)
    live2 = await bot.service.get(live.id)
    assert live2 is not live and live2.state is not None
    assert state_hash(live2.state) == before_hash and live2.version == before_version
    assert live2.meta["deadline"]["due"] == before_due
    assert await bot.db.timer(live.id) is not None
    # The prompt sent before the restart still works.
    end = next(i for i in custom_ids(old_prompt) if ":me" in i)
    r = await user.user.click(old_prompt, custom_id=end)
    assert live2.version == before_version + 1
    assert pending(live2.state)[0].player != d.player or live2.state.phase != "movement"


async def test_deadline_applies_default_and_reminders_go_out_once(world):
    live, thread = await new_game(world)
    await start(world, thread)
    chooser = pending(live.state)[0].player
    user = user_of(world, live, chooser)
    before = live.version

    def reminders():
        return [m for m in user.user.dm_channel.history() if "Reminder" in m.content]

    await world.env.advance_time(600 * 60 - 61 * 60)
    assert reminders() == [] and live.version == before
    await world.env.advance_time(2 * 60)
    assert len(reminders()) == 1
    await world.env.advance_time(5 * 60)
    assert len(reminders()) == 1
    await world.env.advance_time(55 * 60)
    assert len(reminders()) == 2
    assert live.version > before
    assert live.state.player_states[chooser].nation  # the default nation was taken
    assert any("Time is up" in m.content for m in thread.history())


async def test_pause_freezes_deadline_and_extend_moves_it(world):
    live, thread = await new_game(world)
    await start(world, thread)
    ann = world.players[0]
    before = live.version
    r = await ann.slash(thread, "gm pause")
    assert live.row.status == "paused"
    await world.env.advance_time(700 * 60)
    assert live.version == before
    # Players cannot act while paused.
    d = pending(live.state)[0]
    u = user_of(world, live, d.player)
    msg = prompt_message(world, u, live.id)
    r = await u.user.click(msg, custom_id=next(i for i in custom_ids(msg) if ":df:" in i))
    assert "paused" in texts(r) and live.version == before
    await ann.slash(thread, "gm resume")
    r = await ann.slash(thread, "gm extend", minutes=60)
    assert "extended" in texts(r)
    await world.env.advance_time(650 * 60)
    assert live.version == before
    await world.env.advance_time(15 * 60)
    assert live.version > before


async def test_non_master_cannot_pause_but_admin_can(world):
    live, thread = await new_game(world)
    await start(world, thread)
    r = await world.players[1].slash(thread, "gm pause")
    assert r.ephemeral and "creator" in texts(r)
    assert live.row.status == "running"
    await world.admin.slash(thread, "gm pause")
    assert live.row.status == "paused"
