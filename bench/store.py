"""The store and the bot at scale (issue 14), measured in one run on SQLite.

* ``persist_ratio_p50/p99``: the store's write of one action (log row, events, interaction id,
  game row, timer: ``Store.persist``) over a bare commit of one row through aiosqlite on the same
  connection (``execute`` of an INSERT, then ``commit``: how bench/bot.py and the code before
  measured it), measured alternately while a 7-player game is played through the service.
  ``..._vs_autocommit`` compares with the cheapest possible write instead: one INSERT, committed
  by itself (the connection is in autocommit mode), one round trip to SQLite's thread.
* ``human_order_*_ms``: a 7-player game through simcord (the real discord.py, fake Discord) with 1
  human and 6 AI seats (normal); the human's orders are sent as players send them (``/move``, DM
  buttons and selects, the answer form). Measured from the start of the bot's handler of the
  human's interaction to its end (the action committed and the interaction answered).
* ``startup_s``, ``rss_*``, ``gc_pause_ms``: ``stored_games`` 7-player games stored (``active`` of
  them at round ``rounds``, the others at round 2; copies of a few games played by the normal AI,
  events not copied as loading never reads them). A fresh process opens the database, starts the
  scheduler as the bot does (start-up), then touches ``active`` games (each loaded and one order
  played: RSS), then times a full garbage collection. ``gc_pause_unfrozen_ms`` is the same
  collection with nothing frozen (what freezing saves), ``gc_frozen_garbage`` what that collection
  found unreachable among the frozen objects (garbage kept for good: should be 0). The ``late_*``
  figures: the same with the active games at round ``late_rounds`` (played by the easy AI, as the
  normal one finishes its games by round 21-33).
* ``snapshots_*``: the snapshots kept for one 7-player game of ``long_rounds`` rounds (random legal
  players, who never finish the full game).

Usage: ``python -m bench.store [--json] [--stored-games 10000] [--active 1000] [--rounds 20]
[--late-rounds 40]`` (``--quick`` runs smaller counts).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import agent_for
from ai.random_player import RandomPlayer
from bench.common import bare_commit, machine, orders, pct, time_calls
from bot.game_operations import GameService
from bot.storage import open_store
from engine import pending

SEATS = [str(uid) for uid in range(1001, 1008)]
# The figures of the second many-games run (its active games late in the game), as ``late_*``.
LATE_KEYS = (
    "startup_s",
    "rss_after_startup_mib",
    "rss_1000_active_mib",
    "gc_pause_ms",
    "gc_pause_unfrozen_ms",
    "gc_frozen_garbage",
    "active_round",
    "active_ai",
    "database_mib",
)


async def seven_player_game(service: GameService, seed: int, rounds_meta: int = 600) -> Any:
    live = await service.create(1, 2, seed, int(SEATS[0]), max_players=7, variant="", deadline_minutes=600)
    for uid in SEATS[1:]:
        await service.join(live, int(uid))
    live.meta["seed"] = seed
    await service.start(live)
    return live


async def play(service: GameService, live: Any, agents: dict[str, Any], until_round: int) -> None:
    while live.state is not None and not live.state.finished and live.state.round < until_round:
        g = live.state
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        await service.act(live, int(d.player), lambda s, seat, a=action: a)
    await service.settle()


# -- persisting one action --------------------------------------------------------------------------


async def persist_figures(tmp: Path, actions: int) -> dict[str, Any]:
    store = await open_store(str(tmp / "persist.sqlite3"))
    service = GameService(store)
    live = await seven_player_game(service, 11)
    agents = {s: agent_for("normal", i) for i, s in enumerate(live.seats)}
    conn = store.conn  # type: ignore[attr-defined]
    await conn.execute("CREATE TABLE bench_commit (x INTEGER)")
    persisted: list[float] = []  # the follow-up writes no action: these are the replies' writes
    snapshot_times: list[float] = []
    time_calls(store, "persist", persisted)
    time_calls(store, "put_snapshot", snapshot_times)
    bare: list[float] = []
    autocommit: list[float] = []
    async for i, _ in orders(service, live, agents, actions):
        bare.append(await bare_commit(conn, i))
        t = time.perf_counter()
        await conn.execute("INSERT INTO bench_commit VALUES (?)", (-i,))
        autocommit.append(time.perf_counter() - t)
    await store.close()
    return {
        "persist_p50_ms": pct(persisted, 0.5) * 1e3,
        "persist_p99_ms": pct(persisted, 0.99) * 1e3,
        "bare_commit_p50_ms": pct(bare, 0.5) * 1e3,
        "bare_commit_p99_ms": pct(bare, 0.99) * 1e3,
        "persist_ratio_p50": pct(persisted, 0.5) / pct(bare, 0.5),
        "persist_ratio_p99": pct(persisted, 0.99) / pct(bare, 0.99),
        "autocommit_insert_p50_ms": pct(autocommit, 0.5) * 1e3,
        "persist_ratio_p50_vs_autocommit": pct(persisted, 0.5) / pct(autocommit, 0.5),
        "snapshot_write_p50_ms": pct(snapshot_times, 0.5) * 1e3,
        "snapshot_writes": len(snapshot_times),
        "persist_n": len(persisted),
    }


# -- a human's order in a game with 6 AI seats --------------------------------------------------------


def _no_render(view: Any, region: Any = None) -> bytes:
    raise RuntimeError("rendering excluded from the benchmark")


async def human_figures(tmp: Path, orders: int, seed: int) -> dict[str, Any]:
    import simcord

    import bot.cogs.orders as orders_cog
    from bot.app import CivBot
    from bot.config import Settings
    from bot.router import Router
    from tests.bot.driver import Driver

    measured: list[float] = []
    acted = [False]
    real_act = GameService.act

    async def act(self: Any, *args: Any, **kwargs: Any) -> Any:
        acted[0] = True
        return await real_act(self, *args, **kwargs)

    def timed(fn: Any) -> Any:
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            acted[0] = False
            t = time.perf_counter()
            try:
                return await fn(*args, **kwargs)
            finally:
                if acted[0]:
                    measured.append(time.perf_counter() - t)

        return wrapper

    patches = [
        (GameService, "act", act),
        (Router, "on_component", timed(Router.on_component)),
        (Router, "on_modal", timed(Router.on_modal)),
        (orders_cog, "_act_and_reply", timed(orders_cog._act_and_reply)),
    ]
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
    for owner, name, value in patches:
        setattr(owner, name, value)
    bot = CivBot(Settings(database=str(tmp / "human.sqlite3")), renderer=_no_render)
    try:
        async with simcord.run(bot, settle_timeout=120) as env:
            with env.time_context():
                rounds = await _play_human(env, orders, seed, measured, Driver)
    finally:
        await bot.close()
        for owner, name, value in saved:
            setattr(owner, name, value)
    return {
        "human_order_with_ai_p50_ms": pct(measured, 0.5) * 1e3,
        "human_order_with_ai_p99_ms": pct(measured, 0.99) * 1e3,
        "human_orders": len(measured),
        "human_game_rounds": rounds,
    }


async def _play_human(env: Any, orders: int, seed: int, measured: list[float], driver_type: Any) -> int:
    guild = env.create_guild("Bench")
    channel = guild.create_text_channel("civ")
    ann = guild.add_member(env.create_user("ann"))
    world = argparse.Namespace(env=env, guild=guild, channel=channel, players=[ann], spectator=ann, admin=ann)
    await ann.slash(channel, "game create", players=7)
    thread = channel.threads[-1]
    for _ in range(6):
        await ann.slash(thread, "game ai", strength="normal")
    live = await env.bot.service.in_thread(thread.id)
    live.meta["seed"] = seed
    await ann.slash(thread, "game start")
    driver = driver_type(world, live, thread, seed=seed)
    human = str(ann.id)
    while len(measured) < orders and not live.state.finished:
        mine = [d for d in pending(live.state) if d.player == human]
        assert mine, f"the AIs stalled: {pending(live.state)}"
        d = mine[0]
        await driver.step_with(driver.agents[d.player].act(live.state, d), d)
    return int(live.state.round)


# -- many stored games ---------------------------------------------------------------------------------


async def templates(path: Path, rounds: list[int], count: int, strength: str) -> None:
    """``count`` 7-player games played by the AI of ``strength`` still running at each of
    ``rounds`` (a game the AI finishes earlier is ended and another seed tried)."""
    store = await open_store(str(path))
    service = GameService(store)
    for until in rounds:
        kept, seed = 0, 0
        while kept < count:
            seed += 1
            live = await seven_player_game(service, seed * 100 + until)
            agents = {s: agent_for(strength, seed * 10 + i) for i, s in enumerate(live.seats)}
            await play(service, live, agents, until)
            if live.state.finished:
                await service.end(live)
                continue
            kept += 1
            live.meta["bench_round"] = until
            await service.save_meta(live)
            await service.settle()
    await store.close()


def replicate(template: Path, dest: Path, stored: int, active: int, rounds: int) -> list[int]:
    """``stored`` games in all (``active`` of them running copies of the round-``rounds``
    templates, the others of the round-2 ones, and the few games the AI finished while the
    templates were made), each with a timer in the future; returns the ids of the active ones."""
    shutil.copy(template, dest)
    conn = sqlite3.connect(dest)
    by_round: dict[int, list[int]] = {}
    for gid, meta in conn.execute("SELECT id, meta FROM games WHERE status = 'running' ORDER BY id"):
        by_round.setdefault(int(json.loads(meta)["bench_round"]), []).append(int(gid))
    hot, cold = by_round[rounds], by_round[min(by_round)]
    total = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    conn.execute("DELETE FROM events")
    conn.execute("DELETE FROM timers")
    new_ids: list[int] = []
    for k in range(stored - total):
        source = hot[k % len(hot)] if k < active - len(hot) else cold[k % len(cold)]
        new_ids.append(_copy(conn, source, thread=10_000 + k))
    conn.execute("INSERT INTO timers (game_id, due_at) SELECT id, ? FROM games", (time.time() + 86_400,))
    conn.commit()
    conn.close()
    return hot + new_ids[: active - len(hot)]


def _copy(conn: sqlite3.Connection, source: int, thread: int) -> int:
    cur = conn.execute(
        "INSERT INTO games (guild_id, channel_id, thread_id, creator_id, status, meta, created_at,"
        " updated_at, version, revision, game_type) SELECT guild_id, channel_id, ?, creator_id, status,"
        " meta, created_at, updated_at, version, revision, game_type FROM games WHERE id = ?",
        (thread, source),
    )
    new = int(cur.lastrowid or 0)
    conn.execute(
        "INSERT INTO log (game_id, seq, kind, actor, payload, created_at)"
        " SELECT ?, seq, kind, actor, payload, created_at FROM log WHERE game_id = ?",
        (new, source),
    )
    conn.execute(
        "INSERT INTO snapshots (game_id, log_seq, state) SELECT ?, log_seq, state FROM snapshots"
        " WHERE game_id = ? ORDER BY log_seq DESC LIMIT 1",
        (new, source),
    )
    conn.execute("INSERT INTO seats SELECT ?, seat, user_id FROM seats WHERE game_id = ?", (new, source))
    return new


MEASURE_STARTUP = """
import asyncio, gc, json, sys, time
t_import = time.perf_counter()
from ai import agent_for
from ai.random_player import RandomPlayer
from bot.config import Settings
from bot.scheduler import Clock, Scheduler
from bot.game_operations import GameService
from bot.storage import open_store
from engine import pending

