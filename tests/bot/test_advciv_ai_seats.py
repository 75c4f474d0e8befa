"""AI seats in Advanced Civilization: added in the lobby, they play their game's computer player
(never the 1980 game's), decide at once, are announced in the thread, get no DMs, and the game
goes to its score table; a strength no computer player of the game has is refused privately."""

from __future__ import annotations

import discord

import ai
from engine import pending
from engine.civ import units
from tests.bot.advciv_driver import AdvDriver
from tests.bot.helpers import bot_of, start, texts
from tests.bot.seats import Spy, human_decision, lobby


async def test_one_human_and_two_ais_play_advanced_civilization_to_its_score(world, monkeypatch):
    bot = bot_of(world.env)
    spy = Spy(bot, monkeypatch)
    live, thread = await lobby(world, ["normal", "easy"], game="advciv", turns=8)
    live.meta["seed"] = 7
    clock_before = discord.utils.utcnow()
    await start(world, thread)
    driver = AdvDriver(world, live, thread, seed=7)
    for _ in range(3000):
        if live.state.finished:
            break
        d = human_decision(live)
        assert d is not None, f"the AIs stalled in {live.state.phase}: {pending(live.state)}"
        await driver.send(driver.agents[d.player].act(live.state, d), d)
    assert live.state.finished, f"round {live.state.round}"
    assert (discord.utils.utcnow() - clock_before).total_seconds() < 60  # nobody waited for a deadline
    history = [m.content for m in thread.history()]
    assert any("AI (normal) 1 chose" in t for t in history), history[:5]
    assert spy.dms and set(spy.dms) == {world.players[0].id}  # no DM for an AI seat
    final = next(t for t in history if "Final scores" in t)
    table = final.split("```")[1].strip().splitlines()
    assert len(table) == 2 + len(live.seats), table  # the header, its rule and a row per player
    # The AI seats play Advanced Civilization's own computer player: the normal one builds cities.
    assert units.city_count(live.state, "ai-1") > 0
    actors = {e.actor for e in await bot.db.log(live.id)}
    assert "ai" in actors and str(world.players[0].id) in actors


async def test_an_ai_strength_the_game_has_no_player_for_is_refused(world, monkeypatch):
    monkeypatch.setattr(ai.AGENTS, "get", lambda game: None)
    ann = world.players[0]
    r = await ann.slash(world.channel, "game create", game="advciv", players=3)
    thread = world.channel.threads[-1]
    r = await ann.slash(thread, "game ai", strength="normal")
    assert r.ephemeral and "No computer player plays Advanced Civilization" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None and live.ai_seats == {}
