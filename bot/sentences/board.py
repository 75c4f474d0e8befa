"""Sentences for the public events of setup and phases 1-9: taxes, growth, ships, movement,
conflict, cities, surplus and the drawing of trade cards."""

from __future__ import annotations

from typing import Any

from bot.sentences.base import occupants, sentence, third_person
from bot.text import Names, area_name, areas_text, count, listing, plural, possessive

# -- setup, rounds, phases ---------------------------------------------------------------------


@sentence("choosing_order")
def _choosing_order(d: dict[str, Any], n: Names) -> str:
    return f"Nations are chosen in this order: {listing(n(x) for x in d['order'])}."


@sentence("phase_started")
def _phase_started(d: dict[str, Any], n: Names) -> str:
    return f"— {d['title']} —"


@sentence("decision_replaced")
def _decision_replaced(d: dict[str, Any], n: Names) -> str:
    why = third_person(n.plain(str(d.get("reason", "")))).rstrip(".")
    because = f" ({why})" if why else ""
    return (
        f"{n.short(d['player'])}'s order could no longer be carried out after an earlier player's"
        f"{because}; the default was taken."
    )


# -- phases 1-3: taxes, revolts, growth, census ----------------------------------------------------


@sentence("taxes_paid")
def _taxes_paid(d: dict[str, Any], n: Names) -> str:
    who, cities, rate = n.short(d["player"]), int(d["cities"]), int(d["rate"])
    owed = cities * rate
    paid = int(d["tokens"])
    short = f" of the {owed} owed" if paid < owed else ""
    return f"{who} paid {paid}{short} in taxes for {count(cities, 'city')} ({rate} per city)."


