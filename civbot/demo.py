"""What every game's demo shares (``civbot demo``): its arguments checked, and the report of the
files it wrote."""

from __future__ import annotations

import sys
from pathlib import Path

from civbot.savefiles import CliError, output_dir
from engine import ENGINE, RuleError, spec
from i18n.catalog import N_, _, n_


def refused(game: str, players: int, every: int, out: str) -> bool:
    """Whether the demo's arguments are refused (after one line on stderr saying why)."""
    try:
        spec(game, stage=ENGINE).check_players(players)
        if every < 1:
            raise CliError(_("--every must be at least 1, not {every}", every=every))
        output_dir(out)
    except RuleError as err:
        print(_("civbot demo: {reason}", reason=err.message), file=sys.stderr)
        return True
    except CliError as err:
        print(_("civbot demo: {reason}", reason=err), file=sys.stderr)
        return True
    return False


def demo_heading(title: str, players: int, seed: int) -> str:
    """The game log's first line: ``civbot demo: Civilization, 4 AI players, seed 1``."""
    return n_(
        "civbot demo: {game}, {n} AI player, seed {seed}",
        "civbot demo: {game}, {n} AI players, seed {seed}",
        players,
        game=title,
        seed=seed,
    )


def demo_opening(title: str, players: int, seed: int, out: str) -> str:
    """The demo's first line on the terminal: the log's heading and where the files go."""
    return _("{heading}; writing to {folder}/", heading=demo_heading(title, players, seed), folder=out)


def round_head(rnd: int) -> str:
    """The start of a round's progress line: ``round  7 | ``."""
    return _("round {round:>2} | ", round=rnd)


# What each file the demos write is, in their report (a file not listed: its key in words).
FILE_LABELS = {
    "final_board": N_("final board"),
    "final_overview": N_("final overview"),
    "log": N_("log"),
    "save": N_("save"),
    "chart_ast": N_("chart ast"),
    "chart_cities": N_("chart cities"),
    "chart_card_points": N_("chart card points"),
    "chart_victory_points": N_("chart victory points"),
    "chart_culture": N_("chart culture"),
    "chart_culture_rating": N_("chart culture rating"),
    "chart_science_rating": N_("chart science rating"),
    "chart_strength": N_("chart strength"),
}


def file_label(key: str) -> str:
    """A written file's label: ``tableau_p1`` -> ``tableau p1``, the known ones translated."""
    if key in FILE_LABELS:
        return _(FILE_LABELS[key])
    if key.startswith("tableau_"):
        return _("tableau {player}", player=key.removeprefix("tableau_"))
    return key.replace("_", " ")


def report(seconds: float, images: str, files: dict[str, Path], violations: int) -> int:
    """The files a demo wrote, one a line; the exit code (1 if an invariant was violated)."""
    print(_("Done in {seconds:.1f} s. Files:", seconds=seconds))
    print(f"  {images}")
    for key, path in files.items():
        print(f"  {file_label(key)}: {path}")
    if violations:
        print(_("invariant violations: {count}", count=violations), file=sys.stderr)
        return 1
    return 0
