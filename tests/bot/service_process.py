"""A bot process for the multi-process and crash tests: the bot's service and scheduler on a
database, without the Discord gateway (simcord's fake Discord lives in one process and cannot be
shared). What arrives from Discord in the bot, a click, arrives here as a line of JSON on stdin;
each answer is a line of JSON on stdout.

``python -m tests.bot.service_process DATABASE serve``: commands
  {"op": "create", "humans": [...], "ais": n, "seed": s}            -> {"game": id}
  {"op": "decide", "game": id, "seed": s}   a human's order for the first decision a human owes
                                            -> {"user": u, "version": v, "action": {...}}
  {"op": "click", "game": id, "user": u, "version": v, "action": {...}, "interaction": i}
                                            -> {"applied": version} or {"refused": message}
  {"op": "advance", "seconds": x}  moves this process's clock      -> {"now": t}
  {"op": "state", "game": id}                                        -> {"version": v, "hash": h}
  {"op": "fired"}  the timers this process fired                     -> {"fired": [...]}
``python -m tests.bot.service_process DATABASE play GAME``: loads the game, prints
  {"loaded": version, "hash": h} (the test checks h against a replay of the log up to version),
  then plays its humans' decisions for ever,
  printing {"ack": seq, "payload": {...}} once each is committed (the moment a player is answered).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from datetime import UTC, datetime, timedelta
from typing import Any

from ai.random_player import RandomPlayer
from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import BotError, LiveGame
from bot.scheduler import Scheduler
from bot.storage import open_store
from engine import action_from_json, pending, state_hash


class MovableClock:
    """Real time plus an offset the test moves (deadlines without waiting for them)."""

    def __init__(self) -> None:
        self.offset = timedelta()

    def now(self) -> datetime:
        return datetime.now(UTC) + self.offset

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, min(seconds, 0.05)))


def say(data: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


async def make_game(service: GameService, humans: list[int], ais: int, seed: int) -> LiveGame:
    live = await service.create(
        1, 2, seed, humans[0], max_players=len(humans) + ais, variant="", deadline_minutes=60
    )
    for uid in humans[1:]:
        await service.join(live, uid)
    for _ in range(ais):
        await service.add_ai(live, "normal")
    live.meta["seed"] = seed
    await service.start(live)
    await service.settle()
    return live


async def serve(database: str) -> None:
    db = await open_store(database)
    service = GameService(db)
    clock = MovableClock()
    scheduler = Scheduler(service, Settings(database=database, reminders=(), poll_seconds=0.05), clock)  # type: ignore[arg-type]
    service.scheduler = scheduler
    service.now = lambda: clock.now().timestamp()
    fired: list[int] = []
    handle = scheduler._handle

    async def counted(live: LiveGame) -> None:
        fired.append(live.id)
        await handle(live)

    scheduler._handle = counted  # type: ignore[method-assign]
    scheduler.start()
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), sys.stdin
    )
    while line := await reader.readline():
        cmd = json.loads(line)
        say(await command(service, clock, fired, cmd))
    scheduler.stop()
    await service.settle()
    await db.close()


async def command(
    service: GameService, clock: MovableClock, fired: list[int], cmd: dict[str, Any]
) -> dict[str, Any]:
    op = cmd["op"]
    if op == "create":
        live = await make_game(service, cmd["humans"], cmd.get("ais", 0), cmd.get("seed", 1))
        return {"game": live.id}
    if op == "advance":
        clock.offset += timedelta(seconds=cmd["seconds"])
        return {"now": clock.now().timestamp()}
    if op == "fired":
        await service.settle()
        return {"fired": fired}
    live = await service.get(cmd["game"])
    assert live is not None and live.state is not None
    if op == "state":
        await service.settle()
        return {"version": live.version, "hash": state_hash(live.state)}
    if op == "decide":
        d = next(d for d in pending(live.state) if not live.is_ai(d.player))
        action = RandomPlayer(cmd["seed"]).act(live.state, d)
        return {"user": live.controller(d.player), "version": live.version, "action": action.to_json()}
    if op == "click":
        action = action_from_json(cmd["action"])
        try:
            await service.act(
                live,
                cmd["user"],
                lambda g, seat: action,
                version=cmd["version"],
                interaction_id=cmd["interaction"],
            )
        except BotError as err:
            return {"refused": err.message}
        return {"applied": live.version}
    raise ValueError(f"unknown command {op!r}")


async def play(database: str, game_id: int) -> None:
    """Play the humans' decisions of a game, acknowledging each once it is committed."""
    db = await open_store(database)
    service = GameService(db, snapshot_every=5)  # frequent snapshots: kills land in them too
    live = await service.get(game_id)
    assert live is not None and live.state is not None
    await service.settle()  # AI seats that owed a decision at the crash answer first
    say({"loaded": live.version, "hash": state_hash(live.state)})
    rng = random.Random()
    while live.state is not None and not live.state.finished:
        humans = [d for d in pending(live.state) if not live.is_ai(d.player)]
        if not humans:
            await asyncio.sleep(0)  # the AI's follow-up is under way
            continue
        d = humans[0]
        action = RandomPlayer(rng.randrange(10**6)).act(live.state, d)
        change = await service.act(live, live.controller(d.player), lambda g, seat, a=action: a)
        assert change.actor == d.player
        say({"ack": live.version, "payload": action.to_json()})
    await service.settle()
    await db.close()


def main() -> None:
    database, mode = sys.argv[1], sys.argv[2]
    if mode == "serve":
        asyncio.run(serve(database))
    else:
        asyncio.run(play(database, int(sys.argv[3])))


if __name__ == "__main__":
    main()
