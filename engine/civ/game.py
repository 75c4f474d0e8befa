"""The games of the Civilization family as the registry sees them: one object per game with
the game's whole interface (``engine.core.game.GameRules``), over the shared family code.

Each game describes itself in a :class:`engine.civ.family.FamilyGame`; Civilization (1980)'s
is here, Advanced Civilization's in ``engine.civ.advciv.game``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.civ import family, flow, invariants, legal_actions, position, views
from engine.civ.cards import card_stack, is_calamity, total_cards
from engine.civ.geography import civ1980_board_cut
from engine.civ.options import OPTION_DOCS, Options, validate_options
from engine.civ.phases.registry import PHASES, civ1980_round, phase_named, round_phases
from engine.civ.rulings import RULINGS
from engine.civ.scoring import final_standings
from engine.civ.state import GameState
from engine.core import serial
from engine.core.actions import Action
from engine.core.clone import structural_copy
from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.game import PhaseObserver
from engine.core.legal import Lister
from engine.core.options import OptionDoc, Ruling
from engine.core.savefile import canonical_hash


class CivRules:
    """The rules of one game of the Civilization family."""

    def __init__(self, game: str) -> None:
        self._game = game

    @property
    def family(self) -> family.FamilyGame:
        return family.family_game(self._game)

    @property
    def game(self) -> str:
        return self._game

    @property
    def legal_listers(self) -> Mapping[str, Lister]:
        return self.family.legal_actions

    @property
    def option_docs(self) -> Mapping[str, OptionDoc]:
        return self.family.option_docs

    @property
    def rulings(self) -> list[Ruling]:
        return self.family.rulings

    def default_options(self) -> Any:
        return self.family.options_class()

    def options_from_json(self, data: Mapping[str, Any]) -> Any:
        known = {k: v for k, v in data.items() if k in self.family.option_docs}
        return serial.from_json(self.family.options_class, known)

    def validate_options(self, options: Any, players: int) -> None:
        self.family.validate_options(options, players)

    def phase_table(self) -> tuple[tuple[str, str], ...]:
        probe = self.family.state_class(
            options=self.default_options(), seed=0, players=[], rng=0, game=self.game
        )
        phases = [phase_named("setup", self.game), *round_phases(probe)]
        return tuple((p.name, p.title) for p in phases)

    def new_game(self, players: list[str], options: Any, seed: int) -> GameState:
        return flow.new_game(players, options, seed, self.game)

    def pending(self, g: GameState) -> list[Decision]:
        return flow.pending(g)

    def first_pending(self, g: GameState) -> list[Decision]:
        return flow.first_pending(g)

    def apply(self, g: GameState, action: Action, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return flow.apply(g, action, on_phase_end)

    def view_for(self, g: GameState, viewer: str | None = None, role: str | None = None) -> dict[str, Any]:
        return self.family.view_for(g, viewer, role)

    def state_to_json(self, g: GameState) -> dict[str, Any]:
        return flow.state_to_json(g)

    def state_from_json(self, data: Mapping[str, Any]) -> GameState:
        return flow.state_from_json({**data, "game": self.game})

    def copy_state(self, g: GameState) -> GameState:
        return structural_copy(g)

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

    def load_position(self, data: Mapping[str, Any], enter: bool = True) -> GameState:
        return position.load_position(data, self.game, enter)

    def run_automatic(self, g: GameState, on_phase_end: PhaseObserver | None = None) -> list[Event]:
        return flow.run_automatic(g, on_phase_end)

    def invariant_violations(self, g: GameState) -> list[str]:
        return self.family.invariants(g)

    def phase_end_violations(self, g: GameState, phase: str) -> list[str]:
        return self.family.phase_end_checks(g, phase)

    def secrecy_violations(self, g: GameState) -> list[str]:
        return self.family.secrecy(g)

    def standings(self, g: GameState) -> list[dict[str, Any]]:
        return self.family.standings(g)


def state_hash(g: GameState) -> str:
    """SHA-256 of the canonical JSON of the position: the state without its version (how many
    actions led here) and its options (fixed at creation, kept beside it)."""
    data = flow.state_to_json(g)
    for key in ("version", "options"):
        data.pop(key)
    return canonical_hash(data)


def _civ1980_phase_end(g: GameState, phase: str) -> list[str]:
    # Rules 6.8: limits and support hold once phase 8 (surplus) ends.
    return invariants.check_after_surplus(g) if phase == "surplus" else []


def _civ1980_stack(g: GameState, card: str) -> int:
    return card_stack(card, g.options.calamity_stack_order)


CIV1980_FAMILY = family.FamilyGame(
    id="civ1980",
    state_class=GameState,
    options_class=Options,
    option_docs=OPTION_DOCS,
    rulings=RULINGS,
    validate_options=validate_options,
    phases=PHASES,
    round_names=civ1980_round,
    board_cut=civ1980_board_cut,
    token_allowance=flow.token_allowance,
    switches=family.Switches(),
    full_deck=invariants.civ1980_deck,
    counted_cards=total_cards,
    card_stack=_civ1980_stack,
    is_calamity=is_calamity,
    view_for=views.view_for,
    invariants=invariants.check,
    phase_end_checks=_civ1980_phase_end,
    secrecy=invariants.check_secrecy,
    standings=final_standings,
    legal_actions=legal_actions.CIV1980,
)

CIV1980 = CivRules("civ1980")
