"""``/answer text:...``: a pending decision answered in the game's words, read by the engine
(``engine.parse_action``), on every offered game; a line that cannot be read, or that the rules
refuse, is answered privately in the game's words and changes nothing."""

from __future__ import annotations

import pytest

from engine import action_text, pending, state_hash
from tests.bot.games import lobby, offered_ids
from tests.bot.helpers import bot_of, start, texts, user_of


@pytest.mark.parametrize("game", offered_ids())
async def test_answer_in_words_acts_and_bad_words_are_refused_privately(world, game):
    live, thread = await lobby(world, game, 3, [], seed=4)
    await start(world, thread)
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    before = (live.version, state_hash(live.state))
    r = await user.slash(thread, "answer", text="zzzz qqq")
    await bot_of(world.env).service.settle()
    assert r.ephemeral and texts(r) and "Error" not in texts(r), texts(r)
    assert (live.version, state_hash(live.state)) == before
    assert d.default is not None
    typed = action_text(live.state, d.default)
    r = await user.slash(thread, "answer", text=typed)
    await bot_of(world.env).service.settle()
    assert r.ephemeral and "Done" in texts(r), (typed, texts(r))
    assert live.version > before[0]
    assert d not in pending(live.state)


@pytest.mark.parametrize("game", offered_ids())
async def test_a_player_who_reads_another_language_than_the_game_answers_in_words(world, game):
    """The words of a decision (its prompt) are said in the reader's language: the decision the
    engine asks is the same whoever reads it, so an answer typed by a player who reads Russian in
    an English game is taken."""
    live, thread = await lobby(world, game, 3, [], seed=4)
    await start(world, thread)
    for p in world.players:
        await bot_of(world.env).languages.choose(p.id, "ru")
    d = pending(live.state)[0]
    assert d.default is not None
    user = user_of(world, live, d.player)
    before = live.version
    r = await user.slash(thread, "answer", text=action_text(live.state, d.default))
    await bot_of(world.env).service.settle()
    assert live.version > before, texts(r)
