"""Restart in the middle of trade: state, pending DM prompts, deadline and hand panels survive."""

from __future__ import annotations

from bot.app import CivBot
from engine import pending, state_hash
from tests.bot.driver import Driver, find
from tests.bot.helpers import bot_of, new_game, prompt_message, start, user_of


async def test_restart_during_trade(world, settings):
    live, thread = await new_game(world, variant="short")
    live.meta["seed"] = 3
    await start(world, thread)
    driver = Driver(world, live, thread, seed=3)
    for _ in range(3000):
        g = live.state
        if g.phase == "trade" and len(pending(g)) >= 2 and any(p.cards for p in g.data.packets):
            break
        await driver.step()
    g = live.state
    assert g.phase == "trade", "no trade with an offer reached"
    traders = sorted({d.player for d in pending(g)})
    before_hash, before_due = state_hash(g), live.meta["deadline"]["due"]
    prompts = {s: prompt_message(world, user_of(world, live, s), live.id) for s in traders}

    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    bot = bot_of(world.env)
    live2 = await bot.service.get(live.id)
    assert state_hash(live2.state) == before_hash and live2.meta["deadline"]["due"] == before_due
    assert sorted({d.player for d in pending(live2.state)}) == traders
    # Old trade prompts still work after the restart: everyone says "done trading".
    first = traders[0]
    version = live2.version
    msg = prompts[first]
    await user_of(world, live2, first).user.click(msg, custom_id=find(msg, "td"))
    assert live2.version > version
    assert live2.state.phase != "trade" or first not in {d.player for d in pending(live2.state)}
    # One hand panel per player, edited in place all game long.
    for p in world.players:
        panels = [
            m for m in p.user.dm_channel.history() if m.embeds and "your hand" in (m.embeds[0].title or "")
        ]
        assert len(panels) == 1
