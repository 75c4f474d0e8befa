"""Forms for setup and phases 1, 2, 7 and 8: nations, taxes, revolts, growth, cities, reductions.

Ships (phase 4) and movement (phase 5) have modules of their own."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, form, need, op, to_int
from bot.forms.generic import default_button, many_answer, many_choice
from bot.live import BotError
from bot.text import area_name, nation_name
from engine.civ.phases.cities import BuildCities
from engine.civ.phases.expansion import DistributeGrowth
from engine.civ.phases.setup import ChooseNation
from engine.civ.phases.support import ReduceCities
from engine.civ.phases.taxation import ChooseRevoltCities, SetTaxRate

PRIMARY, SUCCESS, DANGER = (
    discord.ButtonStyle.primary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)


def area_options(ids: list[str]) -> list[tuple[str, str]]:
    return [(a, area_name(a)) for a in ids]


# -- setup (a draft: the nation, then its start area) ---------------------------------------


@form("choose_nation")
def nation_form(ctx: Ctx) -> Form:
    nations: dict[str, list[str]] = ctx.decision.options["nations"]
    chosen = ctx.draft.get("nation")
    if isinstance(chosen, str) and len(nations.get(chosen, [])) > 1:
        return Form(
            f"{nation_name(chosen)}: choose the start area of your first token.",
            [
                ctx.select("ca", area_options(nations[chosen]), "Start area"),
                button("Back", ctx.id("rf")),
                default_button(ctx),
            ],
        )
    opts = [
        (n, f"{nation_name(n)} (start: {', '.join(area_name(a) for a in areas)})")
        for n, areas in nations.items()
    ]
    return Form("Choose your nation.", [ctx.select("cn", opts, "Choose a nation"), default_button(ctx)])


@op("cn", "choose_nation")
def nation_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    nation = need(values)[0]
    areas: list[str] = ctx.decision.options["nations"].get(nation, [])
    if not areas:
        raise BotError(f"{nation_name(nation)} is not available any more.")
    if len(areas) == 1:
        return Act(lambda g, seat: ChooseNation(seat, nation, areas[0]))
    ctx.draft["nation"] = nation
    return Edit(nation_form(ctx))


@op("ca", "choose_nation")
def nation_area(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    # Prompts made before the step lived in the draft carry the nation in their id.
    nation, area = str(args[0] if args else ctx.draft.get("nation", "")), need(values)[0]
    if not nation:
        raise BotError("Choose your nation first.")
    return Act(lambda g, seat: ChooseNation(seat, nation, area))


@op("rf")
def refresh(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    from bot.forms import build_form

    ctx.draft.clear()
    return Edit(build_form(ctx))


# -- phase 1 -------------------------------------------------------------------------------


@form("tax_rate")
def tax_form(ctx: Ctx) -> Form:
    items = [
        button(f"{r} per city", ctx.id("tx", str(r)), PRIMARY if r == 2 else discord.ButtonStyle.secondary)
        for r in ctx.decision.options["rates"]
    ]
    return Form(ctx.decision.prompt, [*items, default_button(ctx)])


@op("tx", "tax_rate")
def tax_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    rate = to_int(args[0], "The tax rate")
    return Act(lambda g, seat: SetTaxRate(seat, rate))


def _revolt_options(ctx: Ctx) -> list[tuple[str, str]]:
    return area_options(ctx.decision.options["cities"])


@form("revolt_cities")
def revolt_form(ctx: Ctx) -> Form:
    n = int(ctx.decision.options["count"])
    items, summary = many_choice(
        ctx, "rv", _revolt_options(ctx), f"Choose {n} cities", n, n, "Take over these cities"
    )
    lines = [ctx.decision.prompt, "Pick them in the order they are taken over.", *summary]
    return Form("\n".join(lines), [*items, default_button(ctx)])


@op("rv", "revolt_cities")
def revolt_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rv", args, values, _revolt_options(ctx))
    if chosen is None:
        return Edit(revolt_form(ctx))
    defaulter = str(ctx.decision.options["defaulter"])
    return Act(lambda g, seat: ChooseRevoltCities(seat, defaulter, tuple(chosen)))


# -- phase 2: growth (a draft: one token at a time) -----------------------------------------


@form("growth")
def growth_form(ctx: Ctx) -> Form:
    o = ctx.decision.options
    stock, caps = int(o["stock"]), dict(o["areas"])
    placed: dict[str, int] = ctx.draft.setdefault("growth", {})
    left = stock - sum(placed.values())
    lines = [
        ctx.decision.prompt,
        "Placed so far: "
        + (", ".join(f"{area_name(a)} +{n}" for a, n in placed.items()) or "nothing")
        + f" — {left} left.",
    ]
    items: list[discord.ui.Item[Any]] = []
    room = [(a, f"{area_name(a)} ({placed.get(a, 0)}/{c})") for a, c in caps.items() if placed.get(a, 0) < c]
    if left and room:
        items.append(ctx.select("ga1", room, "Add one token to…"))
    items += [
        button("Submit", ctx.id("gs"), SUCCESS, disabled=left != 0),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]
    return Form("\n".join(lines), items)


@op("ga1", "growth")
def growth_add(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    placed: dict[str, int] = ctx.draft.setdefault("growth", {})
    area = need(values)[0]
    placed[area] = placed.get(area, 0) + 1
    return Edit(growth_form(ctx))


@op("gs", "growth")
def growth_submit(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    placements = tuple(sorted(ctx.draft.get("growth", {}).items()))
    return Act(lambda g, seat: DistributeGrowth(seat, placements))


# -- phases 7 and 8 (many-choices: paged beyond 25, picks kept in the draft) -----------------


def _city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [(a, f"{area_name(a)} (needs {n})") for a, n in ctx.decision.options["areas"].items()]


@form("build_cities")
def cities_form(ctx: Ctx) -> Form:
    opts = _city_options(ctx)
    hi = min(len(opts), int(ctx.decision.options["cities_in_stock"]))
    items: list[discord.ui.Item[Any]] = []
    lines = [ctx.decision.prompt]
    if opts and hi:
        picks, summary = many_choice(ctx, "bc", opts, "Build cities in…", 1, hi, "Build these cities")
        items += picks
        lines += summary
    items += [button("Build nothing", ctx.id("bn")), default_button(ctx)]
    return Form("\n".join(lines), items)


@op("bc", "build_cities")
def cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "bc", args, values, _city_options(ctx))
    if chosen is None:
        return Edit(cities_form(ctx))
    return Act(lambda g, seat: BuildCities(seat, tuple(chosen)))


@op("bn", "build_cities")
def cities_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuildCities(seat, ()))


def _reduce_options(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options
    return [(a, area_name(a) + (" (new)" if a in o["new_cities"] else "")) for a in o["cities"]]


@form("reduce_cities")
def reduce_form(ctx: Ctx) -> Form:
    opts = _reduce_options(ctx)
    items, summary = many_choice(
        ctx, "rc", opts, "Cities to reduce, in order", 1, len(opts), "Reduce these cities"
    )
    lines = [ctx.decision.prompt, *summary]
    off = int(ctx.decision.options.get("unsupported_tokens", 0))
    if off:  # Advanced Civilization's Slave Revolt
        lines.insert(
            1,
            f"Slave Revolt: {off} of your tokens support no city until the end of the calamity phase; "
            "a reduced city's tokens count at once.",
        )
    return Form("\n".join(lines), [*items, default_button(ctx)])


@op("rc", "reduce_cities")
def reduce_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rc", args, values, _reduce_options(ctx))
    if chosen is None:
        return Edit(reduce_form(ctx))
    return Act(lambda g, seat: ReduceCities(seat, tuple(chosen)))
