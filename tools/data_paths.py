"""Where the project's data files live, in one place for the converters and the data tests.

The engine is being reshaped: the Civilization (1980) files move from ``engine/data/`` to
``engine/data/civ1980/`` while the board stays shared by both Civilization games. Until the
move has landed everywhere, the 1980 files are looked up in both places (new place first).
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENGINE_DATA = REPO / "engine" / "data"
ADVCIV_DATA = ENGINE_DATA / "advciv"
CIV1980_DIRS = (ENGINE_DATA / "civ1980", ENGINE_DATA)

# The shared reference sits beside the checkouts (``<root>/shared``); worktrees are nested
# one level deeper than the main checkout, so every ancestor is tried.
REFERENCE_PARTS = ("shared", "reference")


def civ1980_file(name: str) -> Path:
    """A data file of the 1980 game, or of both Civilization games (``board.json``)."""
    for folder in CIV1980_DIRS:
        path = folder / name
        if path.is_file():
            return path
    raise FileNotFoundError(f"{name} is in none of {', '.join(str(d) for d in CIV1980_DIRS)}")


def board_file() -> Path:
    """The main board shared by Civilization (1980) and Advanced Civilization."""
    return civ1980_file("board.json")


def reference_dir() -> Path | None:
    """``shared/reference`` of the project, or None on a machine that does not have it."""
    for parent in REPO.parents:
        candidate = parent.joinpath(*REFERENCE_PARTS)
        if (candidate / "game-data").is_dir():
            return candidate
    return None
