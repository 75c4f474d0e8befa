"""Market's pictures (``renderer.GamePictures``): the market stalls, public (every merchant's
score and how many goods he holds, the deck, the discards, who has decided), and a merchant's
hand, drawn from his own view only. A view may carry ``names`` (seat -> display name), as the
bot adds them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from renderer import GamePictures
from renderer.fonts import font
from renderer.png import encode_png
from tests.market.state import good

PAPER, INK, GOLD = (246, 240, 222), (40, 34, 24), (196, 150, 40)
WIDTH, LINE, SIZE = 520, 34, 20
NAMES = ("stalls",)


def _canvas(lines: list[str], title: str) -> bytes:
    image = Image.new("RGB", (WIDTH, LINE * (len(lines) + 2)), PAPER)
    draw = ImageDraw.Draw(image)
    draw.text((16, 10), title, fill=GOLD, font=font(SIZE + 4))
    for i, line in enumerate(lines, start=1):
        draw.text((16, 10 + LINE * i + 6), line, fill=INK, font=font(SIZE))
    return encode_png(image)


def stalls(view: Mapping[str, Any], name: str | None = None) -> bytes:
    if view.get("role") != "observer":
        raise ValueError("The market stalls are drawn from what everyone sees only.")
    if name not in (None, *NAMES):
        raise ValueError(f"There is no picture {name!r}; pictures: {', '.join(NAMES)}.")
    names = view.get("names", {})
    done = set(view["submitted"])
    rows = [
        f"{names.get(r['player'], r['player'])}: {r['score']} points, {r['hand_size']} goods"
        + (" (decided)" if r["player"] in done else "")
        for r in view["players"]
    ]
    rows.append(
        f"Deck {view['deck_size']}, discards: {', '.join(good(c) for c in view['discard']) or 'none'}"
    )
    return _canvas(rows, f"Market, round {view['round']}: {view['phase_title']}")


def hand(view: Mapping[str, Any]) -> bytes:
    you = view.get("you")
    if you is None:
        raise ValueError("A hand is drawn from its merchant's own view only.")
    drawn = [f"Drawn: {', '.join(good(c) for c in you['drawn'])}"] if you["drawn"] else []
    return _canvas([", ".join(good(c) for c in you["hand"]) or "no goods", *drawn], "Your goods")


PICTURES = GamePictures(public=stalls, hand=hand, names=lambda: list(NAMES))
