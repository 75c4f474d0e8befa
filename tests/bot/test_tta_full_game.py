"""A whole game of Through the Ages through Discord: two human players (a computer player decides
for each, its decisions sent with the DM prompt's buttons and selects) and an AI seat, to the
end, with the secrecy checks run over every thread post and every DM after every step: no hand,
no military card and no prepared event is ever shown to anyone who may not know it."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import pytest

from engine.tta.cards import cards
from engine.tta.texts import name
from tests.bot.helpers import bot_of, start, texts
from tests.bot.tta_driver import TtaDriver

MILITARY_NAMES: dict[str, set[str]] = defaultdict(set)
for _cid, _c in cards().items():
    if _c.deck == "military":
        MILITARY_NAMES[name(_cid)].add(_cid)
        MILITARY_NAMES[_c.name].add(_cid)
NAME_PATTERN = re.compile(
    r"\b(" + "|".join(sorted((re.escape(n) for n in MILITARY_NAMES), key=len, reverse=True)) + r")(?![\w(])"
)


def named_military(text: str) -> set[str]:
    """The military card names a text shows."""
    return {m.group(1) for m in NAME_PATTERN.finditer(text)}


def message_text(m: Any) -> str:
    return (m.content or "") + " ".join(str(e.to_dict()) for e in m.embeds)


class Secrets:
    """Who may know which military card, from the events stored so far, and every message
    checked once against what was known when it was posted."""

    def __init__(self, world: Any, live: Any, thread: Any) -> None:
        self.w, self.live, self.thread = world, live, thread
        self.seen_ids: set[int] = set()
        self.public: set[str] = set()
        self.private: dict[str, set[str]] = defaultdict(set)
        self.held: dict[str, set[str]] = defaultdict(set)
        self.checked = 0

    async def learn(self) -> None:
        db = bot_of(self.w.env).service.db
        for e in await db.events_since(self.live.id, 0):
            ids = _card_ids(e.data)
            if e.visible_to is None:
                self.public |= ids
            else:
                for p in e.visible_to:
                    self.private[p] |= ids
        g = self.live.state
        for p in g.players:
            self.held[p] |= set(g.ps(p).civil_hand) | set(g.ps(p).military_hand)

    def allowed(self, name_: str, viewer: str | None) -> bool:
        ids = MILITARY_NAMES[name_]
        known = self.public | (self.private[viewer] | self.held[viewer] if viewer else set())
        return bool(ids & known)

    async def check(self) -> None:
        await self.learn()
        for m in [*self.w.channel.history(), *self.thread.history()]:
            if m.id in self.seen_ids:
                continue
            self.seen_ids.add(m.id)
            text = message_text(m)
            assert all("your hand" not in (e.title or "") for e in m.embeds), text
            for n in named_military(text):
                assert self.allowed(n, None), f"{n} named in the thread before it was public: {text[:300]}"
            self.checked += 1
        for p in self.w.players:
            seat = self.live.seat_of(p.id)
            if seat is None or p.user.dm_channel is None:
                continue
            for m in p.user.dm_channel.history():
                if m.id in self.seen_ids:
                    continue
                self.seen_ids.add(m.id)
                text = message_text(m)
                for n in named_military(text):
                    assert self.allowed(n, seat), f"{n} shown to {seat}, who may not know it: {text[:300]}"
                for e in m.embeds:
                    for f in e.fields:
                        shown = {c for c in cards() if name(c) in f.value and len(name(c)) > 4}
                        # A panel lists only cards its owner has held.
                        assert all(c in self.held[seat] or name(c) in _ambiguous(c) for c in shown), (
                            seat,
                            f.value,
                        )
                self.checked += 1


def _ambiguous(cid: str) -> set[str]:
    """Names that are part of another card's name (their mention proves nothing)."""
    me = name(cid)
    return {me} if any(me in name(o) and o != cid for o in cards()) else set()


def _card_ids(data: Any) -> set[str]:
    out: set[str] = set()
    if isinstance(data, str):
        if data in cards():
            out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            out |= _card_ids(v)
    elif isinstance(data, list):
        for v in data:
            out |= _card_ids(v)
    return out


async def test_two_humans_and_an_ai_play_a_whole_game_keeping_every_secret(world):
    ann = world.players[0]
    r = await ann.slash(world.channel, "game create", game="tta", players=3)
    assert "created" in texts(r), texts(r)
    thread = world.channel.threads[-1]
    r = await world.players[1].slash(thread, "game join")
    assert "joined" in texts(r)
    r = await ann.slash(thread, "game ai", strength="normal")
    assert "joined" in texts(r), texts(r)
    live = await bot_of(world.env).service.in_thread(thread.id)
    live.meta["seed"] = 7
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=7)
    secrets = Secrets(world, live, thread)
    for _ in range(3000):
        if live.state.finished:
            break
        await driver.step()
        await secrets.check()
    assert live.state.finished, f"round {live.state.round}"
    assert live.row.status == "finished"
    await secrets.check()
    assert {"tta_action", "tta_political"} <= set(driver.kinds)
    assert {"tta_take_card", "tta_end_actions", "tta_pass_political"} <= set(driver.sent)
    history = [m.content for m in thread.history()]
    assert any("AI (normal)" in t for t in history)
    assert any("The game is over" in t for t in history)
    assert secrets.checked > 100
    print(f"decisions sent: {sum(driver.sent.values())}, kinds: {dict(driver.kinds)}")


async def test_the_secrecy_checks_catch_a_military_card_named_too_soon(world):
    """The checks above are not vacuous: a thread post naming a card in a hand, or a DM naming
    a card of another player's hand, is caught."""
    ann = world.players[0]
    await ann.slash(world.channel, "game create", game="tta", players=2)
    thread = world.channel.threads[-1]
    await world.players[1].slash(thread, "game join")
    live = await bot_of(world.env).service.in_thread(thread.id)
    await start(world, thread)
    driver = TtaDriver(world, live, thread, seed=1)
    secrets = Secrets(world, live, thread)
    while not any(live.state.ps(p).military_hand for p in live.state.players):
        await driver.step()
    await secrets.check()
    holder = next(p for p in live.state.players if live.state.ps(p).military_hand)
    secret = next(
        c
        for c in live.state.ps(holder).military_hand
        if not MILITARY_NAMES[name(c)] & secrets.public and len(MILITARY_NAMES[name(c)]) == 1
    )
    await bot_of(world.env).notifier.post(live, f"Leak: {name(secret)}")
    with pytest.raises(AssertionError, match="before it was public"):
        await secrets.check()
    other = next(p for p in world.players[:2] if live.seat_of(p.id) != holder)
    await bot_of(world.env).notifier.dm(live, other.id, f"Leak: {name(secret)}")
    with pytest.raises(AssertionError, match="may not know it"):
        await secrets.check()
