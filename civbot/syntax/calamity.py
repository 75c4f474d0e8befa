"""Typed calamity choices (phase 12): units lost, share-outs, Civil War, volcanoes, earthquakes,
floods, disorder, iconoclasm and piracy."""

from __future__ import annotations

from typing import Any

from civbot import words
from civbot.syntax.base import (
    CIV1980,
    Ctx,
    Syntax,
    area_counts,
    areas,
    drop_verb,
    expect,
    is_none,
    listed,
    one,
    register,
    show_counts,
    wrap,
)
from civbot.words import NotUnderstood, plural
from engine.civ.calamity.civil_disorder import ChooseDisorderCities
from engine.civ.calamity.civil_war import ChooseBeneficiary, KeepFaction, PickFaction
from engine.civ.calamity.flood import ChooseFloodPlain
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.calamity.piracy import PiracyChoice
from engine.civ.calamity.volcano import ChooseVolcano, EarthquakeChoice
from engine.civ.content import board
from engine.core.actions import Action, action_from_json

# -- units worth N points: lose_units and civil_war_pick -----------------------------------------


def _units(c: Ctx, w: list[str]) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    """``memphis 2 thebes 1 city sais``: tokens per area, then whole cities."""
    w = drop_verb(w, "lose", "pick")
    if is_none(w):
        return (), ()
    cut = next((i for i, x in enumerate(w) if x in ("city", "cities")), len(w))
    tokens = area_counts(w[:cut], list(c.options["tokens"]))
    cities = [x for x in w[cut:] if x not in ("city", "cities")]
    return tuple(tokens), areas(cities, list(c.options["cities"]))


def _show_units(tokens: Any, cities: Any) -> str:
    parts = [show_counts(tokens)] if tokens else []
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
            "  Already in the first faction: " + _show_units(first["tokens"].items(), first["cities"])
        )
    return lines


def _lose(c: Ctx, w: list[str]) -> Action:
    tokens, cities = _units(c, w)
    return LoseUnits(c.player, tokens, cities)


def _pick(c: Ctx, w: list[str]) -> Action:
    tokens, cities = _units(c, w)
    return PickFaction(c.player, tokens, cities)


# -- the holder's share-out -----------------------------------------------------------------------


def _assign(c: Ctx, w: list[str]) -> Action:
    w = drop_verb(w, "assign")
    if is_none(w):
        return AssignLosses(c.player)
    if len(w) % 2:
        raise NotUnderstood("Name each player with his points: 'crete 5 italy 5'.")
    named = list(c.options["players"])
    pairs = [
        (words.player(c.g, w[i], named), words.number(w[i + 1], "The points")) for i in range(0, len(w), 2)
    ]
    return AssignLosses(c.player, tuple(pairs))


def _show_assign(c: Ctx, a: Action) -> str:
    x = expect(a, AssignLosses)
    return " ".join(f"{c.who(p)} {n}" for p, n in x.amounts) or "none"


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
    return f"  {label} faction, {f['points']} points: " + _show_units(f["tokens"].items(), f["cities"])


# -- single choices and lists of cities ---------------------------------------------------------


def _volcano(c: Ctx, w: list[str]) -> Action:
    volcanoes = list(c.options["volcanoes"])
    word = one(w, "volcano")
    names = {v: v for v in board().volcanoes}
    return ChooseVolcano(c.player, words.resolve(word, names, volcanoes))


def _earthquake(c: Ctx, w: list[str]) -> Action:
    w = [x for x in w if x not in ("and", "also")]
    if not 1 <= len(w) <= 2:
        raise NotUnderstood("Name one of your cities, and perhaps a neighbouring city: 'sais memphis'.")
    city = words.area(w[0], c.options["cities"])
    near = words.area(w[1], c.options["neighbours"].get(city, [])) if len(w) == 2 else ""
    return EarthquakeChoice(c.player, city, near)


def _show_earthquake(c: Ctx, a: Action) -> str:
    x = expect(a, EarthquakeChoice)
    return x.city + (f" {x.neighbour}" if x.neighbour else "")


def _plain(c: Ctx, w: list[str]) -> Action:
    plains = list(c.options["plains"])
    return ChooseFloodPlain(c.player, words.resolve(one(w, "flood plain"), {p: p for p in plains}, plains))


def _iconoclasm(c: Ctx, w: list[str]) -> Action:
    cut = w.index("others") if "others" in w else len(w)
    own = areas(w[:cut], c.options["cities"])
    others = areas(w[cut + 1 :], c.options["targets"])
    return IconoclasmChoice(c.player, own, others)


def _show_iconoclasm(c: Ctx, a: Action) -> str:
    x = expect(a, IconoclasmChoice)
    return " ".join(x.own) + (f" others {' '.join(x.others)}" if x.others else "")


