"""Persistence (aiosqlite, WAL): the per-game append-only log is the truth; snapshots a cache."""

from bot.storage.db import Database, GameRow, LogEntry

__all__ = ["Database", "GameRow", "LogEntry"]
