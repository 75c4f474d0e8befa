"""The choices of every decision of the Civilization family, in words, for ``civbot play``:
what the engine offers (``Decision.options``), one short line each.

The answer itself is typed in the engine's text form of the decision (``engine.parse_action``,
``engine.action_text``); these lines only show what there is to choose from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from civbot.games.civ import words
from engine import Decision
from engine.civ.api import GameState


@dataclass(frozen=True)
class Ctx:
    """One pending decision in its game."""

    g: GameState
    d: Decision

    @property
    def player(self) -> str:
        return self.d.player

    @property
    def options(self) -> Mapping[str, Any]:
        return self.d.options

    def who(self, player: str) -> str:
        """How a player is typed: his nation once chosen, else his seat id."""
        ps = self.g.player_states.get(player)
        return (ps.nation if ps is not None and ps.nation else None) or player

    def named(self, player: str) -> str:
        """How a player is printed: ``Egypt (ai2)``."""
        ps = self.g.player_states.get(player)
        if ps is None or not ps.nation:
            return player
        return f"{words.nation_names().get(ps.nation, ps.nation)} ({player})"


Describe = Callable[[Ctx], list[str]]

# Decision kind -> its choices in words. The answer's form is the engine's (``engine.core.text``).
CHOICES: dict[str, Describe] = {}


def register(kind: str, describe: Describe) -> None:
    if kind in CHOICES:  # one list per decision kind: a second would silently win
        raise ValueError(f"the decision kind {kind!r} already lists its choices")
    CHOICES[kind] = describe
