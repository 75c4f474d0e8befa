"""Computer players think in worker processes (``bot.thinking``), never on the event loop (issue 29,
item 3), one round trip per follow-up: the worker plays the follow-up ahead on its copy and sends
the answers back. The same answers as on the loop, and every way a computer player can fail (an
exception, an illegal answer, an overrun of its time budget, a dead worker), first, in the middle
or at the end of a follow-up, takes the decision's default and says so in the log, in every
offered game."""

from __future__ import annotations

import importlib.machinery
import logging
import sys
import textwrap
from types import ModuleType
from typing import Any

import pytest

from bot.auto import Seats, apply_step, next_answered
from bot.thinking import AiFailed, Answers, OnLoop, Pool, Thinker, _main_module
from engine import new_game, pending, spec
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.bot.failing_agents import FAILURES, FailingSeats
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start

STEPS = 40  # automatic steps of an all-AI game, compared between a worker and the loop, per game
BUDGET_S = 0.5


@pytest.fixture
def pool() -> Any:
    pool = Pool(1)
    yield pool
    pool.close()
    assert pool.live_workers() == 0


def all_ai(game: str) -> tuple[Seats, Any]:
    order = tuple(f"p{i + 1}" for i in range(spec(game).max_players))
    seats = Seats(game, 4, order, tuple((s, "normal") for s in order), frozenset())
    return seats, new_game(list(order), None, 4, game)


async def follow(answers: Answers, seats: Seats, g: Any, steps: int) -> list[tuple[Any, ...]]:
    """``steps`` automatic steps as the core takes them: what was applied, what failed (with the
    decision's default) and what the engine refused."""
    out: list[tuple[Any, ...]] = []
    negotiated: dict[str, int] = {}
    for i in range(steps):
        if g.finished:
            break

        async def answer(d: Decision, left: int = steps - i) -> Action | None:
            try:
                return await answers.answer(g, d, negotiated, left)
            except AiFailed as err:
                out.append(("failed", str(err), d.default))
                return None

        step = await next_answered(seats, pending(g), negotiated, answer)
        if step is None:
            break
        applied, refusal = apply_step(g, step)
        if refusal:
            out.append(("refused", refusal, step[2]))
        if applied is None:
            break
        out.append(("applied", applied[1]))
    return out


def counted(pool: Pool) -> list[int]:
    """The requests sent to the pool's workers, counted."""
    sent: list[int] = []
    stream = pool.stream

    def counting(*args: Any) -> None:
        sent.append(1)
        stream(*args)

    pool.stream = counting  # type: ignore[method-assign]
    return sent


@pytest.mark.parametrize("game", offered_ids())
async def test_a_worker_plays_a_follow_up_as_the_loop_would_in_one_round_trip(pool, game):
    """Same agents, same seeds, same position: the same answers (the bot's games stay as they
    were), all sent by the worker for one request."""
    seats, g = all_ai(game)
    on_loop = await follow(OnLoop().answers(seats), seats, g, STEPS)
    seats, g = all_ai(game)
    requests = counted(pool)
    in_worker = await follow(pool.answers(seats), seats, g, STEPS)
    assert in_worker == on_loop
    assert len([x for x in in_worker if x[0] == "applied"]) == STEPS
    assert len(requests) == 1


@pytest.mark.parametrize("game", offered_ids())
async def test_each_failure_in_a_follow_up_takes_the_default(pool, game):
    """A worker's follow-up in which decisions fail in each way in turn: each takes its default
    and the rest of the follow-up goes on (a new worker after an overrun or a death)."""
    seats, g = all_ai(game)
    failing = FailingSeats.like(seats, every=3)
    requests = counted(pool)
    out = await follow(pool.answers(failing, BUDGET_S), failing, g, 60)
    for i, (what, why, default) in enumerate(x for x in out if x[0] in ("failed", "refused")):
        later = out[out.index((what, why, default)) + 1]
        assert later == ("applied", default), (i, what, why, later)
    words = " ".join(f"{x[0]} {x[1]}" for x in out if x[0] != "applied")
    for _, word in FAILURES:
        assert word.replace("ai_fallback", "refused") in words, (word, words)
    assert len([x for x in out if x[0] == "applied"]) == 60
    # A new request after each overrun and death, and only then.
    assert len(requests) == 1 + sum(
        1 for x in out if x[0] == "failed" and ("budget" in x[1] or "stopped" in x[1])
    )
    assert pool.live_workers() == 1


