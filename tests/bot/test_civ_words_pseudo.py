"""The Civilization family's own words in the bot (``bot/games/civ``) all come from the message
catalogue (issue 27): a Civilization and an Advanced Civilization game played through simcord in
the pseudo-language ``qps`` (every message wrapped in ⟦ ⟧) show only marked text in every DM form
(its text, buttons, selects and their choices), hand panel, header, summary, status field and
final table of the game's folder, through a whole round of phases.

Only the printed names of areas, nations, cards, card groups, flood plains and volcanoes may
stand unmarked (names and numbers are never required to carry markers); the decision's prompt
and a refusal shown as "⚠️ <reason>" are the engine's messages and carry the markers too.

And a Russian sample reads right: plural forms, the glossary's word for a token, a name kept in
the nominative.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest

from bot.games import DISCORD
from bot.games.civ.advciv.words import card_name as advciv_card_name
from bot.records import EVERYTHING
from bot.text import names_of
from engine import Event, pending, view_for
from engine.civ.advciv import content as advciv_content
from engine.civ.api import (
    area_name,
    board,
    civ_cards,
    nation_name,
    place_name,
    setup,
    ship_name,
    trade_cards,
)
from engine.civ.api import civ1980_card_name as civ_card_name
from i18n import glossary
from i18n.catalog import speaking
from tests.bot.advciv_driver import AdvDriver
from tests.bot.driver import Driver
from tests.bot.helpers import bot_of, prompt_message

# Seeds and rounds enough for cities, trade, purchases and calamities to come up with random players
# (the seeds of the full-game tests).
ROUNDS = 20
SEEDS = {"civ1980": 24, "advciv": 25}
# The decisions those games meet (their forms are checked the first time each comes up).
PLAYED = {
    "civ1980": {
        "choose_nation",
        "ships",
        "movement",
        "build_cities",
        "trade",
        "buy_civ_cards",
        "return_cards",
    },
    "advciv": {
        "choose_nation",
        "movement",
        "advciv_build_cities",
        "advciv_trade",
        "discard_cards",
        "treachery",
    },
}
MENTION = re.compile(r"<@\d+>|@\w+")
WORD = re.compile(r"[^\W\d_]")  # a letter of any alphabet


def printed_names() -> list[str]:
    """Every name a text of the folder may show unmarked, longest first (so that "Upper Egypt"
    goes before "Egypt"): areas, nations, both games' cards, card groups, plains and volcanoes."""
    b = board()
    cards = {nation_name(n) for n in setup().nations}
    tc = trade_cards()
    for c in [*tc.commodities, *tc.calamities, *civ_cards().cards]:
        cards.add(civ_card_name(c))
    adv = advciv_content.trade_cards()
    for c in [*adv.commodities, *adv.calamities, *advciv_content.civ_cards().cards]:
        cards.add(advciv_card_name(c))
    groups = {e["text"] for e in glossary("en", "advciv")["terms"]["card_groups"].values()}
    names = {area_name(a) for a in b.areas} | cards | groups
    names |= {place_name(p) for p in [*b.volcanoes, *b.flood_plains]}
    names |= {ship_name(f"ship-{k}") for k in range(1, 10)}  # "ship 2": the engine's name of a ship
    return sorted(names, key=len, reverse=True)


def marked(text: str, names: Iterable[str]) -> bool:
    """Each line carries the markers, or says nothing but names, mentions and numbers."""
    for line in text.splitlines():
        if "⟦" in line or not line.strip():
            continue
        rest = MENTION.sub("", line)
        for name in names:
            rest = rest.replace(name, "")
        if WORD.search(rest):
            return False
    return True


def unmarked_in_form(message: Any, names: list[str]) -> list[str]:
    """The lines and components of a DM form that miss the markers."""
    out = []
    for line in (message.content or "").splitlines():
        if not marked(line, names):
            out.append(line)
    for row in message.components:
        for c in getattr(row, "children", [row]):
            for text in [getattr(c, "label", None), getattr(c, "placeholder", None)]:
                if text and not marked(text, names):
                    out.append(text)
            for option in getattr(c, "options", []):
                if not marked(option.label, names):
                    out.append(option.label)
    return out


def unmarked_in_embeds(message: Any, names: list[str]) -> list[str]:
    out = []
    for embed in message.embeds:
        texts = [embed.title or "", embed.description or ""]
        texts += [t or "" for f in embed.fields for t in (f.name, f.value)]
        out += [t for t in texts if not marked(t, names)]
    return out


