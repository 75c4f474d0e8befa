"""Helpers shared by the command modules: finding the game a command is about, permissions."""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, ParamSpec

import discord
from discord import app_commands

from bot.languages import player_of
from bot.live_game import AI_STRENGTHS, LOBBY, BotError, LiveGame
from bot.router import reply
from engine import GAMES
from i18n.catalog import ENDONYMS, N_, SPOKEN, _

if TYPE_CHECKING:
    from bot.app import CivBot

P = ParamSpec("P")
__all__ = ["app_commands", "guarded"]
NO_GAME = N_(
    "There is no game here. Create one with `/game create` in a channel, then use the game's "
    "thread (or give `game:` in DMs)."
)
# The languages a game or a player may choose, each in its own words.
LANGUAGE_CHOICES = [app_commands.Choice(name=ENDONYMS[lang], value=lang) for lang in SPOKEN]
STRENGTH_NAMES = {"normal": N_("normal"), "easy": N_("easy")}
STRENGTH_CHOICES = [app_commands.Choice(name=STRENGTH_NAMES.get(s, s), value=s) for s in AI_STRENGTHS]


# The most seats any game has: the bound of player-count options (each game checks its own
# range when a game is created). Here because command annotations are resolved in this module.
MOST_PLAYERS = max(g.max_players for g in GAMES.values())


def client(interaction: discord.Interaction) -> CivBot:
    bot: CivBot = interaction.client  # type: ignore[assignment]
    return bot


async def game_here(interaction: discord.Interaction, game_id: int | None = None) -> LiveGame:
    bot = client(interaction)
    if game_id is not None:
        live = await bot.service.get(game_id)
        if live is None:
            raise BotError(_("There is no game #{game}.", game=game_id))
        return live
    if interaction.channel_id is not None:
        live = await bot.service.in_thread(interaction.channel_id)
        if live is not None:
            return live
    if interaction.guild is None:
        mine = await bot.service.games_of(interaction.user.id)
        if len(mine) == 1:
            return mine[0]
        if mine:
            games = ", ".join(f"#{g.id}" for g in mine)
            raise BotError(_("You play in several games: add `game:` ({games}).", games=games))
    raise BotError(_(NO_GAME))


def remember_name(live: LiveGame, user: discord.abc.User) -> None:
    """Keep a player's name for the places where a mention is not shown as one (select options,
    images); saved with the game's next save."""
    live.meta.setdefault("names", {})[str(user.id)] = user.display_name


def may_manage(interaction: discord.Interaction, live: LiveGame) -> bool:
    if live.is_master(interaction.user.id):
        return True
    perms = interaction.permissions
    return bool(perms.administrator or perms.manage_guild)


def require_master(interaction: discord.Interaction, live: LiveGame) -> None:
    if not may_manage(interaction, live):
        raise BotError(_("Only the game's creator or a server admin can do that."))


def require_lobby(live: LiveGame) -> None:
    if live.row.status != LOBBY:
        raise BotError(_("That is only possible before the game starts."))


def guarded(fn: Callable[P, Coroutine[Any, Any, None]]) -> Callable[P, Coroutine[Any, Any, None]]:
    """Answer a BotError ephemerally instead of letting it reach the tree's error handler.

    The wrapper keeps the command's signature (``functools.wraps``); the annotations of every
    command are resolved in this module, which therefore imports ``discord`` and ``app_commands``.
    """

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
        interaction = next(a for a in args if isinstance(a, discord.Interaction))
        # Everything the command says is said to the one who used it, in his language; what it
        # posts in a game's thread speaks the game's (``bot.languages.in_thread``).
        async with client(interaction).languages.speaking_to(player_of(interaction)):
            try:
                await fn(*args, **kwargs)
            except BotError as err:
                await reply(interaction, err.message)

    return wrapper


async def act_and_reply(interaction: discord.Interaction, live: LiveGame, build: object, done: str) -> None:
    """Apply the order ``build`` makes for the player who sent the command, and tell him ``done``
    (a refusal reaches him ephemerally, in the game's words)."""
    bot = client(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await bot.service.act(live, interaction.user.id, build, interaction_id=interaction.id)  # type: ignore[arg-type]
    await interaction.followup.send(done, ephemeral=True)
