"""Through the Ages AI seats at every strength: the lobby and the game master choose easy, normal
or hard; a game whose computer players have no such strength refuses it privately; an AI that
fails (raises, answers illegally, runs past its time cap) never stops the game: its seat takes
the decision's default and the failure is logged."""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass
from typing import Any

import pytest

from ai.games.tta.agent import TtaAgent
from bot.auto import Seats
from bot.game_operations import GameService
from engine import pending
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.tta.actions import TakeCard
from tests.bot.helpers import bot_of, start, texts
from tests.bot.seats import play_until, tta_lobby
from tests.bot.tta_driver import TtaDriver


async def test_the_lobby_offers_every_strength_of_through_the_ages(world):
    live, thread = await tta_lobby(world, 1, ["easy", "normal", "hard"])
    assert sorted(live.ai_seats.values()) == ["easy", "hard", "normal"]
    history = [m.content for m in thread.history()]
    assert any("AI (hard) 3 joined" in t for t in history), history


async def test_a_strength_the_game_has_no_player_for_is_refused_privately(world):
    ann = world.players[0]
    await ann.slash(world.channel, "game create", game="civ1980", players=3)
    thread = world.channel.threads[-1]
    r = await ann.slash(thread, "game ai", strength="hard")
    assert r.ephemeral and "play easy or normal, not hard" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None and live.ai_seats == {}


async def test_the_game_master_hands_a_seat_to_a_hard_ai(world, monkeypatch):
    seats = GameService.auto_seats
    monkeypatch.setattr(GameService, "auto_seats", lambda service, live: Quick.like(seats(service, live)))
    ann, bob = world.players[0], world.players[1]
    live, thread = await tta_lobby(world, 2, [])
    await start(world, thread)
    bob_seat = str(bob.id)
    driver = TtaDriver(world, live, thread, seed=3)
    await play_until(driver, lambda: any(d.player == bob_seat for d in pending(live.state)))
    r = await ann.slash(thread, "gm ai", player=bob, strength="hard")
    assert "now plays" in texts(r), texts(r)
    assert live.ai_seats[bob_seat] == "hard"
    assert all(d.player != bob_seat for d in pending(live.state))  # the hard AI answered at once


@dataclass(frozen=True)
class Quick(Seats):
    """The seats' agents with a small search budget (a test need not think for seconds), failing
    as ``Failing`` says if ``how`` is given."""

    how: str = ""

    def agent(self, g: Any, d: Decision) -> Any:
        agent = super().agent(g, d)
        if isinstance(agent, TtaAgent):
            agent.nodes = 200
            if self.how:
                return Failing(agent, self.how)
        return agent


class Failing:
    """A Through the Ages AI that fails every decision of the action phase in one way: it
    raises, answers what the engine refuses, finds no answer (``ai.NoAnswer``), or runs past its
    wall-clock cap (``ai.BudgetExceeded``)."""

    def __init__(self, inner: TtaAgent, how: str) -> None:
        self.inner, self.how = inner, how

    def act(self, g: Any, d: Decision) -> Action:
        if d.kind != "tta_action":
            return self.inner.act(g, d)
        if self.how == "raises":
            raise ValueError("a bug in the AI")
        if self.how == "illegal":
            return TakeCard(d.player, 99)  # no such row space: the engine refuses it
        if self.how == "no answer":  # a decision it has no answer to, and no default to give
            return self.inner.act(g, dataclasses.replace(d, kind="tta_unheard_of", default=None))
        self.inner.strength, self.inner.seconds = "hard", 0.0  # its wall-clock cap: already past
        return self.inner.act(g, d)


@pytest.mark.parametrize(
    ("how", "logged", "error"),
    [
        ("raises", "ai_failed", "ValueError"),
        ("illegal", "ai_fallback", "Row space 99 holds no card"),
        ("no answer", "ai_failed", "NoAnswer"),
        ("budget", "ai_failed", "BudgetExceeded"),
    ],
)
async def test_a_failing_ai_never_stops_the_game(world, monkeypatch, caplog, how, logged, error):
    caplog.set_level(logging.INFO, logger="civbot")
    seats = GameService.auto_seats
    monkeypatch.setattr(
        GameService, "auto_seats", lambda service, live: Quick.like(seats(service, live), how=how)
    )
    live, thread = await tta_lobby(world, 1, ["normal", "normal"])
    live.meta["seed"] = 5
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=5)
    await play_until(driver, lambda: live.state.round >= 4)
    assert live.state.round >= 4  # every AI action phase ended by its default, and the game went on
    fields = [getattr(r, "fields", {}) for r in caplog.records]
    events = [f.get("event") for f in fields]
    assert logged in events, sorted(set(filter(None, events)))
    errors = {str(f.get("error")) for f in fields if f.get("event") == logged}
    assert any(error in e for e in errors), errors