class FailingInTurn:
    """In front of the bot's pool: the AI seats' agents fail (``FailingSeats``) until each way
    of ``FAILURES`` was seen twice; ``failed`` notes each failing decision the bot asked."""

    def __init__(self, inner: Thinker) -> None:
        self.inner = inner
        self.failed: list[tuple[int, Action, str]] = []  # (version, the default, the log's word)

    def answers(self, seats: Seats, budget: float = 10.0) -> Answers:
        words = [word for _, _, word in self.failed]
        if all(words.count(word) >= 2 for _, word in FAILURES):
            return self.inner.answers(seats, budget)
        failing = FailingSeats.like(seats)
        return Noted(self, failing, self.inner.answers(failing, budget))

    def warm(self) -> None:
        self.inner.warm()


class Noted:
    def __init__(self, outer: FailingInTurn, seats: FailingSeats, inner: Answers) -> None:
        self.outer, self.seats, self.inner = outer, seats, inner

    async def answer(self, g: Any, d: Decision, negotiated: dict[str, int], steps: int) -> Action:
        bad = self.seats.failure(g, d)
        if bad is not None and d.default is not None:
            self.outer.failed.append((g.version, d.default, bad[1]))
        return await self.inner.answer(g, d, negotiated, steps)


@pytest.mark.parametrize("game", offered_ids())
async def test_each_failure_of_a_computer_player_takes_the_default(world, caplog, game):
    caplog.set_level(logging.INFO, logger="civbot")
    bot = bot_of(world.env)
    live, thread = await lobby(world, game, 1, ["normal"] * (spec(game).min_players - 1), seed=2)
    failing = FailingInTurn(bot.service.thinking)
    bot.service.thinking, bot.service.ai_seconds = failing, BUDGET_S
    await start(world, thread)
    player = Player(world, live, thread, seed=2)
    for _ in range(400):
        words = [word for _, _, word in failing.failed]
        if live.state.finished or all(words.count(word) >= 2 for _, word in FAILURES):
            break
        await player.step()
    await bot.service.settle()
    words = [word for _, _, word in failing.failed]
    assert all(words.count(word) >= 2 for _, word in FAILURES), f"only {words} among the AI decisions"
    # The defaults were taken, in order, among the AI seats' actions.
    taken = iter([e.payload for e in await bot.db.log(live.id) if e.actor == "ai"])
    for _, default, _ in failing.failed:
        assert default.to_json() in taken, default
    failures = ("ai_failed", "ai_fallback")
    said = [f"{r.msg} {r.fields.get('error', '')}" for r in caplog.records if r.msg in failures]
    for _, _, word in failing.failed:
        assert any(word in line for line in said), (word, said)


def test_the_fork_server_preloads_what_the_main_module_imports(monkeypatch):
    """Each new worker runs its parent's main module first: what that imports (a bench's
    simcord, 200 ms) is imported once by the fork server instead, whether the main module was
    run by name (``python -m``) or as a file (the ``civbot`` script); a package's ``__main__``
    is never run again."""
    by_name = ModuleType("__main__")
    by_name.__spec__ = importlib.machinery.ModuleSpec("bench.next_prompt", None)
    by_name.__dict__.update(seats=Seats, helper=_main_module, main=lambda: None)
    by_name.main.__module__ = "bench.next_prompt"
    monkeypatch.setitem(sys.modules, "__main__", by_name)
    # Not the main module itself: a worker runs it again by its name, and runpy warned.
    assert _main_module() == ["bot.auto", "bot.thinking"]
    by_name.__spec__ = importlib.machinery.ModuleSpec("civbot.__main__", None)
    assert _main_module() == []
    as_file = ModuleType("__main__")
    as_file.__spec__ = None
    as_file.__file__ = "/venv/bin/civbot"
    as_file.__dict__.update(sys=sys, main=textwrap.dedent, seats=Seats)
    monkeypatch.setitem(sys.modules, "__main__", as_file)
    assert _main_module() == ["bot.auto", "sys", "textwrap"]


class _ClosedPipe:
    """The worker's end of a pipe whose bot process is gone: ``fail`` on sending (a broken pipe)
    or on receiving (end of file)."""

    def __init__(self, fail: str) -> None:
        self.fail = fail

    def send_bytes(self, data: bytes) -> None:
        if self.fail == "send":
            raise BrokenPipeError(32, "Broken pipe")

    def recv_bytes(self) -> bytes:
        raise EOFError


@pytest.mark.parametrize("fail", ["send", "recv"])
def test_a_worker_whose_bot_process_is_gone_ends_quietly(fail: str) -> None:
    """A worker of a bot process that was killed ends without a traceback (it printed one when
    it could not even say it was ready)."""
    import signal

    from bot.thinking import serve

    before = signal.getsignal(signal.SIGINT)
    try:
        serve(_ClosedPipe(fail))  # type: ignore[arg-type]
    finally:
        signal.signal(signal.SIGINT, before)
