"""The text forms of Advanced Civilization's decisions and the choices ``civbot play --game
advciv`` lists: every decision kind has both, what is written reads back as the same action,
and bad input is answered in the game's words."""

from __future__ import annotations

import copy
import random

import pytest

from ai import agent_for
from civbot.games.civ import syntax
from engine import apply, interface, new_game, pending
from engine.civ.advciv.phases.movement import RoadMove
from engine.civ.advciv.phases.trade import DeclaredOffer
from engine.civ.state import GameState
from engine.core.decisions import Decision
from tests.engine.advciv.helpers import DECISION_KINDS, case_decisions, position, rare_decisions
from tests.text_forms import parse, refuse_garbage, show


def _walk(players: int, seed: int, kind: str, rounds: int) -> list[tuple[GameState, Decision]]:
    """(state copy, decision) for every decision of a game, and again with the agent's answer
    as the default, so that both round-trip."""
    g = new_game([f"p{i + 1}" for i in range(players)], seed=seed, game="advciv")
    agents = {p: agent_for(kind, seed * 10 + i, "advciv") for i, p in enumerate(g.players)}
    out = []
    while not g.finished and g.round <= rounds:
        d = pending(g)[0]
        a = agents[d.player].act(g, d)
        out.append((copy.deepcopy(g), d))
        out.append((copy.deepcopy(g), Decision(d.player, d.kind, d.prompt, d.options, a, d.simultaneous)))
        apply(g, a)
    return out


@pytest.fixture(scope="module")
def decisions() -> list[tuple[GameState, Decision]]:
    out: list[tuple[GameState, Decision]] = [*case_decisions(), *rare_decisions()]
    for players, seed, kind in ((3, 1, "random"), (5, 2, "normal"), (8, 3, "easy")):
        out += _walk(players, seed, kind, rounds=10)
    return out


def test_every_decision_kind_has_a_typed_form(decisions: list[tuple[GameState, Decision]]) -> None:
    assert set(syntax.CHOICES) >= DECISION_KINDS, DECISION_KINDS - set(syntax.CHOICES)
    assert {d.kind for _, d in decisions} == DECISION_KINDS


def test_the_forms_say_which_game_asks_them() -> None:
    """docs/play.md tells which game asks each decision: exactly the kinds listed here."""
    advciv_texts = interface("advciv").texts
    assert advciv_texts is not None
    asked = set(advciv_texts.forms)
    # Every kind it asks has its form; a form beyond them is a decision the family declares
    # for both games (Civil War's cities).
    assert DECISION_KINDS <= asked <= set(interface("advciv").decisions), asked ^ DECISION_KINDS


def test_every_answer_shown_reads_back_as_the_same_action(
    decisions: list[tuple[GameState, Decision]],
) -> None:
    for g, d in decisions:
        if d.default is None:
            continue
        line = show(g, d, d.default)
        assert "{" not in line
        assert parse(g, d, line) == d.default, (d.kind, line)


def test_choices_are_words_and_never_cut(decisions: list[tuple[GameState, Decision]]) -> None:
    for g, d in decisions[::5]:
        lines = syntax.choices(g, d)
        assert all("{" not in line and "..." not in line for line in lines), lines
        assert all(len(line) <= 110 for line in lines), lines


def test_9_5_a_mining_holders_purchase_choices_fit_their_lines() -> None:
    """Mining's note (000 §28.53) stood after the treasury on one line of 117 characters."""
    shown = [syntax.choices(g, d) for g, d in case_decisions() if d.kind == "advciv_buy_civ_cards"]
    with_mining = [lines for lines in shown if any("Mining counts" in line for line in lines)]
    assert with_mining
    for lines in with_mining:
        assert all(len(line) <= 110 for line in lines), lines


def test_7_6_an_offer_names_its_first_two_commodities_unless_told() -> None:
    hand = ["grain", "grain", "salt", "epidemic"]
    g = position(3, phase="trade", ps={"p1": {"hand": hand}, "p2": {"hand": ["gold"] * 3}})
    d = next(x for x in pending(g) if x.player == "p1")
    assert parse(g, d, "offer epidemic grain salt") == DeclaredOffer(
        "p1", None, ("epidemic", "grain", "salt"), ("grain", "salt")
    )
    named = parse(g, d, "offer grain grain epidemic named grain grain to italy")
    assert named == DeclaredOffer("p1", "p2", ("grain", "grain", "epidemic"), ("grain", "grain"))
    assert show(g, d, named) == "offer Grain Grain Epidemic to Italy"


def test_6_5_a_road_move_is_typed_through_its_middle_area() -> None:
    ps = {"p1": {"civ_cards": ["engineering", "roadbuilding"]}}
    g = position(3, phase="movement", ps=ps, tokens={"cyrene": {"p1": 3}}, census_order=["p1", "p2", "p3"])
    d = pending(g)[0]
    assert "Roadbuilding" in " ".join(syntax.choices(g, d))
    move = parse(g, d, "road cyrene libya tripoli 2")
    assert move == RoadMove("p1", "cyrene", "libya", "tripoli", 2)
    assert show(g, d, move) == "road Cyrene Libya Tripoli 2"


WORDS = ["offer", "named", "architecture", "mining", "grain", "pay", "tokens", "others", "road", "0", "99"]
WORDS += ["-1", "{", "#3", "zzz", "athens", "roma", "gold", "none", "city", "x2", "to", "crete"]


def test_garbage_is_refused_in_the_games_words(decisions: list[tuple[GameState, Decision]]) -> None:
    """Mangled answers: NotUnderstood from the parser or a RuleError from the engine, never a
    Python error."""
    refuse_garbage(decisions[::4], WORDS, random.Random(12))
