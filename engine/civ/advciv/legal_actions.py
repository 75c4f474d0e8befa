"""The legal actions of Advanced Civilization's decisions (``engine.legal_actions``): the
family's listers for the decisions both games ask, and listers for its own (road moves, cities
with Architecture, pillage, declared trades, purchases with Mining, discards, its calamities and
Monotheism). Each drawn calamity answer is kept only if the step's own check accepts it."""

from __future__ import annotations

from collections import Counter

from engine.civ.advciv.calamity.barbarians import BarbarianAreaChoice
from engine.civ.advciv.calamity.choices import (
    ChooseCities,
    ChooseOne,
    CitiesChoice,
    PlainTieChoice,
    QuakeTieChoice,
    VolcanoTieChoice,
)
from engine.civ.advciv.calamity.civil_war import MilitaryFactionPick
from engine.civ.advciv.calamity.losses import AdvLoseUnits, AdvShareChoice, GrainLossChoice
from engine.civ.advciv.calamity.monotheism import ConversionChoice, ConvertArea
from engine.civ.advciv.calamity.reductions import AdvIconoclasmChoice
from engine.civ.advciv.content import is_commodity
from engine.civ.advciv.phases.cities import AdvBuildCities, AdvCityChoice
from engine.civ.advciv.phases.civ_cards import AdvBuyCivCards
from engine.civ.advciv.phases.conflict import Pillage, PillageChoice
from engine.civ.advciv.phases.discard import DiscardCards, DiscardChoice
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import DeclaredCounter, DeclaredOffer, DeclaredRevise
from engine.civ.advciv.purchase import eligible_cards, preview_purchase
from engine.civ.calamity.civil_war import PickFaction
from engine.civ.calamity.iconoclasm import IconoclasmChoice
from engine.civ.calamity.losses import AssignLosses
from engine.civ.calamity.volcano import EarthquakeChoice
from engine.civ.legal_actions import FAMILY, board
from engine.civ.legal_actions.calamities import share_out, units_worth
from engine.civ.legal_actions.cards import PURCHASE_DRAWS
from engine.civ.legal_actions.checks import kept
from engine.civ.legal_actions.trade import MAX_PACKET, trade_actions
from engine.civ.phases.movement import MovementChoice
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.legal import Lister, Sampler, between, chance, pick, sampled


