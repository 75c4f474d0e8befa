"""Through the Ages in the bot: AI seats play whole games (no DMs to them, their moves told in the
thread, surviving a restart), the public state is posted as images after each turn, each player
has one hand panel kept in place with his own cards, the action prompt previews the end of the
turn before it is final, resigning asks first, and a stale choice is refused politely."""

from __future__ import annotations

import pytest

from bot.app import CivBot
from bot.panels import load_hand_renderer
from engine import pending, state_hash
from tests.bot.helpers import bot_of, prompt_message, start, texts, user_of
from tests.bot.seats import Spy, play_until, tta_lobby
from tests.bot.tta_driver import TtaDriver


async def test_one_human_and_two_ais_play_to_the_end_without_dms_to_the_ais(world, monkeypatch):
    bot = bot_of(world.env)
    spy = Spy(bot, monkeypatch)
    live, thread = await tta_lobby(world, 1, ["normal", "easy"])
    live.meta["seed"] = 11
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=11)
    await play_until(driver, lambda: False)
    assert live.state.finished and live.row.status == "finished"
    history = [m.content for m in thread.history()]
    assert any("AI (normal) 1 takes" in t for t in history)
    assert any("AI (easy) 2" in t for t in history)
    assert spy.dms and set(spy.dms) == {world.players[0].id}
    assert spy.ai_times and max(spy.ai_times) < 1.0, max(spy.ai_times)


async def test_an_ai_seat_survives_a_restart_and_plays_on(world, settings):
    live, thread = await tta_lobby(world, 2, ["normal"])
    live.meta["seed"] = 4
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=4)
    await play_until(driver, lambda: live.state.round >= 4)
    bob_seat = str(world.players[1].id)
    await play_until(driver, lambda: any(d.player == bob_seat for d in pending(live.state)))
    live.meta["ai_seats"][bob_seat] = "easy"  # a crash right after bob's seat went to an AI
    await bot_of(world.env).service.save_meta(live)
    before = state_hash(live.state)
    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    live2 = await bot_of(world.env).service.get(live.id)
    assert live2 is not None and live2 is not live and live2.game == "tta"
    await bot_of(world.env).service.settle()  # loading the game let the AI take the decision it owed
    await world.env.settle()
    assert state_hash(live2.state) != before  # the AI took bob's decision after the restart
    assert all(live2.controller(d.player) == world.players[0].id for d in pending(live2.state))
    driver2 = TtaDriver(world, live2, thread, seed=4)
    await play_until(driver2, lambda: live2.state.round >= 6)
    assert live2.state.round >= 6 or live2.state.finished


async def test_the_action_prompt_previews_the_end_of_the_turn_before_it_is_final(world):
    live, thread = await tta_lobby(world, 2, [])
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=2)
    await play_until(driver, lambda: live.state.round >= 3 and pending(live.state)[0].kind == "tta_action")
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    version = live.version
    await driver.click(user, "tet")
    preview = prompt_message(world, user, live.id).content
    assert "End your turn?" in preview and "culture" in preview and "military card" in preview
    assert "(s)" not in preview, preview  # "You draw 1 military card", not "card(s)" (issue 28)
    assert live.version == version  # nothing is done yet
    await driver.click(user, "rf")
    assert "Your action phase" in prompt_message(world, user, live.id).content
    await driver.click(user, "tet")
    await driver.click(user, "tey")
    # His action phase is over (he may still owe the end of his turn: excess military cards).
    assert live.version > version
    assert not any(x.player == d.player and x.kind == "tta_action" for x in pending(live.state))


async def test_resigning_asks_first(world):
    live, thread = await tta_lobby(world, 3, [])
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=3)
    await play_until(driver, lambda: pending(live.state)[0].kind == "tta_political")
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    await driver.click(user, "tpr")
    assert "Resign?" in prompt_message(world, user, live.id).content
    assert not live.state.ps(d.player).resigned
    await driver.click(user, "rf")
    await driver.click(user, "tpr")
    await driver.click(user, "tpr", "yes")
    assert live.state.ps(d.player).resigned
    assert any("resigns" in m.content for m in thread.history())


async def test_a_choice_from_an_older_prompt_is_refused_and_changes_nothing(world):
    live, thread = await tta_lobby(world, 2, [])
    await start(world, thread)
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    shown = await user.slash(thread, "orders")  # an ephemeral copy of the prompt
    copy = shown.response
    driver = TtaDriver(world, live, thread, seed=5)
    take = next(i for i, o in enumerate(d.options["actions"]) if o["type"] == "tta_take_card")
    await driver.choose(user, "tat", f"{take}:tta_take_card")
    version = live.version
    r = await user.select(copy, [f"{take}:tta_take_card"], custom_id=driver.find(copy.message, "tat"))
    assert "out of date" in texts(r) and live.version == version


@pytest.fixture
def simcord_bot(settings, request):
    if request.node.name.startswith("test_images"):
        bot = CivBot(settings)  # the real renderer
        bot.notifier.hand_renderer = load_hand_renderer()
        return bot
    from tests.bot.conftest import no_render

    return CivBot(settings, renderer=no_render)


async def test_images_of_the_public_state_after_each_turn_and_one_hand_panel(world):
    live, thread = await tta_lobby(world, 2, [])
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=6)
    await play_until(driver, lambda: live.state.round >= 3)
    pngs = [a.filename for m in thread.history() for a in m.attachments if a.filename.endswith(".png")]
    assert any("tableau" in f for f in pngs) and len(pngs) >= 4, pngs
    r = await world.spectator.slash(thread, "game map", region="row")
    files = [a for f in [r.response, *r.followups] if f is not None for a in f.attachments]
    assert files and files[0].filename.endswith(".png"), texts(r)
    r = await world.spectator.slash(thread, "game map", region="greece")
    assert r.ephemeral and "no picture 'greece'" in texts(r)
    for p in world.players[:2]:
        stored = world.env.backend.messages.get(world.env.backend.dm_channels[p.id], {})
        panels = [m for m in stored.values() if any("your hand" in (e.get("title") or "") for e in m.embeds)]
        assert len(panels) == 1, p.name
        seat = live.seat_of(p.id)
        fields = {f["name"]: f["value"] for f in panels[0].embeds[0]["fields"]}
        civil = live.state.ps(seat).civil_hand
        assert fields[f"Civil cards ({len(civil)})"] != "" and panels[0].attachments
