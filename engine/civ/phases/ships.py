"""Phase 4 — Ship building and maintenance (rules 6.4, A10, A11, D15).

One order per player says how each ship in play is kept (1 token from the treasury, or a
levy of 1 token from the ship's area), which ships are relocated (rebuilt at full cost in a
different area), and which new ships are built (2 tokens, from the treasury and/or a levy on
the area the ship is placed in). Ships not kept or relocated go back to stock.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board, setup
from engine.civ.geography import game_map
from engine.civ.phases.base import SubmissionPhase
from engine.civ.state import GameState, Ship
from engine.civ.variants import has_treasury
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_, ln_

SHIP_COST = 2
UPKEEP = ("treasury", "levy")


@action("ship_orders")
@dataclass(frozen=True)
class ShipOrders(Action):
    upkeep: tuple[tuple[str, str], ...] = ()  # (ship id, "treasury" | "levy")
    builds: tuple[tuple[str, int], ...] = ()  # (area, tokens levied there: 0-2)
    relocations: tuple[tuple[str, str, int], ...] = ()  # (ship id, new area, levy)


def build_areas(g: GameState, player: str) -> list[str]:
    """Areas where ``player`` may place a new ship (before paying anything)."""
    in_play = game_map(g).in_play
    coastal_only = g.options.ship_placement == "coastal_with_unit"
    out = []
    # Only the areas holding one of the player's units, rather than the whole board.
    for area in sorted(units.unit_areas(g, player)):
        a = board().areas[area]
        if area not in in_play or not a.is_land or (coastal_only and not a.has_water):
            continue
        out.append(area)
    return out


def can_build(g: GameState, player: str) -> bool:
    if units.ships_in_stock(g, player) == 0:
        return False
    treasury = g.ps(player).treasury
    return any(treasury + units.tokens_in(g, a, player) >= SHIP_COST for a in build_areas(g, player))


def default_orders(g: GameState, player: str) -> ShipOrders:
    """Keep every ship, from the treasury while it lasts, else by levy; build nothing."""
    treasury = g.ps(player).treasury
    levied: Counter[str] = Counter()
    upkeep = []
    for sid in units.ships_of(g, player):
        area = g.ships[sid].area
        if treasury >= 1:
            treasury -= 1
            upkeep.append((sid, "treasury"))
        elif units.tokens_in(g, area, player) - levied[area] >= 1:
            levied[area] += 1
            upkeep.append((sid, "levy"))
    return ShipOrders(player, tuple(upkeep))


@dataclass(frozen=True)
class ShipsChoice(DecisionOptions):
    """``ships``: the player's ships (id -> area), treasury, where he may build (area -> his
    tokens there) and ships left in stock."""

    ships: dict[str, str]
    treasury: int
    build_areas: dict[str, int]
    ships_in_stock: int


class ShipsPhase(SubmissionPhase):
    name = "ships"
    title = N_("Phase 4: Ship building")
    actions = (ShipOrders,)

    def owing(self, g: GameState) -> list[str]:
        return [p for p in g.players if units.ships_of(g, p) or can_build(g, p)]

    def decision(self, g: GameState, player: str) -> Decision:
        ships = {sid: g.ships[sid].area for sid in units.ships_of(g, player)}
        return Decision(
            player,
            "ships",
            _(
                "Keep your ships (1 token each from treasury or a levy in the ship's area), relocate "
                "or build ships (2 tokens each; at most 4 in play)."
            ),
            ShipsChoice(
                ships,
                g.ps(player).treasury,
                {a: units.tokens_in(g, a, player) for a in build_areas(g, player)},
                units.ships_in_stock(g, player),
            ),
            default_orders(g, player),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ShipOrders)
        _costs(g, a)

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, ShipOrders)
        treasury_cost, levies = _costs(g, a)
        p = a.player
        units.spend_treasury(g, p, treasury_cost)
        for area, n in levies.items():
            units.remove_to_stock(g, area, p, n)
        kept = {sid for sid, _unused in a.upkeep}
        removed = [sid for sid in units.ships_of(g, p) if sid not in kept]
        for sid in removed:
            units.touch(g, g.ships[sid].area)
            del g.ships[sid]
        placed = [area for area, _unused in a.builds] + [area for _sid, area, _levy in a.relocations]
        for area in placed:
            sid = f"{g.ps(p).nation}-{g.next_ship_number}"
            g.next_ship_number += 1
            g.ships[sid] = Ship(sid, p, area)
            units.touch(g, area)
        return [
            public(
                "ships_ordered",
                player=p,
                kept=sorted(kept),
                removed=sorted(set(removed) - {sid for sid, _area, _levy in a.relocations}),
                relocated=[[sid, area] for sid, area, _unused in a.relocations],
                built=[area for area, _unused in a.builds],
                treasury_spent=treasury_cost,
                levied=dict(levies),
            )
        ]


def _check_levy_only(g: GameState, a: ShipOrders) -> None:
    if has_treasury(g):
        return
    uses_treasury = (
        any(how == "treasury" for _unused, how in a.upkeep)
        or any(levy != SHIP_COST for _unused, levy in a.builds)
        or any(levy != SHIP_COST for _sid, _area, levy in a.relocations)
    )
    if uses_treasury:
        raise IllegalAction(
            l_(
                "There is no treasury in this game: ships are built (2 tokens) and kept (1 token) by "
                "levy only."
            )
        )


def _costs(g: GameState, a: ShipOrders) -> tuple[int, Counter[str]]:
    """Validate an order completely; return (treasury tokens, levies per area)."""
    p = a.player
    mine = set(units.ships_of(g, p))
    named = [sid for sid, _unused in a.upkeep] + [sid for sid, _area, _levy in a.relocations]
    for sid in named:
        if sid not in mine:
            raise UnknownName("ship of yours", sid, sorted(mine))
    if len(named) != len(set(named)):
        raise IllegalAction(l_("Each ship can be kept or relocated once, not both or twice."))
    _check_levy_only(g, a)
    treasury = 0
    levies: Counter[str] = Counter()
    for sid, how in a.upkeep:
        if how not in UPKEEP:
            raise IllegalAction(l_("Pay upkeep from 'treasury' or by 'levy', not {how}.", how=repr(how)))
        if how == "treasury":
            treasury += 1
        else:
            levies[g.ships[sid].area] += 1
    new = [(area, levy) for area, levy in a.builds]
    for sid, area, levy in a.relocations:
        if area == g.ships[sid].area:
            raise IllegalAction(
                l_("A relocated ship must go to a different area than {area}.", area=rn.area(area))
            )
        new.append((area, levy))
    # Where ships may be placed, looked for only when one is (most orders keep ships alone).
    allowed = set(build_areas(g, p)) if new else set()
    for area, levy in new:
        if area not in board().areas:
            raise UnknownName("area", area, board().areas)
        if area not in allowed:
            if g.options.ship_placement == "coastal_with_unit":
                raise IllegalAction(
                    l_(
                        "A ship can only be built in a coastal area holding one of your units, not {area}.",
                        area=rn.area(area),
                    )
                )
            raise IllegalAction(
                l_(
                    "A ship can only be built in an area holding one of your units, not {area}.",
                    area=rn.area(area),
                )
            )
        if not 0 <= levy <= SHIP_COST:
            raise IllegalAction(
                l_("A ship costs {cost} tokens; levy 0 to {cost}, not {levy}.", cost=SHIP_COST, levy=levy)
            )
        treasury += SHIP_COST - levy
        levies[area] += levy
    in_play = len(a.upkeep) + len(new)
    if in_play > setup().ships_per_player:
        raise OverLimit(
            l_(
                "You may have at most {n} ships in play; this order leaves {left}.",
                n=setup().ships_per_player,
                left=in_play,
            )
        )
    if treasury > g.ps(p).treasury:
        raise NotEnough(
            ln_(
                "This order needs {n} treasury token; you have {have}.",
                "This order needs {n} treasury tokens; you have {have}.",
                treasury,
                have=g.ps(p).treasury,
            )
        )
    for area, n in levies.items():
        have = units.tokens_in(g, area, p)
        if n > have:
            raise NotEnough(
                l_(
                    "The levy needs {n} of your tokens in {area}; you have {have} there.",
                    n=n,
                    area=rn.area(area),
                    have=have,
                )
            )
    return treasury, levies
