"""simcord fixtures: a CivBot on a temporary database, a guild with a channel and three players.

simcord detaches a bot when a test ends or restarts it, but never closes it: its SQLite
connection stayed open, and its worker thread, finalised later by the garbage collector, could
post to an event loop already closed ("Event loop is closed" in a thread, depending on test
order). Every bot attached to the environment is therefore closed once the environment is shut
down, while the test's event loop still runs.
"""

from __future__ import annotations

import copy
import marshal
import multiprocessing
import types
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
import pytest_asyncio
from simcord.env import Env

from bot.app import CivBot
from bot.config import Settings
from bot.thinking import WORKER_NAME, close_shared
from tests.pgserver import PgServer, PgUnavailable


def make_settings(tmp_path: Path, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "database": str(tmp_path / "civbot.sqlite3"),
        "deadline_minutes": 600,
        "reminders": (60, 10),
    }
    base.update(kw)
    return Settings(**base)


# Seconds between two looks of a simcord settle at the bot's work (simcord's default: 0.05 s).
# After an interaction, the record of simcord's own callback for a finished task (its
# bookkeeping, not the bot's) stays among the callbacks it waits for until the loop has turned a
# few dozen times, and the settle only looks again after ``idle``: every click and command waited
# 50-100 ms doing nothing, 25 s of test_bad_input's Through the Ages test (29 s -> 3.5 s at 1 ms,
# CPU no higher). Looking more often changes nothing else: a settle still waits for the same work,
# up to the same deadline.
SETTLE_LOOK = 0.001


@pytest.fixture(scope="session", autouse=True)
def settle_often() -> Iterator[None]:
    """Every simcord settle (the interactions' and ``env.settle()``) looks every ``SETTLE_LOOK``."""
    settle = Env._settle_internal

    async def often(self: Env, *, idle: float = SETTLE_LOOK, **kwargs: Any) -> None:
        await settle(self, idle=min(idle, SETTLE_LOOK), **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Env, "_settle_internal", often)
        yield


def plain_copy(value: Any, memo: Any = None) -> Any:
    """A deep copy of ``value``: through ``marshal`` when it is made of plain JSON-like values
    (dicts, lists, strings, numbers; no subclass, which marshal refuses), else ``copy.deepcopy``."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return copy.deepcopy(value, memo)


# simcord deep-copies every payload it validates, stores, logs and dispatches (a prompt's
# component tree with its select menus, each message's embeds). Those payloads are plain
# JSON-like values (96% of the copies of a whole game), which marshal copies several times faster;
# anything else still goes to copy.deepcopy. The whole short game's test: 28.8 -> 27.2 s of CPU
# (two runs each, interleaved, load 2).
SIMCORD_COPIES = ("simcord.components", "simcord.results", "simcord.backend.serializers")
SIMCORD_COPY_MODULES = ("simcord.http.router", "simcord.gateway")


@pytest.fixture(scope="session", autouse=True)
def simcord_copies_plainly() -> Iterator[None]:
    """simcord's deep copies of payloads go through ``plain_copy``."""
    import importlib

    with pytest.MonkeyPatch.context() as patch:
        for name in SIMCORD_COPIES:
            patch.setattr(importlib.import_module(name), "deepcopy", plain_copy)
        plain = types.SimpleNamespace(deepcopy=plain_copy)
        for name in SIMCORD_COPY_MODULES:
            patch.setattr(importlib.import_module(name), "copy", plain)
        yield


@pytest.fixture(scope="session", autouse=True)
def ai_workers() -> Iterator[None]:
    """The AI workers of this test process are all stopped at its end: none is left behind."""
    yield
    close_shared()
    left = [p for p in multiprocessing.active_children() if p.name == WORKER_NAME]
    assert not left, f"AI worker processes left running: {left}"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path)


@pytest.fixture
def renderer() -> Any:
    """No renderer in bot tests by default (the text board is posted); see test_board for PNGs."""
    return lambda view, region=None: b""


@pytest.fixture
def simcord_bot(settings: Settings) -> CivBot:
    return CivBot(settings, renderer=no_render)


def no_render(view: Any, region: Any = None) -> bytes:
    raise RuntimeError("rendering disabled in tests")


@pytest_asyncio.fixture
async def attached_bots() -> AsyncIterator[list[CivBot]]:
    """The bots attached to this test's environment; closed after it has shut down (this fixture
    is set up before simcord's environment, so it is torn down after it)."""
    bots: list[CivBot] = []
    yield bots
    for bot in bots:
        await bot.close()


@pytest_asyncio.fixture
async def simcord_env(attached_bots: list[CivBot], simcord_env: Any) -> AsyncIterator[Any]:
    """simcord's environment, remembering every bot attached to it (restarts included)."""
    env = simcord_env
    attached_bots.append(env.bot)
    restart = env.restart_bot

    async def restart_bot(bot: CivBot | None = None) -> None:
        if bot is not None:
            attached_bots.append(bot)
        await restart(bot)

    env.restart_bot = restart_bot
    yield env


@dataclass
class World:
    env: Any
    guild: Any
    channel: Any
    players: list[Any]
    spectator: Any
    admin: Any


@pytest.fixture
def world(simcord_env: Any) -> World:
    env = simcord_env
    guild = env.create_guild("Civ Server")
    channel = guild.create_text_channel("civ")
    players = [guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cy")]
    spectator = guild.add_member(env.create_user("sam"))
    admins = guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    admin = guild.add_member(env.create_user("ada"), roles=[admins])
    return World(env, guild, channel, players, spectator, admin)


# -- databases: SQLite always, PostgreSQL when a server can be started ---------------------------


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer | str]:
    """One PostgreSQL server for the session, or why there is none (the tests using it skip)."""
    server = PgServer()
    try:
        server.start()
    except PgUnavailable as err:
        yield f"PostgreSQL tests skipped: {err}"
        return
    try:
        yield server
    finally:
        server.stop()


def postgres_url(pg_server: PgServer | str) -> str:
    """A fresh schema on the session's server, or skip the test saying why there is none."""
    if isinstance(pg_server, str):
        pytest.skip(pg_server)
    return pg_server.new_schema_url()


@pytest.fixture(params=["sqlite", "postgres"])
def database(request: pytest.FixtureRequest, tmp_path: Path, pg_server: PgServer | str) -> str:
    """The CIVBOT_DATABASE setting of a fresh, empty database on each backend."""
    if request.param == "sqlite":
        return str(tmp_path / "civbot.sqlite3")
    return postgres_url(pg_server)
