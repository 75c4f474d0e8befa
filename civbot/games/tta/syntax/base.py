"""The choices of Through the Ages decisions in words, for ``civbot play --game tta``: the
context of one pending decision and the registry of lists by decision kind. The answer itself
is typed in the engine's text form (``engine.parse_action``), cards by their printed names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from civbot.text_forms import wrap
from engine import Decision
from engine.tta.api import GameState


@dataclass(frozen=True)
class Ctx:
    g: GameState
    d: Decision

    @property
    def player(self) -> str:
        return self.d.player

    @property
    def options(self) -> Any:
        return self.d.options


Describe = Callable[[Ctx], list[str]]
CHOICES: dict[str, Describe] = {}


def register(kind: str, describe: Describe) -> None:
    CHOICES[kind] = describe


__all__ = ["CHOICES", "Ctx", "Describe", "register", "wrap"]
