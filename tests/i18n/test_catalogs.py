"""Issue 27: the message catalogues, and speaking a language.

Every message the code marks is in the template and translated in every language, with the
English placeholders and the language's number of plural forms (``tools.i18n_catalogs``); the
language spoken is a context; Russian counts with three forms; the pseudo-language marks and
lengthens every message and keeps its placeholders.
"""

from __future__ import annotations

import asyncio

import pytest

from i18n.catalog import PSEUDO, SPOKEN, _, catalogue, from_discord, language, n_, pseudo, speaking
from tools.i18n_catalogs import problems


def test_every_catalogue_is_complete_and_agrees_with_the_english() -> None:
    assert problems() == []


def test_the_language_spoken_is_a_context() -> None:
    assert language() == "en"
    with speaking("ru"):
        assert language() == "ru"
        with speaking(PSEUDO):
            assert _("Round {round}", round=3).startswith("⟦Röûñd 3")
        assert language() == "ru"
    assert language() == "en" and _("Round {round}", round=3) == "Round 3"


def test_each_task_speaks_its_own_language() -> None:
    async def say(lang: str) -> str:
        with speaking(lang):
            await asyncio.sleep(0)
            return language()

    async def both() -> list[str]:
        return list(await asyncio.gather(say("da"), say("el")))

    assert asyncio.run(both()) == ["da", "el"]


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="does not speak 'de'"), speaking("de"):
        pass


def test_russian_counts_with_three_forms() -> None:
    forms = catalogue("ru")
    # The plural rule of the catalogue's header (CLDR's), whatever the messages.
    assert [forms.plural(n) for n in (1, 2, 5, 11, 21, 22, 25)] == [0, 1, 2, 2, 0, 1, 2]  # type: ignore[attr-defined]
    assert n_("{n} token", "{n} tokens", 1) == "1 token" and n_("{n} token", "{n} tokens", 3) == "3 tokens"


def test_the_pseudo_language_marks_lengthens_and_keeps_placeholders() -> None:
    text = pseudo("{player} moves {n} tokens into {area}.")
    assert text.startswith("⟦{player} mövés {n} tökéñs") and text.endswith("·⟧")
    assert len(text) >= 1.4 * len("{player} moves {n} tokens into {area}.")
    assert text.format(player="ann", n=2, area="Memphis").startswith("⟦ann mövés 2")


@pytest.mark.parametrize(
    ("discord", "ours"),
    [("da", "da"), ("ru", "ru"), ("el", "el"), ("sv-SE", "sv"), ("nl", "nl"), ("en-GB", "en"), ("de", None)],
)
def test_discord_locales_map_to_the_languages_spoken(discord: str, ours: str | None) -> None:
    assert from_discord(discord) == ours
    assert ours is None or ours in SPOKEN
