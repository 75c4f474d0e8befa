"""The Through the Ages AI: whole games to the end with every invariant kept, only legal answers
(no fallback to defaults), the same game for the same seed, decisions that never depend on what
its player may not see, an answer to every decision kind the engine asks, and the strength the
benchmark measures (``bench/tta_ai.py``) in a small sample."""

from __future__ import annotations

import concurrent.futures
import copy
import pickle

import pytest

from ai import agent_for, strengths
from ai.games.tta.agent import HANDLERS, TtaAgent
from ai.games.tta.answers import repelling
from ai.games.tta.match import play_tta, seats
from engine import state_hash
from engine.core.decisions import Decision
from engine.tta.aggressions import Defend, DefendStep
from engine.tta.flow import apply, pending
from engine.tta.setup_game import new_game
from engine.tta.state import GameState
from engine.tta.stats import strength_rating
from tests.ai.hidden import hide_differently


@pytest.mark.parametrize(
    "kinds", [["normal", "easy"], ["normal", "easy", "random"], ["easy", "normal", "normal", "random"]]
)
def test_ai_games_end_with_a_winner_and_keep_every_invariant(kinds: list[str]) -> None:
    result = play_tta(kinds, seed=7, check_invariants=True)
    assert result.game.finished and result.winners
    assert result.violations == []


def test_ai_answers_are_legal_without_falling_back_to_defaults() -> None:
    ids, agents = seats(["normal", "easy", "normal"], 11)
    g = new_game(ids, None, 11)
    kinds_seen: set[str] = set()
    while not g.finished:
        d = pending(g)[0]
        kinds_seen.add(d.kind)
        apply(g, agents[d.player].act(g, d))
    assert sum(a.fallbacks for a in agents.values() if isinstance(a, TtaAgent)) == 0
    assert {"tta_action", "tta_political"} <= kinds_seen


def test_the_same_seed_plays_the_same_game() -> None:
    first = play_tta(["normal", "easy"], seed=3)
    second = play_tta(["normal", "easy"], seed=3)
    assert state_hash(first.game) == state_hash(second.game) and first.actions == second.actions


def test_agent_for_gives_the_heuristic_player_at_every_strength() -> None:
    assert strengths("tta") == ("easy", "normal", "hard")
    for strength in strengths("tta"):
        agent = agent_for(strength, 1, game="tta")
        assert isinstance(agent, TtaAgent) and agent.strength == strength
    with pytest.raises(ValueError, match="play easy, normal or hard, not brilliant"):
        agent_for("brilliant", 1, game="tta")
    with pytest.raises(ValueError):
        TtaAgent(1, "brilliant")


def test_every_decision_kind_the_engine_asks_has_a_handler() -> None:
    seen: set[str] = set()
    for seed in range(1, 6):
        ids, agents = seats(["random", "random", "random"], seed)
        g = new_game(ids, None, seed)
        while not g.finished:
            d = pending(g)[0]
            seen.add(d.kind)
            apply(g, agents[d.player].act(g, d))
    assert seen <= set(HANDLERS), seen - set(HANDLERS)


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_ai_decisions_depend_only_on_what_its_player_may_see(strength: str) -> None:
    """Every kind of decision, at every strength that thinks differently: the same answer when
    everything the player cannot see is dealt otherwise."""
    checked: dict[str, int] = {}
    for seed in range(5, 25):
        if set(checked) == set(HANDLERS):
            break
        ids, agents = seats(["normal", "random", "random", "random"], seed)
        g = new_game(ids, None, seed)
        while not g.finished and set(checked) != set(HANDLERS):
            d = pending(g)[0]
            if d.player == "p1" and checked.get(d.kind, 0) < 6:
                hidden = hide_differently(g, "p1", seed + len(checked))
                assert pending(hidden)[0] == d
                a = TtaAgent(99, strength, nodes=150).act(g, d)
                b = TtaAgent(99, strength, nodes=150).act(hidden, d)
                assert a == b, (g.round, d.kind, a, b)
                checked[d.kind] = checked.get(d.kind, 0) + 1
            apply(g, agents[d.player].act(g, d))
    assert set(checked) == set(HANDLERS), set(HANDLERS) - set(checked)


