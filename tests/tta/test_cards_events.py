"""Every event of Ages A, I and II (rules 9), one test named after each; the Age III events
are in test_cards_impacts.py."""

from __future__ import annotations

from engine.core.events import Event
from engine.tta.state import GameState
from tests.tta.helpers import act, food, owed, resources, reveal, workers

W = workers


def test_development_of_agriculture() -> None:
    g, _ = reveal("development_of_agriculture")
    assert food(g, "p1") == food(g, "p2") == 2


def test_development_of_crafts() -> None:
    g, _ = reveal("development_of_crafts")
    assert resources(g, "p1") == resources(g, "p2") == 2


def test_development_of_markets() -> None:
    g, _ = reveal("development_of_markets")
    act(g, "tta_choose", "p1", option="food")
    act(g, "tta_choose", "p2", option="resources")
    assert (food(g, "p1"), resources(g, "p2")) == (2, 2)


def test_development_of_politics() -> None:
    g, _ = reveal(
        "development_of_politics",
        military_deck=["rats", "raiders", "crusades", "foray", "pestilence", "rebellion"],
    )
    assert len(g.ps("p1").military_hand) == 3 and len(g.ps("p2").military_hand) == 3


def test_development_of_religion() -> None:
    g, _ = reveal("development_of_religion", player_states={"p2": {"pool": 0, "yellow_bank": 19}})
    assert owed(g) == [("p1", "tta_choose")]  # only players with an unused worker
    act(g, "tta_choose", "p1", option="build")
    assert g.ps("p1").workers["religion"] == 1 and g.ps("p1").blue_bank == 16


def test_development_of_science() -> None:
    g, _ = reveal("development_of_science")
    assert g.ps("p1").science == g.ps("p2").science == 2


def test_development_of_settlement() -> None:
    g, _ = reveal("development_of_settlement")
    assert g.ps("p1").pool == g.ps("p2").pool == 2


def test_development_of_trade_routes() -> None:
    g, _ = reveal("development_of_trade_routes")
    assert (g.ps("p2").science, food(g, "p2"), resources(g, "p2")) == (1, 1, 1)


def test_development_of_warfare() -> None:
    g, _ = reveal("development_of_warfare")
    act(g, "tta_choose", "p1", option="build")
    act(g, "tta_choose", "p2", option="skip")
    assert (g.ps("p1").workers["warriors"], g.ps("p2").workers["warriors"]) == (2, 1)


def test_development_of_civilization() -> None:
    g, _ = reveal(
        "development_of_civilization", player_states={"p1": {"blue": {"agriculture": 1}, "blue_bank": 15}}
    )
    act(g, "tta_choose", "p1", option="population")  # 2 food - 1
    act(g, "tta_choose", "p2", option="nothing")
    assert g.ps("p1").pool == 2 and food(g, "p1") == 0


def test_barbarians() -> None:
    g, _ = reveal(
        "barbarians",
        3,
        player_states={"p2": {"culture": 9}, "p3": {"workers": W(warriors=3), "yellow_bank": 16}},
    )
    assert g.ps("p2").pool == 0  # the culture leader is one of the two weakest: he loses a worker
    g, _ = reveal(
        "barbarians", 3, player_states={"p3": {"culture": 9, "workers": W(warriors=3), "yellow_bank": 16}}
    )
    assert g.ps("p3").pool == 1  # the culture leader is the strongest


def test_border_conflict() -> None:
    g, _ = reveal("border_conflict", player_states={"p2": {"workers": W(warriors=3), "yellow_bank": 16}})
    act(g, "tta_choose", "p1", option="philosophy")  # p1 is the weakest
    assert g.ps("p1").workers["philosophy"] == 0 and resources(g, "p2") == 3


def test_crusades() -> None:
    g, _ = reveal(
        "crusades", player_states={"p1": {"culture": 3}, "p2": {"workers": W(warriors=3), "yellow_bank": 16}}
    )
    assert (g.ps("p1").culture, g.ps("p2").culture) == (1 - 1 + 0, 4)


def test_cultural_influence() -> None:
    g, _ = reveal("cultural_influence", player_states={"p2": {"workers": W(religion=2), "yellow_bank": 16}})
    assert g.ps("p2").culture == 2


