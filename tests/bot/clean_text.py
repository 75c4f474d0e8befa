"""What no text the bot sends a player may contain (an exception's name, a Python call, an empty
quote, an internal or Discord id, a plural written as "(s)"), checked on every answer the
bad-input and calm-DM tests provoke."""

from __future__ import annotations

import re

from tests.bot.secrecy import RAW_ID

FORBIDDEN = {
    "an exception's name": re.compile(r"\b\w*(Error|Exception)\b|Traceback"),
    "a Python call": re.compile(r"\b\w+\(\)"),
    "an empty quote": re.compile(r"''|\"\"|‘’|“”"),
    "an internal id": re.compile(r"(?<![\w/`.:-])[a-z]+(?:_[a-z0-9]+)+(?![\w`])"),
    "a raw Discord id": RAW_ID,
    "a plural as (s)": re.compile(r"\w\(s\)"),
}


def clean(text: str, where: str) -> None:
    for what, pattern in FORBIDDEN.items():
        if what == "a plural as (s)" and "the rules reference" in text:
            continue  # /rules quotes the rules reference as written
        found = pattern.search(text)
        assert found is None, f"{where}: {what} ({found.group(0)!r}) in: {text}"
