"""Population and buildings (rules 7.5-7.8, 7.14-7.16): increase population; build, upgrade
and destroy farms, mines and urban buildings; build, upgrade and disband military units.

Each operation has a ``check_`` function that raises a RuleError saying why (and changes
nothing) and returns the price, and a ``do_`` function that pays and performs it. Action
costs (civil or military actions) are paid by the caller: an action granted by a card costs
none (7.1).
"""

from __future__ import annotations

import copy

from engine.core.errors import IllegalAction, NotEnough, OverLimit
from engine.tta.actions_and_points import What, said
from engine.tta.cards import FARM_MINE, UNITS, URBAN, Card, cards
from engine.tta.naming import Printed, by_name, cards_listed
from engine.tta.state import GameState, PlayerState
from engine.tta.stats import leader_ability, population_cost, worker_cards
from engine.tta.texts import kind_name
from engine.tta.tokens import FOOD, RESOURCES, amount, pay, place_worker, remove_worker
from i18n.catalog import N_, Said, l_


def _in_play(ps: PlayerState, cid: str, kinds: tuple[str, ...], what: str) -> Card:
    """``cid``, a technology of ``kinds`` in play; ``what`` names the kinds (marked ``N_``)."""
    if cid not in ps.workers or cards()[cid].kind not in kinds:
        have = by_name(c for c in ps.workers if cards()[c].kind in kinds)
        raise IllegalAction(
            l_(
                "You have no {what} technology {card} in play; you have: {cards}.",
                what=Said(what),
                card=Printed(cid),
                cards=cards_listed(have),
            )
        )
    return cards()[cid]


# -- payments with "this turn" help ------------------------------------------------------


TRADE_ROUTES_KEYS = {RESOURCES: "food_as_resource_per_turn", FOOD: "resource_as_food_per_turn"}
# ``ps.used`` mark: the next payment of the pact's kind this turn is made with one of the other.
TRADE_ROUTES_NEXT = "trade_routes_next"


def other_kind(kind: str) -> str:
    return FOOD if kind == RESOURCES else RESOURCES


def trade_routes_kind(g: GameState, ps: PlayerState) -> str | None:
    """Trade Routes Agreement: the kind (resources on side A, food on side B) of which the player
    may pay one with one of the other kind, once per turn; None without the pact or once used."""
    if "trade_routes" in ps.used:
        return None
    for pact in g.pacts:
        if ps.player in pact.parties():
            side = cards()[pact.card].sides[pact.side_of(ps.player)]
            for kind, key in TRADE_ROUTES_KEYS.items():
                if side.get(key):
                    return kind
    return None


def trade_routes_side(g: GameState, ps: PlayerState, kind: str) -> bool:
    return trade_routes_kind(g, ps) == kind


def can_pay(g: GameState, ps: PlayerState, kind: str, n: int) -> bool:
    if n <= amount(ps, kind):
        return True
    return n == amount(ps, kind) + 1 and trade_routes_side(g, ps, kind) and amount(ps, other_kind(kind)) >= 1


def check_payment(g: GameState, ps: PlayerState, kind: str, n: int, what: What) -> None:
    if not can_pay(g, ps, kind, n):
        raise NotEnough(_cost(what, kind, n, amount(ps, kind)))


def _cost(what: What, kind: str, n: int, have: int) -> Said:
    """The refusal of a payment of ``n`` food or resources by a player who has ``have``."""
    if kind == FOOD:
        return l_("{what} costs {n} food; you have {have}.", what=said(what), n=n, have=have)
    return l_("{what} costs {n} resources; you have {have}.", what=said(what), n=n, have=have)


def do_payment(g: GameState, ps: PlayerState, kind: str, n: int) -> None:
    """Pay ``n``. Trade Routes Agreement pays one of them with the other kind when the player
    chose to for his next payment of that kind (``tta_trade_routes``), and also when the
    payment could not be made without it (the pact's "may" is then the only way to pay)."""
    other = other_kind(kind)
    chosen = TRADE_ROUTES_NEXT in ps.used and amount(ps, other) >= 1
    if n > 0 and trade_routes_side(g, ps, kind) and (n > amount(ps, kind) or chosen):
        pay(ps, other, 1)
        ps.used.append("trade_routes")
        n -= 1
    pay(ps, kind, n)


