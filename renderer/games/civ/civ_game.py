"""What the Civilization board's renderer reads per game of the family.

Civilization (1980) and Advanced Civilization share the map and the pieces; they differ in the
board cut for a player count, the civilization cards (16 in four groups, or 24 in five), the AST
rows, what the side panel shows (victory points, neutral pieces) and the cards of a hand. Each
game of the family is one :class:`BoardGame` (1980's here, Advanced Civilization's in
``advciv/``), handed to the drawing functions by the game's pictures (``PICTURES``), so no
drawing function asks which game it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine import serial
from engine.civ.api import Options
from renderer.words import term

View = Mapping[str, Any]


@dataclass(frozen=True)
class CardFace:
    """How a civilization card is shown: its abbreviation and its groups."""

    abbreviation: str
    groups: tuple[str, ...]
    name: str = ""


@dataclass(frozen=True)
class HandRules:
    """A game's cards as the hand image reads them (the two games' card objects share the
    fields used here: name, value and set_value; name and tradable; name, cost and groups)."""

    commodities: Mapping[str, Any]
    calamities: Mapping[str, Any]
    civ_cards: Mapping[str, Any]
    order: Callable[[Iterable[str]], list[str]]
    # Credit a held card (first) gives toward another (second).
    credit: Callable[[str, str], int]
    # Commodity cards a player may keep (shown in Advanced Civilization), or None.
    hand_limit: int | None
    group_shapes: bool
    # The game, whose glossary names the cards in the language spoken.
    game: str

    def name(self, category: str, card: Any) -> str:
        """A card's name (``category``: ``commodities``, ``calamities`` or ``civ_cards``)."""
        return term(self.game, category, str(card.id), str(card.name))


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
    # The cards of a hand and what they cost, for the view's options (two credits of 1980
    # depend on them).
    hand: Callable[[Mapping[str, Any] | None], HandRules]


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


CIV1980_EPOCHS = ("stone_age", "early_bronze", "late_bronze", "early_iron", "late_iron")


def _civ1980_hand(raw: Mapping[str, Any] | None) -> HandRules:
    from engine.civ.api import civ_cards, credit_from, table_order, trade_cards

    options = _options(raw)
    return HandRules(
        trade_cards().commodities,
        trade_cards().calamities,
        civ_cards().cards,
        table_order,
        lambda giver, target: credit_from(giver, target, options),
        None,
        False,
        "civ1980",
    )


def _options(raw: Mapping[str, Any] | None) -> Options:
    if not raw:
        return Options()
    known = {k: v for k, v in raw.items() if k in Options.__dataclass_fields__}
    result: Options = serial.from_json(Options, known)
    return result


CIV1980 = BoardGame(
    "civ1980", _civ1980_cut, _civ1980_cards, _civ1980_epochs, False, False, CIV1980_EPOCHS, _civ1980_hand
)


def out_of_play(view: View, game: BoardGame) -> frozenset[str]:
    """Areas cut from the board for this player count, drawn greyed out."""
    n = view.get("player_count")
    return game.cut(n, view.get("options", {})) if isinstance(n, int) else frozenset()
