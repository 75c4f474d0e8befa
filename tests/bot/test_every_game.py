"""Every shared path of the bot, tried on every offered game (issue 28): the commands a player or a
game master uses, the status post, the hand panel, pictures and their file names, AI seats, the
deadlines' defaults and restarts. Written over ``engine.offered_games()``: a game added later is
covered without editing this file (its driver is one line in ``tests/bot/games.py``)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from bot.dms import phase_key, prompt_record
from engine import pending, spec
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start, texts
from tests.bot.traffic import SILENT

RAW_ID = re.compile(r"(?<![<@#:/\d])\d{15,}(?![>\d])")
GAMES = pytest.mark.parametrize("game", offered_ids())


def no_raw_ids(text: str) -> None:
    assert not RAW_ID.search(text), f"a raw Discord id in: {text}"


async def running(world: Any, game: str, humans: int = 3, ais: tuple[str, ...] = (), seed: int = 5) -> tuple:
    """A started game of ``game`` played on a little (a few decisions of its people)."""
    live, thread = await lobby(world, game, humans, list(ais), seed)
    await start(world, thread)
    player = Player(world, live, thread, seed)
    for _ in range(6):
        if player.human_decision() is None:
            break
        await player.step()
    return live, thread, player


def waiting_humans(live: Any) -> set[str]:
    return {d.player for d in pending(live.state) if not live.is_ai(d.player)}


def shown(r: Any) -> str:
    """The text and the embeds of an interaction's answer."""
    parts = [texts(r)]
    for m in [r.response, *r.followups]:
        for e in getattr(m, "embeds", None) or []:
            parts += [e.title or "", e.description or ""] + [f"{f.name} {f.value}" for f in e.fields]
    return "\n".join(parts)


@GAMES
async def test_mygames_says_what_each_game_waits_for(world, game):
    live, thread, _ = await running(world, game)
    waiting = waiting_humans(live)
    title = spec(game).title
    for p in world.players:
        r = await p.slash(thread, "mygames")
        text = texts(r)
        assert r.ephemeral and f"{title} #{live.id}" in text, text
        assert "went wrong" not in text
        assert ("waiting for you" in text) == (str(p.id) in waiting), text
        no_raw_ids(text.replace(f"/{world.guild.id}/{thread.id}", ""))


@GAMES
async def test_a_bug_report_names_the_games_phase(world, game):
    live, thread, _ = await running(world, game)
    bot = bot_of(world.env)
    bugs = world.guild.create_text_channel("civbot-bugs")
    bot.settings = dataclasses.replace(bot.settings, bug_channel_id=bugs.id)
    r = await world.players[1].slash(thread, "bug", report="Something odd")
    assert r.ephemeral and "Thank you" in texts(r), texts(r)
    [report] = bugs.history()
    assert f"Game #{live.id} ({spec(game).title})" in report.content
    assert f"round {live.state.round}" in report.content


@GAMES
async def test_orders_status_map_and_log_answer_privately(world, game):
    live, thread, _ = await running(world, game)
    waiting = waiting_humans(live)
    for p in world.players:
        r = await p.slash(thread, "orders")
        assert r.ephemeral, texts(r)
        if str(p.id) in waiting:
            assert f"Game #{live.id}" in texts(r) and r.response.message.components, texts(r)
        else:
            assert "Nothing is pending from you" in texts(r), texts(r)
    for command in ("game status", "game map", "game log"):
        r = await world.spectator.slash(thread, command)
        assert r.ephemeral and "went wrong" not in shown(r), (command, shown(r))
        no_raw_ids(shown(r).replace(f"game-{live.id}", ""))


def loud_dms(world: Any, user_id: int) -> int:
    """DMs that notified the player (new messages not sent silently)."""
    channel = world.env.backend.dm_channels.get(user_id)
    stored = world.env.backend.messages.get(channel, {}) if channel is not None else {}
    return sum(1 for m in stored.values() if not m.flags & SILENT)


@GAMES
async def test_a_phase_that_needs_a_player_again_after_others_answered_sends_a_new_dm(world, game):
    """Issue 28, item 3: a player whose prompt was closed (others had to answer: a defence against
    his aggression, an event's choice) is told by a new DM when the phase needs him again; it is
    not silently edited back into a prompt."""
    live, _, player = await running(world, game, seed=2)
    again = 0
    for _ in range(800):
        if live.state.finished or again >= 3:
            break
        closed = {
            seat: (rec["phase"], loud_dms(world, live.controller(seat)))
            for seat in live.seats
            if (rec := prompt_record(live, seat)) is not None and not rec["open"]
        }
        await player.step()
        for seat, (phase, loud) in closed.items():
            if live.pending_for(seat) and phase == phase_key(live):
                again += 1
                assert loud_dms(world, live.controller(seat)) == loud + 1, (seat, prompt_record(live, seat))
                assert prompt_record(live, seat)["open"]
    if not again:
        pytest.skip(f"no phase of {spec(game).title} needed a player again in these decisions")


