"""Decisions owed by players outside the current player's own phases, as a queue of steps
(``GameState.steps``, the core step protocol): choose one of several options, select cards or
workers, defend against an aggression, bid for a territory, form a colonization force,
answer a pact.

The choices and selections of every card share two step classes; what they offer and how
they resolve is registered per ``purpose`` by the module of the card (``register``), so a
step holds only data and survives a save.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core import serial
from engine.core.actions import Action, action
from engine.core.decisions import Decision, DecisionOptions
from engine.core.errors import IllegalAction
from engine.core.steps import Outcome
from engine.tta.naming import Named, listed
from engine.tta.state import GameState, TtaStep
from i18n.catalog import l_


@action("tta_choose")
@dataclass(frozen=True)
class Choose(Action):
    """Pick one of the options of a ``tta_choose`` decision (strings listed in its options)."""

    option: str = ""


@action("tta_select")
@dataclass(frozen=True)
class Select(Action):
    """Pick exactly the number of items a ``tta_select`` decision asks for, from its list."""

    items: tuple[str, ...] = ()


@dataclass(frozen=True)
class Purpose:
    """How one kind of choice works: its prompt, its options for a player, its default and its
    resolution once every owed player has answered (answers in clockwise order)."""

    prompt: Callable[[GameState, Any, str], str]
    options: Callable[[GameState, Any, str], list[str]]
    resolve: Callable[[GameState, Any, dict[str, str]], Outcome[Any]]
    default: Callable[[GameState, Any, str], str] | None = None


PURPOSES: dict[str, Purpose] = {}


def split_options(total: int) -> list[str]:
    """Ways to split ``total`` between food and resources: "food:K" (K food, the rest resources)."""
    return [f"food:{k}" for k in range(total + 1)]


def register(name: str, purpose: Purpose) -> None:
    PURPOSES[name] = purpose


@dataclass(frozen=True)
class OneOf(DecisionOptions):
    """``tta_choose``: what the choice is for (its purpose), and the choices."""

    purpose: str
    choices: list[str]


@dataclass(frozen=True)
class SomeOf(DecisionOptions):
    """``tta_select``: what the selection is for, the items to select from (key "items", which
    the mapping form's method of that name would hide), and how many to select."""

    purpose: str
    candidates: list[str] = field(metadata={serial.JSON_NAME: "items"})
    count: int = 0


@serial.register("tta_choice")
@dataclass
class ChoiceStep(TtaStep):
    purpose: str = ""
    params: dict[str, Any] = field(default_factory=dict)

    accepts: ClassVar[tuple[type[Action], ...]] = (Choose,)

    def _purpose(self) -> Purpose:
        return PURPOSES[self.purpose]

    def decision(self, g: GameState, player: str) -> Decision:
        purpose = self._purpose()
        options = purpose.options(g, self, player)
        default = purpose.default(g, self, player) if purpose.default else options[0]
        return Decision(
            player,
            "tta_choose",
            purpose.prompt(g, self, player),
            OneOf(self.purpose, list(options)),
            Choose(player, default),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, Choose)
        options = self._purpose().options(g, self, a.player)
        if a.option not in options:
            if a.option.strip():
                raise IllegalAction(
                    l_(
                        "{option} is not a choice here; choose one of: {options}.",
                        option=repr(a.option),
                        options=listed(options),
                    )
                )
            raise IllegalAction(l_("Choose one of: {options}.", options=listed(options)))

    def run(self, g: GameState) -> Outcome[Any]:
        answers = {p: self._answer(g, p) for p in self.owed}
        return self._purpose().resolve(g, self, answers)

    def _answer(self, g: GameState, p: str) -> str:
        a = self.received.get(p)
        options = self._purpose().options(g, self, p)
        if isinstance(a, Choose) and a.option in options:
            return a.option
        # An earlier answer made this one illegal (or none was given): the default.
        default = self._purpose().default
        return default(g, self, p) if default else options[0]


@dataclass(frozen=True)
class SelectPurpose:
    prompt: Callable[[GameState, Any, str], str]
    items: Callable[[GameState, Any, str], list[str]]
    count: Callable[[GameState, Any, str], int]
    resolve: Callable[[GameState, Any, dict[str, tuple[str, ...]]], Outcome[Any]]
    default: Callable[[GameState, Any, str], tuple[str, ...]]


SELECTIONS: dict[str, SelectPurpose] = {}


def register_selection(name: str, purpose: SelectPurpose) -> None:
    SELECTIONS[name] = purpose


def is_sub_multiset(chosen: tuple[str, ...], pool: list[str]) -> bool:
    left = list(pool)
    for item in chosen:
        if item not in left:
            return False
        left.remove(item)
    return True


@serial.register("tta_selection")
@dataclass
class SelectStep(TtaStep):
    purpose: str = ""
    params: dict[str, Any] = field(default_factory=dict)

    accepts: ClassVar[tuple[type[Action], ...]] = (Select,)

    def _purpose(self) -> SelectPurpose:
        return SELECTIONS[self.purpose]

    def decision(self, g: GameState, player: str) -> Decision:
        purpose = self._purpose()
        return Decision(
            player,
            "tta_select",
            purpose.prompt(g, self, player),
            SomeOf(self.purpose, list(purpose.items(g, self, player)), purpose.count(g, self, player)),
            Select(player, purpose.default(g, self, player)),
        )

    def check(self, g: GameState, a: Action) -> None:
        assert isinstance(a, Select)
        purpose = self._purpose()
        items, count = purpose.items(g, self, a.player), purpose.count(g, self, a.player)
        if len(a.items) != count or not is_sub_multiset(a.items, items):
            raise IllegalAction(
                l_("Select exactly {n} of: {items}.", n=count, items=listed(Named(i) for i in items))
            )

    def run(self, g: GameState) -> Outcome[Any]:
        answers: dict[str, tuple[str, ...]] = {}
        for p in self.owed:
            a = self.received.get(p)
            try:
                assert isinstance(a, Select)
                self.check(g, a)
                answers[p] = a.items
            except (IllegalAction, AssertionError):
                answers[p] = self._purpose().default(g, self, p)
        return self._purpose().resolve(g, self, answers)
