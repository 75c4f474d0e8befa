"""The Discord client: settings, database, services, the command tree, and ``main()``."""

from __future__ import annotations

import asyncio
import gc
import importlib
import re
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord
from discord import app_commands

from bot.board import Renderer, load_renderer
from bot.components import CivItem
from bot.config import Settings
from bot.game_operations import GameService
from bot.games import load_offered_games
from bot.ids import ComponentId
from bot.languages import Languages, player_of
from bot.live_game import BotError, LiveGame
from bot.logs import log_event, setup_logging
from bot.notify import Notifier
from bot.router import Router, reply
from bot.scheduler import Clock, Scheduler
from bot.slash_translator import CatalogTranslator
from bot.storage import Store, open_store
from i18n.catalog import _

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
COGS = [
    "bot.cogs.lifecycle",
    "bot.cogs.orders",
    "bot.cogs.admin",
    "bot.cogs.player",
    "bot.cogs.language",
]


def intents() -> discord.Intents:
    """No privileged intents: slash commands, components and DMs need only guild events."""
    out = discord.Intents.none()
    out.guilds = True
    return out


class CivTree(app_commands.CommandTree["CivBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        async with self.client.languages.speaking_to(player_of(interaction)):
            await self._refuse(interaction, error)

    async def _refuse(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, BotError):
            await reply(interaction, original.message)
            return
        if isinstance(error, app_commands.CheckFailure):
            await reply(interaction, str(error) or _("You may not use this command here."))
            return
        log_event("command_failed", error=type(original).__name__)
        await reply(interaction, _("Something went wrong on my side; nothing was changed. Please try again."))


# Seconds a closing bot waits for follow-ups (AI answers, posts) still running.
CLOSE_GRACE = 10.0


class CivBot(discord.AutoShardedClient):
    """The bot. Sharded the discord.py way: ``shard_count`` shards in all, this process running
    ``shard_ids`` (all of them by default); several processes can split the shards between them
    when they share one PostgreSQL database (docs/postgres.md)."""

    def __init__(
        self, settings: Settings, clock: Clock | None = None, renderer: Renderer | None = None
    ) -> None:
        super().__init__(
            intents=intents(),
            allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.clock = clock or Clock()
        self.tree = CivTree(self)
        self.router = Router(self)
        self.public_ops: dict[str, PublicOp] = {}
        self.modal_ops: dict[str, ModalOp] = {}
        self.renderer = renderer if renderer is not None else load_renderer()
        self._db: Store | None = None
        self._service: GameService | None = None
        self._scheduler: Scheduler | None = None
        self.notifier = Notifier(self)
        self.languages = Languages(self)

    @property
    def db(self) -> Store:
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
        s = self.settings
        commands = load_offered_games()  # every game's forms answer clicks from the start
        self._db = await open_store(s.database, s.db_pool)
        self._service = GameService(
            self._db,
            s.snapshot_every,
            hot_games=s.hot_games,
            idle_minutes=s.idle_minutes,
            snapshots_kept=s.snapshots_kept,
            ai_budget=s.ai_hard_budget,
        )
        self._scheduler = Scheduler(self._service, s, self.clock)
        self._service.notifier = self.notifier
        self._service.scheduler = self._scheduler
        self._service.now = lambda: self.clock.now().timestamp()
        await self._service.start_thinking()
        for name in [*COGS, *commands]:  # the shared commands, then the games' own
            importlib.import_module(name).setup(self)
        self.add_dynamic_items(CivItem)
        # Names, descriptions and choices of the commands in the reader's language.
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        await self.resume_games()

    async def resume_games(self) -> None:
        """No game is loaded here: games load when a command or click needs them, and the timers
        (reminders, deadlines that passed while the bot was down, AI seats owing a decision)
        load theirs when they fire."""
        await self.scheduler.load_quiet_hours()
        self.scheduler.start()
        # What was loaded so far lives as long as the process: keep full collections off it.
        gc.collect()
        gc.freeze()
        log_event("ready_to_resume", database=self.db.dialect, shards=self.settings.shard_count)

    async def close(self) -> None:
        if self._scheduler is not None:
            self._scheduler.stop()
        if self._service is not None:
            try:
                await asyncio.wait_for(self._service.settle(), CLOSE_GRACE)
            except TimeoutError:
                log_event("close_with_work_pending")
        if self._db is not None:
            await self._db.close()
            self._db = None
        await super().close()


def redact(database: str) -> str:
    """The database setting without a password, for logs."""
    return re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", database)


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
    problem = settings.problem()
    if problem is not None:
        print(f"civbot: {problem}", file=sys.stderr)
        return 2
    # The bot never joins voice: silence discord.py's start-up warnings about voice libraries.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    bot = CivBot(settings)
    log_event("starting", database=redact(settings.database), dev_guild=settings.dev_guild_id)
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
