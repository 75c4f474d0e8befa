"""Every Age III event ("Impact of ..."), scored when revealed and at the end of the game."""

from __future__ import annotations

from tests.tta.helpers import act, position, reveal, workers

W = workers


def culture(event: str, players: int = 2, **states: dict[str, object]) -> list[int]:
    """Culture each player scores from ``event`` (p1's +1 for preparing an Age I card removed)."""
    g, _ = reveal(event, players, age="III", player_states=dict(states))
    return [
        g.ps(p).culture - (1 if p == "p1" else 0) - int(states.get(p, {}).get("culture", 0))
        for p in g.players
    ]  # type: ignore[call-overload]


def test_impact_of_agriculture() -> None:
    # 2 food produced, consumption 0: +4 bonus; p2 has no farm worker
    assert culture("impact_of_agriculture", p2={"workers": W(agriculture=0), "pool": 3}) == [2 + 4, 0]


def test_impact_of_architecture() -> None:
    assert culture(
        "impact_of_architecture", p1={"workers": W(alchemy=1, drama=1), "pool": 0, "yellow_bank": 17}
    ) == [2, 0]


def test_impact_of_balance() -> None:
    # science 1, culture 0 (p1), food 2, resources 2: twice the lowest
    assert culture("impact_of_balance", p2={"workers": W(religion=1), "pool": 0}) == [0, 2]


def test_impact_of_colonies() -> None:
    assert culture("impact_of_colonies", p1={"colonies": ["historic_territory_i"]}) == [3, 0]


def test_impact_of_competition() -> None:
    assert culture(
        "impact_of_competition",
        p1={"workers": W(knights=1, bread_and_circuses=1), "pool": 0, "yellow_bank": 17},
    ) == [2, 0]


def test_impact_of_government() -> None:
    assert culture("impact_of_government", p2={"government": "monarchy"}) == [2 * 4 + 2, 2 * 5 + 3]


def test_impact_of_happiness() -> None:
    # p2: 2 happy faces (4), 12 tokens in the bank need 2: no discontent; p1: 0 faces, 0 needed
    assert culture("impact_of_happiness", p2={"workers": W(religion=2), "pool": 0, "yellow_bank": 12}) == [
        0,
        4,
    ]
    assert culture("impact_of_happiness", p2={"yellow_bank": 12, "pool": 2}) == [0, 0]  # -4, never below 0


def test_impact_of_industry() -> None:
    assert culture(
        "impact_of_industry",
        p1={"leader": "bill_gates", "leader_ages": ["III"], "workers": W(alchemy=1), "pool": 0},
    ) == [2, 2]


def test_impact_of_population() -> None:
    assert culture("impact_of_population", p1={"pool": 6, "yellow_bank": 13, "workers": W(religion=2)}) == [
        2 * (14 - 10),
        0,
    ]


def test_impact_of_progress() -> None:
    assert culture("impact_of_progress", p1={"government": "monarchy", "specials": ["navigation"]}) == [
        2 * (1 + 2),
        0,
    ]


def test_impact_of_science() -> None:
    assert culture("impact_of_science", 3, p2={"workers": W(philosophy=2), "pool": 0}) == [7, 14, 0]


def test_impact_of_strength() -> None:
    assert culture("impact_of_strength", 4, p3={"workers": W(warriors=2), "pool": 0}) == [10, 5, 15, 0]


def test_impact_of_technology() -> None:
    assert culture("impact_of_technology", p1={"government": "democracy", "workers": W(computers=0)}) == [
        8,
        0,
    ]


def test_impact_of_variety() -> None:
    # p1: infantry, lab, temple and one special technology
    assert culture(
        "impact_of_variety", p1={"workers": W(religion=1), "pool": 0, "specials": ["warfare"]}
    ) == [2 * 4, 2 * 2]


def test_impact_of_wonders() -> None:
    wonders = [{"card": "pyramids", "ruined": True}, {"card": "kremlin"}, {"card": "internet"}]
    assert culture("impact_of_wonders", p1={"wonders": wonders}) == [5 + 3 + 2, 0]


def test_age_iii_events_are_scored_at_the_end() -> None:
    g = position(
        age="IV",
        round=16,
        last_round=16,
        current="p2",
        current_events=["impact_of_colonies"],
        future_events=["impact_of_wonders", "crusades"],
        player_states={"p2": {"colonies": ["historic_territory_i"], "wonders": [{"card": "pyramids"}]}},
    )
    act(g, "tta_end_actions", "p2")
    assert g.finished and g.ps("p2").culture == 3 + 5 and g.winners == ["p2"]
