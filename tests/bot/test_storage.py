"""The store on both backends: numbered migrations applied once at start-up, one-transaction
batches refused whole when stale or already done, bounded snapshots, claimed timers, drafts."""

from __future__ import annotations

import json
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import AlreadyDone, Batch, NewEntry, StaleGame, Store, open_store
from bot.storage.migrations import available
from bot.storage.sqlite import SqliteStore


async def test_migrations_apply_in_order_once(database: str) -> None:
    numbers = [m.number for m in available("sqlite")]
    assert numbers == list(range(1, len(numbers) + 1)), "migrations must be numbered 1, 2, 3…"
    assert numbers == [m.number for m in available("postgres")]
    store = await open_store(database)
    try:
        assert await store.schema_version() == numbers[-1]
        assert await store.migrate() == []
        if isinstance(store, SqliteStore):
            assert await store.journal_mode() == "wal"
    finally:
        await store.close()
    again = await open_store(database)
    try:
        assert await again.schema_version() == numbers[-1]
    finally:
        await again.close()


async def test_a_database_from_the_first_release_is_upgraded(tmp_path: Path) -> None:
    path = str(tmp_path / "old.sqlite3")
    first = available("sqlite")[0]
    meta = '{"seats": ["11", "ai-1", "12"], "ai_seats": {"ai-1": "easy"}, "controllers": {"12": 13}}'
    async with aiosqlite.connect(path) as conn:
        await conn.executescript(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT);"
            f"{first.sql}\nINSERT INTO schema_migrations VALUES (1, '{first.name}', 'then');"
            "INSERT INTO games VALUES (1, 5, 6, 7, 11, 'running', '" + meta + "', 'then', 'then');"
            "INSERT INTO log VALUES (1, 1, 'start', 'bot', '{}', 'then');"
            "INSERT INTO log VALUES (1, 2, 'action', '11', '{}', 'then');"
        )
    store = await open_store(path)
    try:
        assert await store.schema_version() == available("sqlite")[-1].number
        row = await store.game(1)
        assert row is not None and row.version == 2 and row.game_type == "civ1980"
        # The seats index and a timer due now (the first start looks at the game once).
        assert await store.games_of_user(11, ["running"]) == [1]
        assert await store.games_of_user(13, ["running"]) == [1]
        assert await store.games_of_user(12, ["running"]) == []
        assert await store.timer(1) is not None
        await store.save_draft(7, "111", 3, {"growth": {"Crete": 1}})
        await store.save_draft(7, "111", 4, {"growth": {"Thrace": 2}})
        assert await store.drafts(7) == {"111": (4, {"growth": {"Thrace": 2}})}
        assert await store.drafts(8) == {}
    finally:
        await store.close()


@pytest.fixture
async def store(database: str):
    s = await open_store(database)
    try:
        yield s
    finally:
        await s.close()


def entry(seq: int, n_events: int = 2) -> NewEntry:
    events = [("moved", json.dumps({"n": i}), None if i % 2 else ["p1"]) for i in range(n_events)]
    return NewEntry(seq, "action", "p1", {"type": "x", "seq": seq}, events)


async def test_a_batch_writes_log_events_row_timer_and_seats_together(store: Store) -> None:
    row = await store.create_game(1, 2, 3, 4, {"seats": ["4"]})
    assert (row.version, row.revision, row.status) == (0, 0, "lobby")
    row.status, row.meta["x"] = "running", 1
    batch = Batch(row, [entry(1), entry(2, 3)], [99], timer=1000.0, timer_changed=True, seats=[("4", 4)])
    await store.persist(batch)
    assert (row.version, row.revision) == (2, 1)
    again = await store.game(row.id)
    assert again is not None and again.meta == {"seats": ["4"], "x": 1}
    assert (again.version, again.revision, again.status) == (2, 1, "running")
    assert [e.seq for e in await store.log(row.id)] == [1, 2]
    assert len(await store.events_since(row.id, 0)) == 5
    assert [kind for _, kind, _ in await store.public_events(row.id, 10)] == ["moved", "moved"]
    assert await store.timer(row.id) == 1000.0
    assert await store.games_of_user(4, ["running"]) == [row.id]
    assert await store.game_in_thread(3) == again
    # Seats and timer change only when the batch says so.
    await store.persist(Batch(row, [entry(3)], seats=[("5", 5)]))
    assert await store.games_of_user(4, ["running"]) == []
    assert await store.games_of_user(5, ["running"]) == [row.id]
    assert await store.timer(row.id) == 1000.0
    await store.persist(Batch(row, [], timer=None, timer_changed=True))
    assert await store.timer(row.id) is None


