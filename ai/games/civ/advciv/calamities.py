"""Calamity choices (phase 11) in Advanced Civilization: lose least, strike the leaders.

Losses of our own units use the engine's defaults, which already lose the fewest cities and
show the Grain that Pottery allows. Every choice that strikes others picks the players ahead
first: Famine's and Epidemic's shares, the cities Treachery, Superstition, Civil Disorder,
Piracy and Iconoclasm take, the Earthquake's neighbour. Among equal places for a volcano, a
flood or barbarians, the one that spares our units and hurts the leaders. Monotheism converts
the leaders' richest area within reach.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ai.games.civ.advciv.values import threat_rank
from engine import Action, Decision
from engine.civ.advciv.api import (
    AdvIconoclasmChoice,
    AdvShareChoice,
    BarbarianAreaChoice,
    ChooseCities,
    ChooseOne,
    CitiesChoice,
    ConversionChoice,
    ConvertArea,
    PlainTieChoice,
    QuakeTieChoice,
    VolcanoTieChoice,
)
from engine.civ.api import (
    AssignLosses,
    EarthquakeChoice,
    GameState,
    IconoclasmChoice,
    game_map,
    reduction_value,
    units,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent


def _default(d: Decision) -> Action:
    assert d.default is not None
    return d.default


def assign_losses(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """The whole total on the players ahead, each up to his maximum."""
    rank = threat_rank(g, d.player)
    o = d.options_as(AdvShareChoice)
    caps = {p: int(v["max"]) for p, v in o.players.items()}
    budget = o.total
    out: dict[str, int] = {}
    for p in sorted(caps, key=lambda p: (rank.get(p, 99), p)):
        n = min(caps[p], budget)
        if n > 0:
            out[p] = n
            budget -= n
    return AssignLosses(d.player, tuple(sorted(out.items())))


def strike_others(g: GameState, me: str, cities: list[str], count: int, limits: dict[str, int]) -> list[str]:
    """``count`` of other players' ``cities``: the leaders' first, their most valuable first,
    at most ``limits[owner]`` of one owner."""
    rank = threat_rank(g, me)
    ordered = sorted(cities, key=lambda a: (rank.get(g.cities[a], 99), -reduction_value(g, a), a))
    chosen: list[str] = []
    taken: Counter[str] = Counter()
    for area in ordered:
        owner = g.cities[area]
        if len(chosen) < count and taken[owner] < limits.get(owner, count):
            chosen.append(area)
            taken[owner] += 1
    return chosen


def choose_cities(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Our own cities: the engine's cheapest choice; other players': the leaders'."""
    o = d.options_as(CitiesChoice)
    if all(owner == d.player for owner in o.owners.values()):
        return _default(d)
    chosen = strike_others(g, d.player, list(o.cities), o.count, dict(o.per_owner_max))
    return ChooseCities(d.player, tuple(chosen))


def iconoclasm(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    base = _default(d)
    assert isinstance(base, IconoclasmChoice)
    o = d.options_as(AdvIconoclasmChoice)
    others = strike_others(g, d.player, list(o.targets), o.others_count, dict(o.per_owner_max))
    return IconoclasmChoice(d.player, base.own, tuple(others))


def earthquake(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Among equally damaging places, the one whose neighbour belongs to the leader."""
    rank = threat_rank(g, d.player)

    def key(choice: list[str]) -> tuple[int, str, str]:
        city, neighbour = choice
        return (rank.get(g.cities.get(neighbour, ""), 99) if neighbour else 99, city, neighbour)

    city, neighbour = min(d.options_as(QuakeTieChoice).choices, key=key)
    return EarthquakeChoice(d.player, city, neighbour)


def _harm(g: GameState, me: str, areas: list[str]) -> tuple[int, int]:
    """(our unit points in ``areas``, minus the leaders' weighted points): lower is better."""
    rank = threat_rank(g, me)
    own = others = 0
    for area in areas:
        for p, n in units.occupants(g, area).items():
            points = n + (5 if g.cities.get(area) == p else 0)
            if p == me:
                own += points
            else:
                others += points * max(1, len(g.players) - rank.get(p, 0))
        owner = g.cities.get(area)
        if owner is not None and owner not in units.occupants(g, area):
            if owner == me:
                own += 5
            else:
                others += 5 * max(1, len(g.players) - rank.get(owner, 0))
    return own, -others


def volcano_tie(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    volcanoes = d.options_as(VolcanoTieChoice).volcanoes
    best = min(sorted(volcanoes), key=lambda v: _harm(g, d.player, volcanoes[v]))
    return ChooseOne(d.player, best)


def flood_plain(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    plains = d.options_as(PlainTieChoice).plains
    best = min(sorted(plains), key=lambda p: _harm(g, d.player, plains[p]))
    return ChooseOne(d.player, best)


def barbarian_area(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Equally damaging to the victim: the one farthest from our units, nearest the leaders."""
    gm = game_map(g)

    def key(area: str) -> tuple[tuple[int, int], str]:
        near = [area, *gm.land_nbrs.get(area, ())]
        return _harm(g, d.player, near), area

    return ChooseOne(d.player, min(d.options_as(BarbarianAreaChoice).choices, key=key))


def monotheism(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    """Convert the area worth most: a rival's city first, then the most tokens, the leaders'
    before the others'."""
    rank = threat_rank(g, d.player)
    areas = sorted(d.options_as(ConversionChoice).areas)
    if not areas:
        return ConvertArea(d.player, "")

    def worth(area: str) -> tuple[int, int, str]:
        tokens = sum(n for p, n in units.occupants(g, area).items() if p != d.player)
        city = g.cities.get(area)
        value = tokens + (10 if city is not None and city != d.player else 0)
        owners = [p for p in units.occupants(g, area) if p != d.player] + ([city] if city else [])
        lead = min((rank.get(p, 99) for p in owners), default=99)
        return (-value, lead, area)

    return ConvertArea(d.player, min(areas, key=worth))
