"""Market registered for the time of a test, the one way it is ever registered: its game entry
(``engine.games.GAMES``), its parts in each package's registry (``engine.GameParts``) and its
Discord forms (found by decision kind), and nothing else in any shared module."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import ai
import renderer
from bot.games import DISCORD
from civbot.games import COMMAND_LINE
from engine import games
from tests.market import agents, command_line, discord_parts, pictures
from tests.market.api import SPEC

# Each package's registry, and Market's parts in it.
PARTS: tuple[tuple[games.GameParts[Any], Any], ...] = (
    (ai.AGENTS, agents.AGENTS),
    (renderer.PICTURES, pictures.PICTURES),
    (COMMAND_LINE, command_line.COMMAND_LINE),
    (DISCORD, discord_parts.DISCORD),
)


@contextmanager
def registered() -> Iterator[games.GameSpec]:
    """Market in the game registry for the time of a test, and out of it afterwards."""
    # /game create's help lists the offered games' player counts when the bot's command module
    # is imported: imported first, it never lists Market in a later test.
    import bot.cogs.lifecycle  # noqa: F401

    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(games.GAMES, SPEC.id, SPEC)
        for registry, parts in PARTS:
            registry.add(SPEC.id, parts)
        try:
            yield SPEC
        finally:
            for registry, _ in PARTS:
                registry.remove(SPEC.id)
