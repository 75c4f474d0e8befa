"""The games do not change while the engine is reshaped: seeded games of every offered game and
player count replay to their golden transcripts (``tests/golden/transcripts.py``)."""

from __future__ import annotations

import pytest

from engine import offered_games
from tests.golden.setups import SETUPS, Setup
from tests.golden.transcripts import lines, stored


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.name)
def test_seeded_game_matches_its_golden_transcript(setup: Setup) -> None:
    expected = stored(setup)
    i = -1
    for i, line in enumerate(lines(setup)):
        assert i < len(expected), f"{setup.name}: the game went on past its transcript"
        if line != expected[i]:
            context = "\n".join(expected[max(0, i - 6) : i])
            pytest.fail(
                f"{setup.name} line {i + 1} differs.\n{context}\ngolden: {expected[i]}\nnow:    {line}"
            )
    assert i + 1 == len(expected), f"{setup.name}: the game ended before its transcript"


@pytest.mark.parametrize("game", [g.id for g in offered_games()])
def test_every_offered_game_has_random_transcripts_at_its_smallest_and_largest_count(game: str) -> None:
    played = {s.players for s in SETUPS if s.game == game and s.agents == ("random",)}
    spec = next(g for g in offered_games() if g.id == game)
    assert {spec.min_players, spec.max_players} <= played, sorted(played)
