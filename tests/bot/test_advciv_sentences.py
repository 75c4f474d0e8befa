"""Advanced Civilization's public events read as sentences with its own card names (rules
reference §6-§10): written samples of every kind it adds, and every public event of its rule
cases and of a few random games checked as the 1980 events are (names not ids, plurals, no
empty field, nothing addressed to "you")."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from ai import agent_for
from bot.text import Names
from engine import Event, apply, load_position, narrator, new_game, pending, spec
from engine.civ.content import setup
from engine.core.errors import RuleError
from tests.bot.advciv_cases import CASES
from tests.bot.sentence_checks import describe_event, problems
from tests.bot.sentence_samples import ADVCIV_SAMPLES, SEATS
from tests.case_actions import read_action
from tests.rule_cases import load_case


def advciv_names(nations: list[str]) -> Names:
    players = [
        {"player": p, "nation": n, "nation_name": setup().nations[n].name}
        for p, n in zip(SEATS, nations, strict=False)
    ]
    return Names({"game": "advciv", "players": players}, {p: 1000 + i for i, p in enumerate(SEATS)})


NAMES = advciv_names(["egypt", "crete", "babylon", "thrace", "africa", "asia", "italy"])


@pytest.mark.parametrize(("kind", "data", "expected"), ADVCIV_SAMPLES, ids=[s[0] for s in ADVCIV_SAMPLES])
def test_advanced_civilization_events_read_as_sentences(
    kind: str, data: dict[str, Any], expected: str
) -> None:
    assert describe_event(Event(kind, data), NAMES) == expected


@cache
def advciv_events() -> list[tuple[str, Event, Names]]:
    """Every public event of the rule cases and of three random games (3, 5 and 8 players)."""
    out: list[tuple[str, Event, Names]] = []
    for path in sorted(CASES.glob("*.json")):
        case = load_case(path)
        g = load_position(case["position"]) if "position" in case else None
        if g is None:
            continue
        for a in case.get("actions", []):
            try:
                events = apply(g, read_action(g, a))
            except RuleError:
                continue
            out += [(path.stem, e, names_of(g)) for e in events if e.visible_to is None]
    rules = spec("advciv").rules()
    for seed, players in ((1, 3), (2, 5), (3, 8)):
        ids = SEATS[:players] if players <= len(SEATS) else [f"p{i}" for i in range(1, players + 1)]
        g = new_game(ids, rules.options_from_json({"round_limit": 25}), seed=seed, game="advciv")
        agents = {p: agent_for("random", seed * 10 + i, game="advciv") for i, p in enumerate(ids)}
        while not g.finished:
            d = pending(g)[0]
            out += [
                (f"game {seed}", e, names_of(g))
                for e in apply(g, agents[d.player].act(g, d))
                if e.visible_to is None
            ]
    return out


def names_of(g: Any) -> Names:
    players = [
        {"player": p, "nation": g.ps(p).nation, "nation_name": setup().nations[g.ps(p).nation].name}
        for p in g.players
        if g.ps(p).nation
    ]
    return Names({"game": "advciv", "players": players}, {p: 1000 + i for i, p in enumerate(g.players)})


def test_every_advanced_civilization_event_met_has_a_sentence_that_reads_well() -> None:
    events = advciv_events()
    assert len({e.kind for _, e, _ in events}) > 40
    unwritten = sorted({e.kind for _, e, _ in events} - set(narrator("advciv").public))
    assert not unwritten, f"write a sentence in engine/civ/narration/ for {unwritten}"
    bad = {}
    for where, e, n in events:
        line = describe_event(e, n) or ""
        found = problems(line)
        if found:
            bad.setdefault(e.kind, (where, line, found))
    assert not bad, bad
