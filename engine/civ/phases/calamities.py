"""Phase 12 — Calamity resolution, then the city support check (rules 6.12, 11, 14.4).

At the start, each player keeps his two lowest-numbered calamities and returns the others,
unresolved, to the bottoms of their stacks (11.2 step 3, A42). The kept ones are resolved in
ascending stack number (option calamity_stack_order); each resolved card goes to the bottom of
its stack. After all of them, city support is checked exactly as in phase 8 (001 19.8), with
the same ReduceCities decision; option new_cities_reduced_first applies here too, since the
check is "as in 6.8 steps 2-4" and this round's new cities are still new.

The phase data is an explicit queue of steps (``engine.civ.calamity.base.Step``): the front step
says who owes what; when every answer is in it runs and may put further steps in front.
Answers owed by several players at once are collected together and applied in AST order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.civ import units
from engine.civ.calamity import (
    civil_disorder,
    civil_war,
    epidemic,
    famine,
    flood,
    iconoclasm,
    losses,
    piracy,
    volcano,
)
from engine.civ.calamity.base import Outcome, Step, calamity_name, in_ast_order
from engine.civ.cards import calamity_stack, return_to_stack
from engine.civ.order import ast_order
from engine.civ.phases.base import Phase
from engine.civ.phases.support import ReduceCities, SupportCheckPhase, plan_reductions, shortfall
from engine.civ.state import GameState, HeldCalamity, PhaseData
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.events import Event, private, public
from i18n.catalog import N_, Said, l_

LIMIT = 2

Starter = Callable[[GameState, str, str | None], Outcome]
STARTERS: dict[str, Starter] = {
    "volcano": volcano.start,
    "famine": famine.start,
    "civil_war": civil_war.start,
    "flood": flood.start,
    "epidemic": epidemic.start,
    "civil_disorder": civil_disorder.start,
    "iconoclasm": iconoclasm.start,
    "piracy": piracy.start,
}

ACTIONS: tuple[type[Action], ...] = (
    volcano.ChooseVolcano,
    volcano.EarthquakeChoice,
    losses.AssignLosses,
    losses.LoseUnits,
    flood.ChooseFloodPlain,
    civil_war.ChooseBeneficiary,
    civil_war.PickFaction,
    civil_war.KeepFaction,
    civil_war.TakeCities,
    civil_disorder.ChooseDisorderCities,
    iconoclasm.IconoclasmChoice,
    piracy.PiracyChoice,
    ReduceCities,
)


@serial.register("calamity_data")
@dataclass
class CalamityData(PhaseData):
    queue: list[Step] = field(default_factory=list)


@serial.register("cal_resolve")
@dataclass
class ResolveStep(Step):
    """Start resolving one calamity: its module decides what it does and asks."""

    traded_by: str = ""

    def starting(self, g: GameState) -> Event:
        return public(
            "calamity_resolving",
            player=self.holder,
            calamity=self.calamity,
            name=calamity_name(self.calamity),
        )

    def start(self, g: GameState) -> Outcome:
        """The calamity's own module: what it does now and the steps that follow."""
        return STARTERS[self.calamity](g, self.holder, self.traded_by or None)

    def finish(self) -> Step:
        return FinishStep(calamity=self.calamity, holder=self.holder)

    def run(self, g: GameState) -> Outcome:
        event = self.starting(g)
        out = self.start(g)
        return Outcome([event, *out.events], [*out.steps, self.finish()])


@serial.register("cal_finish")
@dataclass
class FinishStep(Step):
    """Rules 11.2 step 2: the resolved card goes face down to the bottom of its stack."""

    def put_back(self, g: GameState) -> None:
        return_to_stack(g, self.calamity)

    def run(self, g: GameState) -> Outcome:
        held = g.ps(self.holder).calamities
        record = next(h for h in held if h.calamity == self.calamity)
        held.remove(record)
        self.put_back(g)
        return Outcome([public("calamity_resolved", player=self.holder, calamity=self.calamity)])


@serial.register("cal_check_support")
@dataclass
class CheckSupportStep(Step):
    """Rules 11.2 step 9: after all calamities, who must reduce cities for lack of support."""

    def run(self, g: GameState) -> Outcome:
        owed = [p for p in ast_order(g) if shortfall(g, p) > 0]
        return Outcome([], [SupportStep(owed=owed)] if owed else [])


