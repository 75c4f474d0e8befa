"""A half-built form survives a restart: the draft is stored with the prompt's epoch."""

from __future__ import annotations

from bot.app import CivBot
from engine import pending
from tests.bot.driver import Driver, find
from tests.bot.helpers import bot_of, new_game, prompt_message, start, user_of


async def _trade_with_free_cards(world, live, thread):
    driver = Driver(world, live, thread, seed=5)
    for _ in range(3000):
        g = live.state
        ready = [
            d
            for d in pending(g)
            if d.kind == "trade" and len(d.options["free"]) >= int(d.options["min_cards"])
        ]
        if g.phase == "trade" and ready:
            return ready[0]
        await driver.step()
    raise AssertionError("no trade with enough free cards reached")


async def test_trade_draft_survives_a_restart(world, settings):
    live, thread = await new_game(world, variant="short")
    live.meta["seed"] = 5
    await start(world, thread)
    d = await _trade_with_free_cards(world, live, thread)
    user = user_of(world, live, d.player)
    free = sorted(d.options["free"])[:3]
    values = [f"{c}#{free[:i].count(c)}" for i, c in enumerate(free)]
    msg = prompt_message(world, user, live.id)
    await user.user.select(msg, values, custom_id=find(msg, "tp"))
    assert sorted(live.draft(d.player)["trade"]["cards"]) == free

    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    live2 = await bot_of(world.env).service.get(live.id)
    assert live2 is not live
    assert sorted(live2.draft(d.player)["trade"]["cards"]) == free
    # The old prompt still works and redraws with the picks made before the restart.
    msg = prompt_message(world, user, live.id)
    await user.user.select(msg, ["to=all"], custom_id=find(msg, "ta"))
    shown = prompt_message(world, user, live.id).content
    assert "Draft offer to everyone" in shown and f"{len(free)} cards" in shown


async def test_draft_of_an_older_prompt_is_dropped(world, settings):
    live, thread = await new_game(world, variant="short")
    live.meta["seed"] = 5
    await start(world, thread)
    d = await _trade_with_free_cards(world, live, thread)
    live.draft(d.player)["trade"] = {"cards": ["x"], "named": "", "to": "all", "reply": 0}
    live.meta.setdefault("epochs", {})[d.player] = live.epoch(d.player) + 1
    assert live.draft(d.player) == {}
