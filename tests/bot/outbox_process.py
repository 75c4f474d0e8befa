"""A bot process that makes one change to a game and is killed (SIGKILL) before it tells Discord:
the outbox kill test (tests/bot/test_outbox_kill.py) runs it, then starts a bot on the same
database and checks that the players hear what the change owed them, once.

``python -m tests.bot.outbox_process DATABASE COMMAND`` where COMMAND is JSON:
  {"game": id, "now": epoch seconds (the test's virtual clock), "deadline_minutes": m,
   "reminders": [...], "op": one of OPS, ...the op's arguments}
It prints {"committed": version} once the change is committed, then kills itself (or, when the
change is refused, {"refused": message}, and ends): at once
(``"kill": "commit"``: before the follow-up, so even the AI seats' answers are left to the next
process), or when the follow-up is about to deliver (``"kill": "delivery"``: after the AI seats'
answers are committed too).
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
import time
from datetime import UTC, datetime
from typing import Any

from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import VACANT, BotError, Change, LiveGame
from bot.scheduler import Scheduler
from bot.storage import open_store
from engine import action_from_json


class VirtualClock:
    """The test's virtual time, moving on with real time from where the test's clock was."""

    def __init__(self, start: float) -> None:
        self.start, self.t0 = start, time.monotonic()

    def now(self) -> datetime:
        return datetime.fromtimestamp(self.start + time.monotonic() - self.t0, UTC)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


def die() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


class KilledBeforeDelivery:
    """The notifier: the process dies the moment it would start telling Discord."""

    async def changed(self, live: LiveGame, change: Change) -> None:
        die()


async def change(service: GameService, scheduler: Scheduler, live: LiveGame, cmd: dict[str, Any]) -> None:
    """Make the change ``cmd`` names, as the bot would on a click, a timer or a command."""
    op = cmd["op"]
    seat = cmd.get("seat", "")
    if op == "order":
        action = action_from_json(cmd["action"])
        await service.act(live, live.controller(action.player), lambda g, s: action)
    elif op == "start":
        await service.start(live)
    elif op == "join":
        await service.join(live, int(cmd["user"]))
    elif op == "deadline":
        await scheduler._expire(live, live.meta["deadline"]["key"])
    elif op == "reminder":
        await scheduler._remind(live, live.meta["deadline"]["key"], int(cmd["minutes"]))
    elif op in ("pause", "resume"):
        await service.set_status(live, "paused" if op == "pause" else "running", cmd["note"])
    elif op == "replace":
        await service.seat_change(live, seat, int(cmd["user"]), cmd["note"])
    elif op == "remove":
        await service.seat_change(live, seat, VACANT, cmd["note"])
    elif op == "ai":
        await service.hand_to_ai(live, seat, "normal", cmd["note"])
    elif op == "undo":
        await service.undo(live)
    elif op == "skip":
        await service.apply_defaults(live, None, cmd["note"])
    elif op == "end":
        await service.end(live, cmd["note"])
    else:
        raise ValueError(f"unknown op {op!r}")


async def main(database: str, cmd: dict[str, Any]) -> None:
    db = await open_store(database)
    service = GameService(db)
    clock = VirtualClock(float(cmd["now"]))
    settings = Settings(
        database=database, deadline_minutes=int(cmd["deadline_minutes"]), reminders=tuple(cmd["reminders"])
    )
    scheduler = Scheduler(service, settings, clock)  # type: ignore[arg-type]
    await scheduler.load_quiet_hours()
    service.scheduler = scheduler
    service.now = lambda: clock.now().timestamp()
    service.notifier = KilledBeforeDelivery()
    live = await service.get(int(cmd["game"]))
    assert live is not None
    await service.settle()  # nothing is owed before the change (the test settled its bot)
    try:
        await change(service, scheduler, live, cmd)
    except BotError as err:  # refused: nothing was changed, nothing is owed
        print(json.dumps({"refused": err.message}), flush=True)
        await db.close()
        return
    print(json.dumps({"committed": live.version}), flush=True)
    if cmd.get("kill", "commit") == "commit":
        die()
    await service.settle()  # the follow-up dies in KilledBeforeDelivery
    raise AssertionError("the follow-up owed Discord nothing")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], json.loads(sys.argv[2])))
