"""How the bot's sentences are checked: an event told with the bot's Names, and the problems a
sentence may not have (addressed to "you", a raw player or area id, a wrong plural, an empty
field), shared by every game's sentence tests."""

from __future__ import annotations

import re

from bot.text import Names
from engine import Event, narrate
from tests.bot.secrecy import AREA_ID


def describe_event(e: Event, n: Names) -> str | None:
    return narrate(n.game, e, n)


PLURAL_WRONG = re.compile(
    r"(?<![\d.#])(?:1 (?:cities|tokens|cards|ships|moves|points|deals|calamities)"
    r"|(?:[02-9]|\d\d+) (?:city|token|card|ship|move|point|deal|calamity))\b"
)


EMPTY = re.compile(r" ,|,,| \.|\(\s*\)|: \.|:\s*;|\bNone\b|\[\]|\{\}|  |\w_\w|—\s*\.")


def problems(line: str) -> list[str]:
    found = []
    if re.search(r"\byou(r)?\b", line, re.IGNORECASE):
        found.append("addressed to you")
    if re.search(r"\bp\d\b|\b\d{15,}\b", line):
        found.append("a raw player id")
    if AREA_ID.search(line):
        found.append(f"a raw area id ({AREA_ID.search(line).group(1)})")  # type: ignore[union-attr]
    if PLURAL_WRONG.search(line):
        found.append(f"a wrong plural ({PLURAL_WRONG.search(line).group(0)})")  # type: ignore[union-attr]
    if EMPTY.search(line):
        found.append(f"an empty field ({EMPTY.search(line).group(0)!r})")  # type: ignore[union-attr]
    return found
