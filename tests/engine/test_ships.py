"""Rules 6.4: ship building, maintenance, relocation and the 4-ship limit (A10-A11, D15)."""

from __future__ import annotations

from engine.civ import units
from engine.civ.flow import apply, pending
from engine.civ.options import Options
from engine.civ.phases.ships import ShipOrders
from engine.civ.state import Ship
from engine.core.errors import IllegalAction, NotEnough, OverLimit, UnknownName
from tests.engine.helpers import enter, game, refused


def _ship(g, sid, owner, area):  # type: ignore[no-untyped-def]
    g.ships[sid] = Ship(sid, owner, area)


def test_6_4_build_from_treasury_in_a_coastal_area_with_a_unit() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ps("p1").treasury = 5
    g.ps("p1").stock -= 5
    enter(g, "ships")
    assert "p1" in [d.player for d in pending(g)]
    apply(g, ShipOrders("p1", builds=(("knossos", 0),)))
    [sid] = units.ships_of(g, "p1")
    assert g.ships[sid].area == "knossos"
    assert g.ps("p1").treasury == 3


def test_6_4_levy_tokens_from_the_area_the_ship_is_placed_in() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 3)
    g.ps("p1").treasury = 1
    g.ps("p1").stock -= 1
    enter(g, "ships")
    apply(g, ShipOrders("p1", builds=(("knossos", 1),)))
    assert units.tokens_in(g, "knossos", "p1") == 2
    assert g.ps("p1").treasury == 0
    # 6.4 spent tokens go to stock
    assert g.ps("p1").stock + g.ps("p1").treasury + units.tokens_on_board(g, "p1") == g.ps("p1").allowance


def test_6_4_landlocked_areas_refused_unless_option_any_area() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "germania", "p1", 3)  # landlocked
    g.ps("p1").treasury = 4
    g.ps("p1").stock -= 4
    units.place_from_stock(g, "knossos", "p1", 1)
    enter(g, "ships")
    refused(g, lambda: apply(g, ShipOrders("p1", builds=(("germania", 2),))), IllegalAction, "coastal")
    g2 = game(["crete", "thrace", "italy"], Options(ship_placement="any_with_unit"))
    units.place_from_stock(g2, "germania", "p1", 3)
    enter(g2, "ships")
    apply(g2, ShipOrders("p1", builds=(("germania", 2),)))
    assert len(units.ships_of(g2, "p1")) == 1


def test_6_4_treasury_ship_needs_a_unit_in_the_area() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ps("p1").treasury = 4
    g.ps("p1").stock -= 4
    enter(g, "ships")
    refused(
        g,
        lambda: apply(g, ShipOrders("p1", builds=(("thera", 0),))),
        IllegalAction,
        "holding one of your units",
    )


def test_6_4_maintenance_by_treasury_or_levy_and_unmaintained_ships_removed() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 2)
    _ship(g, "crete-1", "p1", "knossos")
    _ship(g, "crete-2", "p1", "knossos")
    _ship(g, "crete-3", "p1", "phaestos")
    g.ps("p1").treasury = 1
    g.ps("p1").stock -= 1
    enter(g, "ships")
    [d] = [d for d in pending(g) if d.player == "p1"]
    # The default keeps what it can pay for: one from treasury, one by levy in knossos;
    # the ship in phaestos (no treasury left, no token there) would be lost.
    assert d.default == ShipOrders("p1", (("crete-1", "treasury"), ("crete-2", "levy")))
    refused(g, lambda: apply(g, ShipOrders("p1", (("crete-3", "levy"),))), NotEnough, "levy needs 1")
    apply(g, ShipOrders("p1", (("crete-1", "treasury"), ("crete-2", "levy"))))
    assert units.ships_of(g, "p1") == ["crete-1", "crete-2"]
    assert units.tokens_in(g, "knossos", "p1") == 1 and g.ps("p1").treasury == 0


def test_6_4_relocation_rebuilds_at_full_cost_in_another_area() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    units.place_from_stock(g, "thera", "p1", 1)
    _ship(g, "crete-1", "p1", "knossos")
    g.ps("p1").treasury = 3
    g.ps("p1").stock -= 3
    enter(g, "ships")
    refused(
        g,
        lambda: apply(g, ShipOrders("p1", relocations=(("crete-1", "knossos", 0),))),
        IllegalAction,
        "different",
    )
    apply(g, ShipOrders("p1", relocations=(("crete-1", "thera", 0),)))
    [sid] = units.ships_of(g, "p1")
    assert g.ships[sid].area == "thera" and g.ps("p1").treasury == 1


def test_6_4_never_more_than_four_ships() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    for i in range(1, 5):
        _ship(g, f"crete-{i}", "p1", "knossos")
    g.ps("p1").treasury = 10
    g.ps("p1").stock -= 10
    enter(g, "ships")
    keep = tuple((f"crete-{i}", "treasury") for i in range(1, 5))
    refused(g, lambda: apply(g, ShipOrders("p1", keep, builds=(("knossos", 0),))), OverLimit, "at most 4")
    refused(g, lambda: apply(g, ShipOrders("p1", (("crete-9", "treasury"),))), UnknownName, "ship")
    refused(g, lambda: apply(g, ShipOrders("p1", (("crete-1", "gold"),))), IllegalAction, "treasury")


def test_6_4_not_enough_treasury_refused() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ps("p1").treasury = 1
    g.ps("p1").stock -= 1
    enter(g, "ships")
    refused(g, lambda: apply(g, ShipOrders("p1", builds=(("knossos", 0),))), NotEnough, "treasury")


def test_6_4_players_with_nothing_to_do_are_not_asked() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    enter(g, "ships")
    assert not pending(g)
