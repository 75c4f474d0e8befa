"""City choices: Earthquake, Iconoclasm and Heresy, Piracy, Civil Disorder (rules 11.3)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from bot.components import button
from bot.forms.base import Act, Ctx, Edit, Form, Outcome, need
from bot.forms.generic import default_button
from bot.games.civ.forms.calamity.common import (
    NOBODY,
    common_buttons,
    draft_of,
    names,
)
from bot.games.civ.forms.seats import who
from bot.games.civ.forms.table import CIV
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ.api import (
    ChooseDisorderCities,
    DisorderChoice,
    EarthquakeChoice,
    EarthquakeCityChoice,
    GameState,
    IconoclasmChoice,
    IconoclasmCityChoice,
    PiracyChoice,
    PiracyCityChoice,
    game_map,
    reduction_value,
    units,
)
from i18n.catalog import _, n_

# -- Earthquake (11.3 Volcanic Eruption / Earthquake, A37) ---------------------------------------


def earthquake_label(city: str, near: list[str]) -> str:
    if not near:
        return _("{city} (no other player's city next to it)", city=area_name(city))
    return _("{city} (other players' cities next to it: {cities})", city=area_name(city), cities=names(near))[
        :100
    ]


@CIV.form("earthquake")
def earthquake_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(EarthquakeCityChoice)
    d = draft_of(ctx, city="")
    reduce = o.effect == "reduce"  # else the city is lost (option earthquake_effect)
    if not d["city"]:
        opts = [(c, earthquake_label(c, o.neighbours.get(c, []))) for c in o.cities]
        if reduce:
            intro = _(
                "**Earthquake**: choose one of your cities to reduce. Then you may name one city of another "
                "player next to it (by land or across water), which suffers the same."
            )
            placeholder = _("Your city to reduce")
        else:
            intro = _(
                "**Earthquake**: choose one of your cities to lose. Then you may name one city of another "
                "player next to it (by land or across water), which suffers the same."
            )
            placeholder = _("Your city to lose")
        return Form(intro, [ctx.select("zec", opts, placeholder), default_button(ctx)])
    city = str(d["city"])
    opts = [(NOBODY, _("Nobody: only {city}", city=area_name(city)))]
    opts += [(a, f"{area_name(a)} ({who(ctx, ctx.g.cities.get(a))})") for a in o.neighbours.get(city, [])]
    if reduce:
        text = _(
            "**Earthquake**: you reduce your city of {city}. Name a neighbouring city of "
            "another player to reduce as well, or nobody.",
            city=area_name(city),
        )
    else:
        text = _(
            "**Earthquake**: you lose your city of {city}. Name a neighbouring city of "
            "another player to lose as well, or nobody.",
            city=area_name(city),
        )
    return Form(
        text,
        [
            ctx.select("zen", opts, _("Neighbouring city")),
            button(_("Back"), ctx.id("zeb")),
            default_button(ctx),
        ],
    )


@CIV.op("zec", "earthquake")
def earthquake_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = need(values)[0]
    if city not in ctx.decision.options_as(EarthquakeCityChoice).cities:
        raise BotError(_("{city} is not one of your cities.", city=area_name(city)))
    draft_of(ctx, city="")["city"] = city
    return Edit(earthquake_form(ctx))


@CIV.op("zen", "earthquake")
def earthquake_neighbour(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = str(draft_of(ctx, city="")["city"])
    if not city:
        raise BotError(_("Choose your own city first."))
    pick = need(values)[0]
    near = ctx.decision.options_as(EarthquakeCityChoice).neighbours.get(city, [])
    if pick != NOBODY and pick not in near:
        raise BotError(
            _("{city} is not another player's city next to {own}.", city=area_name(pick), own=area_name(city))
        )
    neighbour = "" if pick == NOBODY else pick
    return Act(lambda g, seat: EarthquakeChoice(seat, city, neighbour))


@CIV.op("zeb", "earthquake")
def earthquake_back(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    draft_of(ctx, city="")["city"] = ""
    return Edit(earthquake_form(ctx))


# -- Iconoclasm and Heresy (11.3, A40) -------------------------------------------------------------


def icon_draft(ctx: Ctx) -> dict[str, Any]:
    return draft_of(ctx, own=[], others=[])


def icon_open_targets(ctx: Ctx, d: dict[str, Any]) -> list[str]:
    """Targets still allowed: not chosen, and their owner below his limit (Law: 1)."""
    o, g = ctx.decision.options_as(IconoclasmCityChoice), ctx.g
    per_owner = Counter(g.cities.get(a) for a in d["others"])
    limits: dict[str, int] = o.victim_limits
    return [
        a
        for a in o.targets
        if a not in d["others"] and per_owner[g.cities.get(a)] < int(limits.get(str(g.cities.get(a)), 0))
    ]


@CIV.form("iconoclasm")
def iconoclasm_form(ctx: Ctx) -> Form:
    o, d, g = ctx.decision.options_as(IconoclasmCityChoice), icon_draft(ctx), ctx.g
    n = o.count
    lines = [
        _(
            "**Iconoclasm and Heresy**: choose {cities} of yours to reduce, and up to {others} cities of "
            "other players to reduce as well (a Law holder loses at most one, a Philosophy holder none).",
            cities=n_("{n} city", "{n} cities", n),
            others=o.others_max,
        ),
        _(
            "Yours: {own} ({n} of {total}). Others: {others}.",
            own=names(d["own"]),
            n=len(d["own"]),
            total=n,
            others=names(d["others"]),
        ),
    ]
    items: list[Any] = []
    if n:
        opts = [(c, gives_back(g, c)) for c in o.cities]
        items.append(
            ctx.select("zio", opts, n_("Your {n} city to reduce", "Your {n} cities to reduce", n), n, n)
        )
    targets = icon_open_targets(ctx, d)
    if targets and len(d["others"]) < o.others_max:
        limits = o.victim_limits
        opts = [
            (
                a,
                _("{city} ({player}, Law: at most one)", city=area_name(a), player=who(ctx, g.cities.get(a)))
                if limits.get(str(g.cities.get(a))) == 1
                else f"{area_name(a)} ({who(ctx, g.cities.get(a))})",
            )
            for a in targets
        ]
        items.append(ctx.select("zit", opts, _("Add a city of another player…")))
    items += common_buttons(ctx, "zik", len(d["own"]) == n)
    return Form("\n".join(lines), items)


def gives_back(g: GameState, city: str) -> str:
    """A city to reduce as a select shows it, with the tokens its reduction gives back."""
    n = reduction_value(g, city)
    return n_("{city} (gives back {n} token)", "{city} (gives back {n} tokens)", n, city=area_name(city))


@CIV.op("zio", "iconoclasm")
def iconoclasm_own(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    own = ctx.decision.options_as(IconoclasmCityChoice).cities
    if any(v not in own for v in values):
        raise BotError(_("Choose among your own cities."))
    icon_draft(ctx)["own"] = list(values)
    return Edit(iconoclasm_form(ctx))


@CIV.op("zit", "iconoclasm")
def iconoclasm_target(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = icon_draft(ctx)
    area = need(values)[0]
    most = ctx.decision.options_as(IconoclasmCityChoice).others_max
    if len(d["others"]) >= most:
        raise BotError(_("You may name at most {n} cities of other players.", n=most))
    if area not in icon_open_targets(ctx, d):
        raise BotError(_("The city of {city} cannot be added (see the limits above).", city=area_name(area)))
    d["others"].append(area)
    return Edit(iconoclasm_form(ctx))


@CIV.op("zik", "iconoclasm")
def iconoclasm_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d, n = icon_draft(ctx), ctx.decision.options_as(IconoclasmCityChoice).count
    if len(d["own"]) != n:
        raise BotError(
            n_(
                "Choose exactly {n} city of yours to reduce; you chose {chosen}.",
                "Choose exactly {n} cities of yours to reduce; you chose {chosen}.",
                n,
                chosen=len(d["own"]),
            )
        )
    own, others = tuple(d["own"]), tuple(d["others"])
    return Act(lambda g, seat: IconoclasmChoice(seat, own, others))


# -- Piracy (11.3, A41) --------------------------------------------------------------------------


def ship_areas_by_water(g: GameState, seat: str) -> dict[str, list[str]]:
    """Where the player's ships are, by body of water (the keys of ``ships_per_water``)."""
    comp = game_map(g).water_component
    out: dict[str, list[str]] = {}
    for sid in units.ships_of(g, seat):
        area = g.ships[sid].area
        if area in comp:
            out.setdefault(str(comp[area]), []).append(area)
    return out


