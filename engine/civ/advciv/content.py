"""Advanced Civilization's components, loaded from ``engine/data/advciv/*.json`` into typed,
immutable objects (formats in ``engine/data/advciv/README.md``). The board is the family's
(``engine.civ.content.board``); everything here is read once per process.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import resources
from typing import Any

from engine.civ import content as family_content
from engine.civ.content import board


def _load(name: str) -> Any:
    return json.loads((resources.files("engine.data") / "advciv" / name).read_text(encoding="utf-8"))


# --- set-up -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cut:
    """One way to cut the board for a player count (000 §16)."""

    id: str
    default: bool
    out_of_play: frozenset[str]
    nations: tuple[str, ...]


@dataclass(frozen=True)
class PlayerCount:
    players: int
    tokens: int
    cuts: tuple[Cut, ...]
    island_city_sites: bool

    def cut(self, cut_id: str) -> Cut:
        return next(c for c in self.cuts if c.id == cut_id)

    @property
    def default_cut(self) -> Cut:
        return next(c for c in self.cuts if c.default)


@dataclass(frozen=True)
class CityAttack:
    need: int
    replaced_by: int


@dataclass(frozen=True)
class Setup:
    ast_order: tuple[str, ...]
    nation_names: dict[str, str]
    tokens_per_set: int
    cities_per_set: int
    player_counts: dict[int, PlayerCount]
    # (attacker holds Engineering, defender holds Engineering) -> need / replaced by (000 §24.35)
    city_attack: dict[tuple[bool, bool], CityAttack]
    pillage_max: int
    acts_last: tuple[str, ...]
    double_coast_switch: bool


@cache
def setup() -> Setup:
    raw = _load("setup.json")
    sets = board().out_of_play_sets
    counts = {}
    for key, pc in raw["player_counts"].items():
        cuts = tuple(
            Cut(
                c["id"],
                c["default"],
                frozenset(a for part in c["out_of_play"] for a in sets[part]),
                tuple(c["nations"]),
            )
            for c in pc["cuts"]
        )
        counts[int(key)] = PlayerCount(int(key), pc["tokens"], cuts, pc["island_city_sites"])
    rules = raw["rules"]
    return Setup(
        ast_order=tuple(raw["ast_order"]),
        nation_names={n["id"]: n["name"] for n in raw["nations"]},
        tokens_per_set=raw["pieces"]["tokens_per_set"],
        cities_per_set=raw["pieces"]["cities"],
        player_counts=counts,
        city_attack={
            (r["attacker_engineering"], r["defender_engineering"]): CityAttack(r["need"], r["replaced_by"])
            for r in rules["city_attack"]
        },
        pillage_max=rules["pillage"]["max_tokens"],
        acts_last=tuple(rules["acts_last_in_census_order"]),
        double_coast_switch=rules["double_coast_switch"],
    )


# --- trade cards ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Commodity(family_content.Commodity):
    # Mining may count a set of it one card higher (000 §32.261).
    mineable: bool = False


@dataclass(frozen=True)
class Modifier:
    """A civilization card changing a calamity's effect for a victim in ``role``."""

    card: str
    role: str  # "primary" or "secondary"
    field: str
    op: str  # "add", "set", "cap" or "per_grain"
    value: Any


@dataclass(frozen=True)
class Calamity:
    id: str
    name: str
    stack: int
    tradable: bool
    rank: int
    effect: dict[str, Any]
    modifiers: tuple[Modifier, ...]


@dataclass(frozen=True)
class TradeCards:
    commodities: dict[str, Commodity]
    calamities: dict[str, Calamity]
    stack_9_price: int
    hand_limit: int
    named_min: int
    min_packet: int
    primary_limit: int

    def name(self, card: str) -> str:
        if card in self.commodities:
            return self.commodities[card].name
        return self.calamities[card].name

    def stack(self, card: str) -> int:
        if card in self.commodities:
            return self.commodities[card].stack
        return self.calamities[card].stack


