"""Sizes and colours of everything the renderer draws.

Sizes are in output pixels of the full-board image (``FULL_SCALE`` output pixels per
geometry unit). Region crops zoom the geometry further and grow these sizes more slowly
(``style_factor``), so a zoomed map gets roomier, not just bigger. The geometry converter
imports the sizes too: it places labels and anchors so that these boxes fit.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

# Output pixels per geometry unit on the full board: the board is 2776 units wide, so the
# map is about 1940 px and the image, with the side panel, about 2400 px.
FULL_SCALE = 0.7
PANEL_WIDTH = 470
# The full board's map is widened on the left by this many pixels of off-board margin, where
# the Aegean inset stands (renderer/games/civ/inset.py).
INSET_ROOM = 310
# Base layers are drawn this many times larger and shrunk once, which anti-aliases the
# polygons (Pillow draws them aliased); they are cached, so the cost is paid once.
SUPERSAMPLE = 2

LABEL_FONT = 13
SEA_LABEL_FONT = 17
POPULATION_FONT = 12
POPULATION_RADIUS = 9
CITY_SITE_SIZE = 12
TOKEN_SIZE = 25
TOKEN_FONT = 15
CITY_SIZE = 28
SHIP_WIDTH = 40
SHIP_HEIGHT = 24

# Room the converter reserves per area (output pixels): two counters side by side.
TOKEN_BOX = (2 * TOKEN_SIZE + 4, TOKEN_SIZE + 2)
SHIP_BOX = (SHIP_WIDTH + 4, SHIP_HEIGHT + 2)

# Map colours: land in greens and tans, sea in blues.
OFF_BOARD: Colour = (214, 206, 186)
SEA: Colour = (118, 170, 214)
SHALLOW_SEA: Colour = (152, 196, 230)
COAST_LINE: Colour = (44, 84, 120)
SEA_BORDER: Colour = (86, 136, 186)
LAND: Colour = (205, 214, 160)
LAND_ALT: Colour = (222, 210, 160)
FLOOD_PLAIN: Colour = (160, 204, 150)
FLOOD_STRIPE: Colour = (118, 176, 140)
LAND_BORDER: Colour = (92, 84, 60)
OUT_OF_PLAY: Colour = (176, 172, 160)
OUT_OF_PLAY_SEA: Colour = (150, 164, 176)
LABEL_TEXT: Colour = (40, 34, 24)
LABEL_OUTLINE: Colour = (246, 242, 226)
SEA_LABEL_TEXT: Colour = (22, 54, 98)
SEA_LABEL_OUTLINE: Colour = (170, 206, 236)
POPULATION_FILL: Colour = (250, 248, 238)
POPULATION_RING: Colour = (60, 52, 36)
CITY_SITE_BLACK: Colour = (20, 20, 20)
CITY_SITE_WHITE: Colour = (255, 255, 255)
VOLCANO: Colour = (190, 40, 20)
HIGHLIGHT: Colour = (255, 236, 0)
HIGHLIGHT_EDGE: Colour = (30, 20, 0)
INK: Colour = (24, 24, 24)
PAPER: Colour = (246, 240, 222)
PAPER_DARK: Colour = (226, 216, 190)
MUTED: Colour = (110, 100, 80)


def style_factor(zoom: float) -> float:
    """How much larger symbols and text are drawn at geometry scale ``zoom`` than on the full board."""
    return float((zoom / FULL_SCALE) ** 0.5)
