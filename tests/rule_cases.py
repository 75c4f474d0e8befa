"""Reading the rule cases (``tests/cases/README.md``): where their files are, one case with its
position file read in, and the game a case starts from. Run by ``tests/test_rule_cases.py``;
the other tests that walk the cases read them here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import load_position, new_game
from engine import spec as game_spec

CASES = Path(__file__).parent / "cases"


def case_files() -> list[Path]:
    return sorted(p for p in CASES.glob("*/*.json"))


def load_case(path: Path) -> dict[str, Any]:
    case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if "position_file" in case:
        case["position"] = json.loads((path.parent / case["position_file"]).read_text(encoding="utf-8"))
    return case


def start(case: dict[str, Any]) -> Any:
    """The case's position, or a new game (``new_game``: game, players, seed, options)."""
    if "new_game" in case:
        spec = case["new_game"]
        rules = game_spec(spec["game"], offered_only=False).rules()
        options = rules.options_from_json(spec.get("options", {}))
        return new_game(spec["players"], options, seed=spec.get("seed", 0), game=spec["game"])
    return load_position(case["position"], enter=not case.get("run_automatic", False))
