"""Rules 7: movement — land moves, voyages (capacity, range, open sea, embarking), undo,
census order, the Delphi double coast."""

from __future__ import annotations

from engine.civ import units
from engine.civ.errors import NotAdjacent, OpenSeaForbidden
from engine.civ.flow import apply, pending
from engine.civ.phases.movement import EndMovement, MoveLand, UndoMove, Voyage
from engine.civ.phases.voyage import Step
from engine.civ.state import Ship
from engine.core.errors import IllegalAction, NotEnough, NotYourTurn, OverLimit, UnknownName
from tests.engine.helpers import enter, game, refused


def _movement(g, census):  # type: ignore[no-untyped-def]
    g.census_order = census
    enter(g, "movement")


def _sail(*areas: str, load: int = 0, unload: int | None = None) -> tuple[Step, ...]:
    steps = [Step("load", count=load)] if load else []
    steps += [Step("sail", a) for a in areas]
    if load:
        steps.append(Step("unload", count=load if unload is None else unload))
    return tuple(steps)


def test_7_1_players_move_in_census_order_one_after_another() -> None:
    g = game(["crete", "thrace", "italy"])
    for p, a in (("p1", "knossos"), ("p2", "scythia"), ("p3", "rubicon")):
        units.place_from_stock(g, a, p, 2)
    _movement(g, ["p3", "p1", "p2"])
    assert [d.player for d in pending(g)] == ["p3"]
    refused(g, lambda: apply(g, MoveLand("p1", "knossos", "phaestos", 1)), NotYourTurn, "Italy")
    apply(g, EndMovement("p3"))
    assert [d.player for d in pending(g)] == ["p1"]


def test_7_2_land_move_crosses_one_land_border() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 3)
    _movement(g, ["p1", "p2", "p3"])
    apply(g, MoveLand("p1", "knossos", "phaestos", 2))
    assert units.tokens_in(g, "phaestos", "p1") == 2 and units.tokens_in(g, "knossos", "p1") == 1
    refused(g, lambda: apply(g, MoveLand("p1", "knossos", "thera", 1)), NotAdjacent, "land border")
    refused(g, lambda: apply(g, MoveLand("p1", "knossos", "atlantis", 1)), UnknownName, "no area")


def test_7_2_each_token_moves_only_once() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 2)
    _movement(g, ["p1", "p2", "p3"])
    apply(g, MoveLand("p1", "knossos", "phaestos", 2))
    err = refused(g, lambda: apply(g, MoveLand("p1", "phaestos", "knossos", 1)), NotEnough, "0 unmoved")
    assert "already moved" in err.message


def test_7_2_tokens_may_move_into_any_area_and_above_the_limit() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 5)
    units.place_from_stock(g, "phaestos", "p2", 2)
    units.place_city(g, "phaestos", "p3")
    _movement(g, ["p1", "p2", "p3"])
    apply(g, MoveLand("p1", "knossos", "phaestos", 5))
    assert units.tokens_in(g, "phaestos", "p1") == 5


def test_7_3_ship_carries_at_most_five_tokens_at_a_time() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 6)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail("thera", load=6))), OverLimit, "at most 5")
    # Two loads across the same water in one round (7.3, Corcyra example): 3 + 3 tokens.
    steps = (
        Step("load", count=3),
        Step("sail", "thera"),
        Step("unload", count=3),
        Step("sail", "knossos"),
        Step("load", count=3),
        Step("sail", "thera"),
        Step("unload", count=3),
    )
    apply(g, Voyage("p1", "s", steps))
    assert units.tokens_in(g, "thera", "p1") == 6 and g.ships["s"].area == "thera"


def test_7_3_range_four_areas_five_with_cloth_making() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    five = ("thera", "argos", "sparta", "argos", "athens")
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail(*five))), OverLimit, "at most 4")
    g.ps("p1").civ_cards.append("cloth_making")
    apply(g, Voyage("p1", "s", _sail(*five)))
    assert g.ships["s"].area == "athens"


