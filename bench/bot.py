"""Bot latency benchmark through simcord (real discord.py, fake Discord, no network).

Plays a 3-player short game with random legal players whose decisions are sent the way players
send them (slash commands, DM buttons and selects), and measures, per kind of order:

* ``end-to-end``: from the command or click that sends the order (the "Send offer" click after the
  cards were picked; "Confirm purchase" after the preview) to the moment every piece of bot work it
  caused has settled (reply, DM prompt edit, thread posts, SQLite commit). The board renderer is disabled,
  so rendering is excluded; the text board is still posted at phase ends.
* ``act``: the service call alone: engine apply + append to the log + SQLite commit.

and, in the same run, the time of a bare SQLite commit (one-row insert + commit) on the bot's
database. Usage: ``python bench/bot.py [--steps 2500] [--seed 3] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from bench.common import bare_commit, pct
from bot.app import CivBot
from bot.config import Settings
from bot.game_operations import GameService
from engine import pending
from tests.bot.driver import Driver
from tests.bot.helpers import new_game, start

KINDS = {"MoveLand": "move", "MakeOffer": "offer", "BuyCivCards": "purchase"}


class World:
    def __init__(self, env: Any, names: tuple[str, ...] = ("ann", "bob", "cy")) -> None:
        self.env = env
        self.guild = env.create_guild("Bench")
        self.channel = self.guild.create_text_channel("civ")
        self.players = [self.guild.add_member(env.create_user(n)) for n in names]
        self.spectator = self.guild.add_member(env.create_user("sam"))
        self.admin = self.spectator


def _no_render(view: Any, region: Any = None) -> bytes:
    raise RuntimeError("rendering excluded from the benchmark")


async def run(steps: int, seed: int) -> dict[str, Any]:
    tmp = tempfile.mkdtemp(prefix="civbot-bench-")
    settings = Settings(database=str(Path(tmp) / "bench.sqlite3"))
    bot = CivBot(settings, renderer=_no_render)
    end_to_end: dict[str, list[float]] = {k: [] for k in KINDS.values()}
    act_times: dict[str, list[float]] = {k: [] for k in KINDS.values()}
    current: list[str | None] = [None]
    original_act = GameService.act

    async def timed_act(self: GameService, *args: Any, **kwargs: Any) -> Any:
        t = time.perf_counter()
        try:
            return await original_act(self, *args, **kwargs)
        finally:
            if current[0] is not None:
                act_times[current[0]].append(time.perf_counter() - t)

    GameService.act = timed_act  # type: ignore[method-assign]
    async with simcord.run(bot, settle_timeout=30) as env:
        with env.time_context():
            w = World(env)
            live, thread = await new_game(w, variant="short")
            await w.players[0].slash(thread, "game option", name="short_finish", value="9")
            live.meta["seed"] = seed
            await start(w, thread)
            driver = Driver(w, live, thread, seed=seed)
            for _ in range(steps):
                assert live.state is not None
                if live.state.finished:
                    break
                d = pending(live.state)[0]
                a = driver.agents[d.player].act(live.state, d)
                name = type(a).__name__
                measured = KINDS.get(name) if name != "BuyCivCards" or getattr(a, "cards", ()) else None
                current[0] = measured
                await driver.step_with(a, d)
                if measured is not None:
                    end_to_end[measured].append(driver.last)
                current[0] = None
            commits = []
            db = bot.db
            await db.conn.execute("CREATE TABLE IF NOT EXISTS bench_commit (x INTEGER)")
            for i in range(300):
                commits.append(await bare_commit(db.conn, i))
            rounds = live.state.round if live.state else 0
    # simcord does not close the client: close it, or its SQLite worker thread keeps the process alive.
    await bot.close()
    GameService.act = original_act  # type: ignore[method-assign]

    def summary(xs: list[float]) -> dict[str, Any]:
        return {
            "n": len(xs),
            "p50_ms": round(pct(xs, 0.5) * 1000, 2),
            "p99_ms": round(pct(xs, 0.99) * 1000, 2),
            "mean_ms": round(statistics.fmean(xs) * 1000, 2) if xs else None,
        }

    return {
        "rounds_played": rounds,
        "end_to_end": {k: summary(v) for k, v in end_to_end.items()},
        "act_with_commit": {k: summary(v) for k, v in act_times.items()},
        "bare_sqlite_commit": summary(commits),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=2500)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = asyncio.run(run(args.steps, args.seed))
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(f"civbot bot benchmark: {result['rounds_played']} rounds")
    for section in ("end_to_end", "act_with_commit"):
        for kind, s in result[section].items():
            print(
                f"  {section:16} {kind:9} n={s['n']:4}  p50 {s['p50_ms']:7.2f} ms  p99 {s['p99_ms']:7.2f} ms"
            )
    s = result["bare_sqlite_commit"]
    print(f"  bare SQLite commit       n={s['n']:4}  p50 {s['p50_ms']:7.2f} ms  p99 {s['p99_ms']:7.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
