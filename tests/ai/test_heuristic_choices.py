"""The heuristic player against random legal players, and some of its choices in isolation."""

from __future__ import annotations

from ai import agent_for
from ai.games.civ.growth_movement import fight as fight_result
from ai.games.civ.match import play_match, winner_of
from ai.games.civ.purchases import best_reachable, payment_for
from ai.games.civ.trade import build_packet, packet_worth
from engine.civ.calamity.civil_war import KeepFaction, TakeCities
from engine.civ.flow import new_game, pending
from engine.civ.options import Options
from engine.civ.phases.conflict import ConflictOrder
from engine.civ.phases.registry import phase_named
from tests.engine.calamity_positions import short_beneficiary
from tests.engine.helpers import city, enter, game, put


def test_normal_ai_beats_random_players_clearly() -> None:
    wins = 0
    games = 8
    for seed in range(1, games + 1):
        kinds = ["random"] * 4
        seat = seed % 4
        kinds[seat] = "normal"
        result = play_match(kinds, seed, Options(), max_rounds=40, check_invariants=False)
        wins += winner_of(result) == f"p{seat + 1}"
    assert wins >= 6, f"the AI won {wins} of {games} (baseline 2)"


def test_fight_follows_rule_8_2() -> None:
    # 001's example: limit 3, A 3 tokens against B 5: B is left alone with 3.
    assert fight_result(3, 5, 3) == (0, 3)
    # With limit 5 the same fight stops at 1 against 4.
    assert fight_result(3, 5, 5) == (1, 4)


def test_packet_hiding_a_calamity_is_distrusted() -> None:
    honest = {"named": "salt", "cards": 3, "value": 9}
    hiding = {"named": "salt", "cards": 3, "value": 4}  # two more cards worth 1 in all: a calamity
    assert packet_worth(["salt"], honest) > packet_worth(["salt"], hiding) + 20


def test_offer_gives_the_cards_our_sets_miss_least() -> None:
    hand = ["grain", "grain", "grain", "hides", "ochre", "iron"]
    packet = build_packet(hand, hand, None, calamity=False)
    assert packet is not None
    cards, named = packet
    assert "grain" not in cards and named in cards


def test_payment_spends_the_cards_the_hand_limit_would_take() -> None:
    hand = ["hides", "ochre", "iron", "papyrus", "salt", "grain", "cloth", "bronze"]
    pay = payment_for(hand, 10, 3, limit=6)
    assert pay is not None
    assert len(pay.cards) >= 1 and pay.tokens <= 2


def test_best_reachable_counts_the_eleven_slots() -> None:
    g = new_game(["a", "b"], Options(), seed=1)
    assert best_reachable(g, []) >= 1400


def test_11_8_2_ai_demands_the_right_and_has_its_defended_city_fought_first() -> None:
    g = game(["crete", "thrace", "italy"])
    for a in ("athens", "knossos"):
        city(g, a, "p1")
        put(g, a, "p3", 7)
    put(g, "knossos", "p1", 2)  # defenders: their fight sends them back to stock
    g.ps("p1").treasury, g.ps("p1").stock = g.ps("p1").stock - 3, 3
    enter(g, "conflict")
    [d] = pending(g)
    for kind in ("normal", "random"):
        answer = agent_for(kind, 1).act(g, d)
        assert isinstance(answer, ConflictOrder) and sorted(answer.save) == ["athens", "knossos"]
    assert agent_for("normal", 1).act(g, d) == ConflictOrder("p1", True, ("knossos", "athens"))


def test_22_2_6_3_ai_short_of_cities_takes_those_next_to_its_units() -> None:
    g = short_beneficiary()
    phase_named("calamities").apply(g, KeepFaction("p1", "second"))
    put(g, "kanesh", "p7", 1)  # next to Ankara
    [d] = pending(g)
    answer = agent_for("normal", 1).act(g, d)
    assert isinstance(answer, TakeCities) and answer.areas[0] == "ankara" and len(answer.areas) == 2
    random_answer = agent_for("random", 1).act(g, d)
    assert isinstance(random_answer, TakeCities) and len(set(random_answer.areas)) == 2
