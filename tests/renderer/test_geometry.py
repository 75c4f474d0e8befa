"""The project's own map geometry covers the engine's board exactly."""

from __future__ import annotations

import pytest

from engine.civ.content import board
from renderer.games.civ.frame import region_frame
from renderer.games.civ.geometry import geometry, region, regions


def test_every_engine_area_has_exactly_one_shape_and_a_label() -> None:
    shapes = geometry().areas
    assert set(shapes) == set(board().areas)
    assert len(shapes) == 131
    for area_id, shape in shapes.items():
        assert len(shape.outline) >= 3, area_id
        assert shape.label_lines, area_id
        x, y = shape.label
        assert 0 <= x <= geometry().width and 0 <= y <= geometry().height, area_id


def test_land_and_water_pieces_follow_the_area_kind() -> None:
    for area_id, area in board().areas.items():
        shape = geometry().areas[area_id]
        if area.kind == "sea":
            assert not shape.land and shape.water and shape.population is None, area_id
        else:
            assert shape.land and shape.population and shape.city, area_id
        if area.kind == "land":
            assert not shape.water and shape.ships is None, area_id
        else:
            assert shape.ships is not None, area_id


def test_volcanoes_are_placed() -> None:
    assert set(geometry().volcanoes) == set(board().volcanoes)


def test_required_regions_exist_and_name_known_areas() -> None:
    assert {"greece", "egypt", "mesopotamia", "italy", "anatolia"} <= set(regions())
    for r in regions().values():
        assert set(r.areas) <= set(board().areas)
        left, top, right, bottom = r.box
        assert right > left and bottom > top
        frame = region_frame(r.name)
        assert 600 <= max(frame.width, frame.height) <= 1500


def test_unknown_region_lists_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="greece"):
        region("atlantis")
