"""Write the sample images of ``docs/images/`` from the frozen golden-test views.

Development tool: ``python -m tools.sample_images`` from the repository root.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from renderer.games.civ.hand import render_hand
from renderer.games.civ.render import render

ROOT = Path(__file__).resolve().parents[1]
VIEWS = ROOT / "tests" / "golden" / "views"
OUT = ROOT / "docs" / "images"

SAMPLE_HAND = {
    "player": "ann",
    "decisions": [],
    "hand": ["salt", "salt", "salt", "grain", "grain", "gold", "hides", "epidemic", "volcano"],
    "civ_cards": ["pottery", "mysticism", "literacy"],
}


def _view(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((VIEWS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    samples = {
        "board-2-players.png": render(_view("two-player")),
        "board-7-players.png": render(_view("crowded-7p")),
        "region-greece.png": render(_view("crowded-7p"), "greece"),
        "hand.png": render_hand(SAMPLE_HAND),
    }
    for name, png in samples.items():
        (OUT / name).write_bytes(png)
        print(f"wrote docs/images/{name} ({len(png):,} bytes)")


if __name__ == "__main__":
    main()
