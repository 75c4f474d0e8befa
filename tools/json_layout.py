"""A stable, readable JSON layout for generated data files.

A value is written on one line when it fits the width, and so is every list of plain
values (a matrix row, a track); otherwise its members go one per line, recursively. Keys
keep the order the converter built them in, so the same input always gives the same
bytes, and a changed fact shows as a one-line diff.
"""

from __future__ import annotations

import json
from typing import Any

WIDTH = 130


def dumps(value: Any) -> str:
    return _render(value, 0) + "\n"


def _render(value: Any, indent: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or not value or indent + len(flat) <= WIDTH or _plain_list(value):
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [
            f"{pad}{json.dumps(k, ensure_ascii=False)}: {_render(v, indent + 1)}" for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    members = [pad + _render(v, indent + 1) for v in value]
    return "[\n" + ",\n".join(members) + "\n" + " " * indent + "]"


def _plain_list(value: Any) -> bool:
    return isinstance(value, list) and not any(isinstance(v, dict | list) for v in value)
