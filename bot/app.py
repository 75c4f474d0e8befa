"""The Discord client: settings, database, services, the command tree, and ``main()``."""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands

from bot.board import Renderer, load_renderer
from bot.components import CivItem
from bot.config import Settings
from bot.ids import ComponentId
from bot.live import BotError, LiveGame
from bot.logs import log_event, setup_logging
from bot.notify import Notifier
from bot.router import Router, reply
from bot.scheduler import Clock, Scheduler
from bot.service import GameService
from bot.storage import Database

PublicOp = Callable[[discord.Interaction, LiveGame, ComponentId, list[str]], Awaitable[None]]
ModalOp = Callable[..., Any]

# Permissions the bot needs in a game channel (see docs/bot.md): view, send, embed, attach,
# read history, create public threads, send in threads, manage threads (to archive ended games).
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    create_public_threads=True,
    send_messages_in_threads=True,
    manage_threads=True,
)
COGS = ["bot.cogs.lifecycle", "bot.cogs.orders", "bot.cogs.admin", "bot.cogs.trade", "bot.cogs.player"]


def intents() -> discord.Intents:
    """No privileged intents: slash commands, components and DMs need only guild events."""
    out = discord.Intents.none()
    out.guilds = True
    return out


class CivTree(app_commands.CommandTree["CivBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, BotError):
            await reply(interaction, original.message)
            return
        if isinstance(error, app_commands.CheckFailure):
            await reply(interaction, str(error) or "You may not use this command here.")
            return
        log_event("command_failed", error=type(original).__name__)
        await reply(interaction, "Something went wrong on my side; nothing was changed. Please try again.")


class CivBot(discord.Client):
    def __init__(
        self, settings: Settings, clock: Clock | None = None, renderer: Renderer | None = None
    ) -> None:
        super().__init__(
            intents=intents(),
            allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
        )
        self.settings = settings
        self.clock = clock or Clock()
        self.tree = CivTree(self)
        self.router = Router(self)
        self.public_ops: dict[str, PublicOp] = {}
        self.modal_ops: dict[str, ModalOp] = {}
        self.renderer = renderer if renderer is not None else load_renderer()
        self._db: Database | None = None
        self._service: GameService | None = None
        self._scheduler: Scheduler | None = None
        self.notifier = Notifier(self)

    @property
    def db(self) -> Database:
        assert self._db is not None, "the bot is not set up"
        return self._db

    @property
    def service(self) -> GameService:
        assert self._service is not None, "the bot is not set up"
        return self._service

    @property
    def scheduler(self) -> Scheduler:
        assert self._scheduler is not None, "the bot is not set up"
        return self._scheduler

    async def setup_hook(self) -> None:
        self._db = await Database.open(self.settings.database)
        self._service = GameService(self._db, self.settings.snapshot_every)
        self._scheduler = Scheduler(self._service, self.settings, self.clock)
        self._service.notifier = self.notifier
        self._service.scheduler = self._scheduler
        self._scheduler.on_reminder = self.notifier.remind
        import importlib

        for name in COGS:
            importlib.import_module(name).setup(self)
        self.add_dynamic_items(CivItem)
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        await self.resume_games()

    async def resume_games(self) -> None:
        games = await self.service.load_all()
        await self.scheduler.load_quiet_hours()
        for live in games:
            self.scheduler.arm(live)
            await self.service.resume_ai(live)
        log_event("games_resumed", count=len(games))

    async def close(self) -> None:
        if self._scheduler is not None:
            self._scheduler.stop()
        if self._db is not None:
            await self._db.close()
            self._db = None
        await super().close()


def invite_url(client_id: str = "YOUR_APPLICATION_ID") -> str:
    return discord.utils.oauth_url(
        client_id, permissions=PERMISSIONS, scopes=("bot", "applications.commands")
    )


HOW_TO_GET_A_TOKEN = f"""civbot: no DISCORD_TOKEN is set.

To run the bot you need a bot token:
  1. Open https://discord.com/developers/applications and create an application (New Application).
  2. In its Bot tab, press "Reset Token" and copy the token. No privileged intents are needed.
  3. Put it in the environment (DISCORD_TOKEN=...) or in a .env file (see .env.example).
  4. Invite the bot to your server with the scopes bot + applications.commands and these permissions:
     {invite_url()}
     (replace YOUR_APPLICATION_ID with the Application ID from the General Information tab).
"""


def main(argv: list[str] | None = None) -> int:
    settings = Settings.load()
    setup_logging(settings.log_level)
    if not settings.token:
        print(HOW_TO_GET_A_TOKEN, file=sys.stderr)
        return 2
    # The bot never joins voice: silence discord.py's start-up warnings about voice libraries.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    bot = CivBot(settings)
    log_event("starting", database=settings.database, dev_guild=settings.dev_guild_id)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(
            "civbot: Discord refused the token (DISCORD_TOKEN). Reset it in the Bot tab and try again.",
            file=sys.stderr,
        )
        return 1
    except (aiohttp.ClientConnectionError, OSError) as err:
        print(f"civbot: cannot reach Discord ({err}). Check the network and try again.", file=sys.stderr)
        return 1
    return 0
