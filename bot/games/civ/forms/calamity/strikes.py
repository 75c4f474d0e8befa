"""Where a calamity strikes when the player may choose: the flood plain, the volcano (rules 11.3)."""

from __future__ import annotations

from bot.forms.base import Act, Ctx, Form, Outcome, need
from bot.forms.generic import default_button
from bot.games.civ.forms.calamity.common import (
    names,
    title,
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.live_game import BotError
from engine.civ.api import (
    ChooseFloodPlain,
    ChooseVolcano,
    FloodPlainChoice,
    VolcanoChoice,
    flood_pool,
    own_points_at,
)

# -- Flood plain and volcano: which one strikes ----------------------------------------------------


def others_points(ctx: Ctx, points: dict[str, int]) -> str:
    out = [f"{who(ctx, p)} {n}" for p, n in points.items() if p != ctx.seat and n]
    return ", ".join(out) or "nobody"


@CIV.form("flood_plain")
def flood_plain_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(FloodPlainChoice)
    plains = o.plains
    g = ctx.g
    lines = [
        "**Flood**: your units on these flood plains are worth the same (token 1, every city 5, safe "
        "cities included); choose the plain that floods."
    ]
    for plain, areas in plains.items():
        others = others_points(ctx, {p: flood_pool(g, p, plain).total() for p in g.players})
        lines.append(
            f"• {title(plain)} ({names(areas)}): your units there are worth {o.points[plain]} points, "
            f"{o.at_stake[plain]} of them at stake; others there: {others}."
        )
    opts = [(p, f"{title(p)} floods (your {o.at_stake[p]} points at stake)") for p in plains]
    return Form("\n".join(lines), [ctx.select("zfp", opts, "The plain that floods"), default_button(ctx)])


@CIV.op("zfp", "flood_plain")
def flood_plain_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    plain = need(values)[0]
    if plain not in ctx.decision.options_as(FloodPlainChoice).plains:
        raise BotError(f"The flood cannot strike the {title(plain)} plain.")
    return Act(lambda g, seat: ChooseFloodPlain(seat, plain))


@CIV.form("choose_volcano")
def volcano_form(ctx: Ctx) -> Form:
    volcanoes = ctx.decision.options_as(VolcanoChoice).volcanoes
    g = ctx.g
    lines = [
        "**Volcanic Eruption**: you have units at several volcanoes; choose the one that erupts. "
        "Every unit in the areas it touches is lost, whoever owns it."
    ]
    for v, info in volcanoes.items():
        others = others_points(ctx, {p: own_points_at(g, v, p) for p in g.players})
        lines.append(
            f"• {title(v)} ({names(info['areas'])}): you lose {info['your_points']} points; others: {others}."
        )
    opts = [
        (v, f"{title(v)} erupts (you lose {info['your_points']} points)") for v, info in volcanoes.items()
    ]
    return Form("\n".join(lines), [ctx.select("zvv", opts, "The volcano that erupts"), default_button(ctx)])


@CIV.op("zvv", "choose_volcano")
def volcano_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    volcano = need(values)[0]
    if volcano not in ctx.decision.options_as(VolcanoChoice).volcanoes:
        raise BotError(f"{title(volcano)} is not a volcano at your units.")
    return Act(lambda g, seat: ChooseVolcano(seat, volcano))
