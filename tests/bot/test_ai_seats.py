"""AI seats: added in the lobby or handed a seat mid-game, they decide at once (no deadline), their
decisions are announced in the thread like a human's, they get no DMs, and they survive restarts."""

from __future__ import annotations

import discord

from bot.app import CivBot
from engine import pending, state_hash
from tests.bot.driver import Driver
from tests.bot.helpers import answer_default, bot_of, start, texts, user_of
from tests.bot.seats import Spy, human_decision, lobby


async def test_lobby_adds_lists_and_removes_ai_players(world):
    live, thread = await lobby(world, ["normal", "easy"], humans=1)
    assert live.seats[1:] == ["ai-1", "ai-2"] and live.ai_seats == {"ai-1": "normal", "ai-2": "easy"}
    lobby_post = next(m for m in thread.history() if "lobby" in m.content)
    assert "AI (normal) 1" in lobby_post.content and "AI (easy) 2" in lobby_post.content, lobby_post.content
    r = await world.players[0].slash(thread, "game ai")
    assert "full" in texts(r)
    r = await world.players[1].slash(thread, "game ai")
    assert r.ephemeral and "creator" in texts(r)
    r = await world.players[0].slash(thread, "game ai", remove=True)
    assert "AI (easy) 2 left" in texts(r)
    assert live.seats[1:] == ["ai-1"] and live.ai_seats == {"ai-1": "normal"}
    r = await world.players[1].slash(thread, "game join")
    assert "joined" in texts(r)
    await start(world, thread)
    assert live.controller("ai-1") == 0 and live.seat_of(0) is None
    assert all(d.player != "ai-1" for d in pending(live.state))


async def test_one_human_and_two_ais_play_a_short_game_without_deadlines(world, monkeypatch):
    bot = bot_of(world.env)
    spy = Spy(bot, monkeypatch)
    live, thread = await lobby(world, ["normal", "easy"], variant="short")
    ann = world.players[0]
    await ann.slash(thread, "game option", name="short_finish", value="9")
    live.meta["seed"] = 5
    clock_before = discord.utils.utcnow()
    await start(world, thread)
    driver = Driver(world, live, thread, seed=5)
    slowest = 0.0
    for _ in range(3000):
        if live.state.finished:
            break
        d = human_decision(live)
        assert d is not None, f"the AIs stalled in {live.state.phase}: {pending(live.state)}"
        await driver.step_with(driver.agents[d.player].act(live.state, d), d)
        slowest = max(slowest, driver.last)
    assert live.state.finished, f"round {live.state.round}"
    # Nobody waited for a deadline: the virtual clock never moved and no deadline passed.
    assert (discord.utils.utcnow() - clock_before).total_seconds() < 60
    history = [m.content for m in thread.history()]
    assert not any("Time is up" in t for t in history)
    # Each AI decision took well under a second.
    assert spy.ai_times and max(spy.ai_times) < 1.0, max(spy.ai_times)
    # The AIs' decisions are announced in the thread like a human's.
    assert any("AI (normal) 1 chose" in t for t in history), history[:5]
    assert any("AI (easy) 2" in t for t in history)
    # No DM is ever attempted for an AI seat: only ann gets DMs.
    assert spy.dms and set(spy.dms) == {ann.id}
    actors = {e.actor for e in await bot.db.log(live.id)}
    assert "ai" in actors and str(ann.id) in actors
    [row] = await bot.db.fetchall(
        "SELECT COUNT(*) FROM events e JOIN log l ON l.game_id = e.game_id AND l.seq = e.log_seq "
        "WHERE e.game_id = ? AND l.actor = 'ai'",
        (live.id,),
    )
    assert row[0] > 0  # the AI's events are stored
    print(
        f"AI decisions: {len(spy.ai_times)}, slowest {max(spy.ai_times):.3f}s; slowest click {slowest:.3f}s"
    )


async def test_ai_seats_survive_a_restart_and_act_after_it(world, settings):
    live, thread = await lobby(world, ["easy"], humans=2)
    await start(world, thread)
    bob = world.players[1]
    bob_seat = str(bob.id)
    for _ in range(40):
        if any(d.player == bob_seat for d in pending(live.state)):
            break
        await answer_default(world, live)
    assert any(d.player == bob_seat for d in pending(live.state))
    # A crash right after bob's seat was given to an AI, before it could act.
    live.meta["ai_seats"][bob_seat] = "normal"
    await bot_of(world.env).service.save_meta(live)
    before = state_hash(live.state)

    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    bot = bot_of(world.env)
    live2 = await bot.service.get(live.id)
    assert live2 is not None and live2 is not live
    await bot.service.settle()  # loading the game let the AI take the decision it owed
    await world.env.settle()
    assert live2.ai_seats == {"ai-1": "easy", bob_seat: "normal"}
    assert live2.controller("ai-1") == 0 and live2.seat_of(bob.id) is None
    assert state_hash(live2.state) != before  # the AI took bob's decision after the restart
    assert all(live2.controller(d.player) == world.players[0].id for d in pending(live2.state))
    # The human keeps playing; the AIs keep answering.
    v = live2.version
    await answer_default(world, live2)
    assert live2.version > v


async def test_gm_hands_a_seat_to_an_ai_and_back(world):
    ann, bob = world.players[0], world.players[1]
    live, thread = await lobby(world, [], humans=3)
    await start(world, thread)
    bob_seat = str(bob.id)
    for _ in range(40):
        if any(d.player == bob_seat for d in pending(live.state)):
            break
        await answer_default(world, live)
    r = await bob.slash(thread, "gm ai", player=bob)
    assert "creator" in texts(r) and not live.is_ai(bob_seat)
    r = await ann.slash(thread, "gm ai", player=bob, strength="easy")
    assert "now plays" in texts(r), texts(r)
    assert live.is_ai(bob_seat) and live.seat_of(bob.id) is None
    assert all(d.player != bob_seat for d in pending(live.state))  # the AI answered at once
    history = [m.content for m in thread.history()]
    assert any("AI player (easy) takes over" in t for t in history)
    assert live.state.player_states[bob_seat].nation or live.state.phase != "setup"
    n = len(bob.user.dm_channel.history())
    for _ in range(10):
        if live.state.finished or human_decision(live) is None:
            break
        await answer_default(world, live)
    assert len(bob.user.dm_channel.history()) == n  # bob's old seat sends him nothing more
    # The game master gives the seat back to a human.
    r = await ann.slash(thread, "gm replace", seat=bob_seat, successor=world.spectator)
    assert "Replaced" in texts(r), texts(r)
    assert not live.is_ai(bob_seat) and live.seat_of(world.spectator.id) == bob_seat
    assert user_of(world, live, bob_seat) is world.spectator


async def test_undo_takes_back_the_human_decision_and_the_ai_answers_after_it(world):
    live, thread = await lobby(world, ["normal", "easy"])
    await start(world, thread)
    h0, log0 = state_hash(live.state), len(await bot_of(world.env).db.log(live.id))
    await answer_default(world, live)  # ann chooses; the AIs after her choose at once
    assert state_hash(live.state) != h0
    r = await world.players[0].slash(thread, "gm undo")
    assert "Undone" in texts(r), texts(r)
    assert human_decision(live) is not None and state_hash(live.state) == h0
    entries = await bot_of(world.env).db.log(live.id)
    assert [e.kind for e in entries[log0:]].count("undo") >= 1
