"""What ``civbot simulate`` reports of a game of the Civilization family beyond every game's
summary: the variant, and per player his nation, units, treasury, AST space and cards."""

from __future__ import annotations

from typing import Any

from engine.civ.api import GameState, units
from i18n.catalog import _


def civ_fields(g: GameState) -> dict[str, Any]:
    return {
        "variant": g.options.variant,
        "per_player": {
            p: {
                "nation": g.ps(p).nation,
                "tokens_on_board": units.tokens_on_board(g, p),
                "stock": g.ps(p).stock,
                "treasury": g.ps(p).treasury,
                "cities": units.city_count(g, p),
                "ships": len(units.ships_of(g, p)),
                "ast_position": g.ps(p).ast_position,
                "civ_cards": list(g.ps(p).civ_cards),
            }
            for p in g.players
        },
    }


def civ_line(row: dict[str, Any]) -> str:
    """A player's line in ``civbot simulate``'s summary."""
    return f"{row['nation']:<8} " + _(
        "board {board:>3}  stock {stock:>3}  treasury {treasury:>3}  cities {cities}  ships {ships}  "
        "AST {ast:>2}  cards {cards}",
        board=row["tokens_on_board"],
        stock=row["stock"],
        treasury=row["treasury"],
        cities=row["cities"],
        ships=row["ships"],
        ast=row["ast_position"],
        cards=len(row["civ_cards"]),
    )
