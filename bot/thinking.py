"""Computer players think in worker processes, never on the bot's event loop.

An AI seat's decision is the agent (its strength, its seed), the position and the decision,
pickled on the loop (7-11 kB with the agent: 0.1-0.4 ms) and answered by a worker process.
Processes, not threads: the agents are CPU-bound Python, and a thread holds the GIL while it
thinks, so the loop waits for it at every switch (``python -m bench.loop_lag --thinking loop
threads workers``, four busy games of each game, load 4-6: loop lag p99 on the loop 7.1 / 8.0 /
18.8 ms for civ1980 / advciv / tta, in a thread 5.9 / 6.5 / 11.5 ms, in a worker process 4.9 /
5.0 / 8.2 ms). The price is a round trip per decision (about 1.3 ms more than on the loop at
that load: docs/benchmarks.md). Each worker is driven by one thread of a small pool, which
waits on its pipe (no GIL held) with the decision's time budget: a worker that overruns it is
killed and replaced, one that dies is replaced, and either way the decision falls back to its
default (``AiFailed``; the caller logs it). Workers start from a fork server that has imported
the engine and the computer players once (``bot.ai_preload``), so a new one costs about 0.1 s;
the bot starts the fork server at start-up (``warm``), not at the first decision.

The pool is shared by every game service of a process (workers keep nothing between decisions:
agents are stateless), its workers started when first needed and stopped at exit.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import multiprocessing.forkserver
import os
import pickle
import selectors
import signal
import threading
from dataclasses import dataclass, field
from typing import Any, Protocol

from ai import Agent
from engine import Action, Decision

# Seconds a computer player may think about one decision before its default is taken.
BUDGET = 10.0
# The modules every worker needs, imported once by the fork server rather than by each worker.
PRELOAD = ["bot.ai_preload"]
# Seconds a new worker may take to start, and what it says when it is ready.
STARTUP = 60.0
READY = b"ready"
WORKER_NAME = "civbot-ai-worker"


class AiFailed(Exception):
    """The computer player gave no answer (it raised, overran its budget, or its worker died):
    the decision's default is taken instead."""


class Thinker(Protocol):
    """Where a computer player thinks: the answer of ``agent`` to ``d``, or ``AiFailed``."""

    async def answer(self, agent: Agent, g: Any, d: Decision, budget: float = BUDGET) -> Action: ...

    def warm(self) -> None:
        """Get ready to answer (in a thread: it may take seconds)."""


class OnLoop:
    """The agent thinks on the event loop itself, as the bot did before ``Pool``: for tests that
    watch an agent from inside (an agent made in a test function cannot be sent to a worker) and
    for the benchmarks' "before". No budget: nothing can stop a thought on the loop."""

    async def answer(self, agent: Agent, g: Any, d: Decision, budget: float = BUDGET) -> Action:
        try:
            return agent.act(g, d)
        except Exception as err:
            raise AiFailed(type(err).__name__) from None

    def warm(self) -> None:
        """Nothing to start: the loop is there."""


def default_workers() -> int:
    """One worker per core but one (the event loop keeps a core), at least one, at most four."""
    return max(1, min(4, (os.cpu_count() or 2) - 1))


