"""Market registered for the time of a test, the one way it is ever registered: its game entry
(``engine.games.GAMES``), and nothing else in any shared module."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from engine import games
from tests.market.api import SPEC


@contextmanager
def registered() -> Iterator[games.GameSpec]:
    """Market in the game registry for the time of a test, and out of it afterwards."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(games.GAMES, SPEC.id, SPEC)
        yield SPEC
