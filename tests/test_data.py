"""Every data file under engine/data/ is valid: schema, symmetry, reachability, counts."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

from engine.civ.content import ast_tables, board, civ_cards, setup, trade_cards


def _raw(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads((resources.files("engine.data") / "civ1980" / name).read_text())


def test_board_format_and_counts() -> None:
    raw = _raw("board.json")
    assert raw["format"] == "civbot-board/1"
    areas = raw["areas"]
    assert len(areas) == 131
    kinds = Counter(a["kind"] for a in areas)
    assert kinds["sea"] == 8 and kinds["land"] + kinds["coastal"] == 123
    required = {
        "id",
        "name",
        "kind",
        "open_sea",
        "enclosed_sea",
        "population_limit",
        "city_site",
        "flood_plain",
        "volcano",
        "start_nation",
        "island",
        "board_xy",
    }
    for a in areas:
        assert set(a) == required, a["id"]
        assert a["kind"] in ("land", "coastal", "sea")
        assert a["city_site"] in (None, "black", "white")
        if a["kind"] == "sea":
            assert a["population_limit"] is None and a["city_site"] is None and a["open_sea"]
        else:
            assert isinstance(a["population_limit"], int) and a["population_limit"] >= 1
    assert sum(a["population_limit"] or 0 for a in areas) == 250
    assert sum(1 for a in areas if a["city_site"]) == 55
    assert sum(1 for a in areas if a["city_site"] == "white") == 8
    assert len({a["id"] for a in areas}) == 131


def test_3_3_four_flood_plains_and_three_volcanoes() -> None:
    b = board()
    assert len(b.flood_plains) == 4
    assert len(b.volcanoes) == 3
    assert sorted(len(v) for v in b.volcanoes.values()) == [1, 2, 2]
    for plain, areas in b.flood_plains.items():
        for a in areas:
            assert b.areas[a].flood_plain == plain
    # Each flood plain is one land-connected piece of the map.
    for areas in b.flood_plains.values():
        seen = {areas[0]}
        todo = [areas[0]]
        while todo:
            for n in b.land_nbrs[todo.pop()]:
                if n in areas and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(areas)


def test_borders_are_symmetric_and_between_known_areas() -> None:
    b = board()
    for a, nbrs in b.land_nbrs.items():
        for n in nbrs:
            assert a in b.land_nbrs[n]
            assert b.areas[a].is_land and b.areas[n].is_land
    for a, nbrs in b.water_nbrs.items():
        for n in nbrs:
            assert a in b.water_nbrs[n]
            assert b.areas[a].has_water and b.areas[n].has_water


def test_every_land_area_is_reachable() -> None:
    """From any land area every other can be reached over land and water borders."""
    b = board()
    start = "memphis"
    seen = {start}
    todo = [start]
    while todo:
        a = todo.pop()
        for n in b.land_nbrs[a] | b.water_nbrs[a]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(b.areas)


def test_3_4_only_landlocked_areas_lack_water_borders() -> None:
    b = board()
    for a in b.areas.values():
        assert bool(b.water_nbrs[a.id]) == a.has_water, a.id


def test_7_6_double_coast_splits_all_water_borders() -> None:
    b = board()
    for area, coasts in b.double_coasts.items():
        joined = set().union(*coasts.values())
        assert joined == set(b.water_nbrs[area])
        assert sum(len(c) for c in coasts.values()) == len(joined)


def test_setup_nations_start_areas_and_player_counts() -> None:
    s = setup()
    assert s.ast_order == (
        "africa",
        "italy",
        "illyria",
        "thrace",
        "crete",
        "asia",
        "assyria",
        "babylon",
        "egypt",
    )
    for n in s.nations.values():
        assert n.start_areas, n.id
        for a in n.start_areas:
            assert a in board().areas
    # 001 4.5 note: Thrace is the only nation without a choice of start area.
    assert [n.id for n in s.nations.values() if len(n.start_areas) == 1] == ["thrace"]
    assert set(s.player_counts) == {2, 3, 4, 5, 6, 7}
    for count, pc in s.player_counts.items():
        assert len(pc.nations) >= count
        for nation in pc.nations:
            in_play = [a for a in s.nations[nation].start_areas if a not in pc.out_of_play]
            assert in_play, (count, nation)


def test_10_trade_cards_66_commodities_and_8_calamities() -> None:
    tc = trade_cards()
    assert sum(c.count for c in tc.commodities.values()) == 66
    assert len(tc.commodities) == 11
    assert len(tc.calamities) == 8
    assert sum(1 for c in tc.calamities.values() if c.tradable) == 4
    for order in ("stack_001", "stack_004"):
        assert sorted(getattr(c, order) for c in tc.calamities.values()) == list(range(2, 10))
    assert Counter(c.stack for c in tc.commodities.values()) == Counter(
        {1: 2, 2: 2, **{n: 1 for n in range(3, 10)}}
    )


def test_12_civilization_cards_16_types_72_cards() -> None:
    cc = civ_cards()
    assert len(cc.cards) == 16
    assert sum(c.copies for c in cc.cards.values()) == 72
    assert cc.cards["music"].cost == 60
    assert min(c.cost for c in cc.cards.values()) == 30 and max(c.cost for c in cc.cards.values()) == 240
    for c in cc.cards.values():
        for req in c.requires:
            assert req in cc.cards
        for target in c.special_credits:
            assert target in cc.cards


def test_13_ast_tables_shape() -> None:
    for table in ast_tables().values():
        assert set(table.rows) == set(setup().nations)
        for row in table.rows.values():
            assert 0 < row.early_bronze < row.late_bronze < row.early_iron < row.late_iron <= 15
            assert sorted(row.late_iron_values) == list(range(row.late_iron, 16))
            values = [row.late_iron_values[p] for p in sorted(row.late_iron_values)]
            assert values == sorted(values) and values[0] >= 1000
    finish = {row.late_iron_values[15] for row in ast_tables()["civ1980-reconstructed"].rows.values()}
    assert finish <= {1200, 1300, 1400}
