"""Civilization (1980) as the registry sees it: one object with the game's whole interface.

Advanced Civilization will be a second instance over the same family code, with its own
options, phase table and data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.civ import flow, invariants, position, views
from engine.civ.options import OPTION_DOCS, Options, validate_options
from engine.civ.phases.registry import phase_named, round_phases
from engine.civ.rulings import RULINGS
from engine.civ.scoring import final_standings
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.game import PhaseObserver
from engine.core.options import OptionDoc, Ruling
from engine.core.savefile import canonical_hash


class CivRules:
    """The rules of one game of the Civilization family."""

    def __init__(self, game: str) -> None:
        self._game = game

    @property
    def game(self) -> str:
        return self._game

    @property
    def option_docs(self) -> Mapping[str, OptionDoc]:
        return OPTION_DOCS

    @property
    def rulings(self) -> list[Ruling]:
        return RULINGS

    def default_options(self) -> Options:
        return Options()

    def options_from_json(self, data: Mapping[str, Any]) -> Options:
        known = {k: v for k, v in data.items() if k in OPTION_DOCS}
        options: Options = serial.from_json(Options, known)
        return options

    def validate_options(self, options: Options, players: int) -> None:
        validate_options(options, players)

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        probe = GameState(options=Options(), seed=0, players=[], rng=0, game=self.game)
        return tuple((p.name, p.title) for p in [phase_named("setup"), *round_phases(probe)])

    def new_game(self, players: list[str], options: Options | None, seed: int) -> GameState:
        g = flow.new_game(players, options, seed)
        g.game = self.game
        return g

    def pending(self, g: GameState) -> list[Decision]:
        return flow.pending(g)

    def apply(self, g: GameState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return flow.apply(g, action, on_phase_end)

    def view_for(self, g: GameState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
        return views.view_for(g, viewer, role)

    def state_to_json(self, g: GameState) -> dict[str, Any]:
        return flow.state_to_json(g)

    def state_from_json(self, data: Mapping[str, Any]) -> GameState:
        return flow.state_from_json(data)

    def state_hash(self, g: GameState) -> str:
        return state_hash(g)

    def legacy_hash(self, g: GameState) -> str:
        """The hash ``civbot-save/1`` files carry: options included, no game id."""
        data = flow.state_to_json(g)
        for key in ("version", "game"):
            data.pop(key)
        return canonical_hash(data)

    def dump_position(self, g: GameState) -> dict[str, Any]:
        return position.dump_position(g)

    def load_position(self, data: Mapping[str, Any]) -> GameState:
        return position.load_position(data, self.game)

    def invariant_violations(self, g: GameState) -> list[str]:
        return invariants.check(g)

    def phase_end_violations(self, g: GameState, phase: str) -> list[str]:
        # Rules 6.8: limits and support hold once phase 8 (surplus) ends.
        return invariants.check_after_surplus(g) if phase == "surplus" else []

    def secrecy_violations(self, g: GameState) -> list[str]:
        return invariants.check_secrecy(g)

    def standings(self, g: GameState) -> list[dict[str, Any]]:
        return final_standings(g)


def state_hash(g: GameState) -> str:
    """SHA-256 of the canonical JSON of the position: the state without its version (how many
    actions led here) and its options (fixed at creation, kept beside it)."""
    data = flow.state_to_json(g)
    for key in ("version", "options"):
        data.pop(key)
    return canonical_hash(data)


CIV1980 = CivRules("civ1980")