@pytest.fixture
def simcord_bot(settings, request):
    """The real renderers for the pictures' test; none elsewhere (pictures are slow to draw)."""
    from bot.app import CivBot
    from bot.panels import load_hand_renderer
    from tests.bot.conftest import _no_render

    if "pictures" in request.node.name:
        bot = CivBot(settings)
        bot.notifier.hand_renderer = load_hand_renderer()
        return bot
    return CivBot(settings, renderer=_no_render)


def attached(world: Any, channel_id: int) -> list[str]:
    stored = world.env.backend.messages.get(channel_id, {})
    return [
        a["filename"] if isinstance(a, dict) else a.filename for m in stored.values() for a in m.attachments
    ]


@GAMES
@pytest.mark.simcord(settle_timeout=120)  # pictures are drawn for real: slow on a loaded machine
async def test_pictures_name_players_never_by_their_ids(world, game, monkeypatch):
    """Issue 28, item 5: every text drawn in a picture (the board and its panel, the overview, a
    tableau, a hand) and every picture's file name names players, never by a Discord id."""
    from PIL import ImageDraw

    drawn: list[str] = []
    real_text = ImageDraw.ImageDraw.text

    def text(self: Any, xy: Any, content: Any, *args: Any, **kwargs: Any) -> Any:
        drawn.append(str(content))
        return real_text(self, xy, content, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    _, thread, player = await running(world, game, seed=4)
    hands = [world.env.backend.dm_channels[p.id] for p in world.players]
    await player.until(lambda: len(attached(world, thread.id)) >= 3, steps=400)
    files = attached(world, thread.id) + [f for dm in hands for f in attached(world, dm)]
    assert any(f.startswith("hand-") for f in files) and len(files) >= 4, files
    for name in files:
        no_raw_ids(name)
    assert drawn
    for line in drawn:
        no_raw_ids(line)


@GAMES
async def test_joining_is_answered_privately_and_shown_in_the_lobby_post(world, game):
    """Issue 28, item 7: "@bob joined game #1." was a post of its own that pinged the joiner."""
    ann, bob, _ = world.players
    r = await ann.slash(world.channel, "game create", game=game, players=2)
    thread = world.channel.threads[-1]
    before = len(thread.history())
    r = await bob.slash(thread, "game join")
    assert r.ephemeral and "You joined game" in texts(r), texts(r)
    assert len(thread.history()) == before
    lobby_post = next(m for m in thread.history() if "lobby" in m.content)
    assert f"<@{bob.id}>" in lobby_post.content and "(2/2 players)" in lobby_post.content
    r = await bob.slash(thread, "game leave")
    assert r.ephemeral and "You left game" in texts(r), texts(r)
    assert len(thread.history()) == before


def read_well(prompt: str) -> bool:
    """A prompt's heading is not repeated ("Your political phase — Your political phase: …") and
    no plural is written "card(s)"."""
    first = re.sub(r"[*_]", "", prompt.splitlines()[1]) if "\n" in prompt else ""
    head, dash, rest = first.partition(" — ")
    assert not (dash and rest.startswith(head)), first
    assert not re.search(r"\w\(s\)", prompt), prompt
    return bool(dash)


@GAMES
async def test_prompts_read_well_and_a_decision_with_nothing_to_decide_is_not_asked(world, game):
    """Issue 28, item 7: a decision whose only answer is the default (declared ``forced``: a Through
    the Ages political phase with nothing to do) costs no DM and no click: the bot takes it at once,
    and the thread's log says so. No prompt repeats its heading or writes "card(s)"."""
    live, thread, player = await running(world, game, seed=3)
    forced_seen = headed = 0
    bot = bot_of(world.env)
    for _ in range(300):
        if live.state.finished:
            break
        assert not any(d.forced for d in pending(live.state)), "a forced decision waits for a person"
        for seat in live.seats:
            fresh = bot.router.prompt(live, seat)
            headed += read_well(fresh[0]) if fresh else 0
        await player.step()
        forced_seen = sum(e.actor == "forced" for e in await bot.db.log(live.id))
        if forced_seen >= 2 and headed >= 10:
            break
    if not forced_seen:
        pytest.skip(f"no decision of {spec(game).title} was forced in these decisions")
    r = await world.spectator.slash(thread, "game log", count=100)
    assert "skipped" in texts(r), texts(r)[-500:]


@GAMES
def test_no_decision_writes_a_plural_as_s(game):
    """Issue 28, item 7: "Discard 1 military card(s)". Every prompt of a few thousand decisions of
    random players (the engine alone: fast) writes its numbers with the noun agreeing."""
    from ai import agent_for
    from engine import apply, new_game

    seats = ["p1", "p2", "p3"]
    for seed in (1, 2):
        g = new_game(seats, None, seed, game=game)
        agents = {s: agent_for("random", seed * 10 + i, game=game) for i, s in enumerate(seats)}
        for _ in range(2500):
            if g.finished:
                break
            decisions = pending(g)
            for d in decisions:
                assert not re.search(r"\w\(s\)", d.prompt), d.prompt
            apply(g, agents[decisions[0].player].act(g, decisions[0]))
