"""Forms for setup and phases 1, 2, 7 and 8: nations, taxes, revolts, growth, cities, reductions.

Ships (phase 4) and movement (phase 5) have modules of their own."""

from __future__ import annotations

from typing import Any

import discord

from bot.components import CivModal, button
from bot.forms.base import Act, Ctx, Edit, Form, OpenModal, Outcome, need, to_int
from bot.forms.generic import default_button, many_answer, many_choice
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name, nation_name, resolve_area
from bot.live_game import BotError
from engine.civ.api import (
    BuildCities,
    ChooseNation,
    ChooseRevoltCities,
    CityChoice,
    DistributeGrowth,
    GrowthChoice,
    NationChoice,
    ReduceCities,
    ReductionChoice,
    RevoltChoice,
    SetTaxRate,
    TaxRateChoice,
)
from i18n.catalog import _, n_

PRIMARY, SUCCESS, DANGER = (
    discord.ButtonStyle.primary,
    discord.ButtonStyle.success,
    discord.ButtonStyle.danger,
)


def area_options(ids: list[str]) -> list[tuple[str, str]]:
    return [(a, area_name(a)) for a in ids]


# -- setup (a draft: the nation, then its start area) ---------------------------------------


@CIV.form("choose_nation")
def nation_form(ctx: Ctx) -> Form:
    nations = ctx.decision.options_as(NationChoice).nations
    chosen = ctx.draft.get("nation")
    if isinstance(chosen, str) and len(nations.get(chosen, [])) > 1:
        return Form(
            _("{nation}: choose the start area of your first token.", nation=nation_name(chosen)),
            [
                ctx.select("ca", area_options(nations[chosen]), _("Start area")),
                button(_("Back"), ctx.id("rf")),
                default_button(ctx),
            ],
        )
    opts = [
        (
            n,
            _(
                "{nation} (start: {areas})",
                nation=nation_name(n),
                areas=", ".join(area_name(a) for a in areas),
            ),
        )
        for n, areas in nations.items()
    ]
    return Form(_("Choose your nation."), [ctx.select("cn", opts, _("Choose a nation")), default_button(ctx)])


@CIV.op("cn", "choose_nation")
def nation_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    nation = need(values)[0]
    areas = ctx.decision.options_as(NationChoice).nations.get(nation, [])
    if not areas:
        raise BotError(_("{nation} is not available any more.", nation=nation_name(nation)))
    if len(areas) == 1:
        return Act(lambda g, seat: ChooseNation(seat, nation, areas[0]))
    ctx.draft["nation"] = nation
    return Edit(nation_form(ctx))


