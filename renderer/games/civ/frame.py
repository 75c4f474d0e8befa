"""A frame: which part of the map is drawn, at what zoom, onto how large an image."""

from __future__ import annotations

from dataclasses import dataclass

from renderer import style
from renderer.games.civ.geometry import Point, geometry, region

# A region crop is scaled so that its longer side is about this many pixels: large enough for
# a phone at full resolution, small enough to upload quickly.
REGION_TARGET = 1400
REGION_MAX_ZOOM = 3.0


@dataclass(frozen=True)
class Frame:
    left: int  # geometry units at the image's top-left corner
    top: int
    zoom: float  # output pixels per geometry unit
    width: int  # output pixels
    height: int
    factor: float  # symbol and text size relative to the full board

    def px(self, point: Point) -> tuple[float, float]:
        return (point[0] - self.left) * self.zoom, (point[1] - self.top) * self.zoom

    def size(self, full_board_pixels: float) -> int:
        """A symbol size given for the full board, scaled for this frame."""
        return max(1, round(full_board_pixels * self.factor))

    def holds(self, x: float, y: float, reach: float) -> bool:
        """Whether a symbol of radius ``reach`` around pixel (x, y) lies wholly in the image: one
        that a crop's edge would cut is not drawn (its neighbouring crop shows it whole)."""
        return reach <= x <= self.width - reach and reach <= y <= self.height - reach

    def scaled(self, by: int) -> Frame:
        """The same frame drawn ``by`` times larger (for supersampling)."""
        return Frame(self.left, self.top, self.zoom * by, self.width * by, self.height * by, self.factor * by)


def full_frame() -> Frame:
    """The whole map, with room on the left for the Aegean inset."""
    geo = geometry()
    z = style.FULL_SCALE
    room = style.INSET_ROOM
    return Frame(-round(room / z), 0, z, round(geo.width * z) + room, round(geo.height * z), 1.0)


def region_frame(name: str) -> Frame:
    left, top, right, bottom = region(name).box
    zoom = min(REGION_MAX_ZOOM, REGION_TARGET / max(right - left, bottom - top))
    width, height = round((right - left) * zoom), round((bottom - top) * zoom)
    return Frame(left, top, zoom, width, height, style.style_factor(zoom))
