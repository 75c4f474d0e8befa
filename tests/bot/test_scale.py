"""The bot at scale, through the service on both backends: the reply before the AI, the AI's
answers in one commit, games loaded on demand into a bounded cache and freed when evicted, two
services racing on one game, deadlines claimed once."""

from __future__ import annotations

import asyncio
import gc
import weakref
from datetime import UTC, datetime, timedelta
from typing import Any

from ai import agent_for
from bot.cache import GameCache
from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import LiveGame
from bot.replay import replay_log
from bot.scheduler import Scheduler
from bot.storage import GameRow, Store, open_store
from engine import pending, state_hash
from tests.bot.service_process import make_game

HUMANS = [2001, 2002]


async def game(
    service: GameService, ais: int = 0, seed: int = 4, humans: list[int] | None = None
) -> LiveGame:
    return await make_game(service, humans or HUMANS, ais, seed)


async def human_step(service: GameService, live: LiveGame, agent: Any) -> None:
    g = live.state
    assert g is not None
    d = next(d for d in pending(g) if not live.is_ai(d.player))
    await service.act(live, live.controller(d.player), lambda state, seat: agent.act(state, d))


async def revision(db: Store, game_id: int) -> int:
    value = await db.revision(game_id)
    assert value is not None
    return value


async def test_the_human_is_answered_before_the_ai_acts_and_the_ai_commits_once(database: str) -> None:
    db = await open_store(database)
    try:
        service = GameService(db)
        live = await game(service, ais=5, humans=[HUMANS[0]])
        agent = agent_for("normal", 1)
        for _ in range(12):
            before = await revision(db, live.id)
            await human_step(service, live, agent)
            # Answered: the human's own action is committed (nothing is awaited between the reply
            # and these checks, so the follow-up has not run), the AI seats have not acted yet.
            answered_at, revision_then = live.version, live.row.revision
            owed = [d for d in pending(live.state) if live.is_ai(d.player)]  # type: ignore[arg-type]
            assert revision_then == before + 1
            await service.settle()
            entries = await db.log(live.id)
            human_entry = next(e for e in entries if e.seq == answered_at)
            assert human_entry.actor == str(HUMANS[0])
            ai_entries = [e for e in entries if e.seq > answered_at]
            if owed:
                assert ai_entries and all(e.actor == "ai" for e in ai_entries)
                # All their answers in one commit: one more revision, however many answers.
                assert await revision(db, live.id) == before + 2
            assert not any(live.is_ai(d.player) for d in pending(live.state))  # type: ignore[arg-type]
    finally:
        await db.close()


async def test_ai_traders_waiting_for_a_trading_human_leave_no_ai_wake_up(database: str) -> None:
    """AI traders with nothing left but "done" hold it back while a human trades (their offers
    stay open): they owe nothing the game can do, so no AI wake-up may stay behind. It did: the
    timer fired every minute for as long as the human traded, each time a write for nothing."""
    db = await open_store(database)
    try:
        service = GameService(db)
        live = await game(service, ais=5, humans=[HUMANS[0]])
        agent = agent_for("normal", 1)
        reached_trade = False
        for _ in range(200):
            await human_step(service, live, agent)
            await service.settle()
            g = live.state
            assert g is not None
            # No scheduler, so no deadlines: the only timer a change can leave is the AI seats'.
            assert await db.timer(live.id) is None, (g.round, g.phase)
            if g.phase == "trade" and any(live.is_ai(d.player) for d in pending(g)):
                reached_trade = True
                break
        assert reached_trade
        # Nothing is left for the AI: a timer firing now (as after a crash) changes nothing.
        revision_then = await revision(db, live.id)
        await service.resume_ai(live)
        await service.settle()
        assert await revision(db, live.id) == revision_then
    finally:
        await db.close()


async def test_games_load_on_demand_and_leave_memory_when_evicted(database: str) -> None:
    db = await open_store(database)
    try:
        writer = GameService(db)
        games = [await game(writer, seed=seed) for seed in (1, 2, 3)]
        agent = agent_for("normal", 2)
        for live in games:
            for _ in range(5):
                await human_step(writer, live, agent)
        await writer.settle()
        hashes = {live.id: state_hash(live.state) for live in games}  # type: ignore[arg-type]

        service = GameService(db, hot_games=2)
        assert len(service.cache) == 0  # nothing is loaded before it is needed
        first = await service.get(games[0].id)
        assert first is not None and first.state is not None
        state_ref = weakref.ref(first.state)
        await service.get(games[1].id)
        await service.get(games[2].id)
        assert len(service.cache) == 2 and games[0].id not in service.cache and first.evicted
        # Frozen by the cache or not, an evicted game is freed by reference counting alone.
        gc.disable()
        try:
            del first
            assert state_ref() is None
        finally:
            gc.enable()
        again = await service.get(games[0].id)
        assert again is not None and state_hash(again.state) == hashes[games[0].id]  # type: ignore[arg-type]
        for gid, expected in hashes.items():
            live = await service.get(gid)
            assert live is not None and state_hash(live.state) == expected  # type: ignore[arg-type]
        # Idle games leave too.
        service.cache.idle_seconds = 0
        service.cache.evict()
        assert len(service.cache) == 0
        # A player's games are found by the seats index, without loading every game.
        mine = await service.games_of(HUMANS[1])
        assert sorted(g.id for g in mine) == sorted(hashes)
    finally:
        await db.close()


