"""The fixture that offers Market, the tests' own game (``tests/market/``), for the time of a test
that asks for it, in every package's registry (nothing else registers it)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.games import GameSpec
from tests.market.register import registered


@pytest.fixture
def market() -> Iterator[GameSpec]:
    with registered() as spec:
        yield spec
