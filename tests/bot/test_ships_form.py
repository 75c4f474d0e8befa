"""The ships form (rules 6.4, A10-A11, D15): upkeep, relocation of kept ships and new ships,
each placement checked by the engine, the builds select paged beyond 25 areas."""

from __future__ import annotations

import pytest

from bot.forms import Act
from bot.live_game import BotError
from engine import state_hash
from engine.civ import units
from engine.civ.flow import apply
from engine.civ.options import Options
from engine.civ.state import GameState, Ship
from tests.bot.forms_kit import Prompt
from tests.engine.helpers import enter, game, put


def _fund(g: GameState, player: str, treasury: int) -> None:
    g.ps(player).treasury = treasury
    g.ps(player).stock -= treasury


def _ship(g: GameState, sid: str, area: str) -> None:
    g.ships[sid] = Ship(sid, "p1", area)
    g.next_ship_number = 10  # ships built later get new ids (crete-10, ...)


def _two_areas(treasury: int) -> GameState:
    """p1 (Crete): a ship in Knossos, one token in Knossos and in Thera."""
    g = game(["crete", "thrace", "italy"])
    put(g, "knossos", "p1", 1)
    put(g, "thera", "p1", 1)
    _ship(g, "crete-1", "knossos")
    _fund(g, "p1", treasury)
    enter(g, "ships")
    return g


def test_6_4_relocation_chosen_in_steps_accepted_by_the_engine_and_the_ship_moved() -> None:
    g = _two_areas(treasury=3)
    p = Prompt(g, "p1", "ships")
    assert "Ship crete-1 in Knossos: keep, pay 1 from treasury (default)" in p.content()
    assert p.values("shr") == ["crete-1"]
    p.click("shr", "crete-1")
    # Destinations: areas where a ship may be built, except where it is now.
    assert p.values("shd") == ["thera"]
    p.click("shd", "thera")
    # One token in Thera: the engine accepts a levy of 0 or 1 there, not 2.
    assert p.values("shl") == ["0", "1"]
    p.click("shl", "1")
    content = p.content()
    assert "Ship crete-1 in Knossos: relocate to Thera (levy 1 in Thera + 1 from treasury)" in content
    assert "⚠️" not in content and not p.disabled("ss")
    # The relocated ship is not kept as well: no upkeep choice is offered for it any more.
    assert "su" not in p.ops()
    events = p.act("ss")
    [ordered] = [e for e in events if e.kind == "ships_ordered"]
    assert ordered.data["relocated"] == [["crete-1", "thera"]]
    [sid] = units.ships_of(g, "p1")
    assert g.ships[sid].area == "thera"
    assert g.ps("p1").treasury == 2 and units.tokens_in(g, "thera", "p1") == 0


def test_6_4_relocation_with_a_single_payment_skips_the_payment_step_and_can_be_cancelled() -> None:
    g = _two_areas(treasury=0)
    put(g, "thera", "p1", 1)
    _ship(g, "crete-2", "thera")
    enter(g, "ships")
    p = Prompt(g, "p1", "ships")
    p.click("shr", "crete-1")
    # Kept by default, crete-2 is levied in Thera: with the 2 tokens the relocation needs there,
    # the engine finds 3 tokens levied in Thera, where p1 has 2.
    with pytest.raises(BotError, match="levy needs 3 of your tokens in thera"):
        p.click("shd", "thera")
    p.click("shx")
    p.click("su", "crete-2=scrap")
    p.click("shr", "crete-1")
    p.click("shd", "thera")  # no treasury: a levy of 2 is the only payment, taken at once
    assert "shl" not in p.ops()
    assert "Ship crete-1 in Knossos: relocate to Thera (levy 2 tokens in Thera)" in p.content()
    assert "Ship crete-2 in Thera: scrap (back to stock)" in p.content()
    assert "stay=crete-1" in p.values("shr")
    p.click("shr", "stay=crete-1")
    assert "relocate to" not in p.content() and p.draft["ships"]["relocations"] == []
    assert "Ship crete-1 in Knossos: keep, levy 1 token there (default)" in p.content()


