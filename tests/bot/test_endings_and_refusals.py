"""Refusals stay private and create nothing; endings are clean (issue 15, items 1 and 6).

* ``/game start`` and the lobby's Start button refuse privately ("Civilization is for 2 to 7
  players."), like ``/game create`` and ``/game players``; nothing public is posted, nothing made.
* ``/game end`` closes every open DM prompt (buttons removed, the end said), tells each player by
  DM, gives the thread the public log and the save file; a second ``/game end`` is refused
  privately. ``/game leave`` after the start explains how to hand the seat over.
"""

from __future__ import annotations

from typing import Any

from bot.dms import prompt_record
from bot.game_operations import GameService
from tests.bot.helpers import bot_of, new_game, past_setup, start, texts


def public_texts(world: Any, thread: Any) -> list[str]:
    return [m.content for m in [*world.channel.history(), *thread.history()]]


async def test_a_refused_start_is_private_and_starts_nothing(world):
    live, thread = await new_game(world, n=2)
    await world.players[1].slash(thread, "game leave")
    r = await world.players[0].slash(thread, "game start")
    assert r.ephemeral and "Civilization is for 2 to 7 players" in texts(r), texts(r)
    lobby = next(m for m in thread.history() if m.components)
    r = await world.players[0].click(lobby, label="Start")
    assert r.ephemeral and "Civilization is for 2 to 7 players" in texts(r), texts(r)
    assert live.row.status == "lobby" and live.state is None
    assert not any("players" in t and "is for" in t for t in public_texts(world, thread))


async def test_a_refused_variant_player_count_is_private(world):
    live, thread = await new_game(world, n=3, variant="nomads")
    r = await world.players[0].slash(thread, "game players", count=5)
    assert r.ephemeral and "Nomads and Seafarers is for 2 to 4 players" in texts(r), texts(r)
    assert live.meta["max_players"] == 3
    threads = len(world.channel.threads)
    r = await world.players[0].slash(world.channel, "game create", players=5, variant="nomads")
    assert r.ephemeral and "Nomads and Seafarers is for 2 to 4 players" in texts(r), texts(r)
    assert len(world.channel.threads) == threads
    assert not any("is for 2 to 4" in t for t in public_texts(world, thread))


async def test_a_create_that_fails_after_the_thread_was_made_leaves_no_thread(world, monkeypatch):
    async def broken(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("the database is gone")

    monkeypatch.setattr(GameService, "create", broken)
    threads = len(world.channel.threads)
    r = await world.players[0].slash(world.channel, "game create", players=3)
    assert r.ephemeral and "nothing was changed" in texts(r), texts(r)
    assert len(world.channel.threads) == threads
    assert [str(e.__cause__) for e in world.env.errors] == ["the database is gone"]  # seen, and expected


async def test_leaving_a_started_game_explains_how_to_hand_the_seat_over(world):
    live, thread = await new_game(world)
    await start(world, thread)
    r = await world.players[1].slash(thread, "game leave")
    text = texts(r)
    assert r.ephemeral and "/gm replace" in text and "/gm ai" in text, text
    assert live.seat_of(world.players[1].id) is not None


async def test_ending_a_game_closes_every_prompt_tells_every_player_and_posts_the_files(world):
    live, thread = await past_setup(world)
    open_before = [s for s in live.seats if (rec := prompt_record(live, s)) and rec["open"]]
    assert open_before, "somebody has a prompt open"
    dms_before = {p.id: len(p.user.dm_channel.history()) for p in world.players}

    r = await world.players[0].slash(thread, "game end")
    assert not r.ephemeral and "ended" in texts(r)
    await world.env.settle()
    for seat in open_before:
        rec = prompt_record(live, seat)
        assert rec is not None and not rec["open"]
    for p in world.players:
        dms = p.user.dm_channel.history()
        assert len(dms) == dms_before[p.id] + 1, "one DM tells each player"
        assert "has been ended" in dms[-1].content and "thread" in dms[-1].content
        prompts = [m for m in dms if m.content.startswith(f"**Game #{live.id}** — round")]
        assert prompts and all(not m.components for m in prompts), "no button is left on any prompt"
    files = [a.filename for m in thread.history() for a in m.attachments]
    assert f"game-{live.id}-log.txt" in files and f"game-{live.id}.save.json" in files

    again = await world.players[0].slash(thread, "game end")
    assert again.ephemeral and "already over" in texts(again), texts(again)
    assert sum("has been ended" in t for t in public_texts(world, thread)) == 1
    bot = bot_of(world.env)
    assert (await bot.db.game(live.id)).status == "ended"