def serve(conn: multiprocessing.connection.Connection) -> None:
    """A worker's life: answer (agent, position, decision) until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the bot's Ctrl+C is the bot's to handle
    conn.send_bytes(READY)
    while True:
        try:
            request = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            agent, g, d = pickle.loads(request)
            reply: tuple[str, Any] = ("ok", agent.act(g, d))
        except Exception as err:  # the caller falls back to the default and logs why
            reply = ("failed", type(err).__name__)
        try:
            answer = pickle.dumps(reply)
        except Exception as err:
            answer = pickle.dumps(("failed", f"unpicklable answer ({type(err).__name__})"))
        conn.send_bytes(answer)


def _context() -> multiprocessing.context.ForkServerContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return context


def _readable(conn: multiprocessing.connection.Connection, seconds: float) -> bool:
    """Whether ``conn`` has something to read within ``seconds``. Not ``conn.poll``: it counts its
    timeout with ``time.monotonic``, which a test harness may stop (simcord's virtual clock), and
    then it would wait for ever; a selector waits in the kernel."""
    with selectors.DefaultSelector() as selector:
        selector.register(conn, selectors.EVENT_READ)
        return bool(selector.select(seconds))


@dataclass
class Worker:
    """One worker process and the parent's end of its pipe."""

    process: Any
    conn: multiprocessing.connection.Connection

    def stop(self) -> None:
        self.conn.close()
        self.process.kill()
        self.process.join(5)


@dataclass
class Pool:
    """Worker processes, each driven by one thread of ``threads`` (see the module's docstring)."""

    size: int
    threads: concurrent.futures.ThreadPoolExecutor = field(init=False)
    _mine: threading.local = field(init=False, default_factory=threading.local)
    _all: list[Worker] = field(init=False, default_factory=list)
    _lock: threading.Lock = field(init=False, default_factory=threading.Lock)
    _closed: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self.threads = concurrent.futures.ThreadPoolExecutor(self.size, thread_name_prefix="civbot-ai")

    async def answer(self, agent: Agent, g: Any, d: Decision, budget: float = BUDGET) -> Action:
        """The agent's answer to ``d`` in position ``g``, thought out in a worker process."""
        try:
            request = pickle.dumps((agent, g, d), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as err:
            raise AiFailed(f"cannot be sent to a worker ({type(err).__name__})") from None
        try:
            asked = asyncio.get_running_loop().run_in_executor(self.threads, self._ask, request, budget)
        except RuntimeError:  # the pool was closed (the process is stopping)
            raise AiFailed("the AI workers are closed") from None
        status, value = await asked
        if status != "ok" or not isinstance(value, Action):
            raise AiFailed(str(value))
        return value

    def _ask(self, request: bytes, budget: float) -> tuple[str, Any]:
        """In a pool thread: send the request to this thread's worker and wait for the answer."""
        try:
            worker = self._worker()
        except OSError as err:
            return "failed", f"no worker ({err})"
        try:
            worker.conn.send_bytes(request)
            if not _readable(worker.conn, budget):
                self._replace(worker)
                return "failed", f"overran its budget of {budget:g} s"
            status, value = pickle.loads(worker.conn.recv_bytes())
        except (EOFError, OSError):
            self._replace(worker)
            return "failed", "its worker stopped"
        return str(status), value

    def _worker(self) -> Worker:
        worker: Worker | None = getattr(self._mine, "worker", None)
        if worker is None:
            worker = self._mine.worker = self._start()
        return worker

    def warm(self) -> None:
        """Start the fork server (a second or two of imports) now rather than at the first
        decision, which would then overrun its budget or keep its game waiting."""
        _context()
        multiprocessing.forkserver.ensure_running()

    def _start(self) -> Worker:
        context = _context()
        ours, theirs = context.Pipe()
        process = context.Process(target=serve, args=(theirs,), daemon=True, name=WORKER_NAME)
        with self._lock:
            if self._closed:
                raise OSError("the AI workers are closed")
            process.start()
            worker = Worker(process, ours)
            self._all.append(worker)
        theirs.close()
        # The worker says it is ready before its first decision, so that its start (a fork of the
        # warm fork server, or the fork server's own start, a second or two) is not counted in the
        # budget of that decision.
        try:
            ready = _readable(ours, STARTUP) and ours.recv_bytes() == READY
        except (EOFError, OSError):  # it died while starting
            ready = False
        if not ready:
            self._replace(worker)
            raise OSError("an AI worker did not start")
        return worker

    def _replace(self, worker: Worker) -> None:
        """A worker that overran or died is stopped; this thread starts a new one when next asked."""
        with self._lock:
            if worker in self._all:
                self._all.remove(worker)
        worker.stop()
        self._mine.worker = None

    def live_workers(self) -> int:
        """The worker processes running now (a test checks that none is left behind)."""
        with self._lock:
            return sum(1 for w in self._all if w.process.is_alive())

    def close(self) -> None:
        with self._lock:
            self._closed = True
            workers, self._all = self._all, []
        for worker in workers:
            worker.stop()
        self.threads.shutdown(wait=False, cancel_futures=True)


_SHARED: dict[int, Pool] = {}
_SHARED_LOCK = threading.Lock()


def shared_pool(size: int | None = None) -> Pool:
    """The process's pool of ``size`` workers (``default_workers()`` by default), made once."""
    wanted = default_workers() if size is None else max(1, size)
    with _SHARED_LOCK:
        pool = _SHARED.get(wanted)
        if pool is None:
            pool = _SHARED[wanted] = Pool(wanted)
        return pool


@atexit.register
def close_shared() -> None:
    """Stop every worker of the process's pools (at exit; a test suite at its end)."""
    with _SHARED_LOCK:
        pools = list(_SHARED.values())
        _SHARED.clear()
    for pool in pools:
        pool.close()
