"""Several bot processes sharing one PostgreSQL database (tests/bot/service_process.py: the
bot's service and scheduler, without the Discord gateway; forked by the test process's fork
server, tests/fork_server.py).

A game's clicks arrive at both processes in turn, as Discord sends an interaction to whichever
process runs the shard it came from; the same click arriving at both at once is applied once;
a deadline both processes watch is taken once; and both end with the same game.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
from typing import Any

import pytest

from tests.bot.conftest import postgres_url
from tests.fork_server import ForkServer
from tests.pgserver import PgServer


class BotProcess:
    """``python -m tests.bot.service_process DATABASE serve``, forked by the fork server."""

    def __init__(self, processes: ForkServer, database: str) -> None:
        self.errors = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 (closed in close())
        self.proc = processes.popen(
            "tests.bot.service_process",
            [database, "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
        )

    def send(self, **cmd: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()

    def answer(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            self.errors.seek(0)
            raise AssertionError(f"the bot process died: {self.errors.read()[-3000:]}")
        reply: dict[str, Any] = json.loads(line)
        return reply

    def ask(self, **cmd: Any) -> dict[str, Any]:
        self.send(**cmd)
        return self.answer()

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        self.errors.close()


@pytest.fixture
def two_processes(pg_server: PgServer | str, bot_processes: ForkServer) -> Any:
    url = postgres_url(pg_server)
    procs = [BotProcess(bot_processes, url), BotProcess(bot_processes, url)]
    try:
        yield procs
    finally:
        for p in procs:
            p.close()


def test_two_bot_processes_play_one_game_whose_clicks_arrive_at_both(two_processes: list[BotProcess]) -> None:
    a, b = two_processes
    game = a.ask(op="create", humans=[11, 12, 13], ais=1, seed=9)["game"]
    interaction = 1000
    for step in range(60):
        here = (a, b)[step % 2]  # the next click arrives at the other process
        order = here.ask(op="decide", game=game, seed=step)
        interaction += 1
        reply = here.ask(op="click", game=game, interaction=interaction, **order)
        assert "applied" in reply, reply
        here.ask(op="state", game=game)  # its AI seats' answers are in before the next click
    # The same click delivered to both processes at once: applied by exactly one.
    for step in range(10):
        order = a.ask(op="decide", game=game, seed=100 + step)
        interaction += 1
        for p in (a, b):
            p.send(op="click", game=game, interaction=interaction, **order)
        replies = [a.answer(), b.answer()]
        assert sum("applied" in r for r in replies) == 1, replies
        refused = next(r for r in replies if "refused" in r)["refused"]
        assert "already done" in refused or "out of date" in refused, refused
        for p in (a, b):
            p.ask(op="state", game=game)
    # Both processes hold the same game.
    sa, sb = a.ask(op="state", game=game), b.ask(op="state", game=game)
    assert sa == sb


def test_a_deadline_watched_by_two_processes_is_taken_once(two_processes: list[BotProcess]) -> None:
    a, b = two_processes
    game = a.ask(op="create", humans=[21, 22, 23], seed=4)["game"]
    before = a.ask(op="state", game=game)["version"]
    for p in (a, b):
        p.ask(op="advance", seconds=61 * 60)
    for _ in range(200):
        if a.ask(op="state", game=game)["version"] > before:
            break
        time.sleep(0.05)
    time.sleep(0.5)  # long enough for a second claim to show
    fired = a.ask(op="fired")["fired"] + b.ask(op="fired")["fired"]
    assert fired == [game], fired  # one process claimed the timer and took the defaults
    assert a.ask(op="state", game=game) == b.ask(op="state", game=game)
