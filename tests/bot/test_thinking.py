"""Computer players think in worker processes (``bot.thinking``), never on the event loop (issue 29,
item 3): the same answers as on the loop, and every way a computer player can fail (an exception,
an illegal answer, an overrun of its time budget, a dead worker) takes the decision's default and
says so in the log, in every offered game."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from ai import Agent, agent_for
from bot.thinking import AiFailed, Pool, Thinker
from engine import apply, new_game, pending, spec
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.bot.failing_agents import FAILURES, Dies, Overruns, Raises
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start

DECISIONS = 40  # compared between a worker and the loop, per game
BUDGET_S = 0.5


@pytest.fixture
def pool() -> Any:
    pool = Pool(1)
    yield pool
    pool.close()
    assert pool.live_workers() == 0


@pytest.mark.parametrize("game", offered_ids())
async def test_a_worker_answers_as_the_loop_would(pool, game):
    """Same agent, same seed, same position: the same answer (the bot's games stay as they were)."""
    seats = [f"p{i + 1}" for i in range(spec(game).max_players)]
    g = new_game(seats, None, 4, game)
    for i in range(DECISIONS):
        if g.finished:
            break
        d = pending(g)[0]
        seed = 4000 + i
        on_loop = agent_for("normal", seed, game=game).act(g, d)
        in_worker = await pool.answer(agent_for("normal", seed, game=game), g, d)
        assert in_worker == on_loop, (i, d.kind)
        apply(g, on_loop)


async def test_a_pool_replaces_a_worker_that_failed(pool):
    g = new_game(["a", "b", "c"], None, 1, "civ1980")
    d = pending(g)[0]
    for bad, why in ((Raises(), "ValueError"), (Overruns(), "budget"), (Dies(), "stopped")):
        with pytest.raises(AiFailed, match=why):
            await pool.answer(bad, g, d, BUDGET_S)  # type: ignore[arg-type]
        assert await pool.answer(agent_for("normal", 1), g, d) is not None  # a new worker answers
    assert pool.live_workers() == 1


class FailingInTurn:
    """In front of the bot's pool: each AI decision that has a default (and is no negotiation's)
    is given to the next failing agent of ``FAILURES``, twice round; the rest to the real one."""

    def __init__(self, inner: Thinker) -> None:
        self.inner = inner
        self.failed: list[tuple[int, Action, str]] = []  # (version, the default, the log's word)

    async def answer(self, agent: Agent, g: Any, d: Decision, budget: float = 10.0) -> Action:
        if d.default is None or d.leave is not None or len(self.failed) >= 2 * len(FAILURES):
            return await self.inner.answer(agent, g, d, budget)
        bad, word = FAILURES[len(self.failed) % len(FAILURES)]
        self.failed.append((g.version, d.default, word))
        return await self.inner.answer(bad, g, d, budget)  # type: ignore[arg-type]

    def warm(self) -> None:
        self.inner.warm()


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
        if live.state.finished or len(failing.failed) >= 2 * len(FAILURES):
            break
        await player.step()
    await bot.service.settle()
    assert len(failing.failed) == 2 * len(FAILURES), f"only {len(failing.failed)} AI decisions had a default"
    # The defaults were taken, in order, among the AI seats' actions.
    taken = iter([e.payload for e in await bot.db.log(live.id) if e.actor == "ai"])
    for _, default, _ in failing.failed:
        assert default.to_json() in taken, default
    failures = ("ai_failed", "ai_fallback")
    said = [f"{r.msg} {r.fields.get('error', '')}" for r in caplog.records if r.msg in failures]
    for _, _, word in failing.failed:
        assert any(word in line for line in said), (word, said)
