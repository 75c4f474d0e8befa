"""Phase 11: civilization cards, with a preview of the price (credits, the payment taken from
the hand and the treasury) before paying."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome
from bot.forms.generic import default_button, many_answer, many_choice, picked
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import card_name, cards_text
from bot.live_game import BotError
from engine import Action, RuleError
from engine.civ.api import (
    BuyCivCards,
    GameState,
    PurchaseChoice,
    preview_purchase,
)
from i18n.catalog import _, n_

SUCCESS = discord.ButtonStyle.success


@CIV.form("buy_civ_cards")
def civ_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PurchaseChoice)
    chosen: list[str] = ctx.draft.get("civ", [])
    lines = [
        ctx.decision.prompt,
        _("Treasury {treasury}; you can pay at most {most}.", treasury=o.treasury, most=o.most_payable),
    ]
    items: list[discord.ui.Item[Any]] = []
    opts = _civ_options(ctx)
    if opts:
        # Paged, each pick is added to the chosen cards and the preview below is their summary.
        items += many_choice(ctx, "cv", opts, _("Cards to buy (then check the preview)"), 1, len(opts), None)[
            0
        ]
    if chosen:
        try:
            p = preview_purchase(ctx.g, ctx.seat, chosen)
        except RuleError as err:
            lines.append(f"⚠️ {err.message}")
        else:
            for price in p.cards:
                credit = ", ".join(f"{card_name(k)} −{a}" for k, a in price.credits) or _("no credits")
                lines.append(f"• {card_name(price.card)}: {price.cost} ({credit}) → **{price.net}**")
            if p.payment is None:
                lines.append(
                    _(
                        "Total {total}: you cannot afford this (at most {most}).",
                        total=p.total,
                        most=p.most_payable,
                    )
                )
            else:
                lines.append(
                    n_(
                        "Total **{total}**. Payment taken: {cards} (set value {value}) + {n} treasury token.",
                        "Total **{total}**. Payment taken: {cards} (set value {value}) + "
                        "{n} treasury tokens.",
                        p.payment.tokens,
                        total=p.total,
                        cards=cards_text(list(p.payment.cards)),
                        value=p.payment.card_value,
                    )
                )
                items.append(button(_("Confirm purchase"), ctx.id("cb"), SUCCESS))
    items += [button(_("Buy nothing"), ctx.id("c0")), button(_("Clear"), ctx.id("rf"))]
    return Form("\n".join(lines), items)


def _civ_options(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options_as(PurchaseChoice)
    return [
        (
            c["card"],
            _("{card} — cost {cost}, net {net}", card=card_name(c["card"]), cost=c["cost"], net=c["net"])
            + beyond_reach(c["net"], o.most_payable),
        )
        for c in o.cards
    ]


def beyond_reach(net: int, most: int) -> str:
    """What a civilization card's label adds when its net price is more than the player can pay."""
    return _(" — more than you can pay ({most})", most=most) if int(net) > most else ""


@CIV.op("cv", "buy_civ_cards")
def civ_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "cv", args, values, _civ_options(ctx))
    ctx.draft["civ"] = picked(ctx, "cv") if chosen is None else chosen
    return Edit(civ_form(ctx))


@CIV.op("cb", "buy_civ_cards")
def civ_buy(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(ctx.draft.get("civ", []))
    if not chosen:
        raise BotError(_("Choose the cards to buy first."))

    def build(g: GameState, seat: str) -> Action:
        p = preview_purchase(g, seat, chosen)
        if p.payment is None:
            raise BotError(
                _(
                    "You cannot afford these cards: they cost {total}, you can pay {most}.",
                    total=p.total,
                    most=p.most_payable,
                )
            )
        return BuyCivCards(seat, chosen, tuple(p.payment.cards), p.payment.tokens)

    return Act(build)


@CIV.op("c0", "buy_civ_cards")
def civ_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuyCivCards(seat))


__all__ = ["default_button"]