def test_foray() -> None:
    g, _ = reveal("foray", 3, player_states={"p3": {"workers": W(warriors=0), "pool": 2}})
    assert owed(g) == [("p1", "tta_choose"), ("p2", "tta_choose")]  # the two strongest
    act(g, "tta_choose", "p1", option="food:3")
    act(g, "tta_choose", "p2", option="food:1")
    assert (food(g, "p1"), food(g, "p2"), resources(g, "p2")) == (3, 1, 2)


def test_good_harvest() -> None:
    g, _ = reveal_good_harvest()
    assert food(g, "p1") == food(g, "p2") == 2 and g.ps("p1").yellow_bank == 18


def reveal_good_harvest() -> tuple[GameState, list[Event]]:
    """Good Harvest itself is the card the other tests prepare: here p1 prepares Rats."""
    from tests.tta.helpers import position

    g = position(
        phase="political",
        current_events=["good_harvest"],
        future_events=["barbarians"],
        player_states={"p1": {"military_hand": ["rats"]}},
    )
    return g, act(g, "tta_prepare_event", card="rats")


def test_immigration() -> None:
    g, _ = reveal("immigration", 3, player_states={"p2": {"workers": W(religion=1), "yellow_bank": 17}})
    assert [g.ps(p).pool for p in ("p1", "p2", "p3")] == [1, 2, 1]


def test_new_deposits() -> None:
    g, _ = reveal("new_deposits")
    assert resources(g, "p1") == 2 and food(g, "p1") == 0


def test_pestilence() -> None:
    g, _ = reveal("pestilence")
    assert g.ps("p1").pool == 0 and g.ps("p1").yellow_bank == 19


def test_pestilence_takes_a_worker_from_a_card_by_choice() -> None:
    g, _ = reveal("pestilence", player_states={"p1": {"pool": 0, "yellow_bank": 19}})
    assert owed(g) == [("p1", "tta_select")]
    act(g, "tta_select", "p1", items=["philosophy"])
    assert g.ps("p1").workers["philosophy"] == 0 and g.ps("p1").yellow_bank == 20


def test_raiders() -> None:
    g, _ = reveal(
        "raiders",
        3,
        player_states={
            "p1": {"workers": W(warriors=3), "yellow_bank": 16},
            "p2": {"blue": {"agriculture": 3}, "blue_bank": 13},
            "p3": {"blue": {"bronze": 3}, "blue_bank": 13},
        },
    )
    act(g, "tta_choose", "p2", option="food:2")
    act(g, "tta_choose", "p3", option="food:0")
    assert (food(g, "p2"), resources(g, "p3")) == (1, 1)


def test_rats() -> None:
    g, _ = reveal("rats", player_states={"p1": {"blue": {"agriculture": 4, "bronze": 2}, "blue_bank": 10}})
    assert food(g, "p1") == 0 and resources(g, "p1") == 2


def test_rebellion() -> None:
    g, _ = reveal("rebellion", player_states={"p2": {"yellow_bank": 12, "pool": 7}})
    assert g.ps("p2").civil_spent == 4 and g.ps("p1").civil_spent == 0  # 2 discontent workers, 2 actions each


def test_reign_of_terror() -> None:
    g, _ = reveal("reign_of_terror", player_states={"p2": {"workers": W(warriors=3), "yellow_bank": 16}})
    assert g.ps("p1").pool == 0


def test_scientific_breakthrough() -> None:
    g, _ = reveal("scientific_breakthrough")
    assert g.ps("p1").science == 1


def test_uncertain_borders() -> None:
    g, _ = reveal("uncertain_borders", player_states={"p2": {"workers": W(warriors=3), "yellow_bank": 16}})
    assert (g.ps("p1").yellow_bank, g.ps("p2").yellow_bank) == (17, 17)


# -- Age II ---------------------------------------------------------------------------------------


def test_civil_unrest() -> None:
    g, _ = reveal(
        "civil_unrest", age="II", player_states={"p2": {"yellow_bank": 12, "pool": 7, "culture": 10}}
    )
    assert g.ps("p2").culture == 2 and g.ps("p2").blue_owned == 15 and g.ps("p1").blue_owned == 16


def test_cold_war() -> None:
    g, _ = reveal("cold_war", age="II")
    assert g.ps("p1").science == 6 and g.ps("p2").science == 0


