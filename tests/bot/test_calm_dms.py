"""A calm DM (issue 15, item 5): the trade prompt is edited in place as offers come and go; a
new DM only when a phase first needs the player's answer (more with ``/notify``); "✅ Answered"
only on prompts the player answered; growth in one form; calamities marked in every card list
and announced to whoever receives one in trade."""

from __future__ import annotations

from typing import Any

from bot.dms import ANSWERED, DEFAULTED, prompt_record
from engine import action_from_json, pending
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.trade_protocol import Accept, CounterOffer, DoneTrading, MakeOffer, Withdraw
from tests.bot.driver import find
from tests.bot.helpers import (
    act_as,
    bot_of,
    new_game,
    past_setup,
    prompt_message,
    set_up,
    start,
    texts,
    user_of,
)
from tests.bot.trade_game import trade_game
from tests.bot.traffic import SILENT
from tests.engine.helpers import enter, put


def loud_dms(user: Any) -> list[Any]:
    """The DMs that notified the player (not the silent re-posts of the hand panel)."""
    return [m for m in user.user.dm_channel.history() if not m.flags.value & SILENT]


async def test_the_trade_prompt_is_edited_in_place_as_offers_come_and_go(world):
    live, (ann, bob, cy) = await trade_game(world)
    user = user_of(world, live, ann)
    first = prompt_record(live, ann)
    assert first is not None and first["open"]
    loud = len(loud_dms(user))

    await act_as(world, live, bob, lambda g, s: MakeOffer(s, ann, ("bronze", "cloth", "iron"), "bronze"))
    msg = prompt_message(world, user, live.id)
    assert msg.id == first["at"][1] and "Offer #1 from" in msg.content, msg.content
    await act_as(world, live, bob, lambda g, s: Withdraw(s, 1))
    await act_as(world, live, cy, lambda g, s: MakeOffer(s, None, ("gems", "spice", "papyrus"), "gems"))
    msg = prompt_message(world, user, live.id)
    assert msg.id == first["at"][1] and "Offer #1 from" not in msg.content and "Offer #2 from" in msg.content
    assert len(loud_dms(user)) == loud, "offers arriving and going notify nobody"

    r = await user.user.click(msg, custom_id=find(msg, "td"))
    assert "not" not in texts(r)
    await world.env.settle()
    closed = prompt_message_or_none(world, user, live.id)
    assert closed is None  # no buttons are left on it
    assert ANSWERED in stored(world, first["at"]).content


def stored(world: Any, at: list[int]) -> Any:
    """The message at [channel, message] as the fake Discord holds it."""
    return world.env.backend.messages[at[0]][at[1]]


def prompt_message_or_none(world: Any, user: Any, game_id: int) -> Any:
    try:
        return prompt_message(world, user, game_id)
    except AssertionError:
        return None


async def test_answered_only_on_a_prompt_the_player_answered(world):
    live, thread = await new_game(world)
    await start(world, thread)
    chooser = pending(live.state)[0].player
    rec = prompt_record(live, chooser)
    assert rec is not None and rec["open"]
    r = await world.players[0].slash(thread, "gm skip")
    assert "Defaults taken" in texts(r)
    await world.env.settle()
    closed = stored(world, rec["at"])
    assert DEFAULTED in closed.content and ANSWERED not in closed.content and not closed.components


async def test_notify_every_gives_a_new_dm_for_each_new_question(world):
    live, (ann, bob, _cy) = await trade_game(world)
    user = user_of(world, live, ann)
    r = await user.slash(world.channel.threads[-1], "notify", mode="every")
    assert r.ephemeral and "every new question" in texts(r)
    loud = len(loud_dms(user))
    await act_as(world, live, bob, lambda g, s: MakeOffer(s, ann, ("bronze", "cloth", "iron"), "bronze"))
    assert len(loud_dms(user)) == loud + 1
    assert "Offer #1 from" in prompt_message(world, user, live.id).content


async def test_a_calamity_received_in_trade_is_marked_and_announced_by_dm(world):
    live, (ann, bob, _cy) = await trade_game(world)
    bob_user, ann_user = user_of(world, live, bob), user_of(world, live, ann)
    bob_prompt = prompt_message(world, bob_user, live.id)
    options = [
        o.label for row in bob_prompt.components for c in row.children for o in getattr(c, "options", [])
    ]
    assert "⚠️ Epidemic (calamity) (1)" in options, options  # marked in the card list of the trade form
    assert "⚠️ Epidemic (calamity)" in bob_prompt.content  # and in the hand the prompt lists

    await act_as(world, live, bob, lambda g, s: MakeOffer(s, ann, ("epidemic", "bronze", "cloth"), "bronze"))
    await act_as(world, live, ann, lambda g, s: CounterOffer(s, 1, ("salt", "salt", "grain"), "grain"))
    await act_as(world, live, bob, lambda g, s: Accept(s, 2))
    line = loud_dms(ann_user)[-1].content
    assert "you received **Epidemic**, a calamity" in line and "rules 11.1" in line, line
    # The giver is not told he received it (his prompt lists it among what he gave).
    assert not any("received **Epidemic**" in m.content for m in loud_dms(bob_user))
    await act_as(world, live, ann, lambda g, s: DoneTrading(s))


