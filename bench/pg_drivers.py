"""asyncpg against psycopg (3, async) on the statements the bot's store runs on PostgreSQL.

Starts a throwaway PostgreSQL server (tests/pgserver.py: initdb and pg_ctl, as the ``postgres``
user when run as root), then times on one connection per driver, alternately: a bare commit of
one row (an autocommitted INSERT), a read of one game's revision by key, and the store's write of
one change (``PERSIST`` of bot/storage/postgres.py, on a copy of its tables). Both with the
server's default durability (every commit flushed to disk) and without (``fsync=off``: what is
left is the client's and the server's own cost).

Usage: ``python -m bench.pg_drivers [--n 2000] [--json]`` (needs ``pip install 'psycopg[binary]'``
besides asyncpg).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import machine, pct
from bot.storage import Batch, GameRow, NewEntry
from bot.storage.base import now_text
from bot.storage.postgres import PERSIST, persist_args
from tests.pgserver import PgServer

SETUP = """
DROP TABLE IF EXISTS games, log, events, interactions, timers, seats, bench_commit;
CREATE TABLE games (id BIGINT PRIMARY KEY, status TEXT, meta TEXT, version INT, revision INT,
    updated_at TEXT);
CREATE TABLE log (game_id BIGINT, seq INT, kind TEXT, actor TEXT, payload TEXT, created_at TEXT,
    PRIMARY KEY (game_id, seq));
CREATE TABLE events (game_id BIGINT, log_seq INT, idx INT, kind TEXT, data TEXT, visible_to TEXT,
    PRIMARY KEY (game_id, log_seq, idx));
CREATE TABLE interactions (id BIGINT PRIMARY KEY, game_id BIGINT, created_at TEXT);
CREATE TABLE timers (game_id BIGINT PRIMARY KEY, due_at DOUBLE PRECISION, claimed_by TEXT);
CREATE TABLE seats (game_id BIGINT, seat TEXT, user_id BIGINT, PRIMARY KEY (game_id, seat));
CREATE TABLE bench_commit (x INT);
INSERT INTO games VALUES (1, 'running', '{}', 0, 0, '');
"""
META = {"seats": [str(i) for i in range(1001, 1008)], "epochs": {str(i): 100 for i in range(1001, 1008)}}


def batch(i: int) -> Batch:
    row = GameRow(1, 0, 0, 0, 0, "running", META, version=i, revision=i)
    events = [("moved", json.dumps({"n": k}), None) for k in range(3)]
    entry = NewEntry(i + 1, "action", "1001", {"type": "move_land", "count": 2}, events)
    return Batch(row, [entry], [10_000 + i])


Call = Callable[[int], Awaitable[Any]]


async def timed(calls: dict[str, Call], n: int) -> dict[str, float]:
    times: dict[str, list[float]] = {name: [] for name in calls}
    for i in range(n):
        for name, call in calls.items():
            t = time.perf_counter()
            await call(i)
            times[name].append(time.perf_counter() - t)
    out = {}
    for name, xs in times.items():
        out[f"{name}_p50_ms"] = pct(xs, 0.5) * 1e3
        out[f"{name}_p99_ms"] = pct(xs, 0.99) * 1e3
    return out


async def with_asyncpg(url: str, n: int) -> dict[str, float]:
    import asyncpg

    conn = await asyncpg.connect(url)
    await conn.execute(SETUP)
    result = await timed(
        {
            "bare_commit": lambda i: conn.execute("INSERT INTO bench_commit VALUES ($1)", i),
            "read": lambda i: conn.fetchval("SELECT revision FROM games WHERE id = $1", 1),
            "persist": lambda i: conn.fetchval(PERSIST, *persist_args(batch(i), now_text())),
        },
        n,
    )
    await conn.close()
    return result


async def with_psycopg(url: str, n: int) -> dict[str, float]:
    import psycopg

    conn = await psycopg.AsyncConnection.connect(url, autocommit=True)
    await conn.execute(SETUP.encode(), prepare=False)
    persist = re.sub(r"\$(\d+)", lambda m: "%s", PERSIST)
    order = [int(m) - 1 for m in re.findall(r"\$(\d+)", PERSIST)]

    async def persist_call(i: int) -> Any:
        args = persist_args(batch(i), now_text())
        cur = await conn.execute(persist.encode(), [args[k] for k in order])
        return await cur.fetchone()

    async def read(i: int) -> Any:
        cur = await conn.execute(b"SELECT revision FROM games WHERE id = %s", (1,))
        return await cur.fetchone()

    result = await timed(
        {
            "bare_commit": lambda i: conn.execute(b"INSERT INTO bench_commit VALUES (%s)", (i,)),
            "read": read,
            "persist": persist_call,
        },
        n,
    )
    await conn.close()
    return result


async def run(n: int) -> dict[str, Any]:
    out: dict[str, Any] = {"machine": machine()}
    for durable in (False, True):
        server = PgServer(durable=durable)
        server.start()
        try:
            for name, fn in (("asyncpg", with_asyncpg), ("psycopg", with_psycopg)):
                figures = await fn(server.url(), n)
                key = f"{name}_{'durable' if durable else 'fsync_off'}"
                out[key] = {k: round(v, 3) for k, v in figures.items()}
        finally:
            server.stop()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = asyncio.run(run(args.n))
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        print(f"machine: {result.pop('machine')}")
        for key, figures in result.items():
            print(f"{key:18} " + "  ".join(f"{k} {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
