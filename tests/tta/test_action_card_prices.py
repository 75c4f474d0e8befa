"""What playing an action card costs, as the engine says it (issue 26, item 3; rules 7.13): the
text form of each play writes its price in brackets like every other action (1 civil action and
what the action the card calls for charges under that action's own rules), and the player's view
prices every action card in his hand (``you["action_card_prices"]``)."""

from __future__ import annotations

import re

from engine import action_text, apply, legal_actions, pending
from engine.core.actions import Action
from engine.tta.action_cards import PlayActionCard
from engine.tta.api import hand_price, view_for
from engine.tta.state import GameState
from tests.tta.helpers import position, resources, workers

RICH = {
    "science": 20,
    "blue": {"bronze": 8, "agriculture": 4},
    "blue_bank": 4,
    "workers": workers(coal=0),
}


def _rich(*hand: str, **fields: object) -> GameState:
    return position(player_states={"p1": {**RICH, "civil_hand": list(hand), **fields}})


def _shown(g: GameState) -> dict[str, Action]:
    """p1's legal actions by the text the terminal lists them with."""
    d = next(d for d in pending(g) if d.player == "p1")
    return {action_text(g, a): a for a in legal_actions(g, d)}


def _price(listed: list[str], start: str) -> str:
    """The bracketed price of the listed action that is ``start`` and its price."""
    prices = [m[1] for t in listed if (m := re.fullmatch(rf"{re.escape(start)} \[(.*)\]", t))]
    assert len(prices) == 1, f"no price, or several, on {start!r}"
    return prices[0]


def test_a_play_costs_a_civil_action_and_its_action_at_the_cards_discount() -> None:
    g = _rich("rich_land_i", "frugality_i", "cultural_heritage_a", "breakthrough_i", "iron", "monarchy")
    listed = list(_shown(g))
    # Rich Land (I): a farm or mine, 2 resources cheaper than building it (rules 7.13).
    assert _price(listed, "build Coal") == "8 resources"
    assert _price(listed, "play Rich Land (I) Coal") == "1 civil action, 6 resources"
    assert _price(listed, "upgrade Bronze to Coal") == "6 resources"
    assert _price(listed, "play Rich Land (I) Bronze to Coal") == "1 civil action, 4 resources"
    # A cost below 0 is 0 (7.13): Bronze costs 2.
    assert _price(listed, "play Rich Land (I) Bronze") == "1 civil action, 0 resources"
    # The other actions at their own price; Cultural Heritage costs only the civil action.
    assert _price(listed, "population") == "2 food"
    assert _price(listed, "play Frugality (I)") == "1 civil action, 2 food"
    assert _price(listed, "play Breakthrough (I) Iron") == "1 civil action, 5 science"
    assert _price(listed, "play Cultural Heritage (A)") == "1 civil action"
    # Used for a revolution, Breakthrough costs the revolution's actions instead of its own (7.13).
    assert _price(listed, "revolution Monarchy") == "2 science, all 4 civil actions"
    assert _price(listed, "play Breakthrough (I) Monarchy revolution") == "2 science, all 4 civil actions"


def test_the_price_shown_is_the_price_paid() -> None:
    g = _rich("rich_land_i")
    shown = _shown(g)
    play = shown["play Rich Land (I) Coal [1 civil action, 6 resources]"]
    before, civil = resources(g), g.ps("p1").civil_spent
    apply(g, play)
    assert (before - resources(g), g.ps("p1").civil_spent - civil) == (6, 1)


def _prices(g: GameState) -> dict[str, dict[str, object]]:
    prices: dict[str, dict[str, object]] = view_for(g, "p1")["you"]["action_card_prices"]
    return prices


def test_the_view_prices_each_action_card_in_hand_over_its_legal_plays() -> None:
    g = _rich("rich_land_i", "breakthrough_i", "iron", "monarchy", "engineering_genius_i")
    prices = _prices(g)
    assert set(prices) == {"rich_land_i", "breakthrough_i", "engineering_genius_i"}
    rich = prices["rich_land_i"]
    # Agriculture and Bronze 0, the upgrade to Coal 4, Coal 6.
    assert rich["prices"] == {"resources": [0, 6]} and rich["playable"] and rich["civil_actions"] == 1
    assert hand_price(rich) == "1 civil action and 0–6 resources"
    breakthrough = prices["breakthrough_i"]
    assert breakthrough["prices"] == {"science": [5, 8]}
    assert breakthrough["revolution"] == {"actions": "civil", "count": 4, "science": [2, 2]}
    assert hand_price(breakthrough) == (
        "1 civil action and 5–8 science, or 2 science and all 4 civil actions for a revolution"
    )
    # No wonder under way: Engineering Genius cannot be played (7.13).
    assert not prices["engineering_genius_i"]["playable"]
    assert hand_price(prices["engineering_genius_i"]) == "1 civil action; its action cannot be performed now"


def test_a_card_taken_this_turn_or_in_the_first_round_is_not_playable() -> None:
    taken = _rich("stockpile", taken_this_turn=["stockpile"])
    price = _prices(taken)["stockpile"]
    assert price["taken_this_turn"] and not price["playable"]
    assert hand_price(price) == "1 civil action, from your next turn (taken this turn)"
    first = position(round=1, player_states={"p1": {"civil_hand": ["stockpile"]}})
    assert not _prices(first)["stockpile"]["playable"]
    assert not any(isinstance(a, PlayActionCard) for a in _shown(first).values())


def test_other_players_do_not_see_the_prices_of_a_hand() -> None:
    g = _rich("stockpile")
    assert "action_card_prices" not in view_for(g, None, "observer").get("you", {})
    assert "stockpile" not in view_for(g, "p2")["you"]["action_card_prices"]


def test_the_price_of_a_card_in_hand_is_said_in_the_readers_language_and_shown_in_the_dm_panel() -> None:
    """The hand's price is words a player reads (the terminal's hand, the Discord hand panel): in
    the language spoken (the bracketed price after a typed form stays the typed syntax's)."""
    from bot.games.tta.panel import tta_panel_embed
    from i18n.catalog import speaking

    g = _rich("rich_land_i", "breakthrough_i")
    prices = _prices(g)
    with speaking("ru"):
        assert hand_price(prices["rich_land_i"]) == "1 гражданское действие и 0–6 ед. ресурсов"
    with speaking("qps"):
        said = hand_price(prices["breakthrough_i"])
    assert not re.search(r"[A-Za-z]{3,}", re.sub(r"⟦[^⟧]*⟧", "", said)), said
    panel = tta_panel_embed(1, view_for(g, "p1"))
    civil = next(f.value for f in panel.fields if f.name.startswith("Civil cards"))
    assert "[play: 1 civil action and 0–6 resources]" in civil, civil