def rss_mib():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0

async def main(path, active):
    t = time.perf_counter()
    store = await open_store(path)                      # migrations checked
    service = GameService(store)
    scheduler = Scheduler(service, Settings(database=path), Clock())
    service.scheduler = scheduler
    await scheduler.load_quiet_hours()                  # what CivBot.resume_games does
    await store.due_timers(time.time(), 100)            # the poller's first look
    await store.next_timer()
    gc.collect(); gc.freeze()
    startup = time.perf_counter() - t
    rss_start = rss_mib()
    agent = agent_for("normal", 1)
    t = time.perf_counter()
    for gid in active:
        live = await service.get(gid)
        d = pending(live.state)[0]
        await service.act(live, int(live.controller(d.player)), lambda g, s, d=d: agent.act(g, d))
    await service.settle()
    activate = time.perf_counter() - t
    pauses = []
    for _ in range(3):
        t = time.perf_counter(); gc.collect(); pauses.append(time.perf_counter() - t)
    tracked = len(gc.get_objects())
    frozen = gc.get_freeze_count()
    rss = rss_mib()
    gc.unfreeze()                                       # what freezing saves, and what it kept
    t = time.perf_counter(); frozen_garbage = gc.collect(); unfrozen = time.perf_counter() - t
    print(json.dumps({"startup_s": startup, "rss_after_startup_mib": rss_start,
                      "rss_1000_active_mib": rss, "active_loaded": len(service.cache),
                      "activate_s": activate, "gc_pause_ms": sorted(pauses)[1] * 1e3,
                      "gc_tracked_objects": tracked, "gc_frozen_objects": frozen,
                      "gc_pause_unfrozen_ms": unfrozen * 1e3, "gc_frozen_garbage": frozen_garbage}))
    await store.close()

