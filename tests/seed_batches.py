"""The long seeded playouts cut into batches that pytest-xdist can spread over every core.

A thousand games played in one test pin one core for minutes while the other idles; the same
games as batches of a few dozen are scheduled like any other test (``./dev test`` runs
``pytest -n auto --dist worksteal``), and a failure names the batch and the seed. The games
played are exactly the ones the single loop played: same seeds, same player counts.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

BATCH = 24


def seed_batches(players_seeds: Iterable[tuple[int, range]], size: int = BATCH) -> list[object]:
    """``pytest.param(players, seeds)`` for every run of at most ``size`` seeds, with readable ids
    such as ``4p-seeds-25-48``."""
    params: list[object] = []
    for players, seeds in players_seeds:
        for start in range(0, len(seeds), size):
            batch = seeds[start : start + size]
            params.append(pytest.param(players, batch, id=f"{players}p-seeds-{batch[0]}-{batch[-1]}"))
    return params
