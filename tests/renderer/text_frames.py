"""Every text a picture draws, measured against the frames around it.

While ``recording()`` is active, Pillow's ``ImageDraw.text`` and the rectangle calls are watched:
each text's box (``textbbox`` with the same arguments) is kept with the rectangles (frames: a card,
a tile, a column, a header bar) drawn on the same image. A text is *misfit* when it

- is cut by its image's edge (partly outside; wholly outside is a viewport at work),
- crosses a frame's border (partly inside, partly outside: "×8 = 8 res" running over its tile),
- was shortened with an ellipsis (the reader never sees the rest),
- or is written over another text.

Rectangles narrower or lower than ``RULE`` pixels are rules, chips and map symbols (a city site,
a volcano), not frames that hold a text. The renderer itself
is not changed by this: the test measures what it draws.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

RULE = 24
OVERLAP = 2
ELLIPSIS = "…"

Box = tuple[float, float, float, float]


@dataclass
class Drawn:
    texts: list[tuple[int, str, Box]] = field(default_factory=list)  # (image id, text, box)
    frames: list[tuple[int, Box]] = field(default_factory=list)
    sizes: dict[int, tuple[int, int]] = field(default_factory=dict)
    # Every image drawn on stays alive while recording, so that no id is reused by another.
    images: list[Any] = field(default_factory=list)

    def misfits(self) -> list[str]:
        out = []
        for image, text, box in self.texts:
            width, height = self.sizes[image]
            where = f"{text!r} at {tuple(round(v) for v in box)}"
            # Wholly outside is a viewport at work (a region crop, the inset), not a cut text.
            if _crosses(box, (0, 0, width, height)):
                out.append(f"{where} is cut by the edge of its {width}x{height} picture")
            if text.rstrip().endswith(ELLIPSIS):
                out.append(f"{where} is cut short with an ellipsis")
            for frame_image, frame in self.frames:
                if frame_image == image and _crosses(box, frame):
                    out.append(f"{where} crosses the border of the frame {tuple(round(v) for v in frame)}")
        return out + self._overlaps()

    def _overlaps(self) -> list[str]:
        """Two texts written over each other (more than ``OVERLAP`` pixels both ways)."""
        out = []
        by_image: dict[int, list[tuple[str, Box]]] = {}
        for image, text, box in self.texts:
            by_image.setdefault(image, []).append((text, box))
        for texts in by_image.values():
            texts.sort(key=lambda t: t[1][0])
            for i, (text, box) in enumerate(texts):
                for other, obox in texts[i + 1 :]:
                    if obox[0] >= box[2] - OVERLAP:
                        break
                    if min(box[3], obox[3]) - max(box[1], obox[1]) > OVERLAP and (text, box) != (other, obox):
                        out.append(f"{text!r} and {other!r} are written over each other at {box[:2]}")
        return out


def _crosses(text: Box, frame: Box) -> bool:
    """The text lies partly inside the frame and partly outside it."""
    inside = text[0] >= frame[0] and text[1] >= frame[1] and text[2] <= frame[2] and text[3] <= frame[3]
    apart = text[2] <= frame[0] or text[0] >= frame[2] or text[3] <= frame[1] or text[1] >= frame[3]
    return not inside and not apart


def _box(xy: Any) -> Box:
    if isinstance(xy[0], (tuple, list)):
        (x0, y0), (x1, y1) = xy
    else:
        x0, y0, x1, y1 = xy
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))


@contextmanager
def recording() -> Iterator[Drawn]:
    drawn = Drawn()
    cls = ImageDraw.ImageDraw
    originals = {name: getattr(cls, name) for name in ("text", "rectangle", "rounded_rectangle")}

    def image_of(draw: ImageDraw.ImageDraw) -> int:
        image: Image.Image | Any = draw._image  # type: ignore[attr-defined]
        if id(image) not in drawn.sizes:
            drawn.images.append(image)
            drawn.sizes[id(image)] = image.size
        return id(image)

    def text(self: ImageDraw.ImageDraw, xy: Any, value: Any, *args: Any, **kw: Any) -> Any:
        if isinstance(value, str) and value.strip():
            given = dict(zip(("fill", "font", "anchor", "spacing", "align"), args, strict=False)) | kw
            # The glyphs' box: an outline's halo may touch its neighbours' (map names do).
            keep = ("font", "anchor", "spacing", "align", "font_size")
            box = self.textbbox(xy, value, **{k: v for k, v in given.items() if k in keep})
            drawn.texts.append((image_of(self), value, box))
        return originals["text"](self, xy, value, *args, **kw)

    def frame(name: str) -> Any:
        def draw_frame(self: ImageDraw.ImageDraw, xy: Any, *args: Any, **kw: Any) -> Any:
            box = _box(xy)
            if box[2] - box[0] >= RULE and box[3] - box[1] >= RULE:
                drawn.frames.append((image_of(self), box))
            return originals[name](self, xy, *args, **kw)

        return draw_frame

    cls.text = text  # type: ignore[method-assign]
    cls.rectangle = frame("rectangle")  # type: ignore[method-assign]
    cls.rounded_rectangle = frame("rounded_rectangle")  # type: ignore[method-assign]
    try:
        yield drawn
    finally:
        for name, original in originals.items():
            setattr(cls, name, original)
