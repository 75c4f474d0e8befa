"""The choices of Advanced Civilization's calamities (phase 11) in words: units to lose (with
the Grain Pottery lets you show), share-outs, cities taken, equal places, the Earthquake,
Iconoclasm and Heresy, Military's Civil War cut, and Monotheism's conversion."""

from __future__ import annotations

from civbot.games.civ.syntax.base import Ctx, Describe, register
from civbot.games.civ.syntax.calamity import _units_choices
from civbot.text_forms import wrap
from i18n.catalog import N_, _, n_

# -- units: advciv_lose_units, advciv_civil_war_military ----------------------------------------------


def _lose_choices(c: Ctx) -> list[str]:
    o = c.options
    lines = _units_choices(c)
    if o.get("grain"):
        steps = ", ".join(f"{k} Grain: {p}" for k, p in enumerate(o["points_by_grain_shown"]))
        lines.append(
            "  "
            + _(
                "Pottery: show up to {grain} Grain ('grain N') to lose fewer points ({steps}).",
                grain=o["grain"],
                steps=steps,
            )
        )
    return lines


# -- cities, and one of equal places -----------------------------------------------------------------


def _cities_choices(c: Ctx) -> list[str]:
    o = c.options
    owners = o["owners"]
    rows = [a if owners.get(a) == c.player else f"{a} ({c.named(owners[a])})" for a in o["cities"]]
    if o["per_owner_max"]:
        choose = n_(
            "Choose {n} city, at most one of each player, among:",
            "Choose {n} cities, at most one of each player, among:",
            o["count"],
        )
    else:
        choose = n_("Choose {n} city, among:", "Choose {n} cities, among:", o["count"])
    return [f"  {choose}", *wrap(_("cities"), rows)]


def _one_of(key: str, what: str) -> Describe:
    """The equally damaging places named in ``options[key]``."""

    def describe(c: Ctx) -> list[str]:
        places = c.options[key]
        if isinstance(places, dict):
            return [f"  {n}: {', '.join(a)}" for n, a in places.items()]
        return wrap(_(what), list(places))

    return describe


def _military_choices(c: Ctx) -> list[str]:
    remove = _("Points to remove: {points} (token 1, city 5).", points=c.options["points"])
    return [f"  {remove}", *_units_choices(c)[1:]]


def _assign_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + _(
            "Share out exactly {total} points, at most {each} from one player.",
            total=c.options["total"],
            each=c.options["each"],
        ),
        *wrap(_("players (most)"), [f"{c.who(p)} {r['max']}" for p, r in c.options["players"].items()]),
    ]


def _earthquake_choices(c: Ctx) -> list[str]:
    return wrap(_("places (your city/neighbour)"), [f"{a}/{b or _('none')}" for a, b in c.options["choices"]])


def _iconoclasm_choices(c: Ctx) -> list[str]:
    o = c.options
    return [
        "  "
        + _(
            "Reduce {count} of yours and {others} of other players' (at most one each).",
            count=o["count"],
            others=o["others_count"],
        ),
        *wrap(_("your cities"), list(o["cities"])),
        *wrap(_("other players' cities"), list(o["targets"])),
    ]


def _convert_choices(c: Ctx) -> list[str]:
    rows = [
        f"{a} ({', '.join(c.named(p) for p in info['owners']) or _('empty')})"
        for a, info in c.options["areas"].items()
    ]
    return wrap(_("areas you may convert (whose units)"), rows)


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
    ("volcano_tie", _one_of("volcanoes", N_("volcanoes"))),
    ("advciv_flood_plain", _one_of("plains", N_("flood plains"))),
    ("barbarian_area", _one_of("choices", N_("areas"))),
    ("advciv_earthquake", _earthquake_choices),
    ("advciv_iconoclasm", _iconoclasm_choices),
    ("monotheism", _convert_choices),
):
    register(_kind, _describe)
