"""Worths a valuation keeps once found: a player tries many positions a decision, most of them
with the farms, mines, buildings, hand and armies of the one before, and each worth depends on
a few parts of a position only. Each is kept per everything it reads, as a flat key of strings
and numbers (a tuple of tuples would keep many objects for the garbage collector to track), in
a table of ``KEPT`` at most, the oldest forgotten first (``engine.core.kept.Kept``)."""

from __future__ import annotations

from typing import TypeVar

from engine import Kept
from engine.tta.api import PlayerState

# What a kept worth was found for.
Key = tuple[object, ...]
KEPT = 4096

Found = TypeVar("Found")


def table() -> Kept[Key, Found]:
    """A new table of kept worths."""
    return Kept(KEPT)


def remember(memo: Kept[Key, Found], key: Key, found: Found) -> Found:
    """Keep what was ``found`` for ``key``."""
    return memo.keep(key, found)


def workers_key(ps: PlayerState) -> Key:
    """The technologies in play and the workers on each."""
    workers = ps.workers
    return (len(workers), *workers, *workers.values())