def check_trade_routes(g: GameState, ps: PlayerState) -> str:
    """The kind the player's next payment will substitute, or a refusal saying why not."""
    kind = trade_routes_kind(g, ps)
    if kind is None:
        if "trade_routes" in ps.used:
            raise IllegalAction(l_("You used the Trade Routes Agreement this turn: it helps once per turn."))
        raise IllegalAction(
            l_("Only a party to the Trade Routes Agreement pays food for resources (or the reverse).")
        )
    if TRADE_ROUTES_NEXT in ps.used:
        raise IllegalAction(
            l_("Your next payment of food already uses the Trade Routes Agreement.")
            if kind == FOOD
            else l_("Your next payment of resources already uses the Trade Routes Agreement.")
        )
    if amount(ps, other_kind(kind)) < 1:
        raise NotEnough(
            l_("You have no resources to pay with instead of food.")
            if kind == FOOD
            else l_("You have no food to pay with instead of resources.")
        )
    return kind


def military_help(ps: PlayerState) -> int:
    """Temporary resources for building and upgrading units this turn (Patriotism, Homer...)."""
    homer = leader_ability(ps, "military_resources_per_turn")
    extra = homer if isinstance(homer, int) and "homer" not in ps.used else 0
    return ps.military_resources + extra


def pay_military(g: GameState, ps: PlayerState, n: int) -> None:
    """Temporary military resources are spent first (10.10), Homer's before the others."""
    homer = leader_ability(ps, "military_resources_per_turn")
    if n > 0 and isinstance(homer, int) and "homer" not in ps.used:
        ps.used.append("homer")
        n -= min(n, homer)
    from_pool = min(n, ps.military_resources)
    ps.military_resources -= from_pool
    do_payment(g, ps, RESOURCES, n - from_pool)


def check_military_payment(g: GameState, ps: PlayerState, n: int, what: What) -> None:
    rest = max(0, n - military_help(ps))
    if not can_pay(g, ps, RESOURCES, rest):
        raise NotEnough(_cost(what, RESOURCES, n, amount(ps, RESOURCES) + military_help(ps)))


# -- population --------------------------------------------------------------------------


def population_price(ps: PlayerState, discount: int = 0) -> int | None:
    cost = population_cost(ps)
    if cost is None:
        return None
    moses = leader_ability(ps, "population_food_discount")
    return max(0, cost - (moses if isinstance(moses, int) else 0) - discount)


def check_population(g: GameState, ps: PlayerState, discount: int = 0) -> int:
    price = population_price(ps, discount)
    if price is None:
        raise NotEnough(l_("Your yellow bank is empty: there is no population to increase."))
    check_payment(g, ps, FOOD, price, N_("Increasing your population"))
    return price


def do_population(g: GameState, ps: PlayerState, price: int) -> None:
    do_payment(g, ps, FOOD, price)
    ps.yellow_bank -= 1
    ps.pool += 1


# -- farms, mines and urban buildings ------------------------------------------------------


def build_cost(g: GameState, ps: PlayerState, c: Card) -> int:
    """A building's resource cost with the player's permanent modifiers (construction
    technologies on urban buildings only; Shakespeare's library/theater discount)."""
    cost = c.build_cost
    if c.kind in URBAN:
        for s in ps.specials:
            cost -= cards()[s].urban_discount.get(c.age, 0)
        shakespeare = leader_ability(ps, "library_theater_discount")
        if isinstance(shakespeare, dict) and _has_partner_building(ps, c.kind):
            cost -= shakespeare["resources"]
    return max(0, cost)


def _has_partner_building(ps: PlayerState, kind: str) -> bool:
    partner = {"theater": "library", "library": "theater"}.get(kind)
    return partner is not None and bool(worker_cards(ps, (partner,)))


def buildings_of(ps: PlayerState, kind: str) -> int:
    return sum(n for _card, n in worker_cards(ps, (kind,)))


