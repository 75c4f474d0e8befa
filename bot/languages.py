"""Who reads which language: the one place that says in which language the words for a
destination are produced (issue 27, item 3).

* A game's thread, its status posts, its lobby post and its log are read by everyone there: they
  speak the game's language, chosen at ``/game create`` (the server's by default) and stored with
  the game (games created before there was a choice read as English).
* What one player reads alone — his DMs, ephemeral replies, forms and hand panel — speaks his
  language: the one he chose with ``/language``, else his Discord client's (the interaction's
  locale; for a DM sent outside any interaction, the one seen when he last used the bot), else
  the game's, else the server's, else English.

The words themselves are looked up by ``i18n.catalog`` in the language spoken (a context):
callers wrap what they build for a destination in ``async with speaking_to(...)``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.live_game import BotError, LiveGame
from i18n.catalog import ENDONYMS, PSEUDO, SOURCE, SPOKEN, _, from_discord, speaking

if TYPE_CHECKING:
    from bot.app import CivBot


@dataclass(frozen=True)
class Thread:
    """A game's thread (its posts, its lobby, its log)."""

    live: LiveGame


@dataclass(frozen=True)
class Player:
    """One person reading alone: a DM, an ephemeral reply, a form, a hand panel."""

    user_id: int
    live: LiveGame | None = None
    locale: str | None = None  # the Discord client's locale, when he is answered in an interaction
    guild_locale: str | None = None  # the server's, likewise


Destination = Thread | Player
# The languages a game or a player may read: those spoken, and the pseudo-language of the tests.
READABLE = (*SPOKEN, PSEUDO)


def game_language(live: LiveGame) -> str:
    """The language of the game's thread (a language no longer spoken reads as English)."""
    return live.row.language if live.row.language in READABLE else SOURCE


@contextmanager
def in_thread(live: LiveGame) -> Iterator[None]:
    """Speak the game's language: for what is posted in its thread (or shown as its log)."""
    with speaking(game_language(live)):
        yield


def spoken_or_refused(lang: str) -> str:
    """A language a player chose, refused when it is not one the bot speaks."""
    if lang in SPOKEN:
        return lang
    speaks = ", ".join(ENDONYMS[s] for s in SPOKEN)
    raise BotError(
        _("I do not speak {language}; I speak {languages}.", language=repr(lang), languages=speaks)
    )


def player_of(interaction: discord.Interaction, live: LiveGame | None = None) -> Player:
    """The destination of an interaction's ephemeral reply."""
    return Player(
        interaction.user.id,
        live,
        str(interaction.locale),
        str(interaction.guild_locale) if interaction.guild_locale else None,
    )


def server_language(interaction: discord.Interaction) -> str:
    """The server's language, or English for a server whose language is not spoken."""
    guild_locale = interaction.guild.preferred_locale if interaction.guild is not None else None
    return from_discord(str(guild_locale) if guild_locale else None) or SOURCE


class Languages:
    """The players' languages: chosen with ``/language`` and seen in their interactions, kept in
    the store's ``user_prefs`` and remembered here (one read per user and process; in a database
    shared by several processes a choice made through another reaches this one when it restarts)."""

    def __init__(self, bot: CivBot) -> None:
        self.bot = bot
        self._known: dict[int, tuple[str | None, str | None]] = {}

    async def _prefs(self, user_id: int) -> tuple[str | None, str | None]:
        known = self._known.get(user_id)
        if known is None:
            known = await self.bot.db.user_language(user_id)
            self._known[user_id] = known
        return known

    async def chosen(self, user_id: int) -> str | None:
        """The language the user chose with ``/language`` (None: his client's)."""
        return (await self._prefs(user_id))[0]

    async def choose(self, user_id: int, lang: str | None) -> None:
        """Remember the user's choice (None: follow his Discord client again)."""
        seen = (await self._prefs(user_id))[1]
        await self.bot.db.save_user_language(user_id, lang, seen)
        self._known[user_id] = (lang, seen)

    async def _seen(self, user_id: int, lang: str) -> None:
        """Remember the language of the user's client, for the DMs sent him later."""
        chosen, seen = await self._prefs(user_id)
        if seen != lang:
            await self.bot.db.save_user_language(user_id, chosen, lang)
            self._known[user_id] = (chosen, lang)

    async def language_for(self, to: Destination) -> str:
        """The language in which ``to`` reads."""
        if isinstance(to, Thread):
            return game_language(to.live)
        chosen, seen = await self._prefs(to.user_id)
        client = from_discord(to.locale)
        if client is not None:
            await self._seen(to.user_id, client)
        for lang in (chosen, client, seen):
            if lang in READABLE:
                return lang
        if to.live is not None:
            return game_language(to.live)
        return from_discord(to.guild_locale) or SOURCE

    @asynccontextmanager
    async def speaking_to(self, to: Destination) -> AsyncIterator[None]:
        """Speak, inside the block, the language in which ``to`` reads."""
        with speaking(await self.language_for(to)):
            yield
