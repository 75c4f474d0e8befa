"""Game content loaded from ``engine/data/civ1980/*.json`` into typed, immutable objects.

The files are read once per process (cached); nothing here depends on a game's state.
Formats are described in ``engine/data/README.md``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any


def _load(name: str) -> Any:
    return json.loads((resources.files("engine.data") / "civ1980" / name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Area:
    id: str
    name: str
    kind: str  # "land" (no water), "coastal" (land and water), "sea" (no land)
    enclosed_sea: bool
    population_limit: int  # 0 for seas
    city_site: str | None  # None, "black" or "white"
    flood_plain: str | None
    volcano: str | None
    start_nation: str | None
    island: bool

    @property
    def is_land(self) -> bool:
        return self.kind != "sea"

    @property
    def has_water(self) -> bool:
        return self.kind != "land"


@dataclass(frozen=True)
class Board:
    """The main board: areas and borders, independent of any game's options."""

    areas: dict[str, Area]
    land_nbrs: dict[str, frozenset[str]]
    water_nbrs: dict[str, frozenset[str]]
    flood_plains: dict[str, tuple[str, ...]]
    volcanoes: dict[str, tuple[str, ...]]
    double_coasts: dict[str, dict[str, frozenset[str]]]
    out_of_play_sets: dict[str, frozenset[str]]

    def area(self, area_id: str) -> Area:
        return self.areas[area_id]

    def coast_of(self, area_id: str, neighbour: str) -> str | None:
        """For a double-coast area, the coast facing ``neighbour`` (rules 7.6)."""
        coasts = self.double_coasts.get(area_id)
        if not coasts:
            return None
        for name, nbrs in coasts.items():
            if neighbour in nbrs:
                return name
        return None


@cache
def board() -> Board:
    raw = _load("board.json")
    areas = {
        a["id"]: Area(
            id=a["id"],
            name=a["name"],
            kind=a["kind"],
            enclosed_sea=a["enclosed_sea"],
            population_limit=a["population_limit"] or 0,
            city_site=a["city_site"],
            flood_plain=a["flood_plain"],
            volcano=a["volcano"],
            start_nation=a["start_nation"],
            island=a["island"],
        )
        for a in raw["areas"]
    }
    land: dict[str, set[str]] = {a: set() for a in areas}
    water: dict[str, set[str]] = {a: set() for a in areas}
    for b in raw["borders"]:
        if b["land"]:
            land[b["a"]].add(b["b"])
            land[b["b"]].add(b["a"])
        if b["water"]:
            water[b["a"]].add(b["b"])
            water[b["b"]].add(b["a"])
    return Board(
        areas=areas,
        land_nbrs={k: frozenset(v) for k, v in land.items()},
        water_nbrs={k: frozenset(v) for k, v in water.items()},
        flood_plains={k: tuple(v) for k, v in raw["flood_plains"].items()},
        volcanoes={k: tuple(v) for k, v in raw["volcanoes"].items()},
        double_coasts={
            area: {coast: frozenset(n) for coast, n in coasts.items()}
            for area, coasts in raw["double_coasts"].items()
        },
        out_of_play_sets={k: frozenset(v) for k, v in raw["out_of_play"].items()},
    )


@dataclass(frozen=True)
class Nation:
    id: str
    name: str
    ast_position: int
    start_areas: tuple[str, ...]


@dataclass(frozen=True)
class PlayerCountSetup:
    players: int
    out_of_play: frozenset[str]
    nations: tuple[str, ...]
    tokens: int
    tokens_56_set: int
    mysticism_copies: int
    island_city_sites: bool


@dataclass(frozen=True)
class Setup:
    nations: dict[str, Nation]
    ast_order: tuple[str, ...]
    cities_per_player: int
    ships_per_player: int
    player_counts: dict[int, PlayerCountSetup]


