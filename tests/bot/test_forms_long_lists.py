"""Long lists in the decision forms: selects beyond Discord's 25 choices are paged, multi-choices
accumulate their picks in the draft, and multi-step forms redraw the step they are at."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.forms import Act
from bot.games.civ.words import area_name
from bot.live_game import BotError
from engine.civ import units
from engine.civ.content import board
from engine.civ.flow import pending
from engine.civ.geography import game_map
from engine.civ.phases.support import ReduceCities
from engine.civ.state import GameState
from engine.core.decisions import Decision, DecisionOptions
from tests.bot.forms_kit import Prompt
from tests.engine.helpers import city, enter, game, put


@dataclass(frozen=True)
class AreaPick(DecisionOptions):
    """The options of a decision kind no game declares and no form knows: areas to pick from."""

    areas: list[str]


def _land(g: GameState, n: int) -> list[str]:
    gm = game_map(g)
    return [a for a in sorted(gm.in_play) if board().areas[a].is_land][:n]


def test_7_2_movement_source_select_of_30_areas_paged_and_a_move_made_after_turning_a_page() -> None:
    g = game(["crete", "thrace", "italy"])
    areas = _land(g, 32)
    for a in areas:
        put(g, a, "p1", 1)
    g.census_order = ["p1", "p2", "p3"]
    enter(g, "movement")
    p = Prompt(g, "p1", "movement")
    o = p.ctx.decision.options
    sources = [a for a in o["unmoved_tokens"] if o["land_moves"][a]]
    assert len(sources) > 25
    assert len(p.values("mv")) == 23 and p.pages("mv") == [1]
    p.turn_page("mv", 1)
    later = p.values("mv")
    assert later == sources[23:]
    src = later[-1]
    units.place_from_stock(g, src, "p1", 1)  # two tokens there: the count step is asked too
    enter(g, "movement")
    p.click("mv", src)
    # The step is in the draft: the form (redrawn from it, as the router does) asks the destination.
    dest = p.values("md")[0]
    assert p.content().startswith("Move from")
    p.click("md", dest)
    assert p.values("mc") == ["2", "1"]
    p.act("mc", "2")
    assert units.tokens_in(g, dest, "p1") >= 2 and units.tokens_in(g, src, "p1") == 0


def test_7_2_back_from_a_step_and_a_stale_step_fall_back_to_the_main_form() -> None:
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 2)
    g.census_order = ["p1", "p2", "p3"]
    enter(g, "movement")
    p = Prompt(g, "p1", "movement")
    p.click("mv", "knossos")
    assert "md" in p.ops()
    with pytest.raises(BotError, match="cannot move to"):
        p.click("md", "thera")
    p.click("rf")
    assert "mv" in p.ops() and "md" not in p.ops()
    p.draft["move"] = {"src": "athens"}  # a step the position no longer allows
    assert "mv" in p.ops()


def test_4_2_nation_then_start_area_step_kept_in_the_draft() -> None:
    from engine.civ.flow import new_game
    from engine.civ.options import Options

    g = new_game(["p1", "p2", "p3"], Options(), 0)
    d = pending(g)[0]
    p = Prompt(g, d.player, "choose_nation")
    nations = d.options["nations"]
    several = next(n for n, a in nations.items() if len(a) > 1)
    p.click("cn", several)
    assert p.values("ca") == nations[several]
    p.act("ca", nations[several][-1])
    assert g.player_states[d.player].nation == several


def test_6_7_cities_to_build_beyond_25_picked_one_at_a_time_with_a_summary_and_reset() -> None:
    g = game(["crete", "thrace", "italy"])
    sites = sorted(game_map(g).city_site_usable)
    others = [a for a in _land(g, 60) if a not in sites][: 28 - len(sites)]
    # 28 buildable areas need far more tokens than a real stock: this exercises the paging.
    g.ps("p1").stock = 12 * 28
    for a in sites:
        put(g, a, "p1", 6)
    for a in others:
        put(g, a, "p1", 12)
    enter(g, "city_building")
    p = Prompt(g, "p1", "build_cities")
    offered = list(p.ctx.decision.options["areas"])
    assert len(offered) > 25
    assert p.disabled("bc")  # nothing picked yet
    p.turn_page("bc", 1)
    p.click("bc", offered[-1])
    p.click("bc", offered[0])
    assert "Chosen (2, 1-9 wanted)" in p.content()
    assert offered[0] not in p.values("bc") and not p.disabled("bc")
    with pytest.raises(BotError, match="already chosen"):
        p.click("bc", offered[0])
    p.click("rf")
    assert "Chosen (0, 1-9 wanted): nothing yet." in p.content()
    p.click("bc", offered[1])
    p.act("bc")
    assert units.cities_of(g, "p1") == [offered[1]]


def test_6_8_cities_to_reduce_within_25_still_one_multi_select() -> None:
    g = game(["crete", "thrace", "italy"])
    sites = sorted(game_map(g).city_site_usable)[:3]
    for a in sites:
        city(g, a, "p1")
    put(g, sites[0], "p1", 1)
    enter(g, "surplus")
    p = Prompt(g, "p1", "reduce_cities")
    assert p.values("rc") == sites and "Chosen" not in p.content()
    outcome = p.click("rc", sites[2], sites[1])
    assert isinstance(outcome, Act)
    assert outcome.build(g, "p1") == ReduceCities("p1", (sites[2], sites[1]))


def test_generic_many_choice_beyond_25_accumulates_picks_and_submits_them() -> None:
    g = game(["crete", "thrace", "italy"])
    names = _land(g, 30)
    # A decision kind without a form of its own, whose answer is a list of area names.
    d = Decision("p1", "pick_areas", "Pick any areas.", AreaPick(names), ReduceCities("p1", (names[0],)))
    p = Prompt(g, "p1", "pick_areas", d)
    assert p.pages("gc") == [1] and "df" in p.ops()
    p.turn_page("gc", 1)
    p.click("gc", names[29])
    p.turn_page("gc", 0)
    p.click("gc", names[3])
    assert f"Chosen (2, 0-30 wanted): {area_name(names[29])}, {area_name(names[3])}." in p.content()
    outcome = p.click("gc")
    assert isinstance(outcome, Act)
    assert outcome.build(g, "p1") == ReduceCities("p1", (names[29], names[3]))
