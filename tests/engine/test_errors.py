"""Bad input: every error type is raised with a helpful message and changes nothing."""

from __future__ import annotations

import pytest

from engine.civ import errors as map_errors
from engine.civ.errors import NotAdjacent, Occupied, OpenSeaForbidden
from engine.civ.flow import apply, new_game
from engine.civ.options import Options
from engine.civ.phases.cities import BuildCities
from engine.civ.phases.movement import EndMovement, MoveLand, Voyage
from engine.civ.phases.ships import ShipOrders
from engine.civ.phases.voyage import Step
from engine.civ.state import Ship
from engine.core import errors
from engine.core.errors import (
    GameOver,
    IllegalAction,
    MalformedAction,
    NotEnough,
    NotYourTurn,
    OverLimit,
    RuleError,
    UnknownName,
    WrongPhase,
)
from tests.engine.helpers import city, enter, game, put, refused


def _moving():  # type: ignore[no-untyped-def]
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 7)
    g.ships["s"] = Ship("s", "p1", "knossos")
    g.census_order = ["p1", "p2", "p3"]
    enter(g, "movement")
    return g


def test_wrong_phase() -> None:
    g = _moving()
    e = refused(g, lambda: apply(g, BuildCities("p1", ("knossos",))), WrongPhase)
    assert "Movement" in e.message


def test_not_your_turn_and_unknown_player() -> None:
    g = _moving()
    refused(g, lambda: apply(g, EndMovement("p2")), NotYourTurn, "waiting for Crete")
    refused(g, lambda: apply(g, EndMovement("zz")), NotYourTurn, "not a player")


def test_unknown_name_suggests_close_names() -> None:
    g = _moving()
    e = refused(g, lambda: apply(g, MoveLand("p1", "knosos", "phaestos", 1)), UnknownName)
    assert "knossos" in e.message


def test_not_adjacent_lists_legal_moves() -> None:
    g = _moving()
    e = refused(g, lambda: apply(g, MoveLand("p1", "knossos", "athens", 1)), NotAdjacent)
    assert "phaestos" in e.message


def test_not_enough_over_limit_open_sea() -> None:
    g = _moving()
    refused(g, lambda: apply(g, MoveLand("p1", "knossos", "phaestos", 8)), NotEnough, "7 unmoved")
    steps = (Step("load", count=6), Step("sail", "thera"), Step("unload", count=6))
    refused(g, lambda: apply(g, Voyage("p1", "s", steps)), OverLimit, "at most 5")
    refused(g, lambda: apply(g, Voyage("p1", "s", (Step("sail", "aegean-sea"),))), OpenSeaForbidden)
    refused(
        g, lambda: apply(g, Voyage("p1", "s", (Step("fly", "thera"),))), IllegalAction, "Unknown voyage step"
    )


def test_occupied_city_area() -> None:
    g = game(["crete", "thrace", "italy"])
    city(g, "knossos", "p2")
    put(g, "knossos", "p1", 6)
    put(g, "phaestos", "p1", 6)
    enter(g, "city_building")
    refused(g, lambda: apply(g, BuildCities("p1", ("knossos",))), Occupied, "already holds a city")


def test_too_many_ships() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 1)
    for i in range(4):
        g.ships[f"s{i}"] = Ship(f"s{i}", "p1", "knossos")
    g.ps("p1").treasury = 9
    g.ps("p1").stock -= 9
    enter(g, "ships")
    keep = tuple((f"s{i}", "treasury") for i in range(4))
    refused(g, lambda: apply(g, ShipOrders("p1", keep, (("knossos", 0),))), OverLimit)


def test_game_over() -> None:
    g = _moving()
    g.finished = True
    refused(g, lambda: apply(g, EndMovement("p1")), GameOver)


def test_malformed_game_creation() -> None:
    with pytest.raises(MalformedAction, match="2 to 7"):
        new_game(["solo"])
    with pytest.raises(MalformedAction, match="one seat"):
        new_game(["a", "a", "b"])
    with pytest.raises(MalformedAction, match="ship_placement"):
        new_game(["a", "b"], Options(ship_placement="anywhere"))


def test_every_error_type_is_covered_here() -> None:
    found = [*vars(errors).values(), *vars(map_errors).values()]
    types = {c for c in found if isinstance(c, type) and issubclass(c, RuleError)}
    covered = {
        WrongPhase,
        NotYourTurn,
        UnknownName,
        NotAdjacent,
        NotEnough,
        OverLimit,
        OpenSeaForbidden,
        IllegalAction,
        Occupied,
        GameOver,
        MalformedAction,
        RuleError,
    }
    assert types <= covered, f"new error types need a test here: {types - covered}"
