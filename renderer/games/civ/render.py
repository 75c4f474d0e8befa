"""``render(view, region)``: the board image of an engine view, as PNG bytes.

A pure function of the view: the cached static map (``baselayer``) is copied, the pieces and
highlights are drawn on the copy, the side panel (full board) or a title strip (region crop)
is added, and the result is encoded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from engine.civ.api import board
from i18n.catalog import N_, _
from renderer import style
from renderer.fonts import font, text_size
from renderer.games.civ import inset
from renderer.games.civ.baselayer import base_layer, paintable
from renderer.games.civ.civ_game import out_of_play
from renderer.games.civ.frame import Frame, full_frame, region_frame
from renderer.games.civ.geometry import region as find_region
from renderer.games.civ.labels import Rect, label_boxes
from renderer.games.civ.layout import Placement
from renderer.games.civ.palette import BARBARIANS, PIRATES
from renderer.games.civ.panel import marker, nation_or_name, render_panel
from renderer.games.civ.pieces import Pieces, draw_highlights, draw_pieces, layout_pieces
from renderer.png import encode_png
from renderer.words import phase_title

# The regions' titles (``data/regions.json``), marked for the catalogue: the title strip prints
# them in the language spoken (a test checks that every region's title is here).
REGION_TITLES = (
    N_("Greece and the Aegean"),
    N_("Italy and the islands"),
    N_("Egypt and the Levant"),
    N_("Mesopotamia and Persia"),
    N_("Anatolia"),
    N_("North Africa"),
    N_("The Black Sea"),
)


def open_seas(view: Mapping[str, Any]) -> frozenset[str]:
    enclosed_open = bool(view.get("options", {}).get("enclosed_seas_open_sea", True))
    return frozenset(
        a.id for a in board().areas.values() if a.kind == "sea" and (enclosed_open or not a.enclosed_sea)
    )


@dataclass
class MapPart:
    """One map in one frame: the names printed, the pieces placed, and what else was kept
    clear of pieces (the inset over the main map)."""

    frame: Frame
    names: list[Rect]
    placed: list[tuple[Pieces, Placement]]
    kept_clear: list[Rect] = field(default_factory=list)
    # The inset's part of the main map, outlined.
    source: Rect | None = None
    # The inset: areas whose pieces are on the main map are washed out.
    dim_others: bool = False


def lay_out(
    view: Mapping[str, Any],
    frame: Frame,
    keep: Callable[[str], bool] = lambda a: True,
    kept_clear: list[Rect] | None = None,
    source: Rect | None = None,
) -> MapPart:
    """Names and pieces of the areas ``keep`` accepts, placed in ``frame``."""
    cut, seas = out_of_play(view), open_seas(view)
    names = [r for rects in label_boxes(frame, cut, seas).values() for r in rects]
    placed = layout_pieces(frame, view, cut, seas, keep, kept_clear or [])
    return MapPart(frame, names, placed, kept_clear or [], source)


def board_parts(view: Mapping[str, Any]) -> list[MapPart]:
    """The full board's main map (without the inset areas' pieces) and the Aegean inset."""
    frame = full_frame()
    main = lay_out(view, frame, inset.keep_outside, [inset.covered()], inset.source_rect(frame))
    aegean = lay_out(view, inset.inset_frame(), inset.keep_inside)
    aegean.dim_others = True
    return [main, aegean]


def map_image(view: Mapping[str, Any], part: MapPart) -> Image.Image:
    """The map of ``part``: highlights, the inset's source outlined, names drawn again over
    both, then the pieces."""
    frame = part.frame
    cut, seas = out_of_play(view), open_seas(view)
    image = base_layer(frame, cut, seas).copy()
    changed = [a for a in view.get("changed_areas", []) if isinstance(a, str)]
    free = paintable(frame, cut, seas)
    draw_highlights(image, frame, changed, free)
    if part.source is not None:
        inset.outline(image, part.source, free)
    if part.dim_others:
        inset.dim_others(image, free)
    draw_pieces(image, part.placed)
    return image


def _title_strip(view: Mapping[str, Any], title: str, width: int) -> Image.Image:
    """Region title, round and phase, and which nation is which colour and shape."""
    image = Image.new("RGB", (width, 74), style.PAPER)
    draw = ImageDraw.Draw(image)
    draw.text((16, 8), _(title), font=font(26), fill=style.INK)
    phase = _("Round {round} · {phase}", round=view.get("round", "?"), phase=phase_title(view))
    draw.text((width - 16, 12), phase, font=font(20), fill=style.MUTED, anchor="ra")
    x = 16
    keys = [(p.get("nation") or "", nation_or_name(view, p)) for p in view.get("players", [])]
    if "neutrals" in view:  # Advanced Civilization's barbarian tokens and pirate cities
        keys += [(BARBARIANS, _("Barbarians")), (PIRATES, _("Pirate city"))]
    for nation, label in keys:
        marker(draw, nation, x + 9, 54, 9)
        draw.text((x + 22, 44), label, font=font(17), fill=style.INK)
        x += 40 + text_size(label, 17)[0]
    draw.line([(0, 73), (width, 73)], fill=style.MUTED, width=2)
    return image


def full_map(view: Mapping[str, Any]) -> Image.Image:
    """The whole map with the Aegean inset: the inset's areas have their pieces drawn there."""
    main, aegean = board_parts(view)
    image = map_image(view, main)
    inset.frame_inset(image, map_image(view, aegean))
    return image


def compose(view: Mapping[str, Any], region: str | None = None) -> Image.Image:
    """The board image (before encoding)."""
    if region is None:
        frame = full_frame()
        board_image = full_map(view)
        panel = render_panel(view, frame.height)  # taller than the map when its content needs it
        image = Image.new("RGB", (frame.width + style.PANEL_WIDTH, panel.height), style.OFF_BOARD)
        image.paste(board_image, (0, 0))
        image.paste(panel, (frame.width, 0))
        return image
    r = find_region(region)
    frame = region_frame(region)
    strip = _title_strip(view, r.title, frame.width)
    image = Image.new("RGB", (frame.width, frame.height + strip.height), style.PAPER)
    image.paste(strip, (0, 0))
    image.paste(map_image(view, lay_out(view, frame)), (0, strip.height))
    return image


def render(view: Mapping[str, Any], region: str | None = None) -> bytes:
    """PNG of the board as ``view`` shows it; ``region`` crops to a named region at higher zoom.

    Raises ValueError for an unknown region (the message lists the valid names).
    """
    return encode_png(compose(view, region))
