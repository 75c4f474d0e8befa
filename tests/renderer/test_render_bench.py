"""``python -m bench.render`` runs: the renderer's benchmark measures a stored board (it called
the board's renderer without its game for weeks after the renderer's signature changed)."""

from __future__ import annotations

import pytest

from bench.render import measure


def test_the_render_bench_measures_a_stored_board(capsys: pytest.CaptureFixture[str]) -> None:
    measure("crowded-7p", repeat=1)
    printed = capsys.readouterr().out
    assert "ratio render/encode:" in printed and "region crop (greece, cached):" in printed
