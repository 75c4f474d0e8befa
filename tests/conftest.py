"""The fixture that offers Market, the tests' own game (``tests/market/``), for the time of a test
that asks for it, in every package's registry (nothing else registers it); and the order the
tests run in: the longest first; and the garbage collector's pace in a test process."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from engine.games import GameSpec
from tests.fork_server import ForkServer
from tests.market.register import registered

# -- the garbage collector ---------------------------------------------------------------------
# A test process holds every module and table it imported, and the random playouts allocate
# millions of short-lived objects: with the default thresholds the collector ran a young
# collection every 700 allocations and rescanned the long-lived heap often. The objects alive
# after collection are frozen out of the collector's scans and young collections run less often
# (Advanced Civilization's thousand games, -n 2: 96.9 -> 88.5 s and 91.4 -> 87.2 s of CPU, two
# runs each). Cycles are still collected, later.
GC_THRESHOLDS = (20_000, 20, 20)


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


@pytest.fixture
def market() -> Iterator[GameSpec]:
    with registered() as spec:
        yield spec


# -- the longest tests first ---------------------------------------------------------------------


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "long(seconds): a test that takes about this many seconds of CPU; the longest run first",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The tests marked ``long`` first, the longest first; the others after them, in their order.

    ``./dev test`` spreads the tests over every core (``--dist worksteal``): an idle worker takes
    half of the tests another has still to run, from the end of its queue. A long test started
    last ends alone while the other cores idle; started first, the short tests that follow fill
    the cores evenly to the end."""

    def seconds(item: pytest.Item) -> float:
        marker = item.get_closest_marker("long")
        return float(marker.args[0]) if marker is not None else 0.0

    items.sort(key=seconds, reverse=True)  # stable: the unmarked tests keep their order


# -- the bot processes -----------------------------------------------------------------------------


@pytest.fixture(scope="session")
def bot_processes() -> Iterator[ForkServer]:
    """This test process's fork server for the tests' bot processes (``tests.bot.service_process``,
    ``tests.bot.outbox_process``), started by the first test that needs one; it ends with the
    test process. The fork server of the bot's AI workers (bot.thinking) is started once, warm,
    for all of them: each bot process forks its own workers from it, as the bot does. A worker
    runs its bot process's main module again (multiprocessing's ``__mp_main__``): what those
    import is preloaded there too (not the modules themselves: runpy would warn)."""
    from bot import thinking  # here: only the test processes that need bot processes import it

    server = ForkServer(
        ["tests.bot.service_process", "tests.bot.outbox_process"],
        mp_preload=[*thinking.PRELOAD, "bot.game_operations", "bot.scheduler", "ai.random_player"],
    )
    try:
        yield server
    finally:
        server.close()
