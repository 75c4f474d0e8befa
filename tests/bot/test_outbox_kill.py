"""Nothing is lost between a change and its messages (issue 28, item 4): a bot process is killed
(SIGKILL) right after it commits a change and before it tells Discord, at every kind of change,
on both backends; the bot started next delivers what the change owed, once.

Each game (every offered one) is played to the moment before an order gives another person a
decision (Advanced Civilization: the Treachery choice its trader makes; Through the Ages: the
defence against an Enslave), then goes through every kind of change, each made by a separate
process (``python -m tests.bot.outbox_process``, forked by the test process's fork server,
tests/fork_server.py) that dies before delivering: the start, a lobby join, a player's order, a
reminder, a pause and a resume, a seat handed to another person, to an AI (its answers committed
too) and left vacant, a deadline's defaults, a game master's skip and undo, and the end. After
each, the new bot process must have given every person with a decision exactly one open prompt,
the current one (the old ones closed), the thread exactly one status post, of the current phase,
and an empty outbox.
"""

from __future__ import annotations

import asyncio
import functools
import json
import signal
import subprocess
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.app import CivBot
from bot.dms import prompt_record
from bot.live_game import ENDED, FINISHED, LOBBY, Change
from bot.outbox import LEASE
from engine import Action, apply, new_game, pending
from engine.core.decisions import Decision
from tests.bot.conftest import make_settings, no_render
from tests.bot.games import lobby, offered_ids
from tests.bot.helpers import bot_of, set_up, texts
from tests.fork_server import ForkServer

SEED = 1
# A seed whose random players reach the target decision early (the random player of every game,
# on engine.legal_actions, reaches Advanced Civilization's Treachery choice only in round 175 with
# seed 1: a long history that every restarted process replays).
SEEDS = {"advciv": 8}
# The decision an order opens for another person, per game; any other game: the first order in
# round 2 that leaves another person a decision.
TARGETS: dict[str, Callable[[Decision], bool]] = {
    "advciv": lambda d: d.kind == "treachery",
    "tta": lambda d: d.kind == "tta_defend" and d.options.get("card") == "enslave",
}


@pytest.fixture
def settings(tmp_path: Path, database: str) -> Any:
    return make_settings(tmp_path, database=database)


@functools.cache
def opener(game: str, seats: tuple[str, ...], seed: int) -> tuple[Action, ...]:
    """The actions of random players from the start up to the order that opens the target decision
    for another person (the last action), in a game of ``seats`` with ``seed``. Computed once per
    test process: the test of each backend plays the same opener (Advanced Civilization's, 2,462
    actions, takes most of a second)."""
    from ai import agent_for

    target = TARGETS.get(game, lambda d: True)
    g = new_game(list(seats), None, seed, game=game)
    agents = {s: agent_for("random", seed * 10 + i, game=game) for i, s in enumerate(seats)}
    actions: list[Action] = []
    for _ in range(20000):
        assert not g.finished, f"no target decision in a whole game of {game} (seed {seed})"
        d = pending(g)[0]
        a = agents[d.player].act(g, d)
        apply(g, a)
        actions.append(a)
        opened = [x for x in pending(g) if x.player != a.player and target(x)]
        if opened and (game in TARGETS or g.round >= 2):
            return tuple(actions)
    raise AssertionError(f"no target decision in {game} (seed {seed})")


async def fast_forward(world: Any, live: Any, actions: Sequence[Action]) -> None:
    """Play ``actions`` in one commit, as if they had been ordered, and announce where the game is."""
    service = bot_of(world.env).service

    async def body(live: Any) -> None:
        entries: list[Any] = []
        change = Change()
        for a in actions:
            service._record(live, entries, "action", a.player, a.to_json(), apply(live.state, a), change)
        await service._commit(live, entries)

    await service._run(live, body)
    await set_up(world, live)


def killed(
    processes: ForkServer, database: str, world: Any, live: Any, op: str, kill: str = "commit", **args: Any
) -> str:
    """A separate bot process (``python -m tests.bot.outbox_process``, forked by ``processes``)
    makes the change ``op`` and dies before it delivers anything; the refusal, when the change is
    refused (and nothing was changed)."""
    settings = bot_of(world.env).settings
    cmd = {
        "game": live.id,
        "now": world.env.now().timestamp(),
        "deadline_minutes": settings.deadline_minutes,
        "reminders": list(settings.reminders),
        "op": op,
        "kill": kill,
        **args,
    }
    try:
        done = processes.run("tests.bot.outbox_process", [database, json.dumps(cmd)], timeout=300)
    except subprocess.TimeoutExpired as err:
        raise AssertionError(f"the {op} process hung: {str(err.stderr or '')[-3000:]}") from None
    if done.returncode == 0 and "refused" in done.stdout:
        return str(json.loads(done.stdout.splitlines()[-1])["refused"])
    assert done.returncode == -signal.SIGKILL, done.stderr[-3000:]
    assert "committed" in done.stdout, done.stdout
    return ""


