"""Slash commands in the reader's language: Discord shows each command's name, description,
options and choices in the language of the reader's client, from the localizations the bot syncs
with its commands. discord.py asks an ``app_commands.Translator`` for each of them, in each of
Discord's locales; ours looks them up in the message catalogues (``i18n.catalog``).

Descriptions and choices are marked where they are written (``N_``); the names of the commands
and of their options are marked here, in the contexts ``command`` and ``option`` (the same
English word names a command and an option: ``/game end`` ends a game, ``/quiet end:`` is the
time quiet hours end). Discord wants names in lower case, without spaces (``test_slash_commands``
checks each translation against its rules).
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import TranslationContextTypes, locale_str

from i18n.catalog import SOURCE, _, from_discord, p_, pN_, speaking

COMMAND = "command"
OPTION = "option"
NAMES = {
    Where.command_name: COMMAND,
    Where.group_name: COMMAND,
    Where.parameter_name: OPTION,
}

# Every name of a command, a group or an option, for the catalogue (the context is written out:
# the extractor reads only literal strings).
NAMES_MARKED = (
    pN_("command", "game"), pN_("command", "create"), pN_("command", "join"),
    pN_("command", "leave"), pN_("command", "ai"), pN_("command", "start"),
    pN_("command", "option"), pN_("command", "players"), pN_("command", "deadline"),
    pN_("command", "rules"), pN_("command", "status"), pN_("command", "map"), pN_("command", "log"),
    pN_("command", "end"), pN_("command", "gm"), pN_("command", "pause"), pN_("command", "resume"),
    pN_("command", "extend"), pN_("command", "replace"), pN_("command", "remove"),
    pN_("command", "undo"), pN_("command", "skip"), pN_("command", "mygames"),
    pN_("command", "notify"), pN_("command", "bug"), pN_("command", "orders"),
    pN_("command", "move"), pN_("command", "sail"), pN_("command", "done"),
    pN_("command", "answer"), pN_("command", "quiet"), pN_("command", "language"),
    pN_("option", "game"), pN_("option", "players"), pN_("option", "variant"),
    pN_("option", "deadline_minutes"), pN_("option", "turns"), pN_("option", "language"),
    pN_("option", "strength"), pN_("option", "remove"), pN_("option", "name"),
    pN_("option", "value"), pN_("option", "count"), pN_("option", "phase"),
    pN_("option", "minutes"), pN_("option", "region"), pN_("option", "successor"),
    pN_("option", "player"), pN_("option", "seat"), pN_("option", "mode"), pN_("option", "query"),
    pN_("option", "report"), pN_("option", "from"), pN_("option", "to"), pN_("option", "ship"),
    pN_("option", "start"), pN_("option", "end"), pN_("option", "zone"),
)  # fmt: skip


def translation(string: locale_str, lang: str, where: Where) -> str:
    """``string`` in ``lang`` (English: itself)."""
    with speaking(lang):
        context = NAMES.get(where)
        if context is not None:
            return p_(context, string.message)
        return _(string.message)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: locale_str, locale: Locale, context: TranslationContextTypes
    ) -> str | None:
        lang = from_discord(locale.value)
        if lang is None or lang == SOURCE:
            return None  # Discord then shows the English
        text = translation(string, lang, context.location)
        return text if text != string.message else None
