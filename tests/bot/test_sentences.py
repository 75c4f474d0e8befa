"""The engine's sentences as the bot shows them (``engine.narrate`` with the bot's ``Names``:
nations, and Discord mentions for players): names, not ids; correct plurals; no empty fields;
nothing addressed to "you"; the cause of a loss named.

The events are the real ones of Civilization's golden transcripts, plus written samples of the
kinds those games never reach. That every public event kind of every game has a sentence, read
in the singular and the plural, is checked in ``tests/test_event_sentences.py``."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bot.games.civ.words import resolve_area
from bot.text import Names, plain_text
from engine import Event
from tests.bot.sentence_checks import describe_event, problems
from tests.bot.sentence_samples import SAMPLES, SEATS, names_for
from tests.golden.setups import SETUPS
from tests.golden.transcripts import read

ROOT = Path(__file__).resolve().parents[2]


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


@pytest.mark.parametrize(("kind", "data", "expected"), SAMPLES, ids=[s[0] for s in SAMPLES])
def test_sample_events_read_as_sentences(kind: str, data: dict[str, Any], expected: str) -> None:
    assert describe_event(Event(kind, data), ALL_NATIONS) == expected


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
