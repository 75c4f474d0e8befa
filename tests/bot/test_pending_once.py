"""The pending decisions of a game are computed once per version of it (issue 29): the epochs and
prompt signatures, the deadline, the wake-up, the AI seats' answers share what the engine said
for that version, in every offered game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ai import agent_for
from bot.config import Settings
from bot.game_operations import GameService
from bot.live_game import LiveGame
from bot.scheduler import Clock, Scheduler
from bot.storage import open_store
from engine import offered_games, spec

HUMAN = 1001


async def one_human_two_ais(service: GameService, game: str) -> LiveGame:
    live = await service.create(1, 2, 3, HUMAN, max_players=3, variant="", deadline_minutes=600, game=game)
    for _ in range(2):
        await service.add_ai(live, "normal")
    live.meta["seed"] = 5
    return live


@pytest.mark.parametrize("game", [g.id for g in offered_games()])
async def test_each_version_of_a_game_is_asked_for_its_decisions_once(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await open_store(str(tmp_path / "bot.sqlite3"))
    try:
        service = GameService(store)
        service.scheduler = Scheduler(service, Settings(database=str(tmp_path / "bot.sqlite3")), Clock())
        live = await one_human_two_ais(service, game)
        rules = spec(game).rules()
        real = rules.pending
        asked: list[int] = []

        person_thinks = False  # the test's person asks the engine too (legal_actions): not counted

        def counted(g: Any) -> Any:
            if g is live.state and not person_thinks:  # nor the copies an AI may look ahead on
                asked.append(g.version)
            return real(g)

        monkeypatch.setattr(rules, "pending", counted)
        await service.start(live)
        await service.settle()
        person = agent_for("random", 7, game)
        for _ in range(40):
            mine = live.pending_for(str(HUMAN))
            if not mine:
                break
            person_thinks = True
            order = person.act(live.state, mine[0])
            person_thinks = False
            await service.act(live, HUMAN, lambda g, seat, a=order: a)
            await service.settle()
        assert live.version > 20, "the game hardly moved"
        twice = sorted({v for v in asked if asked.count(v) > 1})
        assert not twice, f"versions whose decisions were computed more than once: {twice[:10]}"
    finally:
        await store.close()
