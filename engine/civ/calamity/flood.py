"""Flood, stack 5 in 001 (rules 11.3, D23, D24, A35; 001 22.2.7).

The flood strikes the plain holding most of the player's unit points, all his units there
counted: tokens 1, every city 5, cities on safe black sites included (001 22.2.7.3; he chooses
between tied plains). He loses 17 of his vulnerable points there (tokens, and cities on white
sites; all of them if he has fewer, nothing if his only units there are safe cities); the other
players on that plain lose 10 in all, divided by him, or everything they have there if that is
10 or less. Engineering caps any holder's loss at 7.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.calamity.base import Outcome, Step, no_effect_event
from engine.civ.calamity.losses import flood_pool, plain_areas
from engine.civ.calamity.share_out import share_out
from engine.civ.content import board
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import public
from engine.core.words import Either
from i18n.catalog import _, l_

CALAMITY = "flood"


@action("choose_flood_plain")
@dataclass(frozen=True)
class ChooseFloodPlain(Action):
    plain: str = ""


def plain_points(g: GameState, player: str, plain: str) -> int:
    """001 22.2.7.3: every unit of the player on the plain, safe cities included."""
    areas = plain_areas(g, plain)
    tokens = sum(units.tokens_in(g, a, player) for a in areas)
    return tokens + 5 * sum(1 for a in areas if g.cities.get(a) == player)


def unit_points(g: GameState, player: str) -> dict[str, int]:
    """The player's unit points on each flood plain where he has any unit (A35)."""
    out = {}
    for plain in sorted(board().flood_plains):
        points = plain_points(g, player, plain)
        if points:
            out[plain] = points
    return out


def start(g: GameState, holder: str, traded_by: str | None) -> Outcome:
    points = unit_points(g, holder)
    if not points:
        return Outcome([no_effect_event(holder, CALAMITY, l_("no units on a flood plain"))])
    most = max(points.values())
    tied = [p for p, n in points.items() if n == most]
    if len(tied) > 1:
        return Outcome([], [FloodPlainStep(calamity=CALAMITY, holder=holder, owed=[holder], choices=tied)])
    return flood(g, holder, tied[0])


def flood(g: GameState, holder: str, plain: str) -> Outcome:
    out = share_out(g, "flood", CALAMITY, holder, plain=plain)
    event = public("flood_struck", player=holder, plain=plain, areas=plain_areas(g, plain))
    return Outcome([event, *out.events], out.steps)


@dataclass(frozen=True)
class FloodPlainChoice(DecisionOptions):
    """``flood_plain``: the plains the flood may strike (plain -> its areas), the player's unit
    points on each and the points he would lose there."""

    plains: dict[str, list[str]]
    points: dict[str, int]
    at_stake: dict[str, int]


@serial.register("cal_flood_plain")
@dataclass
class FloodPlainStep(Step):
    choices: list[str] = field(default_factory=list)

    accepts = (ChooseFloodPlain,)

    def decision(self, g: GameState, player: str) -> Decision:
        return Decision(
            player,
            "flood_plain",
            _("Flood: your units on these flood plains are worth the same; choose the plain that floods."),
            FloodPlainChoice(
                plains={p: plain_areas(g, p) for p in self.choices},
                points={p: plain_points(g, player, p) for p in self.choices},
                at_stake={p: flood_pool(g, player, p).total() for p in self.choices},
            ),
            ChooseFloodPlain(player, self.choices[0]),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ChooseFloodPlain)
        if a.plain not in self.choices:
            raise IllegalAction(
                l_(
                    "The flood must strike the plain holding most of your units: {choices}.",
                    choices=Either(tuple(rn.area(c) for c in self.choices)),
                )
            )

    def run(self, g: GameState) -> Outcome:
        a = self.answer(g, self.holder)
        assert isinstance(a, ChooseFloodPlain)
        return flood(g, self.holder, a.plain)
