"""The phase protocol, and the shared machinery of phases in which everyone decides at once.

A game's round (or turn) is a table of phases. A phase lists the actions it accepts, says who
owes a decision, applies a validated action and reports when it is done; the game's flow then
moves on to the next phase of its table.

This is one of two protocols a game may run on, as equals:

- **A table of round phases** (this module): every player goes through the same phases of a
  round, some of them all at once. The Civilization family runs on it.
- **A turn that passes from player to player** (Through the Ages, ``engine.tta.flow``): the
  current player's turn has its own phases, each a table of the actions it accepts and their
  handlers, and the answers other players owe in between (a defence, a bid, a pact) are steps
  of ``engine.core.steps``, the protocol both kinds share for what is resolved piece by piece.

Either way a game reaches the rest of civbot only through ``engine.core.game.GameRules`` (and
what it declares, ``engine.core.interface``): nothing outside the game depends on which
protocol it runs on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Generic, Protocol, TypeVar

from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.errors import RuleError
from engine.core.events import Event, public
from engine.core.said_json import english, said_to_json
from engine.core.state import PhaseData
from i18n.catalog import Said, l_

S = TypeVar("S")


class HasPhaseData(Protocol):
    data: PhaseData | None


SD = TypeVar("SD", bound=HasPhaseData)


class Phase(Generic[S]):
    """A phase of a game's round, for states of type ``S``. Subclasses list their actions."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    actions: ClassVar[tuple[type[Action], ...]] = ()

    def start(self, g: S) -> list[Event]:
        """Enter the phase: set up working data and do every automatic step."""
        return []

    def pending(self, g: S) -> list[Decision]:
        return []

    def first_pending(self, g: S) -> list[Decision]:
        """``pending(g)[:1]``, made alone where a phase can (``GameRules.first_pending``)."""
        return self.pending(g)[:1]

    def apply(self, g: S, a: Action) -> list[Event]:
        raise RuleError(l_("{phase} does not take {kind}.", phase=Said(self.title), kind=a.kind))

    def done(self, g: S) -> bool:
        return not self.pending(g)

    def expects(self, g: S, player: str) -> bool:
        """Whether ``player`` may act in this phase now."""
        return any(d.player == player for d in self.pending(g))


@serial.register("submissions")
@dataclass
class Submissions(PhaseData):
    """Players who owe a decision in a simultaneous phase, and what they have sent so far."""

    owed: list[str] = field(default_factory=list)
    received: dict[str, Action] = field(default_factory=dict)


class SubmissionPhase(Phase[SD]):
    """A phase where each owing player sends one action.

    Simultaneous mode: every owing player is asked at once; answers stay secret and may be
    replaced until the last arrives, then all are resolved in the game's order. Sequential
    mode: one player at a time in that order, each resolved at once. The game decides the
    order (``order``) and the mode (``simultaneous``).
    """

    def order(self, g: SD, players: list[str]) -> list[str]:
        """``players`` in the order their answers are asked for and resolved."""
        return list(players)

    def simultaneous(self, g: SD) -> bool:
        return True

    def owing(self, g: SD) -> list[str]:
        """Players who must decide in this phase (after the automatic steps)."""
        return []

    def decision(self, g: SD, player: str) -> Decision:
        raise NotImplementedError

    def check(self, g: SD, a: Action) -> None:
        """Raise a RuleError if ``a`` is not legal now."""

    def resolve(self, g: SD, a: Action) -> list[Event]:
        """Apply a checked action."""
        return []

    def after_all(self, g: SD) -> list[Event]:
        """Runs once every owing player's action has been resolved."""
        return []

    def automatic(self, g: SD) -> list[Event]:
        return []

    # -- machinery -------------------------------------------------------------------

    def start(self, g: SD) -> list[Event]:
        events = self.automatic(g)
        owed = self.order(g, self.owing(g))
        g.data = Submissions(owed=owed)
        if not owed:
            events += self.after_all(g)
        return events

    def _data(self, g: SD) -> Submissions:
        assert isinstance(g.data, Submissions)
        return g.data

    def waiting_for(self, g: SD) -> list[str]:
        d = self._data(g)
        left = [p for p in d.owed if p not in d.received]
        if self.simultaneous(g):
            return left
        return left[:1]

    def pending(self, g: SD) -> list[Decision]:
        return self._decisions(g, self.waiting_for(g))

    def first_pending(self, g: SD) -> list[Decision]:
        return self._decisions(g, self.waiting_for(g)[:1])

    def _decisions(self, g: SD, players: list[str]) -> list[Decision]:
        simultaneous = self.simultaneous(g)
        out = []
        for p in players:
            dec = self.decision(g, p)
            out.append(Decision(dec.player, dec.kind, dec.prompt, dec.options, dec.default, simultaneous))
        return out

    def expects(self, g: SD, player: str) -> bool:
        d = self._data(g)
        resubmission = self.simultaneous(g) and player in d.received
        return resubmission or player in self.waiting_for(g)

    def apply(self, g: SD, a: Action) -> list[Event]:
        self.check(g, a)
        d = self._data(g)
        d.received[a.player] = a
        if not self.simultaneous(g):
            events = self.resolve(g, a)
            if not self.waiting_for(g):
                events += self.after_all(g)
            return events
        events = [public("decision_received", phase=self.name, player=a.player)]
        if not self.waiting_for(g):
            for p in d.owed:
                events += self._resolve_held(g, d.received[p])
            events += self.after_all(g)
        return events

    def _resolve_held(self, g: SD, a: Action) -> list[Event]:
        try:
            self.check(g, a)
        except RuleError as err:
            # An earlier player's resolution made this answer illegal; take the default.
            fallback = self.decision(g, a.player).default
            # The reason is kept in English as it always was, and as the refusal itself, which
            # each reader's narrator says in his language.
            events = [
                public(
                    "decision_replaced",
                    player=a.player,
                    reason=english(err.said),
                    reason_said=said_to_json(err.said),
                )
            ]
            if fallback is None:
                return events
            return events + self.resolve(g, fallback)
        return self.resolve(g, a)

    def done(self, g: SD) -> bool:
        return not self.waiting_for(g)
