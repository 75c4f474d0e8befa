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
from tests.bot.test_sentences import SEATS, describe_event, problems
from tests.case_actions import read_action
from tests.rule_cases import load_case


def advciv_names(nations: list[str]) -> Names:
    players = [
        {"player": p, "nation": n, "nation_name": setup().nations[n].name}
        for p, n in zip(SEATS, nations, strict=False)
    ]
    return Names({"game": "advciv", "players": players}, {p: 1000 + i for i, p in enumerate(SEATS)})


NAMES = advciv_names(["egypt", "crete", "babylon", "thrace", "africa", "asia", "italy"])

ADVCIV_SAMPLES: list[tuple[str, dict[str, Any], str]] = [
    (
        "area_converted",
        {"player": "p1", "area": "cyrene", "tokens": {"p2": 2}, "city_of": "p2"},
        "With Monotheism, Egypt converted Cyrene: Crete's city and Crete's 2 tokens became theirs.",
    ),
    ("conversion_declined", {"player": "p1"}, "Egypt converted no area with Monotheism."),
    (
        "cards_discarded",
        {"player": "p1", "cards": ["ochre", "hides"]},
        "Egypt kept 8 commodity cards and discarded 2 cards: Hides and Ochre.",
    ),
    (
        "game_over",
        {
            "reason": "the agreed 30 turns are over",
            "scores": {"p1": 1006, "p2": 724},
            "winners": ["p1"],
            "draw": False,
        },
        "The game is over (the agreed 30 turns are over): Egypt wins with 1006 points. "
        "Final score: Egypt 1006, Crete 724.",
    ),
    (
        "city_taken",
        {"player": "p1", "area": "cyrene", "taker": "p2", "calamity": "treachery"},
        "Treachery: Egypt's city in Cyrene goes over to Crete.",
    ),
    (
        "city_built_with_architecture",
        {"player": "p1", "area": "roma", "treasury": 3},
        "Egypt built a city in Roma with Architecture, 3 tokens of it paid from the treasury.",
    ),
    (
        "barbarians_arrive",
        {"player": "p1", "area": "thebes", "tokens": 15},
        "Barbarian Hordes against Egypt: 15 barbarian tokens arrive in Thebes.",
    ),
    (
        "barbarians_move",
        {"source": "thebes", "dest": "memphis", "tokens": 9},
        "9 barbarian tokens move on from Thebes to Memphis.",
    ),
    (
        "barbarians_disperse",
        {"area": "memphis", "tokens": 1},
        "1 barbarian token in Memphis can go nowhere and disperse.",
    ),
    (
        "grain_shown",
        {"player": "p1", "calamity": "famine", "grain": 2},
        "Egypt showed 2 Grain cards against Famine (Pottery).",
    ),
    (
        "city_pillaged",
        {"player": "p2", "area": "cyrene", "owner": "pirates"},
        "Crete destroyed the pirate city in Cyrene and pillages it.",
    ),
    (
        "pillage_taken",
        {"player": "p2", "area": "moesia", "tokens": 3},
        "Crete pillaged Moesia: 3 tokens from stock to treasury.",
    ),
    (
        "slaves_revolt",
        {"player": "p3", "tokens": 15},
        "Slave Revolt: 15 tokens of Babylon's support no city until the end of the calamity phase.",
    ),
    (
        "card_taken",
        {"player": "p2", "victim": "p1", "count": 1},
        "Crete took 1 trade card at random from Egypt.",
    ),
    (
        "calamities_drawn",
        {"player": "p1", "strike": ["treachery", "volcano"], "returned": ["slave_revolt"]},
        "Egypt holds more than two calamities: Treachery and Volcanic Eruption/Earthquake, drawn at "
        "random, strike; Slave Revolt goes back unresolved.",
    ),
    (
        "faction_reduced",
        {"player": "p1", "faction": "first", "tokens": {"sahara": 5}, "cities": []},
        "Civil War with Military: 5 tokens (Sahara 5) of Egypt's first faction go back to stock.",
    ),
    (
        "cards_recycled",
        {"stacks": {"1": 2, "3": 4}},
        "Spent and discarded cards go back under their stacks: 2 cards under stack 1, 4 cards under stack 3.",
    ),
    (
        "city_destroyed",
        {"player": "p1", "area": "moesia", "calamity": "volcano"},
        "Volcanic Eruption/Earthquake destroyed Egypt's city in Moesia.",
    ),
    (
        "pirate_city",
        {"player": "p1", "area": "cyrene", "calamity": "piracy"},
        "Piracy: Egypt's city in Cyrene becomes a pirate city.",
    ),
    # Kinds both games emit, in Advanced Civilization's shape or words.
    (
        "offer_made",
        {"id": 2, "from": "p2", "to": None, "reply_to": 1, "cards": 4, "named": ["wine", "wine", "timber"]},
        "Offer #2 (answering offer #1): Crete offers everyone 4 cards, including Timber, Wine and Wine.",
    ),
    (
        "calamity_revealed",
        {"player": "p3", "calamity": "epidemic", "traded_by": "p2"},
        "Babylon holds Epidemic, passed on by Crete.",
    ),
    (
        "city_attacked",
        {
            "area": "thebes",
            "owner": "p1",
            "attacker": "barbarians",
            "result": "city_destroyed",
            "before": {"barbarians": 15},
            "after": {"barbarians": 9},
        },
        "The barbarians destroyed Egypt's city in Thebes (the barbarians 9 left there).",
    ),
    (
        "civ_cards_bought",
        {"player": "p1", "cards": ["metal_working", "deism"], "price": 195, "tokens": 5, "trade_cards": 6},
        "Egypt bought Metalworking and Deism for 195, paying 5 treasury tokens and 6 trade cards.",
    ),
]


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
