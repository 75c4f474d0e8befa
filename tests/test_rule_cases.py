"""Rule cases as data (``tests/cases/README.md``): every file under ``tests/cases/<game>/``
holds a position, the actions to apply and the expected result, and is run here through the
engine's public interface only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import (
    RuleError,
    action_from_json,
    apply,
    dump_position,
    load_position,
    new_game,
    pending,
    state_hash,
    view_for,
)
from engine import spec as game_spec

CASES = Path(__file__).parent / "cases"


def case_files() -> list[Path]:
    return sorted(p for p in CASES.glob("*/*.json"))


def _load_case(path: Path) -> dict[str, Any]:
    case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if "position_file" in case:
        case["position"] = json.loads((path.parent / case["position_file"]).read_text(encoding="utf-8"))
    return case


def matches(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected``: objects are matched on the keys given,
    lists and scalars exactly."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where or 'value'}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}.{key}: missing")
            else:
                out += matches(value, actual[key], f"{where}.{key}")
        return out
    return [] if expected == actual else [f"{where}: expected {expected!r}, got {actual!r}"]


def sizes(expected: dict[str, int], position: dict[str, Any]) -> list[str]:
    """``{"dotted.path": n}``: the list (or object) at that path of the position has n entries."""
    out = []
    for path, n in expected.items():
        value: Any = position
        for key in path.split("."):
            value = value.get(key) if isinstance(value, dict) else None
        if value is None or len(value) != n:
            out.append(f"{path}: expected {n} entries, got {None if value is None else len(value)}")
    return out


def events_in_order(expected: list[dict[str, Any]], events: list[dict[str, Any]]) -> list[str]:
    """Each expected event must appear, in this order, among the events (others may be between)."""
    i = 0
    for want in expected:
        while i < len(events) and matches(want, events[i]):
            i += 1
        if i == len(events):
            return [f"event {want} not found (in order) among {[e['kind'] for e in events]}"]
        i += 1
    return []


def start(case: dict[str, Any]) -> Any:
    """The case's position, or a new game (``new_game``: game, players, seed, options)."""
    if "new_game" in case:
        spec = case["new_game"]
        rules = game_spec(spec["game"], offered_only=False).rules()
        options = rules.options_from_json(spec.get("options", {}))
        return new_game(spec["players"], options, seed=spec.get("seed", 0), game=spec["game"])
    return load_position(case["position"])


def run_case(case: dict[str, Any]) -> list[str]:
    g = start(case)
    expect = case.get("expect", {})
    actions = [action_from_json(a) for a in case.get("actions", [])]
    refused = expect.get("error")
    events: list[dict[str, Any]] = []
    for i, action in enumerate(actions):
        last = i == len(actions) - 1
        if refused and last:
            return check_refusal(g, action, refused)
        events += [{"kind": e.kind, "data": e.data, "visible_to": e.visible_to} for e in apply(g, action)]
    position = dump_position(g)
    problems = matches(expect.get("position", {}), position, "position")
    problems += sizes(expect.get("sizes", {}), position)
    if "view_players" in expect:
        rows = {row["player"]: row for row in view_for(g)["players"]}
        problems += matches(expect["view_players"], rows, "view.players")
    problems += events_in_order(expect.get("events", []), json.loads(json.dumps(events)))
    if "pending" in expect:
        owed = [{"player": d.player, "kind": d.kind} for d in pending(g)]
        if owed != expect["pending"]:
            problems.append(f"pending: expected {expect['pending']}, got {owed}")
    return problems


def check_refusal(g: Any, action: Any, refused: dict[str, Any]) -> list[str]:
    before = state_hash(g)
    try:
        apply(g, action)
    except RuleError as err:
        names = {cls.__name__ for cls in type(err).__mro__}
        problems = [] if refused.get("type", "RuleError") in names else [f"refused with {type(err).__name__}"]
        if refused.get("message", "") not in err.message:
            problems.append(f"message {err.message!r} lacks {refused['message']!r}")
        if state_hash(g) != before:
            problems.append("the refused action changed the game")
        return problems
    return [f"{action.kind} was accepted; expected a refusal ({refused})"]


@pytest.mark.parametrize("path", case_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_rule_case(path: Path) -> None:
    case = _load_case(path)
    assert {"rule", "title"} <= set(case), "a case names its rule and a title"
    assert "position" in case or "new_game" in case, "a case starts from a position or a new game"
    problems = run_case(case)
    assert problems == [], f"{case['rule']} {case['title']}: " + "; ".join(problems)


def test_the_driver_reports_wrong_expectations() -> None:
    """A case whose expectation is false fails (the driver can fail)."""
    case = _load_case(case_files()[0])
    case["expect"] = {"position": {"round": -1}}
    assert run_case(case) != []
    case["expect"] = {"pending": [{"player": "nobody", "kind": "nothing"}]}
    assert run_case(case) != []
