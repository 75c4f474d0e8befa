"""Persistence: the per-game append-only log is the truth; snapshots a bounded cache.

Two backends behind one interface (``Store``): SQLite through aiosqlite, the default, and
PostgreSQL through asyncpg, for several bot processes sharing a database. ``open_store`` picks
one from the database setting: a ``postgresql://`` URL, or a SQLite file path (``sqlite:///`` is
accepted too).
"""

from __future__ import annotations

from bot.storage.base import (
    AlreadyDone,
    Batch,
    EventRow,
    GameRow,
    LogEntry,
    NewEntry,
    Owed,
    StaleGame,
    Store,
    StoreError,
    Timer,
)

__all__ = [
    "AlreadyDone",
    "Batch",
    "EventRow",
    "GameRow",
    "LogEntry",
    "NewEntry",
    "Owed",
    "StaleGame",
    "Store",
    "StoreError",
    "Timer",
    "is_postgres_url",
    "open_store",
]


def is_postgres_url(database: str) -> bool:
    return database.startswith(("postgresql://", "postgres://"))


async def open_store(database: str, pool_size: int = 10) -> Store:
    """Open (and migrate) the database named by the ``CIVBOT_DATABASE`` setting."""
    if is_postgres_url(database):
        try:
            from bot.storage.postgres import PostgresStore
        except ImportError:
            raise RuntimeError(
                "CIVBOT_DATABASE is a PostgreSQL URL but asyncpg is not installed: "
                "pip install 'civbot[postgres]' (or asyncpg)"
            ) from None
        return await PostgresStore.open(database, pool_size)
    from bot.storage.sqlite import SqliteStore

    path = database.removeprefix("sqlite:///") if database.startswith("sqlite:///") else database
    return await SqliteStore.open(path)
