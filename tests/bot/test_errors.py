"""Bad input: each case is answered ephemerally and changes nothing."""

from __future__ import annotations

from engine import pending
from tests.bot.helpers import custom_ids, new_game, prompt_message, start, texts, user_of


async def test_command_in_channel_without_game(world):
    r = await world.players[0].slash(world.channel, "game status")
    assert r.ephemeral and "no game here" in texts(r)
    r = await world.players[0].slash(
        world.channel, "move", **{"from": "thrace", "to": "macedonia", "count": 1}
    )
    assert r.ephemeral and "no game here" in texts(r)


async def test_wrong_user_presses_start(world):
    live, thread = await new_game(world)
    lobby = next(m for m in thread.history() if m.components)
    r = await world.players[1].click(lobby, label="Start")
    assert r.ephemeral and "creator" in texts(r)
    assert live.row.status == "lobby"


async def test_wrong_user_and_spectator_buttons(world):
    live, thread = await new_game(world)
    await start(world, thread)
    status = [m for m in thread.history() if m.components][-1]
    r = await world.spectator.click(status, label="My orders")
    assert r.ephemeral and "not playing" in texts(r)
    # A player who owes nothing gets told so.
    g = live.state
    chooser = pending(g)[0].player
    other = next(p for p in world.players if str(p.id) != chooser)
    r = await other.click(status, label="My orders")
    assert r.ephemeral and "Nothing is pending" in texts(r)


async def test_stale_button_and_double_click(world):
    live, thread = await new_game(world)
    await start(world, thread)
    g = live.state
    d = pending(g)[0]
    user = user_of(world, live, d.player)
    msg = prompt_message(world, user, live.id)
    default = next(i for i in custom_ids(msg) if ":df:" in i)
    version = live.version
    r = await user.user.click(msg, custom_id=default)
    assert live.version > version
    after = live.version
    # The same button again (a double click, or the stale prompt after the game moved on).
    r = (
        await user.user.click(msg, custom_id=default)
        if default in custom_ids(user.user.dm_channel.history()[-1])
        else None
    )
    stale = default.replace(f":{version}:", f":{version}:", 1)
    from bot.ids import parse

    assert parse(stale) is not None
    r = await _click_raw(world, user, msg, default)
    assert r.ephemeral and ("out of date" in texts(r) or "Nothing is pending" in texts(r))
    assert live.version == after


async def _click_raw(world, user, msg, custom_id):
    """Click a component id as a client would, even if the message was edited since."""
    from simcord.actors import _component_interaction

    stored = world.env.backend.messages[msg.channel.id][msg.id]
    comps = stored.components
    stored.components = [
        {"type": 1, "components": [{"type": 2, "style": 2, "label": "x", "custom_id": custom_id}]}
    ]
    try:
        return await _component_interaction(user.user, stored, {"custom_id": custom_id, "component_type": 2})
    finally:
        stored.components = comps


async def test_malformed_options(world):
    live, thread = await new_game(world)
    ann = world.players[0]
    r = await ann.slash(thread, "game option", name="no_such_option", value="1")
    assert r.ephemeral and "no rules option" in texts(r)
    r = await ann.slash(thread, "game option", name="simultaneous_phases", value="maybe")
    assert r.ephemeral and "yes or no" in texts(r)
    r = await ann.slash(thread, "game option", name="tax_shortfall", value="nonsense")
    assert r.ephemeral and "must be one of" in texts(r)
    assert live.meta["options"] == {"variant": "full"}
    await start(world, thread)
    version = live.version
    # A move before movement, from an unknown area: a specific, clear refusal.
    seat_user = user_of(world, live, pending(live.state)[0].player)
    r = await seat_user.slash(thread, "move", **{"from": "atlantis", "to": "thrace", "count": 2})
    assert r.ephemeral and ("cannot be done now" in texts(r) or "no area" in texts(r))
    assert live.version == version


async def test_not_your_turn_via_command(world):
    live, thread = await new_game(world)
    await start(world, thread)
    chooser = pending(live.state)[0].player
    other = next(p for p in world.players if str(p.id) != chooser)
    version = live.version
    r = await other.slash(thread, "done")
    assert (r.ephemeral and "not your turn" in texts(r).lower()) or "cannot be done now" in texts(r)
    assert live.version == version
