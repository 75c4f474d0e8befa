"""What the engine says of each area and of a move's consequences (``engine.civ.outlook``): the
printed facts as a game uses them, and the surplus and city support a move leaves, found by the
game's own surplus removal on a copy (issue 26, item 1)."""

from __future__ import annotations

from engine import state_hash
from engine.civ.api import MoveLand, area_facts, move_outlook
from engine.civ.phases.cities import tokens_needed
from engine.core.errors import RuleError
from tests.engine.advciv.helpers import position
from tests.engine.helpers import city, enter, game, put, refused


def _moving(players: int = 7):  # type: ignore[no-untyped-def]
    """A game on the board of ``players`` (all seven: every area in play), empty, in round 1."""
    return game(["italy", "africa", "crete", "thrace", "egypt", "babylon", "asia"][:players])


def test_area_facts_give_the_printed_limit_city_site_and_features_as_the_game_uses_them() -> None:
    g = _moving()
    facts = area_facts(g)
    assert facts["memphis"].population_limit == 3 and facts["memphis"].city_site
    assert facts["memphis"].flood_plain == "Nile" and facts["memphis"].volcano is None
    assert facts["upper-egypt"].city_site is False and facts["upper-egypt"].city_tokens == 12
    assert facts["neapolis"].volcano == "Vesuvius"
    assert facts["babylon"].flood_plain == "Tigris-Euphrates"
    assert all(f.city_tokens == tokens_needed(g, a) for a, f in facts.items())
    # Island city sites are not used with two players (rules 4.3): Knossos needs 12 tokens then.
    assert area_facts(_moving(2))["knossos"].city_tokens == 12
    assert facts["knossos"].city_tokens == 6


def test_a_move_above_the_limit_is_told_with_its_surplus_and_nothing_changes() -> None:
    g = _moving()
    put(g, "knossos", "p1", 5)
    g.census_order = list(g.players)
    enter(g, "movement")
    before = state_hash(g)
    outlook = move_outlook(g, MoveLand("p1", "knossos", "phaestos", 4))
    assert state_hash(g) == before
    change = {c.after.area: c for c in outlook.changes}
    assert change["phaestos"].after.tokens == 4 and change["phaestos"].after.surplus == 2
    assert change["phaestos"].worse and not change["knossos"].worse
    assert change["knossos"].before.surplus == 2 and change["knossos"].after.surplus == 0
    assert outlook.warns and not outlook.support_worse
    # Agriculture lets a sole occupant keep one token more (rules 6.8).
    g.ps("p1").civ_cards.append("agriculture")
    assert {c.after.area: c for c in move_outlook(g, MoveLand("p1", "knossos", "phaestos", 4)).changes}[
        "phaestos"
    ].after.surplus == 1


def test_tokens_enough_for_a_city_count_only_what_is_left_over() -> None:
    g = _moving()
    put(g, "knossos", "p1", 8)
    g.census_order = list(g.players)
    enter(g, "movement")
    outlook = move_outlook(g, MoveLand("p1", "knossos", "phaestos", 1))
    knossos = {c.after.area: c for c in outlook.changes}["knossos"]
    assert knossos.after.city_tokens == 6 and knossos.after.loss == 1 and knossos.before.loss == 2
    assert not knossos.worse


def test_tokens_moved_beside_an_own_city_leave_its_support_short() -> None:
    g = _moving()
    city(g, "phaestos", "p1")
    put(g, "knossos", "p1", 2)
    g.census_order = list(g.players)
    enter(g, "movement")
    outlook = move_outlook(g, MoveLand("p1", "knossos", "phaestos", 2))
    assert outlook.short_before == 0 and outlook.short_after == 2 and outlook.support_worse
    assert outlook.cities == 1 and outlook.tokens_after_surplus == 0


def test_a_refused_move_is_refused_by_the_outlook_too() -> None:
    g = _moving()
    put(g, "knossos", "p1", 2)
    g.census_order = list(g.players)
    enter(g, "movement")
    refused(g, lambda: move_outlook(g, MoveLand("p1", "knossos", "memphis", 1)), RuleError)


def test_advanced_civilization_counts_barbarians_as_units_of_another_side() -> None:
    g = position(
        tokens={"knossos": {"p1": 4}},
        barbarians={"phaestos": 2},
        census_order=["p1", "p2", "p3"],
    )
    phaestos = {c.after.area: c for c in move_outlook(g, MoveLand("p1", "knossos", "phaestos", 4)).changes}
    assert phaestos["phaestos"].after.others == 2 and not phaestos["phaestos"].worse
