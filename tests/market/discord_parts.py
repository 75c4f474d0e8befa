"""Market's parts in the bot (``bot.games.DiscordGame``): its presentation, and its forms and
their operations (``bot.forms.base``, where every game's forms are found by decision kind),
registered for the time of a test (``registered_in_bot``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from bot.forms import base
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
)


@contextmanager
def registered_forms() -> Iterator[None]:
    """Market's forms and their operations, and nothing of them afterwards."""
    with pytest.MonkeyPatch.context() as patch:
        for kind, form in discord_forms.FORMS.items():
            patch.setitem(base.FORMS, kind, form)
        for name, handler in discord_forms.OPS.items():
            patch.setitem(base.OPS, name, handler)
        yield
