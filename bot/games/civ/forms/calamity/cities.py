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
    plural,
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

# -- Earthquake (11.3 Volcanic Eruption / Earthquake, A37) ---------------------------------------


def earthquake_label(city: str, near: list[str]) -> str:
    if not near:
        return f"{area_name(city)} (no other player's city next to it)"
    return f"{area_name(city)} (other players' cities next to it: {names(near)})"[:100]


@CIV.form("earthquake")
def earthquake_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(EarthquakeCityChoice)
    d = draft_of(ctx, city="")
    verb = o.effect
    if not d["city"]:
        opts = [(c, earthquake_label(c, o.neighbours.get(c, []))) for c in o.cities]
        return Form(
            f"**Earthquake**: choose one of your cities to {verb}. Then you may name one city of another "
            "player next to it (by land or across water), which suffers the same.",
            [ctx.select("zec", opts, f"Your city to {verb}"), default_button(ctx)],
        )
    city = str(d["city"])
    opts = [(NOBODY, f"Nobody: only {area_name(city)}")]
    opts += [(a, f"{area_name(a)} ({who(ctx, ctx.g.cities.get(a))})") for a in o.neighbours.get(city, [])]
    return Form(
        f"**Earthquake**: you {verb} your city of {area_name(city)}. Name a neighbouring city of "
        f"another player to {verb} as well, or nobody.",
        [ctx.select("zen", opts, "Neighbouring city"), button("Back", ctx.id("zeb")), default_button(ctx)],
    )


