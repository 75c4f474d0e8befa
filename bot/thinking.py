"""Computer players think in worker processes, never on the bot's event loop.

One round trip per follow-up, not per decision: at the first AI decision of a follow-up, the
worker is sent the AI seats (``bot.auto.Seats``: strengths and seeds) and the position once
(pickled on the loop: 7-11 kB, about 0.1 ms); it plays the follow-up ahead on its copy (the same
choices as the core, ``bot.auto.play_ahead``) and sends each answer back as soon as it is found,
so the core applies and logs the earlier answers while the worker thinks of the next ones
(``Ahead``). The core still has the engine check and apply every answer, and commits them in one
batch. Processes, not threads: the agents are CPU-bound Python, and a thread holds the GIL while
it thinks, so the loop waits for it at every switch (``python -m bench.loop_lag --thinking loop
threads workers``, four busy games of each game, load 4-6: loop lag p99 on the loop 7.1 / 8.0 /
18.8 ms for civ1980 / advciv / tta, in a thread 5.9 / 6.5 / 11.5 ms, in a worker process 4.9 /
5.0 / 8.2 ms). Each worker is driven by one thread of a small pool, which waits on its pipe (no
GIL held) with each decision's time budget: a worker that overruns it is killed and replaced,
one that dies is replaced, and either way the decision falls back to its default (``AiFailed``;
the caller logs it); an agent that raises, or answers something that is no action, fails that
decision alone (in the worker's copy too). Workers start from a fork server that has imported
the engine and the computer players once (``bot.ai_preload``), so a new one costs about 0.1 s;
the bot starts the fork server at start-up (``warm``), not at the first decision.

The pool is shared by every game service of a process (workers keep nothing between requests:
agents are stateless), its workers started when first needed and stopped at exit.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import multiprocessing
import multiprocessing.connection
import multiprocessing.context
import multiprocessing.forkserver
import os
import pickle
import selectors
import signal
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from ai import Agent
from bot.auto import Answer, Seats, play_ahead, think
from engine import Action, Decision

# Seconds a computer player may think about one decision before its default is taken.
BUDGET = 10.0
# The modules every worker needs, imported once by the fork server rather than by each worker.
PRELOAD = ["bot.ai_preload"]
# Seconds a new worker may take to start, and what it says when it is ready.
STARTUP = 60.0
READY = b"ready"
# What a worker sends when it has played a follow-up as far as it goes.
END = b"end"
WORKER_NAME = "civbot-ai-worker"


class AiFailed(Exception):
    """The computer player gave no answer (it raised, overran its budget, or its worker died):
    the decision's default is taken instead."""


class Answers(Protocol):
    """The AI seats' answers during one follow-up of one game (``Thinker.answers``)."""

    async def answer(self, g: Any, d: Decision, negotiated: dict[str, int], steps: int) -> Action:
        """The answer of the AI seat asked ``d`` in position ``g``, or ``AiFailed``; ``negotiated``
        and ``steps`` (the automatic steps the follow-up may still take) let a worker play the
        rest of the follow-up ahead."""
        ...


class Thinker(Protocol):
    """Where computer players think."""

    def answers(self, seats: Seats, budget: float = BUDGET) -> Answers:
        """The answers of ``seats``' AI seats for one follow-up, each within ``budget`` seconds."""
        ...

    def warm(self) -> None:
        """Get ready to answer (in a thread: it may take seconds)."""


@dataclass
class OnLoop:
    """The agents think on the event loop itself, as the bot did before ``Pool``: for tests that
    watch an agent from inside (``watch`` wraps each agent made; an agent made in a test
    function cannot be sent to a worker) and for the benchmarks' "before". No budget: nothing
    can stop a thought on the loop."""

    watch: Callable[[Agent], Agent] | None = None

    def answers(self, seats: Seats, budget: float = BUDGET) -> Answers:
        return _Asked(lambda g, d: think(seats, g, d, self.watch))

    def warm(self) -> None:
        """Nothing to start: the loop is there."""


