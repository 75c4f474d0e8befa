"""Legal actions of the family's board phases: nations, taxes and revolts, growth, ships,
movement, conflict, city building and city support (the samplers: ``engine.core.legal``)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.content import board
from engine.civ.legal_actions.checks import kept
from engine.civ.phases.cities import BuildCities, CityChoice, support_after
from engine.civ.phases.conflict import ConflictOrder, ConflictOrderChoice
from engine.civ.phases.expansion import DistributeGrowth, GrowthChoice
from engine.civ.phases.movement import EndMovement, MoveLand, MovementChoice, MovementData, UndoMove, Voyage
from engine.civ.phases.setup import ChooseNation, NationChoice
from engine.civ.phases.ships import SHIP_COST, ShipOrders, ShipsChoice
from engine.civ.phases.support import ReduceCities, ReductionChoice
from engine.civ.phases.taxation import ChooseRevoltCities, RevoltChoice, SetTaxRate, TaxRateChoice
from engine.civ.phases.voyage import CAPACITY, Step, closed_areas, shortest_route
from engine.civ.state import GameState
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.legal import Sampler, between, chance, pick, sampled, unique

# The most ship orders drawn for a list: each is checked against the whole phase.
SHIP_DRAWS = 8


def nations(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, NationChoice)
    return [ChooseNation(d.player, n, area) for n, areas in d.options.nations.items() for area in areas]


def tax_rates(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    assert isinstance(d.options, TaxRateChoice)
    return [SetTaxRate(d.player, rate) for rate in d.options.rates]


def revolt_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, RevoltChoice)
    return sampled(
        d, rng, lambda: ChooseRevoltCities(d.player, o.defaulter, tuple(pick(rng, o.cities, o.count)))
    )


def growth(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Splits of the stock over the growth areas (each at most its growth)."""
    o = d.options
    assert isinstance(o, GrowthChoice)

    def draw() -> Action:
        placed: dict[str, int] = {}
        for _ in range(min(o.stock, sum(o.areas.values()))):
            area = rng.choice(sorted(a for a in o.areas if placed.get(a, 0) < o.areas[a]))
            placed[area] = placed.get(area, 0) + 1
        return DistributeGrowth(d.player, tuple(sorted(placed.items())))

    return sampled(d, rng, draw)