async def test_growth_is_chosen_in_one_form_with_a_count_per_area(world):
    live, _thread = await past_setup(world)
    g = live.state
    seat = live.seats[0]
    areas = sorted({a for a, occ in g.tokens.items() if seat in occ})
    home = areas[0]
    put(g, home, seat, 1)  # 2 tokens there: it grows by 2
    g.ps(seat).stock = 1  # ... but the stock holds 1
    enter(g, "expansion")
    await set_up(world, live)
    user = user_of(world, live, seat)
    msg = prompt_message(world, user, live.id)
    assert "Choose counts" in str([c.label for row in msg.components for c in row.children])
    shown = await user.user.click(msg, custom_id=find(msg, "gf"))
    assert shown.modal is not None, texts(shown)
    fields = [c for row in shown.modal["components"] for c in row.get("components", [row])]
    assert [f["custom_id"] for f in fields] == areas
    bad = await user.user.submit_modal(shown, {home: "2"})
    assert "can take 0 to" in texts(bad) or "place them all" in texts(bad), texts(bad)
    shown = await user.user.click(prompt_message(world, user, live.id), custom_id=find(msg, "gf"))
    r = await user.user.submit_modal(shown, {home: "1", **{a: "0" for a in areas if a != home}})
    assert "not" not in texts(r), texts(r)
    await world.env.settle()
    entries = [
        e for e in await bot_of(world.env).db.log(live.id) if e.payload.get("type") == "distribute_growth"
    ]
    assert entries and action_from_json(entries[-1].payload) == DistributeGrowth(seat, ((home, 1),))


async def test_a_growth_list_that_is_not_area_and_count_is_refused_in_words(world):
    """Issue 28, item 6: a line of the growth list without a count ("abc") was refused with
    "Your population does not grow in '' …"; a malformed /answer with a Python error's text."""
    from bot.games.civ.forms.phases import GROWTH_LIST, growth_submitted
    from bot.live_game import BotError
    from tests.bot.clean_text import clean

    live, _thread = await past_setup(world)
    g = live.state
    seat = live.seats[0]
    home = sorted(a for a, occ in g.tokens.items() if seat in occ)[0]
    put(g, home, seat, 1)
    g.ps(seat).stock = 1
    enter(g, "expansion")
    await set_up(world, live)
    ctx = bot_of(world.env).router.context(live, seat)
    for text in ("abc", "abc\n", ":", "Knossos 2 3"):
        try:
            growth_submitted(ctx, {GROWTH_LIST: text})
        except BotError as err:
            clean(err.message, text)
            words = ("Area: count", "whole number", "does not grow")
            assert any(w in err.message for w in words), err.message
        else:
            raise AssertionError(f"{text!r} was accepted")
    user = user_of(world, live, seat)
    shown = await user.slash(_thread, "answer")
    assert shown.modal is not None, texts(shown)
    r = await user.submit_modal(shown, {"placements": "[[1, 2, 3]]"})
    clean(texts(r), "/answer")
    assert all(f.ephemeral for f in r.followups) and "'placements'" in texts(r), texts(r)


async def test_after_a_deal_each_trade_prompt_says_what_was_received(world):
    """Issue 28, item 7: the thread says only "3 cards for 3"; each side's prompt says what he got."""
    live, (ann, bob, _cy) = await trade_game(world)
    await act_as(world, live, bob, lambda g, s: MakeOffer(s, ann, ("bronze", "cloth", "iron"), "bronze"))
    await act_as(world, live, ann, lambda g, s: CounterOffer(s, 1, ("grain", "hides", "salt"), "salt"))
    await act_as(world, live, bob, lambda g, s: Accept(s, 2))
    mine = prompt_message(world, user_of(world, live, ann), live.id).content
    assert "you received Bronze, Cloth, Iron for Grain, Hides, Salt" in mine, mine
    theirs = prompt_message(world, user_of(world, live, bob), live.id).content
    assert "you received Grain, Hides, Salt for Bronze, Cloth, Iron" in theirs, theirs
