"""What the every-game bot tests need from each offered game, found by its id: a driver that sends
a decision through Discord the way a person would (slash commands, the buttons and selects of the
DM prompt), and a random legal player to choose it. A game added to ``engine.games`` adds its
driver here (one line) and every test written over ``offered_games()`` covers it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ai import agent_for
from engine import offered_games, pending
from engine.core.actions import Action
from engine.core.decisions import Decision
from tests.bot.helpers import bot_of, texts


class Sender(Protocol):
    async def send(self, a: Action, d: Decision) -> None: ...


def _civ1980(world: Any, live: Any, thread: Any, seed: int) -> Sender:
    from tests.bot.driver import Driver

    class CivSender(Driver):
        async def send(self, a: Action, d: Decision) -> None:
            await self.step_with(a, d)

    return CivSender(world, live, thread, seed)


def _advciv(world: Any, live: Any, thread: Any, seed: int) -> Sender:
    from tests.bot.advciv_driver import AdvDriver

    return AdvDriver(world, live, thread, seed)


def _tta(world: Any, live: Any, thread: Any, seed: int) -> Sender:
    from tests.bot.tta_driver import TtaDriver

    return TtaDriver(world, live, thread, seed)


def _market(world: Any, live: Any, thread: Any, seed: int) -> Sender:
    from tests.market.discord_driver import MarketSender

    return MarketSender(world, live)


DRIVERS: dict[str, Callable[[Any, Any, Any, int], Sender]] = {
    "civ1980": _civ1980,
    "advciv": _advciv,
    "tta": _tta,
    "market": _market,  # the tests' own game, registered by the ``market`` fixture
}


def offered_ids() -> list[str]:
    return [g.id for g in offered_games()]


# The games the every-game tests run on: every offered game, and Market, the tests' own game,
# which the ``market`` fixture registers (a test over these asks for ``registered_game``).
MARKET = "market"


def every_game_ids() -> list[str]:
    return [*offered_ids(), MARKET]


class Player:
    """Decides for the human seats of a game with a random legal player each, and sends the
    decision through the game's driver."""

    def __init__(self, world: Any, live: Any, thread: Any, seed: int = 0) -> None:
        factory = DRIVERS.get(live.game)
        assert factory is not None, f"tests/bot/games.py has no driver for {live.game}: add one"
        self.live = live
        self.sender = factory(world, live, thread, seed)
        self.agents = {
            s: agent_for("random", seed * 10 + i, game=live.game) for i, s in enumerate(live.seats)
        }

    def human_decision(self) -> Decision | None:
        return next((d for d in pending(self.live.state) if not self.live.is_ai(d.player)), None)

    def choice(self, d: Decision) -> Action:
        return self.agents[d.player].act(self.live.state, d)

    async def send(self, a: Action, d: Decision) -> None:
        await self.sender.send(a, d)

    async def step(self) -> Decision:
        """One human decision, chosen at random and sent through Discord."""
        d = self.human_decision()
        assert d is not None, f"nothing is pending from a person: {pending(self.live.state)}"
        await self.send(self.choice(d), d)
        return d

    async def until(self, done: Callable[[], bool], steps: int = 3000) -> None:
        """Play the humans' decisions until ``done()`` (or the game ends)."""
        for _ in range(steps):
            if self.live.state.finished or done():
                return
            await self.step()
        raise AssertionError(f"not reached in {steps} decisions (round {self.live.state.round})")


async def lobby(
    world: Any, game: str, humans: int, ais: list[str], seed: int, seats: int = 0, **options: Any
) -> tuple[Any, Any]:
    """A game of ``game`` with ``humans`` of the world's players and AI seats, not yet started
    (``seats``: the number of seats, when more are left free)."""
    ann = world.players[0]
    players = seats or humans + len(ais)
    r = await ann.slash(world.channel, "game create", game=game, players=players, **options)
    assert "created" in texts(r), texts(r)
    thread = world.channel.threads[-1]
    for p in world.players[1:humans]:
        r = await p.slash(thread, "game join")
        assert "joined" in texts(r), texts(r)
    for strength in ais:
        r = await ann.slash(thread, "game ai", strength=strength)
        assert "joined" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None
    live.meta["seed"] = seed
    await bot_of(world.env).service.save_meta(live)
    return live, thread
