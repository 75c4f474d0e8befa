"""Through the Ages images, drawn with Pillow from views (``engine.tta.views``).

``render_tta(view, picture)`` returns PNG bytes of one public picture of an observer view:

- ``None`` or ``"overview"``: the card row, every civilization's figures and the military board,
  one above the other (what the bot posts after each turn);
- ``"row"``, ``"table"``, ``"military"``: one of those alone;
- ``"tableau:<player>"``: that player's tableau (his whole civilization).

``render_tta_hand_png(view)`` draws a player's hand from his own view (DMs only). A view may
carry ``names`` (seat id -> display name), which the bot adds; seat ids are printed otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from renderer import GamePictures
from renderer.games.tta.draw import PAPER
from renderer.games.tta.hand import render_tta_hand
from renderer.games.tta.military import draw_military, military_height, render_military
from renderer.games.tta.row import draw_row, render_row, row_size
from renderer.games.tta.table import draw_table, render_table, table_height
from renderer.games.tta.tableau import render_tableau
from renderer.png import encode_png

NAMES = ("overview", "row", "table", "military", "tableau:<player>")


def compose(view: Mapping[str, Any], picture: str | None = None) -> Image.Image:
    """The picture as an image (before encoding)."""
    if view.get("role") == "player" or "private" in view:
        raise ValueError("public pictures are drawn from observer views only")
    if picture in (None, "overview"):
        return overview(view)
    if picture == "row":
        return render_row(view)
    if picture == "table":
        return render_table(view)
    if picture == "military":
        return render_military(view)
    if picture is not None and picture.startswith("tableau:"):
        return render_tableau(view, picture.split(":", 1)[1])
    raise ValueError(f"There is no picture {picture!r}; pictures: {', '.join(NAMES)}.")


def overview(view: Mapping[str, Any]) -> Image.Image:
    width, row_h = row_size()
    image = Image.new("RGB", (width, row_h + table_height(view, width) + military_height(view, width)), PAPER)
    y = draw_row(image, view, 0)
    y = draw_table(image, view, y)
    draw_military(image, view, y)
    return image


def render_tta(view: Mapping[str, Any], picture: str | None = None) -> bytes:
    return encode_png(compose(view, picture))


def render_tta_hand_png(view: Mapping[str, Any]) -> bytes:
    return encode_png(render_tta_hand(view))


# A player may ask for a picture by its name; a tableau is asked for as ``tableau:<player>``.
PICTURES = {
    "tta": GamePictures(
        public=render_tta, hand=render_tta_hand_png, names=lambda: [n for n in NAMES if "<" not in n]
    )
}

__all__ = ["NAMES", "PICTURES", "compose", "render_tta", "render_tta_hand_png"]