def test_the_cache_freezes_no_garbage() -> None:
    """Frozen objects are never collected: a freeze that caught garbage (reference cycles not yet
    collected) would keep it for the life of the process, a little more with every game loaded."""

    class Node:
        loop: Any = None

    gc.disable()  # no automatic collection may free the cycle before the load
    try:
        cycle = Node()
        cycle.loop = cycle
        ref = weakref.ref(cycle)
        del cycle
        GameCache(freeze=True).put(LiveGame(GameRow(1, 1, 1, 1, 1, "running", {})))
        gc.collect()
        assert ref() is None
    finally:
        gc.unfreeze()  # this test's process goes on; the games frozen here are gone
        gc.enable()


async def test_two_services_racing_on_one_game_never_apply_two_actions_at_one_version(database: str) -> None:
    db_a, db_b = await open_store(database), await open_store(database)
    try:
        a, b = GameService(db_a), GameService(db_b)
        live_a = await game(a, seed=6)
        live_b = await b.get(live_a.id)
        assert live_b is not None
        agent = agent_for("normal", 3)
        applied = 0
        for _ in range(20):
            # Both copies receive the same click (one decision, one version) at once.
            await b.get(live_b.id)  # a click starts by finding its game (caught up on PostgreSQL)
            g = live_a.state
            assert g is not None
            d = pending(g)[0]
            user, version = live_a.controller(d.player), live_a.version
            outcomes = await asyncio.gather(
                *(
                    service.act(live, user, lambda state, seat, d=d: agent.act(state, d), version=version)
                    for service, live in ((a, live_a), (b, live_b))
                ),
                return_exceptions=True,
            )
            wins = [o for o in outcomes if not isinstance(o, BaseException)]
            assert len(wins) == 1, outcomes  # the other is refused: the game moved on
            applied += 1
            await a.get(live_a.id)
        await a.settle()
        await b.settle()
        entries = await db_a.log(live_a.id)
        assert [e.seq for e in entries] == list(range(1, len(entries) + 1))  # one per version
        assert len(entries) == applied + 1  # the start and one entry per click
        fresh = await GameService(db_a).get(live_a.id)
        assert fresh is not None and state_hash(fresh.state) == state_hash(replay_log(entries))  # type: ignore[arg-type]
    finally:
        await db_a.close()
        await db_b.close()


class FixedClock:
    def __init__(self, now: datetime) -> None:
        self.at = now

    def now(self) -> datetime:
        return self.at

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(min(seconds, 0.005))


async def test_a_deadline_is_taken_once_when_two_processes_watch_it(database: str) -> None:
    db_a, db_b = await open_store(database), await open_store(database)
    try:
        clock = FixedClock(datetime(2026, 1, 1, tzinfo=UTC))
        settings = Settings(database=database, reminders=())
        services = []
        for db in (db_a, db_b):
            service = GameService(db)
            scheduler = Scheduler(service, settings, clock)  # type: ignore[arg-type]
            service.scheduler = scheduler
            service.now = lambda: clock.now().timestamp()
            services.append((service, scheduler))
        (a, sched_a), (b, sched_b) = services
        fired: list[int] = []
        for _, sched in services:
            handle = sched._handle

            async def counted(live: LiveGame, handle: Any = handle) -> None:
                fired.append(live.id)
                await handle(live)

            sched._handle = counted  # type: ignore[method-assign]
        live = await game(a, seed=8)
        owed = len(pending(live.state))  # type: ignore[arg-type]
        before = live.version
        clock.at += timedelta(minutes=61)
        # Both pollers find the timer due; only one claims it.
        for sched in (sched_a, sched_b):
            sched.start()
        for _ in range(300):
            await asyncio.sleep(0.01)
            if (await db_a.log(live.id))[-1].seq > before and not sched_a._firing and not sched_b._firing:
                break
        for _ in range(20):  # a while longer: a second claim would show now
            await asyncio.sleep(0.01)
        sched_a.stop()
        sched_b.stop()
        await a.settle()
        await b.settle()
        assert fired == [live.id]  # claimed and handled by exactly one of the two
        taken = [e for e in await db_a.log(live.id) if e.actor == "deadline"]
        assert 1 <= len(taken) <= owed, taken
        assert [e.seq for e in await db_a.log(live.id)][-1] == before + len(taken)
    finally:
        await db_a.close()
        await db_b.close()
