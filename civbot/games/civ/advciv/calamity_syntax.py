"""The choices of Advanced Civilization's calamities (phase 11) in words: units to lose (with
the Grain Pottery lets you show), share-outs, cities taken, equal places, the Earthquake,
Iconoclasm and Heresy, Military's Civil War cut, and Monotheism's conversion."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, Describe, register
from civbot.games.civ.syntax.calamity import _units_choices
from civbot.games.civ.words import plural
from civbot.text_forms import wrap

# -- units: advciv_lose_units, advciv_civil_war_military ----------------------------------------------


def _lose_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = _units_choices(c)
    if o.get("grain"):
        steps = ", ".join(f"{k} Grain: {p}" for k, p in enumerate(o["points_by_grain_shown"]))
        lines.append(f"  Pottery: show up to {o['grain']} Grain ('grain N') to lose fewer points ({steps}).")
    return lines


# -- cities, and one of equal places -----------------------------------------------------------------


def _cities_choices(c: Ctx) -> list[str]:
    o = c.options
    owners = o["owners"]
    rows = [a if owners.get(a) == c.player else f"{a} ({c.named(owners[a])})" for a in o["cities"]]
    limit = " at most one of each player," if o["per_owner_max"] else ""
    return [f"  Choose {plural(o['count'], 'city', 'cities')},{limit} among:", *wrap("cities", rows)]


def _one_of(key: str, what: str) -> Describe:
    """The equally damaging places named in ``options[key]``."""

    def describe(c: Ctx) -> list[str]:
        places = c.options[key]
        if isinstance(places, dict):
            return [f"  {n}: {', '.join(a)}" for n, a in places.items()]
        return wrap(f"{what}s", list(places))

    return describe


def _military_choices(c: Ctx) -> list[str]:
    return [f"  Points to remove: {c.options['points']} (token 1, city 5).", *_units_choices(c)[1:]]


def _assign_choices(c: Ctx) -> list[str]:
    return [
        f"  Share out exactly {c.options['total']} points, at most {c.options['each']} from one player.",
        *wrap("players (most)", [f"{c.who(p)} {r['max']}" for p, r in c.options["players"].items()]),
    ]


def _earthquake_choices(c: Ctx) -> list[str]:
    return wrap("places (your city/neighbour)", [f"{a}/{b or 'none'}" for a, b in c.options["choices"]])


def _iconoclasm_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        f"  Reduce {o['count']} of yours and {o['others_count']} of other players' (at most one each).",
        *wrap("your cities", list(o["cities"])),
        *wrap("other players' cities", list(o["targets"])),
    ]


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


for _kind, _describe in (
    ("advciv_lose_units", _lose_choices),
    ("advciv_civil_war_military", _military_choices),
    ("advciv_assign_losses", _assign_choices),
    *((kind, _cities_choices) for kind in CITY_KINDS),
    ("volcano_tie", _one_of("volcanoes", "volcano")),
    ("advciv_flood_plain", _one_of("plains", "flood plain")),
    ("barbarian_area", _one_of("choices", "area")),
    ("advciv_earthquake", _earthquake_choices),
    ("advciv_iconoclasm", _iconoclasm_choices),
    ("monotheism", _convert_choices),
):
    register(_kind, _describe)
