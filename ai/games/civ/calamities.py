"""Calamity choices (phase 12): lose as little as possible, and hurt the leader.

Own losses use the engine's defaults (fewest cities, tokens from the most crowded areas), which
already keep outposts and cities alive. Every choice that strikes others goes to the players
ahead first: Famine and Epidemic points, the Flood share, Iconoclasm's extra cities, the
Earthquake's neighbour. The Civil War faction goes to the weakest rival.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ai.games.civ.evaluate import rivals_by_threat
from engine import Action, Decision
from engine.civ.api import (
    AssignLosses,
    BeneficiaryChoice,
    ChooseBeneficiary,
    EarthquakeChoice,
    EarthquakeCityChoice,
    GameState,
    IconoclasmChoice,
    IconoclasmCityChoice,
    ShareChoice,
)

if TYPE_CHECKING:
    from ai.games.civ.agent import HeuristicAgent


def _default(d: Decision) -> Action:
    assert d.default is not None
    return d.default


def assign_losses(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    o = d.options_as(ShareChoice)
    players = o.players
    budget = o.total
    out: dict[str, int] = {}
    for p in rivals_by_threat(g, d.player):
        if p not in players or players[p].get("protected"):
            continue
        n = min(int(players[p]["max"]), budget)
        if n > 0:
            out[p] = n
            budget -= n
    if o.exact_total and budget:
        for p in sorted(players):  # protected players may still be named to make the total
            room = int(players[p]["max"]) - out.get(p, 0)
            n = min(room, budget)
            if n > 0:
                out[p] = out.get(p, 0) + n
                budget -= n
    return AssignLosses(d.player, tuple(sorted(out.items())))


def civil_war_beneficiary(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    choices = list(d.options_as(BeneficiaryChoice).players)
    ranked = [p for p in reversed(rivals_by_threat(g, d.player)) if p in choices]
    return ChooseBeneficiary(d.player, ranked[0] if ranked else choices[0])


def earthquake(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    base = _default(d)
    assert isinstance(base, EarthquakeChoice)
    rank = {p: i for i, p in enumerate(rivals_by_threat(g, d.player))}
    neighbours = d.options_as(EarthquakeCityChoice).neighbours
    near = [c for c in neighbours.get(base.city, []) if c in g.cities]
    if not near:
        return base
    target = min(near, key=lambda c: (rank.get(g.cities[c], 99), c))
    return EarthquakeChoice(d.player, base.city, target)


def iconoclasm(agent: HeuristicAgent, g: GameState, d: Decision) -> Action:
    base = _default(d)
    assert isinstance(base, IconoclasmChoice)
    o = d.options_as(IconoclasmCityChoice)
    limits = dict(o.victim_limits)
    rank = {p: i for i, p in enumerate(rivals_by_threat(g, d.player))}
    targets = sorted(o.targets, key=lambda c: (rank.get(g.cities.get(c, ""), 99), c))
    taken: Counter[str] = Counter()
    others: list[str] = []
    for area in targets:
        owner = g.cities.get(area)
        if owner is None or len(others) >= o.others_max:
            continue
        if taken[owner] < limits.get(owner, 0):
            taken[owner] += 1
            others.append(area)
    return IconoclasmChoice(d.player, base.own, tuple(others))
