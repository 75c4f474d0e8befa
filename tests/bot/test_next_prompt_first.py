"""The next prompt first (issue 29, item 2): a change's prompts and status go out as soon as it
is committed; its pictures are their own outbox item, drawn afterwards and edited into the status
post, so a person never waits for a picture to get his next prompt. In every offered game."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from bot.app import CivBot
from engine import pending, spec
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start

# A picture: the bot only passes the bytes on.
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 32


class Drawing:
    """A board renderer that notes, each time it draws, whether every person owing a decision
    already had an open prompt in his DMs."""

    def __init__(self) -> None:
        self.world: Any = None
        self.live: Any = None
        self.prompted_first: list[bool] = []
        self._lock = threading.Lock()

    def __call__(self, view: Any, region: Any = None) -> bytes:
        if self.world is not None and self.live is not None and self.live.state is not None:
            with self._lock:
                self.prompted_first.append(self._everyone_prompted())
        return PNG

    def _everyone_prompted(self) -> bool:
        for d in pending(self.live.state):
            uid = self.live.controller(d.player)
            if not uid or self.live.is_ai(d.player):
                continue
            channel = self.world.env.backend.dm_channels.get(uid)
            messages = self.world.env.backend.messages.get(channel, {}) if channel else {}
            if not any(
                m.components and f"Game #{self.live.id}" in (m.content or "") for m in messages.values()
            ):
                return False
        return True


@pytest.fixture
def drawing() -> Drawing:
    return Drawing()


@pytest.fixture
def simcord_bot(settings: Any, drawing: Drawing) -> CivBot:
    return CivBot(settings, renderer=drawing)


@pytest.mark.parametrize("game", offered_ids())
async def test_the_prompts_go_out_before_the_pictures_are_drawn(world, drawing, game):
    live, thread = await lobby(world, game, 1, ["easy"] * (spec(game).min_players - 1), seed=4)
    drawing.world, drawing.live = world, live
    await start(world, thread)
    player = Player(world, live, thread, seed=4)
    for _ in range(60):
        if len(drawing.prompted_first) >= 3 or live.state.finished:
            break
        await player.step()
    await bot_of(world.env).service.settle()
    assert drawing.prompted_first, "no picture was drawn"
    assert all(drawing.prompted_first), drawing.prompted_first
    # Each status post got its pictures edited in, and nothing is left owed.
    pictures = [a for m in thread.history() for a in m.attachments if a.filename.endswith(".png")]
    assert pictures, "no picture in the thread"
    assert not await bot_of(world.env).db.fetchall("SELECT id FROM outbox WHERE game_id = ?", (live.id,))
