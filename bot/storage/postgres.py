"""The PostgreSQL backend (asyncpg): for several bot processes sharing one database.

asyncpg rather than psycopg: on the same server its round trips cost about half as much (see
docs/postgres.md for the figures). A change is one statement: data-modifying CTEs write the log
rows, events, interaction ids, timer and seats only if the game row's update (at the expected
revision) found its row, so a change is one round trip and all or nothing; a single statement
needs no explicit transaction.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import asyncpg

from bot.storage.base import (
    DEFAULT_GAME_TYPE,
    GAME_COLUMNS,
    MAX_SEQ,
    AlreadyDone,
    Batch,
    EventRow,
    GameRow,
    LogEntry,
    Owed,
    StaleGame,
    Store,
    Timer,
    dumps,
    event_rows,
    game_row,
    now_text,
    owed_rows,
)
from bot.storage.migrations import available

MIGRATION_LOCK = 0xC1B07  # pg_advisory_xact_lock key: one migrating process at a time

PERSIST = """
WITH g AS (
    UPDATE games SET status = $3, meta = $4, version = $5, updated_at = $6, revision = revision + 1
    WHERE id = $1 AND revision = $2 RETURNING id
), l AS (
    INSERT INTO log (game_id, seq, kind, actor, payload, created_at)
    SELECT g.id, x.seq, x.kind, x.actor, x.payload, $6
    FROM g, unnest($7::int[], $8::text[], $9::text[], $10::text[]) AS x(seq, kind, actor, payload)
), e AS (
    INSERT INTO events (game_id, log_seq, idx, kind, data, visible_to)
    SELECT g.id, x.s, x.i, x.k, x.d, x.v
    FROM g, unnest($11::int[], $12::int[], $13::text[], $14::text[], $15::text[]) AS x(s, i, k, d, v)
), i AS (
    INSERT INTO interactions (id, game_id, created_at)
    SELECT x.id, g.id, $6 FROM g, unnest($16::bigint[]) AS x(id)
), t AS (
    INSERT INTO timers (game_id, due_at) SELECT g.id, $18 FROM g WHERE $17 AND $18::float8 IS NOT NULL
    ON CONFLICT (game_id) DO UPDATE SET due_at = EXCLUDED.due_at, claimed_by = NULL
), tn AS (
    DELETE FROM timers WHERE game_id IN (SELECT id FROM g) AND $17 AND $18::float8 IS NULL
), s AS (
    INSERT INTO seats (game_id, seat, user_id)
    SELECT g.id, x.seat, x.uid FROM g, unnest($20::text[], $21::bigint[]) AS x(seat, uid) WHERE $19
    ON CONFLICT (game_id, seat) DO UPDATE SET user_id = EXCLUDED.user_id
), sd AS (
    DELETE FROM seats WHERE game_id IN (SELECT id FROM g) AND $19 AND NOT (seat = ANY($20::text[]))
), o AS (
    INSERT INTO outbox (game_id, kind, payload, due_at, claimed_by)
    SELECT g.id, x.k, x.p, $24, $25
    FROM g, unnest($22::text[], $23::text[]) WITH ORDINALITY AS x(k, p, n) ORDER BY x.n
)
SELECT count(*) FROM g
"""

SNAPSHOT = """
WITH ins AS (
    INSERT INTO snapshots (game_id, log_seq, state) VALUES ($1, $2, $3)
    ON CONFLICT (game_id, log_seq) DO UPDATE SET state = EXCLUDED.state
)
DELETE FROM snapshots WHERE game_id = $1 AND log_seq <> $2 AND log_seq NOT IN (
    SELECT log_seq FROM snapshots WHERE game_id = $1 AND log_seq < $2 ORDER BY log_seq DESC LIMIT $4 - 1
)
"""


def numbered(sql: str) -> str:
    """``?`` placeholders -> ``$1, $2, ...``."""
    count = iter(range(1, 10_000))
    return re.sub(r"\?", lambda _: f"${next(count)}", sql)


def persist_args(batch: Batch, now: str) -> list[Any]:
    row = batch.row
    entries = batch.entries
    events = [(e.seq, *ev) for e in entries for ev in event_rows(e)]
    seats = batch.seats or []
    return [
        row.id, row.revision, row.status, json.dumps(row.meta), batch.version, now,
        [e.seq for e in entries], [e.kind for e in entries], [e.actor for e in entries],
        [dumps(e.payload) for e in entries],
        [x[0] for x in events], [x[1] for x in events], [x[2] for x in events], [x[3] for x in events],
        [x[4] for x in events],
        list(batch.interactions), batch.timer_changed, batch.timer,
        batch.seats is not None, [s for s, _ in seats], [u for _, u in seats],
        [k for k, _ in batch.owed], [p for _, p in batch.owed], batch.owed_until, batch.owner,
    ]  # fmt: skip


class _MigrationDb:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.fetch(numbered(sql), *params)]

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.conn.executemany(numbered(sql), rows)


class PostgresStore(Store):
    dialect = "postgres"
    shared = True

    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    @classmethod
    async def open(cls, url: str, pool_size: int = 10) -> PostgresStore:
        pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size)
        store = cls(pool)
        await store.migrate()
        return store

    async def close(self) -> None:
        await self.pool.close()

    # -- migrations --------------------------------------------------------------------

    async def migrate(self) -> list[int]:
        applied = []
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations"
                " (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)"
            )
            done = {int(r[0]) for r in await conn.fetch("SELECT version FROM schema_migrations")}
            for m in available(self.dialect):
                if m.number in done:
                    continue
                await conn.execute(m.sql)
                if m.data is not None:
                    await m.data(_MigrationDb(conn))
                await conn.execute(
                    "INSERT INTO schema_migrations VALUES ($1, $2, $3)", m.number, m.name, now_text()
                )
                applied.append(m.number)
        return applied

    async def schema_version(self) -> int:
        return int(await self.pool.fetchval("SELECT MAX(version) FROM schema_migrations") or 0)

    # -- plumbing ----------------------------------------------------------------------

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.pool.fetch(numbered(sql), *params)]

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.pool.execute(numbered(sql), *params)

    async def _one(self, sql: str, *params: Any) -> asyncpg.Record | None:
        row: asyncpg.Record | None = await self.pool.fetchrow(sql, *params)
        return row

    # -- games -------------------------------------------------------------------------

    async def create_game(
        self,
        guild_id: int,
        channel_id: int,
        thread_id: int,
        creator_id: int,
        meta: dict[str, Any],
        game_type: str = DEFAULT_GAME_TYPE,
    ) -> GameRow:
        now = now_text()
        r = await self._one(
            "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta, created_at,"
            f" updated_at, game_type) VALUES ($1, $2, $3, $4, 'lobby', $5, $6, $6, $7)"
            f" RETURNING {GAME_COLUMNS}",
            guild_id, channel_id, thread_id, creator_id, json.dumps(meta), now, game_type,
        )  # fmt: skip
        assert r is not None
        return game_row(r)

    async def game(self, game_id: int) -> GameRow | None:
        r = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        return game_row(r) if r else None

    async def game_in_thread(self, thread_id: int) -> GameRow | None:
        r = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE thread_id = $1 ORDER BY id DESC LIMIT 1", thread_id
        )
        return game_row(r) if r else None

    async def revision(self, game_id: int) -> int | None:
        value = await self.pool.fetchval("SELECT revision FROM games WHERE id = $1", game_id)
        return None if value is None else int(value)

    async def game_ids(self, statuses: Sequence[str]) -> list[int]:
        rows = await self.pool.fetch(
            "SELECT id FROM games WHERE status = ANY($1::text[]) ORDER BY id", statuses
        )
        return [int(r[0]) for r in rows]

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[int]:
        rows = await self.pool.fetch(
            "SELECT s.game_id FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE s.user_id = $1 AND g.status = ANY($2::text[]) ORDER BY s.game_id",
            user_id,
            list(statuses),
        )
        return [int(r[0]) for r in rows]

    async def persist(self, batch: Batch) -> None:
        try:
            found = await self.pool.fetchval(PERSIST, *persist_args(batch, now_text()))
        except asyncpg.UniqueViolationError as err:
            if err.constraint_name == "interactions_pkey":
                raise AlreadyDone(str(err)) from None
            raise StaleGame(str(err)) from None
        if not found:
            raise StaleGame(f"game {batch.row.id} is no longer at revision {batch.row.revision}")
        batch.row.version = batch.version
        batch.row.revision += 1

    # -- log, events, snapshots ----------------------------------------------------------

    async def log(self, game_id: int, after: int = 0, upto: int | None = None) -> list[LogEntry]:
        rows = await self.pool.fetch(
            "SELECT seq, kind, actor, payload FROM log WHERE game_id = $1 AND seq > $2 AND seq <= $3"
            " ORDER BY seq",
            game_id,
            after,
            MAX_SEQ if upto is None else upto,
        )
        return [LogEntry(int(r[0]), str(r[1]), str(r[2]), json.loads(r[3])) for r in rows]

    async def events_since(self, game_id: int, log_seq: int) -> list[EventRow]:
        rows = await self.pool.fetch(
            "SELECT kind, data, visible_to FROM events WHERE game_id = $1 AND log_seq > $2"
            " ORDER BY log_seq, idx",
            game_id,
            log_seq,
        )
        return [EventRow(str(r[0]), json.loads(r[1]), json.loads(r[2]) if r[2] else None) for r in rows]

    async def public_events(self, game_id: int, limit: int) -> list[tuple[int, str, dict[str, Any]]]:
        rows = await self.pool.fetch(
            "SELECT log_seq, kind, data FROM events WHERE game_id = $1 AND visible_to IS NULL"
            " ORDER BY log_seq DESC, idx DESC LIMIT $2",
            game_id,
            limit,
        )
        return [(int(r[0]), str(r[1]), json.loads(r[2])) for r in reversed(rows)]

    async def put_snapshot(self, game_id: int, log_seq: int, state: str, keep: int) -> None:
        await self.pool.execute(SNAPSHOT, game_id, log_seq, state, keep)

    async def latest_snapshot(self, game_id: int, upto: int | None = None) -> tuple[int, str] | None:
        r = await self._one(
            "SELECT log_seq, state FROM snapshots WHERE game_id = $1 AND log_seq <= $2"
            " ORDER BY log_seq DESC LIMIT 1",
            game_id,
            MAX_SEQ if upto is None else upto,
        )
        return (int(r[0]), str(r[1])) if r else None

    async def drop_snapshots(self, game_id: int) -> None:
        await self.pool.execute("DELETE FROM snapshots WHERE game_id = $1", game_id)

    # -- timers ----------------------------------------------------------------------------

    async def due_timers(self, now: float, limit: int) -> list[Timer]:
        rows = await self.pool.fetch(
            "SELECT game_id, due_at FROM timers WHERE due_at <= $1 ORDER BY due_at LIMIT $2",
            now,
            limit,
        )
        return [Timer(int(r[0]), float(r[1])) for r in rows]

    async def next_timer(self) -> float | None:
        value = await self.pool.fetchval("SELECT MIN(due_at) FROM timers")
        return None if value is None else float(value)

    async def claim_timer(self, game_id: int, now: float, owner: str, lease: float) -> bool:
        claimed = await self.pool.fetchval(
            "UPDATE timers SET claimed_by = $1, due_at = $2 WHERE game_id = $3 AND due_at <= $4"
            " RETURNING game_id",
            owner,
            now + lease,
            game_id,
            now,
        )
        return claimed is not None

    async def timer(self, game_id: int) -> float | None:
        value = await self.pool.fetchval("SELECT due_at FROM timers WHERE game_id = $1", game_id)
        return None if value is None else float(value)

    async def set_timer(self, game_id: int, due_at: float) -> None:
        await self.pool.execute(
            "INSERT INTO timers (game_id, due_at) VALUES ($1, $2) ON CONFLICT (game_id)"
            " DO UPDATE SET due_at = EXCLUDED.due_at, claimed_by = NULL",
            game_id,
            due_at,
        )

    # -- the outbox ------------------------------------------------------------------------------

    async def claim_owed(self, game_id: int, owner: str, due_by: float, until: float) -> list[Owed]:
        # Each row's own condition is checked again once its lock is had (READ COMMITTED): of two
        # processes claiming at once, the second finds the rows claimed and takes none of them.
        rows = await self.pool.fetch(
            "UPDATE outbox SET claimed_by = $1, due_at = $2, attempts = attempts + 1"
            " WHERE game_id = $3 AND (claimed_by = $1 OR due_at <= $4) RETURNING id, kind, payload, attempts",
            owner,
            until,
            game_id,
            due_by,
        )
        return owed_rows(rows)

    async def delivered(self, ids: Sequence[int]) -> None:
        if ids:
            await self.pool.execute("DELETE FROM outbox WHERE id = ANY($1::bigint[])", list(ids))

    async def postpone_owed(self, ids: Sequence[int], until: float) -> None:
        if ids:
            await self.pool.execute(
                "UPDATE outbox SET claimed_by = NULL, due_at = $1 WHERE id = ANY($2::bigint[])",
                until,
                list(ids),
            )

    async def owed_games(self, now: float, limit: int) -> list[int]:
        rows = await self.pool.fetch(
            "SELECT game_id FROM outbox WHERE due_at <= $1 GROUP BY game_id ORDER BY MIN(due_at) LIMIT $2",
            now,
            limit,
        )
        return [int(r[0]) for r in rows]

    async def next_owed(self, owner: str) -> float | None:
        value = await self.pool.fetchval(
            "SELECT MIN(due_at) FROM outbox WHERE claimed_by IS DISTINCT FROM $1", owner
        )
        return None if value is None else float(value)

    # -- drafts, panels, preferences ------------------------------------------------------------

    async def save_draft(self, game_id: int, seat: str, epoch: int, data: dict[str, Any]) -> None:
        await self.pool.execute(
            "INSERT INTO drafts (game_id, seat, epoch, data) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (game_id, seat) DO UPDATE SET epoch = EXCLUDED.epoch, data = EXCLUDED.data",
            game_id,
            seat,
            epoch,
            dumps(data),
        )

    async def drafts(self, game_id: int) -> dict[str, tuple[int, dict[str, Any]]]:
        rows = await self.pool.fetch("SELECT seat, epoch, data FROM drafts WHERE game_id = $1", game_id)
        return {str(r[0]): (int(r[1]), json.loads(r[2])) for r in rows}

    async def panel(self, game_id: int, user_id: int) -> tuple[int, int, str] | None:
        r = await self._one(
            "SELECT channel_id, message_id, digest FROM panels WHERE game_id = $1 AND user_id = $2",
            game_id,
            user_id,
        )
        return (int(r[0]), int(r[1]), str(r[2])) if r else None

    async def set_panel(
        self, game_id: int, user_id: int, channel_id: int, message_id: int, digest: str
    ) -> None:
        await self.pool.execute(
            "INSERT INTO panels (game_id, user_id, channel_id, message_id, digest)"
            " VALUES ($1, $2, $3, $4, $5)"
            " ON CONFLICT (game_id, user_id) DO UPDATE SET channel_id = EXCLUDED.channel_id,"
            " message_id = EXCLUDED.message_id, digest = EXCLUDED.digest",
            game_id, user_id, channel_id, message_id, digest,
        )  # fmt: skip

    async def delete_panel(self, game_id: int, user_id: int) -> None:
        await self.pool.execute("DELETE FROM panels WHERE game_id = $1 AND user_id = $2", game_id, user_id)

    async def quiet_rows(self) -> list[tuple[int, int, int, str | None]]:
        rows = await self.pool.fetch(
            "SELECT user_id, quiet_start, quiet_end, quiet_zone FROM user_prefs"
            " WHERE quiet_start IS NOT NULL AND quiet_end IS NOT NULL"
        )
        return [(int(r[0]), int(r[1]), int(r[2]), r[3]) for r in rows]

    async def save_quiet(self, user_id: int, start: int | None, end: int | None, zone: str | None) -> None:
        await self.pool.execute(
            "INSERT INTO user_prefs (user_id, quiet_start, quiet_end, quiet_zone) VALUES ($1, $2, $3, $4)"
            " ON CONFLICT (user_id) DO UPDATE SET quiet_start = EXCLUDED.quiet_start,"
            " quiet_end = EXCLUDED.quiet_end, quiet_zone = EXCLUDED.quiet_zone",
            user_id, start, end, zone,
        )  # fmt: skip
