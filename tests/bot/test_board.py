"""With the renderer present, the board is posted as a PNG in the game thread after each phase."""

from __future__ import annotations

import pytest

from bot.app import CivBot
from tests.bot.helpers import answer_default, new_game, start, texts

pytest.importorskip("renderer")

# Boards are drawn for real (a cold first board takes over a second): a loaded machine running
# the suite on every core must not trip simcord's hang detector.
pytestmark = pytest.mark.simcord(settle_timeout=60)


@pytest.fixture
def simcord_bot(settings):
    return CivBot(settings)  # the real renderer


async def test_board_png_after_phase_and_region_crop(world):
    live, thread = await new_game(world)
    await start(world, thread)
    pngs = [a for m in thread.history() for a in m.attachments if a.filename.endswith(".png")]
    assert pngs, "no board image after the first phase"
    await answer_default(world, live)
    from renderer import picture_names

    region = picture_names()[0]
    r = await world.spectator.slash(thread, "game map", region=region)
    files = [a for f in [r.response, *r.followups] if f is not None for a in f.attachments]
    assert files and files[0].filename.endswith(".png"), texts(r)


async def test_an_advanced_civilization_game_gets_its_board_and_hands_drawn(world):
    """Whichever picture the renderer draws for Advanced Civilization, the game's thread gets a
    board after its first phase and its hand panels go out: nothing in the bot breaks on it."""
    live, thread = await new_game(world, game="advciv")
    await start(world, thread)
    for _ in range(3):
        await answer_default(world, live)
    pngs = [a for m in thread.history() for a in m.attachments if a.filename.endswith(".png")]
    assert pngs, "no board image after the first phase"
    for p in world.players:
        panels = [e for m in p.user.dm_channel.history() for e in m.embeds if "your hand" in (e.title or "")]
        assert panels and any(f.name == "Victory points" for f in panels[-1].fields)
