"""Actions: frozen records of a player's intent. Each phase module defines its own.

Every action names the acting ``player``; the engine checks that this player owes the
decision the action answers before anything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import serial


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
    cls = serial.class_for_tag(data["type"])
    if not issubclass(cls, Action):
        raise ValueError(f"{data['type']!r} is not an action")
    result: Action = serial.from_json(cls, data)
    return result
