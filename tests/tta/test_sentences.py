"""Through the Ages' narrator (``engine.narrate``) in whole games: every public event of the
games has a line, players are named through the names given (never by seat id), and private
events are never told as public lines, only to their addressee."""

from __future__ import annotations

import re

import pytest

from ai.games.tta.match import play_tta
from engine import PlainNames, narrate, narrate_private
from engine.core.events import Event

NAMES = PlainNames({f"p{i}": f"<P{i}>" for i in range(1, 5)})


def _events(kinds: list[str], seed: int) -> list[Event]:
    seen: list[Event] = []
    play_tta(kinds, seed, on_action=lambda g, events: seen.extend(e for e in events if isinstance(e, Event)))
    return seen


@pytest.fixture(scope="module")
def events() -> list[Event]:
    out: list[Event] = []
    for seed, kinds in enumerate(
        (["random"] * 4, ["random"] * 3, ["normal", "random", "easy"], ["random"] * 2), 1
    ):
        out += _events(kinds, seed)
    return out


def test_every_public_event_has_a_line(events: list[Event]) -> None:
    kinds = {e.kind for e in events if e.visible_to is None}
    assert len(kinds) > 40
    assert not [e for e in events if e.visible_to is None and not narrate("tta", e, NAMES)]


def test_players_are_named_through_the_names(events: list[Event]) -> None:
    for e in events:
        line = narrate("tta", e, NAMES)
        if line is not None:
            assert not re.search(r"\bp[1-4]\b", line), line


def test_private_events_are_told_only_privately(events: list[Event]) -> None:
    secret = [e for e in events if e.visible_to is not None]
    assert secret
    for e in secret:
        assert narrate("tta", e, NAMES) is None
        assert narrate_private("tta", e, e.visible_to[0], NAMES) if e.visible_to else True
    public = next(e for e in events if e.visible_to is None)
    assert narrate_private("tta", public, "p1", NAMES) is None
