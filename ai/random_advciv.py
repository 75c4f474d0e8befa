"""A random legal player for Advanced Civilization: Civilization (1980)'s random player
(``ai.random_agent``) for the decisions both games share, and random legal answers to the
decisions only Advanced Civilization asks (declared trades, pillage, Architecture, Roadbuilding,
its calamities, Monotheism, purchases with Mining, discards).

Every answer is drawn from the decision's options; as a safety net a calamity answer is checked
against the step's own validation and replaced by the decision's default if refused.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ai.random_agent import RandomAgent, handles
from ai.random_calamity import random_units
from ai.random_trade import random_trade
from engine.civ.advciv.calamity.choices import ChooseCities, ChooseOne
from engine.civ.advciv.calamity.losses import AdvLoseUnits
from engine.civ.advciv.calamity.monotheism import ConvertArea
from engine.civ.advciv.content import is_commodity
from engine.civ.advciv.phases.cities import AdvBuildCities, architecture_areas
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards
from engine.civ.advciv.phases.conflict import Pillage
from engine.civ.advciv.phases.discard import DiscardCards
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise
from engine.civ.advciv.purchase import eligible_cards, preview_purchase
from engine.civ.calamity.civil_war import PickFaction
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses
from engine.civ.calamity.volcano import EarthquakeChoice
from engine.civ.phases.calamities import CalamityData
from engine.civ.phases.cities import buildable
from engine.civ.phases.movement import MovementData
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError


class AdvRandomAgent(RandomAgent):
    """The random player, moving tokens by road now and then when it holds Roadbuilding."""

    def _movement(self, g: GameState, d: Decision) -> Action:
        roads = d.options.get("road_moves", {})
        data = g.data
        assert isinstance(data, MovementData)
        sources = [a for a, r in roads.items() if r and data.fresh.get(a, 0) > 0]
        if sources and self.rng.random() < 0.2 and len(data.moves) <= 25:
            src = self.rng.choice(sorted(sources))
            dest = self.rng.choice(sorted(roads[src]))
            via = self.rng.choice(roads[src][dest])
            return RoadMove(d.player, src, via, dest, self.rng.randint(1, data.fresh[src]))
        return super()._movement(g, d)


def _legal(g: GameState, d: Decision, a: Action) -> Action:
    data = g.data
    assert isinstance(data, CalamityData) and d.default is not None
    try:
        data.queue[0].check(g, a)
    except RuleError:
        return d.default
    return a


@handles("advciv_build_cities")
def build_cities(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    areas = [a for a in buildable(g, d.player) if agent.rng.random() < 0.8]
    arch = architecture_areas(g, d.player)
    room = int(d.options["cities_in_stock"])
    if arch and room > len(areas) and agent.rng.random() < 0.5:
        area = agent.rng.choice(sorted(arch))
        facts = arch[area]
        treasury = agent.rng.randint(facts["need"] - facts["tokens"], facts["max_treasury"])
        return AdvBuildCities(d.player, tuple(areas[: room - 1]), area, treasury)
    return AdvBuildCities(d.player, tuple(areas[:room]))


@handles("pillage")
def pillage(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    most = int(d.options["max"])
    return Pillage(d.player, agent.rng.choice([most, most, agent.rng.randint(0, most)]))


def _declared(agent: RandomAgent, cards: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """A random packet of 3-5 of ``cards`` and two of its cards named."""
    if len(cards) < 3:
        return None
    size = agent.rng.randint(3, min(5, len(cards)))
    chosen = sorted(agent.rng.sample(cards, size))
    commodities = [c for c in chosen if is_commodity(c)] or chosen
    named = agent.rng.sample(commodities, 2) if len(commodities) >= 2 else agent.rng.sample(chosen, 2)
    return tuple(chosen), tuple(sorted(named))


@handles("advciv_trade")
def trade(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return random_trade(agent, d, _declared, (DeclaredOffer, DeclaredCounter, DeclaredRevise))


@handles("advciv_lose_units")
def lose_units(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    grain = agent.rng.randint(0, int(d.options["grain"]))
    opts = {**d.options, "points": d.options["points_by_grain_shown"][grain]}
    tokens, cities = random_units(agent.rng, opts)
    return _legal(g, d, AdvLoseUnits(d.player, tokens, cities, grain))


@handles("advciv_assign_losses")
def assign_losses(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    caps = {p: v["max"] for p, v in d.options["players"].items()}
    budget = int(d.options["total"])
    out: dict[str, int] = {}
    while budget and any(out.get(p, 0) < c for p, c in caps.items()):
        p = agent.rng.choice(sorted(p for p, c in caps.items() if out.get(p, 0) < c))
        out[p] = out.get(p, 0) + 1
        budget -= 1
    return _legal(g, d, AssignLosses(d.player, tuple(sorted(out.items()))))


def _cities(agent: RandomAgent, opts: Mapping[str, Any]) -> tuple[str, ...]:
    cities = list(opts["cities"])
    agent.rng.shuffle(cities)
    limits = opts.get("per_owner_max", {})
    owners = opts.get("owners", {})
    chosen: list[str] = []
    taken: Counter[str] = Counter()
    for area in cities:
        owner = owners.get(area, "")
        if len(chosen) < opts["count"] and taken[owner] < limits.get(owner, opts["count"]):
            chosen.append(area)
            taken[owner] += 1
    return tuple(chosen)


def choose_cities(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return _legal(g, d, ChooseCities(d.player, _cities(agent, d.options)))


for _kind in ("treachery", "superstition", "advciv_civil_disorder", "flood_coastal_city", "advciv_piracy"):
    handles(_kind)(choose_cities)


@handles("advciv_flood_plain")
def flood_plain(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseOne(d.player, agent.rng.choice(sorted(d.options["plains"])))


@handles("volcano_tie")
def volcano_tie(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseOne(d.player, agent.rng.choice(sorted(d.options["volcanoes"])))


@handles("barbarian_area")
def barbarian_area(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    return ChooseOne(d.player, agent.rng.choice(d.options["choices"]))


@handles("advciv_earthquake")
def earthquake(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    city, neighbour = agent.rng.choice(d.options["choices"])
    return EarthquakeChoice(d.player, city, neighbour)


@handles("advciv_iconoclasm")
def iconoclasm(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    o = d.options
    own = tuple(agent.rng.sample(o["cities"], o["count"]))
    owners = {a: g.cities[a] for a in o["targets"]}
    others = _cities(
        agent,
        {
            "cities": o["targets"],
            "count": o["others_count"],
            "per_owner_max": o["per_owner_max"],
            "owners": owners,
        },
    )
    return _legal(g, d, IconoclasmChoice(d.player, own, others))


@handles("advciv_civil_war_military")
def civil_war_military(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    tokens, cities = random_units(agent.rng, d.options)
    return _legal(g, d, PickFaction(d.player, tokens, cities))


@handles("monotheism")
def monotheism(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    areas = sorted(d.options["areas"])
    area = agent.rng.choice(areas) if areas and agent.rng.random() < 0.7 else ""
    return ConvertArea(d.player, area)


@handles("advciv_buy_civ_cards")
def buy_civ_cards(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    p = d.player
    if agent.rng.random() < 0.1:
        return AdvBuyCivCards(p)
    candidates = eligible_cards(g, p)
    agent.rng.shuffle(candidates)
    chosen: list[str] = []
    payment: dict[str, Any] | None = None
    for card in candidates:
        preview = preview_purchase(g, p, [*chosen, card])
        if preview["affordable"]:
            chosen.append(card)
            payment = preview["payment"]
            if agent.rng.random() < 0.3:
                break
    if payment is None:
        return AdvBuyCivCards(p)
    return AdvBuyCivCards(p, tuple(chosen), tuple(payment["cards"]), payment["tokens"], payment["mining"])


@handles("discard_cards")
def discard_cards(agent: RandomAgent, g: GameState, d: Decision) -> Action:
    if agent.rng.random() < 0.5 and d.default is not None:
        return d.default
    return DiscardCards(d.player, tuple(sorted(agent.rng.sample(d.options["hand"], d.options["discard"]))))
