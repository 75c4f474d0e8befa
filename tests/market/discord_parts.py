"""Market's parts in the bot, registered for the time of a test (``registered_in_bot``): its
presentation (``bot.families``) and its forms and their operations (``bot.forms.base``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import bot.families
from bot.families import Family
from bot.forms import base
from tests.market import discord_forms, discord_present
from tests.market.state import GAME


def family() -> Family:
    return Family(
        header=discord_present.header,
        lines=discord_present.lines,
        table_text=discord_present.table_text,
        panel=discord_present.panel,
        has_panels=lambda g: True,
        turn_events=discord_present.TURN_EVENTS,
        pictures=lambda events: [None],
        final_lines=discord_present.final_lines,
    )


@contextmanager
def registered_in_bot() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(bot.families.FAMILIES, GAME, family)
        for kind, form in discord_forms.FORMS.items():
            patch.setitem(base.FORMS, kind, form)
        for name, handler in discord_forms.OPS.items():
            patch.setitem(base.OPS, name, handler)
        bot.families.family.cache_clear()
        try:
            yield
        finally:
            bot.families.family.cache_clear()
