"""Pending decisions: who owes what now, the legal options, and the default on timeout."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import Action


@dataclass(frozen=True)
class Decision:
    player: str
    kind: str
    prompt: str
    # JSON-friendly description of the legal choices (areas, counts, ships...).
    options: dict[str, Any] = field(default_factory=dict)
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