def movement(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """The family's movement, and with Roadbuilding moves through one land area into a second."""
    o = d.options
    assert isinstance(o, MovementChoice)
    roads = [
        RoadMove(d.player, source, via, dest, k)
        for source, dests in sorted((o.road_moves or {}).items())
        for dest, vias in sorted(dests.items())
        for via in vias
        for k in sorted({1, o.unmoved_tokens[source]})
    ]
    return [*board.movement(g, d, rng), *pick(rng, roads, rng.size)]


def build_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Cities built where the tokens allow, and with Architecture one paid partly from the
    treasury."""
    o = d.options
    assert isinstance(o, AdvCityChoice)

    def draw() -> Action | None:
        room = o.cities_in_stock
        areas = pick(rng, sorted(o.areas), between(rng, 0, min(len(o.areas), room)))
        if o.architecture and len(areas) < room and chance(rng, 0.5):
            area = rng.choice(sorted(o.architecture))
            site = o.architecture[area]
            paid = between(rng, site["need"] - site["tokens"], site["max_treasury"])
            return kept(g, AdvBuildCities(d.player, tuple(areas), area, paid))
        return kept(g, AdvBuildCities(d.player, tuple(areas)))

    return sampled(d, rng, draw)


def pillage(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, PillageChoice)
    return [Pillage(d.player, n) for n in range(d.options.max + 1)]


def declared_packet(rng: Sampler, cards: list[str]) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """3-5 of ``cards`` and two of them declared (commodities where it has two)."""
    if len(cards) < 3:
        return None
    chosen = sorted(pick(rng, cards, between(rng, 3, min(MAX_PACKET, len(cards)))))
    commodities = [c for c in chosen if is_commodity(c)]
    named = pick(rng, commodities if len(commodities) >= 2 else chosen, 2)
    return tuple(chosen), tuple(sorted(named))


def trade(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    return trade_actions(d, rng, declared_packet, (DeclaredOffer, DeclaredCounter, DeclaredRevise))


def discard_cards(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, DiscardChoice)
    return sampled(d, rng, lambda: DiscardCards(d.player, tuple(sorted(pick(rng, o.hand, o.discard)))))


def draw_purchase(g: GameState, player: str, rng: Sampler) -> Action:
    """A random affordable selection of cards, paid the cheapest way (with Mining as it says)."""
    candidates = eligible_cards(g, player)
    rng.shuffle(candidates)
    chosen: list[str] = []
    payment = None
    for card in candidates:
        preview = preview_purchase(g, player, [*chosen, card])
        if preview["affordable"]:
            chosen.append(card)
            payment = preview["payment"]
            if chance(rng, 0.3):
                break
    if payment is None:
        return AdvBuyCivCards(player)
    return AdvBuyCivCards(
        player, tuple(chosen), tuple(payment["cards"]), payment["tokens"], payment["mining"]
    )


def buy_civ_cards(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    return sampled(d, rng, lambda: kept(g, draw_purchase(g, d.player, rng)), PURCHASE_DRAWS)


def lose_units(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Units lost, with some of the Grain cards that may be shown (Pottery)."""
    o = d.options
    assert isinstance(o, GrainLossChoice)

    def draw() -> Action | None:
        grain = between(rng, 0, o.grain)
        return kept(g, AdvLoseUnits(d.player, *units_worth(rng, o, o.points_by_grain_shown[grain]), grain))

    return sampled(d, rng, draw)


def assign_losses(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, AdvShareChoice)
    caps = {p: v["max"] for p, v in o.players.items()}
    return sampled(d, rng, lambda: kept(g, AssignLosses(d.player, share_out(rng, caps, o.total))))


def some_cities(
    rng: Sampler, cities: list[str], count: int, limits: dict[str, int], owners: dict[str, str]
) -> list[str]:
    """Up to ``count`` of ``cities`` in a random order, at most ``limits[owner]`` of one owner's."""
    chosen: list[str] = []
    taken: Counter[str] = Counter()
    for area in pick(rng, cities, len(cities)):
        owner = owners.get(area, "")
        if len(chosen) < count and taken[owner] < limits.get(owner, count):
            chosen.append(area)
            taken[owner] += 1
    return chosen


def choose_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, CitiesChoice)

    def draw() -> Action | None:
        return kept(
            g, ChooseCities(d.player, tuple(some_cities(rng, o.cities, o.count, o.per_owner_max, o.owners)))
        )

    return sampled(d, rng, draw)


def flood_plain(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, PlainTieChoice)
    return [ChooseOne(d.player, p) for p in sorted(d.options.plains)]


def volcano_tie(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, VolcanoTieChoice)
    return [ChooseOne(d.player, v) for v in sorted(d.options.volcanoes)]


def barbarian_area(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, BarbarianAreaChoice)
    return [ChooseOne(d.player, a) for a in d.options.choices]


def earthquake(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, QuakeTieChoice)
    return [EarthquakeChoice(d.player, city, neighbour) for city, neighbour in d.options.choices]


def monotheism(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, ConversionChoice)
    return [ConvertArea(d.player, ""), *(ConvertArea(d.player, a) for a in sorted(d.options.areas))]


def iconoclasm(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, AdvIconoclasmChoice)
    owners = {a: g.cities[a] for a in o.targets}

    def draw() -> Action | None:
        own = tuple(pick(rng, o.cities, o.count))
        others = some_cities(rng, o.targets, o.others_count, o.per_owner_max, owners)
        return kept(g, IconoclasmChoice(d.player, own, tuple(others)))

    return sampled(d, rng, draw)


def civil_war_military(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, MilitaryFactionPick)
    return sampled(d, rng, lambda: kept(g, PickFaction(d.player, *units_worth(rng, o, o.points))))


ADVCIV: dict[str, Lister] = {
    **FAMILY,
    "movement": movement,
    "advciv_build_cities": build_cities,
    "pillage": pillage,
    "advciv_trade": trade,
    "discard_cards": discard_cards,
    "advciv_buy_civ_cards": buy_civ_cards,
    "advciv_lose_units": lose_units,
    "advciv_assign_losses": assign_losses,
    "treachery": choose_cities,
    "superstition": choose_cities,
    "flood_coastal_city": choose_cities,
    "advciv_civil_disorder": choose_cities,
    "advciv_piracy": choose_cities,
    "advciv_flood_plain": flood_plain,
    "volcano_tie": volcano_tie,
    "advciv_earthquake": earthquake,
    "barbarian_area": barbarian_area,
    "monotheism": monotheism,
    "advciv_iconoclasm": iconoclasm,
    "advciv_civil_war_military": civil_war_military,
}
