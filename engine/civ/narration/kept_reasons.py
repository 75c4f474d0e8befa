"""Reasons an event keeps, told to everyone in the reader's language.

An event keeps its reason twice: as English text (``reason``: what old saved games hold and
what the English narration has always said, turned to the third person by ``reason``) and as
the message itself (``reason_said``: a refusal or a reason of the engine, its names kept as
ids). A reader of another language hears the message in his language. A refusal is written to
the player who acted ("you have"); told of him to everyone, it takes its third-person message
from ``THIRD_PERSON`` (one per refusal an earlier player's order can bring about), and a
refusal without one is quoted as it was said to him."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.civ import refusal_names  # noqa: F401 - its names must be known before a reason is read
from engine.civ.narration.vocabulary import reason
from engine.core.said_json import said_from_json
from i18n.catalog import SOURCE, Said, _, l_, language, ln_

SECOND_PERSON = re.compile(r"\b(you|your|yours|You|Your)\b")

FROZEN = "frozen: the {epoch} needs {need} cities; you have {have}"
"""Advanced Civilization's marker held in an epoch whose cities it lacks (the narrator says
"frozen" in its own sentence)."""

THIRD_PERSON: dict[str, Said] = {
    "You need {n} of your tokens in {area} to build a city there; you have {have}.": l_(
        "They need {n} of their tokens in {area} to build a city there; they have {have}"
    ),
    "You need {n} of your tokens in {area}; you have {have}.": l_(
        "They need {n} of their tokens in {area}; they have {have}"
    ),
    "You have {n} cities left in stock (9 at most on the board).": l_(
        "They have {n} cities left in stock (9 at most on the board)"
    ),
    "You have {n} cities left in stock.": l_("They have {n} cities left in stock"),
    "This order needs {n} treasury token; you have {have}.": ln_(
        "This order needs {n} treasury token; they have {have}",
        "This order needs {n} treasury tokens; they have {have}",
        1,
    ),
    "The levy needs {n} of your tokens in {area}; you have {have} there.": l_(
        "The levy needs {n} of their tokens in {area}; they have {have} there"
    ),
    "A ship can only be built in a coastal area holding one of your units, not {area}.": l_(
        "A ship can only be built in a coastal area holding one of their units, not {area}"
    ),
    "A ship can only be built in an area holding one of your units, not {area}.": l_(
        "A ship can only be built in an area holding one of their units, not {area}"
    ),
    "You may have at most {n} ships in play; this order leaves {left}.": l_(
        "They may have at most {n} ships in play; this order leaves {left}"
    ),
    "Your population does not grow in {area}.": l_("Their population does not grow in {area}"),
    "You have no city in {area} that needs support.": l_("They have no city in {area} that needs support"),
    "You have only {treasury} tokens in your treasury, not {tokens}.": l_(
        "They have only {treasury} tokens in their treasury, not {tokens}"
    ),
    "entering the {epoch} needs {need} cities on the board; you have {have}": l_(
        "entering the {epoch} needs {need} cities on the board; they have {have}"
    ),
    "entering the {epoch} needs {need} groups of civilization cards; you have {have}": l_(
        "entering the {epoch} needs {need} groups of civilization cards; they have {have}"
    ),
    "entering the {epoch} needs {need} civilization cards; you have {have}": l_(
        "entering the {epoch} needs {need} civilization cards; they have {have}"
    ),
    ("entering the {epoch} needs {need} points of civilization cards (printed values); you have {have}"): l_(
        "entering the {epoch} needs {need} points of civilization cards (printed values); they have {have}"
    ),
    FROZEN: l_("the {epoch} needs {need} cities; they have {have}"),
    "this Late Iron Age space needs civilization cards worth {value}; yours are worth {cards}": l_(
        "this Late Iron Age space needs civilization cards worth {value}; theirs are worth {cards}"
    ),
    "you have no cities on the board": l_("they have no cities on the board"),
    "You have {free} unmoved tokens in {area}; you asked to move {n}.": l_(
        "They have {free} unmoved tokens in {area}; they asked to move {n}"
    ),
}
"""A refusal to the player who acted (its English message) -> the same told of him, without
its closing stop as a reason inside a sentence reads."""


def kept_reason(d: Mapping[str, Any]) -> str:
    """The reason ``d`` keeps, told of its player to everyone in the language spoken."""
    kept = d.get("reason_said")
    if kept is None or language() == SOURCE:
        return reason(str(d.get("reason") or ""))
    said = said_from_json(kept)
    third = THIRD_PERSON.get(said.text)
    if third is not None:
        return str(Said(third.text, said.params, third.plural, said.n))
    if SECOND_PERSON.search(said.text):
        return _("“{refusal}”", refusal=said)
    return str(said).strip().rstrip(".")


def is_frozen(d: Mapping[str, Any]) -> bool:
    """Whether ``d`` keeps the reason of a marker frozen in its epoch (its English one says so)."""
    kept = d.get("reason_said")
    return kept is not None and str(kept.get("text")) == FROZEN


def kept_refusal(d: Mapping[str, Any]) -> str:
    """The refusal ``d`` keeps as it was said to its player, in the language spoken."""
    kept = d.get("reason_said")
    if kept is None:
        return str(d.get("reason") or "")
    return str(said_from_json(kept))
