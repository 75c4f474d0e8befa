"""Every territory, tactic, aggression, war, pact and bonus card (rules 6, 9.3, 10.4.4-10.4.6)."""

from __future__ import annotations

import pytest

from engine import pending
from engine.core.errors import RuleError
from engine.tta.cards import cards
from engine.tta.state import GameState
from tests.tta.helpers import act, food, position, rating, resources, reveal, workers

W = workers


def of_type(kind: str) -> list[str]:
    return sorted(c.id for c in cards().values() if c.type == kind and c.copies["4"])


@pytest.mark.parametrize("territory", of_type("territory"))
def test_every_territory(territory: str) -> None:
    """9.3: the permanent effect first, then the immediate one (only when first colonized)."""
    c = cards()[territory]
    g, _ = reveal(territory, age=c.age, military_deck=["crusades", "rats", "raiders", "foray", "pestilence"])
    act(g, "tta_bid", amount=1)
    act(g, "tta_bid", "p2", amount=0)
    act(g, "tta_colonize", units={"warriors": 1}, bonus=[], discards=[])
    ps = g.ps("p1")
    perm, now = c.permanent, c.immediate
    assert ps.colonies == [territory]
    assert ps.yellow_owned == 25 + perm.get("yellow_tokens", 0)
    assert ps.blue_owned == 16 + perm.get("blue_tokens", 0)
    assert rating(g).happiness == perm.get("happy", 0)
    assert rating(g).strength == perm.get("strength", 0)  # the warrior was sacrificed
    assert (food(g), resources(g), ps.science) == (
        now.get("food", 0),
        now.get("resources", 0),
        now.get("science", 0),
    )
    assert ps.culture == 1 + now.get("culture", 0)
    assert ps.pool == 1 + now.get("population", 0)
    assert len(ps.military_hand) == now.get("draw", 0)


FRESH = {
    "I": {"infantry": "warriors", "cavalry": "knights"},
    "II": {"infantry": "swordsmen", "cavalry": "knights", "artillery": "cannon"},
    "III": {"infantry": "riflemen", "cavalry": "cavalrymen", "artillery": "cannon"},
}
# Units two or more levels below the tactic (artillery starts in Age II: never antiquated).
OLD = {"II": {"infantry": "warriors"}, "III": {"infantry": "swordsmen", "cavalry": "knights"}}


def _strength_with(tactic: str, techs: dict[str, int]) -> int:
    c = cards()[tactic]
    n = sum(techs.values())
    board = {**W(warriors=0), **techs}
    g = position(
        age=c.age,
        common_tactics=[tactic],
        player_states={"p1": {"workers": board, "pool": 2, "yellow_bank": 18 - n, "tactic": tactic}},
    )
    return rating(g).strength - sum(cards()[t].per_worker["strength"] * k for t, k in techs.items())


@pytest.mark.parametrize("tactic", of_type("tactic"))
def test_every_tactic_forms_its_armies(tactic: str) -> None:
    """10.4.6: units of the tactic's types form an army; one two levels below antiquates it."""
    c = cards()[tactic]
    fresh = {FRESH[c.age][k]: n for k, n in c.army.items()}
    assert _strength_with(tactic, fresh) == c.strength
    old_kinds = [k for k in c.army if k in OLD.get(c.age, {})]
    if old_kinds:
        mixed = dict(fresh)
        kind = old_kinds[0]
        mixed[FRESH[c.age][kind]] -= 1
        mixed = {t: n for t, n in mixed.items() if n}
        mixed[OLD[c.age][kind]] = mixed.get(OLD[c.age][kind], 0) + 1
        assert _strength_with(tactic, mixed) == c.antiquated_strength


def test_fortifications_option() -> None:
    g = position(
        age="II",
        options={"fortifications": "4/2"},
        common_tactics=["fortifications"],
        player_states={
            "p1": {
                "workers": W(warriors=0, cannon=2),
                "pool": 2,
                "yellow_bank": 16,
                "tactic": "fortifications",
            }
        },
    )
    assert rating(g).strength == 6 + 4


def attacker(age: str, card: str, **p2: object) -> GameState:
    return position(
        age=age,
        phase="political",
        player_states={
            "p1": {
                "workers": W(warriors=5),
                "yellow_bank": 14,
                "military_hand": [card],
                "government": "monarchy",
            },
            "p2": p2,
        },
    )


def aggression(g: GameState, card: str) -> None:
    act(g, "tta_aggression", card=card, target="p2")
    act(g, "tta_defend", "p2", bonus=[], discard=[])


