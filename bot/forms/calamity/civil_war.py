"""Civil War (rules 11.3): keep a faction, name the beneficiary."""

from __future__ import annotations

from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Form, Outcome, form, need, op
from bot.forms.calamity.common import (
    PRIMARY,
    front_step,
    plural,
    spots,
)
from bot.forms.generic import default_button
from bot.forms.part2 import who
from bot.live import BotError
from engine import GameState
from engine.civ import units
from engine.civ.calamity.civil_war import ChooseBeneficiary, KeepFaction

# -- Civil War: keep a faction, name the beneficiary ---------------------------------------------


def beneficiary_seat(g: GameState) -> str:
    return str(getattr(front_step(g), "beneficiary", ""))


@form("civil_war_keep")
def keep_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    taker = beneficiary_seat(ctx.g)
    lines = [
        f"**Civil War**: keep one faction; "
        f"{who(ctx, taker) if taker else 'the beneficiary'} takes over the other."
    ]
    items: list[Any] = []
    for which in ("first", "second"):
        f = o[which]
        lines.append(
            f"• {which.capitalize()} faction ({f['points']} points): {spots(f['tokens'], f['cities'])}."
        )
        summary = f"{plural(len(f['cities']), 'city')}, {plural(sum(f['tokens'].values()), 'token')}"
        items.append(
            button(
                f"Keep the {which} faction ({f['points']} points: {summary})", ctx.id("zkk", which), PRIMARY
            )
        )
    items.append(default_button(ctx))
    return Form("\n".join(lines), items)


@op("zkk", "civil_war_keep")
def keep_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    which = args[0] if args else ""
    if which not in ("first", "second"):
        raise BotError("Keep the first or the second faction.")
    return Act(lambda g, seat: KeepFaction(seat, which))


@form("civil_war_beneficiary")
def beneficiary_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    g = ctx.g
    lines = [
        "**Civil War**: name the player who takes over the faction you do not keep "
        "(he needs tokens and cities in stock to do it; what nobody can supply is lost)."
    ]
    if o.get("forced_to_players_without_tokens"):
        lines.append("Only players with no tokens on the board may be named (rules option).")
    opts = [
        (
            p,
            f"{who(ctx, p)} — {g.ps(p).stock} tokens and {units.cities_in_stock(g, p)} cities in stock",
        )
        for p in o["players"]
    ]
    return Form("\n".join(lines), [ctx.select("zwb", opts, "The beneficiary"), default_button(ctx)])


@op("zwb", "civil_war_beneficiary")
def beneficiary_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = need(values)[0]
    if chosen not in ctx.decision.options["players"]:
        raise BotError("That player cannot be the beneficiary.")
    return Act(lambda g, seat: ChooseBeneficiary(seat, chosen))
