"""The phase protocol and the shared machinery of 'everyone decides at once' phases."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.civ.order import ast_order
from engine.civ.state import GameState, PhaseData
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event, public


class Phase:
    """A phase of the round. Subclasses list the actions they accept."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    actions: ClassVar[tuple[type[Action], ...]] = ()

    def start(self, g: GameState) -> list[Event]:
        """Enter the phase: set up working data and do every automatic step."""
        return []

    def pending(self, g: GameState) -> list[Decision]:
        return []

    def apply(self, g: GameState, a: Action) -> list[Event]:
        raise RuleError(f"{self.title} does not take {a.kind}.")

    def done(self, g: GameState) -> bool:
        return not self.pending(g)

    def expects(self, g: GameState, player: str) -> bool:
        """Whether ``player`` may act in this phase now."""
        return any(d.player == player for d in self.pending(g))


@serial.register("submissions")
@dataclass
class Submissions(PhaseData):
    """Players who owe a decision in a simultaneous phase, and what they have sent so far."""

    owed: list[str] = field(default_factory=list)
    received: dict[str, Action] = field(default_factory=dict)


class SubmissionPhase(Phase):
    """A phase where each owing player sends one action (rules 5.1, option simultaneous_phases).

    Simultaneous mode: every owing player is asked at once; answers stay secret and may be
    replaced until the last arrives, then all are resolved in AST order. Sequential mode: one
    player at a time in AST order, each resolved at once.
    """

    def owing(self, g: GameState) -> list[str]:
        """Players who must decide in this phase (after the automatic steps)."""
        return []

    def decision(self, g: GameState, player: str) -> Decision:
        raise NotImplementedError

    def check(self, g: GameState, a: Action) -> None:
        """Raise a RuleError if ``a`` is not legal now."""

    def resolve(self, g: GameState, a: Action) -> list[Event]:
        """Apply a checked action."""
        return []

    def after_all(self, g: GameState) -> list[Event]:
        """Runs once every owing player's action has been resolved."""
        return []

    # -- machinery -------------------------------------------------------------------

    def start(self, g: GameState) -> list[Event]:
        events = self.automatic(g)
        owed = [p for p in ast_order(g) if p in set(self.owing(g))]
        g.data = Submissions(owed=owed)
        if not owed:
            events += self.after_all(g)
        return events

    def automatic(self, g: GameState) -> list[Event]:
        return []

    def _data(self, g: GameState) -> Submissions:
        assert isinstance(g.data, Submissions)
        return g.data

    def waiting_for(self, g: GameState) -> list[str]:
        d = self._data(g)
        left = [p for p in d.owed if p not in d.received]
        if g.options.simultaneous_phases:
            return left
        return left[:1]

    def pending(self, g: GameState) -> list[Decision]:
        simultaneous = g.options.simultaneous_phases
        out = []
        for p in self.waiting_for(g):
            dec = self.decision(g, p)
            out.append(Decision(dec.player, dec.kind, dec.prompt, dec.options, dec.default, simultaneous))
        return out

    def expects(self, g: GameState, player: str) -> bool:
        d = self._data(g)
        resubmission = g.options.simultaneous_phases and player in d.received
        return resubmission or player in self.waiting_for(g)

    def apply(self, g: GameState, a: Action) -> list[Event]:
        self.check(g, a)
        d = self._data(g)
        if not g.options.simultaneous_phases:
            d.received[a.player] = a
            events = self.resolve(g, a)
            if not self.waiting_for(g):
                events += self.after_all(g)
            return events
        d.received[a.player] = a
        events = [public("decision_received", phase=self.name, player=a.player)]
        if not self.waiting_for(g):
            for p in d.owed:
                events += self._resolve_held(g, d.received[p])
            events += self.after_all(g)
        return events

    def _resolve_held(self, g: GameState, a: Action) -> list[Event]:
        try:
            self.check(g, a)
        except RuleError as err:
            # An earlier player's resolution made this answer illegal; take the default.
            fallback = self.decision(g, a.player).default
            events = [public("decision_replaced", player=a.player, reason=err.message)]
            if fallback is None:
                return events
            return events + self.resolve(g, fallback)
        return self.resolve(g, a)

    def done(self, g: GameState) -> bool:
        return not self.waiting_for(g)
