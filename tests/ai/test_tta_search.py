"""The hard Through the Ages player's search and valuation: the wars it will fight count in its
plans at the strengths its turn leaves (a war is resolved at the start of its declarer's next
turn, rules 5.3), so a unit built against a war declared on it is a certain gain, not a guessed
one; and a stronger rival's threat counts whole against it (it leads, and draws the attacks)."""

from __future__ import annotations

import dataclasses

from ai import agent_for
from ai.games.tta.agent import TtaAgent
from ai.games.tta.evaluate import HARD, NORMAL, Weights, rival_armies, turns_left
from ai.games.tta.search import Budget, plan_action, war_stakes
from ai.games.tta.threats import Army, MilitaryWeights, military_value
from engine.tta.api import TakeCard, apply, pending, row_cost
from engine.tta.setup_game import new_game
from engine.tta.state import GameState, War
from engine.tta.stats import strength_rating


def _war(declarer_ahead: int, declared_by: str = "b", target: str = "") -> GameState:
    """``b`` (or ``a``) has declared War over Culture on the other (or on ``target``, a third
    player); ``b`` is ``declarer_ahead`` strength ahead of ``a`` (negative: behind)."""
    g = new_game(["a", "b", "c"] if target else ["a", "b"], None, 1)
    g.round, g.age = 10, "II"
    for p in g.players:
        g.ps(p).culture = 40
    stronger = "b" if declarer_ahead > 0 else "a"
    g.ps(stronger).workers["warriors"] += abs(declarer_ahead)
    target = target or ("a" if declared_by == "b" else "b")
    g.wars.append(War("war_over_culture", declared_by, target))
    assert strength_rating(g, g.ps("b")) - strength_rating(g, g.ps("a")) == declarer_ahead
    return g


def _stakes(g: GameState, me: str = "a") -> float:
    return war_stakes(g, me, HARD, rival_armies(g, me), turns_left(g, me))


def test_a_war_lost_at_the_strengths_of_now_costs_what_it_takes() -> None:
    assert _stakes(_war(2)) < -5  # War over Culture: its base and the advantage, lost
    assert _stakes(_war(3)) < _stakes(_war(2))


def test_a_war_at_equal_strength_changes_nothing_and_a_stronger_target_wins_it() -> None:
    assert _stakes(_war(0)) == 0
    assert _stakes(_war(-2)) > 5


def test_a_war_of_ones_own_counts_the_strength_its_target_may_still_add() -> None:
    g = _war(-3, declared_by="a")  # a 3 ahead of b, who may still build in his turn
    assert _stakes(g) < _stakes(_war(-9, declared_by="a"))


def test_wars_of_others_are_not_counted() -> None:
    g = _war(4)  # b declared, 4 ahead: a can add 3 (2 military actions) and still lose
    assert _stakes(g, "b") > 0
    g = _war(4, target="c")
    assert _stakes(g) == 0 and _stakes(g, "b") != 0


def test_the_hard_player_counts_a_stronger_rivals_whole_threat_against_itself() -> None:
    """A rival stronger than two players shares his threat between them for a normal player;
    the hard player, who leads and draws the attacks, counts it whole."""
    g = new_game(["a", "b", "c"], None, 1)
    g.age = "II"
    me, strong = Army("a", 2, 0, 1), Army("b", 8, 3, 2)
    shared, whole = MilitaryWeights(), MilitaryWeights(shared_threat=False)
    assert NORMAL.military.shared_threat and not HARD.military.shared_threat

    def worth(c_strength: int, mw: MilitaryWeights) -> float:
        return military_value(g, me, 0, [strong, Army("c", c_strength, 0, 1)], 4, mw)

    assert worth(1, whole) < worth(1, shared)  # c weaker than b too: two targets
    assert worth(9, whole) == worth(9, shared)  # c stronger than b: a is b's only target


def _position(seed: int, actions: int) -> GameState:
    """A 2-player game of normal players after ``actions`` actions."""
    g = new_game(["a", "b"], None, seed)
    agents = {p: agent_for("normal", seed * 10 + i, game="tta") for i, p in enumerate(g.players)}
    for _ in range(actions):
        d = pending(g)[0]
        apply(g, agents[d.player].act(g, d))
    return g


def test_the_search_pays_for_a_dear_card_the_actions_it_costs() -> None:
    """Civil actions paid for a card beyond the first are actions not spent on anything else
    (people take from the dear end of the row in 5-7% of their takes): a plan counts them at
    ``Weights.dear_take`` each, as the normal player does. Without it the search took a card
    costing 3 actions here."""
    g = _position(1, 33)
    me = pending(g)[0].player

    def first_take_cost(w: Weights) -> int:
        a = plan_action(g, me, w, Budget(600))
        return row_cost(a.slot - 1) if isinstance(a, TakeCard) else 0

    assert first_take_cost(dataclasses.replace(HARD, dear_take=0.0)) == 3
    assert first_take_cost(HARD) < 3


def test_with_nothing_worth_planning_the_hard_player_still_takes_a_card() -> None:
    """Civil actions left when no plan beats ending the phase are not wasted: the hard player
    takes the civil card worth most in hand, as the normal player does (here its search has
    no budget at all, so no plan beats ending)."""
    g = new_game(["a", "b"], None, 1)
    d = pending(g)[0]
    agent = TtaAgent(1, "hard", nodes=0)
    assert isinstance(agent.act(g, d), TakeCard)
