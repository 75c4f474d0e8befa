"""Who reads which language (issue 27, item 3), through simcord.

A game's thread, lobby, status posts and log speak the game's language (chosen at ``/game create``,
the server's by default); a player's ephemeral replies and DMs speak his (his ``/language`` choice,
else his Discord client's); ``/language`` switches; the slash commands carry their localizations;
the secrecy checks hold in another language; and in the pseudo-language every message of the bot's
own that a player reads is marked.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.app import CivBot
from bot.records import public_log
from i18n.catalog import SOURCE, SPOKEN
from tests.bot.driver import Driver
from tests.bot.helpers import bot_of, new_game, start, texts
from tests.bot.secrecy import check_secrecy

# Discord's rule for the name of a command or an option, in every locale.
NAME_RULE = re.compile(r"^[-_\w]{1,32}$")
DESCRIPTION_LIMIT = 100  # characters, for a description and a choice's name


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """The Discord client language of each user (simcord's interactions say "en-US" for everyone),
    and each server's preferred language as the interactions' ``guild_locale``."""
    import simcord.interactions as interactions

    chosen: dict[int, str] = {}
    original = interactions.base_payload

    def base_payload(backend: Any, **kw: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **kw)
        payload["locale"] = chosen.get(kw["user_id"], "en-US")
        if kw.get("guild_id") is not None:
            payload["guild_locale"] = backend.get_guild(kw["guild_id"]).preferred_locale or "en-US"
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", base_payload)
    return chosen


def bot_posts(thread: Any) -> list[Any]:
    return [m for m in thread.history() if m.author.bot]


def dm_texts(user: Any) -> list[str]:
    channel = user.user.dm_channel
    return [m.content for m in channel.history()] if channel is not None else []


async def test_a_game_created_in_danish_posts_its_thread_in_danish(world, locales):
    live, thread = await new_game(world, language="da")
    assert live.row.language == "da"
    lobby = bot_posts(thread)[0]
    assert lobby.content.startswith(f"**Spil #{live.id}**") and "Deltag nedenfor" in lobby.content
    assert [c.label for row in lobby.components for c in row.children] == ["Deltag", "Forlad", "Start"]
    await start(world, thread)
    status = [m for m in bot_posts(thread) if m.embeds][-1]
    assert status.embeds[0].title.startswith("Runde 0 — ")
    assert "Venter på: " in (status.embeds[0].description or "")
    assert "**Startet.**" in bot_posts(thread)[0].content
    # Each player still reads his own language: ann's client is English; the log is the game's.
    r = await world.players[0].slash(thread, "game join")
    assert r.ephemeral and texts(r) == "The game has already started.", texts(r)
    log = await public_log(bot_of(world.env), live)  # the log the thread gets at the end
    assert log[1].startswith("Spillere: "), log[:2]


async def test_the_server_language_is_a_new_games_default(world, locales):
    guild = world.env.create_guild("Svensk server", preferred_locale="sv-SE")
    channel = guild.create_text_channel("civ")
    ann = guild.add_member(world.env.create_user("eva"))
    r = await ann.slash(channel, "game create")
    assert "created" in texts(r), texts(r)  # her client is English
    live = await bot_of(world.env).service.in_thread(channel.threads[-1].id)
    assert live is not None and live.row.language == "sv"
    assert "Gå med nedan" in bot_posts(channel.threads[-1])[0].content


async def test_a_russian_player_gets_russian_replies_and_dms(world, locales):
    bob = world.players[1]
    locales[bob.id] = "ru"
    live, thread = await _game_with(world, joiners=[])
    r = await bob.slash(thread, "game join")
    assert r.ephemeral and texts(r) == f"Вы вошли в игру №{live.id}.", texts(r)
    r = await bob.slash(thread, "game join")
    assert r.ephemeral and texts(r) == "Вы уже вошли в эту игру.", texts(r)
    await world.players[2].slash(thread, "game join")
    await start(world, thread)
    r = await world.players[0].slash(thread, "game end")
    assert "has been ended" in texts(r)  # the thread's language: English
    assert any("Весь журнал и файл сохранения" in t for t in dm_texts(bob)), dm_texts(bob)
    assert any("The whole log and the save file" in t for t in dm_texts(world.players[2]))


async def _game_with(world: Any, joiners: list[Any]) -> tuple[Any, Any]:
    r = await world.players[0].slash(world.channel, "game create", players=3)
    assert r.ephemeral and "#1" in texts(r), texts(r)
    thread = world.channel.threads[-1]
    for p in joiners:
        await p.slash(thread, "game join")
    live = await bot_of(world.env).service.in_thread(thread.id)
    assert live is not None
    return live, thread


async def test_language_shows_chooses_and_returns_to_the_clients(world, locales):
    ann = world.players[0]
    r = await ann.slash(world.channel, "language")
    assert texts(r).startswith("I write to you in English, your Discord app's language"), texts(r)
    r = await ann.slash(world.channel, "language", language="el")
    assert texts(r) == "Από τώρα σου γράφω στα Ελληνικά.", texts(r)
    r = await ann.slash(world.channel, "language")
    assert "όπως επέλεξες" in texts(r), texts(r)
    _live, thread = await _game_with(world, joiners=[])
    r = await ann.slash(thread, "game join")
    assert texts(r) == "Συμμετέχεις ήδη σε αυτό το παιχνίδι.", texts(r)
    r = await ann.slash(world.channel, "language", language="discord")
    assert texts(r) == "From now on I write to you in English.", texts(r)
    assert await bot_of(world.env).languages.chosen(ann.id) is None


async def test_a_language_the_bot_does_not_speak_is_refused_and_changes_nothing(world, locales):
    from bot.languages import spoken_or_refused
    from bot.live_game import BotError

    with pytest.raises(BotError, match="I do not speak 'de'; I speak English, Dansk"):
        spoken_or_refused("de")
    ann = world.players[0]
    try:
        r = await ann.slash(world.channel, "language", language="de")
    except Exception:  # simcord refuses a value that is not one of the choices, as Discord does
        r = None
    if r is not None:
        assert r.ephemeral and "I do not speak 'de'" in texts(r)
    assert await bot_of(world.env).languages.chosen(ann.id) is None


async def test_a_players_choice_outlives_a_restart(world, locales, settings):
    ann = world.players[0]
    await ann.slash(world.channel, "language", language="nl")
    await world.env.restart_bot(CivBot(settings, renderer=bot_of(world.env).renderer))
    r = await ann.slash(world.channel, "mygames")
    assert texts(r).startswith("Je speelt nu in geen enkel spel."), texts(r)


async def test_slash_commands_carry_their_names_and_descriptions_in_each_language(world):
    commands = world.env.backend.commands[None]
    assert commands
    discord_locales = {"da": "da", "ru": "ru", "el": "el", "sv": "sv-SE", "nl": "nl"}
    for (name, _type), cmd in commands.items():
        for lang, locale in discord_locales.items():
            assert NAME_RULE.match(cmd["name_localizations"][locale]), (name, lang)
            assert cmd["description_localizations"][locale] != cmd["description"], (name, lang)
        for item in [cmd, *_options(cmd)]:
            for locale in discord_locales.values():
                localized = item.get("name_localizations", {}).get(locale, item["name"])
                assert NAME_RULE.match(localized) and localized == localized.lower(), item
                described = item.get("description_localizations", {}).get(locale, item["description"])
                assert 1 <= len(described) <= DESCRIPTION_LIMIT, (locale, described)
                for choice in item.get("choices", []):
                    shown = choice.get("name_localizations", {}).get(locale, choice["name"])
                    assert 1 <= len(shown) <= DESCRIPTION_LIMIT, (locale, shown)
    game = next(c for (n, _t), c in commands.items() if n == "game")
    create = next(o for o in game["options"] if o["name"] == "create")
    assert create["name_localizations"]["ru"] == "создать"
    variant = next(o for o in create["options"] if o["name"] == "variant")
    assert {c["name_localizations"]["da"] for c in variant["choices"]} >= {"hele spillet"}


def _options(cmd: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for o in cmd.get("options", []):
        out.append(o)
        out += _options(o)
    return out


TRANSLATED = [lang for lang in SPOKEN if lang != SOURCE]


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_secrets_are_kept_in_every_language(world, locales, lang):
    """The secrecy checks of the 1980 game, with the thread in ``lang`` and a player reading the
    next language (a translation never carries a secret)."""
    live, thread = await new_game(world, variant="short", language=lang)
    reader = TRANSLATED[(TRANSLATED.index(lang) + 1) % len(TRANSLATED)]
    locales[world.players[1].id] = reader  # from now on (the helper reads the English replies)
    live.meta["seed"] = 3
    await start(world, thread)
    driver = Driver(world, live, thread, seed=3)
    for _ in range(400):
        if live.state.finished or live.state.round >= 4:
            break
        await driver.step()
    assert live.state.round >= 3
    await check_secrecy(world, live, thread)


# A bug report stays English on purpose: it is read by the bot's operators. Everything else a
# player reads is a message (a whole game of each game: tests/bot/test_whole_game_in_pseudo.py).
SEAT_LINE = re.compile(r"^\d+\. <@\d+>$")


def all_marked(text: str) -> bool:
    """Every line of ``text`` carries the pseudo-language's markers (a seat line has no words)."""
    return all("⟦" in line for line in text.splitlines() if line.strip() and not SEAT_LINE.match(line))


async def test_the_pseudo_language_leaves_no_message_of_the_bots_own_unmarked(world, locales, monkeypatch):
    import bot.cogs.lifecycle as lifecycle

    monkeypatch.setattr(lifecycle, "server_language", lambda interaction: "qps")  # the game's
    bot = bot_of(world.env)
    ann, bob, cy = world.players
    for p in world.players:
        await bot.languages.choose(p.id, "qps")  # the players' (not offered by /language)
    replies = []
    r = await ann.slash(world.channel, "game create", players=3)
    replies.append(r)
    thread = world.channel.threads[-1]
    live = await bot.service.in_thread(thread.id)
    assert live is not None and live.row.language == "qps"
    for p in (bob, cy):
        replies.append(await p.slash(thread, "game join"))
    replies.append(await bob.slash(thread, "game join"))  # refused: already in
    replies.append(await bob.slash(thread, "game deadline", phase="nowhere", minutes=5))  # not master
    replies.append(await ann.slash(thread, "game deadline", phase="nowhere", minutes=5))  # no phase
    replies.append(await ann.slash(thread, "game players", count=3))
    replies.append(await ann.slash(thread, "game start"))
    replies.append(await cy.slash(thread, "move", **{"from": "atlantis", "to": "crete"}))
    replies.append(await world.spectator.slash(thread, "orders"))  # a spectator: English, refused
    replies.append(await cy.slash(world.channel, "quiet", start="25:00", end="07:00"))
    for r in replies[:-2] + replies[-1:]:
        assert r.ephemeral and all_marked(texts(r)), texts(r)
    assert not all_marked(texts(replies[-2]))  # the spectator reads English
    lobby = bot_posts(thread)[0]
    assert all_marked(lobby.content), lobby.content
    assert all("⟦" in c.label for row in lobby.components for c in row.children)
    status = [m for m in bot_posts(thread) if m.embeds][-1]
    embed = status.embeds[0]
    assert embed.title.startswith("⟦") and all_marked(embed.description or ""), embed.to_dict()
    assert all("⟦" in c.label for row in status.components for c in row.children)
    r = await ann.slash(thread, "game end")
    assert all_marked(texts(r)), texts(r)
    for p in world.players:
        dms = dm_texts(p)
        panels = [t for t in dms if "panel" in t.lower() or "páñél" in t]
        assert panels and all(all_marked(t) for t in panels), panels
        assert any(all_marked(t) and "🏁" in t for t in dms), dms[-2:]


async def test_the_pseudo_language_marks_the_status_the_rules_lookup_and_the_change_runners_refusals(
    world, locales
):
    """The core's own words: ``/game status``, ``/rules`` (an option and a section: the words
    around the rules reference's own text), an AI seat's label, and the change runner's refusals."""
    from bot.live_game import BotError
    from bot.storage import AlreadyDone, StaleGame
    from i18n.catalog import speaking

    bot = bot_of(world.env)
    ann = world.players[0]
    live, thread = await new_game(world, n=2)
    await start(world, thread)
    await bot.languages.choose(ann.id, "qps")
    r = await ann.slash(thread, "game status")
    assert r.ephemeral and all_marked(texts(r)), texts(r)
    r = await ann.slash(thread, "rules", query="calamity_floor")
    meaning = live.rules().option_docs["calamity_floor"].meaning
    said = [line for line in texts(r).splitlines() if line != meaning]
    assert said and all_marked("\n".join(said)), texts(r)
    r = await ann.slash(thread, "rules", query="6.5")
    assert all_marked(texts(r).splitlines()[0]), texts(r)
    live.meta.setdefault("ai_seats", {})[live.seats[1]] = "easy"
    with speaking("qps"):
        assert all_marked(live.ai_label(live.seats[1]))
    del live.meta["ai_seats"][live.seats[1]]
    for raised in (StaleGame, AlreadyDone):

        async def change(raised: type[Exception] = raised) -> None:
            raise raised()

        with speaking("qps"), pytest.raises(BotError) as refused:
            await bot.service.run_locked(live, change)
        assert all_marked(refused.value.message), refused.value.message
