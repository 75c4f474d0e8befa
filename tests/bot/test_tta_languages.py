"""Through the Ages' own words in the bot speak the reader's language (issue 27, item 4): in the
pseudo-language every line of its DM prompts (political and action phase, the end-of-turn
preview, the answers owed in between), every button, select placeholder and option, the hand
panel and the thread's text table are messages of the catalogue."""

from __future__ import annotations

import re
from typing import Any

from bot.games.tta import present
from bot.games.tta.panel import tta_panel_embed
from bot.text import names_of
from engine import pending
from engine.tta.api import view_for
from i18n.catalog import PSEUDO, speaking
from tests.bot import tta_driver
from tests.bot.helpers import bot_of
from tests.bot.seats import play_until
from tests.bot.tta_driver import TtaDriver


def pseudo_prompt(world: Any, user: Any, game_id: int) -> Any:
    """``tests.bot.helpers.prompt_message`` for a prompt whose header is in the pseudo-language
    (``⟦**Gámé #1** …⟧``): the newest DM to ``user`` with components naming the game."""
    from simcord.results import to_discord_message

    channel = world.env.backend.get_dm_channel(user.id)
    stored = world.env.backend.messages.get(channel.id, {})
    for mid in sorted(stored, reverse=True):
        m = stored[mid]
        if m.components and re.search(rf"#{game_id}\b", m.content or ""):
            return to_discord_message(world.env, m)
    raise AssertionError(f"no prompt in {user.name}'s DMs")


MESSAGE = re.compile(r"⟦[^⟦⟧]*⟧")


def words_outside(text: str) -> str:
    """The letters of ``text`` outside the pseudo-language's markers (a message inside another
    goes with it; a card's text after its name is a message too, not English left over)."""
    while (shorter := MESSAGE.sub("", text)) != text:
        text = shorter
    # A label cut short ("…", Discord's 100 characters) leaves a message open: the rest is in it.
    return "".join(ch for ch in text.partition("⟦")[0] if ch.isalpha())


def marked(text: str) -> bool:
    """Every line carries the pseudo-language's markers."""
    return all("⟦" in line for line in text.splitlines() if line.strip())


def prompts(world: Any) -> list[Any]:
    """Every DM message with components the bot sent the players."""
    out = []
    for p in world.players:
        channel = world.env.backend.get_dm_channel(p.id)
        out += [m for m in world.env.backend.messages.get(channel.id, {}).values() if m.components]
    return out


def component_words(message: Any) -> list[str]:
    """The labels, placeholders, option labels and option descriptions (a card's text) of a stored
    message's components."""
    words = []
    for row in message.components:
        for c in row.get("components", [row]):
            words += [c[k] for k in ("label", "placeholder") if c.get(k)]
            words += [o["label"] for o in c.get("options", []) if not o["label"].startswith("«")]
            words += [o["description"] for o in c.get("options", []) if o.get("description")]
    return words


async def test_the_pseudo_language_marks_every_word_of_the_tta_forms_and_panels(world, monkeypatch):
    import bot.cogs.lifecycle as lifecycle

    monkeypatch.setattr(lifecycle, "server_language", lambda interaction: PSEUDO)
    monkeypatch.setattr(tta_driver, "prompt_message", pseudo_prompt)
    bot = bot_of(world.env)
    for p in world.players:
        await bot.languages.choose(p.id, PSEUDO)
    ann = world.players[0]
    await ann.slash(world.channel, "game create", game="tta", players=3)
    thread = world.channel.threads[-1]
    for p in world.players[1:3]:
        await p.slash(thread, "game join")
    live = await bot.service.in_thread(thread.id)
    assert live is not None and live.row.language == PSEUDO
    live.meta["seed"] = 7
    await ann.slash(thread, "game start")
    driver = TtaDriver(world, live, thread, seed=7)
    kinds: set[str] = set()
    unmarked: set[str] = set()

    def seen() -> bool:
        """After each step: the decisions asked, and every unmarked word of the prompts now."""
        kinds.update(d.kind for d in pending(live.state))
        for m in prompts(world):
            body = [line for line in (m.content or "").splitlines() if "#" not in line]
            unmarked.update(line for line in body if line.strip() and words_outside(line))
            unmarked.update(w for w in component_words(m) if words_outside(w))
        return live.state.round >= 4

    await play_until(driver, seen)
    assert {"tta_political", "tta_action"} <= kinds
    assert not unmarked, sorted(unmarked)[:20]
    with speaking(PSEUDO):
        seat = live.seats[0]
        embed = tta_panel_embed(live.id, view_for(live.state, seat))
        assert marked(embed.title or "") and marked(embed.description or "")
        assert all(marked(f.name or "") for f in embed.fields)
        assert marked(present.header(live))
        assert marked(present.table_text(view_for(live.state, None), names_of(live)))