def test_enslave() -> None:
    g = attacker("I", "enslave")
    aggression(g, "enslave")
    assert (food(g), resources(g), g.ps("p2").pool) == (2, 2, 0)


@pytest.mark.parametrize("card", ["plunder_i", "plunder_ii", "plunder_iii"])
def test_plunder(card: str) -> None:
    g = attacker(cards()[card].age, card, blue={"agriculture": 9}, blue_bank=7)
    aggression(g, card)
    act(g, "tta_choose", option=f"food:{cards()[card].effect['amount']}")
    assert food(g) == cards()[card].effect["amount"] and food(g, "p2") == 9 - food(g)


@pytest.mark.parametrize("card", ["raid_i", "raid_ii", "raid_iii"])
def test_raid(card: str) -> None:
    g = attacker(cards()[card].age, card, workers=W(religion=1, drama=1, opera=1), pool=0, yellow_bank=16)
    aggression(g, card)
    from engine import pending

    choice = pending(g)[0].options["choices"][-1]
    act(g, "tta_choose", option=choice)
    destroyed = choice.split("+")
    assert len(destroyed) == len(cards()[card].effect["buildings"])
    assert all(cards()[d].level <= {"raid_i": 1, "raid_ii": 2, "raid_iii": 3}[card] for d in destroyed)
    assert resources(g) == (sum(cards()[d].build_cost for d in destroyed) + 1) // 2


def test_annex() -> None:
    g = attacker("II", "annex", colonies=["historic_territory_i"])
    aggression(g, "annex")
    act(g, "tta_choose", option="historic_territory_i")
    assert g.ps("p1").colonies == ["historic_territory_i"] and g.ps("p1").culture == 0


def test_infiltrate() -> None:
    g = attacker("II", "infiltrate", leader="michelangelo", leader_ages=["I"], wonder_building="eiffel_tower")
    aggression(g, "infiltrate")
    act(g, "tta_choose", option="wonder")
    assert g.ps("p2").wonder_building is None and g.ps("p1").culture == 3 * 2


def test_spy() -> None:
    g = attacker("II", "spy", science=3)
    aggression(g, "spy")
    assert (g.ps("p1").science, g.ps("p2").science) == (3, 0)


def test_armed_intervention() -> None:
    g = attacker("III", "armed_intervention", culture=10)
    aggression(g, "armed_intervention")
    assert (g.ps("p1").culture, g.ps("p2").culture) == (7, 3)


def test_war_over_culture_territory_and_technology_are_resolved_later() -> None:
    for war in ("war_over_culture", "war_over_territory", "war_over_technology"):
        g = attacker(cards()[war].age, war)
        act(g, "tta_declare_war", card=war, target="p2")
        assert [w.card for w in g.wars] == [war]


@pytest.mark.parametrize("pact", of_type("pact"))
def test_every_pact_can_be_made(pact: str) -> None:
    c = cards()[pact]
    g = position(3, age=c.age, phase="political", player_states={"p1": {"military_hand": [pact]}})
    act(g, "tta_propose_pact", card=pact, target="p2", side="A")
    act(g, "tta_answer_pact", "p2", accept=True)
    assert g.pacts[0].card == pact and g.pacts[0].side_of("p2") == "B"


def pact(card: str, **states: dict[str, object]) -> GameState:
    return position(
        3,
        age=cards()[card].age,
        pacts=[{"card": card, "owner": "p1", "partner": "p2", "owner_side": "A"}],
        player_states=dict(states),
    )


def test_open_borders_agreement() -> None:
    g = pact("open_borders_agreement")
    assert rating(g, "p1").military_total == rating(g, "p2").military_total == 3
    from engine.tta.attacks import attack_strength

    assert attack_strength(g, "p1", "p2") == 1 + 2


def test_trade_routes_agreement() -> None:
    g = pact("trade_routes_agreement", p1={"blue": {"agriculture": 1, "bronze": 1}, "blue_bank": 14})
    act(g, "tta_build", tech="bronze")  # 2 resources: 1 resource and 1 food
    assert (food(g), resources(g)) == (0, 0)


