"""``civbot render``: draw a saved game's board to a PNG or JPEG file."""

from __future__ import annotations

import sys
from pathlib import Path

from civbot.savefiles import CliError, output_file, read_save
from engine.civ.views import view_for
from renderer.geometry import regions
from renderer.render import IMAGE_FORMATS, render


def render_command(savefile: str, out: str, region: str | None) -> int:
    """Load ``savefile``, render the observer view (or one region) and write it to ``out``, as
    PNG or JPEG by its extension (the folder is created).

    Returns the process exit code: 0 on success, 2 (after one line on stderr) for an unreadable
    save, an unknown region or an output that cannot be written.
    """
    fmt = IMAGE_FORMATS.get(Path(out).suffix.lower())
    try:
        if fmt is None:
            raise CliError(f"--out {out}: name a .png, .jpg or .jpeg file")
        if region is not None and region not in regions():
            raise CliError(f"unknown region {region!r}; valid regions: {', '.join(regions())}")
        game, _ = read_save(savefile)
        path = output_file(out)
        image = render(view_for(game, None), region, fmt)
        path.write_bytes(image)
    except CliError as err:
        print(f"civbot render: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"civbot render: cannot write {out} ({err.strerror or err})", file=sys.stderr)
        return 2
    print(f"wrote {out} ({len(image)} bytes, {fmt.upper()})")
    return 0
