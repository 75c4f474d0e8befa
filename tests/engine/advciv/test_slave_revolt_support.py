"""Slave Revolt followed by a calamity that leaves fewer tokens on the board than the 15 it
holds back (rules reference §8.3.6; 000 §30.421-30.422, §29.8): the tokens a reduction places
count at once and keep counting, so the phase ends with every city supported."""

from __future__ import annotations

from typing import Any

from engine import apply, pending, rules_of
from tests.engine.advciv.helpers import position


def _held(*calamities: str) -> list[dict[str, Any]]:
    return [{"calamity": c, "traded_by": None, "revealed": True} for c in calamities]


def test_8_3_6_reductions_after_an_epidemic_leave_every_city_supported() -> None:
    ps = {"p1": {"calamities": _held("slave_revolt", "epidemic")}}
    cities = {"cyrene": "p1", "libya": "p1", "tripoli": "p1", "carthago": "p1", "thapsus": "p1"}
    g = position(3, ps=ps, phase="calamities", cities=cities, tokens={"sahara": {"p1": 20}})
    ended: list[list[str]] = []

    def at_end(state: Any, phase: str) -> None:
        if phase == "calamities":
            ended.append(rules_of(g).phase_end_violations(g, phase))

    kinds = []
    while g.phase == "calamities":
        d = pending(g)[0]
        kinds.append(d.kind)
        assert d.default is not None
        apply(g, d.default, at_end)
    assert kinds.count("reduce_cities") >= 2, kinds
    assert ended == [[]], "the phase ended with cities short of support"
