"""The one typeface the renderer uses (DejaVu Sans Condensed Bold, vendored in ``data/``), the
size of a text, and a text fitted to a width: folded onto lines, or cut as a last resort.

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


@cache
def fit(text: str, size: int, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels (the longest cut that fits, found
    by bisection; cached, since the same labels come back on every image)."""
    if text_size(text, size)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_size(text[:mid] + "…", size)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def _pieces(word: str, size: int, width: int) -> list[str]:
    """A word too wide for a line, broken after its slashes and hyphens ("Defense/" "Colonization")."""
    if text_size(word, size)[0] <= width:
        return [word]
    parts: list[str] = []
    current = ""
    for ch in word:
        current += ch
        if ch in "/-":
            parts.append(current)
            current = ""
    return [*parts, current] if current else parts


@cache
def fold(text: str, size: int, width: int) -> tuple[str, ...]:
    """``text`` folded into lines of ``width`` pixels, as many as it takes: nothing is cut."""
    out: list[str] = []
    current = ""
    for word in text.split():
        for i, piece in enumerate(_pieces(word, size, width)):
            # A word's later pieces join their line without a space ("Defense/Colonization").
            glue = "" if i or not current else " "
            trial = current + glue + piece
            if text_size(trial, size)[0] <= width or not current:
                current = trial
            else:
                out.append(current)
                current = piece
    return (*out, current) if current else tuple(out)


@cache
def wrap(text: str, size: int, width: int, lines: int) -> list[str]:
    """``text`` folded into at most ``lines`` lines of ``width`` pixels (the last cut to fit)."""
    folded = fold(text, size, width)
    if len(folded) <= lines:
        return list(folded)
    return [*folded[: lines - 1], fit(" ".join(folded[lines - 1 :]), size, width)]
