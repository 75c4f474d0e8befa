"""Market's decision forms in Discord DMs: a select of the goods in hand and a Pass button for
the offers, a button per good drawn for keeping one. Each form reads its decision's typed
options; each answer builds the engine's action (the rules judge it)."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Form, FormTable, Outcome, need
from bot.live_game import BotError
from tests.market.declared import BID, KEEP, BidOptions, KeepOptions
from tests.market.state import Keep, Offer, Pass, good


def offer_form(ctx: Ctx) -> Form:
    hand = ctx.decision.options_as(BidOptions).hand
    items: list[discord.ui.Item[Any]] = []
    if hand:
        goods = [(str(c), f"{good(c)} ({c})") for c in sorted(set(hand), reverse=True)]
        items.append(ctx.select("mko", goods, "Offer a good…"))
    items.append(button("Pass and draw two", ctx.id("mkp")))
    held = ", ".join(good(c) for c in hand) or "no goods"
    return Form(f"{ctx.decision.prompt}\nYou hold: {held}.", items)


def offered(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    card = need(values)[0]
    if not card.isdigit():
        raise BotError("Choose a good from the list.")
    return Act(lambda g, seat: Offer(seat, int(card)))


def passed(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: Pass(seat))


def keep_form(ctx: Ctx) -> Form:
    drawn = ctx.decision.options_as(KeepOptions).drawn
    keep = sorted(set(drawn), reverse=True)
    items = [button(f"Keep {good(c)}", ctx.id("mkk", str(c)), discord.ButtonStyle.primary) for c in keep]
    return Form(ctx.decision.prompt, items)


def kept(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if not args or not args[0].isdigit():
        raise BotError("Choose one of the goods you drew.")
    return Act(lambda g, seat: Keep(seat, int(args[0])))


# Market's forms by kind, and each component's operation: (the decision kind it answers, what it
# does); the game's own table (``DiscordGame.forms``), as a game's folder would declare it.
FORMS = FormTable(
    forms={BID: offer_form, KEEP: keep_form},
    ops={"mko": (BID, offered), "mkp": (BID, passed), "mkk": (KEEP, kept)},
)
