"""The games of the Civilization family, and what the shared code asks of each one.

Civilization (1980) and Advanced Civilization (1991) share the map, the pieces and the
13-phase round (``engine.civ``). Whatever differs between them is looked up here by the
state's game id, so no shared module ever asks ``if game == ...``: each game describes itself
once, in a :class:`FamilyGame` (1980's in ``engine.civ.game``, Advanced Civilization's in
``engine.civ.advciv.game``), and the shared code reads the entry of ``g.game``.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol

from engine.core.options import OptionDoc, Ruling

if TYPE_CHECKING:
    from engine.civ.state import GameState
    from engine.core.decisions import Decision


class ViewFor(Protocol):
    """A game's view of the state for ``viewer`` in ``role``; ``decisions``, when given, are
    the state's pending decisions already found, and ``like`` a view of the same state for
    another viewer whose public parts this one shares (several views of one state)."""

    def __call__(
        self,
        g: GameState,
        viewer: str | None,
        role: str | None,
        decisions: list[Decision] | None = None,
        like: dict[str, Any] | None = None,
    ) -> dict[str, Any]: ...


# Where each game of the family describes itself ("module:attribute" of a FamilyGame).
WHERE: dict[str, str] = {
    "civ1980": "engine.civ.game:CIV1980_FAMILY",
    "advciv": "engine.civ.advciv.game:ADVCIV_FAMILY",
}


@dataclass(frozen=True)
class Switches:
    """Numbers and switches of the shared phases that differ between the games."""

    # Holders of these cards build ships and move after all other players (AdvCiv 000 §22.11).
    acts_last: tuple[str, ...] = ()
    # A ship may leave a two-coast area by the other coast in a later round while its owner has
    # a unit there (1980 rules 7.6); never in Advanced Civilization (000 §23.57).
    double_coast_switch: bool = True


@dataclass(frozen=True)
class FamilyGame:
    """One game of the family: its data, options, phases and checks."""

    id: str
    state_class: type[GameState]
    options_class: type
    option_docs: Mapping[str, OptionDoc]
    rulings: list[Ruling]
    validate_options: Callable[[Any, int], None]
    # Phase name -> ("module", "Class"); the round's phase names for a state.
    phases: Mapping[str, tuple[str, str]]
    round_names: Callable[[GameState], list[str]]
    # (areas out of play, whether island city sites may be used) for a state: a function of the
    # game's options and player count alone (``geography.game_map`` remembers it per options).
    board_cut: Callable[[GameState], tuple[frozenset[str], bool]]
    token_allowance: Callable[[Any, int], int]
    switches: Switches
    # Every trade card of the game (id -> copies); where the state holds them now; the stack a
    # card belongs to; which cards are calamities.
    full_deck: Callable[[], Counter[str]]
    counted_cards: Callable[[GameState], Counter[str]]
    card_stack: Callable[[GameState, str], int]
    is_calamity: Callable[[str], bool]
    view_for: ViewFor
    invariants: Callable[[GameState], list[str]]
    phase_end_checks: Callable[[GameState, str], list[str]]
    secrecy: Callable[[GameState], list[str]]
    standings: Callable[[GameState], list[dict[str, Any]]]
    # Decision kind -> the lister of its legal actions (``engine.core.legal``).
    legal_actions: Mapping[str, Callable[[GameState, Any, Any], list[Any]]]
    # The part of a player's score everyone sees, in a game won on points (Advanced
    # Civilization's victory points without the hand, 000 §35.1); None in a game won on the AST
    # alone (1980).
    public_score: Callable[[GameState, str], int] | None = None
    # The piles of trade cards the game keeps besides the stacks, hands and held calamities
    # (Advanced Civilization's recycling pile): still between most actions, as the stacks.
    own_card_piles: Callable[[GameState], list[list[str]]] = lambda g: []


@cache
def family_game(game: str) -> FamilyGame:
    """The family entry of ``game`` (imported on first use)."""
    module, _, attribute = WHERE[game].partition(":")
    found: FamilyGame = getattr(importlib.import_module(module), attribute)
    return found


def of(g: GameState) -> FamilyGame:
    return family_game(g.game)


def shown_score(g: GameState, player: str) -> int | None:
    """The part of ``player``'s score everyone sees, or None in a game won on the AST alone."""
    score = of(g).public_score
    return None if score is None else score(g, player)
