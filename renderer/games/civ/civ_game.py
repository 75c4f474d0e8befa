"""What the Civilization board's renderer reads per game of the family.

Civilization (1980) and Advanced Civilization share the map and the pieces; they differ in the
board cut for a player count, the civilization cards (16 in four groups, or 24 in five), the AST
rows, and what the side panel shows (victory points, neutral pieces). The renderer draws from
the view alone and looks up the view's game here, so no drawing function asks which game it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine import DEFAULT_GAME

View = Mapping[str, Any]


@dataclass(frozen=True)
class CardFace:
    """How a civilization card is shown: its abbreviation and its groups."""

    abbreviation: str
    groups: tuple[str, ...]
    name: str = ""


@dataclass(frozen=True)
class BoardGame:
    id: str
    # Areas out of play for a player count and the view's options.
    cut: Callable[[int, Mapping[str, Any]], frozenset[str]]
    cards: Callable[[], Mapping[str, CardFace]]
    # Each AST position's epoch (0 Stone Age ... 4 Late Iron Age), from the start to the
    # space before the finish, for a nation; None for a nation without a row.
    epochs: Callable[[Mapping[str, Any], str], list[int] | None]
    # Chips carry a shape per group (colour is never the only cue with five groups).
    group_shapes: bool
    # The panel shows each player's victory points.
    victory_points: bool
    # The glossary's keys of the epochs (0 Stone Age ... 4 Late Iron Age): the AST's key names
    # them in the language spoken.
    epoch_terms: tuple[str, ...]


# The 1980 panel's abbreviations (its data has none).
CIV1980_ABBREVIATIONS = {
    "pottery": "Pot",
    "cloth_making": "Clo",
    "metal_working": "Met",
    "agriculture": "Agr",
    "astronomy": "Ast",
    "coinage": "Coi",
    "medicine": "Med",
    "engineering": "Eng",
    "mysticism": "Mys",
    "drama_and_poetry": "D&P",
    "music": "Mus",
    "architecture": "Arc",
    "literacy": "Lit",
    "law": "Law",
    "democracy": "Dem",
    "philosophy": "Phi",
}
AST_SPACES = 16  # positions 0-15; position 16 is the finish in both games


def _civ1980_cut(players: int, options: Mapping[str, Any]) -> frozenset[str]:
    from engine.civ.api import setup

    counts = setup().player_counts
    return counts[players].out_of_play if players in counts else frozenset()


@cache
def _civ1980_cards() -> dict[str, CardFace]:
    from engine.civ.api import civ_cards

    return {
        c.id: CardFace(CIV1980_ABBREVIATIONS.get(c.id, c.id[:3].title()), tuple(c.groups), c.name)
        for c in civ_cards().cards.values()
    }


def _civ1980_epochs(options: Mapping[str, Any], nation: str) -> list[int] | None:
    from engine.civ.api import ast_tables

    tables = ast_tables()
    name = options.get("ast_table")
    table = (tables.get(name) if isinstance(name, str) else None) or next(iter(tables.values()))
    row = table.rows.get(nation)
    return None if row is None else [row.epoch_at(p) - 1 for p in range(AST_SPACES)]


def _advciv_cut(players: int, options: Mapping[str, Any]) -> frozenset[str]:
    from engine.civ.advciv.api import AdvCivOptions, cut_for, setup

    if players not in setup().player_counts:
        return frozenset()
    chosen = AdvCivOptions(board_cut_5=str(options.get("board_cut_5", AdvCivOptions.board_cut_5)))
    return cut_for(chosen, players).out_of_play


@cache
def _advciv_cards() -> dict[str, CardFace]:
    from engine.civ.advciv.api import civ_cards

    return {c.id: CardFace(c.abbreviation, c.groups, c.name) for c in civ_cards().cards.values()}


def _advciv_epochs(options: Mapping[str, Any], nation: str) -> list[int] | None:
    from engine.civ.advciv.api import ast

    tables = ast().tables
    name = options.get("ast_table")
    table = (tables.get(name) if isinstance(name, str) else None) or next(iter(tables.values()))
    row = table.get(nation)
    return None if row is None else list(row.epoch_of[:AST_SPACES])


CIV1980_EPOCHS = ("stone_age", "early_bronze", "late_bronze", "early_iron", "late_iron")
ADVCIV_EPOCHS = ("stone_age", "early_bronze_age", "late_bronze_age", "early_iron_age", "late_iron_age")
GAMES: dict[str, BoardGame] = {
    "civ1980": BoardGame(
        "civ1980", _civ1980_cut, _civ1980_cards, _civ1980_epochs, False, False, CIV1980_EPOCHS
    ),
    "advciv": BoardGame("advciv", _advciv_cut, _advciv_cards, _advciv_epochs, True, True, ADVCIV_EPOCHS),
}


def board_game(view: View) -> BoardGame:
    """The entry of the view's game (views without a game are Civilization (1980)'s)."""
    return GAMES.get(str(view.get("game", DEFAULT_GAME)), GAMES[DEFAULT_GAME])


def out_of_play(view: View) -> frozenset[str]:
    """Areas cut from the board for this player count, drawn greyed out."""
    n = view.get("player_count")
    return board_game(view).cut(n, view.get("options", {})) if isinstance(n, int) else frozenset()
