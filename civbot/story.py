"""A game's public events as the lines of a text log (the demo's game log): the game's own
sentences (``engine.narrate``), a round and a phase or turn as headings, and nothing of a
private event or of a detail told only as it happens ("ann has answered")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine import CoreState, Event, narrator, plain_names

# How a heading of each level (``Narrator.headings``) stands out in a text file.
HEADING_FORMS = {1: "\n=== {} ===", 2: "-- {}"}


def log_lines(g: CoreState, events: Iterable[Event], labels: Mapping[str, str] | None = None) -> list[str]:
    """The log lines of ``events`` just applied to ``g``."""
    tells = narrator(g)
    names = plain_names(g, labels)
    out = []
    for e in events:
        if not tells.in_log(e.kind):
            continue
        line = tells.tell(e, names)
        if line:
            level = tells.heading(e.kind)
            out.append(HEADING_FORMS[level].format(line) if level else line)
    return out


def drop_empty_headers(lines: list[str]) -> list[str]:
    """Phase and turn headings are kept only where something happened under them."""
    out: list[str] = []
    for i, line in enumerate(lines):
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if line.startswith("-- ") and (nxt.startswith(("-- ", "\n===")) or not nxt):
            continue
        out.append(line)
    return out
