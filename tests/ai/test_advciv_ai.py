"""Advanced Civilization's heuristic player: whole all-AI games for 2-8 players end with a score
table and keep every invariant, its answers are legal without falling back to defaults, it beats
random players, and its choices on set positions (rules reference sections in the names)."""

from __future__ import annotations

from typing import Any

import pytest

from ai import agent_for
from ai.games.civ.advciv import AdvCivAgent
from ai.games.civ.advciv.trade import build_packet, packet_worth
from ai.games.civ.advciv.win_rate import win_rate
from ai.games.civ.match import agents_for, play_match
from engine import apply, pending, state_hash, view_for
from engine.civ.advciv.calamity.choices import ChooseCities
from engine.civ.advciv.calamity.monotheism import ConvertArea
from engine.civ.advciv.phases.cities import AdvBuildCities
from engine.civ.advciv.phases.trade import DeclaredOffer
from engine.civ.advciv.victory import standings
from engine.civ.calamity.losses import AssignLosses
from engine.civ.phases.movement import EndMovement, MoveLand
from engine.core.decisions import Decision
from tests.engine.advciv.helpers import position

GAME = "advciv"
ORDER = ["p1", "p2", "p3"]


def test_agent_for_gives_advciv_players_of_every_kind() -> None:
    normal = agent_for("normal", 1, GAME)
    easy = agent_for("easy", 1, GAME)
    assert isinstance(normal, AdvCivAgent) and normal.strength == "normal"
    assert isinstance(easy, AdvCivAgent) and easy.strength == "easy"
    assert type(agent_for("random", 1, GAME)).__name__ == "RandomPlayer"


@pytest.mark.parametrize("players", range(2, 9))
def test_all_ai_game_reaches_the_end_with_a_score_table(players: int) -> None:
    result = play_match(["normal"] * players, 1, max_rounds=80, game=GAME)
    assert result.violations == []
    assert result.finished and result.winners
    table = view_for(result.game, None)["players"]
    assert all(isinstance(row["score"], int) for row in table)
    best = max(row["score"] for row in table)
    assert best == next(r["score"] for r in table if r["player"] in result.winners)
    # The score table's parts (000 §35.1) add up to each score.
    assert all(row["score_parts"]["total"] == row["score"] for row in standings(result.game))


def test_answers_are_legal_without_falling_back_to_defaults() -> None:
    from engine import new_game

    kinds = ["normal", "easy", "normal", "easy", "normal"]
    ids, agents = agents_for(kinds, 4, GAME)
    g = new_game(ids, seed=4, game=GAME)
    kinds_seen: set[str] = set()
    while not g.finished:
        d = pending(g)[0]
        kinds_seen.add(d.kind)
        apply(g, agents[d.player].act(g, d))
    assert sum(a.fallbacks for a in agents.values() if isinstance(a, AdvCivAgent)) == 0
    assert {"advciv_trade", "advciv_buy_civ_cards", "advciv_build_cities"} <= kinds_seen


def test_same_seed_same_game() -> None:
    a = play_match(["normal", "easy", "normal"], 5, max_rounds=12, game=GAME)
    b = play_match(["normal", "easy", "normal"], 5, max_rounds=12, game=GAME)
    assert state_hash(a.game) == state_hash(b.game)
    assert a.record.actions == b.record.actions


def test_normal_ai_beats_random_players_clearly() -> None:
    """Eight games of the benchmark's match-up (bench/advciv_ai.py), the AI's seat rotating."""
    rate = win_rate("random", games=8, players=4, rounds=60)["win_rate"]
    assert rate >= 7 / 8, f"the AI won {rate:.0%} of 8 games (baseline 25%)"


def _decision(g: Any, player: str, kind: str) -> Decision:
    found = [d for d in pending(g) if d.player == player and d.kind == kind]
    assert found, [(d.player, d.kind) for d in pending(g)]
    return found[0]


def _leader_ps() -> dict[str, Any]:
    """p2 looks far ahead: AST position 6 and two civilization cards."""
    return {"p2": {"ast_position": 6, "civ_cards": ["law", "engineering"]}}


def test_8_3_3_famine_losses_go_to_the_leader_first() -> None:
    ps = {"p1": {"calamities": [{"calamity": "famine", "traded_by": None, "revealed": True}]}, **_leader_ps()}
    tokens = {"ankara": {"p1": 12}, "babylon": {"p2": 12}, "memphis": {"p3": 12}, "susa": {"p4": 12}}
    east = ("asia", "babylon", "egypt", "assyria")
    g = position(4, nations=east, ps=ps, phase="calamities", tokens=tokens)
    d = _decision(g, "p1", "advciv_assign_losses")
    answer = AdvCivAgent(1).act(g, d)
    assert isinstance(answer, AssignLosses)
    assert dict(answer.amounts)["p2"] == 8 and sum(dict(answer.amounts).values()) == 20


