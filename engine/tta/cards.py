"""Through the Ages components loaded from ``engine/data/tta/*.json`` into typed objects.

Read once per process (cached). The formats are documented in ``engine/data/tta/README.md``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

AGES = ("A", "I", "II", "III")
LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3, "IV": 4}
FARM_MINE = ("farm", "mine")
URBAN = ("lab", "temple", "library", "arena", "theater")
UNITS = ("infantry", "cavalry", "artillery", "air_force")
WORKER_KINDS = (*FARM_MINE, *URBAN, *UNITS)
SPECIALS = ("civil", "military", "colonization", "construction")


def _load(name: str) -> Any:
    return json.loads((resources.files("engine.data") / "tta" / name).read_text(encoding="utf-8"))


@dataclass(frozen=True, eq=False)
class Card:
    """One card type. Fields not used by a type keep their empty default."""

    id: str
    name: str
    age: str
    deck: str  # "civil", "military" or "start" (printed on the player board)
    type: str  # technology, leader, wonder, action, event, territory, tactic, aggression, war, pact, bonus
    copies: dict[str, int]
    kind: str = ""  # technologies: farm, mine, lab..., infantry..., government, civil/military/...
    science_cost: int | None = None
    revolution_cost: int | None = None
    build_cost: int = 0
    token_value: int = 0
    per_worker: dict[str, int] = field(default_factory=dict)
    flat: dict[str, int] = field(default_factory=dict)
    civil_actions: int = 0
    military_actions: int = 0
    building_limit: int = 0
    blue_tokens: int = 0
    urban_discount: dict[str, int] = field(default_factory=dict)
    wonder_stages_per_action: int = 1
    abilities: dict[str, Any] = field(default_factory=dict)
    effect: dict[str, Any] = field(default_factory=dict)
    stages: tuple[int, ...] = ()
    on_completion: dict[str, int] = field(default_factory=dict)
    row_ability: dict[str, int] = field(default_factory=dict)
    army: dict[str, int] = field(default_factory=dict)
    strength: int = 0
    antiquated_strength: int | None = None
    disputed_strength: dict[str, int] = field(default_factory=dict)
    defense: int = 0
    colonization: int = 0
    immediate: dict[str, int] = field(default_factory=dict)
    permanent: dict[str, int] = field(default_factory=dict)
    symmetric: bool = False
    sides: dict[str, dict[str, Any]] = field(default_factory=dict)
    ends_if_attacks: bool = False
    no_attacks: bool = False
    attack_bonus: int = 0
    military_action_cost: int = 0

    @property
    def level(self) -> int:
        return LEVEL[self.age]

    @property
    def is_technology(self) -> bool:
        return self.type == "technology"

    @property
    def is_special(self) -> bool:
        return self.type == "technology" and self.kind in SPECIALS

    @property
    def has_workers(self) -> bool:
        return self.type == "technology" and self.kind in WORKER_KINDS

    @property
    def is_urban(self) -> bool:
        return self.kind in URBAN and self.type == "technology"

    @property
    def is_unit(self) -> bool:
        return self.kind in UNITS and self.type == "technology"

    @property
    def handler(self) -> str:
        """The name of the function that resolves a one-shot card: its id without an age suffix."""
        for suffix in ("_a", "_i", "_ii", "_iii"):
            if self.id.endswith(suffix):
                return self.id[: -len(suffix)]
        return self.id

    def label(self) -> str:
        return f"{self.name} ({self.age})"


@dataclass(frozen=True)
class Setup:
    card_row_costs: tuple[int, ...]
    row_discard_by_players: dict[int, int]
    starting_technologies: tuple[str, ...]
    starting_workers: dict[str, int]
    yellow_bank: int
    blue_bank: int
    worker_pool: int
    starting_civil_actions_by_seat: tuple[int, ...]
    current_events_beyond_players: int
    consumption: tuple[int, ...]
    population_cost: tuple[int | None, ...]
    happy_faces_required: tuple[int, ...]
    corruption: tuple[int, ...]
    civil_deck_sizes: dict[str, dict[str, int]]
    military_deck_sizes: dict[str, dict[str, int]]


def _card(raw: dict[str, Any]) -> Card:
    data = dict(raw)
    if "stages" in data:
        data["stages"] = tuple(data["stages"])
    return Card(**data)


@cache
def cards() -> dict[str, Card]:
    return {c["id"]: _card(c) for c in _load("cards.json")["cards"]}


def card(card_id: str) -> Card:
    return cards()[card_id]


@cache
def setup() -> Setup:
    raw = _load("setup.json")
    return Setup(
        card_row_costs=tuple(raw["card_row_costs"]),
        row_discard_by_players={int(k): v for k, v in raw["row_discard_by_players"].items()},
        starting_technologies=tuple(raw["starting_technologies"]),
        starting_workers=dict(raw["starting_workers"]),
        yellow_bank=raw["yellow_bank"],
        blue_bank=raw["blue_bank"],
        worker_pool=raw["worker_pool"],
        starting_civil_actions_by_seat=tuple(raw["starting_civil_actions_by_seat"]),
        current_events_beyond_players=raw["current_events_beyond_players"],
        consumption=tuple(raw["consumption"]),
        population_cost=tuple(raw["population_cost"]),
        happy_faces_required=tuple(raw["happy_faces_required"]),
        corruption=tuple(raw["corruption"]),
        civil_deck_sizes=raw["civil_deck_sizes"],
        military_deck_sizes=raw["military_deck_sizes"],
    )


def deck_cards(deck: str, age: str, players: int) -> list[str]:
    """The card ids of one deck for ``players`` players (one entry per copy), in data order."""
    out: list[str] = []
    for c in cards().values():
        if c.deck == deck and c.age == age:
            out += [c.id] * c.copies[str(players)]
    return out


@cache
def box_contents() -> Counter[str]:
    """Every card the box holds: the copies of the 4-player game (the largest set)."""
    return Counter({c.id: c.copies["4"] for c in cards().values() if c.copies["4"]})


def table(values: tuple[int, ...], left: int) -> int:
    """A bank table read at ``left`` tokens (beyond the printed spaces: the last value)."""
    return values[min(left, len(values) - 1)]
