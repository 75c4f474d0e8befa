"""Images for the bot and the command line, chosen by the view's game.

``render(view, region=None)`` draws the public picture of a game as PNG bytes: for the
Civilization family the board, or a region crop; for Through the Ages (``renderer.games.tta``) the
overview, or the picture named (``row``, ``table``, ``military``, ``tableau:<player>``).
``render_hand`` draws a Civilization player's private hand (Through the Ages:
``renderer.games.tta.render_tta_hand_png``). Each family registers its renderer in ``RENDERERS``.
Every word is drawn in the language spoken (``i18n.catalog.speaking``): the pictures' own
words from the catalogue's ``pictures`` part, the game's terms from its glossary
(``renderer.words``).
See ``docs/renderer.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import DEFAULT_GAME, spec
from renderer.games.civ.geometry import regions
from renderer.games.civ.hand import render_hand
from renderer.games.civ.render import render as render_board
from renderer.games.tta import render_tta

Renderer = Callable[[Mapping[str, Any], str | None], bytes]

# Each game family's public picture (a new family adds its entry).
RENDERERS: dict[str, Renderer] = {"civ": render_board, "tta": render_tta}


def render(view: Mapping[str, Any], region: str | None = None) -> bytes:
    """PNG of the game as ``view`` shows it, drawn by the renderer of the view's game.

    Raises ValueError for an unknown region, or a game that has no images yet.
    """
    game = spec(str(view.get("game", DEFAULT_GAME)), offered_only=False)
    draw = RENDERERS.get(game.family)
    if draw is None:
        raise ValueError(f"There are no images of {game.title} yet.")
    return draw(view, region)


def region_names() -> list[str]:
    """Names accepted by ``render(view, region=...)`` for the Civilization board."""
    return list(regions())


__all__ = ["RENDERERS", "region_names", "render", "render_hand"]
