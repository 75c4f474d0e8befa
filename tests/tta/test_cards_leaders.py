"""Every leader (rules 10.4.3, 11.1): one test named after each."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import RuleError
from engine.tta.actions_and_points import civil_available
from engine.tta.state import GameState
from tests.tta.helpers import act, food, owed, position, rating, resources, workers

GLOBAL = ("phase", "row", "current_events", "common_tactics", "future_events")


def led(leader: str, age: str = "I", **fields: Any) -> GameState:
    """p1 led by ``leader``; ``fields`` are p1's, except the position's own (phase, row...)."""
    from engine.tta.cards import cards

    ps = {"leader": leader, "leader_ages": [cards()[leader].age]}
    ps.update({k: v for k, v in fields.items() if k not in GLOBAL})
    return position(age=age, player_states={"p1": ps}, **{k: v for k, v in fields.items() if k in GLOBAL})


def test_alexander_the_great() -> None:
    g = led("alexander_the_great", workers=workers(warriors=2), yellow_bank=17)
    assert rating(g).strength == 2 + 2
    g = led("alexander_the_great", phase="political")
    act(g, "tta_retire_leader")
    assert g.ps("p1").leader is None and g.ps("p1").yellow_bank == 19 and g.ps("p1").yellow_owned == 26


def test_aristotle() -> None:
    g = position(
        row=["iron", "frugality_i"] + [None] * 11,
        player_states={"p1": {"leader": "aristotle", "leader_ages": ["A"]}},
    )
    act(g, "tta_take_card", slot=1)
    act(g, "tta_take_card", slot=2)
    assert g.ps("p1").science == 1


def test_hammurabi() -> None:
    g = position(
        row=[None] * 5 + ["michelangelo"] + [None] * 7,
        player_states={"p1": {"leader": "hammurabi", "leader_ages": ["A"], "civil_spent": 3}},
    )
    act(g, "tta_hammurabi")
    ps = g.ps("p1")
    assert (ps.military_spent, ps.civil_extra) == (1, 1)
    act(g, "tta_take_card", slot=6)  # a leader costs 2 - 1
    assert civil_available(ps) == 1 and "michelangelo" in ps.civil_hand
    with pytest.raises(RuleError, match="once per turn"):
        act(g, "tta_hammurabi")


def test_homer() -> None:
    assert rating(led("homer")).happiness == 1


def test_julius_caesar() -> None:
    g = led(
        "julius_caesar",
        phase="political",
        current_events=["rats", "pestilence"],
        military_hand=["crusades", "raiders"],
    )
    assert rating(g).strength == 2 and rating(g).military_total == 3
    act(g, "tta_prepare_event", card="crusades")
    assert g.phase == "political"  # a second political action, once per game
    act(g, "tta_prepare_event", card="raiders")
    assert g.phase == "action" and g.ps("p1").caesar_used


def test_moses() -> None:
    g = led("moses", blue={"agriculture": 1}, blue_bank=15)
    act(g, "tta_increase_population")
    assert food(g) == 0 and g.ps("p1").pool == 2


def test_christopher_columbus() -> None:
    g = led("christopher_columbus", phase="political", military_hand=["wealthy_territory_i"])
    act(g, "tta_retire_leader", territory="wealthy_territory_i")
    ps = g.ps("p1")
    assert ps.colonies == ["wealthy_territory_i"] and ps.leader is None and ps.workers["warriors"] == 1
    assert ps.blue_owned == 19 and resources(g) == 5


def test_frederick_barbarossa() -> None:
    g = led("frederick_barbarossa", blue={"agriculture": 1, "bronze": 1}, blue_bank=14)
    act(g, "tta_barbarossa", tech="warriors")
    ps = g.ps("p1")
    assert ps.workers["warriors"] == 2 and ps.military_spent == 1 and food(g) == 0 and resources(g) == 0


def test_genghis_khan() -> None:
    g = led(
        "genghis_khan",
        common_tactics=["heavy_cavalry"],
        workers=workers(warriors=2, knights=1),
        yellow_bank=16,
        tactic="heavy_cavalry",
    )
    assert rating(g).strength == 2 + 2 + 4  # two infantry fill cavalry places


def test_joan_of_arc() -> None:
    g = led(
        "joan_of_arc", workers=workers(religion=2), yellow_bank=16, phase="political", current_events=["rats"]
    )
    s = rating(g)
    assert (s.culture, s.military_total, s.strength) == (2 + 1, 3, 1 + 2)
    from engine import pending

    assert pending(g)[0].options["next_event"] == "rats"


def test_leonardo_da_vinci() -> None:
    g = led("leonardo_da_vinci", workers=workers(alchemy=1), yellow_bank=17, civil_hand=["iron"], science=5)
    assert rating(g).science == 1 + 2 + 1
    act(g, "tta_develop", card="iron")
    assert resources(g) == 1


def test_michelangelo() -> None:
    g = led("michelangelo", row=["great_wall"] + [None] * 12, wonders=[{"card": "pyramids"}])
    act(g, "tta_take_card", slot=1)
    assert g.ps("p1").civil_spent == 1  # no extra action for the completed wonder


def test_isaac_newton() -> None:
    g = led(
        "isaac_newton", age="II", workers=workers(alchemy=1), yellow_bank=17, civil_hand=["iron"], science=5
    )
    assert rating(g).science == 1 + 2 + 1
    act(g, "tta_develop", card="iron")
    assert g.ps("p1").civil_spent == 0


def test_j_s_bach() -> None:
    g = led("j_s_bach", age="II", workers=workers(drama=2), yellow_bank=16, civil_hand=["opera"], science=5)
    assert rating(g).culture == 2 * 2 + 2
    act(g, "tta_develop", card="opera")  # 7 - 2 science
    assert g.ps("p1").science == 0


def test_james_cook() -> None:
    g = led(
        "james_cook",
        age="II",
        colonies=["historic_territory_i", "vast_territory_i"],
        yellow_bank=21,
        blue_bank=15,
    )
    assert rating(g).culture == 2 + 1
    g = led(
        "james_cook",
        age="II",
        phase="political",
        current_events=["vast_territory_ii"],
        military_hand=["rats", "crusades", "raiders"],
    )
    act(g, "tta_prepare_event", card="rats")
    act(g, "tta_bid", amount=3)  # 1 warrior + 2 discarded cards
    act(g, "tta_bid", "p2", amount=0)
    act(g, "tta_colonize", units={"warriors": 1}, bonus=[], discards=["crusades", "raiders"])
    assert g.ps("p1").colonies == ["vast_territory_ii"]


def test_maximilien_robespierre() -> None:
    g = led("maximilien_robespierre", age="II")
    assert rating(g).military_total == 3
    g = led("maximilien_robespierre", age="II", civil_hand=["monarchy"], science=2, civil_spent=1)
    act(g, "tta_revolution", card="monarchy")  # civil actions are not needed
    assert g.ps("p1").government == "monarchy" and g.ps("p1").culture == 3


def test_napoleon_bonaparte() -> None:
    g = led("napoleon_bonaparte", age="II", workers=workers(knights=1), yellow_bank=17)
    s = rating(g)
    assert s.military_total == 4 and s.strength == 1 + 2 + 2 * 2


def test_william_shakespeare() -> None:
    g = led(
        "william_shakespeare",
        age="II",
        workers=workers(drama=1, printing_press=1),
        yellow_bank=16,
        civil_hand=["opera"],
        science=6,
    )
    s = rating(g)
    assert s.happiness == 1 + 1 and s.culture == 2 + 1 + 2
    act(g, "tta_develop", card="opera")  # 7 - 1 science with a library
    assert g.ps("p1").science == 0


def test_albert_einstein() -> None:
    g = led(
        "albert_einstein",
        age="III",
        workers=workers(alchemy=1),
        yellow_bank=17,
        civil_hand=["iron"],
        science=5,
    )
    assert rating(g).science == 1 + 2 + 1
    act(g, "tta_develop", card="iron")
    assert g.ps("p1").culture == 3


def test_bill_gates() -> None:
    g = led(
        "bill_gates",
        age="III",
        workers=workers(alchemy=1, scientific_method=1),
        yellow_bank=16,
        military_spent=2,
    )
    act(g, "tta_end_actions")
    assert g.ps("p1").blue["alchemy"] == 1 and g.ps("p1").blue["scientific_method"] == 1
    assert resources(g, "p1") == 2 + 1 + 2


def test_charlie_chaplin() -> None:
    g = led("charlie_chaplin", age="III", workers=workers(drama=1, opera=1), yellow_bank=16)
    s = rating(g)
    assert s.happiness == 2 + 2 and s.culture == 2 + 3 + 3


def test_mahatma_gandhi() -> None:
    g = led(
        "mahatma_gandhi",
        age="III",
        phase="political",
        workers=workers(warriors=5),
        yellow_bank=14,
        military_hand=["plunder_iii"],
    )
    assert rating(g).culture == 2
    with pytest.raises(RuleError, match="Gandhi leads you"):
        act(g, "tta_aggression", card="plunder_iii", target="p2")


def test_sid_meier() -> None:
    g = led("sid_meier", age="III", workers=workers(alchemy=1), yellow_bank=17)
    s = rating(g)
    assert s.science == 0 + 1 and s.culture == 1


def test_winston_churchill() -> None:
    g = led("winston_churchill", age="III", civil_hand=["swordsmen"], science=1, workers=workers(swordsmen=0))
    act(g, "tta_churchill", choice="military")
    act(g, "tta_develop", card="swordsmen")  # 4 science: 3 from Churchill
    act(g, "tta_build_unit", tech="swordsmen")  # 3 resources from Churchill
    ps = g.ps("p1")
    assert ps.science == 0 and ps.workers["swordsmen"] == 1 and ps.culture == 0
    g = led("winston_churchill", age="III", military_spent=2)
    act(g, "tta_end_actions")  # no choice made: the culture (ruling)
    assert g.ps("p1").culture == 3
    assert owed(g) == [("p2", "tta_political")]
