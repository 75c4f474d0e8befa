"""What every game's demo shares (``civbot demo``): its arguments checked, and the report of the
files it wrote."""

from __future__ import annotations

import sys
from pathlib import Path

from civbot.savefiles import CliError, output_dir
from engine import ENGINE, RuleError, spec


def refused(game: str, players: int, every: int, out: str) -> bool:
    """Whether the demo's arguments are refused (after one line on stderr saying why)."""
    try:
        spec(game, stage=ENGINE).check_players(players)
        if every < 1:
            raise CliError(f"--every must be at least 1, not {every}")
        output_dir(out)
    except RuleError as err:
        print(f"civbot demo: {err.message}", file=sys.stderr)
        return True
    except CliError as err:
        print(f"civbot demo: {err}", file=sys.stderr)
        return True
    return False


def report(seconds: float, images: str, files: dict[str, Path], violations: int) -> int:
    """The files a demo wrote, one a line; the exit code (1 if an invariant was violated)."""
    print(f"Done in {seconds:.1f} s. Files:")
    print(f"  {images}")
    for key, path in files.items():
        print(f"  {key.replace('_', ' ')}: {path}")
    if violations:
        print(f"invariant violations: {violations}", file=sys.stderr)
        return 1
    return 0
