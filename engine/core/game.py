"""The interface every game's rules provide to the registry (``engine.games``).

A game package exposes one object satisfying :class:`GameRules`; the CLI, the bot, the
renderer and the AI reach a game only through it (or through the registry's ``GameSpec``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from engine.core import serial
from engine.core.actions import Action
from engine.core.clone import structural_copy
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.legal import Lister
from engine.core.options import OptionDoc, Ruling
from engine.core.savefile import canonical_hash

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

    def first_pending(self, g: S) -> list[Decision]:
        """``pending(g)[:1]``: the decision answered next by one who answers them in turn (a
        simulation), made without every other player's where the game can."""
        ...

    @property
    def legal_listers(self) -> Mapping[str, Lister]:
        """For each decision kind the game asks, what lists its legal actions (``engine.core.legal``)."""
        ...

    def apply(self, g: S, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]: ...

    def view_for(self, g: S, viewer: str | None = None, role: str | None = None) -> dict[str, Any]: ...

    def state_to_json(self, g: S) -> dict[str, Any]: ...

    def state_from_json(self, data: Mapping[str, Any]) -> S: ...

    def copy_state(self, g: S) -> S:
        """A copy of the whole position sharing nothing mutable with ``g`` (for searches)."""
        ...

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


class DataclassRules(Generic[S]):
    """What follows in a game's rules when its whole state is one plain dataclass
    (``state_class``) and its options another (``options_class``, each option documented in
    ``options_documented``): the options' documents, defaults and JSON form, the state's JSON
    form, its copy and its hash. Such a game's rules derive from it instead of writing these
    again."""

    state_class: ClassVar[type[Any]]
    options_class: ClassVar[type[Any]]
    options_documented: ClassVar[Mapping[str, OptionDoc]]

    @property
    def option_docs(self) -> Mapping[str, OptionDoc]:
        return self.options_documented

    def pending(self, g: S) -> list[Decision]:
        raise NotImplementedError

    def first_pending(self, g: S) -> list[Decision]:
        return self.pending(g)[:1]

    def default_options(self) -> Any:
        return self.options_class()

    def options_from_json(self, data: Mapping[str, Any]) -> Any:
        """Options from their JSON form: a missing option takes its default, an unknown one
        (from an older version) is left out."""
        return serial.from_json(self.options_class, {k: v for k, v in data.items() if k in self.option_docs})

    def state_to_json(self, g: S) -> dict[str, Any]:
        data: dict[str, Any] = serial.to_json(g)
        return data

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        g: S = serial.from_json(self.state_class, data)
        return g

    def copy_state(self, g: S) -> S:
        return structural_copy(g)

    def state_hash(self, g: S) -> str:
        """The position's digest: its version (a count of answers) and options left out."""
        data = self.state_to_json(g)
        for key in ("version", "options"):
            data.pop(key)
        return canonical_hash(data)
