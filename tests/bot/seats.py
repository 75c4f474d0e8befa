"""Games with computer seats, as the AI-seat tests of every game set them up: a lobby created
with its human and AI seats, a spy on the DMs sent and on the time each AI decision takes, the
human's pending decision, and a Through the Ages game played on until a condition holds."""

from __future__ import annotations

import time
from typing import Any

from bot.app import CivBot
from bot.thinking import OnLoop
from engine import pending
from tests.bot.helpers import bot_of, texts
from tests.bot.tta_driver import TtaDriver


async def lobby(world: Any, ais: list[str], humans: int = 1, **options: Any) -> tuple[Any, Any]:
    ann = world.players[0]
    r = await ann.slash(world.channel, "game create", players=humans + len(ais), **options)
    assert "created" in texts(r), texts(r)
    thread = world.channel.threads[-1]
    for p in world.players[1:humans]:
        await p.slash(thread, "game join")
    for strength in ais:
        r = await ann.slash(thread, "game ai", strength=strength)
        assert "joined" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None
    return live, thread


class Spy:
    """Records every DM the bot tries to send and the time each AI decision takes."""

    def __init__(self, bot: CivBot, monkeypatch: Any) -> None:
        self.dms: list[int] = []
        self.ai_times: list[float] = []
        notifier = bot.notifier
        real_dm = notifier.dm

        async def dm(live: Any, user_id: int, content: str, **kw: Any) -> Any:
            self.dms.append(user_id)
            return await real_dm(live, user_id, content, **kw)

        monkeypatch.setattr(notifier, "dm", dm)
        spy = self

        class Timed:
            def __init__(self, inner: Any) -> None:
                self.inner = inner

            def act(self, g: Any, d: Any) -> Any:
                t = time.perf_counter()
                try:
                    return self.inner.act(g, d)
                finally:
                    spy.ai_times.append(time.perf_counter() - t)

        # The spy lives in this test: its agents think on the loop (a worker could not unpickle
        # them, nor report their times here).
        bot.service.thinking = OnLoop(watch=Timed)


def human_decision(live: Any) -> Any:
    return next((d for d in pending(live.state) if not live.is_ai(d.player)), None)


async def tta_lobby(world: Any, humans: int, ais: list[str]) -> tuple[Any, Any]:
    ann = world.players[0]
    r = await ann.slash(world.channel, "game create", game="tta", players=humans + len(ais))
    assert "created" in texts(r), texts(r)
    thread = world.channel.threads[-1]
    for p in world.players[1:humans]:
        await p.slash(thread, "game join")
    for strength in ais:
        await ann.slash(thread, "game ai", strength=strength)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None
    return live, thread


async def play_until(driver: TtaDriver, done: Any, steps: int = 3000) -> None:
    for _ in range(steps):
        if driver.live.state.finished or done():
            return
        await driver.step()
