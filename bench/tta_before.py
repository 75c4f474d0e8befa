"""The Through the Ages AI as it was before issue 25, for the benchmarks' "before" figures.

The old AI is read from git (``ai/games/tta/`` at ``BEFORE``, the commit this branch left main at)
into a temporary package ``tta_before`` whose imports of ``ai.games.tta`` point at itself, so the old
and the new AI play in one process against the same engine. Only a benchmark loads it; the
project never ships two AIs.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ai import Agent

# main's AI before issue 25 (the merge base of this work; main's ai/games/tta/ is unchanged since).
BEFORE = "592da90"
PACKAGE = "tta_before"
ROOT = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def _load(ref: str) -> Any:
    """The old ``ai.games.tta.agent`` module, written out once per process."""
    if PACKAGE in sys.modules:
        return importlib.import_module(f"{PACKAGE}.agent")
    where = Path(tempfile.mkdtemp(prefix="tta_before_"))
    package = where / PACKAGE
    package.mkdir()
    for path in _git("ls-tree", "--name-only", ref, "ai/games/tta/").split():
        if path.endswith(".py"):
            text = _git("show", f"{ref}:{path}").replace("ai.games.tta", PACKAGE)
            (package / Path(path).name).write_text(text)
    sys.path.insert(0, str(where))
    return importlib.import_module(f"{PACKAGE}.agent")


def before_agent(seed: int, ref: str = BEFORE) -> Agent:
    """The normal AI of ``ref`` with its own seed."""
    agent: Agent = _load(ref).TtaAgent(seed, "normal")
    return agent
