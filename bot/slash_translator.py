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

# Every command's and group's name, and every option's, for the catalogue.
COMMAND_NAMES = (
    pN_(COMMAND, "game"), pN_(COMMAND, "create"), pN_(COMMAND, "join"), pN_(COMMAND, "leave"),
    pN_(COMMAND, "ai"), pN_(COMMAND, "start"), pN_(COMMAND, "option"), pN_(COMMAND, "players"),
    pN_(COMMAND, "deadline"), pN_(COMMAND, "rules"), pN_(COMMAND, "status"), pN_(COMMAND, "map"),
    pN_(COMMAND, "log"), pN_(COMMAND, "end"), pN_(COMMAND, "gm"), pN_(COMMAND, "pause"),
    pN_(COMMAND, "resume"), pN_(COMMAND, "extend"), pN_(COMMAND, "replace"), pN_(COMMAND, "remove"),
    pN_(COMMAND, "undo"), pN_(COMMAND, "skip"), pN_(COMMAND, "mygames"), pN_(COMMAND, "notify"),
    pN_(COMMAND, "bug"), pN_(COMMAND, "orders"), pN_(COMMAND, "move"), pN_(COMMAND, "sail"),
    pN_(COMMAND, "done"), pN_(COMMAND, "answer"), pN_(COMMAND, "quiet"), pN_(COMMAND, "language"),
)  # fmt: skip
OPTION_NAMES = (
    pN_(OPTION, "game"), pN_(OPTION, "players"), pN_(OPTION, "variant"), pN_(OPTION, "deadline_minutes"),
    pN_(OPTION, "turns"), pN_(OPTION, "language"), pN_(OPTION, "strength"), pN_(OPTION, "remove"),
    pN_(OPTION, "name"), pN_(OPTION, "value"), pN_(OPTION, "count"), pN_(OPTION, "phase"),
    pN_(OPTION, "minutes"), pN_(OPTION, "region"), pN_(OPTION, "successor"), pN_(OPTION, "player"),
    pN_(OPTION, "seat"), pN_(OPTION, "mode"), pN_(OPTION, "query"), pN_(OPTION, "report"),
    pN_(OPTION, "from"), pN_(OPTION, "to"), pN_(OPTION, "ship"), pN_(OPTION, "start"),
    pN_(OPTION, "end"), pN_(OPTION, "zone"),
)  # fmt: skip


def described(english: str, template: str, **params: object) -> locale_str:
    """A description made from a marked ``template`` and ``params``: Discord shows ``english``
    (the template filled) by default, each language its translation of the template, filled."""
    return locale_str(english, template=template, **params)


def translation(string: locale_str, lang: str, where: Where) -> str:
    """``string`` in ``lang`` (English: itself)."""
    with speaking(lang):
        context = NAMES.get(where)
        if context is not None:
            return p_(context, string.message)
        params = dict(string.extras)
        template = params.pop("template", None)
        if isinstance(template, str):
            return _(template, **params)
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
