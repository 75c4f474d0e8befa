"""Set-up facts of Advanced Civilization by player count (rules reference §4.2, 000 §16):
the board cut, the nations that may be chosen, the tokens each player uses, and the nations
nobody plays, whose pieces are the barbarians and pirates (000 §15.31)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.civ.advciv.content import Cut, setup
from engine.civ.advciv.state import adv
from engine.civ.state import GameState


def cut_for(options: Any, players: int) -> Cut:
    """The board cut of a game: the 5-player one chosen by option board_cut_5 (A4), the only
    one otherwise."""
    pc = setup().player_counts[players]
    if players == 5:
        return pc.cut(options.board_cut_5)
    return pc.default_cut


def board_cut(g: GameState) -> tuple[frozenset[str], bool]:
    """Areas out of play, and whether island city sites count (not with 2 players, 000 §16.8)."""
    return _board_cut(len(g.players), adv(g).options.board_cut_5)


@cache
def _board_cut(players: int, board_cut_5: str) -> tuple[frozenset[str], bool]:
    pc = setup().player_counts[players]
    cut = pc.cut(board_cut_5) if players == 5 else pc.default_cut
    return cut.out_of_play, pc.island_city_sites


def token_allowance(options: Any, players: int) -> int:
    """Tokens each player uses: 47 or 55 by player count (000 §16.2-16.8)."""
    return setup().player_counts[players].tokens


def unused_nations(g: GameState) -> list[str]:
    """Nations nobody plays, in AST order: their pieces are the neutral supply (000 §15.31).
    Before every nation is chosen, the nations still unchosen."""
    taken = {ps.nation for ps in g.player_states.values()}
    return [n for n in setup().ast_order if n not in taken]
