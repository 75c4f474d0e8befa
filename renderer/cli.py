"""``civbot render``: draw a saved game's board (the lead wires this into ``civbot/cli.py``)."""

from __future__ import annotations

import sys
from pathlib import Path

from engine import RuleError, load_save_text, view_for
from renderer import render
from renderer.geometry import regions


def render_command(savefile: str, out: str, region: str | None, game: str | None = None) -> int:
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
        state = load_save_text(Path(savefile).read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"civbot render: cannot read {savefile}: {exc.strerror}", file=sys.stderr)
        return 2
    except RuleError as exc:
        print(f"civbot render: cannot load {savefile}: {exc.message}", file=sys.stderr)
        return 2
    if game is not None and state.game != game:
        print(f"civbot render: {savefile} holds a game of {state.game}, not {game}", file=sys.stderr)
        return 2
    png = render(view_for(state, None), region)
    Path(out).write_bytes(png)
    print(f"wrote {out} ({len(png)} bytes)")
    return 0
