"""The SQLite backend (aiosqlite, WAL): the default, nothing to install; one bot process.

aiosqlite runs every call on the connection's own thread, so each call is a round trip. The
connection is in autocommit mode: every statement is its own transaction. A change is one
statement, a multi-row INSERT into the ``writes`` view, whose triggers put each row where it
belongs (migration 4): one round trip, all or nothing, whatever the change holds. Transactions of
several statements are only those of the migrations, which run before the store is handed out.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Sequence
from typing import Any

import aiosqlite

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

# One row of the writes view: op, game, then up to five values.
Op = tuple[str, int, Any, Any, Any, Any, Any]


@functools.cache
def write_sql(rows: int) -> str:
    """The INSERT of ``rows`` rows into the writes view (cached: sqlite3 caches its statements)."""
    return "INSERT INTO writes (op, game_id, a, b, c, d, e) VALUES " + ",".join(["(?,?,?,?,?,?,?)"] * rows)


def batch_ops(batch: Batch, now: str) -> list[Op]:
    """The rows written into the ``writes`` view for ``batch``, in order."""
    row = batch.row
    gid = row.id
    ops: list[Op] = [("game", gid, row.status, dumps(row.meta), batch.version, row.revision, now)]
    for entry in batch.entries:
        ops.append(("log", gid, entry.seq, entry.kind, entry.actor, dumps(entry.payload), now))
        ops += [("event", gid, entry.seq, *ev) for ev in event_rows(entry)]
    ops += [("interaction", gid, i, None, None, None, now) for i in batch.interactions]
    if batch.timer_changed:
        ops.append(("timer", gid, batch.timer, None, None, None, None))
    if batch.seats is not None:
        ops.append(("seats", gid, dumps(batch.seats), None, None, None, None))
    ops += [
        ("outbox", gid, kind, payload, batch.owed_until, batch.owner, None) for kind, payload in batch.owed
    ]
    return ops


def refusal(err: sqlite3.IntegrityError) -> Exception:
    text = str(err)
    if "interactions.id" in text:
        return AlreadyDone(text)
    if "stale game" in text or "log.game_id" in text:
        return StaleGame(text)
    return err


class _MigrationDb:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.execute_fetchall(sql, params)]

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self.conn.executemany(sql, rows)


class SqliteStore(Store):
    dialect = "sqlite"
    shared = False

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    @classmethod
    async def open(cls, path: str) -> SqliteStore:
        conn = await aiosqlite.connect(path, isolation_level=None)
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
            await conn.execute_fetchall(f"PRAGMA {pragma}")
        store = cls(conn)
        await store.migrate()
        return store

    async def close(self) -> None:
        await self.conn.close()

    async def journal_mode(self) -> str:
        rows = list(await self.conn.execute_fetchall("PRAGMA journal_mode"))
        return str(rows[0][0]) if rows else ""

    # -- migrations --------------------------------------------------------------------

    async def migrate(self) -> list[int]:
        """One transaction per migration; nobody else uses the connection yet."""
        await self.conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations"
            " (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)"
        )
        done = {int(r[0]) for r in await self.conn.execute_fetchall("SELECT version FROM schema_migrations")}
        applied = []
        for m in available(self.dialect):
            if m.number in done:
                continue
            try:
                # The schema change, the data step and the record in one transaction.
                await self.conn.executescript(f"BEGIN;\n{m.sql}")
                if m.data is not None:
                    await m.data(_MigrationDb(self.conn))
                await self.conn.execute(
                    "INSERT INTO schema_migrations VALUES (?, ?, ?)", (m.number, m.name, now_text())
                )
                await self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:
                    await self.conn.execute("ROLLBACK")
                raise
            applied.append(m.number)
        return applied

    async def schema_version(self) -> int:
        rows = list(await self.conn.execute_fetchall("SELECT MAX(version) FROM schema_migrations"))
        return int(rows[0][0] or 0) if rows else 0

    # -- plumbing ----------------------------------------------------------------------

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = list(await self.conn.execute_fetchall(sql, params))
        return tuple(rows[0]) if rows else None

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.conn.execute_fetchall(sql, params)]

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._commit_one(sql, params)

    async def _commit_one(self, sql: str, params: Sequence[Any]) -> int:
        """One statement, committed by itself (autocommit): one round trip."""
        cur = await self.conn.execute(sql, params)
        return int(cur.rowcount)

    async def _commit_ops(self, ops: list[Op]) -> None:
        params = [value for op in ops for value in op]
        try:
            await self.conn.execute(write_sql(len(ops)), params)
        except sqlite3.IntegrityError as err:
            raise refusal(err) from None

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
        rows = list(
            await self.conn.execute_fetchall(
                "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta,"
                " created_at, updated_at, game_type) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?)"
                f" RETURNING {GAME_COLUMNS}",
                (guild_id, channel_id, thread_id, creator_id, json.dumps(meta), now, now, game_type),
            )
        )
        return game_row(rows[0])

    async def game(self, game_id: int) -> GameRow | None:
        r = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(r) if r else None

    async def game_in_thread(self, thread_id: int) -> GameRow | None:
        r = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE thread_id = ? ORDER BY id DESC LIMIT 1", (thread_id,)
        )
        return game_row(r) if r else None

    async def revision(self, game_id: int) -> int | None:
        r = await self._one("SELECT revision FROM games WHERE id = ?", (game_id,))
        return int(r[0]) if r else None

    async def game_ids(self, statuses: Sequence[str]) -> list[int]:
        marks = ",".join("?" for _ in statuses)
        rows = await self.fetchall(f"SELECT id FROM games WHERE status IN ({marks}) ORDER BY id", statuses)
        return [int(r[0]) for r in rows]

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[int]:
        marks = ",".join("?" for _ in statuses)
        rows = await self.fetchall(
            "SELECT s.game_id FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE s.user_id = ? AND g.status IN ({marks}) ORDER BY s.game_id",
            (user_id, *statuses),
        )
        return [int(r[0]) for r in rows]

    async def persist(self, batch: Batch) -> None:
        await self._commit_ops(batch_ops(batch, now_text()))
        batch.row.version = batch.version
        batch.row.revision += 1

    # -- log, events, snapshots ----------------------------------------------------------

    async def log(self, game_id: int, after: int = 0, upto: int | None = None) -> list[LogEntry]:
        rows = await self.conn.execute_fetchall(
            "SELECT seq, kind, actor, payload FROM log WHERE game_id = ? AND seq > ? AND seq <= ?"
            " ORDER BY seq",
            (game_id, after, MAX_SEQ if upto is None else upto),
        )
        return [LogEntry(int(r[0]), str(r[1]), str(r[2]), json.loads(r[3])) for r in rows]

    async def events_since(self, game_id: int, log_seq: int) -> list[EventRow]:
        rows = await self.conn.execute_fetchall(
            "SELECT kind, data, visible_to FROM events WHERE game_id = ? AND log_seq > ?"
            " ORDER BY log_seq, idx",
            (game_id, log_seq),
        )
        return [EventRow(str(r[0]), json.loads(r[1]), json.loads(r[2]) if r[2] else None) for r in rows]

    async def public_events(self, game_id: int, limit: int) -> list[tuple[int, str, dict[str, Any]]]:
        rows = await self.conn.execute_fetchall(
            "SELECT log_seq, kind, data FROM events WHERE game_id = ? AND visible_to IS NULL"
            " ORDER BY log_seq DESC, idx DESC LIMIT ?",
            (game_id, limit),
        )
        return [(int(r[0]), str(r[1]), json.loads(r[2])) for r in reversed(list(rows))]

    async def put_snapshot(self, game_id: int, log_seq: int, state: str, keep: int) -> None:
        await self._commit_ops([("snapshot", game_id, log_seq, state, keep, None, None)])

    async def latest_snapshot(self, game_id: int, upto: int | None = None) -> tuple[int, str] | None:
        r = await self._one(
            "SELECT log_seq, state FROM snapshots WHERE game_id = ? AND log_seq <= ?"
            " ORDER BY log_seq DESC LIMIT 1",
            (game_id, MAX_SEQ if upto is None else upto),
        )
        return (int(r[0]), str(r[1])) if r else None

    async def drop_snapshots(self, game_id: int) -> None:
        await self._commit_one("DELETE FROM snapshots WHERE game_id = ?", (game_id,))

    # -- timers ----------------------------------------------------------------------------

    async def due_timers(self, now: float, limit: int) -> list[Timer]:
        rows = await self.fetchall(
            "SELECT game_id, due_at FROM timers WHERE due_at <= ? ORDER BY due_at LIMIT ?", (now, limit)
        )
        return [Timer(int(r[0]), float(r[1])) for r in rows]

    async def next_timer(self) -> float | None:
        r = await self._one("SELECT MIN(due_at) FROM timers")
        return float(r[0]) if r and r[0] is not None else None

    async def claim_timer(self, game_id: int, now: float, owner: str, lease: float) -> bool:
        changed = await self._commit_one(
            "UPDATE timers SET claimed_by = ?, due_at = ? WHERE game_id = ? AND due_at <= ?",
            (owner, now + lease, game_id, now),
        )
        return changed == 1

    async def timer(self, game_id: int) -> float | None:
        r = await self._one("SELECT due_at FROM timers WHERE game_id = ?", (game_id,))
        return float(r[0]) if r else None

    async def set_timer(self, game_id: int, due_at: float) -> None:
        await self._commit_ops([("timer", game_id, due_at, None, None, None, None)])

    # -- the outbox ------------------------------------------------------------------------------

    async def claim_owed(self, game_id: int, owner: str, due_by: float, until: float) -> list[Owed]:
        rows = await self.fetchall(
            "UPDATE outbox SET claimed_by = ?, due_at = ?, attempts = attempts + 1"
            " WHERE game_id = ? AND (claimed_by = ? OR due_at <= ?) RETURNING id, kind, payload, attempts",
            (owner, until, game_id, owner, due_by),
        )
        return owed_rows(rows)

    async def delivered(self, ids: Sequence[int]) -> None:
        if ids:
            marks = ",".join("?" for _ in ids)
            await self._commit_one(f"DELETE FROM outbox WHERE id IN ({marks})", list(ids))

    async def postpone_owed(self, ids: Sequence[int], until: float) -> None:
        if ids:
            marks = ",".join("?" for _ in ids)
            await self._commit_one(
                f"UPDATE outbox SET claimed_by = NULL, due_at = ? WHERE id IN ({marks})", [until, *ids]
            )

    async def owed_games(self, now: float, limit: int) -> list[int]:
        rows = await self.fetchall(
            "SELECT game_id FROM outbox WHERE due_at <= ? GROUP BY game_id ORDER BY MIN(due_at) LIMIT ?",
            (now, limit),
        )
        return [int(r[0]) for r in rows]

    async def next_owed(self, owner: str) -> float | None:
        r = await self._one("SELECT MIN(due_at) FROM outbox WHERE claimed_by IS NOT ?", (owner,))
        return float(r[0]) if r and r[0] is not None else None

    # -- drafts, panels, preferences ------------------------------------------------------------

    async def save_draft(self, game_id: int, seat: str, epoch: int, data: dict[str, Any]) -> None:
        await self._commit_one(
            "INSERT OR REPLACE INTO drafts (game_id, seat, epoch, data) VALUES (?, ?, ?, ?)",
            (game_id, seat, epoch, dumps(data)),
        )

    async def drafts(self, game_id: int) -> dict[str, tuple[int, dict[str, Any]]]:
        rows = await self.fetchall("SELECT seat, epoch, data FROM drafts WHERE game_id = ?", (game_id,))
        return {str(r[0]): (int(r[1]), json.loads(r[2])) for r in rows}

    async def panel(self, game_id: int, user_id: int) -> tuple[int, int, str] | None:
        r = await self._one(
            "SELECT channel_id, message_id, digest FROM panels WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
        )
        return (int(r[0]), int(r[1]), str(r[2])) if r else None

    async def set_panel(
        self, game_id: int, user_id: int, channel_id: int, message_id: int, digest: str
    ) -> None:
        await self._commit_one(
            "INSERT OR REPLACE INTO panels (game_id, user_id, channel_id, message_id, digest)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, channel_id, message_id, digest),
        )

    async def delete_panel(self, game_id: int, user_id: int) -> None:
        await self._commit_one("DELETE FROM panels WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def quiet_rows(self) -> list[tuple[int, int, int, str | None]]:
        rows = await self.fetchall(
            "SELECT user_id, quiet_start, quiet_end, quiet_zone FROM user_prefs"
            " WHERE quiet_start IS NOT NULL AND quiet_end IS NOT NULL"
        )
        return [(int(r[0]), int(r[1]), int(r[2]), r[3]) for r in rows]

    async def save_quiet(self, user_id: int, start: int | None, end: int | None, zone: str | None) -> None:
        # An upsert, not INSERT OR REPLACE: other preferences of the row are kept.
        await self._commit_one(
            "INSERT INTO user_prefs (user_id, quiet_start, quiet_end, quiet_zone) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET quiet_start = excluded.quiet_start,"
            " quiet_end = excluded.quiet_end, quiet_zone = excluded.quiet_zone",
            (user_id, start, end, zone),
        )
