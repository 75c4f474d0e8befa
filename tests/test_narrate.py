"""Narration: counted nouns agree, players are named by nation, causes are named."""

from __future__ import annotations

from civbot.narrate import narrate, narrate_private
from engine.core.events import private, public
from tests.engine.test_calamities_general import _game


def test_counted_nouns_agree_with_their_number() -> None:
    g = _game()
    assert narrate(g, public("population_grew", player="p1", tokens=1)) == "Africa (p1) grows by 1 token."
    assert narrate(g, public("population_grew", player="p1", tokens=2)) == "Africa (p1) grows by 2 tokens."
    assert narrate(g, public("trade_cards_drawn", player="p2", count=1)) == "Italy (p2) draws 1 trade card."
    assert (
        narrate(g, public("gold_bought", player="p2", count=1, tokens=18)) == "Italy (p2) buys 1 Gold card."
    )
    line = narrate(g, public("tokens_moved", player="p1", source="sahara", dest="tunisia", count=1))
    assert line == "Africa (p1) moves 1 token from Sahara to Tunisia."


def test_a_player_who_draws_nothing_from_empty_stacks_is_told_why() -> None:
    """Issue 26, item 7: an Advanced Civilization player drawing from empty stacks was told nothing."""
    g = _game()
    nothing = public("trade_cards_drawn", player="p2", count=0, empty_stacks=[1, 2])
    assert narrate(g, nothing) == "Italy (p2) draws no trade card: stacks 1 and 2 are empty."
    some = public("trade_cards_drawn", player="p2", count=2, empty_stacks=[3])
    assert narrate(g, some) == "Italy (p2) draws 2 trade cards; stack 3 is empty."
    assert narrate(g, public("trade_cards_drawn", player="p2", count=0, empty_stacks=[])) is None


def test_an_empty_stack_is_named_in_the_draw_event() -> None:
    from engine.civ.advciv.phases.trade_cards import draw_trade_cards
    from tests.engine.advciv.helpers import position

    g = position(3, nations=("crete", "thrace", "italy"), cities={"knossos": "p1", "phaestos": "p1"})
    g.stacks[1] = []  # as if every card of stack 1 were in hands
    drawn = next(e for e in draw_trade_cards(g, "p1") if e.kind == "trade_cards_drawn")
    assert drawn.data == {"player": "p1", "count": 1, "empty_stacks": [1]}


def test_a_reduction_names_its_calamity_or_the_lack_of_support() -> None:
    g = _game()
    by = public("city_reduced", player="p7", area="memphis", tokens=2, calamity="civil_disorder")
    assert narrate(g, by) == "Egypt (p7)'s city in Memphis is reduced by Civil Disorder, 2 tokens left there."
    support = public("city_reduced", player="p7", area="memphis", tokens=1, calamity=None)
    assert (
        narrate(g, support)
        == "Egypt (p7)'s city in Memphis is reduced for lack of support, 1 token left there."
    )


def test_the_winner_is_named_by_nation() -> None:
    g = _game()
    line = narrate(g, public("game_won", winners=["p4"], finishers=["p4"], shared=False))
    assert line is not None and "Thrace (p4) wins the game" in line


def test_offers_are_told_as_they_happen_and_secrets_only_to_their_owner() -> None:
    g = _game()
    made = public("offer_made", id=4, to="p2", reply_to=2, cards=3, value=12, named="grain", status="open")
    made.data["from"] = "p1"
    assert narrate(g, made) == (
        "Africa (p1) answers offer #2 with #4 to Italy (p2): 3 cards worth 12, naming Grain."
    )
    assert narrate(g, public("offer_declined", offer=4, player="p2")) == "Italy (p2) declines offer #4."
    assert narrate(g, public("offer_closed", offer=4, status="withdrawn")) == "Offer #4 is withdrawn."
    secret = private("trade_received", ("p2",), cards=["salt"], giver="p1")
    assert narrate(g, secret) is None
    assert narrate_private(secret, "p2") == "You receive Salt."
    assert narrate_private(secret, "p1") is None


def test_the_board_panel_names_the_winner_by_nation() -> None:
    from renderer.panel import winner_names

    view = {"winners": ["p4"], "players": [{"player": "p4", "nation_name": "Thrace"}]}
    assert winner_names(view) == "Thrace"


def test_advanced_civilizations_events_are_told_in_words() -> None:
    """Every event of whole Advanced Civilization games has a sentence (the acknowledgement of a
    secret answer is not told), never an id, a None or a raw field; secrets only to their owner."""
    from ai.heuristic.match import agents_for
    from civbot.narrate import tellers
    from engine import apply, new_game, pending

    told, secrets = tellers("advciv")
    lines: list[str] = []
    for players, seed, kind in ((5, 2, "normal"), (3, 5, "random")):
        ids, agents = agents_for([kind] * players, seed, "advciv")
        g = new_game(ids, seed=seed, game="advciv")
        while not g.finished and g.round <= 40:
            d = pending(g)[0]
            for e in apply(g, agents[d.player].act(g, d)):
                if e.visible_to is None:
                    assert e.kind in told or e.kind == "decision_received", e.kind
                    lines.append(narrate(g, e) or "")
                else:
                    assert e.kind in secrets, e.kind
                    assert narrate(g, e) is None
                    lines += [narrate_private(e, p, "advciv") or "" for p in e.visible_to]
    assert any("wins the game" in line for line in lines)
    assert not [line for line in lines if "None" in line or "{" in line or "_" in line]


def test_a_public_reason_is_told_of_the_player_not_to_him() -> None:
    """The AST reason is written to its player ("you have 1"); the public line tells it of him."""
    g = _game()
    held = public(
        "ast_held", player="p3", position=4, reason="entering the Early Iron Age needs 3 cities; you have 1"
    )
    line = narrate(g, held)
    assert line is not None and "they have 1" in line and "you" not in line
    worth = "this Late Iron Age space needs civilization cards worth 5; yours are worth 3"
    line = narrate(g, public("ast_held", player="p3", position=9, reason=worth))
    assert line is not None and "theirs are worth 3" in line and "you" not in line