def test_8_3_2_treachery_traded_takes_a_city_and_is_legal() -> None:
    ps = {"p1": {"calamities": [{"calamity": "treachery", "traded_by": "p2", "revealed": True}]}}
    cities = {"carthago": "p1", "cyrene": "p1", "roma": "p2"}
    tokens = {"sahara": {"p1": 8}, "etruria": {"p2": 8}}
    g = position(3, ps=ps, phase="calamities", cities=cities, tokens=tokens)
    d = _decision(g, "p2", "treachery")
    agent = AdvCivAgent(1)
    answer = agent.act(g, d)
    assert isinstance(answer, ChooseCities) and len(answer.areas) == 1 and agent.fallbacks == 0
    apply(g, answer)
    assert g.cities[answer.areas[0]] == "p2"


def test_9_4_monotheism_converts_a_rivals_city() -> None:
    ps = {"p1": {"civ_cards": ["mysticism", "enlightenment", "monotheism"]}}
    tokens = {"cyrene": {"p1": 3}, "libya": {"p2": 2}}
    g = position(3, ps=ps, phase="calamities", tokens=tokens, cities={"jalo": "p2"})
    d = _decision(g, "p1", "monotheism")
    answer = AdvCivAgent(1).act(g, d)
    assert isinstance(answer, ConvertArea) and answer.area == "jalo"


def test_6_7_architecture_builds_one_more_city_from_the_treasury() -> None:
    ps = {"p1": {"civ_cards": ["architecture"], "treasury": 5}}
    tokens = {"carthago": {"p1": 4}, "sahara": {"p1": 4}, "tripolitania": {"p1": 4}}
    g = position(3, ps=ps, phase="city_building", tokens=tokens)
    d = _decision(g, "p1", "advciv_build_cities")
    agent = AdvCivAgent(1)
    answer = agent.act(g, d)
    assert isinstance(answer, AdvBuildCities)
    assert answer.architecture == "carthago" and answer.treasury == 2 and agent.fallbacks == 0


def test_6_5_movement_keeps_clear_of_barbarians_it_cannot_beat() -> None:
    tokens = {"sahara": {"p1": 6}}
    g = position(3, phase="movement", tokens=tokens, barbarians={"tripolitania": 5}, census_order=ORDER)
    agent = AdvCivAgent(1)
    while True:
        d = _decision(g, "p1", "movement")
        answer = agent.act(g, d)
        if isinstance(answer, EndMovement):
            break
        assert isinstance(answer, MoveLand) and answer.dest != "tripolitania"
        apply(g, answer)


def test_6_6_movement_clears_a_pirate_city_with_a_winning_force() -> None:
    tokens = {"tunisia": {"p1": 8}, "numidia": {"p1": 8}, "carthago": {"p1": 2}}
    cities = {"carthago": "p1"}
    pirates = ["thapsus"]
    g = position(3, phase="movement", tokens=tokens, cities=cities, pirate_cities=pirates, census_order=ORDER)
    agent = AdvCivAgent(1)
    sent = 0
    for _ in range(40):
        d = _decision(g, "p1", "movement")
        answer = agent.act(g, d)
        if isinstance(answer, EndMovement):
            break
        assert isinstance(answer, MoveLand)
        sent += answer.count if answer.dest == "thapsus" else 0
        apply(g, answer)
    assert sent >= 7


def test_7_6_a_packet_with_unnamed_cards_is_worth_less_and_a_calamity_is_passed_on() -> None:
    hand = ["salt", "salt", "hides"]
    two_named = {"named": ["salt", "hides"], "cards": 2}
    with_unknown = {"named": ["salt", "hides"], "cards": 4}
    assert packet_worth(hand, with_unknown) < packet_worth(hand, two_named)
    cards = ["ochre", "iron", "salt", "epidemic"]
    packet = build_packet(cards, cards, 4, True)
    assert packet is not None and "epidemic" in packet[0]
    assert set(packet[1]) <= set(packet[0]) and "epidemic" not in packet[1]


def test_7_6_a_player_holding_a_tradable_calamity_offers_it() -> None:
    hand = ["epidemic", "hides", "iron", "ochre", "salt"]
    g = position(3, phase="trade", ps={"p1": {"hand": hand}, "p2": {"hand": ["gold"] * 3}})
    d = _decision(g, "p1", "advciv_trade")
    answer = AdvCivAgent(1).act(g, d)
    assert isinstance(answer, DeclaredOffer) and "epidemic" in answer.cards