# Seconds a restarted bot may take to deliver what it owes (well under one on a quiet machine).
DELIVERY_SECONDS = 60.0


async def restarted(world: Any, settings: Any, game: int) -> Any:
    """Start a new bot process on the database (simcord's Discord lives on) and let it deliver."""
    await world.env.restart_bot(CivBot(settings, renderer=no_render))
    bot = bot_of(world.env)
    if bot.db.shared:  # the dead process's claim must lapse before another process delivers
        await world.env.advance_time(LEASE + 1)
    # Delivery runs in tasks and threads (pictures are drawn off the loop): on a loaded machine
    # one settle can end before the last item is delivered, so settle until the game owes
    # nothing (bounded in real time: an item that is never delivered still fails check_delivered).
    give_up = time.monotonic() + DELIVERY_SECONDS
    while time.monotonic() < give_up:
        await bot.service.settle()
        await world.env.settle()
        if not await bot.db.fetchall("SELECT id FROM outbox WHERE game_id = ?", (game,)):
            break
        await asyncio.sleep(0.05)
    live = await bot.service.get(game)
    assert live is not None
    return live


def stored(world: Any, channel_id: int) -> list[Any]:
    msgs = world.env.backend.messages.get(channel_id, {})
    return [msgs[m] for m in sorted(msgs)]


def dms(world: Any, user_id: int) -> list[Any]:
    channel = world.env.backend.dm_channels.get(user_id)
    return stored(world, channel) if channel is not None else []


def open_prompts(world: Any, user_id: int, game: int) -> list[Any]:
    return [m for m in dms(world, user_id) if m.components and f"Game #{game}" in (m.content or "")]


def people(world: Any) -> list[Any]:
    return [*world.players, world.spectator, world.admin]


async def check_delivered(world: Any, live: Any, thread: Any) -> None:
    """What every delivered change leaves: one open prompt per person with a decision, the current
    one; no open prompt for anyone else; one status post, of the current phase; no item owed."""
    bot = bot_of(world.env)
    assert not await bot.db.fetchall("SELECT id FROM outbox WHERE game_id = ?", (live.id,))
    over = live.row.status in (ENDED, FINISHED)
    for person in people(world):
        seat = live.seat_of(person.id)
        prompts = open_prompts(world, person.id, live.id)
        fresh = bot.router.prompt(live, seat) if seat is not None and not over else None
        if fresh is None:
            assert prompts == [], (person.name, [p.content for p in prompts])
        else:
            assert len(prompts) == 1, (person.name, [p.content for p in prompts])
            assert prompts[0].content == fresh[0], (prompts[0].content, fresh[0])
            rec = prompt_record(live, seat)
            assert rec is not None and rec["open"] and rec["at"][1] == prompts[0].id, (person.name, rec)
    statuses = [m for m in stored(world, thread.id) if m.components and m.embeds]
    if over or live.row.status == LOBBY:
        assert statuses == [], [m.embeds[0].get("title") for m in statuses]
    else:
        assert len(statuses) == 1, [m.embeds[0].get("title") for m in statuses]
        assert live.phase_title() in statuses[0].embeds[0]["title"], statuses[0].embeds[0]["title"]


def count(world: Any, user_id: int, text: str) -> int:
    """The DMs to ``user_id`` that begin with ``text``."""
    return sum((m.content or "").startswith(text) for m in dms(world, user_id))


