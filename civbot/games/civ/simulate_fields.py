"""What ``civbot simulate`` reports of a game of the Civilization family beyond every game's
summary: the variant, and per player his nation, units, treasury, AST space and cards."""

from __future__ import annotations

from typing import Any

from engine.civ.api import GameState, units


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
    return (
        f"{row['nation']:<8} board {row['tokens_on_board']:>3}  stock {row['stock']:>3}  "
        f"treasury {row['treasury']:>3}  cities {row['cities']}  ships {row['ships']}  "
        f"AST {row['ast_position']:>2}  cards {len(row['civ_cards'])}"
    )