def water_name(ctx: Ctx, water: str) -> str:
    ships = ship_areas_by_water(ctx.g, ctx.seat).get(water, [])
    return _("the waters of your ships at {areas}", areas=names(sorted(set(ships))))


@CIV.form("piracy")
def piracy_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PiracyCityChoice)
    chosen: list[str] = draft_of(ctx, cities=[])["cities"]
    n = o.count
    lines = [
        n_(
            "**Piracy**: your ships raid {player}. Choose {n} coastal city "
            "of theirs to eliminate: one per ship, each on the waters of that ship.",
            "**Piracy**: your ships raid {player}. Choose {n} coastal cities "
            "of theirs to eliminate: one per ship, each on the waters of that ship.",
            n,
            player=who(ctx, o.victim),
        )
    ]
    for water, ships in o.ships_per_water.items():
        here = [a for a, w in o.city_water.items() if str(w) == water]
        if here:
            lines.append(
                n_(
                    "• On {waters} ({n} ship): {cities}",
                    "• On {waters} ({n} ships): {cities}",
                    int(ships),
                    waters=water_name(ctx, water),
                    cities=names(here),
                )
            )
    lines.append(_("Chosen: {cities} ({n} of {total}).", cities=names(chosen), n=len(chosen), total=n))
    opts = [
        (a, _("{city} (on {waters})", city=area_name(a), waters=water_name(ctx, str(o.city_water[a])))[:100])
        for a in o.cities
    ]
    items = [ctx.select("zyc", opts, n_("Choose {n} city", "Choose {n} cities", n), n, n)]
    items += common_buttons(ctx, "zyo", len(chosen) == n)
    return Form("\n".join(lines), items)


