"""The games held in memory: a bounded cache, least recently used first out, idle games evicted.

Only games in use are loaded (on demand, from the store); a game nobody touched for
``idle_seconds`` is dropped, and the cache never holds more than ``capacity`` games. A game is
never evicted while it is locked or a background task still uses it (``LiveGame.busy``).

Loaded games are long-lived data that the garbage collector would otherwise walk on every full
collection (hundreds of milliseconds with a thousand games): ``freeze`` moves everything alive
into the permanent generation after a load, so full collections only walk what is new. Garbage
is collected just before (a full collection that walks only what is not frozen yet: what came
since the last load), as a frozen reference cycle would never be freed. Frozen games are still
freed when evicted: their objects hold no reference cycles, so reference counting frees them (a
test checks this).
"""

from __future__ import annotations

import gc
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator

from bot.live_game import LiveGame


class GameCache:
    def __init__(
        self,
        capacity: int = 1000,
        idle_seconds: float = 1800.0,
        freeze: bool = True,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.capacity = max(1, capacity)
        self.idle_seconds = idle_seconds
        self.freeze = freeze
        self.clock = clock
        self._games: OrderedDict[int, LiveGame] = OrderedDict()
        self._threads: dict[int, int] = {}
        self.loads = 0
        self.evictions = 0

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._games

    def __iter__(self) -> Iterator[LiveGame]:
        return iter(list(self._games.values()))

    def get(self, game_id: int) -> LiveGame | None:
        live = self._games.get(game_id)
        if live is not None:
            self._games.move_to_end(game_id)
            live.last_used = self.clock()
        return live

    def in_thread(self, thread_id: int) -> LiveGame | None:
        game_id = self._threads.get(thread_id)
        return self.get(game_id) if game_id is not None else None

    def put(self, live: LiveGame) -> None:
        live.last_used = self.clock()
        self._games[live.id] = live
        self._games.move_to_end(live.id)
        self._threads[live.row.thread_id] = live.id
        self.loads += 1
        self.evict()
        if self.freeze:
            gc.collect()  # nothing unreachable may be frozen: it would stay for good
            gc.freeze()

    def drop(self, game_id: int) -> None:
        live = self._games.pop(game_id, None)
        if live is not None:
            live.evicted = True
            if self._threads.get(live.row.thread_id) == game_id:
                del self._threads[live.row.thread_id]

    def evict(self) -> list[int]:
        """Drop idle games and the least recently used beyond capacity; returns their ids."""
        now = self.clock()
        over = len(self._games) - self.capacity
        dropped = []
        for live in list(self._games.values()):
            idle = now - live.last_used >= self.idle_seconds
            if not (idle or over > 0):
                break  # oldest first: the rest were used more recently
            if live.busy or live.lock.locked() or live.notify_lock.locked():
                continue
            self.drop(live.id)
            dropped.append(live.id)
            over -= 1
        self.evictions += len(dropped)
        return dropped
