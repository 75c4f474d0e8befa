"""A whole game of Advanced Civilization for 3 players through Discord, to the end of its agreed
number of turns (rules reference §4.3, §10.4): every decision is sent through its dedicated DM
form or a slash command, never the generic answer form; the same secrecy checks as the 1980 game
run over every post, DM and file; the thread shows the standings during the game and the full
score table at the end; each hand panel shows the 8-card limit and the points of the moment."""

from __future__ import annotations

import json
import re
from typing import Any

from bot.games.civ.words import nation_name
from engine.civ.advciv.content import trade_cards
from tests.bot.advciv_driver import AdvDriver
from tests.bot.attachments import attachments, file_text
from tests.bot.full_game_checks import check_calm_dms, check_the_end
from tests.bot.helpers import bot_of, custom_ids, new_game, start
from tests.bot.secrecy import no_ids, public_event_data

# A seed whose game (random players) trades (offers, counters, revisions, acceptances), buys
# civilization cards, discards down to 8 and meets a Treachery within 20 turns.
ROUNDS = 20
SEED = 25


async def test_whole_advanced_civilization_game_through_its_forms_keeps_secrets(world):
    live, thread = await new_game(world, game="advciv", turns=ROUNDS)
    assert live.game == "advciv" and live.meta["options"] == {"round_limit": ROUNDS}
    live.meta["seed"] = SEED
    await start(world, thread)
    driver = AdvDriver(world, live, thread, seed=SEED)
    middle_log = ""
    for _ in range(20000):
        if live.state.finished:
            break
        if not middle_log and live.state.round == ROUNDS // 2:
            r = await world.spectator.slash(thread, "game log")
            middle_log = file_text(world, attachments(r)[0])
        await driver.step()
    assert live.state.finished and live.row.status == "finished", f"round {live.state.round}"
    # The game went through trade, purchases and the hand limit, all by their forms.
    played = {"advciv_trade", "advciv_build_cities", "advciv_buy_civ_cards", "discard_cards", "treachery"}
    assert played <= set(driver.kinds), driver.kinds
    assert {"DeclaredOffer", "DeclaredCounter", "Accept", "AdvBuyCivCards", "MoveLand"} <= set(driver.sent)
    await check_advciv_secrecy(world, live, thread, [middle_log])
    check_no_generic_form(world, live)
    check_standings_and_score(world, live, thread)
    check_panels(world, live)
    check_the_end(world, live, thread)
    check_calm_dms(world, live)


async def check_advciv_secrecy(world: Any, live: Any, thread: Any, files: list[str]) -> None:
    """Nothing secret in the channel, the thread or the public log: no card multiplicities, no
    tradable calamity before it was public, offers naming only the cards their owner declared,
    every hand panel in its owner's DMs only, names rather than ids."""
    tc = trade_cards()
    tradable = {c.name: c.id for c in tc.calamities.values() if c.tradable}
    commodities = {c.name for c in tc.commodities.values()}
    public = await public_event_data(world, live)
    declared = declared_cards(await offers(world, live))
    msgs = world.channel.history() + thread.history()
    texts = [m.content + " ".join(str(e.to_dict()) for e in m.embeds) for m in msgs]
    for m, text in zip(msgs, texts, strict=True):
        assert all("your hand" not in (e.title or "") for e in m.embeds), text
        assert all(f.name != "Trade cards" for e in m.embeds for f in e.fields), text
    for text in [*texts, *files]:
        assert "×" not in text, text
        for name, cid in tradable.items():
            if re.search(rf"\b{re.escape(name)}\b", text):
                assert any(cid in data for data in public), f"{name} named in public before it was public"
        for line in text.splitlines():
            offer = re.search(r"Offer #(\d+)", line)
            if offer and "offers" in line:
                named = {c for c in commodities if re.search(rf"\b{c}\b", line)}
                assert named <= declared.get(int(offer.group(1)), set()), line
        no_ids(text)
    for p in world.players:
        seat = live.seat_of(p.id)
        for m in p.user.dm_channel.history():
            for e in m.embeds:
                assert "your hand" in (e.title or "")
            for other in live.seats:
                if other != seat:
                    assert f"<@{live.controller(other)}>'s hand" not in m.content
            no_ids(m.content)


async def offers(world: Any, live: Any) -> list[dict[str, Any]]:
    sql = "SELECT data FROM events WHERE game_id = ? AND visible_to IS NULL AND kind = 'offer_made'"
    return [json.loads(data) for (data,) in await bot_of(world.env).db.fetchall(sql, (live.id,))]


def declared_cards(made: list[dict[str, Any]]) -> dict[int, set[str]]:
    tc = trade_cards()
    return {int(o["id"]): {tc.name(c) for c in o["named"]} for o in made}


def check_no_generic_form(world: Any, live: Any) -> None:
    """Every prompt the players received was a dedicated form: no generic choice, no JSON."""
    for p in world.players:
        for m in p.user.dm_channel.history():
            ops = {i.split(":")[4] for i in custom_ids(m)}
            assert not ops & {"ga", "gc"}, m.content
            assert '{"' not in m.content, m.content


def check_standings_and_score(world: Any, live: Any, thread: Any) -> None:
    embeds = [e for m in thread.history() for e in m.embeds]
    standings = [f for e in embeds for f in e.fields if f.name.startswith("Standings")]
    assert standings, "the status posts show the public standings"
    final = [m.content for m in thread.history() if "Final scores" in m.content]
    assert final, "the thread gets the score table at the end"
    for seat in live.state.players:
        assert nation_name(live.state.ps(seat).nation) in final[0], final[0]
    assert "```" in final[0] and "Total" in final[0]


def check_panels(world: Any, live: Any) -> None:
    for p in world.players:
        panels = [e for m in p.user.dm_channel.history() for e in m.embeds if "your hand" in (e.title or "")]
        assert panels, p.name
        fields = {f.name: f.value for f in panels[-1].fields}
        assert "of 8" in fields["Trade cards"], fields["Trade cards"]
        assert "your final score" in fields["Victory points"], fields["Victory points"]
