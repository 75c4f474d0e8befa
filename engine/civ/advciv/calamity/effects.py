"""A calamity's numbers for one victim: the card's base effect (``trade_cards.json``) changed by
the civilization cards he holds (the data's ``modifiers``; rules reference §8.4).

Modifiers of a field apply in a fixed way (engine/data/advciv/README.md, "Calamity effects"):
every ``add`` is summed; then a ``set`` replaces the value (when the effect says
``modifiers_combine: best``, only the holder's lowest ``set`` counts, 000 §30.322); ``cap`` is
read apart as the most the victim can lose; ``per_grain`` apart as a change per Grain shown.
"""

from __future__ import annotations

from typing import Any

from engine.civ import units
from engine.civ.advciv.content import Calamity, Modifier, trade_cards
from engine.civ.state import GameState

PRIMARY, SECONDARY = "primary", "secondary"


def calamity(calamity_id: str) -> Calamity:
    return trade_cards().calamities[calamity_id]


def base(calamity_id: str, field: str) -> Any:
    """The base value at the dotted ``field`` of the calamity's effect."""
    value: Any = calamity(calamity_id).effect
    for part in field.split("."):
        value = value[part]
    return value


def _held(g: GameState, calamity_id: str, field: str, player: str, role: str, op: str) -> list[Modifier]:
    return [
        m
        for m in calamity(calamity_id).modifiers
        if m.field == field and m.role == role and m.op == op and units.has_card(g, player, m.card)
    ]


def value(g: GameState, calamity_id: str, field: str, player: str, role: str, start: Any = None) -> Any:
    """The field's value for ``player`` in ``role`` (``start`` replaces the base value, e.g. a
    secondary victim's assigned share)."""
    v = base(calamity_id, field) if start is None else start
    adds = _held(g, calamity_id, field, player, role, "add")
    if adds:
        v = v + sum(m.value for m in adds)
    sets = [m.value for m in _held(g, calamity_id, field, player, role, "set")]
    if sets:
        best = calamity(calamity_id).effect.get("modifiers_combine") == "best"
        v = min(sets) if best else sets[-1]
    return v


def cap(g: GameState, calamity_id: str, field: str, player: str, role: str) -> int | None:
    """The most the victim can lose or suffer there, if a card of his caps it."""
    caps = [m.value for m in _held(g, calamity_id, field, player, role, "cap")]
    return min(caps) if caps else None


def capped_by(g: GameState, calamity_id: str, field: str, player: str, role: str) -> list[str]:
    """The cards of ``player`` that cap the field (Engineering in a Flood), by id."""
    return [m.card for m in _held(g, calamity_id, field, player, role, "cap")]


def per_grain(g: GameState, calamity_id: str, field: str, player: str, role: str) -> int:
    """The change per Grain card shown (Pottery against Famine), 0 if his cards give none."""
    return sum(m.value for m in _held(g, calamity_id, field, player, role, "per_grain"))


def eligible(g: GameState, calamity_id: str, field: str, player: str) -> bool:
    """Whether ``player`` may be a secondary victim (a card of his may say he cannot)."""
    return bool(value(g, calamity_id, field, player, SECONDARY, True))
