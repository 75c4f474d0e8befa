"""What a game played through the bot may show in public, checked by every full-game test: no
text names a hidden card before it was public or shows card multiplicities, nobody's DMs show
another player's hand, and no text shows a raw Discord or area id."""

from __future__ import annotations

import re

from engine.civ.content import board, trade_cards
from i18n.catalog import PSEUDO, SPOKEN, _, speaking
from tests.bot.helpers import bot_of

RAW_ID = re.compile(r"(?<![<@#:/\d])\d{15,}(?![>\d])")


# An area id that is also a common word of a language the bot speaks is no sign of a raw id
# ("van", the area by Lake Van, is Dutch for "of").
WORDS_OF_LANGUAGES = {"van"}
AREA_ID = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(a) for a in sorted(set(board().areas) - WORDS_OF_LANGUAGES, key=len, reverse=True))
    + r")(?![\w-])"
)


def in_every_language(message: str, **params: object) -> set[str]:
    """``message`` as each language says it (a player reads his own: the checks hold in all)."""
    out = set()
    for lang in (*SPOKEN, PSEUDO):
        with speaking(lang):
            out.add(_(message, **params))
    return out


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
    hand_titles = in_every_language("Game #{game} — your hand", game=live.id)
    trade_fields = in_every_language("Trade cards")
    channel_texts = [m.content + " ".join(str(e.to_dict()) for e in m.embeds) for m in channel_msgs]
    for m, text in zip(channel_msgs, channel_texts, strict=True):
        assert all(not (e.title or "").startswith(tuple(hand_titles)) for e in m.embeds), text
        assert all(f.name not in trade_fields for e in m.embeds for f in e.fields), text
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
            for e in m.embeds:  # his own hand panel only
                assert (e.title or "").startswith(tuple(hand_titles)), e.title
            for other in others:
                assert f"<@{live.controller(other)}>'s hand" not in m.content
            no_ids(m.content)