def test_7_3_open_sea_needs_astronomy_and_never_ends_a_move() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    refused(
        g, lambda: apply(g, Voyage("p1", "s", _sail("aegean-sea", "chalkis"))), OpenSeaForbidden, "Astronomy"
    )
    g.ps("p1").civ_cards.append("astronomy")
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail("aegean-sea"))), OpenSeaForbidden, "never end")
    apply(g, Voyage("p1", "s", _sail("aegean-sea", "chalkis", load=1)))
    assert units.tokens_in(g, "chalkis", "p1") == 1


def test_7_2_no_land_move_then_boarding_and_no_second_ship() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 2)
    units.place_from_stock(g, "phaestos", "p1", 1)
    g.ships["a"] = Ship("a", "p1", "knossos")
    g.ships["b"] = Ship("b", "p1", "thera")
    _movement(g, ["p1", "p2", "p3"])
    apply(g, MoveLand("p1", "phaestos", "knossos", 1))
    # Only the 2 unmoved tokens in Knossos may board; the walker may not.
    refused(g, lambda: apply(g, Voyage("p1", "a", _sail("thera", load=3))), NotEnough, "2 of your tokens")
    apply(g, Voyage("p1", "a", _sail("thera", load=2)))
    # Landed tokens moved already: they may not board the other ship.
    refused(g, lambda: apply(g, Voyage("p1", "b", _sail("knossos", load=1))), NotEnough, "0 of your tokens")


def test_7_2_tokens_board_and_land_in_the_same_turn() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 2)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    refused(
        g,
        lambda: apply(g, Voyage("p1", "s", _sail("thera", load=2, unload=1))),
        IllegalAction,
        "still aboard",
    )


def test_7_3_a_ship_moves_once_and_only_across_water_borders() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail("germania"))), NotAdjacent, "no water border")
    apply(g, Voyage("p1", "s", _sail("thera")))
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail("knossos"))), IllegalAction, "already moved")
    refused(g, lambda: apply(g, Voyage("p1", "x", _sail("knossos"))), UnknownName, "ship")


def test_7_6_delphi_double_coast() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 1)
    g.ships["s"] = Ship("s", "p1", "corinth")
    _movement(g, ["p1", "p2", "p3"])
    # Entering Delphi from Corinth (west coast) and leaving east to Athens in one move: refused.
    refused(g, lambda: apply(g, Voyage("p1", "s", _sail("delphi", "athens"))), IllegalAction, "one coast")
    apply(g, Voyage("p1", "s", _sail("delphi")))
    assert g.ships["s"].coast == "west"
    apply(g, EndMovement("p1"))
    # Next round, no unit of the owner in Delphi: must leave by the west coast.
    g.census_order = ["p1", "p2", "p3"]
    enter(g, "movement")
    refused(
        g, lambda: apply(g, Voyage("p1", "s", _sail("athens"))), IllegalAction, "only while you have a unit"
    )
    units.place_from_stock(g, "delphi", "p1", 1)
    enter(g, "movement")
    apply(g, Voyage("p1", "s", _sail("athens")))
    assert g.ships["s"].area == "athens"


def test_7_undo_restores_moves_until_the_turn_ends() -> None:
    g = game(["crete", "thrace", "italy"])
    units.place_from_stock(g, "knossos", "p1", 3)
    g.ships["s"] = Ship("s", "p1", "knossos")
    _movement(g, ["p1", "p2", "p3"])
    refused(g, lambda: apply(g, UndoMove("p1")), IllegalAction, "no move to undo")
    apply(g, MoveLand("p1", "knossos", "phaestos", 1))
    apply(g, Voyage("p1", "s", _sail("thera", load=2)))
    apply(g, UndoMove("p1"))
    assert units.tokens_in(g, "knossos", "p1") == 2 and g.ships["s"].area == "knossos"
    assert units.tokens_in(g, "phaestos", "p1") == 1
    apply(g, UndoMove("p1"))
    assert units.tokens_in(g, "knossos", "p1") == 3
    apply(g, MoveLand("p1", "knossos", "phaestos", 3))
    apply(g, EndMovement("p1"))
    # The turn is over (nobody else had anything to move): the moves stand.
    assert g.phase != "movement"
    assert units.tokens_in(g, "knossos", "p1") == 0 and units.tokens_in(g, "phaestos", "p1") > 0
