"""The text form of Civilization's calamity choices (phase 12), and of the conflict order a
threatened city's owner chooses (phase 6, rules 11.8.2): units lost, share-outs, Civil War,
volcanoes, earthquakes, floods, disorder, iconoclasm and piracy. Civil War's faction forms
serve Advanced Civilization as well."""

from __future__ import annotations

from typing import Any

from engine.civ.calamity.civil_disorder import ChooseDisorderCities
from engine.civ.calamity.civil_war import ChooseBeneficiary, KeepFaction, PickFaction, TakeCities
from engine.civ.calamity.flood import ChooseFloodPlain
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.calamity.piracy import PiracyChoice
from engine.civ.calamity.volcano import ChooseVolcano, EarthquakeChoice
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.text import names
from engine.civ.text.base import (
    CIV1980,
    Ctx,
    Form,
    area,
    area_counts,
    area_text,
    areas,
    areas_text,
    counts_text,
    drop_verb,
    expect,
    is_none,
    listed,
    one,
    player,
)
from engine.core.actions import Action
from engine.core.text import NotUnderstood, number
from i18n.catalog import N_, l_

# -- units worth N points: lose_units and civil_war_pick -----------------------------------------


def units(c: Ctx, w: list[str]) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    """``memphis 2 thebes 1 city sais``: tokens per area, then whole cities."""
    w = drop_verb(w, "lose", "pick")
    if is_none(w):
        return (), ()
    cut = next((i for i, x in enumerate(w) if x in ("city", "cities")), len(w))
    tokens = area_counts(w[:cut], list(c.options["tokens"]))
    cities = [x for x in w[cut:] if x not in ("city", "cities")]
    return tuple(tokens), areas(cities, list(c.options["cities"]))


def units_text(tokens: Any, cities: Any) -> str:
    parts = [counts_text(tokens)] if tokens else []
    parts += [f"city {areas_text(cities)}"] if cities else []
    return " ".join(parts) or "none"


def pick(c: Ctx, w: list[str]) -> Action:
    tokens, cities = units(c, w)
    return PickFaction(c.player, tokens, cities)


def show_pick(c: Ctx, a: Action) -> str:
    x = expect(a, PickFaction)
    return units_text(x.tokens, x.cities)


# -- the holder's share-out -----------------------------------------------------------------------


def assign(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "assign")
    if is_none(w):
        return AssignLosses(c.player)
    if len(w) % 2:
        raise NotUnderstood(l_("Name each player with his points: 'Crete 5 Italy 5'."))
    named = list(c.options["players"])
    pairs = [(player(c, w[i], named), number(w[i + 1], N_("The points"))) for i in range(0, len(w), 2)]
    return AssignLosses(c.player, tuple(pairs))


def show_assign(c: Ctx, a: Action) -> str:
    x = expect(a, AssignLosses)
    return " ".join(f"{c.who(p)} {n}" for p, n in x.amounts) or "none"


# -- single choices and lists of cities ---------------------------------------------------------


def earthquake(c: Ctx, w: list[str]) -> Action:
    w = [x for x in w if x not in ("and", "also")]
    if not 1 <= len(w) <= 2:
        raise NotUnderstood(l_("Name one of your cities, and perhaps a neighbouring city: 'Sais Memphis'."))
    city = area(w[0], c.options["cities"])
    near = area(w[1], c.options["neighbours"].get(city, [])) if len(w) == 2 else ""
    return EarthquakeChoice(c.player, city, near)


def show_earthquake(c: Ctx, a: Action) -> str:
    x = expect(a, EarthquakeChoice)
    return area_text(x.city) + (f" {area_text(x.neighbour)}" if x.neighbour else "")


def iconoclasm(c: Ctx, w: list[str]) -> Action:
    cut = w.index("others") if "others" in w else len(w)
    return IconoclasmChoice(
        c.player, areas(w[:cut], c.options["cities"]), areas(w[cut + 1 :], c.options["targets"])
    )


def show_iconoclasm(c: Ctx, a: Action) -> str:
    x = expect(a, IconoclasmChoice)
    return areas_text(x.own) + (f" others {areas_text(x.others)}" if x.others else "")


def _volcano(c: Ctx, w: list[str]) -> Action:
    return ChooseVolcano(c.player, names.volcanoes().resolve(one(w, N_("volcano")), c.options["volcanoes"]))


def _plain(c: Ctx, w: list[str]) -> Action:
    return ChooseFloodPlain(
        c.player, names.flood_plains().resolve(one(w, N_("flood plain")), c.options["plains"])
    )


def _conflict_order(c: Ctx, w: list[str]) -> Action:
    choices = {"first": True, "demand": True, "decline": False, "no": False}
    if w[0] not in choices:
        raise NotUnderstood(l_("Start with 'first' (your attacks are fought first) or 'decline'."))
    save = areas(w[1:], list(c.options["cities"]))
    return ConflictOrder(c.player, choices[w[0]], save)


