"""What a game played through the bot may show in public, checked by every full-game test: no
text names a hidden card before it was public or shows card multiplicities, nobody's DMs show
another player's hand, and no text shows a raw Discord or area id."""

from __future__ import annotations

import re

from engine.civ.content import board, trade_cards
from tests.bot.helpers import bot_of

RAW_ID = re.compile(r"(?<![<@#:/\d])\d{15,}(?![>\d])")


AREA_ID = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(a) for a in sorted(board().areas, key=len, reverse=True))
    + r")(?![\w-])"
)


def no_ids(text: str) -> None:
    assert not RAW_ID.search(text), f"a raw Discord id in: {text}"
    assert not AREA_ID.search(text), f"a raw area id in: {text}"


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
