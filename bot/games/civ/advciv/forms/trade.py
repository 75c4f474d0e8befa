"""Advanced Civilization's trade in DMs (phase 10; rules reference §7.6, 000 §28-29.3).

A packet holds at least 3 cards; its owner declares at least two of them by name, truthfully,
and nothing else: no value, and the other cards may be anything, a tradable calamity included
(passed on, it strikes whoever holds it when trading ends). The draft is the 1980 form's
(cards, addressee, counter, revision), with a declaration of several cards instead of one
named commodity; addressing, answering, revising, resetting and "done" are the 1980 form's
operations, which redraw this form.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.forms.generic import ADD
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.advciv.words import (
    card_instances,
    cards_text,
    instance_cards,
    is_tradable_calamity,
    named_text,
    set_value,
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.trade import (
    _answers,
    _draft,
    _mine,
    _pool,
    deal_lines,
    draft_target,
    offer_status,
    trade_answer,
    trade_done,
    trade_reset_cards,
)
from bot.live_game import BotError
from engine.civ.advciv.api import DeclaredCounter, DeclaredOffer, DeclaredRevise, DeclaredTradeChoice
from i18n.catalog import _, n_

KIND = "advciv_trade"
SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary

# The 1980 form's operations, under names of this kind.
ADVCIV.op("ata", KIND)(trade_answer)
ADVCIV.op("atd", KIND)(trade_done)
ADVCIV.op("atr", KIND)(trade_reset_cards)


def draft(ctx: Ctx) -> dict[str, Any]:
    """The packet being drafted; ``named`` is the list of declared cards (the shared operations
    reset it to the 1980 form's empty name)."""
    d = _draft(ctx)
    if not isinstance(d["named"], list):
        d["named"] = []
    return d


def draft_line(ctx: Ctx, d: dict[str, Any]) -> str:
    declared = named_text(d["named"]) if d["named"] else _("(declare at least two of its cards)")
    return n_(
        "✏️ Draft {target}: {cards}. Others will see: {n} card, including {declared}.",
        "✏️ Draft {target}: {cards}. Others will see: {n} cards, including {declared}.",
        len(d["cards"]),
        target=draft_target(ctx, d),
        cards=cards_text(d["cards"]),
        declared=declared,
    )


def offer_lines(ctx: Ctx) -> list[str]:
    o = ctx.decision.options_as(DeclaredTradeChoice)
    lines = []
    lines = [incoming_line(ctx, p) for p in o.incoming]
    for p in o.mine:
        lines.append(
            _(
                "📤 Your offer #{offer} to {player}: {cards} (declared: {declared})",
                offer=p["id"],
                player=who(ctx, p["to"]),
                cards=cards_text(p.get("hand_cards", [])),
                declared=named_text(p["named"]),
            )
        )
    return lines


def incoming_line(ctx: Ctx, p: Any) -> str:
    """A packet offered to the player: its size and declared cards, and what he may do with it."""
    fields = {"offer": p["id"], "player": who(ctx, p["from"]), "declared": named_text(p["named"])}
    if p.get("reply_to"):
        offer = n_(
            "Offer #{offer} from {player} (answers your #{reply}): {n} card, including {declared}",
            "Offer #{offer} from {player} (answers your #{reply}): {n} cards, including {declared}",
            int(p["cards"]),
            reply=p["reply_to"],
            **fields,
        )
    else:
        offer = n_(
            "Offer #{offer} from {player}: {n} card, including {declared}",
            "Offer #{offer} from {player}: {n} cards, including {declared}",
            int(p["cards"]),
            **fields,
        )
    return offer_status(p, offer)


@ADVCIV.form(KIND)
def trade_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(DeclaredTradeChoice)
    d = draft(ctx)
    if d["revise"] and _mine(ctx, int(d["revise"])) is None:
        d.update(revise=0, cards=[], named=[])  # the offer closed meanwhile: nothing left to revise
    hand = list(o.hand)
    lines = [
        n_(
            "**Trade** — your hand: {cards} (set value {value}); {n} card free for offers.",
            "**Trade** — your hand: {cards} (set value {value}); {n} cards free for offers.",
            len(o.free),
            cards=cards_text(hand),
            value=set_value(hand),
        ),
        _(
            "A packet holds at least {cards} cards. You declare at least {named} of them "
            "by name, truthfully; nobody is told its value, and the other cards may be anything.",
            cards=o.min_cards,
            named=o.named_min,
        ),
    ]
    if any(is_tradable_calamity(c) for c in hand):
        lines.append(
            _(
                "⚠️ A tradable calamity may go into a packet unnamed: passed on, it strikes whoever holds "
                "it when trading ends (you, if you still hold it); the last giver is spared its secondary "
                "effects."
            )
        )
    lines += offer_lines(ctx) + deal_lines(ctx, cards_text)
    if d["cards"] or d["revise"]:
        lines.append(draft_line(ctx, d))
    return Form("\n".join(lines), trade_items(ctx, d))


def trade_items(ctx: Ctx, d: dict[str, Any]) -> list[discord.ui.Item[Any]]:
    o = ctx.decision.options_as(DeclaredTradeChoice)
    items: list[discord.ui.Item[Any]] = []
    card_opts = card_instances(_pool(ctx))
    if len(card_opts) > 25:
        # Paged: one card per pick, added to the draft (a Discord select holds 25 choices).
        rest = card_instances(list((Counter(_pool(ctx)) - Counter(d["cards"])).elements()))
        if rest:
            items.append(ctx.select("atp", rest, _("Add a card to the packet"), 1, 1, ADD))
    elif card_opts:
        least = o.min_cards
        items.append(
            ctx.select(
                "atp", card_opts, _("Cards for a packet (at least {n})", n=least), least, len(card_opts)
            )
        )
    least_named = o.named_min
    declarable = card_instances(d["cards"])
    if len(declarable) > 25:  # a very large packet: declared one card at a time
        rest = card_instances(list((Counter(d["cards"]) - Counter(d["named"])).elements()))
        items.append(ctx.select("atn", rest, _("Declare one more card of the packet"), 1, 1, ADD))
    elif len(d["cards"]) >= least_named:
        placeholder = _("The cards you declare (at least {n})", n=least_named)
        items.append(ctx.select("atn", declarable, placeholder, least_named, len(d["cards"])))
    items.append(ctx.select("ata", _answers(ctx), _("Address, accept, counter, decline, withdraw, revise…")))
    ready = len(d["cards"]) >= o.min_cards and len(d["named"]) >= least_named
    send = _("Send revision") if d["revise"] else _("Send counter") if d["reply"] else _("Send offer")
    items += [
        button(send, ctx.id("ats"), SUCCESS, disabled=not ready),
        button(_("Clear draft"), ctx.id("rf")),
        button(_("Done trading"), ctx.id("atd"), PRIMARY),
    ]
    if len(card_opts) > 25:
        items.append(button(_("Reset cards"), ctx.id("atr")))
    return items


@ADVCIV.op("atp", KIND)
def trade_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = draft(ctx)
    picks = instance_cards(need(values))
    if args and args[0] == ADD:
        picks = [*d["cards"], *picks]
    if Counter(picks) - Counter(_pool(ctx)):
        raise BotError(_("Those cards are not all free in your hand any more: use the newest prompt."))
    d["cards"] = sorted(picks)
    # A declaration stays true: only cards still in the packet stay declared.
    d["named"] = sorted((Counter(d["named"]) & Counter(picks)).elements())
    return Edit(trade_form(ctx))


@ADVCIV.op("atn", KIND)
def trade_declare(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = draft(ctx)
    named = instance_cards(need(values))
    if args and args[0] == ADD:
        named = [*d["named"], *named]
    if Counter(named) - Counter(d["cards"]):
        raise BotError(_("Declare only cards that are in the packet: a declaration must be true."))
    d["named"] = sorted(named)
    return Edit(trade_form(ctx))


@ADVCIV.op("ats", KIND)
def trade_send(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = dict(draft(ctx))
    cards, named = tuple(d["cards"]), tuple(d["named"])
    least = ctx.decision.options_as(DeclaredTradeChoice).named_min
    if len(named) < least:
        raise BotError(_("Declare at least {n} of the packet's cards by name first.", n=least))
    ctx.draft.pop("trade", None)
    if d["revise"]:
        revise = int(d["revise"])
        return Act(lambda g, seat: DeclaredRevise(seat, revise, cards, named))
    if d["reply"]:
        reply = int(d["reply"])
        return Act(lambda g, seat: DeclaredCounter(seat, reply, cards, named))
    to = None if d["to"] == "all" else str(d["to"])
    return Act(lambda g, seat: DeclaredOffer(seat, to, cards, named))
