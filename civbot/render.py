"""``civbot render``: draw a saved game's public picture to a PNG or JPEG file."""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image

from civbot.savefiles import CliError, output_file, read_save
from engine import spec, view_for
from renderer import render

# File extensions the command writes, and the format of each.
IMAGE_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG"}
JPEG_QUALITY = 90


def render_command(savefile: str, out: str, region: str | None, game: str | None = None) -> int:
    """Load ``savefile``, render the observer view (or one region; for Through the Ages one
    picture; ``renderer.picture_names``) and write it to ``out``, as PNG or JPEG by its extension
    (the folder is created).

    Returns the process exit code: 0 on success, 2 (after one line on stderr) for an unreadable
    save, a save of another game than ``game``, an unknown region or an output that cannot be
    written.
    """
    fmt = IMAGE_FORMATS.get(Path(out).suffix.lower())
    try:
        if fmt is None:
            raise CliError(f"--out {out}: name a .png, .jpg or .jpeg file")
        state, _, _ = read_save(savefile)
        if game is not None and state.game != game:
            held, asked = (spec(g, offered_only=False).title for g in (state.game, game))
            raise CliError(f"{savefile} holds a game of {held}, not {asked}")
        path = output_file(out)
        image = render(view_for(state, None), region)
        if fmt == "JPEG":
            image = _jpeg(image)
        path.write_bytes(image)
    except (CliError, ValueError) as err:
        print(f"civbot render: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"civbot render: cannot write {out} ({err.strerror or err})", file=sys.stderr)
        return 2
    print(f"wrote {out} ({len(image)} bytes, {fmt})")
    return 0


def _jpeg(png: bytes) -> bytes:
    buffer = io.BytesIO()
    with Image.open(io.BytesIO(png)) as picture:
        picture.convert("RGB").save(buffer, format="JPEG", quality=JPEG_QUALITY)
    return buffer.getvalue()
