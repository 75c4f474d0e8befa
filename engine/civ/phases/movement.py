"""Phase 5 — Movement (rules 6.5, 7).

Players move in census order, one after another. Each token moves once: across one land
border, or aboard one of its owner's ships (see ``voyage``). A player may undo his own moves
until he ends his movement turn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, TypedDict

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.content import board
from engine.civ.errors import NotAdjacent
from engine.civ.geography import game_map
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.phases.voyage import Step, check_not_occupied, check_voyage, reachable, ship_range
from engine.civ.state import GameState, PhaseData
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import ABSENT_WHEN_NONE, Decision, DecisionOptions
from engine.core.errors import IllegalAction, NotEnough, UnknownName
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_


@action("move_land")
@dataclass(frozen=True)
class MoveLand(Action):
    source: str = ""
    dest: str = ""
    count: int = 1


@action("voyage")
@dataclass(frozen=True)
class Voyage(Action):
    ship: str = ""
    steps: tuple[Step, ...] = ()


@action("undo_move")
@dataclass(frozen=True)
class UndoMove(Action):
    pass


@action("end_movement")
@dataclass(frozen=True)
class EndMovement(Action):
    pass


class ShipMoves(TypedDict):
    """A ship of the mover: where it is, whether it has sailed this turn, where it may go."""

    area: str
    sailed: bool
    reach: list[str]


@dataclass(frozen=True)
class MovementChoice(DecisionOptions):
    """``movement``: the mover's unmoved tokens (area -> count), where each may go by land, his
    ships (id -> ShipMoves), their range and the moves made so far this turn; with
    Roadbuilding (Advanced Civilization), for each area the road moves from it (destination ->
    the areas a token may pass through)."""

    unmoved_tokens: dict[str, int]
    land_moves: dict[str, list[str]]
    ships: dict[str, ShipMoves]
    ship_range: int
    moves_made: int
    road_moves: dict[str, dict[str, list[str]]] | None = field(default=None, metadata=ABSENT_WHEN_NONE)


@serial.register("movement_data")
@dataclass
class MovementData(PhaseData):
    order: list[str] = field(default_factory=list)
    index: int = 0
    fresh: dict[str, int] = field(default_factory=dict)
    sailed: list[str] = field(default_factory=list)
    moves: list[Action] = field(default_factory=list)
    start_tokens: dict[str, int] = field(default_factory=dict)
    start_ships: dict[str, tuple[str, str | None]] = field(default_factory=dict)


def _data(g: GameState) -> MovementData:
    assert isinstance(g.data, MovementData)
    return g.data


def mover(g: GameState) -> str | None:
    d = _data(g)
    return d.order[d.index] if d.index < len(d.order) else None


def land_destinations(g: GameState, area: str) -> tuple[str, ...]:
    return game_map(g).land_nbrs.get(area, ())


class MovementPhase(Phase):
    name = "movement"
    title = N_("Phase 5: Movement")
    actions: ClassVar[tuple[type[Action], ...]] = (MoveLand, Voyage, UndoMove, EndMovement)

    def start(self, g: GameState) -> list[Event]:
        # Nomads and Seafarers has no census: players move in AST order (16.2).
        base = ast_order(g) if g.options.variant == "nomads" else g.census_order
        order = [p for p in base if units.areas_of(g, p) or units.ships_of(g, p)]
        g.data = MovementData(order=order)
        if order:
            self._begin_turn(g)
        return [public("movement_order", order=order)]

    def _begin_turn(self, g: GameState) -> None:
        d = _data(g)
        p = d.order[d.index]
        d.fresh = {a: units.tokens_in(g, a, p) for a in units.areas_of(g, p)}
        d.start_tokens = dict(d.fresh)
        d.start_ships = {sid: (g.ships[sid].area, g.ships[sid].coast) for sid in units.ships_of(g, p)}
        d.sailed = []
        d.moves = []

    # Whose turn it is and whether the phase is over follow from the movement order alone:
    # asking ``pending`` would search every ship's reach for an answer that does not use it.
    def expects(self, g: GameState, player: str) -> bool:
        return mover(g) == player

    def done(self, g: GameState) -> bool:
        return mover(g) is None

    def pending(self, g: GameState) -> list[Decision]:
        p = mover(g)
        if p is None:
            return []
        d = _data(g)
        movable = {a: n for a, n in d.fresh.items() if n > 0}
        ships = {
            sid: ShipMoves(
                area=g.ships[sid].area, sailed=sid in d.sailed, reach=sorted(reachable(g, g.ships[sid]))
            )
            for sid in units.ships_of(g, p)
        }
        return [
            Decision(
                p,
                "movement",
                _("Your movement turn: move tokens over land, sail your ships, then end your turn."),
                MovementChoice(
                    unmoved_tokens=movable,
                    land_moves={a: list(land_destinations(g, a)) for a in movable},
                    ships=ships,
                    ship_range=ship_range(g, p),
                    moves_made=len(d.moves),
                ),
                EndMovement(p),
            )
        ]

    def apply(self, g: GameState, a: Action) -> list[Event]:
        d = _data(g)
        if isinstance(a, EndMovement):
            events = [public("movement_ended", player=a.player, moves=len(d.moves))]
            d.index += 1
            if d.index < len(d.order):
                self._begin_turn(g)
            return events
        if isinstance(a, UndoMove):
            return self._undo(g)
        events = self._move(g, a)
        d.moves.append(a)
        return events

    def _move(self, g: GameState, a: Action) -> list[Event]:
        if isinstance(a, MoveLand):
            return self._move_land(g, a)
        assert isinstance(a, Voyage)
        return self._voyage(g, a)

    def _move_land(self, g: GameState, a: MoveLand) -> list[Event]:
        d = _data(g)
        gm = game_map(g)
        for area in (a.source, a.dest):
            if area not in board().areas:
                raise UnknownName("area", area, board().areas)
            if area not in gm.in_play:
                raise IllegalAction(l_("{area} is not in play in this game.", area=rn.area(area)))
        if a.count < 1:
            raise IllegalAction(l_("Move at least 1 token."))
        if a.dest not in gm.land_nbrs.get(a.source, ()):
            raise NotAdjacent(
                l_(
                    "{dest} does not share a land border with {source}. Land moves from {source}: {options}.",
                    dest=rn.area(a.dest),
                    source=rn.area(a.source),
                    options=rn.areas(gm.land_nbrs.get(a.source, ()), N_("none (an island)")),
                )
            )
        check_not_occupied(g, a.player, a.dest)
        free = d.fresh.get(a.source, 0)
        if free < a.count:
            moved = units.tokens_in(g, a.source, a.player) - free
            params = {"free": free, "area": rn.area(a.source), "n": a.count, "moved": moved}
            if moved > 0:
                raise NotEnough(
                    l_(
                        "You have {free} unmoved tokens in {area} ({moved} there have already moved); "
                        "you asked to move {n}.",
                        **params,
                    )
                )
            raise NotEnough(l_("You have {free} unmoved tokens in {area}; you asked to move {n}.", **params))
        units.move_tokens(g, a.source, a.dest, a.player, a.count)
        d.fresh[a.source] -= a.count
        return [public("tokens_moved", player=a.player, source=a.source, dest=a.dest, count=a.count)]

    def _voyage(self, g: GameState, a: Voyage) -> list[Event]:
        d = _data(g)
        ship = g.ships.get(a.ship)
        if ship is None or ship.owner != a.player:
            raise UnknownName("ship of yours", a.ship, units.ships_of(g, a.player))
        if a.ship in d.sailed:
            raise IllegalAction(l_("Ship {ship} has already moved this turn.", ship=a.ship))
        plan = check_voyage(g, ship, a.steps, d.fresh)
        for area, n in plan.lifted.items():
            units.lift_tokens(g, area, a.player, n)
            d.fresh[area] -= n
        for area, n in plan.dropped.items():
            units.drop_tokens(g, area, a.player, n)
        for area in plan.path:
            units.touch(g, area)
        ship.area, ship.coast = plan.end_area, plan.end_coast
        d.sailed.append(a.ship)
        return [
            public(
                "ship_sailed",
                player=a.player,
                ship=a.ship,
                path=plan.path,
                landed=plan.dropped,
                boarded=plan.lifted,
            )
        ]

    def _undo(self, g: GameState) -> list[Event]:
        """Put the mover's pieces back as they were at the start of his turn and replay all
        but his last move (moves are deterministic, so the replay cannot fail)."""
        d = _data(g)
        if not d.moves:
            raise IllegalAction(l_("You have made no move to undo this turn."))
        p = d.order[d.index]
        replay = d.moves[:-1]
        for area in units.areas_of(g, p):
            units.lift_tokens(g, area, p, units.tokens_in(g, area, p))
        for area, n in d.start_tokens.items():
            units.drop_tokens(g, area, p, n)
        for sid, (area, coast) in d.start_ships.items():
            units.touch(g, g.ships[sid].area)
            g.ships[sid].area, g.ships[sid].coast = area, coast
        d.fresh = dict(d.start_tokens)
        d.sailed = []
        d.moves = []
        for move in replay:
            self._move(g, move)
            d.moves.append(move)
        return [public("move_undone", player=p, moves=len(d.moves))]
