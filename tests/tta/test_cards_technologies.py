"""Every technology card (rules 10.4.2): developing it, and what it gives once in play."""

from __future__ import annotations

import pytest

from engine.tta.cards import FARM_MINE, UNITS, URBAN, cards
from engine.tta.state import GameState
from tests.tta.helpers import act, position, rating, resources, workers

TECHS = sorted(c.id for c in cards().values() if c.type == "technology" and c.deck == "civil")


def _in_play(tech: str, n: int = 0, **fields: object) -> GameState:
    c = cards()[tech]
    return position(
        age=c.age if c.age != "A" else "I",
        player_states={
            "p1": {"workers": workers(**{tech: n}), "pool": 1 - n + 5, "yellow_bank": 18 - 5, **fields}
        },
    )


@pytest.mark.parametrize("tech", TECHS)
def test_developing_every_technology(tech: str) -> None:
    """7.11: 1 civil action and the science cost (the higher one for a government)."""
    c = cards()[tech]
    g = position(age=c.age, player_states={"p1": {"civil_hand": [tech], "science": c.science_cost}})
    act(g, "tta_develop", card=tech)
    ps = g.ps("p1")
    assert ps.science == 0 and tech not in ps.civil_hand and ps.civil_spent == 1
    assert tech in [*ps.workers, *ps.specials, ps.government]


@pytest.mark.parametrize("tech", [t for t in TECHS if cards()[t].kind in (*URBAN, *UNITS)])
def test_each_worker_gives_the_cards_yield(tech: str) -> None:
    """10.4.2, 10.5: an urban building or unit gives its printed yield per worker."""
    c = cards()[tech]
    before = rating(_in_play(tech, 0))
    after = rating(_in_play(tech, 2))
    for name in ("science", "culture", "strength"):
        assert getattr(after, name) - getattr(before, name) == 2 * c.per_worker.get(name, 0), name
    assert after.happiness - before.happiness == min(8, 2 * c.per_worker.get("happy", 0))


@pytest.mark.parametrize("tech", [t for t in TECHS if cards()[t].kind in FARM_MINE])
def test_farms_and_mines_produce_tokens_worth_their_value(tech: str) -> None:
    """8.3: each worker puts one blue token on the card, worth the printed value."""
    cards()[tech]
    g = _in_play(tech, 1, military_spent=2)
    act(g, "tta_end_actions")
    assert g.ps("p1").blue[tech] == 1


@pytest.mark.parametrize("tech", [t for t in TECHS if cards()[t].kind in (*FARM_MINE, *URBAN, *UNITS)])
def test_building_costs_the_printed_resources(tech: str) -> None:
    c = cards()[tech]
    g = _in_play(tech, 0, blue={"bronze": c.build_cost}, blue_bank=16 - c.build_cost)
    kind = "tta_build_unit" if c.kind in UNITS else "tta_build"
    act(g, kind, tech=tech)
    assert g.ps("p1").workers[tech] == 1 and resources(g) == 0


@pytest.mark.parametrize("gov", [t for t in TECHS if cards()[t].kind == "government"])
def test_governments_give_actions_limit_and_effects(gov: str) -> None:
    c = cards()[gov]
    g = position(age=c.age, player_states={"p1": {"government": gov}})
    s = rating(g)
    assert (s.civil_total, s.military_total, s.building_limit) == (
        c.civil_actions,
        c.military_actions,
        c.building_limit,
    )
    base = rating(position(age=c.age))
    assert s.culture - base.culture == c.flat.get("culture", 0)
    assert s.strength - base.strength == c.flat.get("strength", 0)
    assert s.happiness == max(0, c.flat.get("happy", 0))


@pytest.mark.parametrize("tech", [t for t in TECHS if cards()[t].is_special])
def test_special_technologies(tech: str) -> None:
    """10.4.2: a special technology gives its effect without workers."""
    c = cards()[tech]
    base = rating(position(age=c.age))
    g = position(age=c.age, player_states={"p1": {"specials": [tech]}})
    s = rating(g)
    assert s.civil_total - base.civil_total == c.flat.get("civil_actions", 0)
    assert s.military_total - base.military_total == c.flat.get("military_actions", 0)
    assert s.strength - base.strength == c.flat.get("strength", 0)
    assert s.colonization == c.flat.get("colonization", 0)


def test_justice_system_and_civil_service_bring_blue_tokens() -> None:
    """A blue "+" symbol: the tokens come from the box when the card enters play (10.7)."""
    g = position(age="II", player_states={"p1": {"civil_hand": ["justice_system"], "science": 7}})
    act(g, "tta_develop", card="justice_system")
    assert g.ps("p1").blue_bank == 19 and g.ps("p1").blue_owned == 19
    g = position(
        age="III",
        player_states={
            "p1": {
                "specials": ["justice_system"],
                "blue_bank": 19,
                "civil_hand": ["civil_service"],
                "science": 10,
            }
        },
    )
    act(g, "tta_develop", card="civil_service")
    assert g.ps("p1").blue_bank == 19 and g.ps("p1").specials == ["civil_service"]


@pytest.mark.parametrize(
    "special,age,discount", [("masonry", "I", 1), ("architecture", "II", 2), ("engineering", "III", 3)]
)
def test_construction_technologies(special: str, age: str, discount: int) -> None:
    """Masonry, Architecture, Engineering: urban buildings of an age cheaper; stages per action."""
    lab = {"I": "alchemy", "II": "scientific_method", "III": "computers"}[age]
    cost = cards()[lab].build_cost
    g = _in_play(lab, 0, specials=[special], blue={"bronze": cost - discount}, blue_bank=16 - cost + discount)
    act(g, "tta_build", tech=lab)
    assert resources(g) == 0
    from engine.tta.develop import stages_per_action

    assert stages_per_action(g.ps("p1")) == cards()[special].wonder_stages_per_action


def test_air_forces_double_an_army() -> None:
    g = position(
        age="III",
        common_tactics=["legion"],
        player_states={
            "p1": {"workers": workers(warriors=3, air_forces=1), "yellow_bank": 15, "tactic": "legion"}
        },
    )
    assert rating(g).strength == 3 + 5 + 2 * 2