asyncio.run(main(sys.argv[1], json.loads(sys.argv[2])))
"""


async def many_figures(tmp: Path, stored: int, active: int, rounds: int, strength: str) -> dict[str, Any]:
    tmp = tmp / f"many-{rounds}"
    tmp.mkdir()
    template = tmp / "templates.sqlite3"
    t = time.perf_counter()
    await templates(template, sorted({2, rounds}), 5, strength)
    dest = tmp / "many.sqlite3"
    ids = replicate(template, dest, stored, active, rounds)
    built = time.perf_counter() - t
    done = subprocess.run(
        [sys.executable, "-c", MEASURE_STARTUP, str(dest), json.dumps(ids)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parent.parent,
    )
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    with sqlite3.connect(dest) as conn:
        [(count,)] = conn.execute("SELECT COUNT(*) FROM games").fetchall()
    out.update(
        stored_games=count, active_games=active, active_round=rounds, active_ai=strength, build_s=built
    )
    out["database_mib"] = dest.stat().st_size / 2**20
    return out


# -- snapshots of a long game -----------------------------------------------------------------------


async def long_game(tmp: Path, rounds: int) -> dict[str, Any]:
    store = await open_store(str(tmp / "long.sqlite3"))
    service = GameService(store)
    live = await seven_player_game(service, 5)
    agents = {s: RandomPlayer(i) for i, s in enumerate(live.seats)}
    await play(service, live, agents, rounds + 1)
    [(count, size)] = await store.fetchall(
        "SELECT COUNT(*), COALESCE(SUM(LENGTH(state)), 0) FROM snapshots WHERE game_id = ?", (live.id,)
    )
    await store.close()
    return {"snapshots_kept": count, "snapshots_mib": size / 2**20, "long_game_rounds": live.state.round - 1}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="civbot-bench-store-"))
    started = time.perf_counter()
    result: dict[str, Any] = {"machine": machine(), "backend": "sqlite"}
    try:
        result.update(await persist_figures(tmp, args.persist_actions))
        result.update(await human_figures(tmp, args.human_orders, args.seed))
        result.update(await many_figures(tmp, args.stored_games, args.active, args.rounds, "normal"))
        # Late in the game: the normal AI finishes by round 21-33, the easy one plays on.
        late = await many_figures(tmp, args.stored_games, args.active, args.late_rounds, "easy")
        result.update({f"late_{key}": late[key] for key in LATE_KEYS})
        result.update(await long_game(tmp, args.long_rounds))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    result["elapsed_s"] = time.perf_counter() - started
    return {k: round(v, 3) if isinstance(v, float) else v for k, v in result.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--persist-actions", type=int, default=1500)
    ap.add_argument("--human-orders", type=int, default=300)
    ap.add_argument("--stored-games", type=int, default=10_000)
    ap.add_argument("--active", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--late-rounds", type=int, default=40)
    ap.add_argument("--long-rounds", type=int, default=41)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="small counts (a smoke run)")
    args = ap.parse_args()
    if args.quick:
        args.persist_actions, args.human_orders, args.stored_games = 200, 40, 300
        args.active, args.rounds, args.late_rounds, args.long_rounds = 100, 6, 10, 8
    result = asyncio.run(run(args))
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        for key, value in sorted(result.items()):
            print(f"{key:32} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
