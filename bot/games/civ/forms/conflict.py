"""Phase 6: a threatened city owner's choices (rules 8.5, 001 11.8.2).

His right to have his other conflicts resolved first (demand or decline: two buttons, shown
only when he attacks somewhere), and the order in which his attacked cities are fought (one
pick at a time; the last falls into place). Both live in the draft until he confirms.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.games.civ.forms.calamity.common import common_buttons, draft_of, names
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.api import ConflictOrder, ConflictOrderChoice

CHOSEN, OTHER = discord.ButtonStyle.success, discord.ButtonStyle.secondary


def conflict_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, first=None, save=[])


def attack_line(ctx: Ctx, city: str) -> str:
    o = ctx.decision.options_as(ConflictOrderChoice)
    attackers = ", ".join(who(ctx, p) for p in o.attacked_by.get(city, [])) or "nobody"
    strong = "" if city in o.strong_attacks else " (too weak to take it)"
    return f"• {area_name(city)}: attacked by {attackers}{strong}"


@CIV.form("conflict_order")
def conflict_order_form(ctx: Ctx) -> Form:
    o, d = ctx.decision.options_as(ConflictOrderChoice), conflict_draft(ctx)
    cities = o.cities
    lines = [
        f"**Conflict**: your {o.stock} tokens in stock cannot replace each of your attacked cities by "
        f"{o.replacement} tokens; a city that cannot be replaced surrenders to its attacker (rules 11.8).",
        *(attack_line(ctx, c) for c in cities),
    ]
    items: list[Any] = []
    if o.attacks:
        lines.append(
            f"You attack {names(o.attacks)}: your tokens lost there go back to your stock. You may "
            "demand that those battles be fought before your cities are attacked, or decline."
        )
        for value, label in (("1", "Demand: my attacks first"), ("0", "Decline")):
            style = CHOSEN if d["first"] is not None and str(int(d["first"])) == value else OTHER
            items.append(button(label, ctx.id("cod", value), style))
    if len(cities) > 1:
        order = d["save"]
        lines.append(
            "Your cities are fought in this order, the first getting your stock tokens first: "
            + (", then ".join(area_name(a) for a in order) or "not chosen yet")
            + "."
        )
        rest = [c for c in cities if c not in order]
        if rest:
            opts = [(c, area_name(c)) for c in rest]
            items.append(ctx.select("cos", opts, f"City fought number {len(order) + 1}…"))
    items += common_buttons(ctx, "coo", ready(ctx, d))
    return Form("\n".join(lines), items)


def ready(ctx: Ctx, d: dict[str, Any]) -> bool:
    o = ctx.decision.options_as(ConflictOrderChoice)
    first_ok = d["first"] is not None or not o.attacks
    order_ok = len(o.cities) < 2 or len(d["save"]) == len(o.cities)
    return first_ok and order_ok


@CIV.op("cod", "conflict_order")
def conflict_right(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if not ctx.decision.options_as(ConflictOrderChoice).attacks:
        raise BotError("You attack nowhere: there is no other conflict to have resolved first.")
    conflict_draft(ctx)["first"] = bool(args) and args[0] == "1"
    return Edit(conflict_order_form(ctx))


@CIV.op("cos", "conflict_order")
def conflict_next_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    cities = ctx.decision.options_as(ConflictOrderChoice).cities
    order: list[str] = conflict_draft(ctx)["save"]
    city = need(values)[0]
    if city not in cities or city in order:
        raise BotError(f"{area_name(city)} is not one of your attacked cities left to order.")
    order.append(city)
    rest = [c for c in cities if c not in order]
    if len(rest) == 1:
        order += rest  # the last city has no other place
    return Edit(conflict_order_form(ctx))


@CIV.op("coo", "conflict_order")
def conflict_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = conflict_draft(ctx)
    if not ready(ctx, d):
        raise BotError("Choose whether you demand your right and the order of all your cities first.")
    default = ctx.decision.default
    assert isinstance(default, ConflictOrder)
    first = default.first if d["first"] is None else bool(d["first"])
    save = tuple(d["save"])
    return Act(lambda g, seat: ConflictOrder(seat, first, save))
