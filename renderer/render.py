"""``render(view, region)``: the board image of an engine view, as PNG bytes.

A pure function of the view: the cached static map (``baselayer``) is copied, the pieces and
highlights are drawn on the copy, the side panel (full board) or a title strip (region crop)
is added, and the result is encoded.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from engine.civ.content import board, setup
from renderer import style
from renderer.baselayer import base_layer
from renderer.fonts import font, text_size
from renderer.frame import Frame, full_frame, region_frame
from renderer.geometry import region as find_region
from renderer.panel import marker, render_panel
from renderer.pieces import draw_highlights, draw_pieces

# zlib level 3: several times faster than the default 6 for a few percent more bytes; these
# images are mostly flat colour and compress well either way.
PNG_COMPRESS_LEVEL = 3


def out_of_play(view: Mapping[str, Any]) -> frozenset[str]:
    """Areas cut from the board for this player count (rules 4.3), drawn greyed out."""
    counts = setup().player_counts
    n = view.get("player_count")
    return counts[n].out_of_play if isinstance(n, int) and n in counts else frozenset()


def open_seas(view: Mapping[str, Any]) -> frozenset[str]:
    enclosed_open = bool(view.get("options", {}).get("enclosed_seas_open_sea", True))
    return frozenset(
        a.id for a in board().areas.values() if a.kind == "sea" and (enclosed_open or not a.enclosed_sea)
    )


def encode_png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def map_image(view: Mapping[str, Any], frame: Frame) -> Image.Image:
    image = base_layer(frame, out_of_play(view), open_seas(view)).copy()
    draw_highlights(image, frame, [a for a in view.get("changed_areas", []) if isinstance(a, str)])
    draw_pieces(image, frame, view)
    return image


def _title_strip(view: Mapping[str, Any], title: str, width: int) -> Image.Image:
    """Region title, round and phase, and which nation is which colour and shape."""
    image = Image.new("RGB", (width, 74), style.PAPER)
    draw = ImageDraw.Draw(image)
    draw.text((16, 8), title, font=font(26), fill=style.INK)
    phase = f"Round {view.get('round', '?')} · {view.get('phase_title', '')}"
    draw.text((width - 16, 12), phase, font=font(20), fill=style.MUTED, anchor="ra")
    x = 16
    for p in view.get("players", []):
        nation = p.get("nation") or ""
        marker(draw, nation, x + 9, 54, 9)
        label = p.get("nation_name") or p["player"]
        draw.text((x + 22, 44), label, font=font(17), fill=style.INK)
        x += 40 + text_size(label, 17)[0]
    draw.line([(0, 73), (width, 73)], fill=style.MUTED, width=2)
    return image


def compose(view: Mapping[str, Any], region: str | None = None) -> Image.Image:
    """The board image (before encoding)."""
    if region is None:
        frame = full_frame()
        board_image = map_image(view, frame)
        image = Image.new("RGB", (frame.width + style.PANEL_WIDTH, frame.height), style.PAPER)
        image.paste(board_image, (0, 0))
        image.paste(render_panel(view, frame.height), (frame.width, 0))
        return image
    r = find_region(region)
    frame = region_frame(region)
    strip = _title_strip(view, r.title, frame.width)
    image = Image.new("RGB", (frame.width, frame.height + strip.height), style.PAPER)
    image.paste(strip, (0, 0))
    image.paste(map_image(view, frame), (0, strip.height))
    return image


def render(view: Mapping[str, Any], region: str | None = None) -> bytes:
    """PNG of the board as ``view`` shows it; ``region`` crops to a named region at higher zoom.

    Raises ValueError for an unknown region (the message lists the valid names).
    """
    return encode_png(compose(view, region))
