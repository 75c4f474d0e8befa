"""Pictures as PNG bytes, the same way for every game: fast to encode for the bot, and a compact
palette form for pictures kept in numbers (the demo's)."""

from __future__ import annotations

import io

from PIL import Image

# zlib level 3: several times faster than the default 6 for a few percent more bytes; these
# images are mostly flat colour and compress well either way.
PNG_COMPRESS_LEVEL = 3


def encode_png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def compact_png(png: bytes) -> bytes:
    """The same picture in a palette of 256 colours: about a quarter of the bytes (a crowded
    board: 1.47 MB to 0.37 MB), for pictures kept in numbers such as the demo's. The map's flat
    colours survive; only the anti-aliased edges lose a little (no dithering, so no noise)."""
    with Image.open(io.BytesIO(png)) as image:
        palette = image.convert("RGB").quantize(256, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    palette.save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()