@CIV.op("ca", "choose_nation")
def nation_area(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    # Prompts made before the step lived in the draft carry the nation in their id.
    nation, area = str(args[0] if args else ctx.draft.get("nation", "")), need(values)[0]
    if not nation:
        raise BotError(_("Choose your nation first."))
    return Act(lambda g, seat: ChooseNation(seat, nation, area))


# -- phase 1 -------------------------------------------------------------------------------


@CIV.form("tax_rate")
def tax_form(ctx: Ctx) -> Form:
    items = [
        button(
            _("{rate} per city", rate=r),
            ctx.id("tx", str(r)),
            PRIMARY if r == 2 else discord.ButtonStyle.secondary,
        )
        for r in ctx.decision.options_as(TaxRateChoice).rates
    ]
    return Form(ctx.decision.prompt, [*items, default_button(ctx)])


@CIV.op("tx", "tax_rate")
def tax_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    rate = to_int(args[0], _("The tax rate"))
    return Act(lambda g, seat: SetTaxRate(seat, rate))


def _revolt_options(ctx: Ctx) -> list[tuple[str, str]]:
    return area_options(ctx.decision.options_as(RevoltChoice).cities)


@CIV.form("revolt_cities")
def revolt_form(ctx: Ctx) -> Form:
    n = ctx.decision.options_as(RevoltChoice).count
    items, summary = many_choice(
        ctx,
        "rv",
        _revolt_options(ctx),
        n_("Choose {n} city", "Choose {n} cities", n),
        n,
        n,
        _("Take over these cities"),
    )
    lines = [ctx.decision.prompt, _("Pick them in the order they are taken over."), *summary]
    return Form("\n".join(lines), [*items, default_button(ctx)])


@CIV.op("rv", "revolt_cities")
def revolt_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rv", args, values, _revolt_options(ctx))
    if chosen is None:
        return Edit(revolt_form(ctx))
    defaulter = ctx.decision.options_as(RevoltChoice).defaulter
    return Act(lambda g, seat: ChooseRevoltCities(seat, defaulter, tuple(chosen)))


# -- phase 2: growth (one form: how many tokens in each area) --------------------------------

MODAL_FIELDS = 5  # Discord's limit of fields in a form


@CIV.form("growth")
def growth_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(GrowthChoice)
    stock, caps = o.stock, dict(o.areas)
    default = _default_growth(ctx)
    room = [_("{area} up to {n}", area=area_name(a), n=c) for a, c in caps.items()]
    lines = [
        ctx.decision.prompt,
        _("Room: {areas} — {stock} to place.", areas=", ".join(room), stock=stock),
        _(
            "The default puts {placements}.",
            placements=", ".join(f"{area_name(a)} {n}" for a, n in default.items()) or _("nothing"),
        ),
    ]
    items = [button(_("Choose counts…"), ctx.id("gf"), PRIMARY), default_button(ctx)]
    return Form("\n".join(lines), items)


def _default_growth(ctx: Ctx) -> dict[str, int]:
    default = ctx.decision.default
    placements = getattr(default, "placements", ())
    return {str(a): int(n) for a, n in placements}


@CIV.op("gf", "growth")
def growth_fill(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    """The growth form: one field per area (or one list when there are more than five)."""
    caps = dict(ctx.decision.options_as(GrowthChoice).areas)
    default = _default_growth(ctx)
    fields: list[discord.ui.TextInput[Any]] = []
    if len(caps) <= MODAL_FIELDS:
        for a, cap in caps.items():
            label = _("{area} (0 to {n})", area=area_name(a), n=cap)
            fields.append(
                discord.ui.TextInput(
                    label=label[:45], custom_id=a, default=str(default.get(a, 0)), max_length=2
                )
            )
    else:
        text = "\n".join(f"{area_name(a)}: {default.get(a, 0)}" for a in caps)
        fields.append(
            discord.ui.TextInput(
                label=_("Tokens per area (one 'Area: count' a line)"),
                custom_id=GROWTH_LIST,
                default=text[:4000],
                style=discord.TextStyle.paragraph,
            )
        )
    stock = ctx.decision.options_as(GrowthChoice).stock
    title = n_("Growth: place {n} token", "Growth: place {n} tokens", stock)
    return OpenModal(CivModal(title, ctx.id("gm2", "growth"), fields))


GROWTH_LIST = "counts"


@CIV.modal("gm2")
def growth_submitted(ctx: Ctx, fields: dict[str, str]) -> Act:
    caps = dict(ctx.decision.options_as(GrowthChoice).areas)
    counts = _typed_counts(fields, caps)
    stock = ctx.decision.options_as(GrowthChoice).stock
    for a, n in counts.items():
        if not 0 <= n <= caps[a]:
            raise BotError(
                _("{area} can take 0 to {most} new tokens, not {n}.", area=area_name(a), most=caps[a], n=n)
            )
    total = sum(counts.values())
    if total != stock:
        raise BotError(
            n_(
                "That places {n} token; your stock has {stock}: place it.",
                "That places {n} tokens; your stock has {stock}: place them all.",
                total,
                stock=stock,
            )
        )
    placements = tuple(sorted((a, n) for a, n in counts.items() if n))
    return Act(lambda g, seat: DistributeGrowth(seat, placements))


def _typed_counts(fields: dict[str, str], caps: dict[str, int]) -> dict[str, int]:
    """Area -> count from the form: one field per area, or lines of "Area: count"."""
    pairs: list[tuple[str, str]] = []
    if GROWTH_LIST in fields:
        for line in fields[GROWTH_LIST].splitlines():
            if line.strip():
                name, _sep, number = line.replace("=", ":").rpartition(":")
                if not name:
                    name, _sep, number = line.strip().rpartition(" ")
                if not name.strip():
                    raise BotError(
                        _(
                            "Write one area and its count on each line, as Area: count; {line} is not.",
                            line=repr(line.strip()),
                        )
                    )
                pairs.append((name, number))
    else:
        pairs = [(a, text) for a, text in fields.items()]
    counts: dict[str, int] = {}
    for name, number in pairs:
        area = resolve_area(name, caps)
        if area is None:
            where = ", ".join(area_name(a) for a in caps)
            raise BotError(
                _(
                    "Your population does not grow in {name} (it grows in {areas}).",
                    name=repr(name.strip()),
                    areas=where,
                )
            )
        counts[area] = to_int(number.strip() or "0", _("The count for {area}", area=area_name(area)))
    return counts


# -- phases 7 and 8 (many-choices: paged beyond 25, picks kept in the draft) -----------------


def _city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [
        (a, _("{area} (needs {n})", area=area_name(a), n=n))
        for a, n in ctx.decision.options_as(CityChoice).areas.items()
    ]


@CIV.form("build_cities")
def cities_form(ctx: Ctx) -> Form:
    opts = _city_options(ctx)
    hi = min(len(opts), ctx.decision.options_as(CityChoice).cities_in_stock)
    items: list[discord.ui.Item[Any]] = []
    lines = [ctx.decision.prompt]
    if opts and hi:
        picks, summary = many_choice(ctx, "bc", opts, _("Build cities in…"), 1, hi, _("Build these cities"))
        items += picks
        lines += summary
    items += [button(_("Build nothing"), ctx.id("bn")), default_button(ctx)]
    return Form("\n".join(lines), items)


@CIV.op("bc", "build_cities")
def cities_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "bc", args, values, _city_options(ctx))
    if chosen is None:
        return Edit(cities_form(ctx))
    return Act(lambda g, seat: BuildCities(seat, tuple(chosen)))


@CIV.op("bn", "build_cities")
def cities_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: BuildCities(seat, ()))


