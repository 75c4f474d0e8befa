"""Civilization (1980) does not change while the engine is reshaped: seeded games for every
player count and variant replay to their golden transcripts (``tests/golden/transcripts.py``)."""

from __future__ import annotations

import json

import pytest

from tests.golden.transcripts import SETUPS, Setup, lines, stored


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.name)
def test_seeded_game_matches_its_golden_transcript(setup: Setup) -> None:
    expected = stored(setup)
    for i, line in enumerate(lines(setup)):
        assert i < len(expected), f"{setup.name}: the game went on past its transcript"
        if line != expected[i]:
            got, want = json.loads(line), json.loads(expected[i])
            diff = {k: (want.get(k), got.get(k)) for k in sorted({*got, *want}) if got.get(k) != want.get(k)}
            pytest.fail(f"{setup.name} step {i} differs (golden, now): {json.dumps(diff)[:2000]}")
    assert i + 1 == len(expected), f"{setup.name}: the game ended before its transcript"
