"""Bounded tables of what was found once and is read many times (a civilization's statistics,
a valuation's worths): at most a number of entries, the oldest forgotten first, one at a time.

Forgetting the oldest entry of a plain dict by ``next(iter(table))`` is not constant time: a
dict keeps the slots of deleted entries until it is resized, so the walk to the oldest live
entry grows with the entries forgotten since (about 1 µs a miss with 4,096 kept, as much as
the rest of remembering). A ``Kept`` table remembers its keys' order in a deque instead.
Never all entries dropped at once: emptying and refilling thousands made the garbage
collector run full collections of tens of milliseconds in the middle of a decision.
"""

from __future__ import annotations

from collections import deque
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Kept(dict[K, V]):
    """A dict of ``most`` entries at most, filled by ``keep`` (read it as any dict)."""

    def __init__(self, most: int = 4096) -> None:
        super().__init__()
        self.most = most
        self._order: deque[K] = deque()

    def keep(self, key: K, value: V) -> V:
        """Keep ``value`` for ``key`` (a key not kept yet), forgetting the oldest if full."""
        order = self._order
        while len(order) >= self.most:
            try:
                self.pop(order.popleft(), None)
            except IndexError:  # another thread (the bot's renderer, an AI) emptied it meanwhile
                break
        self[key] = value
        order.append(key)
        return value

    def clear(self) -> None:
        super().clear()
        self._order.clear()
