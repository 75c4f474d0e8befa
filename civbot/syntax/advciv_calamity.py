"""Typed calamity choices of Advanced Civilization (phase 11): units lost (with the Grain that
Pottery lets you show), share-outs, the cities Treachery, Superstition, Civil Disorder, Flood
and Piracy take, equal places for a volcano, a flood or barbarians, the Earthquake, Iconoclasm
and Heresy, Military's Civil War cut, and Monotheism's conversion."""

from __future__ import annotations

from civbot import words
from civbot.syntax.base import (
    ADVCIV,
    Ctx,
    Syntax,
    areas,
    drop_verb,
    expect,
    is_none,
    one,
    register,
    wrap,
)
from civbot.syntax.calamity import (
    _assign,
    _show_assign,
    _show_earthquake,
    _show_iconoclasm,
    _show_units,
    _units,
    _units_choices,
)
from civbot.words import NotUnderstood, plural
from engine.civ.advciv.calamity.choices import ChooseCities, ChooseOne
from engine.civ.advciv.calamity.losses import AdvLoseUnits
from engine.civ.advciv.calamity.monotheism import ConvertArea
from engine.civ.calamity.civil_war import PickFaction
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.volcano import EarthquakeChoice
from engine.core.actions import Action

# -- units: advciv_lose_units, advciv_civil_war_military ----------------------------------------------


def _lose(c: Ctx, w: list[str]) -> Action:
    grain = 0
    if "grain" in w and c.options.get("grain"):
        i = w.index("grain")
        if i + 1 < len(w) and w[i + 1].isdigit():
            grain = int(w[i + 1])
            w = w[:i] + w[i + 2 :]
    tokens, cities = _units(c, w)
    return AdvLoseUnits(c.player, tokens, cities, grain)


def _show_lose(c: Ctx, a: Action) -> str:
    x = expect(a, AdvLoseUnits)
    line = _show_units(x.tokens, x.cities)
    return (line if line != "none" or not x.grain else "") + (f" grain {x.grain}" if x.grain else "")


def _lose_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = _units_choices(c)
    if o.get("grain"):
        steps = ", ".join(f"{k} Grain: {p}" for k, p in enumerate(o["points_by_grain_shown"]))
        lines.append(f"  Pottery: show up to {o['grain']} Grain ('grain N') to lose fewer points ({steps}).")
    return lines


def _cut(c: Ctx, w: list[str]) -> Action:
    tokens, cities = _units(c, w)
    return PickFaction(c.player, tokens, cities)


# -- cities, and one of equal places -----------------------------------------------------------------


def _cities(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "choose")
    return ChooseCities(c.player, () if is_none(w) else areas(w, list(c.options["cities"])))


def _cities_choices(c: Ctx) -> list[str]:
    o = c.options
    owners = o["owners"]
    rows = [a if owners.get(a) == c.player else f"{a} ({c.named(owners[a])})" for a in o["cities"]]
    limit = " at most one of each player," if o["per_owner_max"] else ""
    return [f"  Choose {plural(o['count'], 'city', 'cities')},{limit} among:", *wrap("cities", rows)]


def _one_of(key: str, what: str) -> Syntax[Ctx]:
    """A choice among equally damaging places named in ``options[key]``."""

    def parse(c: Ctx, w: list[str]) -> Action:
        names = list(c.options[key])
        return ChooseOne(c.player, words.resolve(one(w, what), {n: n for n in names}, names))

    def describe(c: Ctx) -> list[str]:
        places = c.options[key]
        if isinstance(places, dict):
            return [f"  {n}: {', '.join(a)}" for n, a in places.items()]
        return wrap(f"{what}s", list(places))

    kind = {"volcanoes": "volcano_tie", "plains": "advciv_flood_plain", "choices": "barbarian_area"}[key]
    return Syntax(
        kind,
        what.upper().replace(" ", "-"),
        {"volcanoes": "etna", "plains": "nile", "choices": "thrace"}[key],
        f"The {what} among those that would do the same damage.",
        parse,
        lambda c, a: expect(a, ChooseOne).choice,
        describe,
        games=ADVCIV,
    )


def _earthquake(c: Ctx, w: list[str]) -> Action:
    choices: list[list[str]] = c.options["choices"]
    w = [x for x in w if x not in ("and", "also")]
    if not 1 <= len(w) <= 2:
        raise NotUnderstood("Name your city, and the neighbouring city if one is shown: 'sais memphis'.")
    city = words.area(w[0], [p[0] for p in choices])
    near = words.area(w[1], [p[1] for p in choices if p[0] == city and p[1]]) if len(w) == 2 else ""
    return EarthquakeChoice(c.player, city, near)


