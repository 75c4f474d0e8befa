"""A whole game of every offered game through the bot in the pseudo-language (issue 27): the
thread, the DMs, their forms (buttons, selects, options), the hand panels and the status posts
show no word that missed the message catalogue.

The pseudo-language accents every a, c, e, i, n, o, u and y of a message (``i18n.catalog.pseudo``)
but not the values filled into its placeholders, so a word with one of those letters left plain
is a text that never went through the catalogue — outside a marked message or inside one (an
English reason filled into a translated frame) — unless it is a printed name of the game (its
glossary's areas, nations, cards...), a person's name, a mention, a Roman numeral, or a rules
option as it is typed in ``/game configure`` (``variant=full``).

One person plays the first decisions through Discord (a random legal player sending each by its
DM form), then a game master gives his seat to an AI and the AI seats play to the end.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

import i18n
from bot.change_runner import AUTO_GRACE
from engine import offered_games
from i18n.catalog import SOURCE
from tests.bot.games import Player
from tests.bot.helpers import bot_of, texts

WORD = re.compile(r"[^\W\d_]{2,}")
ROMAN = re.compile(r"[IVX]+")
MENTION = re.compile(r"<[@#][!&]?\d+>|<t:\d+(:\w)?>|https?://\S+")
ACCENTED_BY_PSEUDO = set("aceinouyAEINOUY")
PERSON_DECISIONS = 40  # decisions the person sends through his DM forms before the AI takes over


def printed_names(game: str) -> set[str]:
    """The words of the game's printed terms (not the glossary's general words, which are said
    through messages)."""
    if game not in i18n.GAMES:
        return set()
    terms = i18n.glossary(SOURCE, game)["terms"]
    return {
        w.lower()
        for category, entries in terms.items()
        if category != "terms"
        for entry in entries.values()
        for w in WORD.findall(entry["text"])
    }


def plain_words(text: str, allowed: set[str]) -> list[str]:
    """The words of ``text`` that did not pass through the catalogue."""
    text = MENTION.sub(" ", text)
    return [
        w
        for w in WORD.findall(text)
        if w.lower() not in allowed and not ROMAN.fullmatch(w) and any(c in ACCENTED_BY_PSEUDO for c in w)
    ]


def stored_texts(message: Any) -> Iterator[str]:
    """Everything a reader sees of a stored message: its text, embeds and components."""
    yield message.content or ""
    for embed in message.embeds or []:
        yield from (embed.get("title") or "", embed.get("description") or "")
        yield (embed.get("footer") or {}).get("text") or ""
        for f in embed.get("fields", []):
            yield from (f.get("name") or "", f.get("value") or "")
    for row in message.components or []:
        for c in row.get("components", [row]):
            yield from (c.get(k) or "" for k in ("label", "placeholder"))
            for option in c.get("options", []):
                yield from (option.get("label") or "", option.get("description") or "")


def unmarked(world: Any, allowed: set[str]) -> list[str]:
    found = []
    for messages in world.env.backend.messages.values():
        for message in messages.values():
            for text in stored_texts(message):
                for line in text.splitlines():
                    if plain_words(line, allowed):
                        found.append(line)
    return sorted(set(found))


@pytest.mark.long(15)
# The AI seats play the rest of the game in one go (2-3 s on a quiet machine). The settle's
# deadline stays under the scheduler's wake-up of AI seats (AUTO_GRACE after a change): a settle
# waits in real time for every bot timer due before its deadline, and with 120 s it waited 60 s.
@pytest.mark.simcord(settle_timeout=AUTO_GRACE * 0.75)
@pytest.mark.parametrize("game", [g.id for g in offered_games()])
async def test_a_whole_game_in_the_pseudo_language_shows_nothing_unmarked(world, monkeypatch, game):
    import bot.cogs.lifecycle as lifecycle

    monkeypatch.setattr(lifecycle, "server_language", lambda interaction: "qps")  # the thread's
    bot = bot_of(world.env)
    for p in world.players:
        await bot.languages.choose(p.id, "qps")  # each player's DMs and replies
    ann = world.players[0]
    await ann.slash(world.channel, "game create", game=game, players=3)
    thread = world.channel.threads[-1]
    for _ in range(2):
        await ann.slash(thread, "game ai", strength="normal")
    live = await bot.service.in_thread(thread.id)
    assert live is not None and live.row.language == "qps" and len(live.meta["seats"]) == 3
    live.meta["seed"] = 4
    await ann.slash(thread, "game start")
    assert live.state is not None
    player = Player(world, live, thread, seed=4)
    for _ in range(PERSON_DECISIONS):
        if live.state.finished or player.human_decision() is None:
            break
        await player.step()
    r = await ann.slash(thread, "gm ai", player=ann, strength="normal")
    await bot.service.settle()
    assert live.state.finished, (texts(r), live.state.round)
    allowed = printed_names(game) | {w.lower() for p in world.players for w in WORD.findall(p.name)}
    allowed |= {
        w.lower() for w in WORD.findall(world.guild.name + " " + world.channel.name + " " + thread.name)
    }
    # The rules options are shown as they are typed in /game configure (name=value).
    options = {**live.rules().option_docs, **live.meta["options"]}
    allowed |= {
        w.lower()
        for k, v in options.items()
        for w in WORD.findall(f"{k} {v}" if k in live.meta["options"] else k)
    }
    assert unmarked(world, allowed) == []
