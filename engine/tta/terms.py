"""Through the Ages' printed terms in the language spoken: the glossary's
(``i18n/glossary/<lang>/tta.json``; the Greek ones from the Greek rulebook, 002), read once per
language. English is the project's own wording, given by the caller."""

from __future__ import annotations

from functools import cache

from i18n import glossary
from i18n.catalog import PSEUDO, SOURCE, language, pseudo


@cache
def _terms(lang: str, category: str) -> dict[str, str]:
    """The texts of one category of the glossary of ``lang`` (read once per language)."""
    entries = glossary(lang, "tta")["terms"][category]
    return {key: str(entry["text"]) for key, entry in entries.items()}


def term(category: str, key: str, english: str) -> str:
    """A glossary term in the language spoken; ``english`` in English, for a key the glossary
    lacks, and (marked) in the pseudo-language."""
    lang = language()
    if lang == SOURCE:
        return english
    if lang == PSEUDO:
        return pseudo(english)
    return _terms(lang, category).get(key, english)


def unit_word(kind: str) -> str:
    """A kind of military unit (``infantry``, ``air_force``) as the language spoken names it."""
    return term("technology_kinds", kind, kind.replace("_", " "))