@serial.register("cal_support")
@dataclass
class SupportStep(Step):
    accepts = (ReduceCities,)

    def decision(self, g: GameState, player: str) -> Decision:
        return SupportCheckPhase().decision(g, player)

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, ReduceCities)
        plan_reductions(g, a.player, a.areas)

    def run(self, g: GameState) -> Outcome:
        destroy = g.options.reduction_stock_shortage == "destroy"
        events: list[Event] = []
        for p in in_ast_order(g, self.owed):
            a = self.answer(g, p)
            assert isinstance(a, ReduceCities)
            for area in plan_reductions(g, p, a.areas):
                placed = units.reduce_city(g, area, destroy_if_short=destroy)
                events.append(public("city_reduced", player=p, area=area, tokens=placed, calamity=None))
        return Outcome(events)


def apply_limit(g: GameState) -> tuple[list[Event], list[tuple[str, HeldCalamity]]]:
    """Rules 11.2 step 3 (A42): keep the two lowest numbers of any kind, return the rest."""
    order = g.options.calamity_stack_order
    events: list[Event] = []
    kept: list[tuple[str, HeldCalamity]] = []
    for p in ast_order(g):
        ps = g.ps(p)
        held = sorted(ps.calamities, key=lambda h: calamity_stack(h.calamity, order))
        for h in held[LIMIT:]:
            ps.calamities.remove(h)
            return_to_stack(g, h.calamity)
            if h.revealed:
                events.append(public("calamity_returned", player=p, calamity=h.calamity))
            else:
                events.append(private("calamity_returned", (p,), player=p, calamity=h.calamity))
        for h in held[:LIMIT]:
            h.revealed = True
            kept.append((p, h))
    kept.sort(key=lambda ph: calamity_stack(ph[1].calamity, order))
    return events, kept


class CalamityPhase(Phase):
    name = "calamities"
    title = N_("Phase 12: Calamities")
    actions = ACTIONS

    def _data(self, g: GameState) -> CalamityData:
        assert isinstance(g.data, CalamityData)
        return g.data

    def start(self, g: GameState) -> list[Event]:
        events, kept = apply_limit(g)
        queue: list[Step] = []
        for p, h in kept:
            queue.append(ResolveStep(calamity=h.calamity, holder=p, traded_by=h.traded_by or ""))
        queue.append(CheckSupportStep())
        g.data = CalamityData(queue=queue)
        if kept:
            events.append(public("calamity_order", calamities=[[p, h.calamity] for p, h in kept]))
        return events + self._run(g)

    def _run(self, g: GameState) -> list[Event]:
        """Run every step whose answers are all in; stop at the first that waits."""
        d = self._data(g)
        events: list[Event] = []
        while d.queue and all(p in d.queue[0].received for p in d.queue[0].owed):
            step = d.queue.pop(0)
            out = step.run(g)
            events += out.events
            d.queue[0:0] = out.steps
        return events

    def waiting_for(self, g: GameState) -> list[str]:
        d = self._data(g)
        if not d.queue:
            return []
        step = d.queue[0]
        left = [p for p in step.owed if p not in step.received]
        return left if g.options.simultaneous_phases else left[:1]

    def pending(self, g: GameState) -> list[Decision]:
        return self._decisions(g, first_only=False)

    def first_pending(self, g: GameState) -> list[Decision]:
        return self._decisions(g, first_only=True)

    def _decisions(self, g: GameState, first_only: bool) -> list[Decision]:
        d = self._data(g)
        if not d.queue:
            return []
        step = d.queue[0]
        together = g.options.simultaneous_phases and len(step.owed) > 1
        out = []
        waiting = self.waiting_for(g)
        for p in waiting[:1] if first_only else waiting:
            dec = step.decision(g, p)
            out.append(Decision(dec.player, dec.kind, dec.prompt, dec.options, dec.default, together))
        return out

    def expects(self, g: GameState, player: str) -> bool:
        d = self._data(g)
        if not d.queue:
            return False
        step = d.queue[0]
        # While others still answer, a simultaneous answer may be replaced.
        resubmission = g.options.simultaneous_phases and player in step.received
        return resubmission or player in self.waiting_for(g)

    def apply(self, g: GameState, a: Action) -> list[Event]:
        d = self._data(g)
        step = d.queue[0]
        if a.player not in step.owed:
            raise NotYourTurn(
                l_("{player} owes no decision in {phase} now.", player=a.player, phase=Said(self.title))
            )
        if not isinstance(a, step.accepts):
            kind = step.decision(g, a.player).kind.replace("_", " ")
            raise IllegalAction(l_("That does not answer the decision you owe now ({kind}).", kind=kind))
        step.check(g, a)
        step.received[a.player] = a
        events: list[Event] = []
        if len(step.owed) > 1:
            events.append(public("decision_received", phase=self.name, player=a.player))
        return events + self._run(g)

    def done(self, g: GameState) -> bool:
        return not self._data(g).queue
