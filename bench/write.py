"""The whole write of one action against a bare commit, for every offered game (SQLite).

    python -m bench.write [--actions 1500] [--seed 11] [--game civ1980 ...]

A game at its largest player count is played through the bot's service with its scheduler, as
the bot runs them (every seat a person's, each order chosen by a normal AI outside the timed
part). Three times, taken alternately after each order:

* ``write``: ``GameService.act``, everything between a player's order and the reply: the
  engine's apply, the log entry, the epochs and prompt signatures of every seat, the deadline
  and the game's timer, what the order owes Discord (its outbox item), and the commit of all
  of it in one transaction.
* ``persist``: the store's part of it alone (``Store.persist``: one transaction).
* ``bare``: one autocommit ``execute`` of a one-row INSERT on the same connection, in the
  same journal mode (``bench.common.bare_commit``): one transaction in one round trip to
  aiosqlite's thread, as ``persist`` makes one.

The follow-up of each order (snapshots, the passes the rules force, the delivery of the outbox
item to a notifier that tells nobody; there are no AI seats) is left to finish between two
orders and is not timed, nor counted in ``persist``.
Goal (issue 29): write / bare commit at most 1.5 at p50.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from ai import agent_for
from bench.common import bare_commit, games_named, header, largest, orders, pct, time_calls
from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import ActionBuilder, Change, LiveGame
from bot.scheduler import Clock, Scheduler
from bot.storage import open_store
from engine import Action

GOAL = 1.5
FIRST_USER = 1001


async def start_game(service: GameService, game: str, players: int, seed: int) -> Any:
    seats = [FIRST_USER + i for i in range(players)]
    live = await service.create(
        1, 2, seed, seats[0], max_players=players, variant="", deadline_minutes=600, game=game
    )
    for uid in seats[1:]:
        await service.join(live, uid)
    live.meta["seed"] = seed
    await service.start(live)
    await service.settle()
    return live


class Nobody:
    """A notifier that tells nobody: the outbox items are written with each order, as the bot
    writes them, and delivered (to nobody) in the untimed follow-up."""

    async def changed(self, live: LiveGame, change: Change) -> None:
        return None

    async def draw(self, live: LiveGame, where: list[int], pictures: list[str | None]) -> None:
        return None


def given(action: Action) -> ActionBuilder:
    """The builder of an order already chosen."""
    return lambda g, seat: action


async def figures(path: Path, game: str, players: int, actions: int, seed: int) -> dict[str, Any]:
    store = await open_store(str(path))
    service = GameService(store)
    service.scheduler = Scheduler(service, Settings(database=str(path)), Clock())
    service.notifier = Nobody()  # each order writes its outbox item, as in the bot
    live = await start_game(service, game, players, seed)
    agents = {s: agent_for("normal", seed * 1000 + i, game) for i, s in enumerate(live.seats)}
    conn = store.conn  # type: ignore[attr-defined]
    await conn.execute("CREATE TABLE bench_commit (x INTEGER)")
    # The store's own time in the orders' writes, not in their follow-ups (a Through the Ages
    # pass the rules force is taken there, and written).
    acting: list[bool] = []
    persists: list[float] = []
    time_calls(store, "persist", persists, when=lambda: bool(acting))
    act = service.act

    async def acted(*args: Any, **kwargs: Any) -> Any:
        acting.append(True)
        try:
            return await act(*args, **kwargs)
        finally:
            acting.pop()

    service.act = acted  # type: ignore[method-assign]
    writes: list[float] = []
    bare: list[float] = []
    async for i, seconds in orders(service, live, agents, actions):
        writes.append(seconds)
        bare.append(await bare_commit(conn, i))
    await store.close()
    assert len(persists) == len(writes), "an order wrote more or less than once"
    return {
        "n": len(writes),
        "write_p50_ms": pct(writes, 0.5) * 1e3,
        "write_p99_ms": pct(writes, 0.99) * 1e3,
        "persist_p50_ms": pct(persists, 0.5) * 1e3,
        "bare_p50_ms": pct(bare, 0.5) * 1e3,
        "ratio_p50": pct(writes, 0.5) / pct(bare, 0.5),
        "persist_ratio_p50": pct(persists, 0.5) / pct(bare, 0.5),
    }


async def run(args: argparse.Namespace) -> bool:
    tmp = Path(tempfile.mkdtemp(prefix="civbot-bench-write-"))
    print(header())
    print(
        f"{'game':<8} {'players':>7} {'orders':>6} {'write p50':>10} {'p99':>7} {'persist p50':>12} "
        f"{'bare p50':>9} {'write/bare':>11} {'persist/bare':>13}  goal"
    )
    met = True
    try:
        for game in games_named(args.game):
            f = await figures(tmp / f"{game.id}.sqlite3", game.id, largest(game), args.actions, args.seed)
            ok = f["ratio_p50"] <= GOAL
            met &= ok
            print(
                f"{game.id:<8} {largest(game):>7} {f['n']:>6} {f['write_p50_ms']:>8.3f}ms "
                f"{f['write_p99_ms']:>5.2f}ms {f['persist_p50_ms']:>10.3f}ms {f['bare_p50_ms']:>7.3f}ms "
                f"{f['ratio_p50']:>11.2f} {f['persist_ratio_p50']:>13.2f}  <= {GOAL} "
                + ("met" if ok else "NOT MET"),
                flush=True,
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--actions", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--game", nargs="+", default=None, help="only these games (ids)")
    args = parser.parse_args(argv)
    return 0 if asyncio.run(run(args)) else 1


if __name__ == "__main__":
    sys.exit(main())
