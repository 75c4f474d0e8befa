"""Pending decisions: who owes what now, the legal options, and the default on timeout.

Every decision kind a game can ask has its options class, a frozen dataclass derived from
:class:`DecisionOptions` and declared by the game (``engine.interface(game).decisions``), so a
consumer reads ``decision.options`` as typed fields instead of an undeclared dictionary.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, TypeVar

from engine.core import serial
from engine.core.actions import Action

# The metadata of an options field that a decision may leave out: while it is None, its key is
# absent from the mapping form and from the JSON form (as it was absent from the dictionaries
# the options were before they were typed).
ABSENT_WHEN_NONE: Mapping[str, Any] = {serial.ABSENT_WHEN_NONE: True}


@cache
def _keys(cls: type) -> tuple[tuple[str, str, bool], ...]:
    """(key, attribute, may be absent) of every field of an options class."""
    return tuple(
        (serial.json_name(f), f.name, bool(f.metadata.get(serial.ABSENT_WHEN_NONE)))
        for f in dataclasses.fields(cls)
    )


class DecisionOptions(Mapping[str, Any]):
    """Base class of every decision kind's options (each a frozen dataclass).

    TRANSITIONAL (issue 23): the read-only mapping access (``options["key"]``, ``.get``,
    ``in``, iteration, ``dict(options)``), with the keys the options' dictionaries had, keeps
    the consumers that still read options by string working until they read the typed fields;
    their migration removes it. It is not part of the interface to build on.
    """

    def __getitem__(self, key: str) -> Any:
        for name, attribute, optional in _keys(type(self)):
            if name == key:
                value = getattr(self, attribute)
                if optional and value is None:
                    break
                return value
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        for name, attribute, optional in _keys(type(self)):
            if not (optional and getattr(self, attribute) is None):
                yield name

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: an object with a member per field (a field left out has none)."""
        data: dict[str, Any] = serial.to_json(self)
        return data


@dataclass(frozen=True)
class NoOptions(DecisionOptions):
    """The options of a decision that offers nothing to choose from."""


def options_from_json(cls: type[DecisionOptions], data: Mapping[str, Any]) -> DecisionOptions:
    """Options of class ``cls`` from their JSON form (as :meth:`DecisionOptions.to_json` made it)."""
    options: DecisionOptions = serial.from_json(cls, dict(data))
    return options


OptionsT = TypeVar("OptionsT", bound=DecisionOptions)


@dataclass(frozen=True)
class Decision:
    player: str
    kind: str
    # The decision in words, in the language spoken when it was asked: not part of what the
    # decision is (the same decision read in another language is the same decision).
    prompt: str = field(compare=False)
    # The legal choices, typed by the decision's kind (areas, counts, ships...).
    options: DecisionOptions = field(default_factory=NoOptions)
    # The action the engine takes for this player when the deadline passes.
    default: Action | None = None
    # True when others decide at the same time (the bot may prompt everyone at once).
    simultaneous: bool = False
    # In a negotiation (trade), the answer with which the player leaves it; until he gives it,
    # the others may still make him offers and he may answer them. None: not a negotiation.
    leave: Action | None = None
    # True when the rules leave the player nothing to decide but the default (a Through the Ages
    # political phase with nothing to do but pass): a consumer may answer it at once.
    forced: bool = False

    def options_as(self, cls: type[OptionsT]) -> OptionsT:
        """The options as the class the decision's kind declares: a consumer that handles one
        kind names its class and reads typed fields (a decision of another kind is a bug in the
        consumer, said at once)."""
        if not isinstance(self.options, cls):
            raise TypeError(f"a {self.kind} decision has {type(self.options).__name__}, not {cls.__name__}")
        return self.options

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "player": self.player,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": self.options.to_json(),
            "default": None if self.default is None else self.default.to_json(),
            "simultaneous": self.simultaneous,
        }
        # Only when set, so that the form of every other decision stays as it was.
        if self.leave is not None:
            data["leave"] = self.leave.to_json()
        if self.forced:
            data["forced"] = True
        return data