def posts(world: Any, thread: Any, text: str) -> int:
    return sum(text in (m.content or "") for m in stored(world, thread.id))


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(5)
@pytest.mark.parametrize("game", offered_ids())
async def test_a_change_whose_process_dies_before_telling_discord_is_told_by_the_next(
    world, settings, database, game, bot_processes
):
    _, bob, cy = world.players
    sam = world.spectator
    seed = SEEDS.get(game, SEED)
    live, thread = await lobby(world, game, 2, [], seed, seats=3)
    gid = live.id

    # A lobby join, and the start.
    killed(bot_processes, database, world, live, "join", user=cy.id)
    live = await restarted(world, settings, gid)
    lobby_post = next(m for m in stored(world, thread.id) if "lobby" in (m.content or ""))
    assert f"<@{cy.id}>" in lobby_post.content and "(3/3 players)" in lobby_post.content
    killed(bot_processes, database, world, live, "start")
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    assert all(open_prompts(world, p.id, gid) for p in world.players if live.pending_for(str(p.id)))

    # A player's order gives another person a decision (the Treachery choice, the Enslave defence).
    actions = opener(game, tuple(live.seats), seed)
    await fast_forward(world, live, actions[:-1])
    order = actions[-1]
    killed(bot_processes, database, world, live, "order", action=order.to_json())
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    target = TARGETS.get(game, lambda d: True)
    owed = next(d for d in pending(live.state) if d.player != order.player and target(d))
    owner = next(p for p in world.players if str(p.id) == owed.player)
    [prompt] = open_prompts(world, owner.id, gid)
    assert prompt.content == bot_of(world.env).router.prompt(live, owed.player)[0]

    # A reminder of the deadline.
    before = {p.id: count(world, p.id, "⏰ Reminder") for p in world.players}
    killed(bot_processes, database, world, live, "reminder", minutes=60)
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    for p in world.players:
        told = count(world, p.id, "⏰ Reminder") - before[p.id]
        assert told == (1 if live.pending_for(str(p.id)) else 0), (p.name, told)

    # The game master pauses and resumes.
    for op, note in (("pause", "⏸️ paused (killed)"), ("resume", "▶️ resumed (killed)")):
        killed(bot_processes, database, world, live, op, note=note)
        live = await restarted(world, settings, gid)
        await check_delivered(world, live, thread)
        assert posts(world, thread, note) == 1

    # The owed decision's seat goes to another person, who gets the prompt; then to an AI, whose
    # answer is committed before the process dies.
    killed(
        bot_processes,
        database,
        world,
        live,
        "replace",
        seat=owed.player,
        user=sam.id,
        note="🔁 sam takes over",
    )
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    assert not open_prompts(world, owner.id, gid)
    if live.pending_for(owed.player):
        assert open_prompts(world, sam.id, gid)
    killed(
        bot_processes, database, world, live, "ai", "delivery", seat=owed.player, note="🤖 an AI takes over"
    )
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    assert not open_prompts(world, sam.id, gid)

    # A deadline passes; the game master skips, undoes, and leaves a seat vacant.
    if any(live.controller(d.player) for d in pending(live.state)):
        killed(bot_processes, database, world, live, "deadline")
        live = await restarted(world, settings, gid)
        await check_delivered(world, live, thread)
        assert posts(world, thread, "Time is up") >= 1
    for op, args in (
        ("skip", {"note": "⏭️ skipped (killed)"}),
        ("undo", {}),
        ("remove", {"seat": str(bob.id), "note": "🚪 bob was removed (killed)"}),
    ):
        refused = killed(bot_processes, database, world, live, op, **args)
        # An undo past a card revealed since is refused (and changes nothing): so be it.
        assert not refused or "revealed" in refused, refused
        live = await restarted(world, settings, gid)
        await check_delivered(world, live, thread)

    # The end: every prompt closed, every player told once, the files posted once.
    killed(bot_processes, database, world, live, "end", note="🏁 ended (killed)")
    live = await restarted(world, settings, gid)
    await check_delivered(world, live, thread)
    for p in people(world):
        told = count(world, p.id, "🏁 ended (killed)")
        assert told == (1 if live.seat_of(p.id) else 0), (p.name, told)
    assert posts(world, thread, "public log and its save file") == 1


async def test_a_delivery_discord_refuses_is_made_again_without_repeating_what_it_sent(world, settings):
    """Discord answers a post with a server error: the delivery is tried again when its claim
    lapses; the status post then comes once, and the prompts already sent are not sent again."""
    live, thread = await lobby(world, "civ1980", 3, [], SEED)
    world.env.inject_error("POST", f"/channels/{thread.id}/messages", status=500, times=1)
    r = await world.players[0].slash(thread, "game start")
    assert "started" in texts(r), texts(r)
    bot = bot_of(world.env)
    await bot.service.settle()
    await world.env.settle()
    assert [m for m in stored(world, thread.id) if m.components and m.embeds] == []  # refused
    assert await bot.db.fetchall("SELECT id FROM outbox WHERE game_id = ?", (live.id,))
    await world.env.advance_time(LEASE + 1)
    await bot.service.settle()
    await world.env.settle()
    await check_delivered(world, live, thread)
    for p in world.players:
        if live.pending_for(str(p.id)):
            assert len([m for m in dms(world, p.id) if f"Game #{live.id}" in (m.content or "")]) == 1
