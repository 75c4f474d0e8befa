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
from bot.games.civ.forms.calamity.common import common_buttons, draft_of
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
from i18n.catalog import _, n_

SUCCESS, PRIMARY = discord.ButtonStyle.success, discord.ButtonStyle.primary
BUILD = "advciv_build_cities"

# -- phase 7: cities, one of them perhaps half paid from the treasury -----------------------------


def build_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, arch="", treasury=0)


def city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [
        (a, _("{area} (needs {n})", area=area_name(a), n=n))
        for a, n in ctx.decision.options_as(AdvCityChoice).areas.items()
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
        n_(
            "**City building**: 6 of your tokens on a city site (12 elsewhere) become a city; extra tokens "
            "there become surplus. You have {n} city in stock.",
            "**City building**: 6 of your tokens on a city site (12 elsewhere) become a city; extra tokens "
            "there become surplus. You have {n} cities in stock.",
            stock,
        )
    ]
    if arch:
        lines.append(
            _(
                "Architecture: one city may be paid up to half from your treasury ({n} tokens), "
                "the rest from your tokens there; not where another nation's tokens or barbarians stand.",
                n=o.treasury,
            )
        )
    lines.append(
        _("Build from tokens: {areas}.", areas=", ".join(area_name(a) for a in cities) or _("nothing"))
    )
    if d["arch"]:
        lines.append(
            _(
                "With Architecture: {area}, {n} tokens from the treasury.",
                area=area_name(d["arch"]),
                n=d["treasury"],
            )
        )
    items: list[discord.ui.Item[Any]] = []
    opts = city_options(ctx)
    room = stock - (1 if d["arch"] else 0)
    if opts and room > 0:
        items += many_choice(ctx, "abc", opts, _("Build cities in…"), 0, min(len(opts), room), None)[0]
    if arch and not d["arch"] and len(cities) < stock:
        arch_opts = [
            (
                a,
                _(
                    "{area} ({n} of {need} tokens there; the treasury pays up to {most})",
                    area=area_name(a),
                    n=x["tokens"],
                    need=x["need"],
                    most=x["max_treasury"],
                ),
            )
            for a, x in arch.items()
        ]
        items.append(ctx.select("aba", arch_opts, _("Architecture: build a city in…")))
    elif d["arch"] and not d["treasury"]:
        x = arch[d["arch"]]
        least = x["need"] - x["tokens"]
        counts = [
            (str(n), _("{n} from the treasury, {rest} from the board", n=n, rest=x["need"] - n))
            for n in range(least, x["max_treasury"] + 1)
        ]
        items.append(ctx.select("abt", counts, _("Treasury tokens for {area}", area=area_name(d["arch"]))))
    ready = bool(cities or (d["arch"] and d["treasury"]))
    items += [
        button(_("Build these cities"), ctx.id("abo"), SUCCESS, disabled=not ready),
        button(_("Build nothing"), ctx.id("ab0")),
        button(_("Reset"), ctx.id("rf")),
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
        raise BotError(_("Architecture cannot build a city in {area} now.", area=area_name(area)))
    build_draft(ctx).update(arch=area, treasury=0)
    return Edit(build_form(ctx))


@ADVCIV.op("abt", BUILD)
def build_treasury(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = build_draft(ctx)
    if not d["arch"]:
        raise BotError(_("Choose the city Architecture builds first."))
    x = ctx.decision.options_as(AdvCityChoice).architecture[d["arch"]]
    n = to_int(need(values)[0], _("The treasury tokens"))
    if not x["need"] - x["tokens"] <= n <= x["max_treasury"]:
        raise BotError(
            _(
                "Pay {least} to {most} tokens from the treasury there.",
                least=x["need"] - x["tokens"],
                most=x["max_treasury"],
            )
        )
    d["treasury"] = n
    return Edit(build_form(ctx))


@ADVCIV.op("abo", BUILD)
def build_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = build_draft(ctx)
    areas = tuple(chosen_cities(ctx))
    arch, treasury = str(d["arch"]), int(d["treasury"])
    if arch and not treasury:
        raise BotError(_("Say how many treasury tokens pay for the city in {area}.", area=area_name(arch)))
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
        n_(
            "**Pillage**: you destroyed the city in {area}. Move up to {n} token "
            "from your stock ({stock}) to your treasury.",
            "**Pillage**: you destroyed the city in {area}. Move up to {n} tokens "
            "from your stock ({stock}) to your treasury.",
            most,
            area=area_name(o.area),
            stock=o.stock,
        )
    ]
    items: list[discord.ui.Item[Any]] = [
        button(
            _("Pillage {n}", n=n) if n else _("Take nothing"),
            ctx.id("ag", str(n)),
            PRIMARY if n == most else discord.ButtonStyle.secondary,
        )
        for n in range(most, -1, -1)
    ]
    return Form("\n".join(lines), [*items, default_button(ctx)])


@ADVCIV.op("ag", "pillage")
def pillage_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    n = to_int(args[0] if args else "", _("The tokens pillaged"))
    most = ctx.decision.options_as(PillageChoice).max
    if not 0 <= n <= most:
        raise BotError(_("Pillage moves 0 to {n} tokens.", n=most))
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
        n_(
            "**Hand limit**: you hold {held} commodity cards and may keep {limit}. Choose the "
            "{n} card you discard: everyone is shown them.",
            "**Hand limit**: you hold {held} commodity cards and may keep {limit}. Choose the "
            "{n} cards you discard: everyone is shown them.",
            n,
            held=len(hand),
            limit=o.limit,
        ),
        _(
            "Discarding: {cards} ({n} of {total}). Set value of your hand: {now} now, {after} after.",
            cards=", ".join(card_name(c) for c in instance_cards(chosen)) or _("nothing yet"),
            n=len(chosen),
            total=n,
            now=set_value(hand),
            after=set_value(kept),
        ),
    ]
    placeholder = n_("The {n} card to discard", "The {n} cards to discard", n)
    items = many_choice(ctx, "adc", card_instances(hand), placeholder, n, n, None)[0]
    items += common_buttons(ctx, "ado", len(chosen) == n, _("Discard these cards"))
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
        raise BotError(
            n_(
                "Discard exactly {n} card; you chose {chosen}.",
                "Discard exactly {n} cards; you chose {chosen}.",
                n,
                chosen=len(chosen),
            )
        )
    cards = tuple(sorted(instance_cards(chosen)))
    return Act(lambda g, seat: DiscardCards(seat, cards))
