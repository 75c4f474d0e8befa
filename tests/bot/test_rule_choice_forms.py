"""Forms for the choices 001 leaves to a player (issue 10): a threatened city owner's right to
have his other conflicts resolved first and the order of his attacked cities (11.8.2), the
cities a taker short of stock takes when all of a player's cities revolt (6.3.2-6.3.3) and when
a Civil War faction changes hands (22.2.6.3). Each form is driven on a real engine position
through its op handlers; the action it builds is applied by the engine; bad input is refused
with a BotError and changes nothing."""

from __future__ import annotations

import pytest

from bot.forms import Act, operation
from bot.forms.base import OpFn
from bot.live_game import BotError
from bot.text import Names
from engine import state_hash
from engine.civ import units
from engine.civ.calamity.civil_war import KeepFaction
from engine.civ.state import GameState
from engine.core.events import public
from tests.bot.forms_kit import Prompt
from tests.bot.sentence_checks import describe_event
from tests.engine.calamity_positions import act_in_calamities, short_beneficiary
from tests.engine.helpers import city, enter, game, put
from tests.engine.taxation_positions import all_revolt_with_a_short_taker


def op_handler(p: Prompt, op: str) -> OpFn:
    found = operation(p.ctx.live, op)
    assert found is not None, op
    return found[1]


def _refused(p: Prompt, op: str, args: tuple[str, ...], values: list[str], match: str) -> None:
    before = state_hash(p.g)
    with pytest.raises(BotError, match=match):
        out = op_handler(p, op)(p.ctx, args, values)
        if isinstance(out, Act):
            out.build(p.g, p.seat)
    assert state_hash(p.g) == before


def _two_cities_and_an_attack() -> GameState:
    """Italy attacks Crete's Athens and Knossos with 7 each; Crete attacks Thrace's Corinth
    and has 6 tokens in stock: one replacement."""
    g = game(["crete", "thrace", "italy"])
    for a in ("athens", "knossos"):
        city(g, a, "p1")
        put(g, a, "p3", 7)
    city(g, "corinth", "p2")
    put(g, "corinth", "p1", 7)
    ps = g.ps("p1")
    ps.treasury, ps.stock = ps.stock - 6, 6
    enter(g, "conflict")
    return g


def test_11_8_2_conflict_form_demand_the_right_order_the_cities_and_confirm() -> None:
    p = Prompt(_two_cities_and_an_attack(), "p1", "conflict_order")
    content = p.content()
    assert "your 6 tokens in stock cannot replace each of your attacked cities by 6 tokens" in content
    assert "• Athens: attacked by Italy" in content and "You attack Corinth" in content
    assert "not chosen yet" in content and p.disabled("coo") and "df" in p.ops()
    p.click("cod")  # the first button: demand
    assert p.values("cos") == ["athens", "knossos"]
    p.click("cos", "knossos")  # Athens, the last one, falls into place
    content = p.content()
    assert "fought in this order, the first getting your stock tokens first: Knossos, then Athens." in content
    assert "cos" not in p.ops() and not p.disabled("coo")
    events = p.act("coo")
    [chosen] = [e.data for e in events if e.kind == "conflict_order"]
    assert chosen == {"player": "p1", "first": True, "save": ["knossos", "athens"]}
    attacked = [e.data["area"] for e in events if e.kind == "city_attacked"]
    assert attacked == ["corinth", "knossos", "athens"]


def test_11_8_2_conflict_form_decline_and_bad_clicks_are_refused() -> None:
    p = Prompt(_two_cities_and_an_attack(), "p1", "conflict_order")
    _refused(p, "coo", (), [], "Choose whether you demand")
    _refused(p, "cos", (), ["corinth"], "not one of your attacked cities")
    op_handler(p, "cod")(p.ctx, ("0",), [])
    p.click("cos", "athens")
    _refused(p, "cos", (), ["athens"], "not one of your attacked cities left")
    events = p.act("coo")
    [chosen] = [e.data for e in events if e.kind == "conflict_order"]
    assert chosen == {"player": "p1", "first": False, "save": ["athens", "knossos"]}


def test_11_8_2_conflict_form_without_attacks_of_his_own_asks_only_the_order() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("athens", "knossos"):
        city(g, a, "p1")
        put(g, a, "p3", 7)
    g.ps("p1").treasury, g.ps("p1").stock = g.ps("p1").stock, 0
    enter(g, "conflict")
    p = Prompt(g, "p1", "conflict_order")
    assert "cod" not in p.ops() and "You attack" not in p.content()
    _refused(p, "cod", ("1",), [], "You attack nowhere")
    p.click("cos", "athens")
    assert not p.disabled("coo")
    events = p.act("coo")
    assert [e.data["save"] for e in events if e.kind == "conflict_order"] == [["athens", "knossos"]]


def test_11_8_2_the_choice_is_told_in_the_channel() -> None:
    e = public("conflict_order", player="p1", first=False, save=["knossos", "athens"])
    line = describe_event(e, Names(None, {"p1": 7}))
    assert line == (
        "<@7> waives the right to have their own attacks fought first (rules 11.8.2); their "
        "attacked cities are fought in this order: Knossos and Athens."
    )


def test_6_3_2_all_cities_revolt_the_short_taker_names_them_in_order_through_the_revolt_form() -> None:
    g = all_revolt_with_a_short_taker()
    enter(g, "taxation")
    p = Prompt(g, "p3", "revolt_cities")
    assert "All 3 of p1's cities revolt, and you can take over only 1" in p.content()
    p.act("rv", "rhodes", "knossos", "phaestos")
    assert g.cities["rhodes"] == "p3" and g.cities["knossos"] == "p2" and g.cities["phaestos"] == "p2"


def test_22_2_6_3_civil_war_cities_form_the_short_beneficiary_chooses_his_cities() -> None:
    g = short_beneficiary()
    act_in_calamities(g, KeepFaction("p1", "second"))
    p = Prompt(g, "p7", "civil_war_cities")
    content = p.content()
    assert (
        "4 cities of Africa's lost faction are to be replaced, and you have only 2 cities in stock" in content
    )
    assert "the others go to the players with most tokens in stock (Italy, then" in content
    assert p.values("zwc") == ["buhen", "carrhae", "aleppo", "ankara"] and p.disabled("zwo")
    p.click("zwc", "aleppo")
    assert "Chosen: Aleppo (1 of 2)" in p.content() and p.disabled("zwo")
    _refused(p, "zwo", (), [], "Take exactly 2 cities")
    _refused(p, "zwc", (), ["athens"], "Choose among the cities of the lost faction")
    p.click("zwc", "aleppo", "ankara")
    assert not p.disabled("zwo")
    events = p.act("zwo")
    [takeover] = [e.data for e in events if e.kind == "civil_war_takeover"]
    assert takeover["cities"]["p7"] == ["aleppo", "ankara"]
    assert g.cities["aleppo"] == "p7" and units.city_count(g, "p1") == 0