def ships(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Ships kept (from the treasury or by levy) or let go, relocated, and built."""
    o = d.options
    assert isinstance(o, ShipsChoice)
    areas = sorted(o.build_areas)

    def draw() -> Action | None:
        treasury, levy = o.treasury, dict.fromkeys(areas, 0)
        upkeep: list[tuple[str, str]] = []
        relocations: list[tuple[str, str, int]] = []
        for sid, area in sorted(o.ships.items()):
            if chance(rng, 0.2):
                continue
            if areas and treasury >= SHIP_COST and chance(rng, 0.1):
                to = rng.choice(areas)
                if to != area:
                    treasury -= SHIP_COST
                    relocations.append((sid, to, 0))
                    continue
            if treasury >= 1 and chance(rng, 0.7):
                treasury -= 1
                upkeep.append((sid, "treasury"))
            elif units.tokens_in(g, area, d.player) - levy.get(area, 0) >= 1:
                levy[area] = levy.get(area, 0) + 1
                upkeep.append((sid, "levy"))
        builds: list[tuple[str, int]] = []
        while areas and len(builds) < o.ships_in_stock and chance(rng, 0.35):
            area = rng.choice(areas)
            take = min(o.build_areas[area] - levy[area], between(rng, 0, SHIP_COST))
            if treasury < SHIP_COST - take:
                break
            treasury -= SHIP_COST - take
            levy[area] += take
            builds.append((area, take))
        return kept(g, ShipOrders(d.player, tuple(upkeep), tuple(builds), tuple(relocations)))

    return sampled(d, rng, draw, SHIP_DRAWS)


def land_moves(g: GameState, player: str, o: MovementChoice, rng: Sampler) -> list[tuple[str, str, int]]:
    """Every land move's source, destination and count: one, all or some of the tokens (the
    moves themselves are made only for the few a sample keeps)."""
    out: list[tuple[str, str, int]] = []
    add = out.append
    closed = closed_areas(g, player)
    for source, n in sorted(o.unmoved_tokens.items()):
        for dest in o.land_moves.get(source, []):
            if dest in closed:
                continue
            # Counts 1, n and one between, without repeats, in order (as sorted({1, n, some})).
            add((source, dest, 1))
            if n == 1:
                continue
            some = 1 + rng.below(n)  # between(rng, 1, n), drawn as it draws
            if 1 < some < n:
                add((source, dest, some))
            add((source, dest, n))
    return out


def voyages(g: GameState, player: str, o: MovementChoice, rng: Sampler, n: int) -> list[Action]:
    """Voyages of the ships not sailed yet to ``n`` of the (ship, area in reach) pairs, by the
    shortest route, each empty and, where there is land at both ends, carrying tokens."""
    data = g.data
    assert isinstance(data, MovementData)
    closed = closed_areas(g, player)
    pairs = [
        (sid, dest)
        for sid, facts in sorted(o.ships.items())
        if not facts["sailed"]
        for dest in facts["reach"]
        if dest != facts["area"] and dest not in closed
    ]
    out: list[Action] = []
    for sid, dest in pick(rng, pairs, n):
        ship = g.ships[sid]
        route = shortest_route(g, ship, dest)
        if route is None:
            continue
        sail = [Step("sail", a) for a in route]
        out.append(Voyage(player, sid, tuple(sail)))
        here = data.fresh.get(ship.area, 0)
        if here and board().areas[dest].is_land and board().areas[ship.area].is_land:
            load = between(rng, 1, min(here, CAPACITY))
            out.append(Voyage(player, sid, (Step("load", count=load), *sail, Step("unload", count=load))))
    return out


def movement(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Ending the turn, undoing the last move, every land move and every voyage's destination
    (counts and loads drawn); voyages and land moves are sampled when there are many."""
    o = d.options
    assert isinstance(o, MovementChoice)
    out: list[Action] = [EndMovement(d.player)]
    if o.moves_made:
        out.append(UndoMove(d.player))
    out += [MoveLand(d.player, *move) for move in pick(rng, land_moves(g, d.player, o, rng), 2 * rng.size)]
    out += voyages(g, d.player, o, rng, rng.size // 2)
    return out


def conflict_order(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    o = d.options
    assert isinstance(o, ConflictOrderChoice)
    return sampled(
        d, rng, lambda: ConflictOrder(d.player, chance(rng, 0.5), tuple(pick(rng, o.cities, len(o.cities))))
    )


def build_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """Cities built in some of the areas that allow one (as many as the stock holds)."""
    o = d.options
    assert isinstance(o, CityChoice)

    def draw() -> Action | None:
        areas = pick(rng, sorted(o.areas), between(rng, 0, min(len(o.areas), o.cities_in_stock)))
        while areas and g.options.forbid_unsupported_cities:
            tokens, cities = support_after(g, d.player, tuple(areas))
            if tokens >= 2 * cities:
                break
            areas.pop()
        return kept(g, BuildCities(d.player, tuple(areas)))

    return sampled(d, rng, draw)


def reduce_cities(g: GameState, d: Decision, rng: Sampler) -> list[Action]:
    """The order in which cities short of support are reduced (new ones first when the rules
    say so). Reduction stops once the rest are supported, so each answer names only the cities
    it reduces: orders that differ only after that point are one answer (a player whose new
    city alone must go has one answer)."""
    o = d.options
    assert isinstance(o, ReductionChoice)

    def shortest(order: tuple[str, ...]) -> Action | None:
        """The shortest beginning of ``order`` the rules accept: the cities it reduces."""
        for n in range(len(order) + 1):
            found = kept(g, ReduceCities(d.player, order[:n]))
            if found is not None:
                return found
        return None

    def draw() -> Action | None:
        order = pick(rng, o.cities, len(o.cities))
        if o.must_reduce_new_first:
            order.sort(key=lambda c: c not in o.new_cities)
        return shortest(tuple(order))

    assert isinstance(d.default, ReduceCities)
    first = shortest(d.default.areas)
    draws = (draw() for _ in range(rng.size))
    return unique([a for a in (first, *draws) if a is not None])
