"""Computer players that fail in each way a worker can see, for tests/bot/test_thinking.py: a
module of their own so that a worker process can unpickle them (it imports this module, not the
test's)."""

from __future__ import annotations

import dataclasses
import os
import time

from engine.core.actions import Action
from engine.core.decisions import Decision

OVERRUN_S = 30.0


class Raises:
    def act(self, g: object, d: Decision) -> Action:
        raise ValueError("a bug in the computer player")


class Illegal:
    """Answers for a seat that is not asked (no game accepts that)."""

    def act(self, g: object, d: Decision) -> Action:
        assert d.default is not None
        return dataclasses.replace(d.default, player="nobody")


class Overruns:
    def act(self, g: object, d: Decision) -> Action:
        time.sleep(OVERRUN_S)
        raise AssertionError("a worker past its budget is stopped long before this")


class Dies:
    def act(self, g: object, d: Decision) -> Action:
        os._exit(3)


# Each way to fail, and the word of the log line that says so.
FAILURES: list[tuple[object, str]] = [
    (Raises(), "ValueError"),
    (Illegal(), "ai_fallback"),
    (Overruns(), "budget"),
    (Dies(), "worker stopped"),
]
