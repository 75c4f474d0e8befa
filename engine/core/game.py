"""The interface every game's rules provide to the registry (``engine.games``).

A game package exposes one object satisfying :class:`GameRules`; the CLI, the bot, the
renderer and the AI reach a game only through it (or through the registry's ``GameSpec``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.legal import Lister
from engine.core.options import OptionDoc, Ruling

S = TypeVar("S")

PhaseObserver = Callable[[Any, str], None]


class GameRules(Protocol[S]):
    """One game's rules, on states of type ``S``."""

    @property
    def game(self) -> str: ...

    @property
    def option_docs(self) -> Mapping[str, OptionDoc]:
        """Every option of the game, with its choices, default and reason."""
        ...

    @property
    def rulings(self) -> list[Ruling]:
        """Every question of the rules the engine answers without an option."""
        ...

    def default_options(self) -> Any: ...

    def options_from_json(self, data: Mapping[str, Any]) -> Any:
        """Options from their JSON form; a missing field takes its default."""
        ...

    def validate_options(self, options: Any, players: int) -> None:
        """Raise a RuleError for options (or a player count) the game does not allow."""
        ...

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        """(name, title) of every phase of a round with the default options, in order."""
        ...

    def new_game(self, players: list[str], options: Any, seed: int) -> S: ...

    def pending(self, g: S) -> list[Decision]: ...

    @property
    def legal_listers(self) -> Mapping[str, Lister]:
        """For each decision kind the game asks, what lists its legal actions (``engine.core.legal``)."""
        ...

    def apply(self, g: S, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]: ...

    def view_for(self, g: S, viewer: str | None = None, role: str | None = None) -> dict[str, Any]: ...

    def state_to_json(self, g: S) -> dict[str, Any]: ...

    def state_from_json(self, data: Mapping[str, Any]) -> S: ...

    def state_hash(self, g: S) -> str:
        """A digest of the whole position (secret parts included), not of its history."""
        ...

    def dump_position(self, g: S) -> dict[str, Any]: ...

    def load_position(self, data: Mapping[str, Any], enter: bool = True) -> S:
        """The position described by ``data``; raise PositionError naming the bad field. A
        position at the start of its phase runs that phase's automatic steps as it loads;
        ``enter=False`` leaves them (nothing is pending) to ``run_automatic``."""
        ...

    def run_automatic(self, g: S, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        """Run every automatic step until a decision is owed or the game ends (those of the
        phase a position loaded with ``enter=False`` starts in, then the phases after every
        finished one); their events."""
        ...

    # -- checks run by simulations and tests ----------------------------------------

    def invariant_violations(self, g: S) -> list[str]:
        """What must hold between any two actions (pieces and cards conserved, limits)."""
        ...

    def phase_end_violations(self, g: S, phase: str) -> list[str]:
        """What must hold when ``phase`` ends (checked from ``apply``'s ``on_phase_end``)."""
        ...

    def secrecy_violations(self, g: S) -> list[str]:
        """Secrets any view shows to someone who may not see them."""
        ...

    def standings(self, g: S) -> list[dict[str, Any]]:
        """Public standings, best first: at least ``player``, ``winner`` and the score."""
        ...
