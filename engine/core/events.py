"""Events: what happened, including every chance outcome, with who may see it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    # None: public. Otherwise only these players (and the game master) may see it.
    visible_to: tuple[str, ...] | None = None

    def visible_for(self, viewer: str | None) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)


def public(kind: str, **data: Any) -> Event:
    return Event(kind, data)


def private(kind: str, players: tuple[str, ...], **data: Any) -> Event:
    return Event(kind, data, players)


PUBLIC, PRIVATE, EITHER = "public", "private", "either"


@dataclass(frozen=True)
class EventKind:
    """What a game declares of one event kind: its payload (a ``TypedDict``: the event's
    ``data``) and who sees it: everyone (``PUBLIC``), only the players it names (``PRIVATE``),
    or either, depending on the case (``EITHER``)."""

    payload: type
    visibility: str = PUBLIC

    def allows(self, e: Event) -> bool:
        if self.visibility == EITHER:
            return True
        return (e.visible_to is None) == (self.visibility == PUBLIC)