@dataclass
class _Asked:
    """Answers given one at a time by ``ask(g, d)`` (``think``'s verdict), as they are asked."""

    ask: Callable[[Any, Decision], tuple[str, Any]]

    async def answer(self, g: Any, d: Decision, negotiated: dict[str, int], steps: int) -> Action:
        status, value = self.ask(g, d)
        if status != "ok":
            raise AiFailed(str(value))
        action: Action = value
        return action


def default_workers() -> int:
    """One worker per core but one (the event loop keeps a core), at least one, at most four."""
    return max(1, min(4, (os.cpu_count() or 2) - 1))


def serve(conn: multiprocessing.connection.Connection) -> None:
    """A worker's life: for each (seats, position, negotiation moves, steps) it is sent, play the
    follow-up ahead on that copy and send each AI answer as soon as it is found, then ``END``.
    When the bot process closes the pipe (it ended, or was killed) the worker ends quietly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the bot's Ctrl+C is the bot's to handle
    try:
        conn.send_bytes(READY)
        while True:
            _answer(conn, conn.recv_bytes())
            conn.send_bytes(END)
    except (EOFError, OSError):  # a broken pipe is an OSError: no traceback for a closed bot
        return


def _answer(conn: multiprocessing.connection.Connection, request: bytes) -> None:
    """Send the answers of one request; a copy that breaks (an engine bug) sends a failure, which
    is the answer to the next decision the core asks (logged there)."""
    try:
        seats, g, negotiated, steps = pickle.loads(request)
        for item in play_ahead(seats, g, negotiated, steps, _sendable):
            conn.send_bytes(pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL))
    except (EOFError, OSError):
        raise
    except Exception as err:
        conn.send_bytes(pickle.dumps(_failed(f"the worker's copy failed ({type(err).__name__})")))


def _sendable(seats: Seats, g: Any, d: Decision) -> tuple[str, Any]:
    """``think``'s verdict, a failure if the answer cannot be sent back: the worker's copy must
    play what the core will get."""
    status, value = think(seats, g, d)
    try:
        pickle.dumps(value)
    except Exception as err:
        return "failed", f"unpicklable answer ({type(err).__name__})"
    return status, value


def _failed(why: str) -> Answer:
    """A failure that is the answer to whichever decision the core asks next."""
    return None, None, None, "failed", why


def _received(conn: multiprocessing.connection.Connection) -> tuple[list[Answer], bool]:
    """The answers ``conn`` holds now (at least one message is there), and whether ``END`` was
    among them."""
    items: list[Answer] = []
    while True:
        message = conn.recv_bytes()
        if message == END:
            return items, True
        try:
            items.append(pickle.loads(message))
        except Exception as err:
            items.append(_failed(f"unreadable answer ({type(err).__name__})"))
        if not _readable(conn, 0):
            return items, False


def _context() -> multiprocessing.context.ForkServerContext:
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([*PRELOAD, *_main_module()])
    return context


def _main_module() -> list[str]:
    """What of the process's main module the fork server can preload. Every process started by
    multiprocessing runs its parent's main module first (its body guarded by ``__name__``) and
    so imports what it imports: a bench's simcord and discord.py cost each new worker 200 ms,
    spent on the first decision of a game. Imported once by the fork server, those modules are
    there already in each worker, which then only runs the main module's body. The main module
    itself is not preloaded: run by name (``python -m``), a worker runs it again from its name
    and runpy warned that it was imported already; run as a file (the ``civbot`` script), the
    fork server of Python 3.11 ignores it. So the modules it takes its names from are."""
    main = sys.modules.get("__main__")
    if main is None:
        return []
    name = getattr(main.__spec__, "name", None) if hasattr(main, "__spec__") else None
    if isinstance(name, str) and (name == "__main__" or name.endswith(".__main__")):
        return []  # a package's ``__main__`` is not run again: nothing to preload
    found = {
        v.__name__ if isinstance(v, ModuleType) else getattr(v, "__module__", None)
        for k, v in vars(main).items()
        if not k.startswith("__")  # its spec and loader: importlib's own
    }
    return sorted(m for m in found if isinstance(m, str) and m not in ("__main__", "builtins", name))


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

    def answers(self, seats: Seats, budget: float = BUDGET) -> Answers:
        return Ahead(self, seats, budget)

    def stream(self, request: bytes, budget: float, push: Callable[[list[Answer | None]], None]) -> None:
        """In a pool thread: send the request to this thread's worker and ``push`` its answers as
        they come (all those already there at once), then None; each within ``budget`` seconds.
        A worker that overruns is killed, one that dies replaced: the answer is then a failure."""
        try:
            worker = self._worker()
        except OSError as err:
            push([_failed(f"no worker ({err})"), None])
            return
        try:
            worker.conn.send_bytes(request)
            ended = False
            while not ended:
                if not _readable(worker.conn, budget):
                    self._replace(worker)
                    push([_failed(f"overran its budget of {budget:g} s"), None])
                    return
                items, ended = _received(worker.conn)
                push([*items, None] if ended else list[Answer | None](items))
        except (EOFError, OSError):
            self._replace(worker)
            push([_failed("its worker stopped"), None])

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


@dataclass
class Ahead:
    """One follow-up's answers from a worker that plays it ahead: at the first decision asked,
    the worker is sent the position once and answers every AI decision up to the next person's
    (``bot.auto.play_ahead``), each sent back as soon as it is found, while the core applies
    the earlier ones. An answer not for the decision the core asks (the worker's copy went
    another way, or its stream ended) sends the worker the position again; a second miss in a
    row is a failure."""

    pool: Pool
    seats: Seats
    budget: float
    _queue: asyncio.Queue[Answer | None] | None = None

    async def answer(self, g: Any, d: Decision, negotiated: dict[str, int], steps: int) -> Action:
        if self._queue is not None:
            item = await self._queue.get()
            if _answers(item, g, d):
                return _action(item)
        self._queue = self._ask(g, negotiated, steps)
        item = await self._queue.get()
        if not _answers(item, g, d):
            self._queue = None
            raise AiFailed("its worker answered another decision")
        return _action(item)

    def _ask(self, g: Any, negotiated: dict[str, int], steps: int) -> asyncio.Queue[Answer | None]:
        """Send the worker the position; its answers will come into the queue returned."""
        queue: asyncio.Queue[Answer | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        def push(items: list[Answer | None]) -> None:  # in the pool's thread
            with contextlib.suppress(RuntimeError):  # a closed loop: nobody waits for these answers
                loop.call_soon_threadsafe(_put_all, queue, items)

        try:
            request = pickle.dumps((self.seats, g, negotiated, steps), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as err:
            _put_all(queue, [_failed(f"cannot be sent to a worker ({type(err).__name__})"), None])
            return queue
        try:
            loop.run_in_executor(self.pool.threads, self.pool.stream, request, self.budget, push)
        except RuntimeError:  # the pool was closed (the process is stopping)
            _put_all(queue, [_failed("the AI workers are closed"), None])
        return queue


def _put_all(queue: asyncio.Queue[Answer | None], items: list[Answer | None]) -> None:
    for item in items:
        queue.put_nowait(item)


def _answers(item: Answer | None, g: Any, d: Decision) -> bool:
    """Whether ``item`` is the answer to ``d`` in ``g`` (a failure answers any decision)."""
    if item is None:
        return False
    seat, kind, version = item[:3]
    return seat is None or (seat == d.player and kind == d.kind and version == g.version)


def _action(item: Answer | None) -> Action:
    assert item is not None
    status, value = item[3:]
    if status != "ok" or not isinstance(value, Action):
        raise AiFailed(str(value))
    return value


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
