"""Civil War (rules 11.3): keep a faction, name the beneficiary."""

from __future__ import annotations

from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.forms.generic import default_button
from bot.games.civ.forms.calamity.common import (
    PRIMARY,
    common_buttons,
    draft_of,
    front_step,
    names,
    plural,
    spots,
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.api import (
    BeneficiaryChoice,
    ChooseBeneficiary,
    FactionChoice,
    GameState,
    KeepFaction,
    TakeCities,
    TakeoverChoice,
    board,
    units,
)

# -- Civil War: keep a faction, name the beneficiary ---------------------------------------------


def beneficiary_seat(g: GameState) -> str:
    return str(getattr(front_step(g), "beneficiary", ""))


@CIV.form("civil_war_keep")
def keep_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(FactionChoice)
    taker = beneficiary_seat(ctx.g)
    lines = [
        f"**Civil War**: keep one faction; "
        f"{who(ctx, taker) if taker else 'the beneficiary'} takes over the other."
    ]
    items: list[Any] = []
    for which, f in (("first", o.first), ("second", o.second)):
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


@CIV.op("zkk", "civil_war_keep")
def keep_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    which = args[0] if args else ""
    if which not in ("first", "second"):
        raise BotError("Keep the first or the second faction.")
    return Act(lambda g, seat: KeepFaction(seat, which))


@CIV.form("civil_war_beneficiary")
def beneficiary_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(BeneficiaryChoice)
    g = ctx.g
    lines = [
        "**Civil War**: name the player who takes over the faction you do not keep "
        "(he needs tokens and cities in stock to do it; what nobody can supply is lost)."
    ]
    if o.forced_to_players_without_tokens:
        lines.append("Only players with no tokens on the board may be named (rules option).")
    opts = [
        (
            p,
            f"{who(ctx, p)} — {g.ps(p).stock} tokens and {units.cities_in_stock(g, p)} cities in stock",
        )
        for p in o.players
    ]
    return Form("\n".join(lines), [ctx.select("zwb", opts, "The beneficiary"), default_button(ctx)])


@CIV.op("zwb", "civil_war_beneficiary")
def beneficiary_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = need(values)[0]
    if chosen not in ctx.decision.options_as(BeneficiaryChoice).players:
        raise BotError("That player cannot be the beneficiary.")
    return Act(lambda g, seat: ChooseBeneficiary(seat, chosen))


# -- Civil War: a taker short of cities chooses the ones he takes over (001 22.2.6.3) -------------


@CIV.form("civil_war_cities")
def take_cities_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(TakeoverChoice)
    chosen: list[str] = draft_of(ctx, cities=[])["cities"]
    n, cities = o.count, list(o.cities)
    after = ", then ".join(who(ctx, p) for p in o.next) or "nobody"
    lines = [
        f"**Civil War**: {plural(len(cities), 'city')} of {who(ctx, o.player)}'s lost faction are "
        f"to be replaced, and you have only {plural(n, 'city')} in stock. Choose the ones you take over; "
        f"the others go to the players with most tokens in stock ({after}), and those nobody can take "
        "are lost.",
        f"Chosen: {names(chosen)} ({len(chosen)} of {n}).",
    ]
    opts = [(c, f"{area_name(c)} (limit {board().areas[c].population_limit})") for c in cities]
    items: list[Any] = [ctx.select("zwc", opts, f"Take {plural(n, 'city')}", n, n)]
    items += common_buttons(ctx, "zwo", len(chosen) == n)
    return Form("\n".join(lines), items)


@CIV.op("zwc", "civil_war_cities")
def take_cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    cities = ctx.decision.options_as(TakeoverChoice).cities
    if any(v not in cities for v in values):
        raise BotError("Choose among the cities of the lost faction.")
    draft_of(ctx, cities=[])["cities"] = list(values)
    return Edit(take_cities_form(ctx))


@CIV.op("zwo", "civil_war_cities")
def take_cities_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(draft_of(ctx, cities=[])["cities"])
    n = ctx.decision.options_as(TakeoverChoice).count
    if len(chosen) != n:
        raise BotError(
            f"Take exactly {plural(n, 'city')}, as many as you have in stock; you chose {len(chosen)}."
        )
    return Act(lambda g, seat: TakeCities(seat, chosen))
