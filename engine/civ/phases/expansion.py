"""Phase 2 — Population expansion (rules 6.2, A8, A9) and phase 3 — Census (rules 6.3)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.civ import refusal_names as rn
from engine.civ import units
from engine.civ.geography import game_map
from engine.civ.order import census_order
from engine.civ.phases.base import Phase, SubmissionPhase, Submissions
from engine.civ.state import GameState
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.events import Event, public
from i18n.catalog import N_, _, l_


@action("distribute_growth")
@dataclass(frozen=True)
class DistributeGrowth(Action):
    """Where a player short of stock puts the tokens he has: (area, count) pairs."""

    placements: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class GrowthChoice(DecisionOptions):
    """``growth``: the tokens in stock, and each area's growth (at most placed there)."""

    stock: int
    areas: dict[str, int]


def growth_areas(g: GameState, player: str) -> dict[str, int]:
    """Each area where ``player`` grows, with its growth (1 for one token, 2 for more)."""
    out = {}
    for area in units.areas_of(g, player):
        owner = g.cities.get(area)
        blocked = owner is not None and (g.options.growth_blocked_by == "any_city" or owner == player)
        if not blocked:
            out[area] = 1 if units.tokens_in(g, area, player) == 1 else 2
    return out


def default_growth(g: GameState, player: str) -> tuple[tuple[str, int], ...]:
    """Most room under the population limit first, so the tokens are least likely wasted."""
    gm = game_map(g)
    growth = growth_areas(g, player)
    left = g.ps(player).stock
    order = sorted(growth, key=lambda a: (units.area_total(g, a) - gm.population_limit(a), a))
    placements = []
    for area in order:
        n = min(growth[area], left)
        if n:
            placements.append((area, n))
            left -= n
    return tuple(placements)


class ExpansionPhase(SubmissionPhase):
    name = "expansion"
    title = N_("Phase 2: Population expansion")
    actions = (DistributeGrowth,)

    def automatic(self, g: GameState) -> list[Event]:
        events = []
        for p in g.players:
            growth = growth_areas(g, p)
            if sum(growth.values()) <= g.ps(p).stock:
                for area, n in sorted(growth.items()):
                    units.place_from_stock(g, area, p, n)
                if growth:
                    events.append(public("population_grew", player=p, tokens=sum(growth.values())))
        return events

    def start(self, g: GameState) -> list[Event]:
        # Who is short of stock is known before anyone grows: a player who grew in full has
        # grown once (001 §7.1, 000 §20.1), though his grown areas would now ask for more than
        # he has left. The core's start would ask ``owing`` after the automatic growth.
        short = self.owing(g)
        events = self.automatic(g)
        g.data = Submissions(owed=self.order(g, short))
        return events if short else events + self.after_all(g)

    def owing(self, g: GameState) -> list[str]:
        """Players whose stock cannot complete their growth (001 §7.4, 000 §20.2): they choose
        where it goes. Asked before the automatic growth (``start``)."""
        return [
            p for p in g.players if g.ps(p).stock > 0 and sum(growth_areas(g, p).values()) > g.ps(p).stock
        ]

    def decision(self, g: GameState, player: str) -> Decision:
        growth = growth_areas(g, player)
        stock = g.ps(player).stock
        return Decision(
            player,
            "growth",
            _(
                "Your stock has only {stock} tokens for {new} new ones: choose where they go (at most the "
                "growth shown for each area).",
                stock=stock,
                new=sum(growth.values()),
            ),
            GrowthChoice(stock, growth),
            DistributeGrowth(player, default_growth(g, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, DistributeGrowth)
        growth = growth_areas(g, a.player)
        stock = g.ps(a.player).stock
        seen: set[str] = set()
        for area, n in a.placements:
            if area not in growth:
                raise IllegalAction(l_("Your population does not grow in {area}.", area=repr(area)))
            if area in seen:
                raise IllegalAction(l_("{area} is listed twice.", area=rn.area(area)))
            seen.add(area)
            if not 1 <= n <= growth[area]:
                raise IllegalAction(
                    l_(
                        "{area} can take 1 to {most} new tokens, not {n}.",
                        area=rn.area(area),
                        most=growth[area],
                        n=n,
                    )
                )
        total = sum(n for _unused, n in a.placements)
        if total != stock:
            raise IllegalAction(
                l_("Place all {stock} tokens of your stock (you placed {total}).", stock=stock, total=total)
            )

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        assert isinstance(a, DistributeGrowth)
        for area, n in a.placements:
            units.place_from_stock(g, area, a.player, n)
        return [public("population_grew", player=a.player, tokens=sum(n for _unused, n in a.placements))]


class CensusPhase(Phase):
    name = "census"
    title = N_("Phase 3: Census")

    def start(self, g: GameState) -> list[Event]:
        for p in g.players:
            g.ps(p).census = units.tokens_on_board(g, p)
        g.census_order = census_order(g)
        return [
            public(
                "census",
                order=g.census_order,
                counts={p: g.ps(p).census for p in g.players},
            )
        ]

    def done(self, g: GameState) -> bool:
        return True
