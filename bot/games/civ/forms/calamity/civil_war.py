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
from i18n.catalog import _, n_

# -- Civil War: keep a faction, name the beneficiary ---------------------------------------------


def beneficiary_seat(g: GameState) -> str:
    return str(getattr(front_step(g), "beneficiary", ""))


@CIV.form("civil_war_keep")
def keep_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(FactionChoice)
    taker = beneficiary_seat(ctx.g)
    if taker:
        lines = [_("**Civil War**: keep one faction; {player} takes over the other.", player=who(ctx, taker))]
    else:
        lines = [_("**Civil War**: keep one faction; the beneficiary takes over the other.")]
    items: list[Any] = []
    for which, f in (("first", o.first), ("second", o.second)):
        units = spots(f["tokens"], f["cities"])
        cities, tokens = len(f["cities"]), sum(f["tokens"].values())
        summary = _(
            "{cities}, {tokens}",
            cities=n_("{n} city", "{n} cities", cities),
            tokens=n_("{n} token", "{n} tokens", tokens),
        )
        if which == "first":
            lines.append(_("• First faction ({n} points): {units}.", n=f["points"], units=units))
            label = _("Keep the first faction ({n} points: {summary})", n=f["points"], summary=summary)
        else:
            lines.append(_("• Second faction ({n} points): {units}.", n=f["points"], units=units))
            label = _("Keep the second faction ({n} points: {summary})", n=f["points"], summary=summary)
        items.append(button(label, ctx.id("zkk", which), PRIMARY))
    items.append(default_button(ctx))
    return Form("\n".join(lines), items)


@CIV.op("zkk", "civil_war_keep")
def keep_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    which = args[0] if args else ""
    if which not in ("first", "second"):
        raise BotError(_("Keep the first or the second faction."))
    return Act(lambda g, seat: KeepFaction(seat, which))


@CIV.form("civil_war_beneficiary")
def beneficiary_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(BeneficiaryChoice)
    g = ctx.g
    lines = [
        _(
            "**Civil War**: name the player who takes over the faction you do not keep "
            "(he needs tokens and cities in stock to do it; what nobody can supply is lost)."
        )
    ]
    if o.forced_to_players_without_tokens:
        lines.append(_("Only players with no tokens on the board may be named (rules option)."))
    opts = [
        (
            p,
            _(
                "{player} — {tokens} tokens and {cities} cities in stock",
                player=who(ctx, p),
                tokens=g.ps(p).stock,
                cities=units.cities_in_stock(g, p),
            ),
        )
        for p in o.players
    ]
    return Form("\n".join(lines), [ctx.select("zwb", opts, _("The beneficiary")), default_button(ctx)])


@CIV.op("zwb", "civil_war_beneficiary")
def beneficiary_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = need(values)[0]
    if chosen not in ctx.decision.options_as(BeneficiaryChoice).players:
        raise BotError(_("That player cannot be the beneficiary."))
    return Act(lambda g, seat: ChooseBeneficiary(seat, chosen))


# -- Civil War: a taker short of cities chooses the ones he takes over (001 22.2.6.3) -------------


@CIV.form("civil_war_cities")
def take_cities_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(TakeoverChoice)
    chosen: list[str] = draft_of(ctx, cities=[])["cities"]
    n, cities = o.count, list(o.cities)
    after = _(", then ").join(who(ctx, p) for p in o.next) or _("nobody")
    lines = [
        _(
            "**Civil War**: {cities} of {player}'s lost faction are to be replaced, and you have only "
            "{stock} in stock. Choose the ones you take over; the others go to the players with most "
            "tokens in stock ({after}), and those nobody can take are lost.",
            cities=n_("{n} city", "{n} cities", len(cities)),
            player=who(ctx, o.player),
            stock=n_("{n} city", "{n} cities", n),
            after=after,
        ),
        _("Chosen: {cities} ({n} of {total}).", cities=names(chosen), n=len(chosen), total=n),
    ]
    opts = [
        (c, _("{area} (limit {n})", area=area_name(c), n=board().areas[c].population_limit)) for c in cities
    ]
    items: list[Any] = [ctx.select("zwc", opts, n_("Take {n} city", "Take {n} cities", n), n, n)]
    items += common_buttons(ctx, "zwo", len(chosen) == n)
    return Form("\n".join(lines), items)


@CIV.op("zwc", "civil_war_cities")
def take_cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    cities = ctx.decision.options_as(TakeoverChoice).cities
    if any(v not in cities for v in values):
        raise BotError(_("Choose among the cities of the lost faction."))
    draft_of(ctx, cities=[])["cities"] = list(values)
    return Edit(take_cities_form(ctx))


@CIV.op("zwo", "civil_war_cities")
def take_cities_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(draft_of(ctx, cities=[])["cities"])
    n = ctx.decision.options_as(TakeoverChoice).count
    if len(chosen) != n:
        raise BotError(
            n_(
                "Take exactly {n} city, as many as you have in stock; you chose {chosen}.",
                "Take exactly {n} cities, as many as you have in stock; you chose {chosen}.",
                n,
                chosen=len(chosen),
            )
        )
    return Act(lambda g, seat: TakeCities(seat, chosen))
