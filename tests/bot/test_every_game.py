"""Every shared path of the bot, tried on every offered game (issue 28): the commands a player or a
game master uses, the status post, the hand panel, pictures and their file names, AI seats, the
deadlines' defaults and restarts. Written over ``engine.offered_games()``: a game added later is
covered without editing this file (its driver is one line in ``tests/bot/games.py``)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from engine import pending, spec
from tests.bot.games import Player, lobby, offered_ids
from tests.bot.helpers import bot_of, start, texts

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
