"""Market registered for the time of a test, the one way it is ever registered: its game entry
(``engine.games.GAMES``) and its parts in each package's registry (``engine.GameParts``), and
nothing else in any shared module."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import ai
from engine import games
from tests.market import agents
from tests.market.api import SPEC


@contextmanager
def registered() -> Iterator[games.GameSpec]:
    """Market in the game registry for the time of a test, and out of it afterwards."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(games.GAMES, SPEC.id, SPEC)
        ai.AGENTS.add(SPEC.id, agents.AGENTS)
        try:
            yield SPEC
        finally:
            ai.AGENTS.remove(SPEC.id)
