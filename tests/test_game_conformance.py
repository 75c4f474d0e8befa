"""Every offered game is whole in every package (issue 24, item 3).

The kinds come from what each game declares (``engine.interface(game)``: its decision kinds and
its event kinds), and each package is asked through its own registry of games (the bot's
``bot.games.DISCORD``, the AI's ``ai.AGENTS``, the terminal's ``civbot.games.COMMAND_LINE``, the
renderer's ``renderer.PICTURES``), never through a game's modules: a game added later is held to
the same list without editing this test, and so is the tests' own game, Market
(``tests/market``). For every decision kind a game declares there is a Discord form, a typed
form (the engine's text form, and the terminal's choices in words), a random answer (the
engine's legal actions) and a heuristic answer; every public event kind has a sentence; every
picture a game names renders for a position of each of its phases.
"""

from __future__ import annotations

from typing import Any

import pytest

import ai
from bot.games import DISCORD
from civbot.games import COMMAND_LINE
from engine import apply, copy_state, interface, new_game, offered_games, pending, spec, view_for
from engine.core.events import PRIVATE

GAMES = [g.id for g in offered_games()]


# The tests' own game, registered by its fixture (``tests/market``): held to the same checks.
MARKET = "market"


@pytest.fixture(params=[*GAMES, MARKET])
def game(request: pytest.FixtureRequest) -> str:
    if request.param == MARKET:
        request.getfixturevalue("market")
    return str(request.param)


def declared_kinds(game: str) -> set[str]:
    return set(interface(game).decisions)


def test_every_decision_kind_has_a_discord_form(game: str) -> None:
    missing = declared_kinds(game) - set(DISCORD[game].forms.forms)
    assert not missing, f"{game}: no Discord form for {sorted(missing)}"


def test_every_decision_kind_has_a_typed_form(game: str) -> None:
    texts = interface(game).texts
    assert texts is not None, f"{game} declares no text forms"
    missing = declared_kinds(game) - set(texts.forms)
    assert not missing, f"{game}: no text form for {sorted(missing)}"
    described = COMMAND_LINE[game].described()
    missing = declared_kinds(game) - set(described)
    assert not missing, f"{game}: the terminal lists no choices in words for {sorted(missing)}"


def test_every_decision_kind_has_a_random_and_a_heuristic_answer(game: str) -> None:
    listed = set(spec(game).rules().legal_listers)
    missing = declared_kinds(game) - listed
    assert not missing, f"{game}: no legal actions listed for {sorted(missing)}"
    players = ai.AGENTS[game]
    missing = declared_kinds(game) - set(players.answers())
    assert not missing, f"{game}: the heuristic player has no answer to {sorted(missing)}"


def test_every_public_event_kind_has_a_sentence(game: str) -> None:
    declared = interface(game)
    public = {kind for kind, k in declared.events.items() if k.visibility != PRIVATE}
    missing = public - set(declared.narrator.public)
    assert not missing, f"{game}: no sentence for {sorted(missing)}"


# Decisions a random game plays through to see the game's phases (a few rounds).
PLAYOUT_ACTIONS = 1500


def phase_positions(game: str) -> list[tuple[str, Any]]:
    """The first position of each phase a random game of the most players passes through."""
    found = spec(game)
    seats = [f"p{i + 1}" for i in range(found.max_players)]
    g = new_game(seats, None, seed=5, game=game)
    players = {p: ai.agent_for("random", i, game) for i, p in enumerate(seats)}
    seen: dict[str, Any] = {}
    for _ in range(PLAYOUT_ACTIONS):
        if g.finished:
            break
        seen.setdefault(g.phase, copy_state(g))
        d = pending(g)[0]
        apply(g, players[d.player].act(g, d))
    return list(seen.items())


def test_every_picture_renders_in_every_phase(game: str) -> None:
    pytest.importorskip("PIL")
    from renderer import PICTURES

    pictures = PICTURES[game]
    positions = phase_positions(game)
    assert len(positions) >= 2, f"{game}: the playout reached {len(positions)} phases"
    named = pictures.names()
    for i, (phase, g) in enumerate(positions):
        view = view_for(g, None, "observer")
        # Every phase's main picture, and each named picture in one phase (drawing every
        # picture of every phase would take minutes for nothing more).
        for name in [None, *([named[i % len(named)]] if named else [])]:
            png = pictures.public(view, name)
            assert png[:4] == b"\x89PNG", f"{game} {phase}: picture {name} is not a PNG"
        for seat in g.players[:1]:
            assert pictures.hand(view_for(g, seat))[:4] == b"\x89PNG", f"{game} {phase}: hand"


def test_a_later_game_is_covered_without_editing_this_test() -> None:
    """The games are the engine's offered games, read when the tests are collected."""
    assert [g.id for g in offered_games()] == GAMES and len(GAMES) >= 3
