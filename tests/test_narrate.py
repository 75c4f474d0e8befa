"""The narrator of the Civilization family (``engine.narrate``) with plain names, as the terminal
and the demo log use it: counted nouns agree, players are named by nation, causes are named,
secrets are told only to their owner."""

from __future__ import annotations

from typing import Any

from engine import narrate, narrate_private, plain_names
from engine.core.events import Event, private, public
from tests.engine.calamity_positions import calamity_game


def tell(g: Any, e: Event) -> str | None:
    return narrate(g, e, plain_names(g))


def test_counted_nouns_agree_with_their_number() -> None:
    g = calamity_game()
    assert tell(g, public("population_grew", player="p1", tokens=1)) == "Africa grew by 1 token."
    assert tell(g, public("population_grew", player="p1", tokens=2)) == "Africa grew by 2 tokens."
    assert tell(g, public("trade_cards_drawn", player="p2", count=1)) == "Italy drew 1 trade card."
    assert (
        tell(g, public("gold_bought", player="p2", count=1, tokens=1))
        == "Italy bought a Gold card for 1 treasury token."
    )
    line = tell(g, public("tokens_moved", player="p1", source="sahara", dest="tunisia", count=1))
    assert line == "Africa moved 1 token from Sahara to Tunisia."
    one_city = tell(g, public("cities_built", player="p1", areas=["tunisia"]))
    assert one_city == "Africa built a city in Tunisia."


def test_a_player_who_draws_nothing_from_empty_stacks_is_told_why() -> None:
    """Issue 26, item 7: an Advanced Civilization player drawing from empty stacks was told nothing."""
    g = calamity_game()
    nothing = public("trade_cards_drawn", player="p2", count=0, empty_stacks=[1, 2])
    assert tell(g, nothing) == "Italy drew no trade card: stacks 1 and 2 are empty."
    some = public("trade_cards_drawn", player="p2", count=2, empty_stacks=[3])
    assert tell(g, some) == "Italy drew 2 trade cards; stack 3 is empty."


def test_an_empty_stack_is_named_in_the_draw_event() -> None:
    from engine.civ.advciv.phases.trade_cards import draw_trade_cards
    from tests.engine.advciv.helpers import position

    g = position(3, nations=("crete", "thrace", "italy"), cities={"knossos": "p1", "phaestos": "p1"})
    g.stacks[1] = []  # as if every card of stack 1 were in hands
    drawn = next(e for e in draw_trade_cards(g, "p1") if e.kind == "trade_cards_drawn")
    assert drawn.data == {"player": "p1", "count": 1, "empty_stacks": [1]}


def test_a_reduction_names_its_calamity_or_the_lack_of_support() -> None:
    g = calamity_game()
    by = public("city_reduced", player="p7", area="memphis", tokens=2, calamity="civil_disorder")
    assert tell(g, by) == "Civil Disorder reduced Egypt's city in Memphis: it was reduced to 2 tokens."
    support = public("city_reduced", player="p7", area="memphis", tokens=1, calamity=None)
    assert tell(g, support) == "Egypt's city in Memphis was reduced to 1 token for lack of support."


def test_the_winner_is_named_by_nation() -> None:
    g = calamity_game()
    line = tell(g, public("game_won", winners=["p4"], finishers=["p4"], shared=False))
    assert line is not None and "Thrace wins the game" in line


def test_a_nation_is_introduced_with_its_player() -> None:
    g = calamity_game()
    line = narrate(
        g, public("nation_chosen", player="p1", nation="africa", area="sahara"), plain_names(g, {"p1": "ann"})
    )
    assert line == "ann chose Africa, starting in Sahara."


def test_offers_are_told_as_they_happen_and_secrets_only_to_their_owner() -> None:
    g = calamity_game()
    made = public("offer_made", id=4, to="p2", reply_to=2, cards=3, value=12, named="grain", status="open")
    made.data["from"] = "p1"
    assert (
        tell(g, made)
        == "Offer #4 (answering offer #2): Africa offers Italy 3 cards worth 12 in all, including Grain."
    )
    assert tell(g, public("offer_declined", offer=4, player="p2")) == "Italy declined offer #4."
    assert tell(g, public("offer_closed", offer=4, status="withdrawn")) == "Offer #4 was withdrawn."
    secret = private("trade_received", ("p2",), cards=["salt"], giver="p1")
    assert tell(g, secret) is None
    assert narrate_private(g, secret, "p2", plain_names(g)) == "You receive Salt from Africa."
    assert narrate_private(g, secret, "p1", plain_names(g)) is None


def test_the_board_panel_names_the_winner_by_nation() -> None:
    from renderer.games.civ.panel import winner_names

    view = {"winners": ["p4"], "players": [{"player": "p4", "nation_name": "Thrace"}]}
    assert winner_names(view) == "Thrace"


def test_advanced_civilizations_events_are_told_in_words() -> None:
    """Every event of whole Advanced Civilization games has a sentence, never an id, a None or a
    raw field; secrets only to their owner."""
    from ai.games.civ.match import agents_for
    from engine import apply, new_game, pending

    lines: list[str] = []
    for players, seed, kind in ((5, 2, "normal"), (3, 5, "random")):
        ids, agents = agents_for([kind] * players, seed, "advciv")
        g = new_game(ids, seed=seed, game="advciv")
        while not g.finished and g.round <= 40:
            d = pending(g)[0]
            for e in apply(g, agents[d.player].act(g, d)):
                if e.visible_to is None:
                    lines.append(tell(g, e) or "")
                else:
                    assert tell(g, e) is None
                    lines += [narrate_private(g, e, p, plain_names(g)) or "" for p in e.visible_to]
    assert any("wins with" in line for line in lines)
    assert not [line for line in lines if "None" in line or "{" in line or "_" in line]


def test_a_public_reason_is_told_of_the_player_not_to_him() -> None:
    """The AST reason is written to its player ("you have 1"); the public line tells it of him."""
    g = calamity_game()
    held = public(
        "ast_held", player="p3", position=4, reason="entering the Early Iron Age needs 3 cities; you have 1"
    )
    line = tell(g, held)
    assert line is not None and "they have 1" in line and "you" not in line
    worth = "this Late Iron Age space needs civilization cards worth 5; yours are worth 3"
    line = tell(g, public("ast_held", player="p3", position=9, reason=worth))
    assert line is not None and "theirs are worth 3" in line and "you" not in line


def test_a_frozen_civilization_is_told_without_a_double_colon() -> None:
    """Issue 26, item 8: "stays on the AST: frozen: ..."."""
    g = calamity_game()
    frozen = public(
        "ast_held", player="p3", position=4, reason="frozen: the Early Bronze Age needs 2 cities; you have 1"
    )
    assert (
        tell(g, frozen)
        == "Illyria is frozen on AST space 4: the Early Bronze Age needs 2 cities; they have 1."
    )