def check_build(
    g: GameState, ps: PlayerState, cid: str, discount: int = 0, kinds: tuple[str, ...] = ()
) -> int:
    c = _in_play(ps, cid, kinds or (*FARM_MINE, *URBAN), N_("farm, mine or urban-building"))
    if ps.pool < 1:
        raise NotEnough(l_("You have no unused worker: increase your population first."))
    if c.kind in URBAN:
        limit = cards()[ps.government].building_limit
        if buildings_of(ps, c.kind) >= limit:
            raise OverLimit(
                l_(
                    "Your government allows {limit} urban buildings of each type and you have "
                    "{n} of type {kind}; build another type or develop a better government.",
                    limit=limit,
                    n=buildings_of(ps, c.kind),
                    kind=kind_name(c.kind),
                )
            )
    price = max(0, build_cost(g, ps, c) - discount)
    check_payment(g, ps, RESOURCES, price, l_("Building on {card}", card=Printed(c.id)))
    return price


def do_build(g: GameState, ps: PlayerState, cid: str, price: int) -> None:
    do_payment(g, ps, RESOURCES, price)
    place_worker(ps, cid)


def _upgrading(a: Card, b: Card) -> What:
    return l_("Upgrading {card} to {target}", card=Printed(a.id), target=Printed(b.id))


def check_upgrade(
    g: GameState, ps: PlayerState, src: str, dst: str, discount: int = 0, kinds: tuple[str, ...] = ()
) -> int:
    kinds = kinds or (*FARM_MINE, *URBAN)
    a = _in_play(ps, src, kinds, N_("farm, mine or urban-building"))
    b = _in_play(ps, dst, kinds, N_("farm, mine or urban-building"))
    if not ps.workers.get(src):
        raise IllegalAction(l_("You have no worker on {card} to upgrade.", card=Printed(a.id)))
    if a.kind != b.kind or b.level <= a.level:
        raise IllegalAction(
            l_(
                "{card} can only be upgraded to a higher-level {kind} technology, not to {target}.",
                card=Printed(a.id),
                kind=kind_name(a.kind),
                target=Printed(b.id),
            )
        )
    price = max(0, build_cost(g, ps, b) - build_cost(g, ps, a) - discount)
    check_payment(g, ps, RESOURCES, price, _upgrading(a, b))
    return price


def do_move_worker(g: GameState, ps: PlayerState, src: str, dst: str, price: int) -> None:
    do_payment(g, ps, RESOURCES, price)
    ps.workers[src] -= 1
    ps.workers[dst] += 1


def check_destroy(g: GameState, ps: PlayerState, cid: str, kinds: tuple[str, ...] = ()) -> None:
    c = _in_play(ps, cid, kinds or (*FARM_MINE, *URBAN), N_("farm, mine or urban-building"))
    if not ps.workers.get(cid):
        raise IllegalAction(l_("You have no worker on {card}.", card=Printed(c.id)))


def do_destroy(ps: PlayerState, cid: str) -> None:
    remove_worker(ps, cid)


def check_bach_upgrade(g: GameState, ps: PlayerState, src: str, dst: str) -> int:
    """J. S. Bach: once per turn any urban building becomes a theater of the same or a higher
    level, for the normal difference of costs (0 if the building costs at least as much)."""
    if not leader_ability(ps, "upgrade_to_theater_per_turn"):
        raise IllegalAction(l_("Only J. S. Bach lets you upgrade a building into a theater."))
    if "bach" in ps.used:
        raise IllegalAction(l_("J. S. Bach's upgrade can be used once per turn; you used it this turn."))
    a = _in_play(ps, src, URBAN, N_("urban-building"))
    b = _in_play(ps, dst, ("theater",), N_("theater"))
    if not ps.workers.get(src) or src == dst or b.level < a.level:
        raise IllegalAction(
            l_(
                "Bach upgrades one of your buildings to a theater of the same or a higher level, "
                "not {card} to {target}.",
                card=Printed(a.id),
                target=Printed(b.id),
            )
        )
    limit = cards()[ps.government].building_limit
    if a.kind != "theater" and buildings_of(ps, "theater") >= limit:
        raise OverLimit(l_("You already have {n} theaters, your government's limit.", n=limit))
    price = max(0, build_cost(g, ps, b) - build_cost(g, ps, a))
    check_payment(g, ps, RESOURCES, price, _upgrading(a, b))
    return price