async def game_in_qps(world: Any, monkeypatch: pytest.MonkeyPatch, game: str) -> tuple[Any, Any]:
    import bot.cogs.lifecycle as lifecycle

    monkeypatch.setattr(lifecycle, "server_language", lambda interaction: "qps")  # the thread's
    bot = bot_of(world.env)
    for p in world.players:
        await bot.languages.choose(p.id, "qps")  # each player's DMs and replies
    await world.players[0].slash(world.channel, "game create", players=3, game=game)
    thread = world.channel.threads[-1]
    for p in world.players[1:]:
        await p.slash(thread, "game join")
    live = await bot.service.in_thread(thread.id)
    assert live is not None and live.row.language == "qps" and live.game == game
    live.meta["seed"] = SEEDS[game]
    await world.players[0].slash(thread, "game start")
    assert live.state is not None
    return live, thread


@pytest.mark.parametrize("game, make_driver", [("civ1980", Driver), ("advciv", AdvDriver)])
async def test_a_civilization_game_in_the_pseudo_language_marks_every_word_of_its_folder(
    world, monkeypatch, game, make_driver
):
    live, thread = await game_in_qps(world, monkeypatch, game)
    names = printed_names()
    play = make_driver(world, live, thread, seed=SEEDS[game])
    kinds, missed = set(), []
    # A whole round of phases: from the nations' choice to the start of round 3.
    for _ in range(20000):
        g = live.state
        if g.finished or g.round >= ROUNDS:
            break
        d = pending(g)[0]
        user = next(p for p in world.players if p.id == live.controller(d.player))
        form = prompt_message(world, user, live.id)
        if d.kind not in kinds:
            kinds.add(d.kind)
            missed += [(d.kind, line) for line in unmarked_in_form(form, names)]
        await play.step()
    assert live.state.round >= ROUNDS, live.state.round
    assert PLAYED[game] <= kinds, kinds
    assert not missed, missed
    game_parts = DISCORD[game]
    with speaking("qps"):
        names_now = names_of(live)
        assert marked(game_parts.header(live), names)
        for seat in live.seats:  # every hand panel, as its owner reads it
            embed = game_parts.panel(live.id, view_for(live.state, seat))
            texts = [embed.title or "", embed.description or ""]
            texts += [t or "" for f in embed.fields for t in (f.name, f.value)]
            assert all(marked(t, names) for t in texts), embed.to_dict()
        view = view_for(live.state, None, "observer")
        assert marked(game_parts.table_text(view, names_now), names)
        for title, value in game_parts.status_fields(view, names_now):
            assert marked(title, names) and marked(value, names), (title, value)
        events = [
            Event(kind, data)
            for _seq, kind, data in await bot_of(world.env).db.public_events(live.id, EVERYTHING)
        ]
        summary = game_parts.lines(events, names_now)  # the narrator's sentences among them
        assert summary and all(marked(s, names) for s in summary), [
            s for s in summary if not marked(s, names)
        ]
    # Each player's DMs: every hand panel the bot posted, in his language.
    for p in world.players:
        channel = p.user.dm_channel
        panels = [m for m in channel.history() if m.embeds] if channel is not None else []
        assert panels, p.name
        for m in panels:
            assert not unmarked_in_embeds(m, names), unmarked_in_embeds(m, names)


def test_a_russian_sample_reads_right():
    """Russian plural forms (one, few, many), the glossary's token («жетон»), a name kept in the
    nominative after a noun («в области {area}»)."""
    from bot.games.civ.advciv.words import group_name
    from i18n.catalog import _, n_

    with speaking("ru"):
        assert [n_("{n} token", "{n} tokens", k) for k in (1, 3, 5, 21)] == [
            "1 жетон",
            "3 жетона",
            "5 жетонов",
            "21 жетон",
        ]
        assert _("Ship {ship} in {area}", ship="2", area="Крит") == "Корабль 2 в области Крит"
        assert group_name("crafts") == "Ремесла"  # the seed's word (001 §2.6)
        assert _("⚠️ {card} (calamity)", card="Голод") == "⚠️ Голод (бедствие)"
    with speaking("da"):
        assert group_name("civics") == "Samfundslære"  # 000 §32.8
        assert _("Treasury") == "Finans"  # the glossary's word (000 §11.2)
    with speaking("el"):
        assert _("Total set value: **{total}**", total=7) == "Συνολική αξία σετ: **7**"
    with speaking("sv"):
        assert [n_("{n} city", "{n} cities", k) for k in (1, 4)] == ["1 stad", "4 städer"]
    with speaking("nl"):
        assert _("Back") == "Terug"
