"""Legal actions of the calamities (phase 12): units lost worth the points required, points
shared out among other players, volcanoes, earthquakes, floods, civil wars, civil disorder,
iconoclasm and piracy. Each drawn answer is kept only if the calamity step's own check accepts
it (``checks.kept``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.civ.calamity.civil_disorder import ChooseDisorderCities, DisorderChoice
from engine.civ.calamity.civil_war import (
    BeneficiaryChoice,
    ChooseBeneficiary,
    FactionPick,
    KeepFaction,
    PickFaction,
    TakeCities,
    TakeoverChoice,
)
from engine.civ.calamity.flood import ChooseFloodPlain, FloodPlainChoice
from engine.civ.calamity.iconoclasm import IconoclasmChoice, IconoclasmCityChoice
from engine.civ.calamity.losses import AssignLosses, LoseUnits, LossChoice, ShareChoice
from engine.civ.calamity.piracy import PiracyChoice, PiracyCityChoice
from engine.civ.calamity.volcano import ChooseVolcano, EarthquakeChoice, EarthquakeCityChoice, VolcanoChoice
from engine.civ.legal_actions.checks import kept
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.legal import Sampler, between, pick, sampled

Units = tuple[tuple[tuple[str, int], ...], tuple[str, ...]]


def units_worth(rng: Sampler, o: Mapping[str, Any], points: int) -> Units:
    """Random tokens (per area, at most those there) and cities worth exactly ``points``, a city
    counting ``city_value`` (and, where a city hit becomes a token, no more cities than the
    stock can replace)."""
    caps: dict[str, int] = dict(o["tokens"])
    cities: list[str] = list(o["cities"])
    worth = o.get("city_value", 5)
    total = sum(caps.values())
    to_token = o.get("city_becomes_token", False)
    stock = o.get("stock", 0)
    counts = [
        y
        for y in range(len(cities) + 1)
        if 0 <= points - worth * y <= total and (not to_token or y <= stock + points - worth * y)
    ]
    if not counts:
        return (), ()
    y = rng.choice(counts)
    taken: dict[str, int] = {}
    for _ in range(points - worth * y):
        area = rng.choice(sorted(a for a, c in caps.items() if taken.get(a, 0) < c))
        taken[area] = taken.get(area, 0) + 1
    return tuple(sorted(taken.items())), tuple(pick(rng, cities, y))


def lose_units(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, LossChoice)
    return sampled(d, rng, lambda: kept(g, LoseUnits(d.player, *units_worth(rng, o, o.points))))


def civil_war_pick(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, FactionPick)
    return sampled(d, rng, lambda: kept(g, PickFaction(d.player, *units_worth(rng, o, o.points))))


def share_out(rng: Sampler, caps: dict[str, int], budget: int) -> tuple[tuple[str, int], ...]:
    """``budget`` points given one at a time to players below their cap."""
    out: dict[str, int] = {}
    while budget and any(out.get(p, 0) < c for p, c in caps.items()):
        p = rng.choice(sorted(p for p, c in caps.items() if out.get(p, 0) < c))
        out[p] = out.get(p, 0) + 1
        budget -= 1
    return tuple(sorted(out.items()))


def assign_losses(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, ShareChoice)
    caps = {p: v["max"] for p, v in o.players.items()}

    def draw() -> Action | None:
        budget = o.total if o.exact_total else between(rng, 0, o.total)
        return kept(g, AssignLosses(d.player, share_out(rng, caps, budget)))

    return sampled(d, rng, draw)


def choose_volcano(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, VolcanoChoice)
    return [ChooseVolcano(d.player, v) for v in sorted(d.options.volcanoes)]


def earthquake(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, EarthquakeCityChoice)
    return [EarthquakeChoice(d.player, c, n) for c in o.cities for n in ["", *o.neighbours.get(c, [])]]


def flood_plain(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, FloodPlainChoice)
    return [ChooseFloodPlain(d.player, p) for p in sorted(d.options.plains)]


def civil_war_beneficiary(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, BeneficiaryChoice)
    return [ChooseBeneficiary(d.player, p) for p in d.options.players]


def civil_war_keep(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    return [KeepFaction(d.player, "first"), KeepFaction(d.player, "second")]


def civil_war_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, TakeoverChoice)
    return sampled(d, rng, lambda: kept(g, TakeCities(d.player, tuple(pick(rng, o.cities, o.count)))))


def civil_disorder(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, DisorderChoice)
    return sampled(
        d, rng, lambda: kept(g, ChooseDisorderCities(d.player, tuple(pick(rng, o.cities, o.count))))
    )


def iconoclasm(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, IconoclasmCityChoice)

    def draw() -> Action | None:
        own = tuple(pick(rng, o.cities, o.count))
        others = pick(rng, o.targets, between(rng, 0, o.others_max))
        # A Law holder loses at most one city, a Philosophy holder none: drop what is too many.
        while others and kept(g, IconoclasmChoice(d.player, own, tuple(others))) is None:
            others.pop()
        return kept(g, IconoclasmChoice(d.player, own, tuple(others)))

    return sampled(d, rng, draw)


def piracy(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Coastal cities raided, each reachable from one of the pirate's ships."""
    o = d.options
    assert isinstance(o, PiracyCityChoice)

    def draw() -> Action | None:
        ships = dict(o.ships_per_water)
        chosen: list[str] = []
        for area in pick(rng, o.cities, len(o.cities)):
            water = str(o.city_water[area])
            if ships.get(water, 0) > 0 and len(chosen) < o.count:
                ships[water] -= 1
                chosen.append(area)
        return kept(g, PiracyChoice(d.player, tuple(chosen)))

    return sampled(d, rng, draw)
