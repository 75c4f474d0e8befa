"""The secrecy checks' views of everyone (the players' views share the observer's public
parts, made once) are exactly the views each viewer is shown alone, in every game of the
Civilization family, at every phase of a few seeded random rounds."""

from __future__ import annotations

from typing import Any

import pytest

from ai import agent_for
from engine import apply, new_game, pending, view_for
from engine.civ.family import WHERE
from engine.civ.invariants import views_of_everyone


def _same_as_alone(g: Any, phase: str) -> None:
    together = views_of_everyone(g)
    assert list(together) == [None, *g.players]
    for viewer, view in together.items():
        alone = view_for(g, viewer)
        assert list(view) == list(alone), (phase, viewer)
        assert view == alone, (phase, viewer)


@pytest.mark.parametrize("game", sorted(WHERE))
def test_views_of_everyone_are_each_viewers_view(game: str) -> None:
    g = new_game(["p1", "p2", "p3", "p4"], seed=3, game=game)
    seats = {p: agent_for("random", i, game=game) for i, p in enumerate(g.players)}
    ended: set[str] = set()

    def at_phase_end(state: Any, phase: str) -> None:
        ended.add(phase)
        _same_as_alone(state, phase)

    while not g.finished and g.round <= 8:
        d = pending(g)[0]
        apply(g, seats[d.player].act(g, d), at_phase_end)
        if g.phase == "trade":  # packets: each viewer sees his own cards
            _same_as_alone(g, g.phase)
    assert {"movement", "trade", "civ_cards"} <= ended, ended
