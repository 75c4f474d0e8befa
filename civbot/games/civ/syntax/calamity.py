"""The choices of Civilization's calamities (phase 12) in words: units to lose, share-outs,
Civil War's factions, volcanoes, earthquakes, floods, disorder, iconoclasm and piracy."""

from __future__ import annotations

from typing import Any

from civbot.games.civ.syntax.base import Ctx, register
from civbot.text_forms import wrap
from i18n.catalog import _, n_

# -- units worth N points: lose_units and civil_war_pick -----------------------------------------


def units_line(tokens: Any, cities: Any) -> str:
    """``memphis 2 thebes 1 city sais``: tokens per area, then whole cities."""
    parts = [" ".join(f"{a} {n}" for a, n in tokens)] if tokens else []
    parts += [f"city {' '.join(cities)}"] if cities else []
    return " ".join(parts) or _("none")


def _units_choices(c: Ctx) -> list[str]:
    o = c.options
    if o.get("city_becomes_token"):
        reach = _(
            "Points to reach: {points} (token 1, a city hit becomes 1 token and counts 4).",
            points=o["points"],
        )
    else:
        reach = _("Points to reach: {points} (token 1, city 5).", points=o["points"])
    lines = [f"  {reach}"]
    lines += wrap(_("tokens you can give"), [f"{a} {n}" for a, n in o["tokens"].items()])
    lines += wrap(_("cities you can give"), list(o["cities"]))
    first = o.get("already_first")
    if first and (first["tokens"] or first["cities"]):
        lines.append(
            "  "
            + _(
                "Already in the first faction: {units}",
                units=units_line(first["tokens"].items(), first["cities"]),
            )
        )
    return lines


# -- the holder's share-out -----------------------------------------------------------------------


def _assign_choices(c: Ctx) -> list[str]:
    o = c.options
    rows = [
        _(
            "{player} (at most {most} of {points}, protected)",
            player=c.who(p),
            most=r["max"],
            points=r["points"],
        )
        if r["protected"]
        else _("{player} (at most {most} of {points})", player=c.who(p), most=r["max"], points=r["points"])
        for p, r in o["players"].items()
    ]
    if o["exact_total"]:
        share = _("Share out exactly {total} points, at most {each} each.", total=o["total"], each=o["each"])
    else:
        share = _("Share out up to {total} points, at most {each} each.", total=o["total"], each=o["each"])
    return [f"  {share}", *wrap(_("players"), rows)]


# -- Civil War --------------------------------------------------------------------------------


def _faction(first: bool, f: dict[str, Any]) -> str:
    units = units_line(f["tokens"].items(), f["cities"])
    if first:
        return "  " + _("first faction, {points} points: {units}", points=f["points"], units=units)
    return "  " + _("second faction, {points} points: {units}", points=f["points"], units=units)


# -- single choices and lists of cities ---------------------------------------------------------


def _volcano_choices(c: Ctx) -> list[str]:
    return [
        f"  {v}: {', '.join(x['areas'])} "
        + n_("(your units there: {n} point)", "(your units there: {n} points)", x["your_points"])
        for v, x in c.options["volcanoes"].items()
    ]


def _earthquake_choices(c: Ctx) -> list[str]:
    return [
        "  " + _("Effect: {effect}.", effect=c.options["effect"]),
        *(
            f"  {city} " + _("(neighbouring cities: {cities})", cities=", ".join(near) or _("none"))
            for city, near in c.options["neighbours"].items()
        ),
    ]


def _disorder_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + n_(
            "Reduce {n} city; you keep {keep}.",
            "Reduce {n} cities; you keep {keep}.",
            c.options["count"],
            keep=c.options["keep"],
        ),
        *wrap(_("your cities"), list(c.options["cities"])),
    ]


def _iconoclasm_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + n_(
            "Reduce {n} city of yours, and up to {others} of others.",
            "Reduce {n} cities of yours, and up to {others} of others.",
            c.options["count"],
            others=c.options["others_max"],
        ),
        *wrap(_("your cities"), list(c.options["cities"])),
        *wrap(_("other players' cities"), list(c.options["targets"])),
    ]


def _piracy_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + n_(
            "{player} loses {n} city.",
            "{player} loses {n} cities.",
            c.options["count"],
            player=c.named(c.options["victim"]),
        ),
        *wrap(_("coastal cities in reach"), list(c.options["cities"])),
    ]


def _take_choices(c: Ctx) -> list[str]:
    return [
        "  "
        + n_(
            "Take {n} city of {player}'s.",
            "Take {n} cities of {player}'s.",
            c.options["count"],
            player=c.named(c.options["player"]),
        ),
        *wrap(_("the faction's cities"), list(c.options["cities"])),
    ]


for _kind, _describe in (
    ("lose_units", _units_choices),
    ("civil_war_pick", _units_choices),
    ("assign_losses", _assign_choices),
    ("civil_war_beneficiary", lambda c: wrap(_("players"), [c.named(p) for p in c.options["players"]])),
    (
        "civil_war_keep",
        lambda c: [_faction(True, c.options["first"]), _faction(False, c.options["second"])],
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
