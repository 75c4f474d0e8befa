"""Images for the bot and the command line, drawn by the pictures of the view's game.

Each game declares its pictures in its family's folder, ``renderer/games/<family>/``:
``PICTURES`` maps each of its games to a :class:`GamePictures` (its public pictures by name and
a player's private hand), found through ``engine.GameParts``; nothing here names a game.
``render(view, name=None)`` draws the public picture ``name`` of an observer view as PNG bytes
(the Civilization family: the board, or a region crop; Through the Ages: the overview, the row,
the table, the military board, a tableau). ``render_hand(view)`` draws a player's private
picture from his own view. Every word is drawn in the language spoken
(``i18n.catalog.speaking``): the pictures' own words from the catalogue's ``pictures`` part,
the game's terms from its glossary (``renderer.words``). See ``docs/renderer.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine import DEFAULT_GAME, GameParts, spec

View = Mapping[str, Any]


@dataclass(frozen=True)
class GamePictures:
    """A game's pictures, as its folder in ``renderer/games/`` declares them."""

    # The public picture ``name`` of an observer view (None: the one posted after a phase or
    # turn), as PNG bytes; ValueError for a name the game has no picture of.
    public: Callable[[View, str | None], bytes]
    # A player's private picture (his hand) from his own view, as PNG bytes.
    hand: Callable[[View], bytes]
    # The names ``public`` accepts, as a player may type them (a command's choices).
    names: Callable[[], list[str]]


# Each game's pictures: ``PICTURES`` in its family's folder, ``renderer/games/<family>/``.
PICTURES: GameParts[GamePictures] = GameParts("renderer", "PICTURES")


def pictures_of(view: View) -> GamePictures:
    """The pictures of the view's game; ValueError when it has none yet."""
    game = str(view.get("game", DEFAULT_GAME))
    found = PICTURES.get(game)
    if found is None:
        raise ValueError(f"There are no images of {spec(game, offered_only=False).title} yet.")
    return found


def render(view: View, name: str | None = None) -> bytes:
    """PNG of the game as ``view`` shows it: its public picture ``name`` (None: the main one).

    Raises ValueError for a picture the game does not have, or a game that has no images yet.
    """
    return pictures_of(view).public(view, name)


def render_hand(view: View) -> bytes:
    """PNG of a player's private picture (his hand), from his own view."""
    return pictures_of(view).hand(view)


def picture_names(game: str = DEFAULT_GAME) -> list[str]:
    """The names of ``game``'s public pictures (none when it has no images)."""
    found = PICTURES.get(game)
    return found.names() if found is not None else []


__all__ = ["PICTURES", "GamePictures", "picture_names", "pictures_of", "render", "render_hand"]
