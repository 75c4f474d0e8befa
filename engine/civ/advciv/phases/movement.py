"""Phase 5 — Movement (rules reference §6.5, 000 §23), with Roadbuilding.

Players move in census order, Military holders after all others (the census order already
puts them last, ``engine.civ.order``). Everything of Civilization (1980)'s movement applies;
the ship's Greek two-coast rule has no exception (``engine.civ.family.Switches``). New here is
Roadbuilding (000 §23.31, §32.251): a holder's tokens may move through one land area into a
second one, provided the area passed through holds no unit of another player, no barbarians
and no pirate city. A token moved that way has moved over land, so it can no longer board a
ship (only unmoved tokens board).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv.neutrals import holds_neutrals
from engine.civ.content import board
from engine.civ.errors import NotAdjacent
from engine.civ.geography import game_map
from engine.civ.phases.movement import (
    EndMovement,
    MoveLand,
    MovementChoice,
    MovementPhase,
    UndoMove,
    Voyage,
    _data,
    land_destinations,
    mover,
)
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction, NotEnough, UnknownName
from engine.core.events import Event, public
from i18n.catalog import Said, _, l_

ROADBUILDING = "roadbuilding"


@action("road_move")
@dataclass(frozen=True)
class RoadMove(Action):
    """Roadbuilding: ``count`` tokens move from ``source`` through ``via`` into ``dest``."""

    source: str = ""
    via: str = ""
    dest: str = ""
    count: int = 1


def road_blocker(g: GameState, player: str, area: str) -> Said | None:
    """Why tokens cannot pass through ``area`` on a road (000 §23.31), or None."""
    others = [p for p in units.occupants(g, area) if p != player]
    owner = g.cities.get(area)
    if others or (owner is not None and owner != player):
        return l_("{area} holds units of another player", area=rn.area(area))
    if holds_neutrals(g, area):
        return l_("{area} holds barbarians or a pirate city", area=rn.area(area))
    return None


def road_destinations(g: GameState, player: str, source: str) -> dict[str, list[str]]:
    """For each area a road move from ``source`` may end in, the areas it may pass through."""
    out: dict[str, list[str]] = {}
    for via in land_destinations(g, source):
        if road_blocker(g, player, via) is not None:
            continue
        for dest in land_destinations(g, via):
            if dest != source:
                out.setdefault(dest, []).append(via)
    return dict(sorted(out.items()))


class AdvMovementPhase(MovementPhase):
    actions = (MoveLand, RoadMove, Voyage, UndoMove, EndMovement)

    def pending(self, g: GameState) -> list[Decision]:
        decisions = super().pending(g)
        p = mover(g)
        if p is None or not units.has_card(g, p, ROADBUILDING):
            return decisions
        d = decisions[0]
        assert isinstance(d.options, MovementChoice)
        roads = {a: road_destinations(g, p, a) for a in d.options.unmoved_tokens}
        options = dataclasses.replace(d.options, road_moves={a: r for a, r in roads.items() if r})
        prompt = (
            d.prompt + " " + _("Roadbuilding: a token may also move through one land area into a second.")
        )
        return [Decision(p, d.kind, prompt, options, d.default, d.simultaneous)]

    def _move(self, g: GameState, a: Action) -> list[Event]:
        if isinstance(a, RoadMove):
            return self._road_move(g, a)
        return super()._move(g, a)

    def _road_move(self, g: GameState, a: RoadMove) -> list[Event]:
        d = _data(g)
        gm = game_map(g)
        for area in (a.source, a.via, a.dest):
            if area not in board().areas:
                raise UnknownName("area", area, board().areas)
            if area not in gm.in_play:
                raise IllegalAction(l_("{area} is not in play in this game.", area=rn.area(area)))
        if not units.has_card(g, a.player, ROADBUILDING):
            raise IllegalAction(l_("Only a holder of Roadbuilding may move tokens through two land areas."))
        if a.count < 1:
            raise IllegalAction(l_("Move at least 1 token."))
        if a.via not in gm.land_nbrs.get(a.source, ()) or a.dest not in gm.land_nbrs.get(a.via, ()):
            raise NotAdjacent(
                l_(
                    "A road move crosses two land borders: {source} to {via}, then {via} to {dest}; "
                    "one of them is not a land border.",
                    source=rn.area(a.source),
                    via=rn.area(a.via),
                    dest=rn.area(a.dest),
                )
            )
        if a.dest == a.source:
            raise IllegalAction(l_("A road move must end in another area than it started from."))
        blocker = road_blocker(g, a.player, a.via)
        if blocker is not None:
            raise IllegalAction(
                l_(
                    "Roadbuilding cannot pass through {via}: {blocker} (000 §23.31).",
                    via=rn.area(a.via),
                    blocker=blocker,
                )
            )
        free = d.fresh.get(a.source, 0)
        if free < a.count:
            raise NotEnough(
                l_(
                    "You have {free} unmoved tokens in {area}; you asked to move {n}.",
                    free=free,
                    area=rn.area(a.source),
                    n=a.count,
                )
            )
        units.move_tokens(g, a.source, a.dest, a.player, a.count)
        units.touch(g, a.via)
        d.fresh[a.source] -= a.count
        return [
            public("tokens_moved", player=a.player, source=a.source, dest=a.dest, count=a.count, via=a.via)
        ]
