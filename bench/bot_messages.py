"""What a player receives per round: a fixed seeded 4-player game through simcord.

Four people (played by the heuristic AI, whose decisions are sent the way players send them:
slash commands, DM buttons and selects, the answer form) play Civilization through the bot;
for one of them (the first seat) every round counts the thread posts (and those that ping
them), the new DMs (each a notification), the bot's own edits of their DM messages and the
updates answering their own clicks. The board renderer is disabled (the counts do not depend on it).

Usage: ``python bench/bot_messages.py [--rounds 20] [--seed 5] [--agents normal] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord

from ai import agent_for
from bench.bot import World, _no_render
from bot.app import CivBot
from bot.config import Settings
from tests.bot.driver import Driver
from tests.bot.helpers import new_game, start
from tests.bot.traffic import FIELDS, Traffic

NAMES = ("ann", "bob", "cy", "dee")


async def run(rounds: int, seed: int, agents: str) -> dict[str, Any]:
    tmp = tempfile.mkdtemp(prefix="civbot-messages-")
    bot = CivBot(Settings(database=str(Path(tmp) / "bench.sqlite3")), renderer=_no_render)
    async with simcord.run(bot, settle_timeout=30) as env:
        with env.time_context():
            w = World(env, NAMES)
            live, thread = await new_game(w, n=len(NAMES), variant="full")
            live.meta["seed"] = seed
            watched = w.players[0]
            traffic = Traffic(env, thread.id, watched.id)
            traffic.take(0)
            await start(w, thread)
            driver = Driver(w, live, thread, seed=seed)
            if agents != "random":
                driver.agents = {p: agent_for(agents, seed * 10 + i) for i, p in enumerate(live.seats)}
            steps = 0
            while live.state is not None and not live.state.finished and live.state.round <= rounds:
                current = live.state.round
                await driver.step()
                steps += 1
                traffic.take(current)
            finished = bool(live.state and live.state.finished)
    await bot.close()
    table = [row for row in traffic.table() if 1 <= row["round"] <= rounds]
    return {"seed": seed, "agents": agents, "steps": steps, "finished": finished, "rounds": table}


def mean_row(table: list[dict[str, int]]) -> dict[str, float]:
    return {f: round(statistics.fmean(r[f] for r in table), 1) for f in FIELDS} if table else {}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--agents", default="normal", choices=("normal", "easy", "random"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = asyncio.run(run(args.rounds, args.seed, args.agents))
    if args.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(
        f"civbot messages per round for one player (seed {result['seed']}, {result['agents']} agents, "
        f"{result['steps']} decisions, finished: {result['finished']})"
    )
    print("round " + " ".join(f"{f:>13}" for f in FIELDS))
    for row in result["rounds"]:
        print(f"{row['round']:5} " + " ".join(f"{row[f]:13}" for f in FIELDS))
    mean = mean_row(result["rounds"])
    print(" mean " + " ".join(f"{mean[f]:13}" for f in FIELDS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
