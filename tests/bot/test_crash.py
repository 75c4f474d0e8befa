"""Crash safety on both backends: a bot process killed with SIGKILL at random moments (while it
commits a player's order, lets AI seats answer, writes a snapshot...) loses no acknowledged
action, and the game reloads to the same state as a replay of its whole log.

The process (``python -m tests.bot.service_process DATABASE play GAME``, forked by the test
process's fork server, tests/fork_server.py) plays a game with two human and two AI seats and
prints an acknowledgement once each human order is committed, the moment the bot would answer the
player. The test kills it after a random delay, checks the database, and starts it again on the
same game, 30 times per backend.
"""

from __future__ import annotations

import json
import random
import subprocess
import threading
import time
from collections.abc import Sequence
from typing import Any

import pytest

from bot.game_operations import GameService
from bot.replay import catch_up, replay_log
from bot.storage import LogEntry, open_store
from engine import state_hash
from tests.bot.service_process import make_game
from tests.fork_server import ForkServer

KILLS = 30


class Player:
    """The ``play`` process, and what it acknowledged before it was killed."""

    def __init__(self, processes: ForkServer, database: str, game: int) -> None:
        self.acks: dict[int, dict[str, Any]] = {}
        self.loaded: dict[str, Any] = {}
        self.ready = threading.Event()
        self.proc = processes.popen(
            "tests.bot.service_process",
            [database, "play", str(game)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            data = json.loads(line)
            if "ack" in data:
                self.acks[int(data["ack"])] = data["payload"]
            else:
                self.loaded = data
                self.ready.set()

    def kill(self) -> None:
        """SIGKILL the process, read what it printed before it died and close its pipe."""
        self.proc.kill()
        self.proc.wait(timeout=30)
        self.reader.join(timeout=30)
        if self.proc.stdout is not None:
            self.proc.stdout.close()


class Replay:
    """A replay of the game's whole log, caught up as the log grows, so that each load is checked
    without replaying the log from the start again (31 times, up to a thousand actions): the log
    only grows (a commit appends; nothing is rewritten), and a replay in steps applies the same
    actions in the same order to the same start."""

    def __init__(self) -> None:
        self.state: Any = None
        self.upto = 0

    def hash_at(self, entries: Sequence[LogEntry], version: int) -> str:
        """The state hash of a replay of ``entries`` up to ``version``."""
        wanted = [e for e in entries if e.seq <= version]
        new = [e for e in wanted if e.seq > self.upto]
        if self.state is None or version < self.upto or not catch_up(self.state, new):
            self.state = replay_log(wanted)
        self.upto = version
        return state_hash(self.state)


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(10)
async def test_a_bot_killed_at_random_moments_loses_no_acknowledged_action(
    database: str, bot_processes: ForkServer
) -> None:
    db = await open_store(database)
    try:
        live = await make_game(GameService(db), [31, 32], ais=2, seed=3)
        game = live.id
    finally:
        await db.close()
    rng = random.Random(14)
    replay = Replay()
    acknowledged: dict[int, dict[str, Any]] = {}
    played = 0
    for kill in range(KILLS + 1):
        player = Player(bot_processes, database, game)
        try:
            assert player.ready.wait(timeout=120), "the bot process did not load the game"
            # The previous process's acknowledged actions are all there (below).
            assert player.loaded["loaded"] >= max(acknowledged, default=0)
            if kill < KILLS:
                time.sleep(rng.uniform(0.0, 0.4))
        finally:
            player.kill()
        acknowledged.update(player.acks)
        played += len(player.acks)
        db = await open_store(database)
        try:
            entries = await db.log(game)
        finally:
            await db.close()
        # The game loaded (from a snapshot and the log after it) is the state a replay of the
        # whole log up to it gives.
        assert player.loaded["hash"] == replay.hash_at(entries, player.loaded["loaded"]), player.loaded
        log = {e.seq: e for e in entries}
        for seq, payload in acknowledged.items():
            assert seq in log and log[seq].kind == "action", seq
            assert log[seq].payload == payload, seq
    print(f"{played} acknowledged orders, {len(acknowledged)} distinct, log {max(log)} entries")
    assert played >= KILLS, "the kills should land while orders are being played"
