"""Going on with a saved game in the terminal (``civbot play --resume FILE``): what the save file
decides, what the command line may still say, and where the game is saved back.

The save says which game it is, who sits where and which AI plays the other seats: ``--players``
and ``--seed`` are refused with it, and so are ``--humans`` and ``--ai`` unless the save does not
say who plays (a ``civbot simulate --save`` file). Without ``--out`` the game is saved back into
the file it was resumed from (before, a new copy went to play-output/ and the file went stale).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ai import AGENT_KINDS
from civbot.savefiles import CliError, output_dir, read_save
from civbot.terminal import SAVE_NAME, Seats
from engine import GameRecord
from i18n.catalog import _, n_

# Options a new game needs and a save file decides; and those a save may leave open.
FIXED_BY_SAVE = ("players", "seed")
SEATING = ("humans", "ai")


@dataclass(frozen=True)
class Resumed:
    g: Any
    record: GameRecord
    seats: Seats
    out: Path  # the folder of the images
    save_file: Path


def refuse_given(names: Collection[str], resuming: bool) -> None:
    """Refuse the options ``names`` given on the command line: the save file decides them (with
    ``--resume`` itself, or because it says who plays)."""
    if not names:
        return
    flags = ", ".join(f"--{n}" for n in names)
    if resuming:
        raise CliError(
            n_(
                "{flags} comes from the save file with --resume: leave it out",
                "{flags} come from the save file with --resume: leave them out",
                len(names),
                flags=flags,
            )
        )
    raise CliError(
        n_(
            "{flags} comes from the save file, which says who plays: leave it out",
            "{flags} come from the save file, which says who plays: leave them out",
            len(names),
            flags=flags,
        )
    )


def resume(path: str, out: str | None, given: Collection[str], humans: int, ai: str) -> Resumed:
    """The game saved at ``path``; ``given``: the options set on the command line."""
    refuse_given([n for n in FIXED_BY_SAVE if n in given], resuming=True)
    g, record, seating = read_save(path)
    if g.finished:
        raise CliError(_("{file}: this game is over", file=path))
    if seating:
        refuse_given([n for n in SEATING if n in given], resuming=False)
    seats = Seats(
        [p for p in seating.get("humans", []) if p in g.players] or g.players[:humans],
        str(seating["ai"]) if seating.get("ai") in AGENT_KINDS else ai,
        seating["seed"] if isinstance(seating.get("seed"), int) else 1,
    )
    if out is None:
        return Resumed(g, record, seats, Path(path).parent, Path(path))
    folder = output_dir(out)
    return Resumed(g, record, seats, folder, folder / SAVE_NAME)
