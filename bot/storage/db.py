"""The database: connection, migrations and every query the bot makes."""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import aiosqlite

from bot.storage import migrations


@dataclass
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    thread_id: int
    creator_id: int
    status: str
    meta: dict[str, Any]


@dataclass(frozen=True)
class LogEntry:
    seq: int
    kind: str  # "start", "action" or "undo"
    actor: str
    payload: dict[str, Any]


@dataclass(frozen=True)
class EventRow:
    kind: str
    data: dict[str, Any]
    visible_to: list[str] | None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def available_migrations() -> list[tuple[int, str, str]]:
    """(number, name, SQL) of every migration module, in order."""
    out = []
    for info in pkgutil.iter_modules(migrations.__path__):
        if info.name.startswith("v") and info.name[1:4].isdigit():
            module = importlib.import_module(f"{migrations.__name__}.{info.name}")
            out.append((int(info.name[1:4]), info.name, str(module.SQL)))
    return sorted(out)


class Database:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    @classmethod
    async def open(cls, path: str) -> Database:
        conn = await aiosqlite.connect(path)
        conn.row_factory = aiosqlite.Row
        for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
            async with conn.execute(f"PRAGMA {pragma}") as cur:
                await cur.fetchall()
        db = cls(conn)
        await db.migrate()
        return db

    async def close(self) -> None:
        await self.conn.close()

    async def journal_mode(self) -> str:
        async with self.conn.execute("PRAGMA journal_mode") as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else ""

    async def migrate(self) -> list[int]:
        await self.conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations"
            " (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)"
        )
        await self.conn.commit()
        async with self.conn.execute("SELECT version FROM schema_migrations") as cur:
            done = {int(r[0]) async for r in cur}
        applied = []
        for number, name, sql in available_migrations():
            if number in done:
                continue
            await self.conn.executescript(
                f"BEGIN;\n{sql}\nINSERT INTO schema_migrations VALUES ({number}, '{name}', '{_now()}');"
                "\nCOMMIT;"
            )
            applied.append(number)
        return applied

    async def schema_version(self) -> int:
        async with self.conn.execute("SELECT MAX(version) FROM schema_migrations") as cur:
            row = await cur.fetchone()
        return int(row[0] or 0) if row else 0

    # -- games ---------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int, channel_id: int, thread_id: int, creator_id: int, meta: dict[str, Any]
    ) -> int:
        cur = await self.conn.execute(
            "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta, created_at,"
            " updated_at)"
            " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?)",
            (guild_id, channel_id, thread_id, creator_id, json.dumps(meta), _now(), _now()),
        )
        await self.conn.commit()
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    async def save_game(self, row: GameRow, commit: bool = True) -> None:
        await self.conn.execute(
            "UPDATE games SET status = ?, meta = ?, thread_id = ?, updated_at = ? WHERE id = ?",
            (row.status, json.dumps(row.meta), row.thread_id, _now(), row.id),
        )
        if commit:
            await self.conn.commit()

    def _row(self, r: aiosqlite.Row) -> GameRow:
        return GameRow(
            r["id"],
            r["guild_id"],
            r["channel_id"],
            r["thread_id"],
            r["creator_id"],
            r["status"],
            json.loads(r["meta"]),
        )

    async def game(self, game_id: int) -> GameRow | None:
        async with self.conn.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cur:
            r = await cur.fetchone()
        return self._row(r) if r else None

    async def game_in_thread(self, thread_id: int) -> GameRow | None:
        async with self.conn.execute(
            "SELECT * FROM games WHERE thread_id = ? ORDER BY id DESC", (thread_id,)
        ) as cur:
            r = await cur.fetchone()
        return self._row(r) if r else None

    async def games_with_status(self, statuses: Sequence[str]) -> list[GameRow]:
        marks = ",".join("?" for _ in statuses)
        async with self.conn.execute(
            f"SELECT * FROM games WHERE status IN ({marks}) ORDER BY id", tuple(statuses)
        ) as cur:
            return [self._row(r) async for r in cur]

    # -- log, events, snapshots ----------------------------------------------------------

    async def append(
        self,
        game_id: int,
        kind: str,
        actor: str,
        payload: dict[str, Any],
        events: Sequence[tuple[str, dict[str, Any], Sequence[str] | None]] = (),
    ) -> int:
        """Append one log entry and its events (not committed: call ``commit``)."""
        async with self.conn.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM log WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        seq = int(row[0]) + 1 if row else 1
        await self.conn.execute(
            "INSERT INTO log (game_id, seq, kind, actor, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, seq, kind, actor, json.dumps(payload, sort_keys=True), _now()),
        )
        if events:
            await self.conn.executemany(
                "INSERT INTO events (game_id, log_seq, idx, kind, data, visible_to)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        seq,
                        i,
                        k,
                        json.dumps(d, sort_keys=True),
                        None if v is None else json.dumps(list(v)),
                    )
                    for i, (k, d, v) in enumerate(events)
                ],
            )
        return seq

    async def log(self, game_id: int, after: int = 0) -> list[LogEntry]:
        async with self.conn.execute(
            "SELECT seq, kind, actor, payload FROM log WHERE game_id = ? AND seq > ? ORDER BY seq",
            (game_id, after),
        ) as cur:
            return [LogEntry(r[0], r[1], r[2], json.loads(r[3])) async for r in cur]

    async def events_since(self, game_id: int, log_seq: int) -> list[EventRow]:
        async with self.conn.execute(
            "SELECT kind, data, visible_to FROM events WHERE game_id = ? AND log_seq > ?"
            " ORDER BY log_seq, idx",
            (game_id, log_seq),
        ) as cur:
            return [EventRow(r[0], json.loads(r[1]), json.loads(r[2]) if r[2] else None) async for r in cur]

    async def public_events(self, game_id: int, limit: int) -> list[tuple[int, str, dict[str, Any]]]:
        async with self.conn.execute(
            "SELECT log_seq, kind, data FROM events WHERE game_id = ? AND visible_to IS NULL"
            " ORDER BY log_seq DESC, idx DESC LIMIT ?",
            (game_id, limit),
        ) as cur:
            rows = [(int(r[0]), str(r[1]), json.loads(r[2])) async for r in cur]
        return list(reversed(rows))

    async def put_snapshot(self, game_id: int, log_seq: int, state: dict[str, Any]) -> None:
        await self.conn.execute(
            "INSERT OR REPLACE INTO snapshots (game_id, log_seq, state) VALUES (?, ?, ?)",
            (game_id, log_seq, json.dumps(state)),
        )

    async def latest_snapshot(self, game_id: int) -> tuple[int, dict[str, Any]] | None:
        async with self.conn.execute(
            "SELECT log_seq, state FROM snapshots WHERE game_id = ? ORDER BY log_seq DESC LIMIT 1", (game_id,)
        ) as cur:
            r = await cur.fetchone()
        return (int(r[0]), json.loads(r[1])) if r else None

    # -- idempotency ---------------------------------------------------------------------

    async def seen_interaction(self, interaction_id: int) -> bool:
        async with self.conn.execute("SELECT 1 FROM interactions WHERE id = ?", (interaction_id,)) as cur:
            return await cur.fetchone() is not None

    async def mark_interaction(self, interaction_id: int, game_id: int) -> None:
        await self.conn.execute(
            "INSERT OR IGNORE INTO interactions (id, game_id, created_at) VALUES (?, ?, ?)",
            (interaction_id, game_id, _now()),
        )

    async def commit(self) -> None:
        await self.conn.commit()

    # -- panels and preferences ----------------------------------------------------------

    async def panel(self, game_id: int, user_id: int) -> tuple[int, int, str] | None:
        async with self.conn.execute(
            "SELECT channel_id, message_id, digest FROM panels WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
        ) as cur:
            r = await cur.fetchone()
        return (int(r[0]), int(r[1]), str(r[2])) if r else None

    async def set_panel(
        self, game_id: int, user_id: int, channel_id: int, message_id: int, digest: str
    ) -> None:
        await self.conn.execute(
            "INSERT OR REPLACE INTO panels (game_id, user_id, channel_id, message_id, digest)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, channel_id, message_id, digest),
        )
        await self.conn.commit()

    async def set_quiet_hours(self, user_id: int, hours: tuple[int, int] | None) -> None:
        """Whole UTC hours, as the first release stored them (``bot.quiet`` reads and writes
        the current form; kept to write first-release rows in tests)."""
        start, end = hours if hours else (None, None)
        await self.conn.execute(
            "INSERT OR REPLACE INTO user_prefs (user_id, quiet_start, quiet_end) VALUES (?, ?, ?)",
            (user_id, start, end),
        )
        await self.conn.commit()

    # -- drafts of half-built forms ------------------------------------------------------

    async def save_draft(self, game_id: int, seat: str, epoch: int, data: dict[str, Any]) -> None:
        await self.conn.execute(
            "INSERT OR REPLACE INTO drafts (game_id, seat, epoch, data) VALUES (?, ?, ?, ?)",
            (game_id, seat, epoch, json.dumps(data, sort_keys=True)),
        )
        await self.conn.commit()

    async def drafts(self, game_id: int) -> dict[str, tuple[int, dict[str, Any]]]:
        """seat -> (epoch, draft) of a game's stored drafts."""
        async with self.conn.execute(
            "SELECT seat, epoch, data FROM drafts WHERE game_id = ?", (game_id,)
        ) as cur:
            return {str(r[0]): (int(r[1]), json.loads(r[2])) async for r in cur}
