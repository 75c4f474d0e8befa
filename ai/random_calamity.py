"""Random legal answers to the decisions of phase 12 (calamities).

Each handler draws a random answer from the decision's options; as a safety net the answer is
checked against the phase's own validation and replaced by the decision's default if refused
(which never happens for well-formed options, but keeps the simulation going if it did).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ai.random_agent import RandomAgent, handles
from engine.civ.calamity.civil_disorder import ChooseDisorderCities
from engine.civ.calamity.civil_war import ChooseBeneficiary, KeepFaction, PickFaction, TakeCities
from engine.civ.calamity.flood import ChooseFloodPlain
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses, LoseUnits
from engine.civ.calamity.piracy import PiracyChoice
from engine.civ.calamity.volcano import ChooseVolcano, EarthquakeChoice
from engine.civ.phases.calamities import CalamityData
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError


def _legal(g: GameState, d: Decision, a: Action) -> Action:
    data = g.data
    assert isinstance(data, CalamityData) and d.default is not None
    try:
        data.queue[0].check(g, a)
    except RuleError:
        return d.default
    return a


def random_units(
    rng: random.Random, opts: Mapping[str, Any]
) -> tuple[tuple[tuple[str, int], ...], tuple[str, ...]]:
    """Random tokens and cities worth exactly ``opts['points']``."""
    caps: dict[str, int] = dict(opts["tokens"])
    cities: list[str] = list(opts["cities"])
    w = opts.get("city_value", 5)
    need = opts["points"]
    total = sum(caps.values())
    to_token = opts.get("city_becomes_token", False)
    stock = opts.get("stock", 0)
    ys = [
        y
        for y in range(len(cities) + 1)
        if 0 <= need - w * y <= total and (not to_token or y <= stock + need - w * y)
    ]
    if not ys:
        return (), ()
    y = rng.choice(ys)
    taken: dict[str, int] = {}
    for _ in range(need - w * y):
        area = rng.choice(sorted(a for a, c in caps.items() if taken.get(a, 0) < c))
        taken[area] = taken.get(area, 0) + 1
    return tuple(sorted(taken.items())), tuple(rng.sample(cities, y))


@handles("lose_units")
def lose_units(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    tokens, cities = random_units(agent.rng, d.options)
    return _legal(g, d, LoseUnits(d.player, tokens, cities))


@handles("civil_war_pick")
def civil_war_pick(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    tokens, cities = random_units(agent.rng, d.options)
    return _legal(g, d, PickFaction(d.player, tokens, cities))


@handles("assign_losses")
def assign_losses(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    o = d.options
    caps = {p: v["max"] for p, v in o["players"].items()}
    budget = o["total"] if o["exact_total"] else agent.rng.randint(0, o["total"])
    out: dict[str, int] = {}
    while budget and any(out.get(p, 0) < c for p, c in caps.items()):
        p = agent.rng.choice(sorted(p for p, c in caps.items() if out.get(p, 0) < c))
        out[p] = out.get(p, 0) + 1
        budget -= 1
    return _legal(g, d, AssignLosses(d.player, tuple(sorted(out.items()))))


@handles("choose_volcano")
def choose_volcano(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseVolcano(d.player, agent.rng.choice(sorted(d.options["volcanoes"])))


@handles("earthquake")
def earthquake(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    city = agent.rng.choice(d.options["cities"])
    near = d.options["neighbours"][city]
    neighbour = agent.rng.choice(near) if near and agent.rng.random() < 0.6 else ""
    return _legal(g, d, EarthquakeChoice(d.player, city, neighbour))


@handles("flood_plain")
def flood_plain(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseFloodPlain(d.player, agent.rng.choice(sorted(d.options["plains"])))


@handles("civil_war_beneficiary")
def civil_war_beneficiary(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseBeneficiary(d.player, agent.rng.choice(d.options["players"]))


@handles("civil_war_keep")
def civil_war_keep(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return KeepFaction(d.player, agent.rng.choice(["first", "second"]))


@handles("civil_war_cities")
def civil_war_cities(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    areas = agent.rng.sample(d.options["cities"], d.options["count"])
    return _legal(g, d, TakeCities(d.player, tuple(areas)))


@handles("civil_disorder")
def civil_disorder(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    areas = agent.rng.sample(d.options["cities"], d.options["count"])
    return _legal(g, d, ChooseDisorderCities(d.player, tuple(areas)))


@handles("iconoclasm")
def iconoclasm(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    o = d.options
    own = tuple(agent.rng.sample(o["cities"], o["count"]))
    targets = list(o["targets"])
    others = tuple(agent.rng.sample(targets, min(len(targets), agent.rng.randint(0, o["others_max"]))))
    answer = _legal(g, d, IconoclasmChoice(d.player, own, others))
    if answer == d.default:
        answer = _legal(g, d, IconoclasmChoice(d.player, own, others[:1]))
    return answer


@handles("piracy")
def piracy(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    o = d.options
    ships = dict(o["ships_per_water"])
    cities = list(o["cities"])
    agent.rng.shuffle(cities)
    chosen = []
    for area in cities:
        water = str(o["city_water"][area])
        if ships.get(water, 0) > 0:
            ships[water] -= 1
            chosen.append(area)
    return _legal(g, d, PiracyChoice(d.player, tuple(chosen[: o["count"]])))
