"""Every yellow action card (rules 7.13), each age's copy with its own numbers."""

from __future__ import annotations

import pytest

from engine.core.errors import RuleError
from engine.tta.cards import cards
from engine.tta.state import GameState
from tests.tta.helpers import act, food, position, resources, workers

ACTIONS = sorted(c.id for c in cards().values() if c.type == "action")


def holding(card: str, **fields: object) -> GameState:
    age = cards()[card].age
    return position(age=age if age != "A" else "I", player_states={"p1": {"civil_hand": [card], **fields}})


def by_kind(kind: str) -> list[str]:
    return [c for c in ACTIONS if cards()[c].effect["kind"] == kind]


@pytest.mark.parametrize("card", ACTIONS)
def test_every_action_card_costs_a_civil_action_and_is_discarded(card: str) -> None:
    from engine.tta.action_cards import legal_plays

    c = cards()[card]
    g = holding(
        card,
        science=20,
        civil_hand=[card, "iron"],
        blue={"bronze": 8, "agriculture": 4},
        blue_bank=4,
        wonder_building="pyramids",
        workers=workers(coal=0),
    )
    plays = legal_plays(g, g.ps("p1"))
    assert plays, f"{c.name} has a legal play in a rich position"
    from engine import apply

    apply(g, plays[0])
    ps = g.ps("p1")
    assert card not in ps.civil_hand and card in g.removed
    assert ps.civil_spent == (ps.civil_tokens if plays[0].choice == "revolution" else 1)


@pytest.mark.parametrize("card", by_kind("score"))
def test_cultural_heritage_and_revolutionary_idea(card: str) -> None:
    g = holding(card)
    act(g, "tta_play_action_card", card=card)
    assert (g.ps("p1").science, g.ps("p1").culture) == (
        cards()[card].effect["science"],
        cards()[card].effect["culture"],
    )


@pytest.mark.parametrize("card", by_kind("wonder_stage"))
def test_engineering_genius(card: str) -> None:
    discount = cards()[card].effect["discount"]
    g = holding(
        card,
        wonder_building="eiffel_tower",
        blue={"bronze": max(0, 3 - discount)},
        blue_bank=16 - max(0, 3 - discount),
    )
    act(g, "tta_play_action_card", card=card)
    assert g.ps("p1").wonder_stages == 1 and resources(g) == 0


@pytest.mark.parametrize("card", by_kind("increase_population"))
def test_frugality(card: str) -> None:
    g = holding(card, blue={"agriculture": 2}, blue_bank=14)
    act(g, "tta_play_action_card", card=card)
    assert g.ps("p1").pool == 2 and food(g) == cards()[card].effect["food_back"]


@pytest.mark.parametrize("card", by_kind("patriotism"))
def test_patriotism(card: str) -> None:
    g = holding(card, military_spent=2)
    act(g, "tta_play_action_card", card=card)
    ps = g.ps("p1")
    assert (ps.military_extra, ps.military_resources) == (1, cards()[card].effect["military_resources"])


@pytest.mark.parametrize("card", by_kind("build_or_upgrade"))
def test_rich_land_and_urban_growth(card: str) -> None:
    e = cards()[card].effect
    tech = "agriculture" if "farm" in e["kinds"] else "religion"
    cost = cards()[tech].build_cost
    g = holding(
        card, blue={"bronze": max(0, cost - e["discount"])}, blue_bank=16 - max(0, cost - e["discount"])
    )
    act(g, "tta_play_action_card", card=card, target=tech)
    assert g.ps("p1").workers[tech] == workers()[tech] + 1 and resources(g) == 0
    g = holding(card)
    with pytest.raises(RuleError):  # the other kind of building
        act(
            g,
            "tta_play_action_card",
            card=card,
            target="religion" if tech == "agriculture" else "agriculture",
        )


@pytest.mark.parametrize("card", by_kind("upgrade"))
def test_efficient_upgrade(card: str) -> None:
    discount = cards()[card].effect["discount"]
    g = holding(card, workers=workers(coal=0), blue={"bronze": 3}, blue_bank=13)
    act(g, "tta_play_action_card", card=card, target="bronze", target2="coal")  # 8 - 2 - discount
    assert g.ps("p1").workers["coal"] == 1 and resources(g) == 3 - max(0, 6 - discount)


def test_stockpile() -> None:
    g = holding("stockpile")
    act(g, "tta_play_action_card", card="stockpile")
    assert (food(g), resources(g)) == (1, 1)


@pytest.mark.parametrize("card", by_kind("gain_choice"))
def test_reserves(card: str) -> None:
    g = holding(card)
    act(g, "tta_play_action_card", card=card, choice="food")
    assert food(g) == cards()[card].effect["amount"]


@pytest.mark.parametrize("card", by_kind("develop"))
def test_breakthrough(card: str) -> None:
    g = holding(card, civil_hand=[card, "iron"], science=5)
    act(g, "tta_play_action_card", card=card, target="iron")
    assert "iron" in g.ps("p1").workers and g.ps("p1").science == cards()[card].effect["science_back"]


@pytest.mark.parametrize("card", by_kind("military_resources_per_stronger"))
def test_wave_of_nationalism_and_military_build_up(card: str) -> None:
    per = cards()[card].effect["by_players"]["3"]
    g = position(
        3,
        age=cards()[card].age,
        player_states={
            "p1": {"civil_hand": [card], "workers": workers(warriors=0), "pool": 2},
            "p2": {"workers": workers(warriors=2), "yellow_bank": 17},
        },
    )
    act(g, "tta_play_action_card", card=card)
    assert g.ps("p1").military_resources == 2 * per  # p2 and p3 are stronger


def test_endowment_for_the_arts() -> None:
    g = position(
        4,
        age="III",
        player_states={
            "p1": {"civil_hand": ["endowment_for_the_arts"], "culture": 5},
            "p2": {"culture": 9},
            "p3": {"culture": 5},
        },
    )
    act(g, "tta_play_action_card", card="endowment_for_the_arts")
    assert g.ps("p1").culture == 5 + 2
