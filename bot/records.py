"""A game's records as files: the public log (anyone, at any time) and the save file (only once
the game is over: it holds every action, hands included).

The log is written from the public events alone (``visible_to`` None), in the order they
happened, without the decisions a game master undid, each in the game's own sentence
(``engine.narrate``); players appear by nation and user name.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord

from bot.languages import in_thread
from bot.live_game import ENDED, FINISHED, LiveGame
from bot.text import Names, names_of
from engine import Event, narrator, save_text, spec, view_for
from i18n.catalog import _

if TYPE_CHECKING:
    from bot.app import CivBot

EVERYTHING = 10**9


async def file_names(bot: CivBot, live: LiveGame) -> Names:
    """Names for a text file, where a mention would read "<@123…>": players by user name."""
    shared = names_of(live)
    names = Names(None, dict(shared.controllers), dict(shared.labels))
    names.nations = dict(shared.nations)
    for seat in live.seats:
        uid = live.controller(seat)
        if uid and seat not in names.labels:
            user = bot.get_user(uid)
            names.labels[seat] = (
                f"@{user.name}" if user is not None else _("player {n}", n=live.seats.index(seat) + 1)
            )
    return names


async def public_log(bot: CivBot, live: LiveGame) -> list[str]:
    """Every public event of the game as a sentence, under round and phase headings, in the
    game's language (whoever asks for it)."""
    with in_thread(live):
        return await _public_log(bot, live)


async def _public_log(bot: CivBot, live: LiveGame) -> list[str]:
    names = await file_names(bot, live)
    tells = narrator(live.game)
    undone = {int(e.payload.get("undo", 0)) for e in await bot.db.log(live.id) if e.kind == "undo"}
    title = spec(live.game, offered_only=False).title
    players = ", ".join(names(s) for s in live.seats) or _("none")
    lines = [_("{title} — game #{game}", title=title, game=live.id), _("Players: {players}", players=players)]
    for seq, kind, data in await bot.db.public_events(live.id, EVERYTHING):
        if seq in undone:
            continue
        if not tells.in_log(kind):
            continue
        line = tells.tell(Event(kind, data), names)
        if not line:
            continue
        level = tells.heading(kind)
        if level == 1:
            lines.append("")
        lines.append(line if level else f"  {line}")
    if live.state is not None and live.state.finished:
        winners = view_for(live.state, None, "observer").get("winners", [])
        lines += ["", _("Winners: {players}.", players=names.many(winners) or _("nobody"))]
    return lines


def log_file(live: LiveGame, lines: list[str]) -> discord.File:
    data = ("\n".join(lines) + "\n").encode("utf-8")
    return discord.File(io.BytesIO(data), filename=f"game-{live.id}-log.txt")


async def save_file(bot: CivBot, live: LiveGame) -> discord.File | None:
    """The save file, or None while the game is not over (it holds every hand)."""
    if live.row.status not in (FINISHED, ENDED) or live.state is None:
        return None
    record = await bot.service.record(live.id)
    text = save_text(record, live.state)
    return discord.File(io.BytesIO(text.encode("utf-8")), filename=f"game-{live.id}.save.json")


async def game_files(bot: CivBot, live: LiveGame, with_save: bool = False) -> list[discord.File]:
    files = [log_file(live, await public_log(bot, live))]
    if with_save and (save := await save_file(bot, live)) is not None:
        files.append(save)
    return files
