"""``/rules`` in every language: each game's rules reference translated whole, section by
section, from the English sections as they are now, keeping their section references and
citations of the rulebooks (tools/rules_translations.py)."""

from __future__ import annotations

import pytest

from bot import rules_lookup
from i18n.catalog import speaking
from tools.convert_rules_text import references
from tools.rules_translations import TRANSLATED, problems

REFERENCES = references()


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", sorted(REFERENCES))
def test_every_section_is_translated_from_the_english_as_it_is_now(game: str, lang: str) -> None:
    assert problems(game, REFERENCES[game], lang) == []


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", sorted(REFERENCES))
def test_rules_shows_a_section_in_the_readers_language(game: str, lang: str) -> None:
    english = rules_lookup.sections(game)
    with speaking(lang):
        translated = rules_lookup.sections(game)
    assert [s.id for s in translated] == [s.id for s in english]
    differ = [s for s, e in zip(translated, english, strict=True) if s.text and s.text != e.text]
    assert len(differ) == len([e for e in english if e.text]), f"{game} in {lang} shows English"