def _reduce_options(ctx: Ctx) -> list[tuple[str, str]]:
    o = ctx.decision.options_as(ReductionChoice)
    return [
        (a, _("{area} (new)", area=area_name(a)) if a in o.new_cities else area_name(a)) for a in o.cities
    ]


@CIV.form("reduce_cities")
def reduce_form(ctx: Ctx) -> Form:
    opts = _reduce_options(ctx)
    items, summary = many_choice(
        ctx, "rc", opts, _("Cities to reduce, in order"), 1, len(opts), _("Reduce these cities")
    )
    lines = [ctx.decision.prompt, *summary]
    off = ctx.decision.options_as(ReductionChoice).unsupported_tokens or 0
    if off:  # Advanced Civilization's Slave Revolt
        lines.insert(
            1,
            n_(
                "Slave Revolt: {n} of your tokens support no city until the end of the calamity phase; "
                "a reduced city's tokens count at once.",
                "Slave Revolt: {n} of your tokens support no city until the end of the calamity phase; "
                "a reduced city's tokens count at once.",
                off,
            ),
        )
    return Form("\n".join(lines), [*items, default_button(ctx)])


@CIV.op("rc", "reduce_cities")
def reduce_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "rc", args, values, _reduce_options(ctx))
    if chosen is None:
        return Edit(reduce_form(ctx))
    return Act(lambda g, seat: ReduceCities(seat, tuple(chosen)))
