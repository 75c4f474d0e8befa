"""No name hides: on the crowded 7-player board, measured box by box, no piece covers a name
or another piece, highlighted names keep their ink, and the Aegean has an inset."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image

from renderer import picture_names, style
from renderer.games.civ import inset
from renderer.games.civ.frame import region_frame
from renderer.games.civ.labels import Rect, label_boxes
from renderer.games.civ.layout import overlap
from renderer.games.civ.render import MapPart, board_parts, compose, lay_out, open_seas, out_of_play
from tests.renderer.fixtures import load_view


def _problems(part: MapPart) -> list[str]:
    pieces = [(placement.area, r) for _, placement in part.placed for r in placement.rects]
    out = []
    w, h = part.frame.width, part.frame.height
    for area, r in pieces:
        if r[0] < 0 or r[1] < 0 or r[2] > w or r[3] > h:
            out.append(f"{area}: a piece leaves the image at {r}")
        out += [f"{area}: a piece covers a name at {n}" for n in part.names if overlap(r, n)]
        out += [f"{area}: a piece lies under the inset" for c in part.kept_clear if overlap(r, c)]
    for (a, r), (b, q) in itertools.combinations(pieces, 2):
        if overlap(r, q):
            out.append(f"pieces of {a} and {b} overlap at {r} / {q}")
    return out


def test_no_piece_covers_a_name_or_another_piece_on_the_crowded_7_player_board() -> None:
    view = load_view("crowded-7p")
    parts = board_parts(view)
    placed = sum(len(p.rects) for part in parts for _, p in part.placed)
    assert placed >= 150  # the crowded board: 80 areas with tokens, 24 cities, ships
    for part in parts:
        assert _problems(part) == []


@pytest.mark.parametrize("region", picture_names())
def test_no_piece_covers_a_name_in_a_region_crop(region: str) -> None:
    view = load_view("crowded-7p")
    assert _problems(lay_out(view, region_frame(region))) == []


def test_every_area_with_pieces_is_drawn_once_on_the_map_or_in_the_inset() -> None:
    view = load_view("crowded-7p")
    main, aegean = board_parts(view)
    on_main = {p.area for _, p in main.placed}
    in_inset = {p.area for _, p in aegean.placed}
    assert not on_main & in_inset
    assert in_inset and in_inset <= inset.inset_areas()
    with_pieces = set(view["board"]["tokens"]) | set(view["board"]["cities"])
    with_pieces |= {s["area"] for s in view["board"]["ships"]}
    assert with_pieces == on_main | in_inset


def test_the_inset_shows_its_areas_names_whole_and_covers_no_name_of_the_map() -> None:
    view = load_view("crowded-7p")
    main, aegean = board_parts(view)
    names = label_boxes(aegean.frame, out_of_play(view), open_seas(view))
    assert set(inset.inset_areas()) <= set(names)  # none cut by the inset's edge
    covered = inset.covered()
    assert not [n for n in main.names if overlap(n, covered)]


def _inked(image: Image.Image, boxes: list[Rect]) -> list[tuple[int, int]]:
    px = image.load()
    out = []
    for x0, y0, x1, y1 in boxes:
        for x in range(int(x0), int(x1)):
            for y in range(int(y0), int(y1)):
                if px[x, y] == style.LABEL_TEXT:
                    out.append((x, y))
    return out


def test_names_in_highlighted_areas_keep_their_ink() -> None:
    view = load_view("crowded-7p")
    plain = dict(view, changed_areas=[])
    lit = compose(view)
    unlit = compose(plain)
    frame = board_parts(view)[0].frame
    names = label_boxes(frame, out_of_play(view), open_seas(view))
    boxes = [
        b for a in view["changed_areas"] if a in names and a not in inset.inset_areas() for b in names[a]
    ]
    ink = _inked(unlit, boxes)
    assert len(ink) > 100
    lit_px = lit.load()
    assert all(lit_px[x, y] == style.LABEL_TEXT for x, y in ink)
