"""Phase 11 — Calamity resolution (rules reference §8, 000 §29-30), Monotheism and city support.

When the phase starts every calamity is already revealed (trading has ended). A player who is
primary victim of more than two has his calamities shuffled and two drawn at random to strike
(000 §29.5); the others go back unresolved with this turn's recycling (X1). Crete is never the
primary victim of Barbarian Hordes (000 §30.527, X11). The calamities are resolved one at a
time in ascending rank (000 §29.6), each finished before the next begins; then every holder of
Monotheism may convert an area, in AST order (000 §32.941, V3-V4), and finally every player's
city support is checked, Slave Revolt's tokens still not counting (000 §29.8, X7).

The phase data is the family's queue of steps (``engine.civ.phases.calamities``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.civ.advciv.calamity import (
    barbarians,
    choices,
    civil_war,
    flood,
    losses,
    monotheism,
    piracy,
    reductions,
    slave_revolt,
    treachery,
    volcano,
)
from engine.civ.advciv.calamity.common import AdvCalamityData, name, recycle_later, support_steps
from engine.civ.advciv.content import trade_cards
from engine.civ.calamity.base import Outcome, Step, no_effect_event
from engine.civ.order import ast_order
from engine.civ.phases import calamities
from engine.civ.phases.calamities import CalamityPhase
from engine.civ.phases.support import ReduceCities
from engine.civ.state import GameState, HeldCalamity
from engine.core import serial
from engine.core.actions import Action
from engine.core.events import Event, public
from engine.core.rng import Rng
from i18n.catalog import N_, l_

Starter = Callable[[GameState, str, str | None], Outcome]

STARTERS: dict[str, Starter] = {
    "volcano": volcano.start,
    "treachery": treachery.start,
    "famine": losses.start_famine,
    "superstition": reductions.start_superstition,
    "civil_war": civil_war.start,
    "slave_revolt": slave_revolt.start,
    "flood": flood.start,
    "barbarian_hordes": barbarians.start,
    "epidemic": losses.start_epidemic,
    "civil_disorder": reductions.start_civil_disorder,
    "iconoclasm": reductions.start_iconoclasm,
    "piracy": piracy.start,
}

ACTIONS: tuple[type[Action], ...] = tuple(
    dict.fromkeys(
        [
            ReduceCities,
            *choices.ACTIONS,
            *losses.ACTIONS,
            *civil_war.ACTIONS,
            *barbarians.ACTIONS,
            *monotheism.ACTIONS,
            *volcano.ACTIONS,
            *reductions.ACTIONS,
        ]
    )
)

# Calamities a nation can never be the primary victim of (000 §30.527).
NEVER_PRIMARY = {"barbarian_hordes": ("crete",)}


@serial.register("advciv_cal_resolve")
@dataclass
class ResolveStep(calamities.ResolveStep):
    def starting(self, g: GameState) -> Event:
        return public(
            "calamity_resolving",
            player=self.holder,
            calamity=self.calamity,
            name=name(self.calamity),
            traded_by=self.traded_by or None,
        )

    def start(self, g: GameState) -> Outcome:
        return STARTERS[self.calamity](g, self.holder, self.traded_by or None)

    def finish(self) -> Step:
        return FinishStep(calamity=self.calamity, holder=self.holder)


@serial.register("advciv_cal_finish")
@dataclass
class FinishStep(calamities.FinishStep):
    """The resolved card waits for the end-of-turn recycling (000 §29.7)."""

    def put_back(self, g: GameState) -> None:
        recycle_later(g, self.calamity)


@serial.register("advciv_cal_check_support")
@dataclass
class CheckSupportStep(Step):
    def run(self, g: GameState) -> Outcome:
        return Outcome([], support_steps(g, list(g.players)))


def apply_limit(g: GameState) -> tuple[list[Event], list[tuple[str, HeldCalamity]]]:
    """000 §29.5: at most two calamities strike a player, drawn at random; 000 §30.527: never
    Barbarian Hordes against Crete. Returns the events and the (player, calamity) that strike."""
    rank = {c.id: c.rank for c in trade_cards().calamities.values()}
    rng = Rng(g.rng)
    events: list[Event] = []
    kept: list[tuple[str, HeldCalamity]] = []
    limit = trade_cards().primary_limit
    for p in ast_order(g):
        ps = g.ps(p)
        for h in [h for h in ps.calamities if ps.nation in NEVER_PRIMARY.get(h.calamity, ())]:
            ps.calamities.remove(h)
            recycle_later(g, h.calamity)
            events.append(no_effect_event(p, h.calamity, l_("never its victim")))
        held = sorted(ps.calamities, key=lambda h: rank[h.calamity])
        if len(held) > limit:
            rng.shuffle(held)
            for h in held[limit:]:
                ps.calamities.remove(h)
                recycle_later(g, h.calamity)
            strike, back = held[:limit], held[limit:]
            events.append(
                public(
                    "calamities_drawn",
                    player=p,
                    strike=sorted(h.calamity for h in strike),
                    returned=sorted(h.calamity for h in back),
                )
            )
            held = strike
        kept += [(p, h) for h in held]
    g.rng = rng.state
    kept.sort(key=lambda ph: rank[ph[1].calamity])
    return events, kept


class AdvCalamityPhase(CalamityPhase):
    title = N_("Phase 11: Calamities")
    actions = ACTIONS

    def start(self, g: GameState) -> list[Event]:
        events, kept = apply_limit(g)
        queue: list[Step] = [
            ResolveStep(calamity=h.calamity, holder=p, traded_by=h.traded_by or "") for p, h in kept
        ]
        queue += [monotheism.StartConversions(), CheckSupportStep()]
        g.data = AdvCalamityData(queue=queue)
        if kept:
            events.append(public("calamity_order", calamities=[[p, h.calamity] for p, h in kept]))
        return events + self._run(g)
