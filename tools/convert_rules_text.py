"""Convert the shared rules reference into the sections ``/rules`` looks up.

Development tool only: run it from the repository root when the reference changes.

    python -m tools.convert_rules_text            # (re)write each game's bot/games/.../data/rules-*.json
    python -m tools.convert_rules_text --check    # exit 1 if the committed file is not what it writes

It reads ``shared/rules/civilization.md`` and keeps the sections a player looks up: chapters
2 to 16 (components, map, setup, the round, every phase, movement, conflict, cities, trade cards,
calamities, civilization cards, the AST, special cases, fewer players, the shorter games), each
numbered section and each calamity under 11.3, with its text as written; and from
``advanced-civilization.md`` chapters 4 to 10 (setup, the turn, the phases, trade cards,
calamities, civilization cards, the AST and scoring). The bot never reads ``shared/``. Output
is deterministic.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from tools.data_paths import REPO, rules_dir
from tools.json_layout import dumps

# game -> (its rules reference, the chapters a player looks up): the others are sources, glossary,
# and notes for engine writers.
GAMES = {
    "civ1980": ("civilization.md", range(2, 17)),
    "advciv": ("advanced-civilization.md", range(4, 11)),
}

HEADING = re.compile(r"^(#{2,4}) (.*)$")
# A section number, or a range of them ("6.9 – 6.13 Phases 9 to 13").
NUMBERED = re.compile(r"^(\d+(?:\.\d+)*(?:\s*[–-]\s*\d+(?:\.\d+)*)?)\.? (.*)$")


def sections(markdown: str, chapters: range) -> list[dict[str, Any]]:
    """Every heading of the kept chapters with the text under it (up to the next heading)."""
    out: list[dict[str, Any]] = []
    chapter, parent, unnumbered = 0, "", 0
    current: dict[str, Any] | None = None
    body: list[str] = []
    for line in markdown.splitlines():
        m = HEADING.match(line)
        if m is None:
            body.append(line)
            continue
        if current is not None:
            current["text"] = "\n".join(body).strip()
            out.append(current)
        current, body = None, []
        level, title = len(m.group(1)), m.group(2).strip()
        numbered = NUMBERED.match(title)
        if numbered:
            number, title = re.sub(r"\s+", "", numbered.group(1)), numbered.group(2)
            chapter, parent, unnumbered = int(number.split(".")[0]), number, 0
        elif level == 4 and parent:
            unnumbered += 1
            number = f"{parent}.{unnumbered}"
        else:
            chapter = 0
            continue
        if chapter in chapters:
            current = {"id": number, "title": title}
    if current is not None:
        current["text"] = "\n".join(body).strip()
        out.append(current)
    return out


def document(game: str, markdown: str) -> dict[str, Any]:
    name, chapters = GAMES[game]
    return {"game": game, "source": f"shared/rules/{name}", "sections": sections(markdown, chapters)}


def target(game: str) -> Path:
    """Where the bot reads the game's reference: the file its folder declares."""
    from bot.games import discord_game

    where = discord_game(game).rules_reference
    assert where is not None, f"{game} declares no rules reference"
    package, name = where
    return REPO.joinpath(*package.split("."), "data", name)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--check", action="store_true", help="compare with the committed files instead of writing"
    )
    args = ap.parse_args(argv)
    source = rules_dir()
    if source is None:
        print("convert_rules_text: shared/rules is not on this machine", file=sys.stderr)
        return 2
    stale = []
    for game, (name, _) in GAMES.items():
        text = dumps(document(game, (source / name).read_text(encoding="utf-8")))
        path = target(game)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(REPO)}")
    if stale:
        print("convert_rules_text: out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
