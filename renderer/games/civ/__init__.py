"""The pictures of the Civilization family: the board (the static map of ``data/``, the pieces,
the side panel, the Aegean inset; ``render``) and a player's hand (``hand``), the same for both
games of the family; what differs between them is each game's :class:`BoardGame`
(``civ_game.CIV1980``, ``advciv.board_game.ADVCIV``), given to the drawing functions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderer import GamePictures
from renderer.games.civ.advciv.board_game import ADVCIV
from renderer.games.civ.civ_game import CIV1980, BoardGame


def _pictures(game: BoardGame) -> GamePictures:
    def board(view: Mapping[str, Any], region: str | None) -> bytes:
        from renderer.games.civ.render import render

        return render(view, game, region)

    def hand(view: Mapping[str, Any]) -> bytes:
        from renderer.games.civ.hand import private_part, render_hand

        return render_hand(private_part(view), game, view.get("options"))

    return GamePictures(public=board, hand=hand, names=_regions)


def _regions() -> list[str]:
    from renderer.games.civ.geometry import regions

    return list(regions())


PICTURES = {"civ1980": _pictures(CIV1980), "advciv": _pictures(ADVCIV)}
