"""The outbox's store and delivery rules on both backends: each item goes to one claimant, in the
order written; a claim lapses; a delivery that keeps failing, or a game that cannot be loaded, is
given up after ``ATTEMPTS`` claims rather than tried for ever."""

from __future__ import annotations

import json
from typing import Any

from bot.game_operations import GameService
from bot.live_game import Change, LiveGame
from bot.outbox import ATTEMPTS, LEASE
from bot.storage import Batch, open_store
from tests.bot.service_process import make_game


class Failing:
    """A notifier whose every delivery fails."""

    def __init__(self) -> None:
        self.calls = 0

    async def changed(self, live: LiveGame, change: Change) -> None:
        self.calls += 1
        raise RuntimeError("Discord is down")


class Clock:
    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


async def owed(service: GameService, game: int) -> list[tuple[Any, ...]]:
    """The game's outbox rows: (id, claimed by, attempts)."""
    return await service.db.fetchall("SELECT id, claimed_by, attempts FROM outbox WHERE game_id = ?", (game,))


async def test_each_item_goes_to_one_claimant_in_order_and_a_claim_lapses(database: str) -> None:
    db = await open_store(database)
    try:
        row = await db.create_game(1, 2, 3, 4, {"seats": []})
        for note in ("first", "second"):  # two changes, each owing an item, claimed by their writer
            batch = Batch(row, owed=[("change", json.dumps({"note": note}))], owner="writer", owed_until=50.0)
            await db.persist(batch)
        assert await db.claim_owed(row.id, "process A", 0.0, 100.0) == []  # the writer's, not due
        assert [o.payload["note"] for o in await db.claim_owed(row.id, "writer", 0.0, 60.0)] == [
            "first",
            "second",
        ]
        assert await db.owed_games(59.0, 10) == [] and await db.next_owed("writer") is None
        assert await db.next_owed("process A") == 60.0
        taken = await db.claim_owed(row.id, "process A", 60.0, 200.0)  # the writer's claim lapsed
        assert [o.payload["note"] for o in taken] == ["first", "second"]
        assert [o.attempts for o in taken] == [2, 2]
        assert await db.claim_owed(row.id, "process B", 100.0, 300.0) == []  # A holds them now
        await db.postpone_owed([taken[0].id], 150.0)  # A failed to deliver the first
        again = await db.claim_owed(row.id, "process B", 150.0, 400.0)
        assert [o.id for o in again] == [taken[0].id]
        await db.delivered([o.id for o in taken])
        assert await db.owed_games(10_000.0, 10) == []
    finally:
        await db.close()


async def failing(database: str) -> tuple[GameService, Failing, int]:
    """A game whose every delivery fails, on a service whose clock the test moves."""
    service = GameService(await open_store(database))
    service.now = Clock()
    notifier = Failing()
    service.notifier = notifier
    live = await make_game(service, [1, 2], ais=0, seed=1)
    await service.settle()
    assert await owed(service, live.id)  # every delivery failed: the items are kept
    return service, notifier, live.id


async def sweeps(service: GameService, count: int) -> None:
    """``count`` sweeps, each after the claims of the one before lapsed."""
    clock = service.now
    assert isinstance(clock, Clock)
    for _ in range(count):
        clock.t += LEASE + 1
        await service.outbox.sweep(clock.t)


async def test_a_delivery_that_keeps_failing_is_given_up(database: str) -> None:
    service, notifier, game = await failing(database)
    try:
        before = notifier.calls
        await sweeps(service, ATTEMPTS + 1)
        assert await owed(service, game) == []  # given up (and said in the log)
        assert notifier.calls - before < ATTEMPTS  # each sweep tried them all at once
    finally:
        await service.db.close()


async def test_the_items_of_a_game_that_cannot_be_loaded_are_given_up(database: str) -> None:
    service, _, game = await failing(database)
    try:
        await service.db.execute(
            "UPDATE log SET payload = ? WHERE game_id = ?", ('{"type": "nonsense"}', game)
        )
        service.cache.drop(game)
        await sweeps(service, ATTEMPTS + 1)
        assert await owed(service, game) == []
    finally:
        await service.db.close()