@cache
def trade_cards() -> TradeCards:
    raw = _load("trade_cards.json")
    commodities = {
        c["id"]: Commodity(c["id"], c["name"], c["stack"], c["value"], c["count"], c["mineable"])
        for c in raw["commodities"]
    }
    calamities = {
        c["id"]: Calamity(
            c["id"],
            c["name"],
            c["stack"],
            c["tradable"],
            c["rank"],
            c["effect"],
            tuple(Modifier(m["card"], m["role"], m["field"], m["op"], m["value"]) for m in c["modifiers"]),
        )
        for c in raw["calamities"]
    }
    return TradeCards(
        commodities=commodities,
        calamities=calamities,
        stack_9_price=raw["stack_9_price"]["tokens_per_card"],
        hand_limit=raw["hand_limit"]["cards"],
        named_min=raw["trade"]["named_cards_min"],
        min_packet=raw["trade"]["min_cards_each_side"],
        primary_limit=raw["calamity_rules"]["primary_max_per_turn"],
    )


@cache
def full_deck() -> Counter[str]:
    tc = trade_cards()
    deck: Counter[str] = Counter({c.id: c.count for c in tc.commodities.values()})
    deck.update(list(tc.calamities))
    return deck


def is_commodity(card: str) -> bool:
    return card in trade_cards().commodities


def is_calamity(card: str) -> bool:
    return card in trade_cards().calamities


def set_value(cards: list[str] | tuple[str, ...]) -> int:
    """Value of cards as sets, single cards included; calamities are worth nothing."""
    commodities = trade_cards().commodities
    counts = Counter(c for c in cards if c in commodities)
    return sum(commodities[c].set_value(n) for c, n in counts.items())


# --- civilization cards ---------------------------------------------------------------------


@dataclass(frozen=True)
class CivCard:
    id: str
    name: str
    abbreviation: str
    groups: tuple[str, ...]
    cost: int
    face_value: int
    requires: tuple[str, ...]
    copies: int


@dataclass(frozen=True)
class CivCards:
    cards: dict[str, CivCard]
    groups: tuple[str, ...]
    # credits[giver][target]: the credit a held ``giver`` gives toward buying ``target``.
    credits: dict[str, dict[str, int]]

    @cached_property
    def _index(self) -> dict[str, int]:
        # Built once: ``order`` runs for every purchase and hand change (a replay's hot path).
        return {c: i for i, c in enumerate(self.cards)}

    def order(self, cards: list[str] | tuple[str, ...] | set[str]) -> list[str]:
        """Cards in the rulebook's §32 order, so equal holdings serialise alike."""
        return sorted(cards, key=self._index.__getitem__)


@cache
def civ_cards() -> CivCards:
    raw = _load("civ_cards.json")
    cards = {
        c["id"]: CivCard(
            c["id"],
            c["name"],
            c["abbreviation"],
            tuple(c["groups"]),
            c["cost"],
            c["face_value"],
            tuple(c["requires"]),
            c["copies"],
        )
        for c in raw["cards"]
    }
    columns = raw["credit_columns"]
    credits = {giver: dict(zip(columns, row, strict=True)) for giver, row in raw["credits"].items()}
    return CivCards(cards, tuple(g["id"] for g in raw["groups"]), credits)


# --- the AST --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Epoch:
    id: str
    name: str
    requires: dict[str, Any]


@dataclass(frozen=True)
class AstRow:
    epoch_of: tuple[int, ...]  # epoch index of every position
    value_of: tuple[int | None, ...]  # card value needed to enter every position


@dataclass(frozen=True)
class Ast:
    finish: int
    epochs: tuple[Epoch, ...]
    tables: dict[str, dict[str, AstRow]]
    labels: dict[str, str]
    points_per_space: int
    points_per_city: int


@cache
def ast() -> Ast:
    raw = _load("ast.json")
    tables = {
        name: {
            nation: AstRow(tuple(row["epoch_of"]), tuple(row["value_of"]))
            for nation, row in t["rows"].items()
        }
        for name, t in raw["tables"].items()
    }
    return Ast(
        finish=raw["finish_position"],
        epochs=tuple(Epoch(e["id"], e["name"], dict(e["requires"])) for e in raw["epochs"]),
        tables=tables,
        labels={name: t.get("label", name) for name, t in raw["tables"].items()},
        points_per_space=raw["scoring"]["ast_position"],
        points_per_city=raw["scoring"]["city_on_board"],
    )
