"""The hard computer players' thinking budget is a setting of the bot (``CIVBOT_AI_HARD_BUDGET``)
and reaches the agents the bot builds for its AI seats; without it they keep their default."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai.games.tta.agent import TtaAgent
from ai.games.tta.search import DEFAULT_NODES
from bot.config import Settings
from tests.bot.conftest import make_settings
from tests.bot.helpers import bot_of
from tests.bot.seats import tta_lobby

BUDGET = 321


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path, ai_hard_budget=BUDGET)


def test_the_budget_is_read_from_the_environment_and_checked() -> None:
    assert Settings.load({"CIVBOT_AI_HARD_BUDGET": "321"}, env_file=None).ai_hard_budget == BUDGET
    unset = Settings.load({"CIVBOT_AI_HARD_BUDGET": ""}, env_file=None)
    assert unset.ai_hard_budget is None and unset.problem() is None
    zero = Settings.load({"CIVBOT_AI_HARD_BUDGET": "0"}, env_file=None)
    assert "CIVBOT_AI_HARD_BUDGET must be at least 1" in (zero.problem() or "")


async def test_the_bots_hard_seats_think_within_the_budget_of_its_settings(world):
    live, _thread = await tta_lobby(world, 1, ["hard", "normal"])
    service = bot_of(world.env).service
    agents = {strength: service.agent(live, seat) for seat, strength in live.ai_seats.items()}
    assert isinstance(agents["hard"], TtaAgent) and agents["hard"].nodes == BUDGET
    assert isinstance(agents["normal"], TtaAgent) and agents["normal"].strength == "normal"


async def test_without_the_setting_a_hard_seat_keeps_its_default(world, monkeypatch):
    service = bot_of(world.env).service
    monkeypatch.setattr(service, "ai_budget", None)
    live, _thread = await tta_lobby(world, 1, ["hard"])
    (seat,) = live.ai_seats
    agent = service.agent(live, seat)
    assert isinstance(agent, TtaAgent) and agent.nodes == DEFAULT_NODES