async def test_a_stale_or_repeated_batch_writes_nothing(store: Store) -> None:
    row = await store.create_game(1, 2, 3, 4, {})
    await store.persist(Batch(row, [entry(1)], [7]))
    stale = await store.game(row.id)
    assert stale is not None
    await store.persist(Batch(row, [entry(2)]))
    # Another copy of the game made at the older revision: refused whole.
    stale.meta["lost"] = True
    with pytest.raises(StaleGame):
        await store.persist(Batch(stale, [entry(3)], [8]))
    # Two actions at the same version: the log's key refuses the second.
    with pytest.raises(StaleGame):
        await store.persist(Batch(row, [entry(2)]))
    # The same interaction twice (Discord delivered it again).
    with pytest.raises(AlreadyDone):
        await store.persist(Batch(row, [entry(3)], [7]))
    after = await store.game(row.id)
    assert after is not None and "lost" not in after.meta and after.version == 2
    assert [e.seq for e in await store.log(row.id)] == [1, 2]
    assert await store.execute("SELECT 1") is None  # the connection is usable after a refusal
    await store.persist(Batch(row, [entry(3)], [8]))
    assert [e.seq for e in await store.log(row.id)] == [1, 2, 3]


async def test_snapshots_are_a_bounded_cache(store: Store) -> None:
    row = await store.create_game(1, 2, 3, 4, {})
    for seq in range(1, 8):
        await store.put_snapshot(row.id, seq, f'{{"v":{seq}}}', keep=2)
    assert await store.latest_snapshot(row.id) == (7, '{"v":7}')
    rows = await store.fetchall("SELECT log_seq FROM snapshots WHERE game_id = ? ORDER BY log_seq", [row.id])
    assert [r[0] for r in rows] == [6, 7]
    await store.drop_snapshots(row.id)
    assert await store.latest_snapshot(row.id) is None


async def test_a_due_timer_is_claimed_once_until_its_lease_ends(store: Store) -> None:
    a = await store.create_game(1, 2, 3, 4, {})
    b = await store.create_game(1, 2, 5, 4, {})
    await store.persist(Batch(a, [], timer=100.0, timer_changed=True))
    await store.persist(Batch(b, [], timer=300.0, timer_changed=True))
    assert [t.game_id for t in await store.due_timers(200.0, 10)] == [a.id]
    assert await store.next_timer() == 100.0
    assert await store.claim_timer(a.id, 200.0, "one", lease=60.0)
    assert not await store.claim_timer(a.id, 200.0, "two", lease=60.0)
    assert not await store.claim_timer(b.id, 200.0, "two", lease=60.0)  # not due yet
    assert await store.due_timers(200.0, 10) == []
    assert await store.next_timer() == 260.0  # the claim's end comes before b's timer
    assert await store.claim_timer(a.id, 261.0, "two", lease=60.0)  # the first claimant died
    # Writing the game's timer releases the claim.
    await store.persist(Batch(a, [], timer=150.0, timer_changed=True))
    assert [t.game_id for t in await store.due_timers(200.0, 10)] == [a.id]
    await store.set_timer(a.id, 500.0)
    assert await store.timer(a.id) == 500.0


async def test_panels_and_quiet_hours(store: Store) -> None:
    await store.set_panel(1, 2, 3, 4, "d1")
    await store.set_panel(1, 2, 3, 5, "d2")
    assert await store.panel(1, 2) == (3, 5, "d2")
    await store.delete_panel(1, 2)
    assert await store.panel(1, 2) is None
    await store.save_quiet(7, 60, 120, "Europe/Paris")
    await store.save_quiet(8, None, None, None)
    assert await store.quiet_rows() == [(7, 60, 120, "Europe/Paris")]
