"""The one typeface the renderer uses: DejaVu Sans Condensed Bold, vendored in ``data/``.

Vendored rather than looked up on the system so that a fresh machine (CI) renders exactly
what a developer's machine renders; the licence is ``data/DejaVu-LICENSE.txt``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources

from PIL import ImageFont

FONT_FILE = "DejaVuSansCondensed-Bold.ttf"


@cache
def _font_bytes() -> bytes:
    return resources.files("renderer.data").joinpath(FONT_FILE).read_bytes()


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    """The font at ``size`` pixels (cached: Pillow parses the file once per size)."""
    from io import BytesIO

    return ImageFont.truetype(BytesIO(_font_bytes()), size=max(6, size))


@lru_cache(maxsize=8192)
def text_size(text: str, size: int, stroke: int = 0) -> tuple[int, int]:
    """Width and height of ``text`` drawn at ``size`` with an outline of ``stroke`` pixels."""
    left, top, right, bottom = font(size).getbbox(text, stroke_width=stroke)
    return int(right - left), int(bottom - top)
