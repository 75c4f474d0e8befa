"""Through the Ages views the golden images and the render benchmark draw, frozen as JSON under
``tests/golden/tta/views/`` so that the images change only when the renderer does. Rebuild them
with ``PYTHONPATH=. python -m tests.renderer.tta_fixtures`` (then regenerate the golden images,
``tests/renderer/test_tta_golden.py``).

The position: a 4-player game of two normal AIs, an easy AI and a random player (seed 5) after
300 actions, in Age II: cards in the row, wonders built and under way, colonies, a pact, common
tactics, past events."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

VIEWS = Path(__file__).resolve().parents[1] / "golden" / "tta" / "views"
NAMES = {"p1": "ann", "p2": "bob", "p3": "cy", "p4": "AI (normal) 4"}


def load_tta_view(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((VIEWS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def build() -> dict[str, dict[str, Any]]:
    from ai.games.tta.match import play_tta
    from engine.tta.views import view_for

    g = play_tta(["normal", "easy", "random", "normal"], 5, max_actions=300).game
    views = {"observer": view_for(g, None, "observer"), "player": view_for(g, "p1")}
    for view in views.values():
        view["names"] = dict(NAMES)
    return views


if __name__ == "__main__":
    VIEWS.mkdir(parents=True, exist_ok=True)
    for name, view in build().items():
        (VIEWS / f"{name}.json").write_text(
            json.dumps(view, indent=1, sort_keys=True) + "\n", encoding="utf-8"
        )
        print(f"wrote {VIEWS / name}.json")
