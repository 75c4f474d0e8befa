"""Barbarian Hordes (rules reference §8.3.8, 000 §30.52; X9, X10)."""

from __future__ import annotations

from engine import apply, pending
from engine.civ.advciv.calamity.choices import ChooseOne
from tests.engine.advciv.helpers import position

E4 = ("egypt", "babylon", "assyria", "asia")


def horde(traded_by: str | None = None, **fields):  # type: ignore[no-untyped-def]
    held = [{"calamity": "barbarian_hordes", "traded_by": traded_by, "revealed": True}]
    ps = fields.pop("ps", {})
    return position(4, E4, phase="calamities", ps={"p1": {"calamities": held}, **ps}, **fields)


def test_8_3_8_with_no_units_in_his_start_areas_they_arrive_in_an_empty_one() -> None:
    """X9: Egypt's units are elsewhere; the horde arrives in an empty start area of his (the
    chooser picks among them, never Thebes where Babylon stands), leaves each area's limit
    behind on its way to his tokens in Memphis and destroys them."""
    g = horde(tokens={"memphis": {"p1": 2}, "thebes": {"p2": 1}})
    (d,) = pending(g)
    assert (
        d.kind == "barbarian_area"
        and "thebes" not in d.options["choices"]
        and "upper-egypt" in d.options["choices"]
    )
    apply(g, ChooseOne(d.player, "upper-egypt"))
    (d,) = pending(g)  # two ways to Memphis: through Fayum or the Eastern Desert
    assert sorted(d.options["choices"]) == ["eastern-desert", "fayum"] and d.options["barbarians"] == 11
    apply(g, ChooseOne(d.player, "fayum"))
    assert g.barbarians == {"upper-egypt": 4, "fayum": 5, "memphis": 3}
    assert "memphis" not in g.tokens


def test_8_3_8_the_trader_chooses_between_equally_damaging_areas() -> None:
    g = horde("p3", tokens={"thebes": {"p1": 2}, "buhen": {"p1": 2}})
    (d,) = pending(g)
    assert (d.player, d.kind, sorted(d.options["choices"])) == ("p3", "barbarian_area", ["buhen", "thebes"])


def test_8_3_8_kept_the_player_with_most_unit_points_in_stock_chooses() -> None:
    g = horde(
        tokens={"thebes": {"p1": 2}, "buhen": {"p1": 2}},
        cities={"susa": "p2", "nalchik": "p3"},
        ps={"p4": {"stock": 40, "treasury": 15}},
    )
    (d,) = pending(g)
    assert d.player == "p1"  # p1's 51 tokens in stock and 9 cities beat everyone


def test_8_3_8_barbarians_without_a_target_leave_the_board() -> None:
    """The horde kills Egypt's only tokens in Thebes; nothing of his is left to reach, so the
    barbarians above Thebes's limit leave."""
    g = horde(tokens={"thebes": {"p1": 2}})
    assert g.barbarians == {"thebes": 3}
    assert "thebes" not in g.tokens


def test_8_3_8_barbarians_never_enter_a_pirate_city() -> None:
    g = horde(tokens={"thebes": {"p1": 2}, "nubia": {"p1": 1}}, pirate_cities=["nubia"])
    assert "nubia" in g.pirate_cities and "nubia" not in g.barbarians
