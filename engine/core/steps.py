"""The step protocol: a queue of serialisable steps for what a phase resolves piece by piece.

A step names the players who owe an answer (``owed``), collects their actions (``received``)
and, once every answer is in, ``run`` applies them and returns the steps that follow (a game
inserts them at the front of its queue). A step that owes nothing runs at once. Between any
two actions the queue states exactly what is still to happen, so a half-resolved step is part
of the position and survives a save.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event

S = TypeVar("S")
T = TypeVar("T")


@dataclass
class Outcome(Generic[T]):
    """What running a step did: its events, and the steps of type ``T`` that follow."""

    events: list[Event] = field(default_factory=list)
    steps: list[T] = field(default_factory=list)


@dataclass
class Step(Generic[S]):
    """Base of a game's steps on states of type ``S``; subclasses are registered with
    ``serial.register``."""

    owed: list[str] = field(default_factory=list)
    received: dict[str, Action] = field(default_factory=dict)

    accepts: ClassVar[tuple[type[Action], ...]] = ()

    def decision(self, g: S, player: str) -> Decision:
        raise NotImplementedError

    def check(self, g: S, a: Action) -> None:
        """Raise a RuleError unless ``a`` is a legal answer now; never mutate."""

    def run(self, g: S) -> Outcome[Any]:
        """Apply the collected answers (all owed players have answered)."""
        return Outcome()

    def answer(self, g: S, player: str) -> Action:
        """The player's answer, or his default if he was not asked."""
        got = self.received.get(player)
        if got is not None:
            return got
        default = self.decision(g, player).default
        assert default is not None
        return default
