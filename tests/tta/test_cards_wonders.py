"""Every wonder (rules 7.10, 10.4.3, 11.2): built in stages, effective once completed."""

from __future__ import annotations

import pytest

from engine.tta.cards import cards
from engine.tta.state import GameState
from tests.tta.helpers import act, position, rating, workers

WONDERS = sorted(c.id for c in cards().values() if c.type == "wonder")


def completing(wonder: str, **fields: object) -> GameState:
    """p1 one stage from completing ``wonder``, with the resources for it; the stage built."""
    c = cards()[wonder]
    left = len(c.stages) - 1
    last = c.stages[-1]
    states = {
        "wonder_building": wonder,
        "wonder_stages": left,
        "wonder_tokens": left,
        "blue": {"bronze": last},
        "blue_bank": 16 - left - last,
    }
    g = position(age=c.age if c.age != "A" else "I", player_states={"p1": {**states, **fields}})
    act(g, "tta_build_stages", count=1)
    return g


def done(wonder: str, **fields: object) -> GameState:
    c = cards()[wonder]
    return position(
        age=c.age if c.age != "A" else "I", player_states={"p1": {"wonders": [{"card": wonder}], **fields}}
    )


@pytest.mark.parametrize("wonder", WONDERS)
def test_every_wonder_is_completed_by_its_stages(wonder: str) -> None:
    g = completing(wonder)
    ps = g.ps("p1")
    assert ps.wonder_building is None and [w.card for w in ps.wonders] == [wonder]
    assert ps.blue_bank + sum(ps.blue.values()) == ps.blue_owned


def test_an_unfinished_wonder_has_no_effect() -> None:
    g = position(
        player_states={
            "p1": {"wonder_building": "pyramids", "wonder_stages": 2, "wonder_tokens": 2, "blue_bank": 14}
        }
    )
    assert rating(g).civil_total == 4


def test_colossus() -> None:
    s = rating(done("colossus"))
    assert (s.strength, s.colonization) == (1 + 2, 1)


def test_hanging_gardens() -> None:
    s = rating(done("hanging_gardens"))
    assert (s.culture, s.happiness) == (1, 2)


def test_library_of_alexandria() -> None:
    s = rating(done("library_of_alexandria"))
    assert (s.culture, s.science, s.civil_hand_limit, s.military_hand_limit) == (1, 1 + 1, 5, 3)


def test_pyramids() -> None:
    assert rating(completing("pyramids")).civil_total == 5


def test_great_wall() -> None:
    s = rating(done("great_wall", workers=workers(warriors=2, cannon=1), yellow_bank=16))
    assert (s.culture, s.happiness, s.strength) == (1, 1, 2 + 3 + 3)


def test_st_peters_basilica() -> None:
    s = rating(done("st_peters_basilica", workers=workers(religion=1), yellow_bank=17))
    assert (s.culture, s.happiness) == (2 + 1, 1 + 2)


def test_taj_mahal() -> None:
    g = completing("taj_mahal")
    assert rating(g).culture == 3 and g.ps("p1").blue_owned == 17


def test_universitas_carolina() -> None:
    s = rating(done("universitas_carolina"))
    assert (s.culture, s.science) == (1, 1 + 2)


def test_eiffel_tower() -> None:
    s = rating(done("eiffel_tower"))
    assert (s.culture, s.happiness) == (4, 1)


def test_kremlin() -> None:
    s = rating(done("kremlin", workers=workers(religion=1), yellow_bank=17))
    assert (s.culture, s.happiness, s.civil_total, s.military_total) == (2 + 1, 0, 5, 3)


def test_ocean_liner_service() -> None:
    g = done("ocean_liner_service")
    act(g, "tta_ocean_liner")
    ps = g.ps("p1")
    assert (ps.pool, ps.yellow_bank, ps.civil_spent) == (2, 17, 0)
    with pytest.raises(Exception, match="one population per turn"):
        act(g, "tta_ocean_liner")


def test_transcontinental_railroad() -> None:
    g = done("transcontinental_railroad", military_spent=2)
    assert rating(g).strength == 1 + 4
    act(g, "tta_end_actions")
    assert g.ps("p1").blue["bronze"] == 3  # two mines, the best one twice


def test_fast_food_chains() -> None:
    assert completing("fast_food_chains").ps("p1").culture == 2 * 4 + 1 * 2


def test_first_space_flight() -> None:
    g = completing("first_space_flight", workers=workers(iron=0, computers=0))
    assert g.ps("p1").culture == 1 + 3


def test_hollywood() -> None:
    assert (
        completing("hollywood", workers=workers(drama=1, printing_press=1), pool=0, yellow_bank=17)
        .ps("p1")
        .culture
        == 2 * 3
    )


def test_internet() -> None:
    g = completing("internet", workers=workers(religion=1, alchemy=1), pool=0, yellow_bank=17)
    assert g.ps("p1").culture == 1 + 3


def test_several_stages_in_one_action() -> None:
    g = position(
        player_states={
            "p1": {
                "wonder_building": "pyramids",
                "specials": ["masonry"],
                "blue": {"bronze": 5},
                "blue_bank": 11,
            }
        }
    )
    act(g, "tta_build_stages", count=2)
    assert g.ps("p1").wonder_stages == 2 and g.ps("p1").civil_spent == 1
