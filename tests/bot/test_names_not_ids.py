"""Names, never ids (issue 15, item 2): refusals and prompts name nations, players and areas;
areas are matched by name in any case (``/move from:Tunisia``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine import action_from_json, pending
from engine.civ.geography import game_map
from engine.civ.phases.movement import MoveLand
from engine.civ.trade_protocol import Decline, MakeOffer
from tests.bot.helpers import (
    act_as,
    bot_of,
    past_setup,
    set_up,
    texts,
    user_of,
)
from tests.bot.secrecy import no_ids
from tests.bot.trade_game import trade_game
from tests.engine.helpers import enter


async def movement_game(world: Any) -> tuple[Any, Any, Any]:
    live, thread = await past_setup(world)
    enter(live.state, "movement")
    await set_up(world, live)
    return live, thread, pending(live.state)[0]


async def test_move_takes_area_names_in_any_case(world):
    live, thread, d = await movement_game(world)
    src = next(a for a, dests in d.options["land_moves"].items() if dests)
    dest = d.options["land_moves"][src][0]
    mover = user_of(world, live, d.player)
    r = await mover.slash(
        thread, "move", **{"from": area_name(src).upper(), "to": area_name(dest).lower(), "count": 1}
    )
    assert f"Moved 1 token from {area_name(src)} to {area_name(dest)}." in texts(r), texts(r)
    [last] = [e for e in await bot_of(world.env).db.log(live.id) if e.kind == "action"][-1:]
    assert action_from_json(last.payload) == MoveLand(d.player, src, dest, 1)

    r = await mover.slash(thread, "move", **{"from": "Atlantis", "to": area_name(dest), "count": 1})
    assert r.ephemeral and "There is no area called 'Atlantis'" in texts(r)


async def test_refusals_name_areas_and_nations(world):
    live, thread, d = await movement_game(world)
    src = next(a for a, dests in d.options["land_moves"].items() if dests)
    in_play = game_map(live.state).in_play
    far = next(
        a for a in sorted(in_play) if a != src and a not in d.options["land_moves"][src] and "-" not in a
    )
    mover = user_of(world, live, d.player)
    r = await mover.slash(thread, "move", **{"from": area_name(src), "to": area_name(far), "count": 1})
    text = texts(r)
    assert r.ephemeral and f"{area_name(far)} does not share a land border with {area_name(src)}" in text, (
        text
    )
    no_ids(text)

    other = next(p for p in world.players if str(p.id) != d.player)
    r = await other.slash(thread, "move", **{"from": area_name(src), "to": area_name(far), "count": 1})
    text = texts(r)
    nation = live.state.player_states[d.player].nation
    assert r.ephemeral and "not your turn" in text and nation.capitalize() in text, text
    no_ids(text)


async def test_an_offer_to_another_player_is_refused_by_nation(world):
    live, (ann, bob, cy) = await trade_game(world)
    await act_as(world, live, bob, lambda g, s: MakeOffer(s, ann, ("bronze", "cloth", "iron"), "bronze"))
    with pytest.raises(BotError) as refused:
        await bot_of(world.env).service.act(live, live.controller(cy), lambda g, s: Decline(s, 1))
    nation = live.state.player_states[ann].nation.capitalize()
    assert f"Offer #1 is addressed to {nation}" in refused.value.message, refused.value.message
    no_ids(refused.value.message)


async def test_no_prompt_shows_a_raw_id(world):
    live, _ = await trade_game(world)
    for seat in live.seats:
        content, _view = bot_of(world.env).router.prompt(live, seat) or ("", None)
        no_ids(content.replace(f"**Game #{live.id}**", ""))
