"""Where the project's data files live, in one place for the converters and the data tests.

Each game has its own folder under ``engine/data/``. The main board is shared by both
Civilization games and lives with the 1980 files; Advanced Civilization reads it from there.
"""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
ENGINE_DATA = REPO / "engine" / "data"
CIV1980_DATA = ENGINE_DATA / "civ1980"
ADVCIV_DATA = ENGINE_DATA / "advciv"

# The shared reference sits beside the checkouts (``<root>/shared``); worktrees are nested
# one level deeper than the main checkout, so every ancestor is tried.
REFERENCE_PARTS = ("shared", "reference")


def civ1980_file(name: str) -> Path:
    """A data file of Civilization (1980)."""
    return CIV1980_DATA / name


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


def _shared_dir(name: str) -> Path | None:
    for parent in REPO.parents:
        candidate = parent / "shared" / name
        if candidate.is_dir():
            return candidate
    return None


def rules_dir() -> Path | None:
    """``shared/rules`` of the project (the rules references), or None on a machine without it."""
    return _shared_dir("rules")


def seeds_dir() -> Path | None:
    """``shared/seeds`` of the project (the source rulebooks), or None on a machine without it."""
    return _shared_dir("seeds")
