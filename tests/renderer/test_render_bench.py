"""``python -m bench.render`` runs: the renderer's benchmark measures its stored boards (it called
the board's renderer without its game for weeks after the renderer's signature changed). Run as
the command it is: no test imports ``bench`` (tests/test_test_layout.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_render_bench_measures_its_stored_boards() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.render", "--repeat", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.stdout.count("ratio render/encode:") == 3, done.stdout
