"""Every event the engine emits in whole games has its own sentence (none falls back to the kind's
name), sentences name players through ``who`` (never by seat id), and private events are never
told as public lines."""

from __future__ import annotations

import re

import pytest

from ai.tta.match import play_tta
from engine.core.events import Event
from engine.tta.sentences import TELLERS, private_sentence, sentence


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


def test_every_public_event_kind_has_its_own_sentence(events: list[Event]) -> None:
    kinds = {e.kind for e in events if e.visible_to is None}
    assert kinds - set(TELLERS) == set()
    assert len(kinds) > 40


def test_players_are_named_through_who(events: list[Event]) -> None:
    for e in events:
        line = sentence(e, lambda p: f"<{p.upper()}>")
        if line is not None:
            assert not re.search(r"\bp[1-4]\b", line), line


def test_private_events_are_told_only_privately(events: list[Event]) -> None:
    private = [e for e in events if e.visible_to is not None]
    assert private
    for e in private:
        assert sentence(e, str) is None
        assert private_sentence(e, str)
    public = next(e for e in events if e.visible_to is None)
    assert private_sentence(public, str) is None
