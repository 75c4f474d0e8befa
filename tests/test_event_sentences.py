"""Every public event kind every offered game declares has exactly one sentence (its narrator,
``engine.narrate``), and each reads well in the singular and the plural (issue 26, item 8).

The kinds come from what each game declares (``engine.interface(game).events``), never from a
scan of the engine's source or a hand list, so a kind or a game added later is covered. The
payloads are real: the public events of the game's golden transcripts and rule cases, a kind
the game shows in neither taken from another game declaring the same payload, and written samples
for the few no golden game reaches at all. Each payload is told as it is, with every number 1, and with every
number 2 and every list of names two long, and no line may hold a forbidden pattern.
"""

from __future__ import annotations

import pytest

from engine import Event, interface, narrate
from engine.core.events import PRIVATE
from tests.event_samples import GAMES, problems, samples, variants


@pytest.mark.parametrize("game", GAMES)
def test_every_public_event_kind_the_game_declares_has_exactly_one_sentence(game: str) -> None:
    declared = interface(game).events
    public = {k for k, e in declared.items() if e.visibility != PRIVATE}
    told = set(interface(game).narrator.public)
    assert public - told == set(), f"{game}: write a sentence for {sorted(public - told)}"
    assert told - set(declared) == set(), (
        f"{game}: sentences for kinds it does not declare: {told - set(declared)}"
    )


@pytest.mark.parametrize("game", GAMES)
def test_every_public_event_kind_has_a_sample(game: str) -> None:
    public = [k for k, e in interface(game).events.items() if e.visibility != PRIVATE]
    unsampled = [k for k in public if not samples(game, k)]
    assert not unsampled, f"{game}: add a written sample of {unsampled} to WRITTEN"


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_reads_well_in_the_singular_and_the_plural(game: str) -> None:
    bad: dict[str, tuple[str, str, list[str]]] = {}
    for kind, declared in sorted(interface(game).events.items()):
        if declared.visibility == PRIVATE:
            continue
        for data, names in samples(game, kind):
            for how, payload in variants(data):
                line = narrate(game, Event(kind, payload), names)
                found = ["no line"] if line is None and how == "as played" else problems(line or "")
                if found and kind not in bad:
                    bad[kind] = (how, line or "", found)
    assert not bad, "\n".join(f"{k} ({how}): {line!r}: {found}" for k, (how, line, found) in bad.items())


def test_the_patterns_catch_the_words_item_8_of_issue_26_found() -> None:
    """The forbidden patterns find each example the issue quotes (so a pass means something)."""
    for line in (
        "Ann has 1 offer(s).",
        "Ann has 1 military actions left.",
        "Ann paid 1 treasury tokens.",
        "After 1 rounds.",
        "Egypt stays on the AST: frozen: the Early Bronze Age needs 2 cities.",
        "The nile flood plain floods.",
        "Ann gains None.",
        "Ann moves 2 token.",
        "Ann moves p1.",
        "Ann takes Salt..",
    ):
        assert problems(line), line
