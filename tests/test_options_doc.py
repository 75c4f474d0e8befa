"""Each game's rules-options document lists every option (with section and reason) and every
ruling, and is up to date."""

from __future__ import annotations

import dataclasses

import pytest

from engine.games import GameSpec
from tools.options_doc import doc_path, documented_games, render


@pytest.mark.parametrize("game", documented_games(), ids=lambda g: g.id)
def test_every_option_is_documented_with_section_and_reason(game: GameSpec) -> None:
    rules = game.rules()
    defaults = rules.default_options()
    assert set(rules.option_docs) == {f.name for f in dataclasses.fields(defaults)}
    for name, doc in rules.option_docs.items():
        assert doc.section and doc.meaning and doc.reason, name
        assert getattr(defaults, name) in doc.choices or name == "ast_table", name
    assert all(r.section and r.question and r.ruling for r in rules.rulings)


@pytest.mark.parametrize("game", documented_games(), ids=lambda g: g.id)
def test_rules_options_document_is_current(game: GameSpec) -> None:
    assert doc_path(game).read_text(encoding="utf-8") == render(game), "run: python -m tools.options_doc"
