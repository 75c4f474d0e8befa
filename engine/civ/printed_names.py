"""The Civilization family's things by their printed names, in the language spoken: areas,
flood plains and volcanoes, nations and cards (the glossary's term for each; in English, and for
an id the glossary lacks, the data's own name). Shared by the narrator and by the refusals,
which name their areas and cards when they are read."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.civ.advciv import content as advciv
from engine.civ.content import board, civ_cards, setup, trade_cards
from engine.core.words import listing
from i18n import glossary
from i18n.catalog import PSEUDO, SOURCE, language


def printed(game: str, category: str, key: str) -> str | None:
    """The glossary's term in the language spoken (None in English, whose names are the data's,
    and for an id the glossary does not have)."""
    lang = language()
    if lang == SOURCE:
        return None
    if lang == PSEUDO:  # a name is no message: the pseudo-language reads it in English
        return None
    return _glossary_terms(lang, game, category).get(key)


@cache
def _glossary_terms(lang: str, game: str, category: str) -> dict[str, str]:
    """One category of a glossary, read once per language (a sentence names many areas)."""
    entries = glossary(lang, game)["terms"].get(category, {})
    return {key: str(entry["text"]) for key, entry in entries.items()}


def area(a: str) -> str:
    info = board().areas.get(a)
    if info is None:
        return a
    return printed("civ1980", "areas", a) or info.name


def areas(items: Iterable[str]) -> str:
    return listing(area(a) for a in items)


def place(p: str) -> str:
    """An area, a flood plain or a volcano by its printed name: "Tigris-Euphrates", "Etna"."""
    if p in board().areas:
        return area(p)
    return printed("civ1980", "areas", p) or "-".join(part.capitalize() for part in p.split("-"))


def nation(n: str) -> str:
    info = setup().nations.get(n)
    if info is None:
        return n
    return printed("civ1980", "nations", n) or info.name


CARD_CATEGORIES = ("commodities", "calamities", "civ_cards")


def _card_term(game: str, c: str) -> str | None:
    return next((t for cat in CARD_CATEGORIES if (t := printed(game, cat, c))), None)


def civ1980_card(c: str) -> str:
    tc = trade_cards()
    if c in tc.commodities:
        return _card_term("civ1980", c) or tc.commodities[c].name
    if c in tc.calamities:
        return _card_term("civ1980", c) or tc.calamities[c].name
    cc = civ_cards().cards.get(c)
    return (_card_term("civ1980", c) or cc.name) if cc else c


def advciv_card(c: str) -> str:
    """Advanced Civilization's names: its own cards, and some of 1980's ids under another name."""
    tc = advciv.trade_cards()
    if c in tc.commodities or c in tc.calamities:
        return _card_term("advciv", c) or tc.name(c)
    cc = advciv.civ_cards().cards.get(c)
    return (_card_term("advciv", c) or cc.name) if cc else c