@cache
def setup() -> Setup:
    raw = _load("setup.json")
    b = board()
    nations = {
        n["id"]: Nation(
            id=n["id"],
            name=n["name"],
            ast_position=n["ast_position"],
            start_areas=tuple(sorted(a.id for a in b.areas.values() if a.start_nation == n["id"])),
        )
        for n in raw["nations"]
    }
    counts = {}
    for key, pc in raw["player_counts"].items():
        out: set[str] = set()
        for part in pc["out_of_play"]:
            out |= b.out_of_play_sets[part]
        counts[int(key)] = PlayerCountSetup(
            players=int(key),
            out_of_play=frozenset(out),
            nations=tuple(pc["nations"]),
            tokens=pc["tokens"],
            tokens_56_set=pc["tokens_56_set"],
            mysticism_copies=pc["mysticism_copies"],
            island_city_sites=pc["island_city_sites"],
        )
    order = tuple(sorted(nations, key=lambda n: nations[n].ast_position))
    return Setup(
        nations=nations,
        ast_order=order,
        cities_per_player=raw["cities_per_player"],
        ships_per_player=raw["ships_per_player"],
        player_counts=counts,
    )


@dataclass(frozen=True)
class Commodity:
    id: str
    name: str
    stack: int
    value: int
    count: int

    def set_value(self, n: int) -> int:
        """Value of ``n`` cards of this commodity (rules 10.2: n x n x face value)."""
        return n * n * self.value


@dataclass(frozen=True)
class Calamity:
    id: str
    name: str
    tradable: bool
    stack_001: int
    stack_004: int


@dataclass(frozen=True)
class TradeCards:
    commodities: dict[str, Commodity]
    calamities: dict[str, Calamity]
    gold_price: int
    hand_limit: int


@cache
def trade_cards() -> TradeCards:
    raw = _load("trade_cards.json")
    return TradeCards(
        commodities={c["id"]: Commodity(**c) for c in raw["commodities"]},
        calamities={c["id"]: Calamity(**c) for c in raw["calamities"]},
        gold_price=raw["gold_price"],
        hand_limit=raw["hand_limit"],
    )


@dataclass(frozen=True)
class CivCard:
    id: str
    name: str
    groups: tuple[str, ...]
    cost: int
    copies: int
    requires: tuple[str, ...]
    special_credits: dict[str, int]


@dataclass(frozen=True)
class CivCards:
    cards: dict[str, CivCard]
    group_credit: dict[str, int]
    group_head: dict[str, str]
    cards_per_player: int


@cache
def civ_cards() -> CivCards:
    raw = _load("civ_cards.json")
    cards = {
        c["id"]: CivCard(
            id=c["id"],
            name=c["name"],
            groups=tuple(c["groups"]),
            cost=c["cost"],
            copies=c["copies"],
            requires=tuple(c["requires"]),
            special_credits=dict(c["special_credits"]),
        )
        for c in raw["cards"]
    }
    return CivCards(
        cards=cards,
        group_credit=raw["group_credit"],
        group_head=raw["group_head"],
        cards_per_player=raw["cards_per_player"],
    )


@dataclass(frozen=True)
class AstRow:
    early_bronze: int
    late_bronze: int
    early_iron: int
    late_iron: int
    late_iron_values: dict[int, int]

    def epoch_at(self, position: int) -> int:
        """Epoch number 1-5 of a position (0 = start arrow is in the first epoch)."""
        starts = (self.early_bronze, self.late_bronze, self.early_iron, self.late_iron)
        return 1 + sum(1 for s in starts if position >= s)


@dataclass(frozen=True)
class AstTable:
    name: str
    label: str
    rows: dict[str, AstRow]
    finish_position: int
    short_game_finish_positions: tuple[int, ...]
    requirements: dict[str, dict[str, int]]


def ast_table_from_json(name: str, table: dict[str, Any], common: dict[str, Any]) -> AstTable:
    rows = {
        nation: AstRow(
            early_bronze=r["early_bronze"],
            late_bronze=r["late_bronze"],
            early_iron=r["early_iron"],
            late_iron=r["late_iron"],
            late_iron_values={int(k): v for k, v in r["late_iron_values"].items()},
        )
        for nation, r in table["rows"].items()
    }
    return AstTable(
        name=name,
        label=table.get("label", name),
        rows=rows,
        finish_position=common["finish_position"],
        short_game_finish_positions=tuple(common["short_game_finish_positions"]),
        requirements=common["epoch_requirements"],
    )


@cache
def ast_tables() -> dict[str, AstTable]:
    raw = _load("ast.json")
    return {name: ast_table_from_json(name, t, raw) for name, t in raw["tables"].items()}
