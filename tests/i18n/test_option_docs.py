"""Issue 27: every rules option's texts (what ``/rules`` shows of an option: its meaning and why
its default) speak the reader's language. Each game declares them marked for the catalogue
(``N_``) and the bot says them when it shows an option; in the pseudo-language every one of
every offered game comes out marked, so a game added later is covered. The English is the
declaration itself (``docs/rules-options.md`` is written from it, in English)."""

from __future__ import annotations

import pytest

from bot.rules_lookup import show_option
from engine import offered_games, spec
from i18n.catalog import PSEUDO, pseudo, speaking

GAMES = [g.id for g in offered_games()]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_s_texts_are_said_in_the_language_spoken(game: str) -> None:
    docs = spec(game).rules().option_docs
    assert docs, f"{game} declares no rules options"
    unsaid = []
    for name, doc in docs.items():
        with speaking(PSEUDO):
            shown = show_option(name, doc, None)
        unsaid += [f"{name}: {text}" for text in (doc.meaning, doc.reason) if pseudo(text) not in shown]
        english = show_option(name, doc, None)
        assert doc.meaning in english and doc.reason in english
    assert not unsaid, "\n".join(unsaid)


@pytest.mark.parametrize(
    ("lang", "game", "option", "words"),
    [
        ("ru", "civ1980", "earthquake_effect", "Землетрясение подавляет город игрока"),
        ("da", "advciv", "monotheism_iconoclasm", "Billedstyrtning og kætteri"),  # 000's calamity
        ("el", "civ1980", "civil_war_threshold", "Ο Εμφύλιος πόλεμος δεν έχει αποτέλεσμα"),
        ("sv", "civ1980", "tokens_per_set", "Brickor i en spelsats"),  # 003: «bricka»
        ("nl", "civ1980", "growth_blocked_by", "Bevolkingsgroei slaat gebieden"),  # 004: «gebied»
    ],
)
def test_a_few_options_read_right(lang: str, game: str, option: str, words: str) -> None:
    doc = spec(game).rules().option_docs[option]
    with speaking(lang):
        shown = show_option(option, doc, None)
    assert words in shown, shown
