"""Market's parts cover what it declares (issue 24, item 3, for the tests' own game): every
decision kind it asks has a Discord form, a typed form, a random answer and a normal answer,
each legal; every public event kind has a sentence; and it is in no registry but while the
fixture holds it."""

from __future__ import annotations

from typing import Any

import ai
import engine
import renderer
from bot.games import DISCORD
from civbot.games import COMMAND_LINE
from engine import GameSpec
from engine.core.events import PUBLIC


def one_of_each_kind(seed: int = 1) -> dict[str, tuple[Any, engine.Decision]]:
    """A state where each decision kind is pending, from a random game."""
    found: dict[str, tuple[Any, engine.Decision]] = {}
    g = engine.new_game(["a", "b", "c"], seed=seed, game="market")
    agent = ai.agent_for("random", seed, game="market")
    while not g.finished:
        d = engine.pending(g)[0]
        found.setdefault(d.kind, (engine.copy_state(g), d))
        engine.apply(g, agent.act(g, d))
    return found


def test_every_decision_kind_has_a_form_a_text_form_and_legal_answers(market: GameSpec) -> None:
    declared = engine.interface("market")
    seen = one_of_each_kind()
    assert set(seen) == set(declared.decisions)
    for kind, (g, d) in seen.items():
        assert kind in DISCORD["market"].forms.forms
        assert declared.texts is not None and kind in declared.texts.forms
        assert kind in ai.AGENTS["market"].answers() and kind in COMMAND_LINE["market"].described()
        for strength in ("random", "easy", "normal"):
            assert engine.is_legal(g, ai.agent_for(strength, 3, game="market").act(g, d)), (kind, strength)


def test_every_public_event_kind_has_a_sentence(market: GameSpec) -> None:
    declared = engine.interface("market")
    public = {k for k, e in declared.events.items() if e.visibility == PUBLIC}
    assert public == set(declared.narrator.public)


def test_no_registry_holds_market_outside_the_fixture() -> None:
    for registry in (ai.AGENTS, renderer.PICTURES, COMMAND_LINE, DISCORD):
        assert registry.get("market") is None
    assert "market" not in engine.GAMES
