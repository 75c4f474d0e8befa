"""The board's areas in words, for ``civbot play`` (Civilization and Advanced Civilization):
what a player at a table reads off the printed board — each area's population limit, city site,
flood plain or volcano — with who stands there; the areas a mover's tokens can reach; and the
warning before a move that leaves a surplus or cities short of support.

The facts come from the engine (``area_facts``, ``move_outlook``); the units from a view, so a
player sees what the rules let him see.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from civbot.games.civ.words import plural
from engine.civ.api import AreaFacts, MoveChange, MovementChoice, MoveOutlook

SEAS = "Seas"
LEGEND = "(limit: the population limit; a city needs 6 tokens on a city site, 12 elsewhere)"


@cache
def area_groups(land: frozenset[str]) -> dict[str, str]:
    """Each land area's group for the text map: the first renderer region that lists it, or
    else the region whose box centre is nearest (seas form their own group)."""
    from renderer.games.civ.geometry import geometry, regions

    out: dict[str, str] = {}
    for r in regions().values():
        for a in r.areas:
            if a in land:
                out.setdefault(a, r.title)
    shapes = geometry().areas
    boxes = {r.title: ((r.box[0] + r.box[2]) / 2, (r.box[1] + r.box[3]) / 2) for r in regions().values()}
    for a in sorted(land - out.keys()):
        x, y = shapes[a].label
        out[a] = min(boxes, key=lambda t: (boxes[t][0] - x) ** 2 + (boxes[t][1] - y) ** 2)
    return out


def nation_names(view: Mapping[str, Any]) -> dict[str, str]:
    return {p["player"]: p.get("nation_name") or p["player"] for p in view["players"]}


def occupants(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """Who stands in each area holding anything: ``["Egypt city", "Crete 3", "Egypt 1 ship"]``."""
    names = nation_names(view)
    b = view["board"]
    ships: dict[str, dict[str, int]] = {}
    for s in b["ships"]:
        ships.setdefault(s["area"], {})
        ships[s["area"]][s["owner"]] = ships[s["area"]].get(s["owner"], 0) + 1
    # Advanced Civilization's neutral pieces: barbarian tokens and pirate cities.
    neutral = view.get("neutrals", {})
    barbarians: dict[str, int] = neutral.get("barbarians", {})
    pirates = set(neutral.get("pirate_cities", ()))
    out: dict[str, list[str]] = {}
    for a in sorted(set(b["tokens"]) | set(b["cities"]) | set(ships) | set(barbarians) | pirates):
        parts = []
        if a in b["cities"]:
            parts.append(f"{names.get(b['cities'][a], b['cities'][a])} city")
        if a in pirates:
            parts.append("pirate city")
        if barbarians.get(a):
            parts.append(f"barbarians {barbarians[a]}")
        parts += [f"{names.get(p, p)} {n}" for p, n in sorted(b["tokens"].get(a, {}).items()) if n]
        parts += [f"{names.get(p, p)} {plural(n, 'ship')}" for p, n in sorted(ships.get(a, {}).items())]
        if parts:
            out[a] = parts
    return out


def printed(f: AreaFacts) -> str:
    """What the board prints in a land area: ``limit 3, city site, flood plain Nile``."""
    parts = [f"limit {f.population_limit}", "city site" if f.city_site else "no city site"]
    if f.flood_plain:
        parts.append(f"flood plain {f.flood_plain}")
    if f.volcano:
        parts.append(f"volcano {f.volcano}")
    return ", ".join(parts)


def area_line(f: AreaFacts, who: list[str]) -> str:
    """``Memphis: limit 3, city site, flood plain Nile; Egypt 4`` (a sea: only who is there)."""
    there = "; ".join(who) or "nobody"
    if not f.land:
        return f"{f.name}: {there}"
    return f"{f.name}: {printed(f)}; {there}"


def map_text(view: Mapping[str, Any], facts: Mapping[str, AreaFacts]) -> list[str]:
    """Every area in play, by region: its limit, city site, flood plain or volcano and who is
    there (a sea only when something is on it)."""
    who = occupants(view)
    groups = area_groups(frozenset(a for a, f in facts.items() if f.land))
    rows: dict[str, list[str]] = {}
    for a, f in sorted(facts.items(), key=lambda kv: kv[1].name):
        if f.land or a in who:
            rows.setdefault(groups.get(a, SEAS), []).append(f"    {area_line(f, who.get(a, []))}")
    lines = [f"Round {view['round']}, {view['phase_title']}: every area {LEGEND}"]
    for group in sorted(rows, key=lambda t: (t == SEAS, t)):
        lines += [f"  {group}", *rows[group]]
    return lines


def in_reach(options: MovementChoice) -> list[str]:
    """The land areas the mover's tokens stand in or can reach this turn: over land, by his
    unsailed ships, by road."""
    areas = set(options.unmoved_tokens)
    for dests in options.land_moves.values():
        areas.update(dests)
    for ship in options.ships.values():
        if not ship["sailed"]:
            areas.update(ship["reach"])
    for roads in (options.road_moves or {}).values():
        areas.update(roads)
    return sorted(areas)


def reach_text(view: Mapping[str, Any], facts: Mapping[str, AreaFacts], options: MovementChoice) -> list[str]:
    """The movement prompt's list of the land areas in reach, with what the board prints there."""
    who = occupants(view)
    land = [facts[a] for a in in_reach(options) if a in facts and facts[a].land]
    lines = [f"  Areas in reach {LEGEND}:"]
    lines += [f"    {area_line(f, who.get(f.area, []))}" for f in sorted(land, key=lambda f: f.name)]
    return lines


def _area_warning(c: MoveChange, f: AreaFacts, own_city: bool) -> str:
    after = c.after
    held = f"{f.name} ({printed(f)}) would hold {after.tokens} of your tokens"
    if own_city:
        return f"{held} beside your city: tokens in a city's area are removed as surplus in phase 8."
    if after.city_tokens is not None and after.loss < after.surplus:
        return (
            f"{held}: a city there takes {after.city_tokens} and the other {after.loss} would be "
            "removed as surplus in phase 8."
        )
    now = f", not {c.before.loss} as now" if c.before.loss else ""
    need = f"; a city there needs {f.city_tokens}" if after.tokens < f.city_tokens else ""
    return f"{held}: {after.loss} would be removed as surplus in phase 8{now}{need}."


def move_warning(outlook: MoveOutlook, facts: Mapping[str, AreaFacts], view: Mapping[str, Any]) -> list[str]:
    """Why the move may be a mistake (nothing when it is not): the areas where it leaves more
    tokens to be removed as surplus, and cities it leaves short of support, if nothing else
    moves."""
    cities = view["board"]["cities"]
    lines = [
        "Warning: " + _area_warning(c, facts[c.after.area], cities.get(c.after.area) == outlook.player)
        for c in outlook.worse_areas
    ]
    if outlook.support_worse:
        tokens = plural(outlook.tokens_after_surplus, "token")
        cities_left = plural(outlook.cities, "city", "cities")
        lines.append(
            f"Warning: after the surplus is removed you would have {tokens} for {cities_left} (2 each "
            f"needed): {outlook.short_after} short, so cities would be reduced in phase 8."
        )
    return lines