# -- military units ----------------------------------------------------------------------


def check_build_unit(g: GameState, ps: PlayerState, cid: str, discount: int = 0) -> int:
    c = _in_play(ps, cid, UNITS, N_("military-unit"))
    if ps.pool < 1:
        raise NotEnough(l_("You have no unused worker: increase your population first."))
    price = max(0, c.build_cost - discount)
    check_military_payment(g, ps, price, l_("A unit of {card}", card=Printed(c.id)))
    return price


def do_build_unit(g: GameState, ps: PlayerState, cid: str, price: int) -> None:
    pay_military(g, ps, price)
    place_worker(ps, cid)


def check_upgrade_unit(g: GameState, ps: PlayerState, src: str, dst: str) -> int:
    a = _in_play(ps, src, UNITS, N_("military-unit"))
    b = _in_play(ps, dst, UNITS, N_("military-unit"))
    if not ps.workers.get(src):
        raise IllegalAction(l_("You have no unit on {card} to upgrade.", card=Printed(a.id)))
    if a.kind != b.kind or b.level <= a.level:
        raise IllegalAction(
            l_(
                "{card} can only be upgraded to a higher-level {kind} technology, not to {target}.",
                card=Printed(a.id),
                kind=kind_name(a.kind),
                target=Printed(b.id),
            )
        )
    price = max(0, b.build_cost - a.build_cost)
    check_military_payment(g, ps, price, _upgrading(a, b))
    return price


def do_upgrade_unit(g: GameState, ps: PlayerState, src: str, dst: str, price: int) -> None:
    pay_military(g, ps, price)
    ps.workers[src] -= 1
    ps.workers[dst] += 1


def check_disband(ps: PlayerState, cid: str) -> None:
    c = _in_play(ps, cid, UNITS, N_("military-unit"))
    if not ps.workers.get(cid):
        raise IllegalAction(l_("You have no unit on {card}.", card=Printed(c.id)))


def barbarossa(ps: PlayerState) -> dict[str, int] | None:
    """Frederick Barbarossa's ability (food and resource discounts), if he leads the player."""
    ability = leader_ability(ps, "population_and_unit_for_military_action")
    return ability if isinstance(ability, dict) else None


def check_barbarossa(g: GameState, ps: PlayerState, cid: str) -> tuple[int, int]:
    """Frederick Barbarossa: population and a unit for one military action, 1 food and 1
    resource cheaper. Returns (food, resources)."""
    ability = barbarossa(ps)
    if ability is None:
        raise IllegalAction(
            l_("Only Frederick Barbarossa lets you increase population and build a unit together.")
        )
    food = population_price(ps, ability["food_discount"])
    if food is None:
        raise NotEnough(l_("Your yellow bank is empty: there is no population to increase."))
    check_payment(g, ps, FOOD, food, N_("Increasing your population"))
    c = _in_play(ps, cid, UNITS, N_("military-unit"))
    price = max(0, c.build_cost - ability["resource_discount"])
    check_military_payment(g, ps, price, l_("A unit of {card}", card=Printed(c.id)))
    check_both_payments(g, ps, food, price, c.id)
    return food, price


def check_both_payments(g: GameState, ps: PlayerState, food: int, price: int, unit: str) -> None:
    """Each payment alone may be possible while both are not (7.1): the food paid for the
    population cannot also pay for the unit through Trade Routes Agreement, which helps once a
    turn. Both are tried on a copy of the player's board."""
    trial = copy.deepcopy(ps)
    try:
        do_payment(g, trial, FOOD, food)
        pay_military(g, trial, price)
    except NotEnough:
        raise NotEnough(
            l_(
                "Increasing your population ({food} food) and a unit of {card} ({price} resources) "
                "together cost more than you have.",
                food=food,
                card=Printed(unit),
                price=price,
            )
        ) from None