def test_6_4_illegal_relocation_refused_with_the_engines_reason_and_nothing_changes() -> None:
    g = _two_areas(treasury=0)
    p = Prompt(g, "p1", "ships")
    before = state_hash(g)
    p.click("shr", "crete-1")
    # No treasury and one token in Thera: no payment makes the rebuilt ship affordable.
    with pytest.raises(BotError, match="levy needs 2 of your tokens in thera"):
        p.click("shd", "thera")
    with pytest.raises(BotError, match="different area"):
        p.click("shd", "knossos")
    assert p.draft["ship_step"] == {"ship": "crete-1"} and p.draft["ships"]["relocations"] == []
    assert state_hash(g) == before
    p.click("shx")
    assert "shd" not in p.ops() and "relocate to" not in p.content()


def test_6_4_a_ship_kept_by_levy_and_another_relocated_in_one_order() -> None:
    g = _two_areas(treasury=2)
    put(g, "knossos", "p1", 1)
    _ship(g, "crete-2", "knossos")
    enter(g, "ships")
    p = Prompt(g, "p1", "ships")
    p.click("su", "crete-1=levy")
    p.click("shr", "crete-2")
    p.click("shd", "thera")
    p.click("shl", "0")
    p.act("ss")
    areas = sorted(g.ships[s].area for s in units.ships_of(g, "p1"))
    assert areas == ["knossos", "thera"]
    assert g.ps("p1").treasury == 0 and units.tokens_in(g, "knossos", "p1") == 1


def _many_coasts(n: int, treasury: int) -> tuple[GameState, list[str]]:
    """p1 with one token in each of ``n`` coastal areas: more build areas than a select holds."""
    from engine.civ.content import board
    from engine.civ.geography import game_map

    g = game(["crete", "thrace", "italy"])
    gm = game_map(g)
    coasts = [a for a in sorted(gm.in_play) if board().areas[a].is_land and board().areas[a].has_water][:n]
    for a in coasts:
        put(g, a, "p1", 1)
    _fund(g, "p1", treasury)
    enter(g, "ships")
    return g, coasts


def test_6_4_builds_beyond_25_areas_paged_and_accumulated_up_to_four_ships() -> None:
    g, coasts = _many_coasts(30, treasury=10)
    p = Prompt(g, "p1", "ships")
    assert len(p.values("sb")) == 23 and p.pages("sb") == [1]
    p.turn_page("sb", 1)
    later = p.values("sb")
    assert later == coasts[23:30]
    p.click("sb", later[-1])
    assert p.values("shl") == ["0", "1"]  # one token there: treasury only, or levy it + 1
    p.click("shl", "1")
    for area, levy in ((coasts[0], "0"), (coasts[1], "0"), (coasts[2], "1")):
        p.click("sb", area)
        p.click("shl", levy)
    content = p.content()
    [builds] = [line for line in content.splitlines() if line.startswith("New ships:")]
    assert builds.count("from treasury") == 4 and "⚠️" not in content
    # Four ships in the order: the limit is reached, no fifth is offered.
    assert "sb" not in p.ops()
    p.act("ss")
    built = sorted(g.ships[s].area for s in units.ships_of(g, "p1"))
    assert built == sorted([coasts[29], coasts[0], coasts[1], coasts[2]])
    assert g.ps("p1").treasury == 10 - 2 - 2 - 1 - 1


def test_6_4_builds_offered_only_while_the_order_stays_within_four_ships() -> None:
    g = _two_areas(treasury=5)
    for i in (2, 3, 4):
        _ship(g, f"crete-{i}", "thera")
    enter(g, "ships")
    p = Prompt(g, "p1", "ships")
    assert "sb" not in p.ops()  # four ships kept by default
    p.click("su", "crete-4=scrap")
    assert "sb" in p.ops()
    p.click("sb", "knossos")
    p.click("shl", "0")
    assert "sb" not in p.ops()


def test_6_4_levy_only_games_offer_levies_only() -> None:
    g = game(["crete", "thrace", "italy"], Options(variant="farmers"))
    put(g, "knossos", "p1", 3)
    put(g, "thera", "p1", 1)
    _ship(g, "crete-1", "knossos")
    enter(g, "ships")
    p = Prompt(g, "p1", "ships")
    assert "levy only" in p.content()
    assert [v.split("=")[1] for v in p.values("su")] == ["levy", "scrap"]
    # A new ship in Knossos can only be levied (2 tokens): added without a payment step.
    p.click("sb", "knossos")
    assert "New ships: Knossos (levy 2 tokens in Knossos)" in p.content()
    with pytest.raises(BotError, match="tokens in thera"):
        p.click("sb", "thera")
    outcome = p.click("ss")
    assert isinstance(outcome, Act)
    apply(g, outcome.build(g, "p1"))
    assert len(units.ships_of(g, "p1")) == 2
