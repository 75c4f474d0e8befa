"""Game master tools: undo, replace (the successor gets the DM panel), remove (defaults), spectators."""

from __future__ import annotations

from engine import pending, state_hash
from tests.bot.helpers import answer_default, new_game, start, texts


async def test_undo_returns_to_previous_decision(world):
    live, thread = await new_game(world)
    await start(world, thread)
    h0 = state_hash(live.state)
    chooser = pending(live.state)[0].player
    await answer_default(world, live)
    assert state_hash(live.state) != h0
    r = await world.players[0].slash(thread, "gm undo")
    assert "Undone" in texts(r)
    assert state_hash(live.state) == h0
    assert pending(live.state)[0].player == chooser
    r = await world.players[0].slash(thread, "gm undo")
    assert "nothing to undo" in texts(r)


async def test_replace_gives_successor_the_seat_and_panel(world):
    live, thread = await new_game(world)
    await start(world, thread)
    seat = pending(live.state)[0].player
    old = next(p for p in world.players if str(p.id) == seat)
    new = world.spectator
    r = await world.players[0].slash(thread, "gm replace", player=old, successor=new)
    assert "Replaced" in texts(r)
    assert live.seat_of(new.id) == seat and live.seat_of(old.id) is None
    dms = new.user.dm_channel.history()
    assert any(m.embeds and "your hand" in (m.embeds[0].title or "") for m in dms)
    assert any(m.components for m in dms)  # the pending prompt followed the seat
    before = live.version
    await answer_default(world, live)
    assert live.version > before


async def test_removed_seat_takes_defaults(world):
    live, thread = await new_game(world)
    await start(world, thread)
    seat = pending(live.state)[0].player
    user = next(p for p in world.players if str(p.id) == seat)
    await world.players[0].slash(thread, "gm remove", player=user) if str(
        world.players[0].id
    ) != seat else await world.admin.slash(thread, "gm remove", player=user)
    assert live.controller(seat) == 0
    assert live.state.player_states[seat].nation  # the vacant seat's nation was chosen by default
    assert all(d.player != seat for d in pending(live.state))


async def test_spectator_sees_status_and_map_but_no_hands(world):
    _live, thread = await new_game(world)
    await start(world, thread)
    r = await world.spectator.slash(thread, "game status")
    assert r.ephemeral and "Waiting for" in texts(r)
    r = await world.spectator.slash(thread, "game map")
    assert "Round" in texts(r)
    r = await world.spectator.slash(thread, "orders")
    assert "not playing" in texts(r)
    r = await world.spectator.slash(thread, "game log")
    assert r.ephemeral
