"""Cities a calamity strikes, chosen by a player (rules reference §8.3): Treachery, Superstition,
Civil Disorder, the Flood's coastal city, Piracy (one form: which cities, within each owner's
limit), Iconoclasm and Heresy (own cities and other players'), the Earthquake's city and
neighbour, and Monotheism's conversion (§9.4)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.forms.generic import default_button, many_answer, many_choice, picked
from bot.games.civ.advciv.forms.table import ADVCIV
from bot.games.civ.forms.calamity.cities import gives_back
from bot.games.civ.forms.calamity.common import PRIMARY, common_buttons, draft_of, front_step, names
from bot.games.civ.forms.seats import who
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.advciv.api import (
    DESTROY,
    PIRATE,
    REDUCE,
    TREACHERY,
    AdvIconoclasmChoice,
    ChooseCities,
    CitiesChoice,
    CitiesStep,
    ConversionChoice,
    ConvertArea,
    QuakeTieChoice,
)
from engine.civ.api import EarthquakeChoice, IconoclasmChoice, reduction_value
from i18n.catalog import N_, _, n_

CITY_KINDS = ("treachery", "superstition", "advciv_civil_disorder", "flood_coastal_city", "advciv_piracy")
# The Flood's coastal city: what becomes of it, a sentence each.
FATE = {
    REDUCE: N_(
        "**Flood**: you have no vulnerable unit on a flood plain, so one of your coastal cities is reduced: "
        "choose which."
    ),
    DESTROY: N_(
        "**Flood**: you have no vulnerable unit on a flood plain, so one of your coastal "
        "cities is destroyed: "
        "choose which."
    ),
    PIRATE: N_(
        "**Flood**: you have no vulnerable unit on a flood plain, so one of your coastal cities becomes a "
        "pirate city: choose which."
    ),
    TREACHERY: N_(
        "**Flood**: you have no vulnerable unit on a flood plain, so one of your coastal cities becomes a "
        "city of the player who traded the Treachery: choose which."
    ),
}
STRUCK = N_(
    "**Flood**: you have no vulnerable unit on a flood plain, so one of your coastal cities is struck: "
    "choose which."
)

# -- one form for every choice of cities (advciv CitiesStep) --------------------------------------


def cities_step(ctx: Ctx) -> CitiesStep | None:
    step = front_step(ctx.g)
    return step if isinstance(step, CitiesStep) else None


def cities_intro(ctx: Ctx) -> str:
    o, step = ctx.decision.options_as(CitiesChoice), cities_step(ctx)
    n = o.count
    kind = ctx.decision.kind
    holder = step.holder if step is not None else ctx.seat
    then = step.then if step is not None else REDUCE
    if kind == "treachery" and then == TREACHERY:
        if step is not None and step.taker == ctx.seat:
            return _(
                "**Treachery**: {player} holds the Treachery you traded: choose one of their cities; "
                "it becomes yours (destroyed if you have no city left in stock).",
                player=who(ctx, holder),
            )
        return _(
            "**Treachery**: {player} holds the Treachery you traded: choose one of their cities; "
            "it changes hands (destroyed if you have no city left in stock).",
            player=who(ctx, holder),
        )
    if kind == "treachery":
        return _("**Treachery** (you kept it): choose one of your cities to reduce.")
    if kind == "superstition":
        return n_(
            "**Superstition**: choose {n} city of yours to reduce.",
            "**Superstition**: choose {n} cities of yours to reduce.",
            n,
        )
    if kind == "advciv_civil_disorder":
        return n_(
            "**Civil Disorder**: all your cities but a few are reduced: choose the {n} city.",
            "**Civil Disorder**: all your cities but a few are reduced: choose the {n} cities.",
            n,
        )
    if kind == "flood_coastal_city":
        return _(FATE.get(then, STRUCK))
    return piracy_intro(ctx, holder)


def piracy_intro(ctx: Ctx, holder: str) -> str:
    o = ctx.decision.options_as(CitiesChoice)
    n, limits = o.count, o.per_owner_max
    if limits:
        return n_(
            "**Piracy**: choose {n} coastal city of other players that become pirate cities "
            "(at most {most} of any one player's).",
            "**Piracy**: choose {n} coastal cities of other players that become pirate cities "
            "(at most {most} of any one player's).",
            n,
            most=max(limits.values()),
        )
    if holder == ctx.seat:
        return n_(
            "**Piracy**: choose {n} coastal city of your that become pirate cities.",
            "**Piracy**: choose {n} coastal cities of your that become pirate cities.",
            n,
        )
    return n_(
        "**Piracy**: choose {n} coastal city of {player}'s that become pirate cities.",
        "**Piracy**: choose {n} coastal cities of {player}'s that become pirate cities.",
        n,
        player=who(ctx, holder),
    )


def city_label(ctx: Ctx, area: str) -> str:
    owner = ctx.decision.options_as(CitiesChoice).owners.get(area, "")
    whose = _("yours") if owner == ctx.seat else who(ctx, owner)
    n = reduction_value(ctx.g, area)
    return n_(
        "{city} ({owner}; {n} token if reduced)",
        "{city} ({owner}; {n} tokens if reduced)",
        n,
        city=area_name(area),
        owner=whose,
    )[:100]


def city_options(ctx: Ctx) -> list[tuple[str, str]]:
    return [(a, city_label(ctx, a)) for a in ctx.decision.options_as(CitiesChoice).cities]


def limit_problem(ctx: Ctx, chosen: list[str]) -> str | None:
    o = ctx.decision.options_as(CitiesChoice)
    limits: dict[str, int] = o.per_owner_max
    for owner, k in Counter(o.owners[a] for a in chosen).items():
        if owner in limits and k > int(limits[owner]):
            return n_(
                "At most {n} city of {player}'s may be chosen.",
                "At most {n} cities of {player}'s may be chosen.",
                int(limits[owner]),
                player=who(ctx, owner),
            )
    return None


def op_name(ctx: Ctx, what: str) -> str:
    """An op belongs to one decision kind: each kind of choice has its own names ("ac0p")."""
    return f"ac{CITY_KINDS.index(ctx.decision.kind)}{what}"


def cities_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(CitiesChoice)
    n = o.count
    pick = op_name(ctx, "p")
    lines = [cities_intro(ctx)]
    placeholder = n_("Choose {n} city", "Choose {n} cities", n)
    items, summary = many_choice(ctx, pick, city_options(ctx), placeholder, n, n, None)
    chosen = chosen_cities(ctx)
    lines += summary or [
        _("Chosen: {cities} ({n} of {total}).", cities=names(chosen), n=len(chosen), total=n)
    ]
    problem = limit_problem(ctx, chosen)
    if problem:
        lines.append(f"⚠️ {problem}")
    items += common_buttons(ctx, op_name(ctx, "o"), len(chosen) == n and problem is None)
    return Form("\n".join(lines), items)


def chosen_cities(ctx: Ctx) -> list[str]:
    if len(city_options(ctx)) > 25:
        return picked(ctx, op_name(ctx, "p"))
    return list(draft_of(ctx, cities=[])["cities"])


def cities_pick(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = many_answer(ctx, op_name(ctx, "p"), args, values, city_options(ctx))
    if chosen is not None:
        if any(a not in ctx.decision.options_as(CitiesChoice).cities for a in chosen):
            raise BotError(_("Choose among the cities listed."))
        draft_of(ctx, cities=[])["cities"] = chosen
    return Edit(cities_form(ctx))


def cities_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(chosen_cities(ctx))
    n = ctx.decision.options_as(CitiesChoice).count
    if len(chosen) != n:
        raise BotError(
            n_(
                "Choose exactly {n} city; you chose {chosen}.",
                "Choose exactly {n} cities; you chose {chosen}.",
                n,
                chosen=len(chosen),
            )
        )
    problem = limit_problem(ctx, list(chosen))
    if problem:
        raise BotError(problem)
    return Act(lambda g, seat: ChooseCities(seat, chosen))


for _i, _kind in enumerate(CITY_KINDS):
    ADVCIV.form(_kind)(cities_form)
    ADVCIV.op(f"ac{_i}p", _kind)(cities_pick)
    ADVCIV.op(f"ac{_i}o", _kind)(cities_confirm)


# -- Iconoclasm and Heresy ---------------------------------------------------------------------


def icon_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, own=[], others=[])


def icon_targets(ctx: Ctx, d: dict[str, Any]) -> list[str]:
    """Other players' cities still allowed: not chosen, their owner below his limit."""
    o, g = ctx.decision.options_as(AdvIconoclasmChoice), ctx.g
    taken = Counter(g.cities.get(a) for a in d["others"])
    limits: dict[str, int] = o.per_owner_max
    return [
        a
        for a in o.targets
        if a not in d["others"] and taken[g.cities.get(a)] < int(limits.get(str(g.cities.get(a)), 0))
    ]


