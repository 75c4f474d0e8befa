"""Issue 27: the message catalogues, and speaking a language.

Every message the code marks is in the template and translated in every language, with the
English placeholders and the language's number of plural forms (``tools.i18n_catalogs``); the
language spoken is a context; Russian counts with three forms; the pseudo-language marks and
lengthens every message and keeps its placeholders.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from i18n.catalog import PSEUDO, SPOKEN, _, catalogue, from_discord, language, n_, pseudo, speaking
from tools.i18n_catalogs import PLACEHOLDER, extract, problems


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


# A count of one with a plural noun, or of several with a singular one (issue 26, item 8).
WRONG_COUNT = re.compile(
    r"(?<![\d.#])(?:1 (?:cities|tokens|cards|ships|moves|points|calamities|players|actions|offers|rounds)\b"
    r"|1 \w+ (?:AI players|tokens|points)\b"
    r"|(?:[02-9]|\d\d+) (?:city|token|card|ship|move|point|calamity|player|action|offer|round)\b(?!-))"
)


def _filled(message: str, n: int) -> str:
    return PLACEHOLDER.sub(lambda m: str(n) if m.group(1) == "n" else "X", message)


def test_every_counted_english_message_agrees_with_its_count() -> None:
    """The English of every message that counts (``n_``) reads right for one and for several:
    "Choose 1 city", "levy 1 token", never "1 cities" (the translations count in their own
    forms, tested by the catalogue check)."""
    wrong = []
    for message in extract():
        if isinstance(message.id, tuple):
            singular, plural = (str(i) for i in message.id)
            wrong += [s for s in (_filled(singular, 1), _filled(plural, 2)) if WRONG_COUNT.search(s)]
    assert wrong == []


def test_the_count_check_sees_a_wrong_count() -> None:
    assert WRONG_COUNT.search("Choose 1 cities") and WRONG_COUNT.search("against 1 normal AI players")
    assert WRONG_COUNT.search("2 city") and not WRONG_COUNT.search("1 city, 2 cities, 1 food")
