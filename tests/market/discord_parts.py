"""Market's parts in the bot (``bot.games.DiscordGame``): its presentation, and its forms and
their operations (its own ``FormTable``)."""

from __future__ import annotations

from bot.games import DiscordGame
from tests.market import discord_forms, discord_present

DISCORD = DiscordGame(
    header=discord_present.header,
    lines=discord_present.lines,
    table_text=discord_present.table_text,
    panel=discord_present.panel,
    has_panels=lambda g: True,
    turn_events=discord_present.TURN_EVENTS,
    pictures=lambda events: [None],
    private_note=discord_present.private_note,
    final_lines=discord_present.final_lines,
    forms=discord_forms.FORMS,
)
