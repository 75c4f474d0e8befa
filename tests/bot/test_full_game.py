"""A whole short game of 3 players through slash commands, buttons, selects and DMs, to its end,
with the secrecy checks run over everything the bot posted: the thread, the DMs, the public log
file taken in the middle of the game, and the files the thread gets at the end (the save file,
which holds every hand, only then). Names, never ids, in every text; at most one notifying DM
per player and phase."""

from __future__ import annotations

import re

from bot.dms import ANSWERED, DEFAULTED, MOVED_ON
from engine.civ.content import trade_cards
from tests.bot.driver import Driver
from tests.bot.helpers import bot_of, new_game, start
from tests.bot.test_names_not_ids import no_ids
from tests.bot.test_player_commands import attachments, file_text
from tests.bot.traffic import SILENT

PROMPT_HEAD = re.compile(r"^\*\*Game #\d+\*\* — round (\d+), ([^·\n]+)")


# A seed whose game (random players) reaches the first short-game line in 117 rounds, 2,755
# actions: about as long as the game of seed 3 was while a player could grow twice in a round.
SEED = 24


async def test_whole_short_game_to_the_finish_keeps_secrets(world):
    live, thread = await new_game(world, variant="short")
    ann = world.players[0]
    await ann.slash(thread, "game option", name="short_finish", value="9")
    live.meta["seed"] = SEED
    await start(world, thread)
    driver = Driver(world, live, thread, seed=SEED)
    middle_log = ""
    for _ in range(6000):
        if live.state.finished:
            break
        if not middle_log and live.state.round == 6:
            r = await world.spectator.slash(thread, "game log")
            middle_log = file_text(world, attachments(r)[0])
            assert not any(a.filename.endswith(".save.json") for m in thread.history() for a in m.attachments)
        await driver.step()
    assert live.state.finished, f"round {live.state.round}"
    assert live.row.status == "finished"
    assert {"MoveLand", "EndMovement", "DoneTrading"} <= set(driver.sent)
    await check_secrecy(world, live, thread, [middle_log])
    check_the_end(world, live, thread)
    check_calm_dms(world, live)


async def public_event_data(world, live) -> set[str]:
    public = set()
    sql = "SELECT data FROM events WHERE game_id = ? AND visible_to IS NULL"
    for (data,) in await bot_of(world.env).db.fetchall(sql, (live.id,)):
        public.add(data)
    return public


async def check_secrecy(world, live, thread, files=()):
    tc = trade_cards()
    tradable = {c.name: c.id for c in tc.calamities.values() if c.tradable}
    public = await public_event_data(world, live)
    channel_msgs = world.channel.history() + thread.history()
    channel_texts = [m.content + " ".join(str(e.to_dict()) for e in m.embeds) for m in channel_msgs]
    for m, text in zip(channel_msgs, channel_texts, strict=True):
        assert all("your hand" not in (e.title or "") for e in m.embeds), text
        assert all(f.name != "Trade cards" for e in m.embeds for f in e.fields), text
    for text in [*channel_texts, *files]:
        assert "×" not in text, text  # card multiplicities appear only in private hands and packets
        for name, cid in tradable.items():
            if name in text:
                assert any(cid in data for data in public), f"{name} named in public before it was public"
        for line in text.splitlines():
            if "Offer #" in line:
                named = [c.name for c in tc.commodities.values() if c.name in line]
                assert len(named) <= 1, line
        no_ids(text)
    for p in world.players:
        seat = live.seat_of(p.id)
        others = [s for s in live.seats if s != seat]
        for m in p.user.dm_channel.history():
            for e in m.embeds:
                assert "your hand" in (e.title or "")
            for other in others:
                assert f"<@{live.controller(other)}>'s hand" not in m.content
            no_ids(m.content)


def check_the_end(world, live, thread) -> None:
    """The thread gets the public log and the save file once the game is over; every player
    learns it by DM, and no prompt keeps a button."""
    files = {a.filename: a for m in thread.history() for a in m.attachments}
    assert {f"game-{live.id}-log.txt", f"game-{live.id}.save.json"} <= set(files)
    log = file_text(world, files[f"game-{live.id}-log.txt"])
    assert "Winners:" in log and "×" not in log
    save = file_text(world, files[f"game-{live.id}.save.json"])
    assert '"format": "civbot-save/' in save and '"actions"' in save
    for p in world.players:
        dms = p.user.dm_channel.history()
        assert any("is over" in m.content for m in dms), [m.content for m in dms[-3:]]
        assert not any(m.components for m in dms), "every prompt was closed"


def check_calm_dms(world, live) -> None:
    """One notifying DM per player and phase (the prompt of that phase), the rest of the phase
    editing it in place; a second only once the first was closed (the phase needed the player
    again after others answered, issue 28): never two open prompts, never a silent reopening."""
    for p in world.players:
        prompts: dict[tuple[int, str], list] = {}
        for m in p.user.dm_channel.history():
            head = PROMPT_HEAD.match(m.content)
            if head and not m.flags.value & SILENT:
                prompts.setdefault((int(head.group(1)), head.group(2).strip()), []).append(m)
        assert prompts
        for phase, messages in prompts.items():
            ordered = sorted(messages, key=lambda m: m.id)
            for earlier in ordered[:-1]:
                closed = earlier.content.splitlines()[-1] in (ANSWERED, DEFAULTED, MOVED_ON)
                assert closed and not earlier.components, (phase, earlier.content)