def _show_conflict_order(c: Ctx, a: Action) -> str:
    x = expect(a, ConflictOrder)
    return " ".join(["first" if x.first else "decline", *map(area_text, x.save)])


FORMS: tuple[Form, ...] = (
    Form(
        "lose_units",
        "AREA N [AREA N ...] [city AREA ...]",
        "Memphis 2 Thebes 1 city Sais",
        N_("Tokens to lose in each area, then whole cities; together worth exactly the points asked."),
        lambda c, w: LoseUnits(c.player, *units(c, w)),
        lambda c, a: units_text(expect(a, LoseUnits).tokens, expect(a, LoseUnits).cities),
        (LoseUnits,),
        games=CIV1980,
    ),
    Form(
        "civil_war_pick",
        "AREA N [AREA N ...] [city AREA ...]",
        "Memphis 2 city Sais",
        N_("The units put into the first faction: tokens per area, then whole cities."),
        pick,
        show_pick,
        (PickFaction,),
    ),
    Form(
        "assign_losses",
        "PLAYER N [PLAYER N ...] | none",
        "Crete 5 Italy 5",
        N_("The points each other player loses; each then chooses his own units."),
        assign,
        show_assign,
        (AssignLosses,),
        games=CIV1980,
    ),
    Form(
        "civil_war_beneficiary",
        "PLAYER",
        "Crete",
        N_("The player who takes over the faction you do not keep."),
        lambda c, w: ChooseBeneficiary(c.player, player(c, one(w, N_("player")), c.options["players"])),
        lambda c, a: c.who(expect(a, ChooseBeneficiary).beneficiary),
        (ChooseBeneficiary,),
        games=CIV1980,
    ),
    Form(
        "civil_war_keep",
        "first | second",
        "first",
        N_("The faction you keep; the beneficiary takes over the other."),
        lambda c, w: KeepFaction(c.player, one(drop_verb(w, "keep"), N_("faction: first or second"))),
        lambda c, a: expect(a, KeepFaction).keep,
        (KeepFaction,),
    ),
    Form(
        "choose_volcano",
        "VOLCANO",
        "Etna",
        N_("The volcano that erupts."),
        _volcano,
        lambda c, a: names.volcanoes().name(expect(a, ChooseVolcano).volcano),
        (ChooseVolcano,),
        games=CIV1980,
    ),
    Form(
        "earthquake",
        "CITY [NEIGHBOUR-CITY]",
        "Sais Memphis",
        N_("One of your cities, and perhaps another player's city next to it, which suffers the same."),
        earthquake,
        show_earthquake,
        (EarthquakeChoice,),
        games=CIV1980,
    ),
    Form(
        "flood_plain",
        "PLAIN",
        "Nile",
        N_("The flood plain that floods."),
        _plain,
        lambda c, a: names.flood_plains().name(expect(a, ChooseFloodPlain).plain),
        (ChooseFloodPlain,),
        games=CIV1980,
    ),
    Form(
        "civil_disorder",
        "CITY [CITY ...]",
        "Sais Memphis",
        N_("The cities to reduce, in order."),
        lambda c, w: ChooseDisorderCities(c.player, listed(c, w, "cities", "reduce")),
        lambda c, a: areas_text(expect(a, ChooseDisorderCities).areas),
        (ChooseDisorderCities,),
        games=CIV1980,
    ),
    Form(
        "iconoclasm",
        "CITY [CITY ...] [others CITY [CITY]]",
        "Sais Memphis others Knossos",
        N_("Your cities to reduce, then after 'others' up to two cities of other players."),
        iconoclasm,
        show_iconoclasm,
        (IconoclasmChoice,),
        games=CIV1980,
    ),
    Form(
        "piracy",
        "CITY [CITY ...]",
        "Tyros Sidon",
        N_("The victim's coastal cities your ships eliminate."),
        lambda c, w: PiracyChoice(c.player, listed(c, w, "cities")),
        lambda c, a: areas_text(expect(a, PiracyChoice).cities),
        (PiracyChoice,),
        games=CIV1980,
    ),
    Form(
        "civil_war_cities",
        "CITY [CITY ...]",
        "Memphis Thebes",
        N_(
            "The cities of the lost faction you replace with cities of your own stock; the others go "
            "down the stock ranking."
        ),
        lambda c, w: TakeCities(c.player, listed(c, w, "cities", "take")),
        lambda c, a: areas_text(expect(a, TakeCities).areas),
        (TakeCities,),
    ),
    Form(
        "conflict_order",
        "first|decline [CITY ...]",
        "first Memphis Thebes",
        N_(
            "'first': the battles where you attack are fought before the others (your losses there go "
            "to your stock); then, optionally, your attacked cities in the order they are fought."
        ),
        _conflict_order,
        _show_conflict_order,
        (ConflictOrder,),
        games=CIV1980,
    ),
)