def test_trade_routes_agreement_is_chosen_once_per_turn_and_refused_clearly() -> None:
    """The party chooses to pay with the other kind (tta_trade_routes); the choice is offered
    only where it can be made, and is refused saying why elsewhere."""
    g = pact("trade_routes_agreement", p1={"blue": {"agriculture": 2, "bronze": 4}, "blue_bank": 12})
    assert {"type": "tta_trade_routes", "player": "p1"} in pending(g)[0].options["actions"]
    act(g, "tta_trade_routes")
    with pytest.raises(RuleError, match="already uses the Trade Routes Agreement"):
        act(g, "tta_trade_routes")
    act(g, "tta_build", tech="bronze")  # 2 resources: 1 food and 1 resource, as chosen
    assert (food(g), resources(g)) == (1, 3)
    with pytest.raises(RuleError, match="once per turn"):
        act(g, "tta_trade_routes")
    with pytest.raises(RuleError, match="Only a party to the Trade Routes Agreement"):
        act(position(3, age="I"), "tta_trade_routes")
    hungry = pact("trade_routes_agreement", p1={"blue": {"bronze": 4}, "blue_bank": 14})
    assert {"type": "tta_trade_routes", "player": "p1"} not in pending(hungry)[0].options["actions"]
    with pytest.raises(RuleError, match="no food to pay with"):
        act(hungry, "tta_trade_routes")


def test_acceptance_of_supremacy() -> None:
    g = pact("acceptance_of_supremacy", p1={"military_spent": 2})
    act(g, "tta_end_actions")
    assert resources(g) == 2 + 1
    g = position(
        3,
        age="II",
        phase="political",
        current="p2",
        pacts=[{"card": "acceptance_of_supremacy", "owner": "p1", "partner": "p2", "owner_side": "A"}],
        player_states={"p2": {"military_hand": ["plunder_ii"], "workers": W(warriors=4), "yellow_bank": 15}},
    )
    with pytest.raises(RuleError, match="forbids attacking"):
        act(g, "tta_aggression", "p2", card="plunder_ii", target="p1")


def test_international_trade_agreement() -> None:
    g = pact("international_trade_agreement", p1={"military_spent": 2})
    act(g, "tta_end_actions")
    assert resources(g) == 3
    g = position(
        3,
        age="II",
        current="p2",
        pacts=[{"card": "international_trade_agreement", "owner": "p1", "partner": "p2", "owner_side": "A"}],
        player_states={"p2": {"military_spent": 2}},
    )
    act(g, "tta_end_actions", "p2")
    assert food(g, "p2") == 3


def test_promise_of_military_protection() -> None:
    g = pact("promise_of_military_protection")
    assert (rating(g, "p1").culture, rating(g, "p2").strength, rating(g, "p2").culture) == (1, 1 + 4, 0)


def test_scientific_cooperation() -> None:
    g = pact("scientific_cooperation", p1={"civil_hand": ["iron"], "science": 3}, p2={"science": 2})
    act(g, "tta_develop", card="iron")  # 5 - 2, the partner pays 1
    assert (g.ps("p1").science, g.ps("p2").science) == (0, 1)


def test_international_tourism() -> None:
    g = pact(
        "international_tourism", p2={"wonders": [{"card": "pyramids"}, {"card": "colossus", "ruined": True}]}
    )
    assert rating(g, "p1").culture == 2


def test_loss_of_sovereignty() -> None:
    g = pact("loss_of_sovereignty")
    assert (rating(g, "p1").culture, rating(g, "p2").culture) == (2, 0)


def test_military_pact() -> None:
    g = pact("military_pact")
    assert rating(g, "p1").strength == rating(g, "p2").strength == 1 + 3


def test_peace_treaty() -> None:
    g = pact("peace_treaty")
    assert rating(g, "p1").culture == rating(g, "p2").culture == 1


@pytest.mark.parametrize("bonus", of_type("bonus"))
def test_every_bonus_card_defends_and_colonizes(bonus: str) -> None:
    """A bonus card adds its defence value against an aggression (a defence that falls short is
    refused, 6.2), its colonization value to a force."""
    c = cards()[bonus]
    plunder = {"I": "plunder_i", "II": "plunder_ii", "III": "plunder_iii"}[c.age]
    g = attacker(c.age, plunder, military_hand=[bonus])
    act(g, "tta_aggression", card=plunder, target="p2")
    if 1 + c.defense >= 5:
        events = act(g, "tta_defend", "p2", bonus=[bonus], discard=[])
        assert "tta_aggression_failed" in [e.kind for e in events]
    else:
        with pytest.raises(RuleError, match=f"{1 + c.defense} against 5: {4 - c.defense} short"):
            act(g, "tta_defend", "p2", bonus=[bonus], discard=[])
    from engine.tta.colonize import force

    assert force(g, g.ps("p1"), {"warriors": 1}, (bonus,), ()) == 1 + c.colonization
