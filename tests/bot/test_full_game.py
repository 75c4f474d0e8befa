"""A whole short game of 3 players through slash commands, buttons, selects and DMs, to its end,
with the secrecy checks run over everything the bot posted."""

from __future__ import annotations

from engine.civ.content import trade_cards
from tests.bot.driver import Driver
from tests.bot.helpers import bot_of, new_game, start


async def test_whole_short_game_to_the_finish_keeps_secrets(world):
    live, thread = await new_game(world, variant="short")
    ann = world.players[0]
    await ann.slash(thread, "game option", name="short_finish", value="9")
    live.meta["seed"] = 3
    await start(world, thread)
    driver = Driver(world, live, thread, seed=3)
    for _ in range(6000):
        if live.state.finished:
            break
        await driver.step()
    assert live.state.finished, f"round {live.state.round}"
    assert live.row.status == "finished"
    assert {"MoveLand", "EndMovement", "DoneTrading"} <= set(driver.sent)
    await check_secrecy(world, live, thread)


async def check_secrecy(world, live, thread):
    bot = bot_of(world.env)
    tc = trade_cards()
    tradable = {c.name: c.id for c in tc.calamities.values() if c.tradable}
    public = set()
    sql = "SELECT data FROM events WHERE game_id = ? AND visible_to IS NULL"
    for (data,) in await bot.db.fetchall(sql, (live.id,)):
        public.add(data)
    channel_msgs = world.channel.history() + thread.history()
    for m in channel_msgs:
        text = m.content + " ".join(str(e.to_dict()) for e in m.embeds)
        assert all("your hand" not in (e.title or "") for e in m.embeds), text
        assert all(f.name != "Trade cards" for e in m.embeds for f in e.fields), text
        assert "×" not in text, text  # card multiplicities appear only in private hands and packets
        for name, cid in tradable.items():
            if name in text:
                assert any(cid in data for data in public), f"{name} named in a channel before it was public"
        if "Offer #" in text:
            named = [c.name for c in tc.commodities.values() if c.name in text]
            assert len(named) <= 1, text
    for p in world.players:
        seat = live.seat_of(p.id)
        others = [s for s in live.seats if s != seat]
        for m in p.user.dm_channel.history():
            for e in m.embeds:
                assert "your hand" in (e.title or "")
            for other in others:
                assert f"<@{live.controller(other)}>'s hand" not in m.content
