"""Forms for phases 9-12: Gold purchase, trade in DMs, civilization cards with a price preview.

Calamity choices use the choice-aware generic form (``bot.forms.generic``) when they are a pick
from a list, else the generic answer form.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.generic import ADD, default_button, many_answer, many_choice, picked
from bot.games.civ.words import card_label, card_name, cards_text
from bot.live import BotError
from engine import Action, RuleError
from engine.civ.api import (
    Accept,
    BuyCivCards,
    BuyGold,
    CounterOffer,
    Decline,
    DoneTrading,
    GameState,
    GoldChoice,
    MakeOffer,
    PacketFacts,
    PurchaseChoice,
    Revise,
    TradeChoice,
    TradeData,
    Withdraw,
    free_cards,
    is_commodity,
    preview_purchase,
    set_value,
)

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary


def who(ctx: Ctx, seat: str | None) -> str:
    if seat is None:
        return "everyone"
    g = ctx.g
    ps = g.player_states.get(seat)
    if ps is not None and ps.nation:
        from bot.games.civ.words import nation_name

        return nation_name(ps.nation)
    return ctx.live.ai_label(seat) if ctx.live.is_ai(seat) else f"<@{ctx.live.controller(seat)}>"


# -- phase 9: Gold ---------------------------------------------------------------------------


@form("buy_gold")
def gold_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(GoldChoice)
    most, price = o.max, o.price
    # A stack of several kinds of card (Advanced Civilization's stack 9) is bought unseen.
    what = "card{} from stack 9" if o.unseen else "Gold"
    opts = [("0", "Buy none")]
    opts += [
        (str(n), f"Buy {n} {what.format('s' if n > 1 else '')} ({n * price} tokens)")
        for n in range(1, most + 1)
    ]
    return Form(ctx.decision.prompt, [ctx.select("gd", opts, "How many cards?"), default_button(ctx)])


@op("gd", "buy_gold")
def gold_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    n = to_int(need(values)[0], "The count")
    return Act(lambda g, seat: BuyGold(seat, n))


# -- phase 10: trade ---------------------------------------------------------------------------


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
        return f"revising your offer #{d['revise']} to {who(ctx, old.get('to'))}"
    if d["reply"]:
        return f"counter to offer #{d['reply']}"
    return f"offer to {who(ctx, None if d['to'] == 'all' else d['to'])}"


def _draft_line(ctx: Ctx, d: dict[str, Any]) -> str:
    named = d["named"] or "(name a commodity)"
    return (
        f"✏️ Draft {draft_target(ctx, d)}: {cards_text(d['cards'])}. Others will see: {len(d['cards'])} "
        f"cards, total {set_value(d['cards'])}, including {card_name(named) if d['named'] else named}."
    )


def deal_lines(ctx: Ctx, text: Callable[[list[str]], str] = cards_text) -> list[str]:
    """The player's deals of this trade (``text``: the game's cards in words): the thread tells
    only how many cards went each way."""
    return [
        f"🤝 Your deal with {who(ctx, deal['with'])}: you received {text(deal['received'])} "
        f"for {text(deal['gave'])}."
        for deal in ctx.decision.options_as(TradeChoice).deals
    ]


@form("trade")
def trade_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(TradeChoice)
    d = _draft(ctx)
    if d["revise"] and _mine(ctx, int(d["revise"])) is None:
        d.update(revise=0, cards=[], named="")  # the offer closed meanwhile: nothing left to revise
    lines = [
        f"**Trade** — your hand: {cards_text(o.hand)} (set value {set_value(o.hand)}); "
        f"{len(o.free)} cards free for offers."
    ]
    for p in o.incoming:
        tag = " — you can accept" if p["can_accept"] else (" — answered" if p["answered"] else "")
        reply = f" (answers your #{p['reply_to']})" if p.get("reply_to") else ""
        lines.append(
            f"📨 Offer #{p['id']} from {who(ctx, p['from'])}{reply}: {p['cards']} cards, total "
            f"{p['value']}, including {card_name(str(p['named']))}{tag}"
        )
    for p in o.mine:
        lines.append(
            f"📤 Your offer #{p['id']} to {who(ctx, p['to'])}: {cards_text(p.get('hand_cards', []))}"
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
            items.append(ctx.select("tp", rest, "Add a card to the offer", 1, 1, ADD))
    elif card_opts:
        items.append(
            ctx.select("tp", card_opts, "Cards for an offer (at least 3)", o.min_cards, len(card_opts))
        )
    commodities = sorted({c for c in d["cards"] if is_commodity(c)})
    if commodities:
        items.append(
            ctx.select(
                "tn",
                [(c, f"Name {card_name(c)}") for c in commodities],
                "The commodity others are told about",
            )
        )
    items.append(ctx.select("ta", _answers(ctx), "Address, accept, counter, decline, withdraw, revise…"))
    ready = len(d["cards"]) >= o.min_cards and bool(d["named"])
    send = "Send revision" if d["revise"] else "Send counter" if d["reply"] else "Send offer"
    items += [
        button(send, ctx.id("ts"), SUCCESS, disabled=not ready),
        button("Clear draft", ctx.id("rf")),
        button("Done trading", ctx.id("td"), PRIMARY),
    ]
    if len(card_opts) > 25:
        items.append(button("Reset cards", ctx.id("tr")))
    return Form("\n".join(lines), items)


def _answers(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options_as(TradeChoice)
    answers: list[tuple[str, str]] = [("to=all", "Send my offer to everyone")]
    answers += [(f"to={p}", f"Send my offer to {who(ctx, p)}") for p in o.partners]
    for p in o.incoming:
        if p["can_accept"]:
            answers.append((f"accept={p['id']}", f"Accept offer #{p['id']} from {who(ctx, p['from'])}"))
        answers.append((f"counter={p['id']}", f"Counter offer #{p['id']} with my draft"))
        answers.append((f"decline={p['id']}", f"Decline offer #{p['id']}"))
    for p in o.mine:
        answers.append((f"revise={p['id']}", f"Revise my offer #{p['id']} (load it into the draft)"))
        answers.append((f"withdraw={p['id']}", f"Withdraw my offer #{p['id']}"))
    return answers


@op("tp", "trade")
def trade_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = _draft(ctx)
    picks = [v.partition("#")[0] for v in need(values)]
    if args and args[0] == ADD:
        picks = [*d["cards"], *picks]
    if Counter(picks) - Counter(_pool(ctx)):
        raise BotError("Those cards are not all free in your hand any more: use the newest prompt.")
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


@op("tr", "trade")
def trade_reset_cards(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    _draft(ctx).update(cards=[], named="")
    return Edit(redraw(ctx))


@op("tn", "trade")
def trade_name(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    _draft(ctx)["named"] = need(values)[0]
    return Edit(redraw(ctx))


@op("ta", "trade")
def trade_answer(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    what, _, arg = need(values)[0].partition("=")
    d = _draft(ctx)
    if what == "to":
        if d["revise"]:  # a new offer, not the revision: start from an empty packet
            d.update(cards=[], named="")
        d.update(to=arg, reply=0, revise=0)
        return Edit(redraw(ctx))
    offer = to_int(arg, "The offer")
    if what == "counter":
        if d["revise"]:
            d.update(cards=[], named="")
        d.update(reply=offer, revise=0)
        return Edit(redraw(ctx))
    if what == "revise":
        mine = _mine(ctx, offer)
        if mine is None:
            raise BotError(f"Offer #{offer} is not an open offer of yours: there is nothing to revise.")
        cards = sorted(mine.get("hand_cards", []))
        d.update(revise=offer, reply=0, to=mine["to"] or "all", cards=cards, named=mine["named"])
        return Edit(redraw(ctx))
    kinds: dict[str, type[Accept] | type[Decline] | type[Withdraw]] = {
        "accept": Accept,
        "decline": Decline,
        "withdraw": Withdraw,
    }
    if what not in kinds:
        raise BotError("I do not know that trade answer.")
    cls = kinds[what]
    return Act(lambda g, seat: cls(seat, offer))


@op("ts", "trade")
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


@op("td", "trade")
def trade_done(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: DoneTrading(seat))


# -- phase 11: civilization cards, with a preview before paying --------------------------------


@form("buy_civ_cards")
def civ_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PurchaseChoice)
    chosen: list[str] = ctx.draft.get("civ", [])
    lines = [ctx.decision.prompt, f"Treasury {o.treasury}; you can pay at most {o.most_payable}."]
    items: list[discord.ui.Item[Any]] = []
    opts = _civ_options(ctx)
    if opts:
        # Paged, each pick is added to the chosen cards and the preview below is their summary.
        items += many_choice(ctx, "cv", opts, "Cards to buy (then check the preview)", 1, len(opts), None)[0]
    if chosen:
        try:
            p = preview_purchase(ctx.g, ctx.seat, chosen)
        except RuleError as err:
            lines.append(f"⚠️ {err.message}")
        else:
            for price in p.cards:
                credit = ", ".join(f"{card_name(k)} −{a}" for k, a in price.credits) or "no credits"
                lines.append(f"• {card_name(price.card)}: {price.cost} ({credit}) → **{price.net}**")
            if p.payment is None:
                lines.append(f"Total {p.total}: you cannot afford this (at most {p.most_payable}).")
            else:
                lines.append(
                    f"Total **{p.total}**. Payment taken: {cards_text(list(p.payment.cards))} (set value "
                    f"{p.payment.card_value}) + {p.payment.tokens} treasury tokens."
                )
                items.append(button("Confirm purchase", ctx.id("cb"), SUCCESS))
    items += [button("Buy nothing", ctx.id("c0")), button("Clear", ctx.id("rf"))]
    return Form("\n".join(lines), items)


def _civ_options(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options_as(PurchaseChoice)
    return [
        (c["card"], f"{c['name']} — cost {c['cost']}, net {c['net']}{beyond_reach(c['net'], o.most_payable)}")
        for c in o.cards
    ]


def beyond_reach(net: int, most: int) -> str:
    """What a civilization card's label adds when its net price is more than the player can pay."""
    return f" — more than you can pay ({most})" if int(net) > most else ""


@op("cv", "buy_civ_cards")
def civ_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "cv", args, values, _civ_options(ctx))
    ctx.draft["civ"] = picked(ctx, "cv") if chosen is None else chosen
    return Edit(civ_form(ctx))


@op("cb", "buy_civ_cards")
def civ_buy(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(ctx.draft.get("civ", []))
    if not chosen:
        raise BotError("Choose the cards to buy first.")

    def build(g: GameState, seat: str) -> Action:
        p = preview_purchase(g, seat, chosen)
        if p.payment is None:
            raise BotError(
                f"You cannot afford these cards: they cost {p.total}, you can pay {p.most_payable}."
            )
        return BuyCivCards(seat, chosen, tuple(p.payment.cards), p.payment.tokens)

    return Act(build)


@op("c0", "buy_civ_cards")
def civ_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuyCivCards(seat))


__all__ = ["default_button"]
