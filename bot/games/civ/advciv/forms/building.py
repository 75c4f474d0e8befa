"""Advanced Civilization's city building with Architecture (phase 7; rules reference §6.7,
000 §25.3), pillage after a city is destroyed (phase 6; §6.6, 000 §24.51), and the discard down
to 8 commodity cards (phase 12; §7.7, 000 §31.71)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import discord

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need, to_int
from bot.forms.generic import default_button, many_answer, many_choice, picked
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.advciv.words import card_instances, card_name, instance_cards, set_value
from bot.games.civ.forms.calamity.common import common_buttons, draft_of, plural
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.advciv.api import (
    AdvBuildCities,
    AdvCityChoice,
    DiscardCards,
    DiscardChoice,
    Pillage,
    PillageChoice,
)

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary
BUILD = "advciv_build_cities"

# -- phase 7: cities, one of them perhaps half paid from the treasury -----------------------------


def build_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, arch="", treasury=0)


def city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [
        (a, f"{area_name(a)} (needs {n})") for a, n in ctx.decision.options_as(AdvCityChoice).areas.items()
    ]


def chosen_cities(ctx: Ctx) -> list[str]:
    return picked(ctx, "abc")


@ADVCIV.form(BUILD)
def build_form(ctx: Ctx) -> Form:
    o, d = ctx.decision.options_as(AdvCityChoice), build_draft(ctx)
    arch = o.architecture
    cities = chosen_cities(ctx)
    stock = o.cities_in_stock
    lines = [
        "**City building**: 6 of your tokens on a city site (12 elsewhere) become a city; extra tokens "
        f"there become surplus. You have {plural(stock, 'city')} in stock."
    ]
    if arch:
        lines.append(
            f"Architecture: one city may be paid up to half from your treasury ({o.treasury} tokens), "
            "the rest from your tokens there; not where another nation's tokens or barbarians stand."
        )
    lines.append(f"Build from tokens: {', '.join(area_name(a) for a in cities) or 'nothing'}.")
    if d["arch"]:
        lines.append(f"With Architecture: {area_name(d['arch'])}, {d['treasury']} tokens from the treasury.")
    items: list[discord.ui.Item[Any]] = []
    opts = city_options(ctx)
    room = stock - (1 if d["arch"] else 0)
    if opts and room > 0:
        items += many_choice(ctx, "abc", opts, "Build cities in…", 0, min(len(opts), room), None)[0]
    if arch and not d["arch"] and len(cities) < stock:
        arch_opts = [
            (
                a,
                f"{area_name(a)} ({x['tokens']} of {x['need']} tokens there; the treasury pays up to "
                f"{x['max_treasury']})",
            )
            for a, x in arch.items()
        ]
        items.append(ctx.select("aba", arch_opts, "Architecture: build a city in…"))
    elif d["arch"] and not d["treasury"]:
        x = arch[d["arch"]]
        least = x["need"] - x["tokens"]
        counts = [
            (str(n), f"{n} from the treasury, {x['need'] - n} from the board")
            for n in range(least, x["max_treasury"] + 1)
        ]
        items.append(ctx.select("abt", counts, f"Treasury tokens for {area_name(d['arch'])}"))
    ready = bool(cities or (d["arch"] and d["treasury"]))
    items += [
        button("Build these cities", ctx.id("abo"), SUCCESS, disabled=not ready),
        button("Build nothing", ctx.id("ab0")),
        button("Reset", ctx.id("rf")),
        default_button(ctx),
    ]
    return Form("\n".join(lines), items)


@ADVCIV.op("abc", BUILD)
def build_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, "abc", args, values, city_options(ctx))
    if chosen is not None:
        ctx.draft.setdefault("picks", {})["abc"] = chosen
    return Edit(build_form(ctx))


@ADVCIV.op("aba", BUILD)
def build_architecture(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    area = need(values)[0]
    if area not in ctx.decision.options_as(AdvCityChoice).architecture:
        raise BotError(f"Architecture cannot build a city in {area_name(area)} now.")
    build_draft(ctx).update(arch=area, treasury=0)
    return Edit(build_form(ctx))


@ADVCIV.op("abt", BUILD)
def build_treasury(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = build_draft(ctx)
    if not d["arch"]:
        raise BotError("Choose the city Architecture builds first.")
    x = ctx.decision.options_as(AdvCityChoice).architecture[d["arch"]]
    n = to_int(need(values)[0], "The treasury tokens")
    if not x["need"] - x["tokens"] <= n <= x["max_treasury"]:
        raise BotError(
            f"Pay {x['need'] - x['tokens']} to {x['max_treasury']} tokens from the treasury there."
        )
    d["treasury"] = n
    return Edit(build_form(ctx))


@ADVCIV.op("abo", BUILD)
def build_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = build_draft(ctx)
    areas = tuple(chosen_cities(ctx))
    arch, treasury = str(d["arch"]), int(d["treasury"])
    if arch and not treasury:
        raise BotError(f"Say how many treasury tokens pay for the city in {area_name(arch)}.")
    return Act(lambda g, seat: AdvBuildCities(seat, areas, arch, treasury))


@ADVCIV.op("ab0", BUILD)
def build_nothing(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: AdvBuildCities(seat))


# -- phase 6: pillage ----------------------------------------------------------------------


@ADVCIV.form("pillage")
def pillage_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PillageChoice)
    most = o.max
    lines = [
        f"**Pillage**: you destroyed the city in {area_name(o.area)}. Move up to {plural(most, 'token')} "
        f"from your stock ({o.stock}) to your treasury."
    ]
    items: list[discord.ui.Item[Any]] = [
        button(
            f"Pillage {n}" if n else "Take nothing",
            ctx.id("ag", str(n)),
            PRIMARY if n == most else discord.ButtonStyle.secondary,
        )
        for n in range(most, -1, -1)
    ]
    return Form("\n".join(lines), [*items, default_button(ctx)])


@ADVCIV.op("ag", "pillage")
def pillage_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    n = to_int(args[0] if args else "", "The tokens pillaged")
    most = ctx.decision.options_as(PillageChoice).max
    if not 0 <= n <= most:
        raise BotError(f"Pillage moves 0 to {most} tokens.")
    return Act(lambda g, seat: Pillage(seat, n))


# -- phase 12: discard down to 8 commodity cards ----------------------------------------------------


@ADVCIV.form("discard_cards")
def discard_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(DiscardChoice)
    hand: list[str] = list(o.hand)
    n = o.discard
    chosen = discarded(ctx)
    kept = list((Counter(hand) - Counter(instance_cards(chosen))).elements())
    lines = [
        f"**Hand limit**: you hold {len(hand)} commodity cards and may keep {o.limit}. Choose the "
        f"{plural(n, 'card')} you discard: everyone is shown them.",
        f"Discarding: {', '.join(card_name(c) for c in instance_cards(chosen)) or 'nothing yet'} "
        f"({len(chosen)} of {n}). Set value of your hand: {set_value(hand)} now, {set_value(kept)} after.",
    ]
    items = many_choice(ctx, "adc", card_instances(hand), f"The {plural(n, 'card')} to discard", n, n, None)[
        0
    ]
    items += common_buttons(ctx, "ado", len(chosen) == n, "Discard these cards")
    return Form("\n".join(lines), items)


def discarded(ctx: Ctx) -> list[str]:
    """The cards chosen so far (select values: "hides#1")."""
    if len(ctx.decision.options_as(DiscardChoice).hand) > 25:
        return picked(ctx, "adc")
    return list(draft_of(ctx, cards=[])["cards"])


@ADVCIV.op("adc", "discard_cards")
def discard_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(
        ctx, "adc", args, values, card_instances(ctx.decision.options_as(DiscardChoice).hand)
    )
    if chosen is not None:
        draft_of(ctx, cards=[])["cards"] = chosen
    return Edit(discard_form(ctx))


@ADVCIV.op("ado", "discard_cards")
def discard_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = discarded(ctx)
    n = ctx.decision.options_as(DiscardChoice).discard
    if len(chosen) != n:
        raise BotError(f"Discard exactly {plural(n, 'card')}; you chose {len(chosen)}.")
    cards = tuple(sorted(instance_cards(chosen)))
    return Act(lambda g, seat: DiscardCards(seat, cards))
