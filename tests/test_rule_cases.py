"""Rule cases as data (``tests/cases/README.md``): every file under ``tests/cases/<game>/``
holds a position, the actions to apply and the expected result, and is run here through the
engine's public interface only."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine import (
    RuleError,
    apply,
    dump_position,
    load_position,
    pending,
    run_automatic,
    state_hash,
    view_for,
)
from engine.civ.advciv.game import PHASES as ADVCIV_PHASES
from engine.civ.phases.registry import PHASES, phase_named
from tests.case_actions import read_action
from tests.rule_cases import CASES, case_files, load_case, start


def matches(expected: Any, actual: Any, where: str = "") -> list[str]:
    """Where ``actual`` differs from ``expected``: objects are matched on the keys given (a key
    given as null must be absent or null: an empty area, no city there), lists and scalars
    exactly."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where or 'value'}: expected an object, got {actual!r}"]
        out = []
        for key, value in expected.items():
            if value is None:
                if actual.get(key) is not None:
                    out.append(f"{where}.{key}: expected absent, got {actual[key]!r}")
            elif key not in actual:
                out.append(f"{where}.{key}: missing")
            else:
                out += matches(value, actual[key], f"{where}.{key}")
        return out
    return [] if expected == actual else [f"{where}: expected {expected!r}, got {actual!r}"]


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


def run_case(case: dict[str, Any]) -> list[str]:
    g = start(case)
    expect = case.get("expect", {})
    actions: list[Any] = case.get("actions", [])
    refused = expect.get("error")
    events: list[dict[str, Any]] = []
    # The position at the moment each phase first ended: the engine runs on through the
    # automatic steps of later phases (growth, taxes), which would hide a phase's own result.
    ended: dict[str, dict[str, Any]] = {}

    def on_phase_end(state: Any, phase: str) -> None:
        ended.setdefault(phase, json.loads(json.dumps(dump_position(state))))

    def record(happened: list[Any]) -> None:
        events.extend({"kind": e.kind, "data": e.data, "visible_to": e.visible_to} for e in happened)

    if case.get("run_automatic"):
        record(run_automatic(g, on_phase_end))
    for i, action in enumerate(actions):
        last = i == len(actions) - 1
        if refused and last:
            return check_refusal(g, action, refused)
        record(apply(g, read_action(g, action), on_phase_end))
    position = json.loads(json.dumps(dump_position(g)))
    problems = matches(expect.get("position", {}), position, "position")
    problems += sizes(expect.get("sizes", {}), position)
    if "view_players" in expect:
        rows = {row["player"]: row for row in view_for(g)["players"]}
        problems += matches(expect["view_players"], rows, "view.players")
    for phase, position in expect.get("at_end_of", {}).items():
        if phase not in ended:
            problems.append(f"at_end_of.{phase}: the phase did not end (ended: {sorted(ended)})")
        else:
            problems += matches(position, ended[phase], f"at_end_of.{phase}")
    problems += events_in_order(expect.get("events", []), json.loads(json.dumps(events)))
    if "pending" in expect:
        owed = [{"player": d.player, "kind": d.kind} for d in pending(g)]
        if owed != expect["pending"]:
            problems.append(f"pending: expected {expect['pending']}, got {owed}")
    return problems


def check_refusal(g: Any, entry: str | dict[str, Any], refused: dict[str, Any]) -> list[str]:
    before = state_hash(g)
    try:
        action = read_action(g, entry)
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


CASE_FIELDS = {
    "rule",
    "reference",
    "title",
    "position",
    "position_file",
    "new_game",
    "run_automatic",
    "actions",
    "expect",
}
EXPECT_FIELDS = {"position", "at_end_of", "sizes", "view_players", "events", "pending", "error"}


# Per game: its rules reference (shared/rules/) and the rulebooks it restates (shared/seeds/),
# one of which every case must cite with a section (issue 22, item 7).
SOURCES = {
    "civ1980": ("civilization.md", ("001", "003", "004")),
    "advciv": ("advanced-civilization.md", ("000",)),
    "tta": ("through-the-ages.md", ("002",)),
}


def reference_problems(case: dict[str, Any], game: str) -> list[str]:
    """What a case's ``reference`` lacks: a section of the game's rules reference and a citation
    of its rulebook (a card effect also names the card data file, by convention)."""
    assert game in SOURCES, f"declare the rules reference and rulebooks of {game} in SOURCES"
    doc, books = SOURCES[game]
    reference = str(case.get("reference", ""))
    problems = []
    if not re.search(rf"{re.escape(doc)} §\d", reference):
        problems.append(f"reference names no section of {doc} (e.g. '{doc} §{case.get('rule', '6.1')}')")
    if not any(re.search(rf"\b{b}\b", reference) for b in books):
        problems.append(f"reference cites no rulebook ({' or '.join(books)}, with its section)")
    return problems


