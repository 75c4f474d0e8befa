"""The choices of Civilization's calamities (phase 12) in words: units to lose, share-outs,
Civil War's factions, volcanoes, earthquakes, floods, disorder, iconoclasm and piracy."""

from __future__ import annotations

from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.games.civ.words import plural
from civbot.text_forms import wrap

# -- units worth N points: lose_units and civil_war_pick -----------------------------------------


def units_line(tokens: Any, cities: Any) -> str:
    """``memphis 2 thebes 1 city sais``: tokens per area, then whole cities."""
    parts = [" ".join(f"{a} {n}" for a, n in tokens)] if tokens else []
    parts += [f"city {' '.join(cities)}"] if cities else []
    return " ".join(parts) or "none"


def _units_choices(c: Ctx) -> list[str]:
    o = c.options
    city = "a city hit becomes 1 token and counts 4" if o.get("city_becomes_token") else "city 5"
    lines = [f"  Points to reach: {o['points']} (token 1, {city})."]
    lines += wrap("tokens you can give", [f"{a} {n}" for a, n in o["tokens"].items()])
    lines += wrap("cities you can give", list(o["cities"]))
    first = o.get("already_first")
    if first and (first["tokens"] or first["cities"]):
        lines.append(
            "  Already in the first faction: " + units_line(first["tokens"].items(), first["cities"])
        )
    return lines


# -- the holder's share-out -----------------------------------------------------------------------


def _assign_choices(c: Ctx) -> list[str]:
    o = c.options
    how = "exactly" if o["exact_total"] else "up to"
    rows = [
        f"{c.who(p)} (at most {r['max']} of {r['points']}{', protected' if r['protected'] else ''})"
        for p, r in o["players"].items()
    ]
    return [f"  Share out {how} {o['total']} points, at most {o['each']} each.", *wrap("players", rows)]


# -- Civil War --------------------------------------------------------------------------------


def _faction(label: str, f: dict[str, Any]) -> str:
    return f"  {label} faction, {f['points']} points: " + units_line(f["tokens"].items(), f["cities"])


# -- single choices and lists of cities ---------------------------------------------------------


def _volcano_choices(c: Ctx) -> list[str]:
    return [
        f"  {v}: {', '.join(x['areas'])} (your units there: {plural(x['your_points'], 'point')})"
        for v, x in c.options["volcanoes"].items()
    ]


def _earthquake_choices(c: Ctx) -> list[str]:
    return [
        f"  Effect: {c.options['effect']}.",
        *(
            f"  {city} (neighbouring cities: {', '.join(near) or 'none'})"
            for city, near in c.options["neighbours"].items()
        ),
    ]


def _disorder_choices(c: Ctx) -> list[str]:
    return [
        f"  Reduce {plural(c.options['count'], 'city', 'cities')}; you keep {c.options['keep']}.",
        *wrap("your cities", list(c.options["cities"])),
    ]


def _iconoclasm_choices(c: Ctx) -> list[str]:
    return [
        f"  Reduce {plural(c.options['count'], 'city', 'cities')} of yours, and up to "
        f"{c.options['others_max']} of others.",
        *wrap("your cities", list(c.options["cities"])),
        *wrap("other players' cities", list(c.options["targets"])),
    ]


def _piracy_choices(c: Ctx) -> list[str]:
    return [
        f"  {c.named(c.options['victim'])} loses {plural(c.options['count'], 'city', 'cities')}.",
        *wrap("coastal cities in reach", list(c.options["cities"])),
    ]


def _take_choices(c: Ctx) -> list[str]:
    return [
        f"  Take {plural(c.options['count'], 'city', 'cities')} of {c.named(c.options['player'])}'s.",
        *wrap("the faction's cities", list(c.options["cities"])),
    ]


for _kind, _describe in (
    ("lose_units", _units_choices),
    ("civil_war_pick", _units_choices),
    ("assign_losses", _assign_choices),
    ("civil_war_beneficiary", lambda c: wrap("players", [c.named(p) for p in c.options["players"]])),
    (
        "civil_war_keep",
        lambda c: [_faction("first", c.options["first"]), _faction("second", c.options["second"])],
    ),
    ("choose_volcano", _volcano_choices),
    ("earthquake", _earthquake_choices),
    ("flood_plain", lambda c: [f"  {p}: {', '.join(a)}" for p, a in c.options["plains"].items()]),
    ("civil_disorder", _disorder_choices),
    ("iconoclasm", _iconoclasm_choices),
    ("piracy", _piracy_choices),
    ("civil_war_cities", _take_choices),
):
    register(_kind, _describe)
