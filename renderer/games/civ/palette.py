"""Player colours and marker shapes, keyed by nation.

Colours are the Okabe-Ito palette (distinguishable with the common colour-vision
deficiencies) plus white, but for Assyria's wine; on top of that every nation has its own
marker shape, so no two nations are ever told apart by colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from renderer.markers import (
    CIRCLE,
    CROSS,
    DIAMOND,
    HEXAGON,
    OCTAGON,
    PENTAGON,
    SHIELD,
    SQUARE,
    STAR,
    TRIANGLE,
    TRIANGLE_DOWN,
)
from renderer.style import Colour


@dataclass(frozen=True)
class NationStyle:
    nation: str
    colour: Colour
    text: Colour  # numbers and letters drawn on the colour
    edge: Colour  # outline of counters
    shape: str


_BLACK: Colour = (0, 0, 0)
_WHITE: Colour = (255, 255, 255)
_DARK_EDGE: Colour = (20, 20, 20)

NATION_STYLES: dict[str, NationStyle] = {
    s.nation: s
    for s in (
        NationStyle("africa", (213, 94, 0), _WHITE, _DARK_EDGE, CIRCLE),  # vermillion
        NationStyle("italy", (0, 158, 115), _WHITE, _DARK_EDGE, SQUARE),  # bluish green
        NationStyle("illyria", (86, 180, 233), _BLACK, _DARK_EDGE, DIAMOND),  # sky blue
        NationStyle("thrace", (240, 228, 66), _BLACK, _DARK_EDGE, TRIANGLE),  # yellow
        NationStyle("crete", (0, 114, 178), _WHITE, _DARK_EDGE, HEXAGON),  # blue
        NationStyle("asia", (204, 121, 167), _BLACK, _DARK_EDGE, PENTAGON),  # reddish purple
        # Wine (Paul Tol's muted palette), not Okabe-Ito's orange: beside Africa's vermillion and
        # Thrace's yellow an orange Assyria was hard to tell at eight players (issue 26).
        NationStyle("assyria", (136, 34, 85), _WHITE, _DARK_EDGE, TRIANGLE_DOWN),  # wine
        NationStyle("babylon", (30, 30, 30), _WHITE, (230, 230, 230), OCTAGON),  # black
        NationStyle("egypt", (250, 250, 250), _BLACK, _DARK_EDGE, SHIELD),  # white
    )
}

# Advanced Civilization's neutral pieces (barbarian tokens, pirate cities): no nation's colour
# and no nation's shape, so they never pass for a player's.
BARBARIANS, PIRATES = "barbarians", "pirates"
NEUTRAL_STYLES: dict[str, NationStyle] = {
    BARBARIANS: NationStyle(BARBARIANS, (122, 82, 48), _WHITE, _DARK_EDGE, STAR),  # brown star
    PIRATES: NationStyle(PIRATES, (64, 64, 64), _WHITE, _DARK_EDGE, CROSS),  # grey tower, white cross
}

# A player whose nation is not chosen yet (set-up) or unknown to this palette.
UNKNOWN_STYLE = NationStyle("", (150, 150, 150), _BLACK, _DARK_EDGE, CIRCLE)


def nation_style(nation: str | None) -> NationStyle:
    key = nation or ""
    return NATION_STYLES.get(key) or NEUTRAL_STYLES.get(key, UNKNOWN_STYLE)
