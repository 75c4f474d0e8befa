"""What the benchmarks share: percentiles, the machine and its load, and whole games played by
computer players through the engine's public interface (any game of the registry)."""

from __future__ import annotations

import asyncio
import os
import platform
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from ai import agent_for
from engine import GameRecord, apply, new_game, offered_games, pending, state_hash
from engine.games import GameSpec


def pct(xs: list[float], q: float) -> float:
    """The ``q`` quantile of ``xs`` (nearest rank); NaN for no samples."""
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(q * (len(xs) - 1)))]


def time_calls(owner: Any, name: str, sink: list[float], when: Callable[[], bool] = lambda: True) -> None:
    """Wrap the coroutine method ``name`` of ``owner`` (an instance) so that the seconds of each
    call (made while ``when()``) are appended to ``sink``."""
    real = getattr(owner, name)

    async def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return await real(*args, **kwargs)
        finally:
            if when():
                sink.append(time.perf_counter() - start)

    setattr(owner, name, timed)


# Seconds between choosing an order and sending it (see ``orders``).
ORDER_PAUSE = 0.01


async def orders(
    service: Any, live: Any, agents: dict[str, Any], count: int
) -> AsyncIterator[tuple[int, float]]:
    """Play up to ``count`` orders of ``live`` through ``service.act``, each chosen by the agent of
    its seat (not timed) and sent with an interaction id; yields (index, seconds of ``act``) once
    the order's follow-up (AI seats, snapshots) is over.

    Each order is sent ``ORDER_PAUSE`` after it was chosen, as a person's reaches an idle bot: a
    lookahead agent choosing on this process just before (Through the Ages': milliseconds of
    CPU) otherwise made the operating system wake the database's thread late, by milliseconds
    at a load of 9, and the bench timed that (tta's write p50 6 ms instead of 1 ms)."""
    for i in range(count):
        g = live.state
        if g is None or g.finished:
            return
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        await asyncio.sleep(ORDER_PAUSE)
        start = time.perf_counter()
        await service.act(live, int(d.player), lambda _g, _seat, a=action: a, interaction_id=10_000 + i)
        seconds = time.perf_counter() - start
        await service.settle()
        yield i, seconds


async def bare_commit(conn: Any, value: int) -> float:
    """Seconds of the cheapest durable write through the store's own SQLite connection, in its
    journal mode (WAL, ``synchronous=NORMAL``) and its transaction mode (autocommit): one
    statement, a one-row INSERT into ``bench_commit``, which SQLite commits by itself, in one
    round trip to aiosqlite's thread, as ``Store.persist`` makes one. (Until issue 29 it was
    followed by ``commit()``: a second round trip, which does nothing in autocommit mode, counted
    in the bare commit and not in the store's write.)"""
    start = time.perf_counter()
    await conn.execute("INSERT INTO bench_commit VALUES (?)", (value,))
    return time.perf_counter() - start


def machine() -> str:
    return f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"


def load_average() -> str:
    """The 1, 5 and 15 minute load averages (other sessions share the machine)."""
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def header() -> str:
    return f"machine: {machine()}; load average {load_average()}"


def largest(game: GameSpec) -> int:
    """The player count a game's whole-game figures are measured at: its largest."""
    return game.max_players


def games_named(names: list[str] | None) -> list[GameSpec]:
    """The offered games, or those of ``names`` (in the registry's order)."""
    return [g for g in offered_games() if not names or g.id in names]


@dataclass
class PlayedGame:
    state: Any
    record: GameRecord
    cpu_s: float  # process time of the whole game: the computer players and the engine

    @property
    def hash(self) -> str:
        return state_hash(self.state)


def play(game: str, kinds: list[str], seed: int, max_actions: int = 100_000) -> PlayedGame:
    """A game played by computer players of ``kinds`` (one per seat, p1..pN), each seeded as the
    matches of ``ai`` seed them (game seed * 1000 + seat index), until it ends or
    ``max_actions`` actions have been applied."""
    ids = [f"p{i + 1}" for i in range(len(kinds))]
    start = time.process_time()
    agents = {p: agent_for(k, seed * 1000 + i, game) for i, (p, k) in enumerate(zip(ids, kinds, strict=True))}
    g = new_game(ids, None, seed, game)
    record = GameRecord.start(g)
    while not g.finished and len(record.actions) < max_actions:
        d = pending(g)[0]
        action = agents[d.player].act(g, d)
        apply(g, action)
        record.add(action)
    return PlayedGame(g, record, time.process_time() - start)