@CIV.op("zec", "earthquake")
def earthquake_city(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = need(values)[0]
    if city not in ctx.decision.options_as(EarthquakeCityChoice).cities:
        raise BotError(f"{area_name(city)} is not one of your cities.")
    draft_of(ctx, city="")["city"] = city
    return Edit(earthquake_form(ctx))


@CIV.op("zen", "earthquake")
def earthquake_neighbour(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    city = str(draft_of(ctx, city="")["city"])
    if not city:
        raise BotError("Choose your own city first.")
    pick = need(values)[0]
    near = ctx.decision.options_as(EarthquakeCityChoice).neighbours.get(city, [])
    if pick != NOBODY and pick not in near:
        raise BotError(f"{area_name(pick)} is not another player's city next to {area_name(city)}.")
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
        f"**Iconoclasm and Heresy**: choose {plural(n, 'city')} of yours to reduce, and up to "
        f"{o.others_max} cities of other players to reduce as well (a Law holder loses at most one, "
        "a Philosophy holder none).",
        f"Yours: {names(d['own'])} ({len(d['own'])} of {n}). Others: {names(d['others'])}.",
    ]
    items: list[Any] = []
    if n:
        opts = [(c, f"{area_name(c)} (gives back {reduction_value(g, c)} tokens)") for c in o.cities]
        items.append(ctx.select("zio", opts, f"Your {plural(n, 'city')} to reduce", n, n))
    targets = icon_open_targets(ctx, d)
    if targets and len(d["others"]) < o.others_max:
        limits = o.victim_limits
        opts = [
            (
                a,
                f"{area_name(a)} ({who(ctx, g.cities.get(a))}"
                + (", Law: at most one" if limits.get(str(g.cities.get(a))) == 1 else "")
                + ")",
            )
            for a in targets
        ]
        items.append(ctx.select("zit", opts, "Add a city of another player…"))
    items += common_buttons(ctx, "zik", len(d["own"]) == n)
    return Form("\n".join(lines), items)


@CIV.op("zio", "iconoclasm")
def iconoclasm_own(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    own = ctx.decision.options_as(IconoclasmCityChoice).cities
    if any(v not in own for v in values):
        raise BotError("Choose among your own cities.")
    icon_draft(ctx)["own"] = list(values)
    return Edit(iconoclasm_form(ctx))


@CIV.op("zit", "iconoclasm")
def iconoclasm_target(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d = icon_draft(ctx)
    area = need(values)[0]
    most = ctx.decision.options_as(IconoclasmCityChoice).others_max
    if len(d["others"]) >= most:
        raise BotError(f"You may name at most {most} cities of other players.")
    if area not in icon_open_targets(ctx, d):
        raise BotError(f"The city of {area_name(area)} cannot be added (see the limits above).")
    d["others"].append(area)
    return Edit(iconoclasm_form(ctx))


@CIV.op("zik", "iconoclasm")
def iconoclasm_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    d, n = icon_draft(ctx), ctx.decision.options_as(IconoclasmCityChoice).count
    if len(d["own"]) != n:
        raise BotError(f"Choose exactly {plural(n, 'city')} of yours to reduce; you chose {len(d['own'])}.")
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
    return f"the waters of your ships at {names(sorted(set(ships)))}"


@CIV.form("piracy")
def piracy_form(ctx: Ctx) -> Form:
    o = ctx.decision.options_as(PiracyCityChoice)
    chosen: list[str] = draft_of(ctx, cities=[])["cities"]
    n = o.count
    lines = [
        f"**Piracy**: your ships raid {who(ctx, o.victim)}. Choose {plural(n, 'coastal city')} "
        "of theirs to eliminate: one per ship, each on the waters of that ship."
    ]
    for water, ships in o.ships_per_water.items():
        here = [a for a, w in o.city_water.items() if str(w) == water]
        if here:
            lines.append(f"• On {water_name(ctx, water)} ({plural(int(ships), 'ship')}): {names(here)}")
    lines.append(f"Chosen: {names(chosen)} ({len(chosen)} of {n}).")
    opts = [(a, f"{area_name(a)} (on {water_name(ctx, str(o.city_water[a]))})"[:100]) for a in o.cities]
    items = [ctx.select("zyc", opts, f"Choose {plural(n, 'city')}", n, n)]
    items += common_buttons(ctx, "zyo", len(chosen) == n)
    return Form("\n".join(lines), items)


@CIV.op("zyc", "piracy")
def piracy_cities(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(PiracyCityChoice)
    if any(v not in o.cities for v in values):
        raise BotError("Choose among the coastal cities your ships can reach.")
    per_water = Counter(str(o.city_water[v]) for v in values)
    for water, k in per_water.items():
        ships = int(o.ships_per_water.get(water, 0))
        if k > ships:
            raise BotError(
                f"Only {plural(ships, 'ship')} can reach {water_name(ctx, water)}: one city per ship."
            )
    draft_of(ctx, cities=[])["cities"] = list(values)
    return Edit(piracy_form(ctx))


@CIV.op("zyo", "piracy")
def piracy_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    chosen = tuple(draft_of(ctx, cities=[])["cities"])
    n = ctx.decision.options_as(PiracyCityChoice).count
    if len(chosen) != n:
        raise BotError(f"Your ships take exactly {plural(n, 'city')}; you chose {len(chosen)}.")
    return Act(lambda g, seat: PiracyChoice(seat, chosen))


# -- Civil Disorder (11.3, A20) ------------------------------------------------------------------


@CIV.form("civil_disorder")
def disorder_form(ctx: Ctx) -> Form:
    o, g = ctx.decision.options_as(DisorderChoice), ctx.g
    order: list[str] = draft_of(ctx, order=[])["order"]
    n = o.count
    lines = [
        f"**Civil Disorder**: you keep {o.keep} cities; choose the {plural(n, 'city')} to reduce. "
        "The order matters: they are reduced one after the other, so once your stock runs out a "
        "city reduced later gives back fewer tokens.",
        "Reduce, in order: "
        + (", then ".join(area_name(a) for a in order) or "nothing yet")
        + f" ({len(order)} of {n}).",
    ]
    if len(order) == n:
        lines.append(f"Kept intact: {names([c for c in o.cities if c not in order])}.")
    items: list[Any] = []
    rest = [c for c in o.cities if c not in order]
    if len(order) < n:
        opts = [(c, f"{area_name(c)} (gives back {reduction_value(g, c)} tokens now)") for c in rest]
        items.append(ctx.select("zdc", opts, f"Reduce city number {len(order) + 1}…"))
    items += common_buttons(ctx, "zdo", len(order) == n)
    return Form("\n".join(lines), items)


@CIV.op("zdc", "civil_disorder")
def disorder_add(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    o = ctx.decision.options_as(DisorderChoice)
    order: list[str] = draft_of(ctx, order=[])["order"]
    picked = need(values)
    for city in picked:
        if city not in o.cities or city in order or picked.count(city) > 1:
            raise BotError(f"{area_name(city)} is not one of your cities left to choose.")
    if len(order) + len(picked) > o.count:
        raise BotError(f"You reduce exactly {o.count} cities: Reset to choose again.")
    order += picked
    return Edit(disorder_form(ctx))


@CIV.op("zdo", "civil_disorder")
def disorder_confirm(ctx: Ctx, args: tuple[str, ...], values: list[str]) -> Outcome:
    order = tuple(draft_of(ctx, order=[])["order"])
    n = ctx.decision.options_as(DisorderChoice).count
    if len(order) != n:
        raise BotError(f"Choose exactly {plural(n, 'city')} to reduce; you chose {len(order)}.")
    return Act(lambda g, seat: ChooseDisorderCities(seat, order))