register(
    Syntax(
        "lose_units",
        "AREA N [AREA N ...] [city AREA ...]",
        "memphis 2 thebes 1 city sais",
        "Tokens to lose in each area, then whole cities; together worth exactly the points asked.",
        _lose,
        lambda c, a: _show_units(expect(a, LoseUnits).tokens, expect(a, LoseUnits).cities),
        _units_choices,
        games=CIV1980,
    ),
    Syntax(
        "civil_war_pick",
        "AREA N [AREA N ...] [city AREA ...]",
        "memphis 2 city sais",
        "The units put into the first faction: tokens per area, then whole cities.",
        _pick,
        lambda c, a: _show_units(expect(a, PickFaction).tokens, expect(a, PickFaction).cities),
        _units_choices,
    ),
    Syntax(
        "assign_losses",
        "PLAYER N [PLAYER N ...] | none",
        "crete 5 italy 5",
        "The points each other player loses; each then chooses his own units.",
        _assign,
        _show_assign,
        _assign_choices,
        games=CIV1980,
    ),
    Syntax(
        "civil_war_beneficiary",
        "PLAYER",
        "crete",
        "The player who takes over the faction you do not keep.",
        lambda c, w: ChooseBeneficiary(c.player, words.player(c.g, one(w, "player"), c.options["players"])),
        lambda c, a: c.who(expect(a, ChooseBeneficiary).beneficiary),
        lambda c: wrap("players", [c.named(p) for p in c.options["players"]]),
        games=CIV1980,
    ),
    Syntax(
        "civil_war_keep",
        "first | second",
        "first",
        "The faction you keep; the beneficiary takes over the other.",
        lambda c, w: KeepFaction(c.player, one(drop_verb(w, "keep"), "faction: first or second")),
        lambda c, a: expect(a, KeepFaction).keep,
        lambda c: [_faction("first", c.options["first"]), _faction("second", c.options["second"])],
    ),
    Syntax(
        "choose_volcano",
        "VOLCANO",
        "etna",
        "The volcano that erupts.",
        _volcano,
        lambda c, a: expect(a, ChooseVolcano).volcano,
        lambda c: [
            f"  {v}: {', '.join(x['areas'])} (your units there: {plural(x['your_points'], 'point')})"
            for v, x in c.options["volcanoes"].items()
        ],
        games=CIV1980,
    ),
    Syntax(
        "earthquake",
        "CITY [NEIGHBOUR-CITY]",
        "sais memphis",
        "One of your cities, and perhaps another player's city next to it, which suffers the same.",
        _earthquake,
        _show_earthquake,
        lambda c: [
            f"  Effect: {c.options['effect']}.",
            *(
                f"  {city} (neighbouring cities: {', '.join(near) or 'none'})"
                for city, near in c.options["neighbours"].items()
            ),
        ],
        games=CIV1980,
    ),
    Syntax(
        "flood_plain",
        "PLAIN",
        "nile",
        "The flood plain that floods.",
        _plain,
        lambda c, a: expect(a, ChooseFloodPlain).plain,
        lambda c: [f"  {p}: {', '.join(a)}" for p, a in c.options["plains"].items()],
        games=CIV1980,
    ),
    Syntax(
        "civil_disorder",
        "CITY [CITY ...]",
        "sais memphis",
        "The cities to reduce, in order.",
        lambda c, w: ChooseDisorderCities(c.player, listed(c, w, "cities", "reduce")),
        lambda c, a: " ".join(expect(a, ChooseDisorderCities).areas) or "none",
        lambda c: [
            f"  Reduce {plural(c.options['count'], 'city', 'cities')}; you keep {c.options['keep']}.",
            *wrap("your cities", list(c.options["cities"])),
        ],
        games=CIV1980,
    ),
    Syntax(
        "iconoclasm",
        "CITY [CITY ...] [others CITY [CITY]]",
        "sais memphis others knossos",
        "Your cities to reduce, then after 'others' up to two cities of other players.",
        _iconoclasm,
        _show_iconoclasm,
        lambda c: [
            f"  Reduce {plural(c.options['count'], 'city', 'cities')} of yours, and up to "
            f"{c.options['others_max']} of others.",
            *wrap("your cities", list(c.options["cities"])),
            *wrap("other players' cities", list(c.options["targets"])),
        ],
        games=CIV1980,
    ),
    Syntax(
        "piracy",
        "CITY [CITY ...]",
        "tyros sidon",
        "The victim's coastal cities your ships eliminate.",
        lambda c, w: PiracyChoice(c.player, listed(c, w, "cities")),
        lambda c, a: " ".join(expect(a, PiracyChoice).cities) or "none",
        lambda c: [
            f"  {c.named(c.options['victim'])} loses {plural(c.options['count'], 'city', 'cities')}.",
            *wrap("coastal cities in reach", list(c.options["cities"])),
        ],
        games=CIV1980,
    ),
)


# -- kinds whose actions the engine may not define yet: built by their registered tag ------------


def by_tag(tag: str, player: str, **fields: Any) -> Action:
    """The engine's action registered as ``tag``, built from its fields (as a save file does)."""
    return action_from_json({"type": tag, "player": player, **fields})


def _take_cities(c: Ctx, w: list[str]) -> Action:
    return by_tag("civil_war_take_cities", c.player, areas=list(listed(c, w, "cities", "take")))


register(
    Syntax(
        "civil_war_cities",
        "CITY [CITY ...]",
        "memphis thebes",
        "The cities of the lost faction you replace with cities of your own stock; the others go "
        "down the stock ranking.",
        _take_cities,
        lambda c, a: " ".join(getattr(a, "areas", ())) or "none",
        lambda c: [
            f"  Take {plural(c.options['count'], 'city', 'cities')} of {c.named(c.options['player'])}'s.",
            *wrap("the faction's cities", list(c.options["cities"])),
        ],
        games=CIV1980,
    )
)