@CIV.op("zyc", "piracy")
def piracy_cities(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(PiracyCityChoice)
    if any(v not in o.cities for v in values):
        raise BotError(_("Choose among the coastal cities your ships can reach."))
    per_water = Counter(str(o.city_water[v]) for v in values)
    for water, k in per_water.items():
        ships = int(o.ships_per_water.get(water, 0))
        if k > ships:
            raise BotError(
                n_(
                    "Only {n} ship can reach {waters}: one city per ship.",
                    "Only {n} ships can reach {waters}: one city per ship.",
                    ships,
                    waters=water_name(ctx, water),
                )
            )
    draft_of(ctx, cities=[])["cities"] = list(values)
    return Edit(piracy_form(ctx))


@CIV.op("zyo", "piracy")
def piracy_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(draft_of(ctx, cities=[])["cities"])
    n = ctx.decision.options_as(PiracyCityChoice).count
    if len(chosen) != n:
        raise BotError(
            n_(
                "Your ships take exactly {n} city; you chose {chosen}.",
                "Your ships take exactly {n} cities; you chose {chosen}.",
                n,
                chosen=len(chosen),
            )
        )
    return Act(lambda g, seat: PiracyChoice(seat, chosen))


# -- Civil Disorder (11.3, A20) ------------------------------------------------------------------


@CIV.form("civil_disorder")
def disorder_form(ctx: Ctx) -> Form:
    o, g = ctx.decision.options_as(DisorderChoice), ctx.g
    order: list[str] = draft_of(ctx, order=[])["order"]
    n = o.count
    lines = [
        n_(
            "**Civil Disorder**: you keep {keep} cities; choose the {n} city to reduce. "
            "The order matters: they are reduced one after the other, so once your stock runs out a "
            "city reduced later gives back fewer tokens.",
            "**Civil Disorder**: you keep {keep} cities; choose the {n} cities to reduce. "
            "The order matters: they are reduced one after the other, so once your stock runs out a "
            "city reduced later gives back fewer tokens.",
            n,
            keep=o.keep,
        ),
        _(
            "Reduce, in order: {order} ({n} of {total}).",
            order=_(", then ").join(area_name(a) for a in order) or _("nothing yet"),
            n=len(order),
            total=n,
        ),
    ]
    if len(order) == n:
        lines.append(_("Kept intact: {cities}.", cities=names([c for c in o.cities if c not in order])))
    items: list[Any] = []
    rest = [c for c in o.cities if c not in order]
    if len(order) < n:
        opts = [
            (
                c,
                n_(
                    "{city} (gives back {n} token now)",
                    "{city} (gives back {n} tokens now)",
                    reduction_value(g, c),
                    city=area_name(c),
                ),
            )
            for c in rest
        ]
        items.append(ctx.select("zdc", opts, _("Reduce city number {n}…", n=len(order) + 1)))
    items += common_buttons(ctx, "zdo", len(order) == n)
    return Form("\n".join(lines), items)


@CIV.op("zdc", "civil_disorder")
def disorder_add(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(DisorderChoice)
    order: list[str] = draft_of(ctx, order=[])["order"]
    picked = need(values)
    for city in picked:
        if city not in o.cities or city in order or picked.count(city) > 1:
            raise BotError(_("{city} is not one of your cities left to choose.", city=area_name(city)))
    if len(order) + len(picked) > o.count:
        raise BotError(
            n_(
                "You reduce exactly {n} city: Reset to choose again.",
                "You reduce exactly {n} cities: Reset to choose again.",
                o.count,
            )
        )
    order += picked
    return Edit(disorder_form(ctx))


@CIV.op("zdo", "civil_disorder")
def disorder_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    order = tuple(draft_of(ctx, order=[])["order"])
    n = ctx.decision.options_as(DisorderChoice).count
    if len(order) != n:
        raise BotError(
            n_(
                "Choose exactly {n} city to reduce; you chose {chosen}.",
                "Choose exactly {n} cities to reduce; you chose {chosen}.",
                n,
                chosen=len(order),
            )
        )
    return Act(lambda g, seat: ChooseDisorderCities(seat, order))
