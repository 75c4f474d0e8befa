"""The engine's sentences as the bot shows them (``engine.narrate`` with the bot's ``Names``:
nations, and Discord mentions for players): names, not ids; correct plurals; no empty fields;
nothing addressed to "you"; the cause of a loss named.

The events are the real ones of Civilization's golden transcripts, plus written samples of the
kinds those games never reach. That every public event kind of every game has a sentence, read
in the singular and the plural, is checked in ``tests/test_event_sentences.py``."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.games.civ.words import resolve_area
from bot.text import Names, plain_text
from engine import Event, narrate
from engine.civ.content import board, setup
from tests.golden.setups import SETUPS
from tests.golden.transcripts import read

ROOT = Path(__file__).resolve().parents[2]
SEATS = [f"p{i}" for i in range(1, 8)]


def names_for(nations: dict[str, str]) -> Names:
    players = [
        {"player": p, "nation": nat, "nation_name": setup().nations[nat].name} for p, nat in nations.items()
    ]
    return Names({"players": players}, {p: 1000 + i for i, p in enumerate(SEATS)})


@cache
def golden_events() -> list[tuple[str, Event, Names]]:
    """(transcript, event, names) for every public event of every golden transcript."""
    out = []
    for seeded in SETUPS:
        if seeded.game != "civ1980":
            continue
        nations: dict[str, str] = {}
        for step in read(seeded):
            for kind, data, visible_to in step.events:
                if visible_to is not None:
                    continue
                if kind == "nation_chosen":
                    nations[data["player"]] = data["nation"]
                out.append((seeded.name, Event(kind, data), names_for(dict(nations))))
    return out


ALL_NATIONS = names_for(
    dict(zip(SEATS, ["egypt", "crete", "babylon", "thrace", "africa", "asia", "italy"], strict=True))
)

# Kinds the golden games never reach, and variants of the others worth reading.
SAMPLES: list[tuple[str, dict[str, Any], str]] = [
    (
        "conflict_order",
        {"player": "p2", "first": True, "save": ["knossos", "phaestos"]},
        "Crete asks for the right to have their own attacks fought first (rules 11.8.2); their attacked "
        "cities are fought in this order: Knossos and Phaestos.",
    ),
    (
        "choosing_order",
        {"order": ["p2", "p1"]},
        "Nations are chosen in this order: Crete (<@1001>) and Egypt (<@1000>).",
    ),
    (
        "revolt_averted",
        {"player": "p1", "cities": 2},
        "Egypt could not pay the taxes of 2 cities, but nobody may take them over: they stay Egypt's.",
    ),
    (
        "revolt_returned",
        {"player": "p1", "areas": ["memphis"]},
        "Egypt keeps the revolting cities in Memphis: nobody else could take them.",
    ),
    (
        "cities_revolted",
        {"player": "p1", "taker": "p2", "areas": ["memphis", "thebes"]},
        "Egypt's cities in Memphis and Thebes revolted for unpaid taxes and went over to Crete.",
    ),
    (
        "cities_lost_to_revolt",
        {"player": "p1", "areas": ["thebes"]},
        "Egypt's city in Thebes revolted for unpaid taxes and was lost: nobody had a city left in stock "
        "to take it.",
    ),
    (
        "ast_moved_back",
        {
            "player": "p2",
            "position": 11,
            "reason": "total points 700 are below the 1000 of your Late Iron Age space",
        },
        "Crete moved back to AST space 11: total points 700 are below the 1000 of their Late Iron Age space.",
    ),
    (
        "city_eliminated",
        {"player": "p2", "area": "knossos", "calamity": "volcano"},
        "Volcanic Eruption / Earthquake destroyed Crete's city in Knossos.",
    ),
    (
        "calamity_revealed",
        {"player": "p3", "calamity": "epidemic", "traded_by": "p1"},
        "Epidemic, a calamity, was traded to Babylon by Egypt.",
    ),
    (
        "decision_replaced",
        {"player": "p1", "reason": "You have no ship in tunisia."},
        "Egypt's order could no longer be carried out after an earlier player's (They have no ship in "
        "Tunisia); the default was taken.",
    ),
    (
        "game_ended",
        {"reason": "no civilization has anything left on the board"},
        "The game has ended: no civilization has anything left on the board.",
    ),
    (
        "calamity_floor",
        {"player": "p2", "calamity": "piracy", "area": "knossos"},
        "The calamity floor (a player below 16 unit points loses nothing more) spared Crete's city in "
        "Knossos from Piracy.",
    ),
    (
        "city_reduced",
        {"player": "p2", "area": "knossos", "tokens": 3, "calamity": "civil_disorder"},
        "Civil Disorder reduced Crete's city in Knossos: it was reduced to 3 tokens.",
    ),
    (
        "city_reduced",
        {"player": "p2", "area": "knossos", "tokens": 1},
        "Crete's city in Knossos was reduced to 1 token for lack of support.",
    ),
    (
        "city_attacked",
        {
            "area": "knossos",
            "owner": "p2",
            "attacker": "p1",
            "result": "surrendered",
            "before": {"p1": 7},
            "after": {},
            "city_owner_after": "p1",
        },
        "Crete's city in Knossos surrendered to Egypt, who now holds it.",
    ),
    (
        "city_attacked",
        {
            "area": "knossos",
            "owner": "p2",
            "attacker": None,
            "result": "repelled",
            "before": {"p1": 5, "p2": 1},
            "after": {"p2": 1},
            "city_owner_after": "p2",
        },
        "Crete's city in Knossos held off Egypt.",
    ),
    (
        "ships_ordered",
        {
            "player": "p1",
            "kept": [],
            "removed": [],
            "relocated": [],
            "built": [],
            "treasury_spent": 0,
            "levied": {},
        },
        "Egypt has no ships and builds none.",
    ),
    (
        "ships_ordered",
        {
            "player": "p4",
            "kept": [],
            "removed": ["thrace-2"],
            "relocated": [],
            "built": ["media"],
            "treasury_spent": 2,
            "levied": {"media": 0},
        },
        "Thrace builds 1 ship in Media and scraps 1 ship, paying 2 tokens from the treasury.",
    ),
    (
        "ast_held",
        {
            "player": "p2",
            "position": 4,
            "reason": "entering the Early Bronze Age needs 2 cities on the board; you have 1",
        },
        "Crete stays on AST space 4: entering the Early Bronze Age needs 2 cities on the board; they have 1.",
    ),
    ("trade_opened", {"traders": []}, "Nobody has enough trade cards to trade this round."),
    (
        "losses_assigned",
        {"player": "p1", "calamity": "epidemic", "amounts": {}},
        "Egypt passed none of Epidemic's losses on to other players.",
    ),
    (
        "taxes_paid",
        {"player": "p1", "rate": 2, "tokens": 2, "cities": 1},
        "Egypt paid 2 tokens in taxes for 1 city (2 per city).",
    ),
    ("movement_ended", {"player": "p1", "moves": 1}, "Egypt ended their movement after 1 move."),
]


def describe_event(e: Event, n: Names) -> str | None:
    return narrate(n.game, e, n)


@pytest.mark.parametrize(("kind", "data", "expected"), SAMPLES, ids=[s[0] for s in SAMPLES])
def test_sample_events_read_as_sentences(kind: str, data: dict[str, Any], expected: str) -> None:
    assert describe_event(Event(kind, data), ALL_NATIONS) == expected


AREA_IDS = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(a) for a in sorted(board().areas, key=len, reverse=True))
    + r")(?![\w-])"
)
PLURAL_WRONG = re.compile(
    r"(?<![\d.#])(?:1 (?:cities|tokens|cards|ships|moves|points|deals|calamities)"
    r"|(?:[02-9]|\d\d+) (?:city|token|card|ship|move|point|deal|calamity))\b"
)
EMPTY = re.compile(r" ,|,,| \.|\(\s*\)|: \.|:\s*;|\bNone\b|\[\]|\{\}|  |\w_\w|—\s*\.")


def problems(line: str) -> list[str]:
    found = []
    if re.search(r"\byou(r)?\b", line, re.IGNORECASE):
        found.append("addressed to you")
    if re.search(r"\bp\d\b|\b\d{15,}\b", line):
        found.append("a raw player id")
    if AREA_IDS.search(line):
        found.append(f"a raw area id ({AREA_IDS.search(line).group(1)})")  # type: ignore[union-attr]
    if PLURAL_WRONG.search(line):
        found.append(f"a wrong plural ({PLURAL_WRONG.search(line).group(0)})")  # type: ignore[union-attr]
    if EMPTY.search(line):
        found.append(f"an empty field ({EMPTY.search(line).group(0)!r})")  # type: ignore[union-attr]
    return found


def test_every_golden_public_event_reads_well() -> None:
    bad: dict[str, tuple[str, str, list[str]]] = {}
    for name, e, n in golden_events():
        line = describe_event(e, n)
        assert line, (name, e)
        issues = problems(line)
        if issues and e.kind not in bad:
            bad[e.kind] = (name, line, issues)
    assert not bad, json.dumps(bad, indent=1, ensure_ascii=False)


def test_losses_name_their_calamity() -> None:
    """Which calamity reduced which city, and whose units a calamity took."""
    for _, e, n in golden_events():
        if e.kind in ("units_lost", "city_eliminated", "losses_assigned") or (
            e.kind == "city_reduced" and e.data.get("calamity")
        ):
            line = describe_event(e, n) or ""
            calamity = e.data["calamity"]
            assert calamity and any(
                word in line
                for word in ("Volcanic", "Famine", "Civil", "Flood", "Epidemic", "Iconoclasm", "Piracy")
            ), line


def test_sentences_tell_no_private_event() -> None:
    assert (
        describe_event(Event("trade_received", {"cards": ["iron"], "giver": "p1"}, ("p2",)), ALL_NATIONS)
        is None
    )


def test_engine_texts_are_given_names_not_ids() -> None:
    n = Names(
        {"players": [{"player": "1456074443980800016", "nation": "africa", "nation_name": "Africa"}]},
        {"1456074443980800016": 1456074443980800016, "1456074443980800015": 1456074443980800015},
    )
    assert (
        plain_text("It is not your turn: Phase 5: Movement is waiting for Africa (1456074443980800016).", n)
        == "It is not your turn: Phase 5: Movement is waiting for Africa."
    )
    assert (
        plain_text("Offer #1 is addressed to 1456074443980800015, not to you.", n)
        == "Offer #1 is addressed to <@1456074443980800015>, not to you."
    )
    assert (
        plain_text("'1456074443980800016' is not a player in this game.", n)
        == "Africa is not a player in this game."
    )
    assert (
        plain_text(
            "tunisia does not share a land border with upper-egypt. Land moves from tunisia: libya, thapsus.",
            n,
        )
        == "Tunisia does not share a land border with Upper Egypt. Land moves from Tunisia: Libya, Thapsus."
    )
    assert plain_text("crete is taken", n) == "Crete is taken"


def test_areas_are_matched_in_any_case() -> None:
    assert resolve_area("Tunisia") == "tunisia"
    assert resolve_area("  upper egypt ") == "upper-egypt"
    assert resolve_area("UPPER-EGYPT") == "upper-egypt"
    assert resolve_area("Atlantis") is None
    assert resolve_area("Thebes", ["memphis"]) is None
