"""Computer players that fail in each way a worker can see, for tests/bot/test_thinking.py: a
module of their own so that a worker process can unpickle them (it imports this module, not the
test's)."""

from __future__ import annotations

import dataclasses
import os
import time
from typing import Any

from ai import Agent
from bot.auto import Seats
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


@dataclasses.dataclass(frozen=True)
class FailingSeats(Seats):
    """AI seats whose agent fails, in each way of ``FAILURES`` in turn, at every AI decision that
    has a default (and is no negotiation's) when the game's version is a multiple of ``every``:
    the same decisions in a worker playing a follow-up ahead and in the test that checks them."""

    every: int = 5

    def failure(self, g: Any, d: Decision) -> tuple[object, str] | None:
        """The failing agent that answers ``d`` and the log's word for it; None: a real one."""
        if d.default is None or d.leave is not None or g.version % self.every:
            return None
        return FAILURES[(g.version // self.every) % len(FAILURES)]

    def agent(self, g: Any, d: Decision) -> Agent:
        bad = self.failure(g, d)
        return super().agent(g, d) if bad is None else bad[0]  # type: ignore[return-value]
