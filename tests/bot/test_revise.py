"""Revising a trade offer from the trade form (rules 10.5.3, A22, A24): the offer is loaded into
the draft, changed, and sent as a ``Revise``; the engine closes it and opens a new packet."""

from __future__ import annotations

from typing import Any

import pytest

from bot.live_game import BotError, LiveGame
from engine import RuleError
from engine.civ.flow import apply, pending
from engine.civ.state import GameState
from engine.civ.trade_protocol import CounterOffer, MakeOffer, TradeData, open_packets, packet, trade_data
from tests.bot.driver import Driver, find
from tests.bot.forms_kit import Prompt
from tests.bot.helpers import new_game, prompt_message, start, texts, user_of
from tests.engine.card_positions import BASIC, enter_trade


def _data(p: Prompt) -> TradeData:
    assert isinstance(p.g.data, TradeData)
    return p.g.data


def _incoming(p: Prompt, seat: str) -> list[dict[str, object]]:
    [d] = [x for x in pending(p.g) if x.player == seat]
    return list(d.options["incoming"])


def test_10_5_revise_my_offer_changes_what_others_see_and_opens_a_new_packet() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    apply(g, CounterOffer("p2", 1, ("bronze", "bronze", "cloth"), "cloth"))
    p = Prompt(g, "p1", "trade")
    assert "revise=1" in p.values("ta")
    p.click("ta", "revise=1")
    assert "✏️ Draft revising your offer #1 to everyone: Grain, Salt×2." in p.content()
    assert p.item("ts").label == "Send revision"  # type: ignore[attr-defined]
    # The offer's own cards can be used again: Hides and Ochre are free, Salt and Grain are its own.
    assert sorted(v.partition("#")[0] for v in p.values("tp")) == sorted(BASIC["p1"])
    p.click("tp", "salt#0", "hides#0", "ochre#0")
    assert p.draft["trade"]["named"] == "salt"
    p.click("tn", "hides")
    assert "revising your offer #1" in p.content() and "including Hides" in p.content()
    p.act("ts")
    d = _data(p)
    # The engine closes #1 ("revised"), lapses the counter that answered it, and opens #3.
    assert packet(d, 1).status == "revised" and packet(d, 2).status == "lapsed"
    new = packet(d, 3)
    assert (new.owner, new.to, new.status, new.reply_to) == ("p1", None, "open", None)
    assert sorted(new.cards) == ["hides", "ochre", "salt"] and new.named == "hides"
    [seen] = [o for o in _incoming(p, "p2") if o["from"] == "p1"]
    assert (seen["id"], seen["cards"], seen["named"]) == (3, 3, "hides")
    assert "hand_cards" not in seen
    # p1's prompt now lists #3 only, and offers to revise it.
    p2 = Prompt(g, "p1", "trade")
    assert "revise=3" in p2.values("ta") and "revise=1" not in p2.values("ta")


def test_10_5_revising_a_counter_keeps_its_addressee_and_reply() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", "p2", ("salt", "salt", "grain"), "salt"))
    p = Prompt(g, "p2", "trade")
    p.click("ta", "counter=1")
    p.click("tp", "bronze#0", "bronze#1", "cloth#0")
    p.click("tn", "cloth")
    p.act("ts")
    p.click("ta", "revise=2")
    assert "revising your offer #2 to " in p.content()
    p.click("tp", "bronze#0", "cloth#0", "iron#0")
    p.click("tn", "iron")
    p.act("ts")
    d = _data(p)
    assert packet(d, 2).status == "revised"
    new = packet(d, 3)
    assert (new.to, new.reply_to, new.named) == ("p1", 1, "iron")
    [seen] = _incoming(p, "p1")
    assert seen["id"] == 3 and seen["can_accept"]


def test_10_5_revise_refusals_and_leaving_the_revision() -> None:
    g, _ = enter_trade(BASIC)
    apply(g, MakeOffer("p1", None, ("salt", "salt", "grain"), "salt"))
    p = Prompt(g, "p1", "trade")
    with pytest.raises(BotError, match="not an open offer of yours"):
        p.click("ta", "revise=7")
    p.click("ta", "revise=1")
    # Choosing an addressee starts a new offer instead: the draft no longer revises #1.
    p.click("ta", "to=p2")
    assert "revising" not in p.content() and "Draft" not in p.content()
    p.click("ta", "revise=1")
    # The engine refuses a revision of fewer than 3 cards, with its reason; nothing changes.
    p.click("tp", "salt#0", "hides#0", "ochre#0")
    p.draft["trade"]["cards"] = ["salt", "hides"]
    outcome = p.click("ts")
    with pytest.raises(RuleError, match="at least 3 cards"):
        apply(g, outcome.build(g, "p1"))  # type: ignore[union-attr]
    assert packet(_data(p), 1).status == "open"


