"""Advanced Civilization as the family's board and hand pictures read it: the board cut for a
player count and the chosen cut of five players (000 §16), 24 civilization cards in five groups
(drawn with a shape per group), the AST rows of the chosen table, victory points in the panel,
and a hand that shows the commodity limit (000 §31.7)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from renderer.games.civ.civ_game import AST_SPACES, BoardGame, CardFace, HandRules


def _cut(players: int, options: Mapping[str, Any]) -> frozenset[str]:
    from engine.civ.advciv.api import AdvCivOptions, cut_for, setup

    if players not in setup().player_counts:
        return frozenset()
    chosen = AdvCivOptions(board_cut_5=str(options.get("board_cut_5", AdvCivOptions.board_cut_5)))
    return cut_for(chosen, players).out_of_play


@cache
def _cards() -> dict[str, CardFace]:
    from engine.civ.advciv.api import civ_cards

    return {c.id: CardFace(c.abbreviation, c.groups, c.name) for c in civ_cards().cards.values()}


def _epochs(options: Mapping[str, Any], nation: str) -> list[int] | None:
    from engine.civ.advciv.api import ast

    tables = ast().tables
    name = options.get("ast_table")
    table = (tables.get(name) if isinstance(name, str) else None) or next(iter(tables.values()))
    row = table.get(nation)
    return None if row is None else list(row.epoch_of[:AST_SPACES])


def _hand(raw: Mapping[str, Any] | None) -> HandRules:
    from engine.civ.advciv.api import civ_cards, trade_cards

    data = civ_cards()
    return HandRules(
        trade_cards().commodities,
        trade_cards().calamities,
        data.cards,
        lambda cards: data.order(list(cards)),
        lambda giver, target: data.credits[giver][target] if giver != target else 0,
        trade_cards().hand_limit,
        True,
        "advciv",
    )


EPOCHS = ("stone_age", "early_bronze_age", "late_bronze_age", "early_iron_age", "late_iron_age")
ADVCIV = BoardGame("advciv", _cut, _cards, _epochs, True, True, EPOCHS, _hand)
