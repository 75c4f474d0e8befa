"""The database: numbered migrations applied once, in order, at start-up; WAL mode; drafts."""

from __future__ import annotations

from pathlib import Path

from bot.storage.db import Database, available_migrations


async def test_migrations_apply_in_order_once(tmp_path: Path) -> None:
    path = str(tmp_path / "db.sqlite3")
    numbers = [n for n, _, _ in available_migrations()]
    assert numbers == list(range(1, len(numbers) + 1)), "migrations must be numbered 1, 2, 3…"
    db = await Database.open(path)
    try:
        assert await db.schema_version() == numbers[-1]
        assert await db.migrate() == []
        assert await db.journal_mode() == "wal"
    finally:
        await db.close()
    again = await Database.open(path)
    try:
        assert await again.schema_version() == numbers[-1]
    finally:
        await again.close()


async def test_a_database_from_the_first_release_is_upgraded(tmp_path: Path) -> None:
    import aiosqlite

    path = str(tmp_path / "old.sqlite3")
    first = available_migrations()[0]
    async with aiosqlite.connect(path) as conn:
        await conn.executescript(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT);"
            f"{first[2]}\nINSERT INTO schema_migrations VALUES (1, '{first[1]}', 'then');"
        )
    db = await Database.open(path)
    try:
        assert await db.schema_version() == available_migrations()[-1][0]
        await db.save_draft(7, "111", 3, {"growth": {"Crete": 1}})
        await db.save_draft(7, "111", 4, {"growth": {"Thrace": 2}})
        assert await db.drafts(7) == {"111": (4, {"growth": {"Thrace": 2}})}
        assert await db.drafts(8) == {}
    finally:
        await db.close()