def test_crime_wave() -> None:
    g, _ = reveal("crime_wave", age="II", player_states={"p2": {"culture": 5}})
    assert g.ps("p2").culture == 2 and g.ps("p2").blue_owned == 15


def test_economic_progress() -> None:
    g, _ = reveal("economic_progress", age="II")
    assert (food(g, "p1"), resources(g, "p1"), g.ps("p1").science) == (2, 2, 0)


def test_emigration() -> None:
    g, _ = reveal("emigration", age="II", player_states={"p2": {"yellow_bank": 10, "pool": 8}})
    assert g.ps("p2").pool == 6  # 3 discontent workers: 2 leave


def test_iconoclasm() -> None:
    g, _ = reveal(
        "iconoclasm",
        age="II",
        player_states={
            "p1": {"leader": "michelangelo", "leader_ages": ["I"]},
            "p2": {"leader": "isaac_newton", "leader_ages": ["II"]},
        },
    )
    assert g.ps("p1").leader is None and g.ps("p2").leader == "isaac_newton"


def test_independence_declaration() -> None:
    g, _ = reveal(
        "independence_declaration",
        age="II",
        player_states={
            "p2": {
                "colonies": ["historic_territory_i", "developed_territory_i"],
                "yellow_bank": 19,
                "blue_bank": 17,
            },
            "p1": {"workers": W(warriors=3), "yellow_bank": 16},
        },
    )
    act(g, "tta_choose", "p2", option="developed_territory_i")
    assert g.ps("p2").colonies == ["historic_territory_i"] and g.ps("p2").yellow_bank == 18


def test_international_agreement() -> None:
    g, _ = reveal("international_agreement", age="II", row=["iron"] + [None] * 12)
    act(g, "tta_choose", "p1", option="take:1")
    act(g, "tta_choose", "p1", option="done")
    assert g.ps("p1").civil_hand == ["iron"] and g.ps("p1").skip_political


def test_national_pride() -> None:
    g, _ = reveal("national_pride", age="II", player_states={"p2": {"culture": 4}})
    assert g.ps("p2").culture == 9


def test_politics_of_strength() -> None:
    g, _ = reveal(
        "politics_of_strength",
        age="II",
        military_deck=["spy", "annex", "raid_ii", "cold_war", "emigration"],
        player_states={"p2": {"military_hand": ["crusades", "rats", "raiders", "foray"]}},
    )
    assert len(g.ps("p1").military_hand) == 5
    act(g, "tta_select", "p2", items=["crusades", "rats", "raiders"])
    assert g.ps("p2").military_hand == ["foray"]


def test_popularization_of_science() -> None:
    g, _ = reveal("popularization_of_science", age="II")
    assert g.ps("p1").culture == 1 + 1  # the prepared event's level, and the science rating


def test_prosperity() -> None:
    g, _ = reveal("prosperity", age="II", player_states={"p2": {"workers": W(religion=2), "yellow_bank": 16}})
    assert food(g, "p2") == 2 and food(g, "p1") == 0


def test_ravages_of_time() -> None:
    g, _ = reveal(
        "ravages_of_time",
        age="II",
        player_states={"p1": {"wonders": [{"card": "pyramids"}, {"card": "eiffel_tower"}]}},
    )
    act(g, "tta_choose", "p1", option="pyramids")
    ps = g.ps("p1")
    assert [w.ruined for w in ps.wonders] == [True, False] and ps.civil_tokens == 4


def test_refugees() -> None:
    g, _ = reveal("refugees", age="II", player_states={"p2": {"culture": 5}})
    assert (g.ps("p1").culture, g.ps("p1").pool, g.ps("p2").culture, g.ps("p2").pool) == (1 + 3, 2, 2, 0)


def test_terrorism() -> None:
    g, _ = reveal(
        "terrorism",
        3,
        age="II",
        player_states={
            "p1": {"culture": 5},
            "p2": {"culture": 3, "workers": W(religion=1), "yellow_bank": 17},
            "p3": {"culture": 1},
        },
    )
    assert owed(g) == [("p3", "tta_choose")]  # the least culture destroys, victim by victim
    act(g, "tta_choose", "p3", option="philosophy")
    act(g, "tta_choose", "p3", option="religion")
    assert g.ps("p1").workers["philosophy"] == 0 and g.ps("p2").workers["religion"] == 0