@sentence("revolt_averted")
def _revolt_averted(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    return (
        f"{who} could not pay the taxes of {count(int(d['cities']), 'city')}, but nobody may take them "
        f"over: they stay {who}'s."
    )


@sentence("cities_revolted")
def _cities_revolted(d: dict[str, Any], n: Names) -> str:
    return (
        f"{n.short(d['player'])}'s {plural(len(d['areas']), 'city')} in {areas_text(d['areas'])} revolted "
        f"for unpaid taxes and went over to {n.short(d['taker'])}."
    )


@sentence("cities_lost_to_revolt")
def _cities_lost_to_revolt(d: dict[str, Any], n: Names) -> str:
    k = len(d["areas"])
    return (
        f"{n.short(d['player'])}'s {plural(k, 'city')} in {areas_text(d['areas'])} revolted for unpaid taxes "
        f"and {plural(k, 'was')} lost: nobody had a city left in stock to take {'it' if k == 1 else 'them'}."
    )


@sentence("population_grew")
def _population_grew(d: dict[str, Any], n: Names) -> str:
    tokens = int(d["tokens"])
    if not tokens:
        return f"{n.short(d['player'])} did not grow."
    return f"{n.short(d['player'])} grew by {count(tokens, 'token')}."


@sentence("census")
def _census(d: dict[str, Any], n: Names) -> str:
    order = ", ".join(f"{n.short(x)} {d['counts'].get(x, 0)}" for x in d["order"])
    return f"Census (tokens on the board): {order}."


# -- phases 4-6: ships, movement, conflict ---------------------------------------------------------


def ship_name(ship: str) -> str:
    """ "crete-2" -> "ship 2" (ships are numbered per game, the nation is said beside)."""
    number = ship.rsplit("-", 1)[-1]
    return f"ship {number}" if number.isdigit() else f"ship {ship}"


def ships_in(areas: list[str]) -> str:
    """ "2 ships in Thapsus", "3 ships (2 in Thapsus, 1 in Carthago)"."""
    per: dict[str, int] = {}
    for a in areas:
        per[area_name(a)] = per.get(area_name(a), 0) + 1
    if len(per) == 1:
        return f"{count(len(areas), 'ship')} in {next(iter(per))}"
    return f"{count(len(areas), 'ship')} ({', '.join(f'{k} in {a}' for a, k in per.items())})"


@sentence("ships_ordered")
def _ships_ordered(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    parts = []
    if d.get("kept"):
        parts.append(f"keeps {count(len(d['kept']), 'ship')}")
    if d.get("built"):
        parts.append(f"builds {ships_in(d['built'])}")
    if d.get("relocated"):
        parts.append(f"moves {ships_in([a for _, a in d['relocated']]).replace(' in ', ' to ')}")
    if d.get("removed"):
        parts.append(f"scraps {count(len(d['removed']), 'ship')}")
    if not parts:
        return f"{who} has no ships and builds none."
    paid = []
    if int(d.get("treasury_spent", 0)):
        paid.append(f"{d['treasury_spent']} from the treasury")
    levies = {a: int(k) for a, k in d.get("levied", {}).items() if int(k)}
    if levies:
        paid.append(f"{count(sum(levies.values()), 'token')} levied in {areas_text(levies)}")
    cost = f", paying {listing(paid)}" if paid else ""
    return f"{who} {listing(parts)}{cost}."


@sentence("movement_order")
def _movement_order(d: dict[str, Any], n: Names) -> str:
    if not d["order"]:
        return "Nobody moves this round."
    return f"Movement order: {', '.join(n.short(x) for x in d['order'])}."


def voyage_text(d: dict[str, Any]) -> str:
    """ "from Knossos to Moesia (by Aegean Sea, Lemnos), carrying 2 from Knossos, landing 2 in Moesia"."""
    path = [area_name(a) for a in d["path"]]
    via = f" (by {', '.join(path[1:-1])})" if len(path) > 2 else ""
    text = f"from {path[0]} to {path[-1]}{via}" if len(path) > 1 else f"in {path[0]}"
    boarded = ", ".join(f"{c} from {area_name(a)}" for a, c in d.get("boarded", {}).items() if c)
    landed = ", ".join(f"{c} in {area_name(a)}" for a, c in d.get("landed", {}).items() if c)
    if boarded:
        text += f", carrying {boarded}"
    if landed:
        text += f", landing {landed}"
    return text


@sentence("ship_sailed")
def _ship_sailed(d: dict[str, Any], n: Names) -> str:
    return f"{n.short(d['player'])}'s {ship_name(d['ship'])} sailed {voyage_text(d)}."


@sentence("movement_ended")
def _movement_ended(d: dict[str, Any], n: Names) -> str:
    moves = int(d.get("moves", 0))
    if not moves:
        return f"{n.short(d['player'])} did not move."
    return f"{n.short(d['player'])} ended their movement after {count(moves, 'move')}."


@sentence("conflict")
def _conflict(d: dict[str, Any], n: Names) -> str:
    after: dict[str, int] = d.get("after", {})
    if not after:
        left = "no tokens are left"
    elif len(after) == 1:
        ((p, k),) = after.items()
        left = f"{n.short(p)} is left with {count(k, 'token')}"
    else:
        left = f"{occupants(after, n)} remain"
    return f"Conflict in {area_name(d['area'])} ({occupants(d['before'], n)}): {left}."


@sentence("conflict_order")
def _conflict_order(d: dict[str, Any], n: Names) -> str:
    who = n.short(d["player"])
    right = "asks for" if d.get("first") else "waives"
    order = (
        f"; their attacked cities are fought in this order: {areas_text(d['save'])}" if d.get("save") else ""
    )
    return f"⚔️ {who} {right} the right to have their own attacks fought first (rules 11.8.2){order}."


@sentence("city_attacked")
def _city_attacked(d: dict[str, Any], n: Names) -> str:
    area, whose = area_name(d["area"]), possessive(n.short(d["owner"]))
    attackers = [p for p in d.get("before", {}) if p != d["owner"]]
    attacker = n.short(d["attacker"]) if d.get("attacker") else n.many(attackers) or "the attackers"
    result = d["result"]
    if result == "repelled":
        return f"{whose} city in {area} held off {attacker}."
    if result == "too_weak":
        return f"{attacker} attacked {whose} city in {area} but was too weak to take it and was removed."
    if result == "city_destroyed":
        left = occupants(d.get("after", {}), n) or "nobody"
        return f"{attacker} destroyed {whose} city in {area} ({left} left there)."
    if result == "surrendered":
        return f"{whose} city in {area} surrendered to {attacker}, who now holds it."
    if result == "surrendered_eliminated":
        return f"{whose} city in {area} fell to {attacker}, who had no city in stock to hold it: it is gone."
    return f"{attacker} attacked {whose} city in {area} ({result.replace('_', ' ')})."


# -- phases 7-9: cities, surplus, trade cards -------------------------------------------------------


@sentence("cities_built")
def _cities_built(d: dict[str, Any], n: Names) -> str:
    areas = d["areas"]
    if not areas:
        return f"{n.short(d['player'])} built no city."
    what = "a city" if len(areas) == 1 else f"{len(areas)} cities"
    return f"{n.short(d['player'])} built {what} in {areas_text(areas)}."


@sentence("city_reduced")
def _city_reduced(d: dict[str, Any], n: Names) -> str:
    left = int(d.get("tokens", 0))
    what = f"reduced to {count(left, 'token')}" if left else "reduced to nothing (no tokens left in stock)"
    city = f"{n.short(d['player'])}'s city in {area_name(d['area'])}"
    if d.get("calamity"):
        return f"{n.card(d['calamity'])} reduced {city}: it was {what}."
    return f"{city} was {what} for lack of support."


@sentence("surplus_removed")
def _surplus_removed(d: dict[str, Any], n: Names) -> str:
    per: dict[str, dict[str, int]] = {}
    for area, occ in d.get("removed", {}).items():
        for p, k in occ.items():
            per.setdefault(p, {})[area] = int(k)
    if not per:
        return "No surplus population."
    parts = [
        f"{n.short(p)} {sum(areas.values())} ({', '.join(f'{area_name(a)} {k}' for a, k in areas.items())})"
        for p, areas in per.items()
    ]
    return f"Surplus population removed: {'; '.join(parts)}."


@sentence("gold_bought")
def _gold_bought(d: dict[str, Any], n: Names) -> str:
    k = int(d["count"])
    gold = "a Gold card" if k == 1 else f"{k} Gold cards"
    return f"{n.short(d['player'])} bought {gold} for {count(int(d['tokens']), 'treasury token')}."
