"""Phase 10: trade in DMs (rules 10.4-10.5): a draft of the cards offered, with one named
commodity, offers and counter-offers to one player or everyone, the answers to them, done trading."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need, to_int
from bot.forms.generic import ADD
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import card_label, card_name, cards_text
from bot.live_game import BotError
from engine.civ.api import (
    Accept,
    CounterOffer,
    Decline,
    DoneTrading,
    MakeOffer,
    PacketFacts,
    Revise,
    TradeChoice,
    TradeData,
    Withdraw,
    free_cards,
    is_commodity,
    set_value,
)
from i18n.catalog import _, n_

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary


def _draft(ctx: Ctx) -> dict[str, Any]:
    """The packet being drafted: its cards and named commodity, and what it is for: an offer
    ``to`` a player (or "all"), a counter to offer ``reply``, or a revision of my offer ``revise``."""
    d: dict[str, Any] = ctx.draft.setdefault("trade", {})
    for key, value in (("cards", []), ("named", ""), ("to", "all"), ("reply", 0), ("revise", 0)):
        d.setdefault(key, value)
    return d


def _mine(ctx: Ctx, offer: int) -> PacketFacts | None:
    """My open offer ``offer`` as the decision shows it (with its cards), if it is still open."""
    # TradeChoice: these trade helpers serve Advanced Civilization's declared trade too.
    return next((p for p in ctx.decision.options_as(TradeChoice).mine if int(p["id"]) == offer), None)


def _pool(ctx: Ctx) -> list[str]:
    """The cards the draft may use: my free cards, plus, when revising an offer, its own cards
    (the engine frees them for the revision)."""
    d = _draft(ctx)
    if d["revise"] and _mine(ctx, int(d["revise"])) is not None and isinstance(ctx.g.data, TradeData):
        return free_cards(ctx.g, ctx.g.data, ctx.seat, (int(d["revise"]),))
    return list(ctx.decision.options_as(TradeChoice).free)


def _card_options(cards: list[str]) -> list[tuple[str, str]]:
    counts = Counter(cards)
    return [(f"{c}#{i}", f"{card_label(c)} ({i + 1})") for c, n in sorted(counts.items()) for i in range(n)]


def draft_target(ctx: Ctx, d: dict[str, Any]) -> str:
    """What the packet drafted is for: "offer to Egypt", "counter to offer #3"..."""
    if d["revise"]:
        old: PacketFacts | dict[str, Any] = _mine(ctx, int(d["revise"])) or {}
        return _(
            "revising your offer #{offer} to {player}", offer=d["revise"], player=who(ctx, old.get("to"))
        )
    if d["reply"]:
        return _("counter to offer #{offer}", offer=d["reply"])
    return _("offer to {player}", player=who(ctx, None if d["to"] == "all" else d["to"]))


def _draft_line(ctx: Ctx, d: dict[str, Any]) -> str:
    named = card_name(d["named"]) if d["named"] else _("(name a commodity)")
    return n_(
        "✏️ Draft {target}: {cards}. Others will see: {n} card, total {value}, including {named}.",
        "✏️ Draft {target}: {cards}. Others will see: {n} cards, total {value}, including {named}.",
        len(d["cards"]),
        target=draft_target(ctx, d),
        cards=cards_text(d["cards"]),
        value=set_value(d["cards"]),
        named=named,
    )


def deal_lines(ctx: Ctx, text: Callable[[list[str]], str] = cards_text) -> list[str]:
    """The player's deals of this trade (``text``: the game's cards in words): the thread tells
    only how many cards went each way."""
    return [
        _(
            "🤝 Your deal with {player}: you received {received} for {gave}.",
            player=who(ctx, deal["with"]),
            received=text(deal["received"]),
            gave=text(deal["gave"]),
        )
        for deal in ctx.decision.options_as(TradeChoice).deals
    ]


def incoming_line(ctx: Ctx, p: Any) -> str:
    """An offer made to the player: what everyone may know of it, and what he may do with it."""
    offer = n_(
        "Offer #{offer} from {player}: {n} card, total {value}, including {named}",
        "Offer #{offer} from {player}: {n} cards, total {value}, including {named}",
        int(p["cards"]),
        offer=p["id"],
        player=who(ctx, p["from"]),
        value=p["value"],
        named=card_name(str(p["named"])),
    )
    if p.get("reply_to"):
        offer = n_(
            "Offer #{offer} from {player} (answers your #{reply}): {n} card, total {value}, "
            "including {named}",
            "Offer #{offer} from {player} (answers your #{reply}): {n} cards, total {value}, "
            "including {named}",
            int(p["cards"]),
            offer=p["id"],
            player=who(ctx, p["from"]),
            reply=p["reply_to"],
            value=p["value"],
            named=card_name(str(p["named"])),
        )
    return offer_status(p, offer)


def offer_status(p: Any, offer: str) -> str:
    """An offer received, as its line says it, with what the player may still do about it."""
    if p["can_accept"]:
        offer = _("{offer} — you can accept", offer=offer)
    elif p["answered"]:
        offer = _("{offer} — answered", offer=offer)
    return f"📨 {offer}"


@CIV.form("trade")
def trade_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(TradeChoice)
    d = _draft(ctx)
    if d["revise"] and _mine(ctx, int(d["revise"])) is None:
        d.update(revise=0, cards=[], named="")  # the offer closed meanwhile: nothing left to revise
    lines = [
        n_(
            "**Trade** — your hand: {cards} (set value {value}); {n} card free for offers.",
            "**Trade** — your hand: {cards} (set value {value}); {n} cards free for offers.",
            len(o.free),
            cards=cards_text(o.hand),
            value=set_value(o.hand),
        )
    ]
    lines += [incoming_line(ctx, p) for p in o.incoming]
    for p in o.mine:
        lines.append(
            _(
                "📤 Your offer #{offer} to {player}: {cards}",
                offer=p["id"],
                player=who(ctx, p["to"]),
                cards=cards_text(p.get("hand_cards", [])),
            )
        )
    lines += deal_lines(ctx)
    if d["cards"] or d["revise"]:
        lines.append(_draft_line(ctx, d))
    items: list[discord.ui.Item[Any]] = []
    card_opts = _card_options(_pool(ctx))
    if len(card_opts) > 25:
        # Paged: one card per pick, added to the draft (a Discord select holds 25 choices).
        rest = _card_options(list((Counter(_pool(ctx)) - Counter(d["cards"])).elements()))
        if rest:
            items.append(ctx.select("tp", rest, _("Add a card to the offer"), 1, 1, ADD))
    elif card_opts:
        items.append(
            ctx.select("tp", card_opts, _("Cards for an offer (at least 3)"), o.min_cards, len(card_opts))
        )
    commodities = sorted({c for c in d["cards"] if is_commodity(c)})
    if commodities:
        items.append(
            ctx.select(
                "tn",
                [(c, _("Name {card}", card=card_name(c))) for c in commodities],
                _("The commodity others are told about"),
            )
        )
    items.append(ctx.select("ta", _answers(ctx), _("Address, accept, counter, decline, withdraw, revise…")))
    ready = len(d["cards"]) >= o.min_cards and bool(d["named"])
    send = _("Send revision") if d["revise"] else _("Send counter") if d["reply"] else _("Send offer")
    items += [
        button(send, ctx.id("ts"), SUCCESS, disabled=not ready),
        button(_("Clear draft"), ctx.id("rf")),
        button(_("Done trading"), ctx.id("td"), PRIMARY),
    ]
    if len(card_opts) > 25:
        items.append(button(_("Reset cards"), ctx.id("tr")))
    return Form("\n".join(lines), items)


def _answers(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options_as(TradeChoice)
    answers: list[tuple[str, str]] = [("to=all", _("Send my offer to everyone"))]
    answers += [(f"to={p}", _("Send my offer to {player}", player=who(ctx, p))) for p in o.partners]
    for p in o.incoming:
        offer = p["id"]
        if p["can_accept"]:
            answers.append(
                (
                    f"accept={offer}",
                    _("Accept offer #{offer} from {player}", offer=offer, player=who(ctx, p["from"])),
                )
            )
        answers.append((f"counter={offer}", _("Counter offer #{offer} with my draft", offer=offer)))
        answers.append((f"decline={offer}", _("Decline offer #{offer}", offer=offer)))
    for p in o.mine:
        offer = p["id"]
        answers.append(
            (f"revise={offer}", _("Revise my offer #{offer} (load it into the draft)", offer=offer))
        )
        answers.append((f"withdraw={offer}", _("Withdraw my offer #{offer}", offer=offer)))
    return answers


@CIV.op("tp", "trade")
def trade_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = _draft(ctx)
    picks = [v.partition("#")[0] for v in need(values)]
    if args and args[0] == ADD:
        picks = [*d["cards"], *picks]
    if Counter(picks) - Counter(_pool(ctx)):
        raise BotError(_("Those cards are not all free in your hand any more: use the newest prompt."))
    d["cards"] = sorted(picks)
    if d["named"] not in d["cards"] or not is_commodity(d["named"]):
        commodities = [c for c in d["cards"] if is_commodity(c)]
        d["named"] = commodities[0] if len(set(commodities)) == 1 else ""
    return Edit(trade_form(ctx))


def redraw(ctx: Ctx) -> Form:
    """The current form of the decision: the trade ops below also serve Advanced Civilization's
    declared trade (``bot.games.civ.advciv.forms.trade``), whose form differs."""
    from bot.forms import build_form

    return build_form(ctx)


@CIV.op("tr", "trade")
def trade_reset_cards(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    _draft(ctx).update(cards=[], named="")
    return Edit(redraw(ctx))


@CIV.op("tn", "trade")
def trade_name(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    _draft(ctx)["named"] = need(values)[0]
    return Edit(redraw(ctx))


@CIV.op("ta", "trade")
def trade_answer(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    what, _sep, arg = need(values)[0].partition("=")
    d = _draft(ctx)
    if what == "to":
        if d["revise"]:  # a new offer, not the revision: start from an empty packet
            d.update(cards=[], named="")
        d.update(to=arg, reply=0, revise=0)
        return Edit(redraw(ctx))
    offer = to_int(arg, _("The offer"))
    if what == "counter":
        if d["revise"]:
            d.update(cards=[], named="")
        d.update(reply=offer, revise=0)
        return Edit(redraw(ctx))
    if what == "revise":
        mine = _mine(ctx, offer)
        if mine is None:
            raise BotError(
                _("Offer #{offer} is not an open offer of yours: there is nothing to revise.", offer=offer)
            )
        cards = sorted(mine.get("hand_cards", []))
        d.update(revise=offer, reply=0, to=mine["to"] or "all", cards=cards, named=mine["named"])
        return Edit(redraw(ctx))
    kinds: dict[str, type[Accept] | type[Decline] | type[Withdraw]] = {
        "accept": Accept,
        "decline": Decline,
        "withdraw": Withdraw,
    }
    if what not in kinds:
        raise BotError(_("I do not know that trade answer."))
    cls = kinds[what]
    return Act(lambda g, seat: cls(seat, offer))


@CIV.op("ts", "trade")
def trade_send(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = dict(_draft(ctx))
    cards, named = tuple(d["cards"]), str(d["named"])
    ctx.draft.pop("trade", None)
    if d["revise"]:
        revise = int(d["revise"])
        return Act(lambda g, seat: Revise(seat, revise, cards, named))
    if d["reply"]:
        reply = int(d["reply"])
        return Act(lambda g, seat: CounterOffer(seat, reply, cards, named))
    to = None if d["to"] == "all" else str(d["to"])
    return Act(lambda g, seat: MakeOffer(seat, to, cards, named))


@CIV.op("td", "trade")
def trade_done(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: DoneTrading(seat))
