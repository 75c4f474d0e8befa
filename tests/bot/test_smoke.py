from __future__ import annotations

from tests.bot.helpers import answer_default, bot_of, new_game, start


async def test_create_join_start_and_first_round(world):
    live, thread = await new_game(world)
    assert live.row.status == "lobby"
    assert len(live.seats) == 3
    await start(world, thread)
    assert live.state is not None
    for _ in range(40):
        if live.state.round >= 2:
            break
        await answer_default(world, live)
    assert live.state.round >= 2
    bot = bot_of(world.env)
    assert bot.db is not None
