"""The Through the Ages AI keeps its civil hand moving, as people do. Issue 25: AIs that held
their leaders and technologies they could not pay for filled their hands, let their civil
actions lapse, took 24 civil cards a game where people take about 30, and their 4-player games
lasted 23 rounds to people's 19 (``bench.tta_bands``)."""

from __future__ import annotations

from ai.games.tta.agent import TtaAgent
from ai.games.tta.evaluate import NORMAL, in_hand, turns_left, value
from engine.tta.api import GameState, PlayLeader, apply, new_game, pending, stats


def _my_action_phase(seed: int = 3) -> GameState:
    """A 2-player game of normal players, stopped when ``p1``'s action phase of round 3 begins."""
    g = new_game(["p1", "p2"], None, seed)
    agents = {p: TtaAgent(seed * 10 + i) for i, p in enumerate(g.players)}
    while True:
        d = pending(g)[0]
        if d.kind == "tta_action" and d.player == "p1" and g.round >= 3:
            return g
        apply(g, agents[d.player].act(g, d))


def test_a_leader_whose_ability_is_no_flat_figure_is_played() -> None:
    """Aristotle (a science point per technology taken) has no flat figure: the AI valued him in
    hand and not in play, and never played him."""
    g = _my_action_phase()
    ps = g.ps("p1")
    ps.leader, ps.civil_hand = None, ["aristotle"]
    agent = TtaAgent(1)
    played = []
    while not g.finished:
        d = pending(g)[0]
        if d.player != "p1" or d.kind != "tta_action":
            break
        action = agent.act(g, d)
        played.append(action)
        apply(g, action)
    assert PlayLeader("p1", "aristotle") in played, played


def test_a_full_civil_hand_is_worth_less_than_one_with_room() -> None:
    """A hand at its limit blocks taking any card from the row until one is played."""
    g = _my_action_phase()
    ps = g.ps("p1")
    limit = stats(g, "p1").civil_hand_limit
    ps.civil_hand = ["patriotism_i"] * (limit - 1)
    room = value(g, "p1", NORMAL)
    ps.civil_hand.append("patriotism_i")
    one_more = in_hand(g, ps, stats(g, "p1"), "patriotism_i", turns_left(g, "p1"), NORMAL)
    assert value(g, "p1", NORMAL) < room + one_more - 1.0


def test_a_technology_far_beyond_ones_science_is_worth_less_in_hand() -> None:
    g = _my_action_phase()
    ps = g.ps("p1")
    h, s = turns_left(g, "p1"), stats(g, "p1")
    ps.science = 8
    affordable = in_hand(g, ps, s, "coal", h, NORMAL)
    ps.science = 0
    assert in_hand(g, ps, s, "coal", h, NORMAL) < affordable
