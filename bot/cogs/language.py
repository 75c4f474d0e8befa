"""``/language``: the language of a player's DMs, replies, forms and hand panel (his Discord
client's unless he chooses another); without an argument it says which one he reads now."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.cogs.common import LANGUAGE_CHOICES, client, guarded
from bot.languages import player_of, spoken_or_refused
from bot.router import reply
from i18n.catalog import ENDONYMS, N_, _

if TYPE_CHECKING:
    from bot.app import CivBot

CLIENT = "discord"  # the choice that follows the Discord client's language again


@app_commands.command(
    name="language", description=N_("The language of your DMs and replies: see it, or choose another")
)
@app_commands.describe(language=N_("Your language (leave it out to see the one I use for you)"))
@app_commands.choices(
    language=[
        *LANGUAGE_CHOICES,
        app_commands.Choice(name=N_("Discord's (your app's language)"), value=CLIENT),
    ]
)
@guarded
async def language(interaction: discord.Interaction, language: str | None = None) -> None:
    languages = client(interaction).languages
    me = player_of(interaction)
    if language is not None:
        chosen = None if language == CLIENT else spoken_or_refused(language)
        await languages.choose(interaction.user.id, chosen)
    now = ENDONYMS[await languages.language_for(me)]
    async with languages.speaking_to(me):  # a new choice is answered in the new language
        if language is not None:
            text = _("From now on I write to you in {language}.", language=now)
        elif await languages.chosen(interaction.user.id) is not None:
            text = _("I write to you in {language}, as you chose. `/language` changes it.", language=now)
        else:
            text = _(
                "I write to you in {language}, your Discord app's language. `/language` chooses another.",
                language=now,
            )
        await reply(interaction, text)


def setup(bot: CivBot) -> None:
    bot.tree.add_command(language)
