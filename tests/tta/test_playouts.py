"""Random whole games of Through the Ages for 2, 3 and 4 players (CI: 500 seeded games).

After every action: every card of the box in one place, tokens conserved between banks,
cards and the box, nothing negative, workers accounted for; at the end of every phase of
every tenth game (and after every action of a few games): the secrecy of every view. Each
game must end, with winners, and the same seed must give the same game.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from ai import agent_for
from civbot.simulate import simulate
from engine import GameRecord, apply, load_save_text, new_game, pending, save_text, state_hash, view_for
from engine.tta.game import TTA
from engine.tta.state import GameState
from tests.seed_batches import seed_batches

GAMES = {2: 167, 3: 167, 4: 166}


BATCHES = seed_batches((n, range(1, GAMES[n] + 1)) for n in sorted(GAMES))


# The seconds of CPU it takes, about (measured): the longest tests run first (tests/conftest.py).
@pytest.mark.long(7)
@pytest.mark.parametrize(("players", "seeds"), BATCHES)
def test_whole_games_keep_every_invariant(players: int, seeds: range) -> None:
    for seed in seeds:
        result = simulate(players, 10_000, seed, game="tta", check_views=seed % 10 == 0)
        g = result.game
        assert result.violations == [], (players, seed, result.violations[:5])
        assert g.finished and g.winners, (players, seed, g.round)
        assert set(g.winners) <= set(g.active)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_secrecy_after_every_action(players: int) -> None:
    g = new_game([f"p{i + 1}" for i in range(players)], seed=players, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    while not g.finished:
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d))
        assert TTA.secrecy_violations(g) == [], (g.round, g.phase)


def test_the_same_seed_gives_the_same_game() -> None:
    a = simulate(3, 10_000, 42, game="tta")
    b = simulate(3, 10_000, 42, game="tta")
    assert (a.actions, state_hash(a.game)) == (b.actions, state_hash(b.game))
    assert state_hash(simulate(3, 10_000, 43, game="tta").game) != state_hash(a.game)


def test_a_saved_game_replays_to_the_same_position() -> None:
    result = simulate(2, 10_000, 7, game="tta")
    assert result.record is not None
    text = save_text(result.record, result.game)
    g = load_save_text(text)
    assert state_hash(g) == state_hash(result.game)


def resample_secrets(g: GameState, viewer: str | None, rng: random.Random) -> None:
    """Change what ``viewer`` may not see, keeping what he may: other players' military hands
    (and civil hands) become other cards of the same number, the decks and event piles are
    reshuffled."""
    pool = list(g.military_deck) + [c for p in g.players if p != viewer for c in g.ps(p).military_hand]
    rng.shuffle(pool)
    for p in g.players:
        if p != viewer:
            n = len(g.ps(p).military_hand)
            g.ps(p).military_hand, pool = pool[:n], pool[n:]
    g.military_deck = pool
    for pile in (g.civil_deck, g.current_events, g.future_events):
        rng.shuffle(pile)
    for discard in g.military_discards.values():
        rng.shuffle(discard)
    civil = list(g.civil_deck) + [c for p in g.players if p != viewer for c in g.ps(p).civil_hand]
    rng.shuffle(civil)
    for p in g.players:
        if p != viewer:
            n = len(g.ps(p).civil_hand)
            g.ps(p).civil_hand, civil = civil[:n], civil[n:]
            g.ps(p).taken_this_turn = []
    g.civil_deck = civil


def _stable(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "version"}


@pytest.mark.parametrize("players", [2, 4])
def test_views_do_not_depend_on_what_the_viewer_may_not_see(players: int) -> None:
    """Changing every secret a viewer may not see leaves his view unchanged (sampled positions)."""
    g = new_game([f"p{i + 1}" for i in range(players)], seed=11 * players, game="tta")
    seats = {p: agent_for("random", i, game="tta") for i, p in enumerate(g.players)}
    rng = random.Random(players)
    record = GameRecord.start(g)
    step = 0
    while not g.finished:
        d = pending(g)[0]
        action = seats[d.player].act(g, d)
        apply(g, action)
        record.add(action)
        step += 1
        if step % 37:
            continue
        for viewer in [None, *g.players]:
            copy = load_save_text(save_text(record, g))
            before = _stable(view_for(copy, viewer))
            resample_secrets(copy, viewer, rng)
            assert _stable(view_for(copy, viewer)) == before, (viewer, g.round, g.phase)