def _attacked(needed: int, card: str = "raid_i") -> tuple[GameState, Decision]:
    """``a`` is attacked by ``b`` with ``card`` and needs ``needed`` more strength."""
    g = new_game(["a", "b"], None, 1)
    g.round, g.age = 6, "I"
    g.ps("a").military_hand = ["bonus_i", "bonus_i", "bonus_ii", "raid_i"]
    g.ps("b").workers["warriors"] += needed
    g.steps.append(DefendStep(owed=["a"], holding=[card], attacker="b", card=card))
    d = pending(g)[0]
    assert d.kind == "tta_defend" and d.options["needed"] == needed
    return g, d


def test_a_defence_uses_the_fewest_cards_that_repel_the_attack() -> None:
    g, d = _attacked(2)
    assert repelling(g, d) == Defend("a", ("bonus_i",), ())
    g, d = _attacked(3)
    assert repelling(g, d) == Defend("a", ("bonus_ii",), ())
    g, d = _attacked(6)
    assert repelling(g, d) == Defend("a", ("bonus_ii", "bonus_i"), ())


def test_no_cards_are_spent_on_a_defence_that_cannot_succeed() -> None:
    g, d = _attacked(9)  # two cards at most (the military action total): 4 + 2 < 9
    assert repelling(g, d) == Defend("a")
    assert TtaAgent(1).act(g, d) == Defend("a")


def test_an_attack_is_repelled_when_it_would_cost_more_than_the_cards() -> None:
    """Enslave takes a worker and gives the attacker food and resources: worth a bonus card.
    Spy on a civilization without science takes nothing: no card is spent on it."""
    g, d = _attacked(2, "enslave")
    assert TtaAgent(1).act(g, d) == Defend("a", ("bonus_i",), ())
    g, d = _attacked(2, "spy")
    g.ps("a").science = 0
    assert TtaAgent(1).act(g, pending(g)[0]) == Defend("a")


def test_normal_ai_beats_random_players_in_a_small_sample() -> None:
    """The benchmark measures 200 games per figure; here 8 quick seeded games."""
    wins = 0
    for seed in range(1, 9):
        seat = seed % 2
        kinds = ["random", "random"]
        kinds[seat] = "normal"
        result = play_tta(kinds, seed)
        wins += f"p{seat + 1}" in result.winners
    assert wins >= 7


def test_ai_keeps_strength_near_its_rivals_in_the_end() -> None:
    result = play_tta(["normal", "random"], seed=2)
    g = result.game
    assert strength_rating(g, g.ps("p1")) >= 0 and g.ps("p1").culture > g.ps("p2").culture


def _positions(count: int) -> list[tuple[GameState, Decision]]:
    """Positions of a game of normal players, one every few decisions from round 3."""
    ids, agents = seats(["normal", "normal", "normal"], 9)
    g = new_game(ids, None, 9)
    out: list[tuple[GameState, Decision]] = []
    n = 0
    while not g.finished and len(out) < count:
        d = pending(g)[0]
        if g.round >= 3 and n % 5 == 0:
            out.append((copy.deepcopy(g), d))
        apply(g, agents[d.player].act(g, d))
        n += 1
    return out


def _answer(strength: str, g: GameState, d: Decision) -> object:
    return TtaAgent(42, strength, nodes=120).act(g, d)


def test_agents_think_alike_in_worker_threads_and_after_pickling() -> None:
    """No state shared between agents: the same answers in two threads at once, and from an
    agent and a game sent to another process (pickled), as in turn on one thread."""
    positions = _positions(8)
    for strength in ("normal", "hard"):
        alone = [_answer(strength, g, d) for g, d in positions]
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            threaded = list(pool.map(lambda p: _answer(strength, *p), positions))  # noqa: B023
        assert threaded == alone
        sent = [pickle.loads(pickle.dumps((TtaAgent(42, strength, nodes=120), g, d))) for g, d in positions]
        assert [agent.act(g, d) for agent, g, d in sent] == alone
