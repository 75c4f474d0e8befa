"""A whole short game of 3 players through slash commands, buttons, selects and DMs, to its end,
with the secrecy checks run over everything the bot posted: the thread, the DMs, the public log
file taken in the middle of the game, and the files the thread gets at the end (the save file,
which holds every hand, only then). Names, never ids, in every text; at most one notifying DM
per player and phase."""

from __future__ import annotations

import pytest

from tests.bot.attachments import attachments, file_text
from tests.bot.driver import Driver
from tests.bot.full_game_checks import check_calm_dms, check_the_end
from tests.bot.helpers import new_game, start
from tests.bot.secrecy import check_secrecy

# A seed whose game (random players) reaches the first short-game line in 117 rounds, 2,755
# actions: about as long as the game of seed 3 was while a player could grow twice in a round.
SEED = 24


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(35)
async def test_whole_short_game_to_the_finish_keeps_secrets(world):
    live, thread = await new_game(world, variant="short")
    ann = world.players[0]
    await ann.slash(thread, "game option", name="short_finish", value="9")
    live.meta["seed"] = SEED
    await start(world, thread)
    driver = Driver(world, live, thread, seed=SEED)
    middle_log = ""
    for _ in range(6000):
        if live.state.finished:
            break
        if not middle_log and live.state.round == 6:
            r = await world.spectator.slash(thread, "game log")
            middle_log = file_text(world, attachments(r)[0])
            assert not any(a.filename.endswith(".save.json") for m in thread.history() for a in m.attachments)
        await driver.step()
    assert live.state.finished, f"round {live.state.round}"
    assert live.row.status == "finished"
    assert {"MoveLand", "EndMovement", "DoneTrading"} <= set(driver.sent)
    await check_secrecy(world, live, thread, [middle_log])
    check_the_end(world, live, thread)
    check_calm_dms(world, live)
