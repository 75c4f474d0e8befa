"""Order → next prompt: how long a person waits, after sending an order, for the prompt of their
next decision, in a game with AI seats (every offered game at its largest player count: 1 person
+ 6 AI seats in Civilization, 1 + 7 in Advanced Civilization, 1 + 3 in Through the Ages).

    python -m bench.next_prompt [--orders 300] [--seed 3] [--render off on] [--game civ1980 ...]

Through simcord (the real discord.py against a fake Discord, no network): the person's orders
are those of a random legal player, sent the way players send them (slash commands, DM buttons
and selects, the answer form). For each order, the time from the moment its interaction reaches
the bot (the click or command that acts: "Send offer", not the card picks before it) to the
first request that sends or edits a message with components in the person's DMs after it (the
prompt of the next decision: a new DM, an edit in place, or the update answering the click).
Everything the order causes is in between: the engine, the commit, the AI seats' answers and
their commit, the thread's posts and, with the renderer on, the board pictures drawn before
them (on a worker thread, as the bot draws them). The renderer off: the bot posts its text
board instead. Goals (issue 29): p99 under 50 ms with the renderer off, 150 ms on.
"""

from __future__ import annotations

import asyncio
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import simcord

from bench.common import games_named, header, largest, pct
from bench.simbot import DRIVERS, TimedBot, human_game, no_render, stamp_requests
from bot.config import Settings

GOALS_MS = {"off": 50.0, "on": 150.0}


async def waits(game: str, players: int, orders: int, seed: int, render: bool) -> tuple[list[float], int]:
    """Seconds from each order to the next prompt, and the number of rounds played."""
    tmp = Path(tempfile.mkdtemp(prefix="civbot-bench-prompt-"))
    bot = TimedBot(Settings(database=str(tmp / "bot.sqlite3")), renderer=None if render else no_render)
    out: list[float] = []
    try:
        async with simcord.run(bot, settle_timeout=300) as env:
            with env.time_context():
                times = stamp_requests(env)
                played = await human_game(env, game, players, seed, "ann")
                requests = env.backend.http_requests
                while played.orders < orders:
                    first = len(requests)
                    if not await played.order():
                        break
                    if played.live.state is None or played.live.state.finished:
                        break
                    sent = bot.arrivals[-1]
                    prompt = next(
                        (
                            t
                            for r, t in zip(requests[first:], times[first:], strict=True)
                            if t >= sent and played.is_prompt(r)
                        ),
                        None,
                    )
                    assert prompt is not None, f"no prompt after order {played.orders} of {game}"
                    out.append(prompt - sent)
                rounds = played.live.state.round if played.live.state is not None else 0
    finally:
        await bot.close()
        shutil.rmtree(tmp, ignore_errors=True)
    return out, rounds


def summary(xs: list[float]) -> dict[str, Any]:
    return {"n": len(xs), "p50": pct(xs, 0.5) * 1e3, "p99": pct(xs, 0.99) * 1e3, "max": max(xs) * 1e3}


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--orders", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--render", nargs="+", choices=tuple(GOALS_MS), default=list(GOALS_MS))
    parser.add_argument("--game", nargs="+", default=None, help="only these games (ids)")
    args = parser.parse_args(argv)
    print(header())
    print("game      seats render orders rounds  p50 ms  p99 ms  max ms  goal")
    met = True
    for game in games_named(args.game):
        if game.id not in DRIVERS:
            print(f"{game.id:<8} no driver sends its orders through Discord: not measured")
            continue
        for mode in args.render:
            xs, rounds = asyncio.run(waits(game.id, largest(game), args.orders, args.seed, mode == "on"))
            s = summary(xs)
            ok = s["p99"] < GOALS_MS[mode]
            met &= ok
            seats = f"1+{largest(game) - 1}"
            print(
                f"{game.id:<8} {seats:>6} {mode:>6} {s['n']:>6} {rounds:>6} {s['p50']:>7.1f} "
                f"{s['p99']:>7.1f} {s['max']:>7.1f}  < {GOALS_MS[mode]:g} ms " + ("met" if ok else "NOT MET"),
                flush=True,
            )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
