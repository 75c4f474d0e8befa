"""The languages in the store, on both backends (migration 6): a game keeps the language it was
created in, a game from before reads as English, and a player's chosen and seen languages are
kept beside his quiet hours without disturbing them."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from bot.storage import open_store
from bot.storage.migrations import available


async def test_a_game_keeps_its_language_and_a_player_his(database: str) -> None:
    store = await open_store(database)
    try:
        danish = await store.create_game(1, 2, 3, 4, {}, "advciv", "da")
        plain = await store.create_game(1, 2, 5, 4, {})
        assert danish.language == "da" and plain.language == "en"
        again = await store.game(danish.id)
        assert again is not None and again.language == "da" and again.game_type == "advciv"
        assert await store.user_language(4) == (None, None)
        await store.save_quiet(4, 22 * 60, 7 * 60, "Europe/Copenhagen")
        await store.save_user_language(4, None, "ru")
        await store.save_user_language(4, "el", "ru")
        assert await store.user_language(4) == ("el", "ru")
        assert await store.quiet_rows() == [(4, 22 * 60, 7 * 60, "Europe/Copenhagen")]
        await store.save_user_language(4, None, "ru")
        assert await store.user_language(4) == (None, "ru")
    finally:
        await store.close()


async def test_a_game_from_before_languages_reads_as_english(tmp_path: Path) -> None:
    path = str(tmp_path / "old.sqlite3")
    before = [m for m in available("sqlite") if m.number < 6]
    async with aiosqlite.connect(path) as conn:
        await conn.execute(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at TEXT)"
        )
        for m in before:
            await conn.executescript(m.sql)
            await conn.execute("INSERT INTO schema_migrations VALUES (?, ?, 'then')", (m.number, m.name))
        await conn.execute(
            "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta, created_at,"
            " updated_at) VALUES (1, 2, 3, 4, 'running', '{}', 'then', 'then')"
        )
        await conn.commit()
    old = await open_store(path)  # migrated now
    try:
        row = await old.game(1)
        assert row is not None and row.language == "en"
        assert (await old.create_game(1, 2, 5, 4, {}, language="nl")).language == "nl"
    finally:
        await old.close()