def _iconoclasm(c: Ctx, w: list[str]) -> Action:
    cut = w.index("others") if "others" in w else len(w)
    return IconoclasmChoice(
        c.player, areas(w[:cut], c.options["cities"]), areas(w[cut + 1 :], c.options["targets"])
    )


def _iconoclasm_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  Reduce {o['count']} of yours and {o['others_count']} of other players' (at most one each).",
        *wrap("your cities", list(o["cities"])),
        *wrap("other players' cities", list(o["targets"])),
    ]


def _convert(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "convert")
    return ConvertArea(c.player, "" if is_none(w) else words.area(one(w, "area"), list(c.options["areas"])))


def _convert_choices(c: Ctx) -> list[str]:
    rows = [
        f"{a} ({', '.join(c.named(p) for p in info['owners']) or 'empty'})"
        for a, info in c.options["areas"].items()
    ]
    return wrap("areas you may convert (whose units)", rows)


CITY_KINDS = {
    "treachery": "The city Treachery takes.",
    "superstition": "Your cities Superstition reduces.",
    "advciv_civil_disorder": "Your cities Civil Disorder reduces.",
    "flood_coastal_city": "Your coastal city the Flood destroys.",
    "advciv_piracy": "The coastal cities that become pirate cities.",
}

register(
    Syntax(
        "advciv_lose_units",
        "AREA N [AREA N ...] [city AREA ...] [grain N]",
        "memphis 2 thebes 1 city sais",
        "Tokens to lose in each area, then whole cities, worth exactly the points asked; with "
        "Pottery 'grain N' shows N Grain cards to lose fewer points.",
        _lose,
        _show_lose,
        _lose_choices,
        games=ADVCIV,
    ),
    Syntax(
        "advciv_civil_war_military",
        "AREA N [AREA N ...] [city AREA ...]",
        "memphis 2 city sais",
        "The units cut from the faction (Military): tokens per area, then whole cities.",
        _cut,
        lambda c, a: _show_units(expect(a, PickFaction).tokens, expect(a, PickFaction).cities),
        lambda c: [f"  Points to remove: {c.options['points']} (token 1, city 5).", *_units_choices(c)[1:]],
        games=ADVCIV,
    ),
    Syntax(
        "advciv_assign_losses",
        "PLAYER N [PLAYER N ...]",
        "crete 8 italy 8 egypt 4",
        "The points each other player loses, exactly the total shown; each then chooses his units.",
        _assign,
        _show_assign,
        lambda c: [
            f"  Share out exactly {c.options['total']} points, at most {c.options['each']} from one player.",
            *wrap("players (most)", [f"{c.who(p)} {r['max']}" for p, r in c.options["players"].items()]),
        ],
        games=ADVCIV,
    ),
    *(
        Syntax(
            kind,
            "CITY [CITY ...]",
            "athens",
            text,
            _cities,
            lambda c, a: " ".join(expect(a, ChooseCities).areas) or "none",
            _cities_choices,
            games=ADVCIV,
        )
        for kind, text in CITY_KINDS.items()
    ),
    _one_of("volcanoes", "volcano"),
    _one_of("plains", "flood plain"),
    _one_of("choices", "area"),
    Syntax(
        "advciv_earthquake",
        "CITY [NEIGHBOUR-CITY]",
        "sais memphis",
        "Your city the earthquake strikes and the neighbouring city it reduces, among equal places.",
        _earthquake,
        _show_earthquake,
        lambda c: wrap(
            "places (your city/neighbour)", [f"{a}/{b or 'none'}" for a, b in c.options["choices"]]
        ),
        games=ADVCIV,
    ),
    Syntax(
        "advciv_iconoclasm",
        "CITY [CITY ...] [others CITY ...]",
        "athens sparta others roma",
        "Your cities reduced, then 'others' and the other players' cities reduced as well.",
        _iconoclasm,
        _show_iconoclasm,
        _iconoclasm_choices,
        games=ADVCIV,
    ),
    Syntax(
        "monotheism",
        "AREA | none",
        "ionia",
        "The area whose units become yours, or 'none'.",
        _convert,
        lambda c, a: expect(a, ConvertArea).area or "none",
        _convert_choices,
        games=ADVCIV,
    ),
)
