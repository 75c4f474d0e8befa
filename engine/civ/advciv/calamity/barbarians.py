"""Barbarian Hordes — stack 5, tradable (rules reference §8.3.8, 000 §30.52; X4, X9, X10, X13).

15 barbarian tokens of an unused nation (fewer if the supply runs short, X13) arrive in one of
the primary victim's start areas: among those holding his units, the one where they do him the
most damage (X9); with none, an empty start area of his, and only if none is empty the one with
the fewest units of others. They fight everything there at once. Then, while barbarians stand
above an area's limit, the excess moves on together to an adjacent area, across land or water
borders but never into open sea (000 §30.5233), leaving the limit behind: into an area where
they damage the victim most if there is one, otherwise toward the nearest area where they could
(000 §30.5241), fighting whoever stands in their way; they pass freely through areas barbarians
hold and never enter a pirate city's area (ruling: pirate cities are immune, 000 §29.65). When
no area where they could damage the victim can be reached, the excess leaves the board.

"Most damage" (X4): unit points the victim loses, then unit points everyone loses; remaining
ties are decided by the player who traded the card, or else by the player with the most unit
points in stock (000 §30.5251, X10). Nobody moves barbarians by hand: the only choice anyone is
ever asked is between equally damaging areas.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.advciv import neutrals
from engine.civ.advciv.calamity import effects
from engine.civ.advciv.calamity.choices import ChooseOne
from engine.civ.advciv.fight import NEUTRAL, apply_outcome, battle, battle_event, in_conflict, situation
from engine.civ.advciv.neutrals import stock_points_order
from engine.civ.calamity.base import Outcome, Step, no_effect_event
from engine.civ.content import setup as family_setup
from engine.civ.geography import game_map
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from engine.core.words import Both
from i18n.catalog import _, l_

CALAMITY = "barbarian_hordes"
ACTIONS: tuple[type[Action], ...] = (ChooseOne,)
# Moves of one horde beyond which the rest leaves the board (a guard: greedy moves end sooner).
MAX_MOVES = 60


def damage(g: GameState, area: str, barbarians: int, victim: str) -> tuple[int, int]:
    """(unit points the victim loses, unit points all players lose) if ``barbarians`` arrive."""
    s = situation(g, area, barbarians)
    out = battle(s)
    players = [side for side in {*s.tokens, s.city} if side is not None and side not in NEUTRAL]
    return out.loss(s, victim), sum(out.loss(s, p) for p in players)


def has_units(g: GameState, area: str, player: str) -> bool:
    return units.has_unit(g, area, player)


def other_units(g: GameState, area: str, victim: str) -> int:
    points = sum(n for p, n in units.occupants(g, area).items() if p != victim)
    return points + (5 if g.cities.get(area) not in (None, victim) else 0)


def start_areas(g: GameState, victim: str) -> list[str]:
    in_play = game_map(g).in_play
    areas = family_setup().nations[g.ps(victim).nation].start_areas
    return [a for a in areas if a in in_play and not neutrals.has_pirate_city(g, a)]


def placements(g: GameState, victim: str, count: int) -> list[str]:
    """The start areas the horde may arrive in, all equally good (X9, X4)."""
    areas = start_areas(g, victim)
    held = [a for a in areas if has_units(g, a, victim)]
    if held:
        scores = {a: damage(g, a, count, victim) for a in held}
        best = max(scores.values())
        return [a for a in held if scores[a] == best]
    empty = [
        a
        for a in areas
        if not units.occupants(g, a) and a not in g.cities and not neutrals.holds_neutrals(g, a)
    ]
    if empty:
        return empty
    fewest = min((other_units(g, a, victim) for a in areas), default=0)
    return [a for a in areas if other_units(g, a, victim) == fewest]


def neighbours(g: GameState, area: str) -> list[str]:
    """Land areas across a land or water border, never through open sea or to a pirate city."""
    gm = game_map(g)
    near = set(gm.land_nbrs.get(area, ())) | set(gm.water_nbrs.get(area, ()))
    return sorted(a for a in near if gm.is_land(a) and not neutrals.has_pirate_city(g, a))


def distances_to_damage(g: GameState, start: str, count: int, victim: str) -> dict[str, int]:
    """For every area reachable from ``start``, the steps to the nearest area where ``count``
    barbarians would damage the victim (breadth-first from those areas, backwards)."""
    targets = [
        a
        for a in sorted(game_map(g).in_play)
        if game_map(g).is_land(a) and has_units(g, a, victim) and damage(g, a, count, victim)[0] > 0
    ]
    dist = {a: 0 for a in targets}
    todo = deque(targets)
    while todo:
        a = todo.popleft()
        for b in neighbours(g, a):
            if b not in dist:
                dist[b] = dist[a] + 1
                todo.append(b)
    return dist


def moves(g: GameState, area: str, count: int, victim: str) -> list[str]:
    """The adjacent areas the moving barbarians may enter, all equally good (000 §30.5241)."""
    near = neighbours(g, area)
    scores = {a: damage(g, a, count, victim) for a in near if has_units(g, a, victim)}
    hurting = {a: s for a, s in scores.items() if s[0] > 0}
    if hurting:
        best = max(hurting.values())
        return [a for a, s in hurting.items() if s == best]
    dist = distances_to_damage(g, area, count, victim)
    reachable = [a for a in near if a in dist]
    if not reachable:
        return []
    nearest = min(dist[a] for a in reachable)
    return [a for a in reachable if dist[a] == nearest]


def fight_in(g: GameState, area: str) -> list[Event]:
    """The conflict the barbarians' arrival causes, at once (000 §30.5212, §30.5242)."""
    if not in_conflict(g, area):
        return []
    s = situation(g, area)
    out = battle(s)
    apply_outcome(g, area, s, out)
    return [battle_event(area, s, out)]


