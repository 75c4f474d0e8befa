"""Through the Ages as the registry sees it: one object with the game's whole interface
(``engine.core.game.GameRules``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.actions import Action
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.game import DataclassRules, PhaseObserver
from engine.core.legal import Lister
from engine.core.options import Ruling
from engine.tta import flow, invariants, position, views
from engine.tta.legal_actions import TTA as TTA_LISTERS
from engine.tta.options import OPTION_DOCS, Options, validate_options
from engine.tta.rulings import RULINGS
from engine.tta.scoring import standings
from engine.tta.setup_game import new_game
from engine.tta.state import GameState


class TtaRules(DataclassRules[GameState]):
    state_class = GameState
    options_class = Options
    options_documented = OPTION_DOCS

    @property
    def game(self) -> str:
        return "tta"

    @property
    def legal_listers(self) -> Mapping[str, Lister]:
        return TTA_LISTERS

    @property
    def rulings(self) -> list[Ruling]:
        return RULINGS

    def validate_options(self, options: Options, players: int) -> None:
        validate_options(options, players)

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        return tuple((p, flow.PHASE_TITLES[p]) for p in ("political", "action", "end"))

    def new_game(self, players: list[str], options: Options | None, seed: int) -> GameState:
        return new_game(players, options, seed)

    def pending(self, g: GameState) -> list[Decision]:
        return flow.pending(g)

    def first_pending(self, g: GameState) -> list[Decision]:
        return flow.pending(g, first_only=True)

    def apply(self, g: GameState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return flow.apply(g, action, on_phase_end)

    def view_for(self, g: GameState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
        return views.view_for(g, viewer, role)

    def dump_position(self, g: GameState) -> dict[str, Any]:
        return position.dump_position(g)

    def load_position(self, data: Mapping[str, Any], enter: bool = True) -> GameState:
        return position.load_position(data, enter=enter)

    def run_automatic(self, g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return position.run_automatic(g, on_phase_end)

    def invariant_violations(self, g: GameState) -> list[str]:
        return invariants.check(g)

    def phase_end_violations(self, g: GameState, phase: str) -> list[str]:
        return []

    def secrecy_violations(self, g: GameState) -> list[str]:
        return invariants.check_secrecy(g)

    def standings(self, g: GameState) -> list[dict[str, Any]]:
        return standings(g)


TTA = TtaRules()
