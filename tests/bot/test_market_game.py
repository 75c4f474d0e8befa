"""Market, the tests' own game (``tests/market/``), played through the bot in simcord as any
game is: created and joined by slash commands, every decision sent through its DM prompt, a
computer player in a seat, a hand seen only in its owner's DMs, a deadline that takes the
default, a prompt that still works after a restart, and bad input refused privately. Nothing
in the bot names Market: the fixture registers it for the test."""

from __future__ import annotations

from typing import Any

import pytest

from ai import agent_for
from engine import Action, Decision, GameSpec, pending, state_hash
from tests.bot.games import lobby
from tests.bot.helpers import bot_of, custom_ids, prompt_message, start, texts, user_of
from tests.market.state import Keep, Offer, good

ANN, BOB = 0, 1


async def started(
    world: Any, market: GameSpec, monkeypatch: pytest.MonkeyPatch, ais: list[str]
) -> tuple[Any, Any]:
    live, thread = await lobby(world, "market", 3 - len(ais), ais, seed=5)
    await start(world, thread)
    return live, thread


def component(msg: Any, op: str, *args: str) -> str:
    """The custom id of the prompt's component answered by ``op`` (``bot.ids.cid``)."""
    found = [i for i in custom_ids(msg) if i.split(":")[4] == op and tuple(i.split(":")[5:]) == args]
    assert found, (op, args, custom_ids(msg))
    return found[0]


async def send(world: Any, live: Any, d: Decision, action: Action) -> Any:
    """``action`` sent as a person sends it: the select or the button of his DM prompt."""
    user = user_of(world, live, d.player)
    msg = prompt_message(world, user, live.id)
    if isinstance(action, Offer):
        return await user.user.select(msg, [str(action.card)], custom_id=component(msg, "mko"))
    if isinstance(action, Keep):
        return await user.user.click(msg, custom_id=component(msg, "mkk", str(action.card)))
    return await user.user.click(msg, custom_id=component(msg, "mkp"))


def human_decision(live: Any) -> Decision | None:
    return next((d for d in pending(live.state) if not live.is_ai(d.player)), None)


async def play_on(world: Any, live: Any, steps: int) -> int:
    """The people's decisions, chosen by random players and sent through their prompts."""
    agents = {s: agent_for("random", i, game="market") for i, s in enumerate(live.seats)}
    for n in range(steps):
        d = human_decision(live)
        if live.state.finished or d is None:
            return n
        before = live.version
        r = await send(world, live, d, agents[d.player].act(live.state, d))
        assert live.version > before, texts(r)
    return steps


def dms(world: Any, player: Any) -> list[str]:
    return [m.content or "" for m in player.user.dm_channel.history()] + [
        str(e.to_dict()) for m in player.user.dm_channel.history() for e in m.embeds
    ]


async def test_market_is_played_to_its_end_through_discord(market, world, monkeypatch):
    live, thread = await started(world, market, monkeypatch, ["normal"])
    assert live.is_ai(live.seats[2]) and not live.is_ai(live.seats[0])
    await play_on(world, live, 200)
    await bot_of(world.env).service.settle()
    assert live.state.finished and live.state.winners
    posted = "\n".join(m.content or "" for m in thread.history())
    assert "The market closes:" in posted and "**Final scores**" in posted
    assert "Round 2 of the market opens." in posted and "The market die shows" in posted
    for p in world.players[:2]:
        answered = [
            line for line in dms(world, p) if line.startswith(f"**Game #{live.id}** — Market, round ")
        ]
        assert len(answered) >= 5 and all("Answered" in line for line in answered), answered


async def test_a_hand_is_shown_only_in_its_owners_dms(market, world, monkeypatch):
    live, thread = await started(world, market, monkeypatch, [])
    for seat, p in zip(live.seats, world.players, strict=True):
        hand = ", ".join(good(c) for c in live.state.hands[seat])
        seen = dms(world, p)
        assert any(f"You hold: {hand}." in line for line in seen), (p.name, hand, seen)
        assert any("your goods" in line and hand in line for line in seen), (p.name, hand, seen)
    posted = [m.content or "" for m in thread.history()] + [
        str(e.to_dict()) for m in thread.history() for e in m.embeds
    ]
    assert not any("You hold" in line or "your goods" in line or "In hand" in line for line in posted), posted


async def test_what_a_merchant_draws_is_told_in_his_dms_only(market, world, monkeypatch):
    live, thread = await started(world, market, monkeypatch, [])
    await play_on(world, live, 12)
    await bot_of(world.env).service.settle()
    prefix = f"Game #{live.id}: You drew "
    drawn = [(p, line) for p in world.players for line in dms(world, p) if line.startswith(prefix)]
    assert drawn and not any("You drew" in (m.content or "") for m in thread.history())
    for p, line in drawn:  # each line tells what its reader drew, and only he has it
        assert sum(line in dms(world, q) for q in world.players) == 1, (p.name, line)


async def test_a_deadline_takes_the_default_and_a_prompt_survives_a_restart(
    market, world, monkeypatch, settings
):
    from bot.app import CivBot
    from tests.bot.conftest import no_render

    live, thread = await started(world, market, monkeypatch, [])
    version = live.version
    await world.env.advance_time(601 * 60)  # the tests' deadline is 600 minutes
    await bot_of(world.env).service.settle()
    await world.env.settle()
    assert live.version > version
    assert any("Time is up" in (m.content or "") for m in thread.history())
    d = human_decision(live)
    assert d is not None
    before = live.version
    await world.env.restart_bot(CivBot(settings, renderer=no_render))
    live2 = await bot_of(world.env).service.get(live.id)
    assert live2 is not None and live2 is not live and live2.version == before
    assert d.default is not None
    await send(world, live2, d, d.default)
    assert live2.version > before


async def test_bad_words_are_refused_privately_and_change_nothing(market, world, monkeypatch):
    live, thread = await started(world, market, monkeypatch, [])
    d = pending(live.state)[0]
    user = user_of(world, live, d.player)
    before = (live.version, state_hash(live.state))
    for line, said in (
        ("offer Unicorn", "There is no good called 'unicorn'."),
        ("offer Gold Silk", "Name one good"),
    ):
        r = await user.slash(thread, "answer", text=line)
        assert r.ephemeral and said in texts(r), texts(r)
    assert (live.version, state_hash(live.state)) == before
    r = await user.slash(thread, "answer", text="pass")
    assert r.ephemeral and "Done" in texts(r), texts(r)