def chooser(g: GameState, traded_by: str | None) -> str:
    return traded_by if traded_by is not None else stock_points_order(g)[0]


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    count = int(effects.base(CALAMITY, "tokens"))
    choices = placements(g, holder, count)
    if not choices:
        return Outcome([no_effect_event(holder, CALAMITY, l_("no start area in play"))])
    step = HordeStep(calamity=CALAMITY, holder=holder, chooser=chooser(g, traded_by), count=count)
    if len(choices) > 1:
        step.choices = choices
        step.owed = [step.chooser]
        return Outcome([], [step])
    return step.place(g, choices[0])


@dataclass(frozen=True)
class BarbarianAreaChoice(DecisionOptions):
    """``barbarian_area``: where the horde is (None before it arrives), the equally damaging
    areas it may go to, and its size."""

    from_area: str | None = field(default=None, metadata={serial.JSON_NAME: "from"})
    choices: list[str] = field(default_factory=list)
    barbarians: int = 0


@serial.register("advciv_cal_barbarians")
@dataclass
class HordeStep(Step):
    """The horde between two moves: where it stands and, when several areas are equally good,
    the choices put to the chooser."""

    chooser: str = ""
    count: int = 0
    area: str = ""  # "" until the horde is placed
    moved: int = 0
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseOne,)

    def decision(self, g: GameState, player: str) -> Decision:
        return Decision(
            player,
            "barbarian_area",
            _(
                "Barbarian Hordes against {holder}: these areas are equally damaging; choose where the "
                "barbarians move on from {area}. (Barbarians move by themselves: this is the only "
                "choice.)",
                holder=self.holder,
                area=self.area,
            )
            if self.area
            else _(
                "Barbarian Hordes against {holder}: these areas are equally damaging; choose where the "
                "barbarians arrive. (Barbarians move by themselves: this is the only choice.)",
                holder=self.holder,
            ),
            BarbarianAreaChoice(
                from_area=self.area or None, choices=list(self.choices), barbarians=self.count
            ),
            ChooseOne(player, self.choices[0]),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseOne)
        if a.choice not in self.choices:
            raise IllegalAction(
                l_(
                    "Barbarians move by themselves, to the area where they do the most damage; "
                    "the only choice "
                    "is between {choices}.",
                    choices=Both(tuple(rn.area(c) for c in self.choices)),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.chooser)
        assert isinstance(a, ChooseOne)
        if not self.area:
            return self.place(g, a.choice)
        return self.move(g, a.choice)

    def place(self, g: GameState, area: str) -> Outcome:
        placed = neutrals.place_barbarians(g, area, self.count)
        events = [public("barbarians_arrive", player=self.holder, area=area, tokens=placed)]
        events += fight_in(g, area)
        return self.follow(g, area, events)

    def move(self, g: GameState, dest: str) -> Outcome:
        excess = self.excess(g, self.area)
        neutrals.move_barbarians(g, self.area, dest, excess)
        events = [public("barbarians_move", source=self.area, dest=dest, tokens=excess)]
        events += fight_in(g, dest)
        return self.follow(g, dest, events, self.moved + 1)

    def excess(self, g: GameState, area: str) -> int:
        return max(0, neutrals.barbarians_in(g, area) - game_map(g).population_limit(area))

    def follow(self, g: GameState, area: str, events: list[Event], moved: int = 0) -> Outcome:
        """Keep moving the excess until a choice is needed or none is left (000 §30.5232)."""
        while True:
            excess = self.excess(g, area)
            if not excess:
                return Outcome(events)
            options = moves(g, area, excess, self.holder) if moved < MAX_MOVES else []
            if not options:
                neutrals.remove_barbarians(g, area, excess)
                events.append(public("barbarians_disperse", area=area, tokens=excess))
                return Outcome(events)
            if len(options) > 1:
                nxt = HordeStep(
                    calamity=CALAMITY,
                    holder=self.holder,
                    chooser=self.chooser,
                    count=excess,
                    area=area,
                    moved=moved,
                    choices=options,
                    owed=[self.chooser],
                )
                return Outcome(events, [nxt])
            neutrals.move_barbarians(g, area, options[0], excess)
            events.append(public("barbarians_move", source=area, dest=options[0], tokens=excess))
            events += fight_in(g, options[0])
            area, moved = options[0], moved + 1
