"""What Advanced Civilization's calamities share: the phase's data, Slave Revolt's tokens that
do not support cities, the city support check (000 §26.5, §29.8), the recycling of resolved
cards, and the players a secondary effect may reach."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.civ import units
from engine.civ.advciv.content import trade_cards
from engine.civ.advciv.state import adv
from engine.civ.calamity.base import Outcome, Step, in_ast_order, no_effect_event
from engine.civ.phases.calamities import CalamityData
from engine.civ.phases.support import (
    ReduceCities,
    ReductionChoice,
    counted_cities,
    default_reductions,
    plan_reductions,
    shortfall,
)
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event, public
from i18n.catalog import Said, _

__all__ = ["Outcome", "Step"]


@serial.register("advciv_calamity_data")
@dataclass
class AdvCalamityData(CalamityData):
    # Slave Revolt: tokens of a player that do not count toward city support this phase.
    unsupported: dict[str, int] = field(default_factory=dict)


def calamity_data(g: GameState) -> AdvCalamityData:
    assert isinstance(g.data, AdvCalamityData)
    return g.data


def name(calamity_id: str) -> str:
    return trade_cards().calamities[calamity_id].name


def unsupported(g: GameState, player: str) -> int:
    """Tokens of ``player`` that Slave Revolt keeps from supporting cities (000 §30.421)."""
    if isinstance(g.data, AdvCalamityData):
        return min(g.data.unsupported.get(player, 0), units.tokens_on_board(g, player))
    return 0


def freeze_unsupported(g: GameState, player: str, off: int) -> None:
    """Fix the number of tokens that do not count at what it is before a reduction: with fewer
    tokens on the board than Slave Revolt's 15, the tokens a reduction places count at once
    (000 §30.421), so they must not join the uncounted ones later in the phase."""
    if isinstance(g.data, AdvCalamityData) and player in g.data.unsupported:
        g.data.unsupported[player] = off


def recycle_later(g: GameState, calamity_id: str) -> None:
    """Into this turn's recycling: tradable calamities with the discards, the others to the
    very bottom of their stacks (000 §29.7, X1)."""
    s = adv(g)
    (s.discards if trade_cards().calamities[calamity_id].tradable else s.used_calamities).append(calamity_id)


def others(g: GameState, holder: str, seller: str | None) -> list[str]:
    """Players a secondary effect may reach: everyone but the primary victim and the seller
    (000 §29.61), in AST order."""
    return [p for p in in_ast_order(g, list(g.players)) if p not in (holder, seller)]


def no_effect(holder: str, calamity_id: str, why: Said) -> Outcome:
    return Outcome([no_effect_event(holder, calamity_id, why)])


@serial.register("advciv_cal_support")
@dataclass
class SupportStep(Step):
    """City support, checked at once (Slave Revolt) or at the end of the phase (000 §29.8)."""

    accepts = (ReduceCities,)

    def decision(self, g: GameState, player: str) -> Decision:
        cities = counted_cities(g, player)
        off = unsupported(g, player)
        tokens = units.tokens_on_board(g, player) - off
        said = {"tokens": tokens, "cities": len(cities)}
        return Decision(
            player,
            "reduce_cities",
            _(
                "You have {tokens} supporting tokens on the board ({off} of your tokens do not count: "
                "Slave Revolt) for {cities} cities (2 each needed): list the cities to reduce, first to "
                "last; reduction stops once they are supported.",
                off=off,
                **said,
            )
            if off
            else _(
                "You have {tokens} supporting tokens on the board for {cities} cities (2 each needed): "
                "list the cities to reduce, first to last; reduction stops once they are supported.",
                **said,
            ),
            ReductionChoice(
                cities=cities,
                new_cities=[c for c in cities if c in g.new_cities],
                tokens_on_board=units.tokens_on_board(g, player),
                unsupported_tokens=off,
                must_reduce_new_first=True,
            ),
            ReduceCities(player, default_reductions(g, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ReduceCities)
        plan_reductions(g, a.player, a.areas, unsupported(g, a.player))

    def run(self, g: GameState) -> Outcome:
        events: list[Event] = []
        for p in in_ast_order(g, self.owed):
            a = self.answer(g, p)
            assert isinstance(a, ReduceCities)
            off = unsupported(g, p)
            freeze_unsupported(g, p, off)
            for area in plan_reductions(g, p, a.areas, off):
                placed = units.reduce_city(g, area)
                events.append(
                    public("city_reduced", player=p, area=area, tokens=placed, calamity=self.calamity or None)
                )
        return Outcome(events)


def support_steps(g: GameState, players: list[str], calamity_id: str = "") -> list[Step]:
    """A support check for those of ``players`` who fall short (none if all are supported)."""
    owed = [p for p in in_ast_order(g, players) if shortfall(g, p, unsupported(g, p)) > 0]
    return [SupportStep(calamity=calamity_id, owed=owed)] if owed else []
