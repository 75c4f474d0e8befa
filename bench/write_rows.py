"""What one action's SQL statement costs by the rows it writes, against a bare one-row INSERT:
the evidence for (or against) issue 29's one-row-per-action schema before building it.

    python -m bench.write_rows [--writes 2000]

SQLite alone (``sqlite3``, no aiosqlite thread, no Python of the bot): the store's schema (its
migrations, ``open_store``), WAL and ``synchronous=NORMAL`` as the store opens it, autocommit,
one statement per write as ``SqliteStore.persist`` makes it. Each line is the median over
``--writes`` statements of one INSERT into the ``writes`` view with those rows (sizes as a
civ1980 order writes them: a 450-byte meta, 2 events of 65 bytes, a 280-byte outbox item):

* ``bare``: one row into a table with no index (``bench.common.bare_commit``'s statement);
* ``today``: the game row, the log row, 2 event rows, the interaction id, the outbox item;
* ``log row, events inside``: a log row that holds its events (the one-row design) alone, then
  with the game row, the interaction id and the outbox item added one by one.

The through-the-thread bare commit (``bench.write``'s ``bare``) adds aiosqlite's round trip,
about 30-50 microseconds, to each figure; the bot's whole write adds its Python work.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.common import header
from bot.storage import open_store
from bot.storage.sqlite import write_sql

META = json.dumps({"x": "y" * 450})
EVENT = json.dumps({"a": "b" * 60})
OWED = json.dumps({"o": "p" * 270})
# A log row with its events inside (the one-row design): written through its own trigger.
ONE_ROW = """
CREATE TABLE log_one (
    game_id INTEGER NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL, actor TEXT NOT NULL,
    payload TEXT NOT NULL, events TEXT NOT NULL, created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TRIGGER writes_log_one INSTEAD OF INSERT ON writes WHEN NEW.op = 'log_one' BEGIN
    INSERT INTO log_one VALUES (NEW.game_id, NEW.a, NEW.b, NEW.c, NEW.d, NEW.e, 'now');
END;
CREATE TABLE bench_commit (x INTEGER);
"""


class Rows:
    """Statements of one kind, each at a fresh sequence number."""

    def __init__(self, conn: sqlite3.Connection, game: int) -> None:
        self.conn, self.game, self.seq, self.revision = conn, game, 0, 0

    def ops(self, names: tuple[str, ...]) -> list[tuple[object, ...]]:
        self.seq += 1
        gid, seq = self.game, self.seq
        made: dict[str, list[tuple[object, ...]]] = {
            "game": [("game", gid, "running", META, seq, self.revision, "now")],
            "log": [("log", gid, seq, "action", "p1", EVENT, "now")],
            "events": [("event", gid, seq, i, "k", EVENT, None) for i in range(2)],
            "log_one": [("log_one", gid, seq, "action", "p1", EVENT, json.dumps([EVENT, EVENT]))],
            "interaction": [("interaction", gid, 1_000_000 + seq, None, None, None, "now")],
            "outbox": [("outbox", gid, "change", OWED, 1e12, "me", None)],
        }
        if "game" in names:
            self.revision += 1
        return [op for name in names for op in made[name]]

    def write(self, names: tuple[str, ...]) -> None:
        ops = self.ops(names)
        self.conn.execute(write_sql(len(ops)), [value for op in ops for value in op])


def median_us(call: Callable[[int], None], count: int) -> float:
    times = []
    for i in range(count):
        start = time.perf_counter()
        call(i)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


CASES: list[tuple[str, tuple[str, ...]]] = [
    ("today: game, log, 2 events, interaction, outbox", ("game", "log", "events", "interaction", "outbox")),
    ("log row, events inside", ("log_one",)),
    ("  + game row", ("game", "log_one")),
    ("  + game row, interaction", ("game", "log_one", "interaction")),
    ("  + game row, interaction, outbox", ("game", "log_one", "interaction", "outbox")),
]


def run(path: Path, count: int) -> None:
    asyncio.run(_migrated(path))
    conn = sqlite3.connect(path, isolation_level=None)
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON"):
        conn.execute(f"PRAGMA {pragma}")
    conn.executescript(ONE_ROW)
    conn.execute(
        "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta, created_at,"
        " updated_at) VALUES (1, 1, 1, 1, 'running', '{}', 'now', 'now')"
    )
    rows = Rows(conn, int(conn.execute("SELECT MAX(id) FROM games").fetchone()[0]))
    bare = median_us(lambda i: conn.execute("INSERT INTO bench_commit VALUES (?)", (i,)) and None, count)
    print(f"{'statement':<50} {'p50 us':>8} {'÷ bare':>7}")
    print(f"{'bare: one row, no index':<50} {bare:>8.1f} {1:>7.2f}")
    for name, names in CASES:
        us = median_us(lambda i, names=names: rows.write(names), count)
        print(f"{name:<50} {us:>8.1f} {us / bare:>7.2f}", flush=True)
    conn.close()


async def _migrated(path: Path) -> None:
    store = await open_store(str(path))
    await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--writes", type=int, default=2000)
    args = parser.parse_args(argv)
    print(header())
    with tempfile.TemporaryDirectory(prefix="civbot-bench-rows-") as tmp:
        run(Path(tmp) / "rows.sqlite3", args.writes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
