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

from engine.civ.api import AreaFacts, MoveChange, MovementChoice, MoveOutlook
from i18n.catalog import _, n_

SEAS = "Seas"  # the group of the sea areas (translated where shown)


def legend() -> str:
    return _("(limit: the population limit; a city needs 6 tokens on a city site, 12 elsewhere)")


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
            parts.append(_("{nation} city", nation=names.get(b["cities"][a], b["cities"][a])))
        if a in pirates:
            parts.append(_("pirate city"))
        if barbarians.get(a):
            parts.append(_("barbarians {count}", count=barbarians[a]))
        parts += [f"{names.get(p, p)} {n}" for p, n in sorted(b["tokens"].get(a, {}).items()) if n]
        parts += [
            n_("{nation} {n} ship", "{nation} {n} ships", n, nation=names.get(p, p))
            for p, n in sorted(ships.get(a, {}).items())
        ]
        if parts:
            out[a] = parts
    return out


def printed(f: AreaFacts) -> str:
    """What the board prints in a land area: ``limit 3, city site, flood plain Nile``."""
    parts = [
        _("limit {limit}", limit=f.population_limit),
        _("city site") if f.city_site else _("no city site"),
    ]
    if f.flood_plain:
        parts.append(_("flood plain {name}", name=f.flood_plain))
    if f.volcano:
        parts.append(_("volcano {name}", name=f.volcano))
    return ", ".join(parts)


def area_line(f: AreaFacts, who: list[str]) -> str:
    """``Memphis: limit 3, city site, flood plain Nile; Egypt 4`` (a sea: only who is there)."""
    there = "; ".join(who) or _("nobody")
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
    lines = [
        _(
            "Round {round}, {phase}: every area {legend}",
            round=view["round"],
            phase=view["phase_title"],
            legend=legend(),
        )
    ]
    for group in sorted(rows, key=lambda t: (t == SEAS, t)):
        # A region's title is the pictures' (renderer/games/civ/data/regions.json), looked up as
        # the pictures look it up.
        lines += [f"  {_('Seas') if group == SEAS else _(group)}", *rows[group]]
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
    lines = ["  " + _("Areas in reach {legend}:", legend=legend())]
    lines += [f"    {area_line(f, who.get(f.area, []))}" for f in sorted(land, key=lambda f: f.name)]
    return lines


def _area_warning(c: MoveChange, f: AreaFacts, own_city: bool) -> str:
    after = c.after
    held = n_(
        "{area} ({printed}) would hold {n} of your tokens",
        "{area} ({printed}) would hold {n} of your tokens",
        after.tokens,
        area=f.name,
        printed=printed(f),
    )
    if own_city:
        return _(
            "{held} beside your city: tokens in a city's area are removed as surplus in phase 8.", held=held
        )
    if after.city_tokens is not None and after.loss < after.surplus:
        return _(
            "{held}: a city there takes {city} and the other {loss} would be removed as surplus in phase 8.",
            held=held,
            city=after.city_tokens,
            loss=after.loss,
        )
    facts = {"held": held, "loss": after.loss, "now": c.before.loss, "tokens": f.city_tokens}
    short = after.tokens < f.city_tokens
    if c.before.loss and short:
        return _(
            "{held}: {loss} would be removed as surplus in phase 8, not {now} as now; a city there "
            "needs {tokens}.",
            **facts,
        )
    if c.before.loss:
        return _("{held}: {loss} would be removed as surplus in phase 8, not {now} as now.", **facts)
    if short:
        return _(
            "{held}: {loss} would be removed as surplus in phase 8; a city there needs {tokens}.", **facts
        )
    return _("{held}: {loss} would be removed as surplus in phase 8.", **facts)


def move_warning(outlook: MoveOutlook, facts: Mapping[str, AreaFacts], view: Mapping[str, Any]) -> list[str]:
    """Why the move may be a mistake (nothing when it is not): the areas where it leaves more
    tokens to be removed as surplus, and cities it leaves short of support, if nothing else
    moves."""
    cities = view["board"]["cities"]
    lines = [
        _(
            "Warning: {warning}",
            warning=_area_warning(c, facts[c.after.area], cities.get(c.after.area) == outlook.player),
        )
        for c in outlook.worse_areas
    ]
    if outlook.support_worse:
        tokens = n_("{n} token", "{n} tokens", outlook.tokens_after_surplus)
        cities_left = n_("{n} city", "{n} cities", outlook.cities)
        lines.append(
            _(
                "Warning: after the surplus is removed you would have {tokens} for {cities} (2 each "
                "needed): {short} short, so cities would be reduced in phase 8.",
                tokens=tokens,
                cities=cities_left,
                short=outlook.short_after,
            )
        )
    return lines