@ADVCIV.form("advciv_iconoclasm")
def iconoclasm_form(ctx: Ctx) -> Form:
    o, d, g = ctx.decision.options_as(AdvIconoclasmChoice), icon_draft(ctx), ctx.g
    n, m = o.count, o.others_count
    lines = [
        _(
            "**Iconoclasm and Heresy**: choose {own} of yours to reduce, and {others} of other players to "
            "reduce as well (Philosophy limits what one player loses; Theology holders and the player who "
            "traded you the card are spared).",
            own=n_("{n} city", "{n} cities", n),
            others=n_("{n} city", "{n} cities", m),
        ),
        _(
            "Yours: {own} ({n} of {total}). Others: {others} ({m} of {most}).",
            own=names(d["own"]),
            n=len(d["own"]),
            total=n,
            others=names(d["others"]),
            m=len(d["others"]),
            most=m,
        ),
    ]
    items: list[Any] = []
    if n:
        opts = [(c, gives_back(g, c)) for c in o.cities]
        items.append(
            ctx.select("aio", opts, n_("Your {n} city to reduce", "Your {n} cities to reduce", n), n, n)
        )
    targets = icon_targets(ctx, d)
    if targets and len(d["others"]) < m:
        opts = [(a, f"{area_name(a)} ({who(ctx, g.cities.get(a))})") for a in targets]
        items.append(ctx.select("ait", opts, _("Add a city of another player…")))
    items += common_buttons(ctx, "aik", len(d["own"]) == n and len(d["others"]) == m)
    return Form("\n".join(lines), items)


