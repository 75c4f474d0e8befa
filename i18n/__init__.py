"""The languages civbot speaks: English (the source language), Danish, Russian, Greek, Swedish
and Dutch (issue 27).

This package holds

- the glossaries: for each language and game, every printed term a player reads (nations, cards,
  commodities, calamities, phases, epochs, Through the Ages' cards, actions and phases, the
  board's and pieces' words), in the words of that game's rulebook in that language where the
  project has one, with its source (``i18n/glossary/README.md`` describes the format and the
  choices made per language);
- the message catalogues and the language spoken (``i18n.catalog``: ``_``, ``n_``, ``speaking``),
  kept in step with the code by ``python -m tools.i18n_catalogs``.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "da", "ru", "el", "sv", "nl")


def _games_with_glossaries() -> tuple[str, ...]:
    """The games whose terms are kept here: one file per game in the source language's folder
    (a game added later brings its own files and is found without a line changed here)."""
    folder = resources.files("i18n").joinpath("glossary", "en")
    return tuple(sorted(p.name.removesuffix(".json") for p in folder.iterdir() if p.name.endswith(".json")))


GAMES = _games_with_glossaries()
# CLDR plural categories used for counts of whole things in each language.
PLURAL_CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "da": ("one", "other"),
    "ru": ("one", "few", "many"),
    "el": ("one", "other"),
    "sv": ("one", "other"),
    "nl": ("one", "other"),
}


@cache
def _glossary_text(lang: str, game: str) -> str:
    path = resources.files("i18n").joinpath("glossary", lang, f"{game}.json")
    return path.read_text(encoding="utf-8")


def glossary(lang: str, game: str) -> dict[str, Any]:
    """The glossary of ``game`` in ``lang``: ``{"format", "language", "game", "seed", "terms"}``,
    ``terms`` being category -> key -> entry (``text``, ``source`` and, when they apply,
    ``plural``, ``quote``, ``printed``, ``printed_form``, ``note``). A fresh copy each call."""
    if lang not in LANGUAGES:
        raise ValueError(f"no glossary in {lang!r}: the languages are {', '.join(LANGUAGES)}")
    if game not in GAMES:
        raise ValueError(f"no glossary for {game!r}: the games are {', '.join(GAMES)}")
    data: dict[str, Any] = json.loads(_glossary_text(lang, game))
    return data


def term(lang: str, game: str, category: str, key: str) -> str:
    """The text of one glossary term, e.g. ``term("ru", "civ1980", "calamities", "famine")``."""
    text: str = glossary(lang, game)["terms"][category][key]["text"]
    return text
