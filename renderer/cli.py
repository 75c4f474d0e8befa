"""``civbot render``: draw a saved game's board (the lead wires this into ``civbot/cli.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

from engine.civ.savefile import load_game
from engine.civ.views import view_for
from renderer.geometry import regions
from renderer.render import render


def render_command(savefile: str, out: str, region: str | None) -> int:
    """Load ``savefile``, render the observer view (or one region) and write the PNG to ``out``.

    Returns the process exit code: 0 on success, 2 for an unreadable save or unknown region.
    """
    if region is not None and region not in regions():
        print(
            f"civbot render: unknown region {region!r}; valid regions: {', '.join(regions())}",
            file=sys.stderr,
        )
        return 2
    try:
        game = load_game(Path(savefile).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"civbot render: cannot load {savefile}: {exc}", file=sys.stderr)
        return 2
    png = render(view_for(game, None), region)
    Path(out).write_bytes(png)
    print(f"wrote {out} ({len(png)} bytes)")
    return 0
