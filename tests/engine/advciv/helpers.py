"""Positions of Advanced Civilization for the Python tests (the position format of
engine/data/README.md, filled in as the rule cases are)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from engine import RuleError, apply, load_position, pending
from engine.civ.advciv.state import AdvCivState
from engine.core.decisions import Decision
from engine.core.positions import PositionError
from tests.case_actions import read_action

NATIONS = ("africa", "italy", "crete", "thrace", "illyria", "asia", "assyria", "babylon")


def position(players: int = 3, nations: tuple[str, ...] | None = None, **fields: Any) -> AdvCivState:
    """A loaded position: players p1, p2, ... of ``nations``; ``ps`` gives player fields."""
    ids = [f"p{i + 1}" for i in range(players)]
    chosen = nations or NATIONS[:players]
    states: dict[str, dict[str, Any]] = {p: {"nation": n} for p, n in zip(ids, chosen, strict=True)}
    for p, extra in fields.pop("ps", {}).items():
        states[p].update(extra)
    data = {
        "game": "advciv",
        "players": ids,
        "options": fields.pop("options", {}),
        "round": fields.pop("round", 1),
        "phase": fields.pop("phase", "movement"),
        "player_states": states,
        **fields,
    }
    g = load_position(data)
    assert isinstance(g, AdvCivState)
    return g


# Every decision kind Advanced Civilization asks (the bot's forms, the typed answers and the
# computer players each cover all of them; their tests check against this list).
DECISION_KINDS = frozenset(
    {
        "choose_nation",
        "tax_rate",
        "revolt_cities",
        "growth",
        "ships",
        "movement",
        "pillage",
        "advciv_build_cities",
        "reduce_cities",
        "buy_gold",
        "advciv_trade",
        "advciv_lose_units",
        "advciv_assign_losses",
        "treachery",
        "superstition",
        "advciv_civil_disorder",
        "flood_coastal_city",
        "advciv_piracy",
        "advciv_flood_plain",
        "volcano_tie",
        "barbarian_area",
        "advciv_earthquake",
        "advciv_iconoclasm",
        "civil_war_pick",
        "civil_war_keep",
        "advciv_civil_war_military",
        "monotheism",
        "advciv_buy_civ_cards",
        "discard_cards",
    }
)
CASES = Path(__file__).resolve().parents[2] / "cases" / "advciv"


def case_decisions() -> list[tuple[AdvCivState, Decision]]:
    """(a copy of the state, the decision pending) before every action of every rule case of
    Advanced Civilization, the rare calamity choices included."""
    out: list[tuple[AdvCivState, Decision]] = []
    for path in sorted(CASES.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        try:
            g = load_position(case["position"])
        except PositionError:
            continue
        for raw in case.get("actions", []):
            out += [(copy.deepcopy(g), d) for d in pending(g)]
            try:
                apply(g, read_action(g, raw))
            except RuleError:
                break
        out += [(copy.deepcopy(g), d) for d in pending(g)]
    return out


def _held(calamity: str) -> dict[str, Any]:
    return {"calamities": [{"calamity": calamity, "traded_by": None, "revealed": True}]}


def rare_decisions() -> list[tuple[AdvCivState, Decision]]:
    """Choices that games and rule cases seldom reach: equal volcanoes, flood plains and
    earthquake places, Flood's coastal city (rules reference §8.3.1, §8.3.7), and Coinage's
    tax rate (§6.1)."""
    positions: list[dict[str, Any]] = [
        # Thera's and Vesuvius's eruptions would each destroy one city of Africa's.
        dict(ps={"p1": _held("volcano")}, cities={"thera": "p1", "campania": "p1"}),
        # Two cities of equal worth, neither by a volcano nor by another player's city.
        dict(ps={"p1": _held("volcano")}, cities={"athens": "p1", "sparta": "p1"}),
        # Two tokens on each of two flood plains.
        dict(ps={"p1": _held("flood")}, tokens={"danube": {"p1": 2}, "etruria": {"p1": 2}}),
        # Nothing on a flood plain: one of the coastal cities goes.
        dict(ps={"p1": _held("flood")}, cities={"athens": "p1", "corinth": "p1"}),
        # Coinage: the holder chooses his tax rate.
        dict(phase="taxation", ps={"p1": {"civ_cards": ["coinage"]}}, cities={"athens": "p1"}),
    ]
    out: list[tuple[AdvCivState, Decision]] = []
    for fields in positions:
        g = position(3, **{"phase": "calamities", **fields})
        out += [(copy.deepcopy(g), d) for d in pending(g)]
    return out
