"""The fixture that offers Market for the time of a test (nothing else registers it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.games import GameSpec
from tests.market.register import registered


@pytest.fixture
def market() -> Iterator[GameSpec]:
    with registered() as spec:
        yield spec
