"""A bot under simcord for the latency benchmarks: games of one person and AI seats, the person's
orders sent the way players send them (slash commands, DM buttons and selects, the answer form),
and the time at which the bot receives each interaction and makes each request to Discord.

The human's orders come from a random legal player through the game's test driver (the drivers
of ``tests/bot`` send every decision kind of their game through its form).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.app import CivBot
from bot.config import Settings
from bot.live_game import LiveGame
from engine import pending
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.bot.advciv_driver import AdvDriver
from tests.bot.driver import Driver
from tests.bot.tta_driver import TtaDriver

Send = Callable[[Action, Decision], Awaitable[None]]


def _civ1980(world: Any, live: LiveGame, thread: Any, seed: int) -> tuple[Any, Send]:
    driver = Driver(world, live, thread, seed=seed)
    return driver, driver.step_with


def _advciv(world: Any, live: LiveGame, thread: Any, seed: int) -> tuple[Any, Send]:
    driver = AdvDriver(world, live, thread, seed=seed)
    return driver, driver.send


def _tta(world: Any, live: LiveGame, thread: Any, seed: int) -> tuple[Any, Send]:
    driver = TtaDriver(world, live, thread, seed=seed)
    return driver, driver.send


# The test driver that sends a game's decisions through its forms (each game has its own forms).
DRIVERS: dict[str, Callable[[Any, LiveGame, Any, int], tuple[Any, Send]]] = {
    "civ1980": _civ1980,
    "advciv": _advciv,
    "tta": _tta,
}


def no_render(view: Any, region: Any = None) -> bytes:
    """The renderer "off": the bot posts its text board instead of a picture."""
    raise RuntimeError("rendering excluded from the benchmark")


class TimedBot(CivBot):
    """The bot, noting when each interaction reaches it (discord.py dispatches it on arrival)."""

    def __init__(self, settings: Settings, renderer: Any = None) -> None:
        super().__init__(settings, renderer=renderer)
        self.arrivals: list[float] = []

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        if event == "interaction":
            self.arrivals.append(time.perf_counter())
        super().dispatch(event, *args, **kwargs)


class Stamped(list[Any]):
    """simcord's log of the bot's requests to Discord, with the time of each."""

    def __init__(self, times: list[float]) -> None:
        super().__init__()
        self.times = times

    def append(self, entry: Any) -> None:
        super().append(entry)
        self.times.append(time.perf_counter())


def stamp_requests(env: Any) -> list[float]:
    """Replace simcord's request log by a stamped one; the list of times, index for index."""
    times: list[float] = []
    log = Stamped(times)
    log.extend(env.backend.http_requests)
    times.extend([0.0] * len(log))
    env.backend.http_requests = log
    return times


@dataclass
class HumanGame:
    """One game: a person (``user``) and AI seats, the person's orders sent by ``send``."""

    env: Any
    live: LiveGame
    user: Any
    driver: Any
    send: Send
    orders: int = 0
    _dm: int | None = field(default=None, repr=False)

    @property
    def seat(self) -> str:
        return str(self.user.id)

    @property
    def dm_channel(self) -> int:
        if self._dm is None:
            self._dm = int(self.env.backend.get_dm_channel(self.user.id).id)
        return self._dm

    def decision(self) -> Decision | None:
        g = self.live.state
        if g is None or g.finished:
            return None
        return next((d for d in pending(g) if d.player == self.seat), None)

    async def order(self) -> bool:
        """Send the person's next order; False when the game is over."""
        d = self.decision()
        if d is None:
            assert self.live.state is None or self.live.state.finished, (
                f"the AI seats stalled: {pending(self.live.state)}"
            )
            return False
        await self.send(self.driver.agents[d.player].act(self.live.state, d), d)
        self.orders += 1
        return True

    def is_prompt(self, request: Any) -> bool:
        """Whether a request sends or edits a message with components in the person's DMs (a
        prompt: posted, edited in place, or updated in answer to a click there)."""
        body = request.json if isinstance(request.json, dict) else {}
        components = body.get("components") or (body.get("data") or {}).get("components")
        if not components:
            return False
        parts = request.path.strip("/").split("/")
        if parts[0] == "channels":
            return bool(parts[1] == str(self.dm_channel))
        if parts[0] in ("interactions", "webhooks") and len(parts) > 2:
            return self._interaction_channel(parts[2]) == self.dm_channel
        return False

    def _interaction_channel(self, token: str) -> int | None:
        for i in self.env.backend.interactions.values():
            if i.token == token:
                return int(i.channel_id)
        return None


async def human_game(env: Any, game: str, players: int, seed: int, name: str) -> HumanGame:
    """A started game of ``game``: one person (a new user called ``name``) and ``players - 1``
    normal AI seats, in its own channel."""
    guild = env.create_guild(f"Bench {name}")
    channel = guild.create_text_channel("civ")
    user = guild.add_member(env.create_user(name))
    world = argparse.Namespace(
        env=env, guild=guild, channel=channel, players=[user], spectator=user, admin=user
    )
    await user.slash(channel, "game create", game=game, players=players)
    thread = channel.threads[-1]
    for _ in range(players - 1):
        await user.slash(thread, "game ai", strength="normal")
    live = await env.bot.service.in_thread(thread.id)
    assert live is not None, f"no {game} game was created"
    live.meta["seed"] = seed
    await user.slash(thread, "game start")
    driver, send = DRIVERS[game](world, live, thread, seed)
    return HumanGame(env, live, user, driver, send)