@pytest.mark.parametrize("path", case_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_rule_case(path: Path) -> None:
    case = load_case(path)
    assert {"rule", "title"} <= set(case), "a case names its rule and a title"
    assert reference_problems(case, path.parent.name) == [], "a case cites the rules it checks"
    assert "position" in case or "new_game" in case, "a case starts from a position or a new game"
    assert case.get("run_automatic", True) is True, "run_automatic is true or left out"
    # A misspelt field would check nothing and pass unnoticed.
    assert set(case) <= CASE_FIELDS, f"unknown fields {sorted(set(case) - CASE_FIELDS)}"
    assert case.get("expect"), "a case expects something"
    assert set(case["expect"]) <= EXPECT_FIELDS, (
        f"unknown expectations {sorted(set(case['expect']) - EXPECT_FIELDS)}"
    )
    assert path.stem.startswith(f"{padded(case['rule'])}-"), "the file is named after its rule section"
    problems = run_case(case)
    assert problems == [], f"{case['rule']} {case['title']}: " + "; ".join(problems)


def padded(section: str) -> str:
    """``6.1`` -> ``06.1``: file names sort in the order of the reference."""
    head, _, tail = section.partition(".")
    return f"{int(head):02d}.{tail}" if tail else f"{int(head):02d}"


# Every subsection of civilization.md §6-§13 must have at least one case (issue 11, item 7);
# every section of through-the-ages.md that states a rule of play (issue 18); for Advanced
# Civilization every section of advanced-civilization.md on set-up, the phases, trade cards,
# each calamity, the civilization cards and the AST (issue 17); §7.4, the stacks' shuffled
# set-up, is checked in tests/engine/advciv/test_setup.py.
REQUIRED_SECTIONS = {
    "civ1980": [
        f"{chapter}.{n}"
        for chapter, count in ((6, 13), (7, 6), (8, 7), (9, 2), (10, 6), (11, 4), (12, 5), (13, 4))
        for n in range(1, count + 1)
    ],
    "advciv": [
        "4.1",
        "4.2",
        *(f"6.{n}" for n in range(1, 9)),
        "7.2",
        "7.5",
        "7.6",
        "7.7",
        "8.1",
        *(f"8.3.{n}" for n in range(1, 13)),
        "9.2",
        "9.3",
        "9.4",
        "9.5",
        "10.2",
        "10.3",
        "10.4",
    ],
    "tta": [
        "1",
        *(f"3.{n}" for n in (1, 2, 3, 4, 5, 6, 7)),
        "4.1",
        "4.2",
        *(f"5.{n}" for n in range(1, 5)),
        *(f"6.{n}" for n in range(1, 7)),
        *(f"7.{n}" for n in range(1, 19)),
        *(f"8.{n}" for n in range(1, 6)),
        *(f"9.{n}" for n in range(1, 4)),
        *(f"10.{n}" for n in (1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13)),
        *(f"10.4.{n}" for n in range(1, 7)),
        *(f"11.{n}" for n in range(1, 5)),
    ],
}


@pytest.mark.parametrize("game", sorted(REQUIRED_SECTIONS))
def test_every_required_section_has_a_case(game: str) -> None:
    covered = {load_case(p)["rule"] for p in case_files() if p.parent.name == game}
    missing = [s for s in REQUIRED_SECTIONS[game] if s not in covered]
    assert missing == [], f"no rule case for {game} sections {missing}"


def test_a_case_without_a_reference_to_the_rules_is_refused() -> None:
    case = load_case(CASES / "tta" / "10.6-a-replaced-leader-recounts-the-actions-once.json")
    assert reference_problems(case, "tta") == []
    assert len(reference_problems({**case, "reference": ""}, "tta")) == 2
    assert reference_problems({**case, "reference": "through-the-ages.md §10.6"}, "tta") != []
    assert reference_problems({**case, "reference": "002 (Civil and Military Actions)"}, "tta") != []


def test_the_driver_reports_wrong_expectations() -> None:
    """A case whose expectation is false fails (the driver can fail)."""
    case = load_case(case_files()[0])
    case["expect"] = {"position": {"round": -1}}
    assert run_case(case) != []
    case["expect"] = {"pending": [{"player": "nobody", "kind": "nothing"}]}
    assert run_case(case) != []


def test_a_null_key_means_absent() -> None:
    assert matches({"tokens": {"athens": None}}, {"tokens": {"knossos": {"p1": 1}}}) == []
    assert matches({"tokens": {"athens": None}}, {"tokens": {"athens": {"p1": 1}}}) != []


def test_at_end_of_sees_a_phase_before_the_game_runs_on() -> None:
    """Setting the Coinage rate ends taxation; growth in the next phase must not hide its result."""
    case = load_case(CASES / "civ1980" / "06.1-coinage-holder-sets-a-rate-of-3.json")
    assert run_case(case) == []
    case["expect"] = {"at_end_of": {"taxation": {"player_states": {"p1": {"treasury": 4}}}}}
    assert run_case(case) != []
    case["expect"] = {"at_end_of": {"conflict": {}}}
    assert any("did not end" in p for p in run_case(case))


def test_stacks_given_in_part_lie_on_top_of_the_rest() -> None:
    base = {"game": "civ1980", "players": ["p1", "p2", "p3"], "options": {}, "round": 1, "phase": "movement"}
    g = load_position({**base, "player_states": {"p1": {"hand": ["salt"]}}, "stacks": {"3": ["famine"]}})
    stacks = dump_position(g)["stacks"]
    assert stacks["3"] == ["famine"] + ["salt"] * 8
    assert stacks["9"] == ["gold", "gold", "gold", "piracy"]
    whole = load_position({**base, "stacks": stacks, "player_states": {"p1": {"hand": ["salt"]}}})
    assert dump_position(whole)["stacks"] == stacks


def _broken(value: Any) -> Any:
    """A value no correct expectation could share with ``value``."""
    if isinstance(value, dict):
        key = next(iter(value), None)
        return {**value, key: _broken(value[key])} if key is not None else {"~": "~"}
    if isinstance(value, list):
        return [*value, {"kind": "~"}] if value and isinstance(value[0], dict) else [*value, "~"]
    if value is None or isinstance(value, bool):
        return "~"
    return value + 1 if isinstance(value, int) else f"{value}~"


@pytest.mark.parametrize("path", case_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_expectation_of_a_case_can_fail(path: Path) -> None:
    """Each part of a case's expectation, broken, makes the case fail: no part is vacuous."""
    case = load_case(path)
    for part, value in case["expect"].items():
        assert value or part == "pending", f"expect.{part} is empty"  # pending [] says: nobody owes anything
        broken = {**case, "expect": {**case["expect"], part: _broken(value)}}
        if part == "error":
            broken["expect"]["error"] = {**value, "type": "NoSuchError"}
        assert run_case(broken) != [], f"expect.{part} still passes when broken"


def test_the_readme_documents_every_action_and_its_fields() -> None:
    """A case writer learns the actions from tests/cases/README.md: it must stay complete."""
    rows = re.findall(r"^\| `(\w+)` \| [^|]+ \| ([^|]+) \|", (CASES / "README.md").read_text(), re.MULTILINE)
    documented = {kind: re.findall(r"`(\w+)`", fields) for kind, fields in rows}
    phases = [(name, "civ1980") for name in PHASES] + [(name, "advciv") for name in ADVCIV_PHASES]
    for name, game in phases:
        for cls in phase_named(name, game).actions:
            fields = [f.name for f in dataclasses.fields(cls) if f.name != "player"]
            assert documented.get(cls.kind) == fields, f"README row for {cls.kind}: fields {fields}"


def test_the_readme_documents_every_through_the_ages_action() -> None:
    from engine.tta.aggressions import Defend
    from engine.tta.colonize import Bid, Colonize
    from engine.tta.flow import HANDLERS
    from engine.tta.pacts import AnswerPact
    from engine.tta.steps import Choose, Select

    rows = re.findall(r"^\| `(\w+)` \| [^|]+ \| ([^|]+) \|", (CASES / "README.md").read_text(), re.MULTILINE)
    documented = {kind: re.findall(r"`(\w+)`", fields) for kind, fields in rows}
    steps = [Choose, Select, Defend, Bid, Colonize, AnswerPact]
    classes = [cls for table in HANDLERS.values() for cls in table] + steps
    for cls in classes:
        fields = [f.name for f in dataclasses.fields(cls) if f.name != "player"]
        assert documented.get(cls.kind) == fields, f"README row for {cls.kind}: fields {fields}"
