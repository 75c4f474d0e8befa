"""simcord fixtures: a CivBot on a temporary database, a guild with a channel and three players."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.app import CivBot
from bot.config import Settings


def make_settings(tmp_path: Path, **kw: Any) -> Settings:
    base: dict[str, Any] = {
        "database": str(tmp_path / "civbot.sqlite3"),
        "deadline_minutes": 600,
        "reminders": (60, 10),
    }
    base.update(kw)
    return Settings(**base)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path)


@pytest.fixture
def renderer() -> Any:
    """No renderer in bot tests by default (the text board is posted); see test_board for PNGs."""
    return lambda view, region=None: b""


@pytest.fixture
def simcord_bot(settings: Settings) -> CivBot:
    return CivBot(settings, renderer=_no_render)


def _no_render(view: Any, region: Any = None) -> bytes:
    raise RuntimeError("rendering disabled in tests")


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
