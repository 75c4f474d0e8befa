"""Rules 16.2 (Nomads and Seafarers) and 16.3 (Farmers and Citizens)."""

from __future__ import annotations

import pytest

from engine.civ import units
from engine.civ.flow import apply, new_game, pending
from engine.civ.options import Options
from engine.civ.phases.movement import MoveLand, Voyage
from engine.civ.phases.registry import round_phases
from engine.civ.phases.ships import ShipOrders
from engine.civ.phases.voyage import Step
from engine.civ.state import Ship
from engine.core.errors import IllegalAction, MalformedAction
from tests.engine.helpers import city, enter, game, put, refused

NOMADS = Options(variant="nomads")
FARMERS = Options(variant="farmers")


def test_16_2_nomads_round_and_setup() -> None:
    g = game(["egypt", "italy", "crete"], NOMADS)
    assert [p.name for p in round_phases(g)] == ["expansion", "ships", "movement", "surplus", "time_marker"]
    assert {ps.allowance for ps in g.player_states.values()} == {55}
    assert g.stacks == {}
    with pytest.raises(MalformedAction, match="2 to 4"):
        new_game(["a", "b", "c", "d", "e"], NOMADS)


def test_16_2_whole_board_and_every_nation() -> None:
    g = new_game(["a", "b"], NOMADS)
    assert len(pending(g)[0].options["nations"]) == 9


def test_16_2_no_entering_another_players_area() -> None:
    g = game(["egypt", "italy", "crete"], NOMADS)
    put(g, "knossos", "p3", 2)
    put(g, "phaestos", "p1", 1)
    put(g, "thera", "p1", 1)
    g.ships["s"] = Ship("s", "p3", "knossos")
    enter(g, "movement")
    # AST order: Italy (p2) has nothing; Crete (p3) before Egypt (p1).
    assert pending(g)[0].player == "p3"
    refused(g, lambda: apply(g, MoveLand("p3", "knossos", "phaestos", 1)), IllegalAction, "another player")
    steps = (Step("load", count=1), Step("sail", "thera"), Step("unload", count=1))
    refused(g, lambda: apply(g, Voyage("p3", "s", steps)), IllegalAction, "another player")


def test_16_2_ships_by_levy_only_and_open_sea_without_astronomy() -> None:
    g = game(["egypt", "italy", "crete"], NOMADS)
    put(g, "knossos", "p3", 3)
    enter(g, "ships")
    refused(g, lambda: apply(g, ShipOrders("p3", builds=(("knossos", 1),))), IllegalAction, "levy only")
    g.ships["s"] = Ship("s", "p3", "knossos")
    g.census_order = []
    enter(g, "movement")
    steps = (
        Step("load", count=1),
        Step("sail", "aegean-sea"),
        Step("sail", "chalkis"),
        Step("unload", count=1),
    )
    apply(g, Voyage("p3", "s", steps))
    assert units.tokens_in(g, "chalkis", "p3") == 1


def test_16_2_most_areas_after_sixteen_rounds_wins() -> None:
    g = game(["egypt", "italy", "crete"], NOMADS)
    put(g, "knossos", "p3", 1)
    put(g, "phaestos", "p3", 1)
    put(g, "thebes", "p1", 5)
    g.round = 15
    enter(g, "time_marker")
    assert not g.finished
    g.round = 16
    enter(g, "time_marker")
    assert g.finished and g.winners == ["p3"]


def test_16_3_farmers_round_no_taxation_no_cards() -> None:
    g = game(["egypt", "italy", "crete"], FARMERS)
    names = [p.name for p in round_phases(g)]
    assert names == [
        "expansion",
        "census",
        "ships",
        "movement",
        "conflict",
        "city_building",
        "surplus",
        "farmers_ast",
    ]
    assert g.stacks == {}


def test_16_3_two_cities_for_the_early_bronze_age_then_first_to_the_line() -> None:
    g = game(["egypt", "italy", "crete"], FARMERS)
    egypt = g.ps("p1")
    egypt.ast_position = 3  # Egypt's Early Bronze Age starts at 4
    city(g, "thebes", "p1")
    enter(g, "farmers_ast")
    assert egypt.ast_position == 3
    city(g, "memphis", "p1")
    enter(g, "farmers_ast")
    assert egypt.ast_position == 4
    # No requirement for the Late Bronze Age; the second line (position 9) wins.
    egypt.ast_position = 8
    g.ps("p3").ast_position = 8
    city(g, "knossos", "p3")
    enter(g, "farmers_ast")
    assert g.finished and g.winners == ["p1"]  # more cities than Crete


def test_13_3_farmers_marker_moves_back_without_cities() -> None:
    g = game(["egypt", "italy", "crete"], FARMERS)
    g.ps("p1").ast_position = 5
    enter(g, "farmers_ast")
    assert g.ps("p1").ast_position == 4
