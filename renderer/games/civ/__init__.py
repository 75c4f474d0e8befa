"""The pictures of the Civilization family: the board (the static map of ``data/``, the pieces,
the side panel, the Aegean inset; ``render``) and a player's hand (``hand``), the same for both
games of the family; what differs between them is read from the view's game (``civ_game``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderer import GamePictures


def _board(view: Mapping[str, Any], region: str | None) -> bytes:
    from renderer.games.civ.render import render

    return render(view, region)


def _hand(view: Mapping[str, Any]) -> bytes:
    from renderer.games.civ.hand import private_part, render_hand

    return render_hand(private_part(view), view.get("options"))


def _regions() -> list[str]:
    from renderer.games.civ.geometry import regions

    return list(regions())


_BOARD = GamePictures(public=_board, hand=_hand, names=_regions)
PICTURES = {"civ1980": _BOARD, "advciv": _BOARD}
