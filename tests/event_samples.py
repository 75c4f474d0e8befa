"""Real payloads of every public event kind of every offered game, for the tests that tell
them (the sentences' forbidden patterns, each language's words): from the golden games and the
rule cases, borrowed from another game declaring the same payload, or written out; and each
payload in the singular and the plural."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from engine import Event, PlainNames, interface, offered_games
from engine.core.events import PRIVATE
from tests.bot.sentence_samples import ADVCIV_SAMPLES, SAMPLES
from tests.golden.setups import SETUPS
from tests.golden.transcripts import read

GAMES = [g.id for g in offered_games()]
CASES = Path(__file__).parent / "cases"
# Players are named by a name, never by their seat's id: a seat id in a line is a leak.
LABELS = {f"p{i}": name for i, name in enumerate(("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"), 1)}
# Samples per kind taken from the golden games.
PER_KIND = 4
# The nations of the seats of the Civilization family's written samples.
CIV_NATIONS = dict(
    zip(LABELS, ("Egypt", "Crete", "Babylon", "Thrace", "Africa", "Asia", "Italy"), strict=False)
)

# Kinds no golden game reaches (rare cards, resignations, revolts), written out: here, and with
# the sentence the bot shows in ``tests/bot``.
WRITTEN_HERE: dict[str, dict[str, Any]] = {
    "tta_colony_annexed": {"card": "developed_territory_i", "player": "p1", "victim": "p2"},
    "tta_free_build_declined": {"player": "p2", "tech": "warriors"},
    "tta_homer_tucked": {"player": "p1", "wonder": "hanging_gardens"},
    "tta_nothing_to_annex": {"target": "p2"},
    "tta_nothing_to_infiltrate": {"target": "p2"},
    "tta_political_action_pledged": {"player": "p1"},
    "tta_political_given_up": {"player": "p1"},
    "tta_resigned": {"player": "p3"},
    "tta_resources_gained": {"card": "james_cook", "player": "p1", "resources": 3},
    "tta_technology_discarded": {"card": "theocracy", "kept": "monarchy", "player": "p1"},
    "tta_terrorism": {"player": "p2"},
    "tta_trade_routes_chosen": {"instead": "food", "pays": "resources", "player": "p1"},
}
WRITTEN: list[tuple[str, dict[str, Any], dict[str, str]]] = [
    *((kind, data, {}) for kind, data in WRITTEN_HERE.items()),
    *((kind, data, CIV_NATIONS) for kind, data, _ in [*SAMPLES, *ADVCIV_SAMPLES]),
]

FORBIDDEN: list[tuple[str, re.Pattern[str]]] = [
    ("a maybe-plural", re.compile(r"\(s\)")),
    (
        "a plural noun after 1",
        re.compile(
            r"(?<![\d.#/+-])\b1 (?:[a-z]+ )?"
            r"(?!is\b|was\b|has\b|its\b|this\b|plus\b|bonus\b|status\b)[a-z]+s\b"
        ),
    ),
    (
        "a singular noun after another number",
        re.compile(
            r"(?<![\d.#/+-])\b(?:[02-9]|\d\d+) (?!per )(?:[a-z]+ )?"
            r"(?:card|token|city|ship|move|point|deal|calamity|round|offer|action|resource|unit)\b(?! points)"
        ),
    ),
    ("doubled punctuation", re.compile(r"[.,;:!?] ?[.,;:!?](?!\.)|\.\.(?!\.)")),
    ("a double colon", re.compile(r":[^:.]*:")),
    ("a lower-case place", re.compile(r"\b[Tt]he [a-z][a-z-]+ (?:flood plain|volcano)\b")),
    ("an empty field", re.compile(r" ,| \.|\(\s*\)|: \.|:\s*[;,]|\[\]|\{\}|  |^\s|\s$")),
    ("None", re.compile(r"\bNone\b")),
    ("an id", re.compile(r"\b[a-z]+_[a-z_]+\b|\bp\d\b")),
    ("Markdown", re.compile(r"\*\*")),
]


def problems(line: str) -> list[str]:
    return [f"{what} ({m.group(0)!r})" for what, pattern in FORBIDDEN if (m := pattern.search(line))]


@cache
def golden_samples() -> dict[str, dict[str, list[tuple[dict[str, Any], dict[str, str]]]]]:
    """game -> kind -> (payload, the seats' nations then) of its golden games' public events."""
    out: dict[str, dict[str, list[tuple[dict[str, Any], dict[str, str]]]]] = {}
    for setup in SETUPS:
        nations: dict[str, str] = {}
        found = out.setdefault(setup.game, {})
        for step in read(setup):
            for kind, data, visible_to in step.events:
                if kind == "nation_chosen":
                    nations[data["player"]] = data["nation"]
                samples = found.setdefault(kind, [])
                if visible_to is None and len(samples) < PER_KIND and data not in [d for d, _ in samples]:
                    samples.append((data, dict(nations)))
    return out


@cache
def case_samples() -> dict[str, dict[str, list[tuple[dict[str, Any], dict[str, str]]]]]:
    """game -> kind -> (payload, the seats' nations) of the public events its rule cases expect,
    whole ones only (a case may give only part of an event's data)."""
    out: dict[str, dict[str, list[tuple[dict[str, Any], dict[str, str]]]]] = {}
    for path in sorted(CASES.glob("*/*.json")):
        game = path.parent.name
        case = json.loads(path.read_text(encoding="utf-8"))
        states = case.get("position", {}).get("player_states", {})
        nations = {p: ps["nation"] for p, ps in states.items() if "nation" in ps}
        for expected in case["expect"].get("events", []):
            kind, data = expected["kind"], expected.get("data")
            declared = interface(game).events.get(kind)
            if data is None or declared is None or declared.visibility == PRIVATE:
                continue
            if not interface(game).event_problems(Event(kind, data)):
                out.setdefault(game, {}).setdefault(kind, []).append((data, nations))
    return out


def nation_names(nations: dict[str, str]) -> dict[str, str]:
    """Names for the nations chosen (a name per id is all the patterns need)."""
    return {seat: nation.replace("-", " ").title() for seat, nation in nations.items()}


def samples(game: str, kind: str) -> list[tuple[dict[str, Any], PlainNames]]:
    """Payloads of ``kind`` in ``game``: its own, from its golden games and its rule cases; when
    it has none, those of another game that declares the same payload (such a payload may name
    what this game lacks, as Advanced Civilization's Slave Revolt, so it never stands beside the
    game's own); and the written ones."""
    payload = interface(game).events[kind].payload
    own = [golden_samples().get(game, {}), case_samples().get(game, {})]
    others = [
        golden_samples().get(other, {})
        for other in GAMES
        if other != game and (k := interface(other).events.get(kind)) is not None and k.payload is payload
    ]
    pools = own if any(kind in pool for pool in own) else others
    found = [(d, PlainNames(LABELS, nation_names(n))) for pool in pools for d, n in pool.get(kind, [])]
    written = [(d, PlainNames(LABELS, n)) for k, d, n in WRITTEN if k == kind]
    return found[:PER_KIND] + written


def variants(data: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The payload as it is, in the singular (every number 1) and in the plural (every number 2,
    every list of names two long)."""
    yield "as played", data
    yield "singular", _numbers(copy.deepcopy(data), 1)
    yield "plural", _lists(_numbers(copy.deepcopy(data), 2))


def _numbers(value: Any, n: int) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return n
    if isinstance(value, dict):
        return {k: _numbers(v, n) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers(v, n) for v in value]
    return value


def _lists(value: Any) -> Any:
    """Lists of one name made two long (a pair, such as the two sides of a trade, stays)."""
    if isinstance(value, dict):
        return {k: _lists(v) for k, v in value.items()}
    if isinstance(value, list) and len(value) == 1 and isinstance(value[0], str):
        return [value[0], value[0]]
    return value
