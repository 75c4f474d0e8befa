"""The DM hand panel carries a PNG of the hand (``renderer.render_hand``), edited in place when the
hand changes (or re-posted below a newer prompt, silently, the old one deleted); the image goes to
that player's DM only; without a renderer the panel is text."""

from __future__ import annotations

from typing import Any

import pytest

from ai import agent_for
from bot.app import CivBot
from bot.dms import prompt_record
from bot.panels import hand_renderer_for, load_hand_renderer
from engine import pending, view_for
from tests.bot.helpers import announced, bot_of, new_game, start

pytest.importorskip("renderer")
SILENT = 1 << 12  # Discord's SUPPRESS_NOTIFICATIONS message flag


def _no_board(view: Any, region: Any = None) -> bytes:
    raise RuntimeError("board rendering disabled: these tests are about hands")


@pytest.fixture
def simcord_bot(settings):
    bot = CivBot(settings, renderer=_no_board)
    bot.notifier.hand_renderer = load_hand_renderer()  # the real render_hand
    return bot


def dm_id(world, user) -> int:
    return world.env.backend.dm_channels[user.id]


def panel_messages(world, user, game_id: int) -> list[Any]:
    """Every message in the user's DM whose embed is this game's hand panel."""
    stored = world.env.backend.messages.get(dm_id(world, user), {})
    return [
        m
        for m in stored.values()
        if any(f"Game #{game_id} — your hand" in (e.get("title") or "") for e in m.embeds)
    ]


def only_panel(world, user, game_id: int) -> Any:
    panels = panel_messages(world, user, game_id)
    assert len(panels) == 1, f"{len(panels)} hand panels in {user.name}'s DMs"
    return panels[0]


def attachment_bytes(world, message) -> list[bytes]:
    out = []
    for a in message.attachments:
        data = world.env.backend.cdn.get(a["url"])
        assert data is not None
        out.append(data)
    return out


def expected_png(world, live, seat: str) -> bytes:
    """The hand picture the bot draws: the player's view, with his name for its title."""
    draw = load_hand_renderer()
    assert draw is not None
    view = view_for(live.state, seat)
    view["you"]["name"] = bot_of(world.env).notifier.plain_names(live)[seat]
    return draw(view)


async def play(world, live, until, limit: int = 400) -> None:
    """Answer decisions with the 'normal' AI (through the service, as a click would) until ``until()``."""
    bot = bot_of(world.env)
    agents = {seat: agent_for("normal", i) for i, seat in enumerate(live.seats)}
    for _ in range(limit):
        if until():
            return
        d = pending(live.state)[0]
        await bot.service.act(live, live.controller(d.player), lambda g, seat, d=d: agents[seat].act(g, d))
        await announced(world)
    raise AssertionError(f"not reached in {limit} decisions (round {live.state.round})")


def test_the_hand_is_drawn_only_with_the_real_renderer() -> None:
    from renderer import render

    assert hand_renderer_for(render) is not None
    assert hand_renderer_for(None) is None
    assert hand_renderer_for(_no_board) is None  # a stand-in board renderer: text panels


async def test_panel_has_one_png_edited_in_place_and_only_in_that_players_dm(world):
    live, thread = await new_game(world)
    await start(world, thread)
    await world.env.settle()
    users = {live.seat_of(p.id): p for p in world.players}
    first = {seat: only_panel(world, u, live.id) for seat, u in users.items()}
    for seat, m in first.items():
        assert [a["filename"] for a in m.attachments] == [f"hand-{live.id}.png"]
        assert attachment_bytes(world, m) == [expected_png(world, live, seat)]
        assert any(f["name"] == "Trade cards" for e in m.embeds for f in e["fields"])  # the text stays
    before = {seat: attachment_bytes(world, m)[0] for seat, m in first.items()}

    g = live.state
    await play(world, live, lambda: any(g.player_states[s].hand for s in live.seats))
    changed = [s for s in live.seats if g.player_states[s].hand]
    for seat in changed:
        m = only_panel(world, users[seat], live.id)
        prompt = prompt_record(live, seat)
        if m.id == first[seat].id:  # edited in place: no prompt came below it
            assert m.edited_timestamp is not None and (prompt is None or prompt["at"][1] < m.id)
        else:  # re-posted below the newer prompt, without a notification; the old one is gone
            assert prompt is not None and prompt["at"][1] < m.id and m.flags & SILENT
        assert len(m.attachments) == 1
        [png] = attachment_bytes(world, m)
        assert png == expected_png(world, live, seat) and png != before[seat]

    # Every hand image ever uploaded went to its own player's DM and nowhere else.
    dms = {dm_id(world, u): seat for seat, u in users.items()}
    hand_blobs = {
        url: data
        for url, data in world.env.backend.cdn._blobs.items()
        if url.rsplit("/", 1)[-1].startswith("hand-")
    }
    assert hand_blobs
    for url in hand_blobs:
        channel = int(url.split("/attachments/")[1].split("/")[0])
        assert channel in dms, f"a hand image was sent to channel {channel}"
    for seat in live.seats:
        mine = expected_png(world, live, seat)
        where = {int(u.split("/attachments/")[1].split("/")[0]) for u, d in hand_blobs.items() if d == mine}
        assert where == {dm_id(world, users[seat])}
    public = [*world.channel.history(), *thread.history()]
    assert not any(m.attachments for m in public)


async def test_panel_falls_back_to_text_and_gains_the_image_when_drawing_works(world):
    bot = bot_of(world.env)
    real = bot.notifier.hand_renderer

    def broken(view: Any) -> bytes:
        raise RuntimeError("no fonts today")

    bot.notifier.hand_renderer = broken
    live, thread = await new_game(world)
    await start(world, thread)
    await world.env.settle()
    ann = world.players[0]
    seat = live.seat_of(ann.id)
    m = only_panel(world, ann, live.id)
    assert m.attachments == [] and m.embeds[0]["fields"]  # text only
    assert "image" not in m.embeds[0]

    # The next change draws it again (in the same message, unless a newer prompt came below it).
    bot.notifier.hand_renderer = real
    version = live.version
    await play(world, live, lambda: live.version > version)
    m2 = only_panel(world, ann, live.id)
    assert same_or_below_prompt(live, seat, m, m2) and len(m2.attachments) == 1
    assert m2.embeds[0]["image"]["url"].endswith(f"hand-{live.id}.png")

    # Drawing fails again: the old picture (a hand that may be out of date) is removed.
    bot.notifier.hand_renderer = broken
    await bot.notifier.panel(live, seat, ann.id, force=True)
    m3 = only_panel(world, ann, live.id)
    assert same_or_below_prompt(live, seat, m2, m3) and m3.attachments == []


def same_or_below_prompt(live, seat: str, old, new) -> bool:
    """The panel was edited in place, or re-posted below the seat's newer prompt (silently)."""
    prompt = prompt_record(live, seat)
    if new.id == old.id:
        return True
    return prompt is not None and old.id < prompt["at"][1] < new.id and bool(new.flags & SILENT)