def test_10_5_trade_cards_beyond_25_added_one_at_a_time() -> None:
    hand = ["salt"] * 9 + ["grain"] * 8 + ["cloth"] * 7 + ["bronze"] * 6
    g, _ = enter_trade({"p1": hand, "p2": ["ochre", "ochre", "hides", "iron"], "p3": BASIC["p3"]})
    p = Prompt(g, "p1", "trade")
    assert p.pages("tp") == [1]
    p.turn_page("tp", 1)
    late = p.values("tp")
    assert all(v.startswith(("grain", "salt")) for v in late)
    p.click("tp", late[-1])
    p.turn_page("tp", 0)
    p.click("tp", "bronze#0")
    p.click("tp", "cloth#0")
    assert "Draft offer to everyone: Bronze, Cloth, Salt." in p.content()
    p.click("tn", "cloth")
    p.click("tr")
    assert p.draft["trade"]["cards"] == [] and p.draft["trade"]["named"] == ""
    for v in ("bronze#0", "bronze#0", "cloth#0"):
        p.click("tp", v)
    p.click("tn", "bronze")
    p.act("ts")
    new = packet(_data(p), 1)
    assert sorted(new.cards) == ["bronze", "bronze", "cloth"] and new.named == "bronze"


# -- through Discord ---------------------------------------------------------------------------


def _select_values(message: Any, op: str) -> list[str]:
    for row in message.components:
        for c in getattr(row, "children", [row]):
            if getattr(c, "custom_id", "") == find(message, op):
                return [o.value for o in c.options]
    raise AssertionError(op)


def _state(live: LiveGame) -> GameState:
    assert live.state is not None
    return live.state


async def test_revise_an_offer_by_dm_clicks_end_to_end(world: Any) -> None:
    live, thread = await new_game(world, variant="short")
    live.meta["seed"] = 3
    await start(world, thread)
    driver = Driver(world, live, thread, seed=3)
    owner, offer = "", 0
    for _ in range(3000):
        g = _state(live)
        if g.phase == "trade":
            traders = {d.player for d in pending(g)}
            mine = [p for p in open_packets(trade_data(g)) if p.owner in traders]
            if mine:
                owner, offer = mine[0].owner, mine[0].id
                break
        await driver.step()
    assert offer, "no open offer reached in trade"
    user = user_of(world, live, owner)
    msg = prompt_message(world, user, live.id)
    assert f"revise={offer}" in _select_values(msg, "ta")
    await user.user.select(msg, [f"revise={offer}"], custom_id=find(msg, "ta"))
    msg = prompt_message(world, user, live.id)
    assert f"Draft revising your offer #{offer}" in msg.content
    # A new packet: the last three cards the pool offers (the offer's own cards are in it).
    pool = [v for v in _select_values(msg, "tp") if not v.startswith("~page=")]
    cards = pool[-3:]
    await user.user.select(msg, cards, custom_id=find(msg, "tp"))
    msg = prompt_message(world, user, live.id)
    commodities = _select_values(msg, "tn")
    await user.user.select(msg, commodities[:1], custom_id=find(msg, "tn"))
    msg = prompt_message(world, user, live.id)
    version, next_id = live.version, trade_data(_state(live)).next_id
    r = await user.user.click(msg, custom_id=find(msg, "ts"))
    assert live.version > version, texts(r)
    d = trade_data(_state(live))
    new = d.packets[-1]
    assert packet(d, offer).status == "revised"
    # The revision is a new packet with the engine's next id, owned by the same player.
    assert (new.owner, new.named, new.id, new.status) == (owner, commodities[0], next_id, "open")
    assert sorted(new.cards) == sorted(v.partition("#")[0] for v in cards)
    # The others see the new offer's public facts in their prompts, never its cards.
    for seat in live.seats:
        if seat == owner or seat not in {x.player for x in pending(_state(live))}:
            continue
        other = prompt_message(world, user_of(world, live, seat), live.id)
        assert f"Offer #{new.id} from" in other.content
        assert f"Offer #{offer} from" not in other.content
        assert "revise=" + str(new.id) not in _select_values(other, "ta")
