"""Actions: frozen records of a player's intent. Each phase module defines its own.

Every action names the acting ``player``; the engine checks that this player owes the
decision the action answers before anything else.
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import serial
from engine.core.errors import MalformedAction
from i18n.catalog import Said, l_


@dataclass(frozen=True)
class Action:
    player: str
    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = serial.to_json(self)
        return data


def action(kind: str) -> Any:
    """Class decorator: name an action kind and register it for (de)serialisation."""

    def deco(cls: type[Action]) -> type[Action]:
        cls.kind = kind
        serial.register(kind)(cls)
        return cls

    return deco


def action_from_json(data: dict[str, Any]) -> Action:
    """The action ``data`` describes; an unknown kind or field is refused as malformed."""
    kind = data.get("type") if isinstance(data, dict) else None
    try:
        cls = serial.class_for_tag(str(kind))
    except ValueError:
        raise MalformedAction(l_("There is no action called {kind}.", kind=repr(kind))) from None
    if not issubclass(cls, Action):
        raise MalformedAction(l_("{kind} is not an action.", kind=repr(kind)))
    fields = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - fields - {"type"})
    if unknown:
        raise MalformedAction(
            l_("A {kind} action has no field {fields}.", kind=kind, fields=", ".join(map(repr, unknown)))
        )
    try:
        result: Action = serial.from_json(cls, data)
    except (TypeError, ValueError, KeyError):
        raise MalformedAction(malformed_field(cls, data)) from None
    return result


def malformed_field(cls: type[Action], data: dict[str, Any]) -> Said:
    """Which field of a malformed action is wrong, in words (never the text of a Python error,
    which says nothing to a player)."""
    hints = typing.get_type_hints(cls)
    what = cls.kind.replace("_", " ")
    for f in dataclasses.fields(cls):
        if f.name not in data:
            continue
        try:
            serial.from_json(hints[f.name], data[f.name])
        except (TypeError, ValueError, KeyError):
            field = f.name.replace("_", " ")
            return l_(
                "In this {what} answer, the field '{field}' is not written as it should be.",
                what=what,
                field=field,
            )
    return l_("This {what} answer is incomplete or not written as it should be.", what=what)
