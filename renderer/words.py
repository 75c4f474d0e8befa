"""The game's own words in a picture, in the language spoken (``i18n.catalog.speaking``).

A picture prints two kinds of words: its own (headings, legends, column titles), marked with
``_``/``n_`` and translated in the message catalogue's ``pictures`` part; and the game's printed
terms (nations, cards, commodities, calamities, phases, epochs, card groups), which come from the
game's glossary (``i18n/glossary``), where each language's term is the one its rulebook prints.

In English a term is the name the data or the view already carries, so English pictures stay
exactly as they were drawn before the pictures spoke other languages; the pseudo-language
(``qps``) lengthens that English name like any message, so that a name too long for its box
shows up in the text-fit tests.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from functools import cache
from typing import Any

from engine import DEFAULT_GAME
from i18n import GAMES, glossary
from i18n.catalog import PSEUDO, SOURCE, _, language, pseudo


@cache
def _terms(lang: str, game: str) -> Mapping[str, Mapping[str, Mapping[str, Any]]]:
    if game not in GAMES:
        return {}
    terms: Mapping[str, Mapping[str, Mapping[str, Any]]] = glossary(lang, game)["terms"]
    return terms


def term(game: str, category: str, key: str, english: str) -> str:
    """The term ``key`` of ``category`` (a glossary category: ``nations``, ``civ_cards`` …) as
    the language spoken prints it; ``english`` is the name the picture prints in English (and
    the fallback for a key the glossary lacks, such as a card of a later edition)."""
    lang = language()
    if lang == SOURCE:
        return english
    if lang == PSEUDO:
        return pseudo(english)
    entry = _terms(lang, game).get(category, {}).get(key)
    return str(entry["text"]) if entry else english


GREEK_ACCENTS = frozenset({"\u0301", "\u0342"})  # tonos (acute) and perispomeni (circumflex)


def capitals(text: str) -> str:
    """``text`` in capitals, as each script writes them: Greek capitals drop their accents
    (ΑΓΡΟΚΤΗΜΑ, not ΑΓΡΌΚΤΗΜΑ); every other letter keeps its marks (Å, Ö, Й)."""
    out = []
    greek = False  # the letter the marks being read belong to is Greek
    for ch in unicodedata.normalize("NFD", text.upper()):
        if not unicodedata.combining(ch):
            greek = "GREEK" in unicodedata.name(ch, "")
        if not (greek and ch in GREEK_ACCENTS):
            out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def capitalised(text: str) -> str:
    """A general term (the glossaries write them in lower case) at the start of a label."""
    return text[:1].upper() + text[1:]


# The number of a Civilization phase in the view's title: "Phase 9: Trade card acquisition".
PHASE_NUMBER = re.compile(r"^Phase (\d+):")


def phase_title(view: Mapping[str, Any]) -> str:
    """The view's phase title, in the language spoken: the game's name of the phase, after its
    number where the rules number it (the view carries the English title only)."""
    english = str(view.get("phase_title", ""))
    phase = str(view.get("phase", ""))
    name = term(game_of(view), "phases", phase, english)
    if language() in (SOURCE, PSEUDO) or name == english:
        return name
    numbered = PHASE_NUMBER.match(english)
    return _("Phase {number}: {phase}", number=numbered.group(1), phase=name) if numbered else name


def nation_name(view: Mapping[str, Any], player: Mapping[str, Any]) -> str:
    """A player's nation as the language spoken names it ("" before the set-up)."""
    english = str(player.get("nation_name") or "")
    key = str(player.get("nation") or "")
    return term(game_of(view), "nations", key, english) if english else ""


def game_of(view: Mapping[str, Any]) -> str:
    """The view's game (views without one are Civilization (1980)'s)."""
    return str(view.get("game", DEFAULT_GAME))