@ADVCIV.op("aio", "advciv_iconoclasm")
def iconoclasm_own(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    if any(v not in ctx.decision.options_as(AdvIconoclasmChoice).cities for v in values):
        raise BotError(_("Choose among your own cities."))
    icon_draft(ctx)["own"] = list(values)
    return Edit(iconoclasm_form(ctx))


@ADVCIV.op("ait", "advciv_iconoclasm")
def iconoclasm_target(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d, area = icon_draft(ctx), need(values)[0]
    if len(d["others"]) >= ctx.decision.options_as(AdvIconoclasmChoice).others_count:
        raise BotError(_("You have named all the cities of other players: Reset to choose again."))
    if area not in icon_targets(ctx, d):
        raise BotError(_("The city of {city} cannot be added (see the limits above).", city=area_name(area)))
    d["others"].append(area)
    return Edit(iconoclasm_form(ctx))


@ADVCIV.op("aik", "advciv_iconoclasm")
def iconoclasm_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o, d = ctx.decision.options_as(AdvIconoclasmChoice), icon_draft(ctx)
    if len(d["own"]) != o.count or len(d["others"]) != o.others_count:
        raise BotError(
            _(
                "Choose {own} of yours and {others} of other players.",
                own=n_("{n} city", "{n} cities", o.count),
                others=n_("{n} city", "{n} cities", o.others_count),
            )
        )
    own, others = tuple(d["own"]), tuple(d["others"])
    return Act(lambda g, seat: IconoclasmChoice(seat, own, others))


# -- Earthquake: the city struck and the neighbour reduced, among equally damaging places ---------


def quake_label(ctx: Ctx, city: str, neighbour: str) -> str:
    if not neighbour:
        return _("Your city of {city} (no neighbouring city suffers)", city=area_name(city))
    owner = who(ctx, ctx.g.cities.get(neighbour))
    return _(
        "Your city of {city}, and {neighbour} of {owner}",
        city=area_name(city),
        neighbour=area_name(neighbour),
        owner=owner,
    )[:100]


@ADVCIV.form("advciv_earthquake")
def earthquake_form(ctx: Ctx) -> Form:
    choices = ctx.decision.options_as(QuakeTieChoice).choices
    opts = [(f"{c}/{n}", quake_label(ctx, c, n)) for c, n in choices]
    return Form(
        _(
            "**Earthquake**: these places would do the same damage. Choose your city struck (destroyed, or "
            "reduced with Engineering) and the neighbouring city of another player that is reduced with it."
        ),
        [ctx.select("aeq", opts, _("Where the earthquake strikes")), default_button(ctx)],
    )


@ADVCIV.op("aeq", "advciv_earthquake")
def earthquake_chosen(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city, _sep, neighbour = need(values)[0].partition("/")
    if [city, neighbour] not in ctx.decision.options_as(QuakeTieChoice).choices:
        raise BotError(
            _("The earthquake strikes where it does the most damage: choose among the places listed.")
        )
    return Act(lambda g, seat: EarthquakeChoice(seat, city, neighbour))


# -- Monotheism: convert one adjacent area, or not --------------------------------------------------


@ADVCIV.form("monotheism")
def monotheism_form(ctx: Ctx) -> Form:
    areas = ctx.decision.options_as(ConversionChoice).areas
    lines = [
        _(
            "**Monotheism**: you may convert one area adjacent by land to your units: every "
            "unit there (a city, "
            "tokens) is replaced by yours from your stock. No pillage, no card."
        )
    ]
    for a, info in areas.items():
        here = ", ".join(who(ctx, p) for p in info["owners"])
        if a in ctx.g.cities:
            lines.append(_("• {area} with a city: units of {players}", area=area_name(a), players=here))
        else:
            lines.append(_("• {area}: units of {players}", area=area_name(a), players=here))
    opts = [(a, _("Convert {area}", area=area_name(a))) for a in areas]
    items: list[Any] = []
    if opts:
        items.append(ctx.select("amc", opts, _("The area to convert")))
    items.append(button(_("Convert nothing"), ctx.id("am0"), PRIMARY))
    return Form("\n".join(lines), items)


@ADVCIV.op("amc", "monotheism")
def monotheism_convert(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    area = need(values)[0]
    if area not in ctx.decision.options_as(ConversionChoice).areas:
        raise BotError(_("You cannot convert {area}.", area=area_name(area)))
    return Act(lambda g, seat: ConvertArea(seat, area))


@ADVCIV.op("am0", "monotheism")
def monotheism_none(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    return Act(lambda g, seat: ConvertArea(seat, ""))
