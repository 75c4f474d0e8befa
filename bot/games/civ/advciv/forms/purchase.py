"""Buying civilization cards in Advanced Civilization (phase 12; rules reference §9.2-9.5,
000 §31): choose the cards, see each one's cost, credits and net price, the victory points they
add and the payment (the cheapest, or commodity cards of your choosing with exactly the
treasury tokens still owed, Mining's extra card counted), then confirm."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome
from bot.forms.generic import many_answer, many_choice, picked
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.advciv.words import card_instances, card_name, cards_text, instance_cards
from bot.games.civ.forms.purchase import beyond_reach
from bot.live_game import BotError
from engine import Action, RuleError
from engine.civ.advciv.api import (
    MINING,
    AdvBuyCivCards,
    AdvPurchaseChoice,
    best_mining,
    cheapest_payment,
    civ_cards,
    face_value,
    paid_value,
    preview_purchase,
    spendable,
)
from engine.civ.api import GameState, units

KIND = "advciv_buy_civ_cards"
SUCCESS = discord.ButtonStyle.success


def card_options(ctx: Ctx) -> list[tuple[str, str]]:
    out = []
    o = ctx.decision.options_as(AdvPurchaseChoice)
    most = o.most_payable
    for c in o.cards:
        groups = "/".join(g.title() for g in civ_cards().cards[c["card"]].groups)
        label = f"{c['name']} ({groups}) — cost {c['cost']}, net {c['net']}{beyond_reach(c['net'], most)}"
        out.append((c["card"], label))
    return out


def payment(g: GameState, seat: str, total: int, chosen_pay: list[str] | None) -> dict[str, Any] | None:
    """The payment: the player's own cards (tokens owed computed, Mining's best set counted) or,
    without a choice, the cheapest one the engine finds; None when out of reach."""
    if chosen_pay is None:
        p = cheapest_payment(g, seat, total)
        if p is None:
            return None
        return {"cards": list(p.cards), "tokens": p.tokens, "mining": p.mining, "value": p.card_value}
    mining = best_mining(units.has_card(g, seat, MINING), chosen_pay)
    value = paid_value(chosen_pay, mining)
    tokens = max(0, total - value)
    if tokens > g.ps(seat).treasury:
        return None
    return {"cards": list(chosen_pay), "tokens": tokens, "mining": mining, "value": value}


def pay_options(ctx: Ctx) -> list[tuple[str, str]]:
    return card_instances(spendable(ctx.g, ctx.seat))


@ADVCIV.form(KIND)
def purchase_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(AdvPurchaseChoice)
    chosen: list[str] = ctx.draft.get("civ", [])
    lines = [
        "**Civilization cards**: choose every card you buy this turn. Commodity cards pay at their set "
        "values, then exactly the treasury tokens still owed (no change is given).",
        f"Your hand: {cards_text(o.hand)}. Treasury {o.treasury}; you can pay at most "
        f"{o.most_payable}."
        + (
            " Mining counts one set of Iron, Bronze, Silver, Gems or Gold one card higher."
            if o.mining
            else ""
        ),
    ]
    items: list[discord.ui.Item[Any]] = []
    opts = card_options(ctx)
    if opts:
        items += many_choice(ctx, "apa", opts, "Cards to buy (then check the preview)", 1, len(opts), None)[0]
    if chosen:
        ready = preview_lines(ctx, chosen, lines)
        if ready:
            items.append(button("Confirm purchase", ctx.id("apb"), SUCCESS))
        pay = pay_options(ctx)
        items += many_choice(ctx, "app", pay, "Pay with these cards instead…", 0, len(pay), None)[0]
        if ctx.draft.get("pay") is not None:
            items.append(button("Cheapest payment", ctx.id("apc")))
    items += [button("Buy nothing", ctx.id("ap0")), button("Clear", ctx.id("rf"))]
    return Form("\n".join(lines), items)


def preview_lines(ctx: Ctx, chosen: list[str], lines: list[str]) -> bool:
    """Add the preview of buying ``chosen``; whether it can be bought as shown."""
    try:
        p = preview_purchase(ctx.g, ctx.seat, chosen)
    except RuleError as err:
        lines.append(f"⚠️ {err.message}")
        return False
    for c in p["cards"]:
        credit = ", ".join(f"{card_name(k['from'])} −{k['amount']}" for k in c["credits"]) or "no credits"
        lines.append(f"• {c['name']}: {c['cost']} ({credit}) → **{c['net']}**")
    points = face_value(chosen)
    lines.append(f"Total **{p['total']}**; these cards add {points} victory points.")
    pay = payment(ctx.g, ctx.seat, int(p["total"]), ctx.draft.get("pay"))
    if pay is None:
        reach = "your chosen cards and treasury" if ctx.draft.get("pay") is not None else "you"
        lines.append(f"⚠️ {reach.capitalize()} cannot pay {p['total']} (at most {p['most_payable']}).")
        return False
    mined = f", Mining counting your {card_name(pay['mining'])} one card higher" if pay["mining"] else ""
    which = "your choice" if ctx.draft.get("pay") is not None else "the cheapest"
    lines.append(
        f"Payment ({which}): {cards_text(pay['cards'])} (worth {pay['value']}{mined}) + {pay['tokens']} "
        "treasury tokens."
    )
    return True


@ADVCIV.op("apa", KIND)
def purchase_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "apa", args, values, card_options(ctx))
    ctx.draft["civ"] = picked(ctx, "apa") if chosen is None else chosen
    return Edit(purchase_form(ctx))


@ADVCIV.op("app", KIND)
def purchase_pay(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "app", args, values, pay_options(ctx))
    ctx.draft["pay"] = sorted(instance_cards(picked(ctx, "app") if chosen is None else chosen))
    return Edit(purchase_form(ctx))


@ADVCIV.op("apc", KIND)
def purchase_cheapest(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    ctx.draft.pop("pay", None)
    ctx.draft.get("picks", {}).pop("app", None)
    return Edit(purchase_form(ctx))


@ADVCIV.op("apb", KIND)
def purchase_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(ctx.draft.get("civ", []))
    chosen_pay = ctx.draft.get("pay")
    if not chosen:
        raise BotError("Choose the cards to buy first.")

    def build(g: GameState, seat: str) -> Action:
        try:
            total = int(preview_purchase(g, seat, chosen)["total"])
        except RuleError as err:
            raise BotError(err.message) from None
        pay = payment(g, seat, total, chosen_pay)
        if pay is None:
            raise BotError(f"You cannot pay {total} for these cards with this payment.")
        return AdvBuyCivCards(seat, chosen, tuple(pay["cards"]), int(pay["tokens"]), str(pay["mining"]))

    return Act(build)


@ADVCIV.op("ap0", KIND)
def purchase_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: AdvBuyCivCards(seat))
