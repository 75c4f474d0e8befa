"""Reading and writing save files for the command line, with one-line messages.

A save written by ``civbot play`` carries, next to the engine's own fields, which seats humans
play and which AI plays the others (key ``civbot_play``), so ``--resume`` can seat them again.
Any other save file (``civbot simulate --save``, the demo's) can be resumed as well.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import CoreState, GameRecord, RuleError, load_save, record_of_save, save_document

PLAY_KEY = "civbot_play"


class CliError(Exception):
    """A command that cannot go on; the message is one line for the user."""


def read_save(path: str | Path) -> tuple[Any, GameRecord, dict[str, Any]]:
    """The game in the save file at ``path``, its record (to go on saving it) and its
    ``civbot_play`` entry ({} if none)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CliError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise CliError(f"{p} is a folder, not a save file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise CliError(f"{p}: cannot be read ({_reason(err)})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise CliError(f"{p} is not a save file (not JSON: {err.msg}, line {err.lineno})") from None
    if not isinstance(data, dict):
        raise CliError(f"{p} is not a save file (no save record in it)")
    try:
        game = load_save(data)
        record = record_of_save(data)
    except RuleError as err:
        raise CliError(f"{p}: {err.message}") from None
    except (KeyError, ValueError, TypeError, AttributeError) as err:
        raise CliError(f"{p} is not a usable save file ({_reason(err)})") from None
    play = data.get(PLAY_KEY)
    return game, record, play if isinstance(play, dict) else {}


def game_of_save(path: str | Path) -> str | None:
    """The id of the game a save file holds, or None when it cannot be read (``read_save``
    then says why)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) else None


def write_save(
    path: str | Path, record: GameRecord, g: CoreState, play: dict[str, Any] | None = None
) -> Path:
    """Write ``g``, whose history is ``record`` (and the ``civbot_play`` entry), to ``path``,
    creating its folder."""
    p = Path(path)
    data = save_document(record, g)
    if play is not None:
        data[PLAY_KEY] = play
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    except OSError as err:
        raise CliError(f"cannot write {p} ({_reason(err)})") from None
    return p


def output_file(path: str | Path) -> Path:
    """``path`` ready to be written: its folder created; CliError if that is impossible."""
    p = Path(path)
    if p.is_dir():
        raise CliError(f"{p} is a folder; give a file name")
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise CliError(f"cannot create the folder {p.parent} ({_reason(err)})") from None
    return p


def output_dir(path: str | Path) -> Path:
    p = Path(path)
    try:
        p.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise CliError(f"{p} exists and is not a folder") from None
    except OSError as err:
        raise CliError(f"cannot create the folder {p} ({_reason(err)})") from None
    return p


def _reason(err: BaseException) -> str:
    if isinstance(err, OSError) and err.strerror:
        return err.strerror.lower()
    return str(err).splitlines()[0] if str(err) else type(err).__name__
