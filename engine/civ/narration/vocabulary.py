"""The Civilization family's words for its sentences: areas, flood plains and volcanoes, nations
and cards by their printed names, engine reasons told in the third person with names for ids,
and the templates most sentences are (one format string each, with named fields)."""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.civ.content import board, setup
from engine.civ.printed_names import area as area  # re-exported: the narrator names with these
from engine.civ.printed_names import areas as areas
from engine.civ.printed_names import nation as nation
from engine.civ.printed_names import place as place
from engine.core.narrate import Sentence, Words
from engine.core.words import listing
from i18n.catalog import SOURCE, _, language, n_


def occupants(occ: Mapping[str, int], w: Words) -> str:
    """ "Egypt 3, Crete 1"."""
    return ", ".join(f"{w(p)} {k}" for p, k in occ.items())


# The things a sentence counts, each with its plural forms in the catalogue ("1 token",
# "3 tokens"; Russian "1 жетон", "2 жетона", "5 жетонов"). A template counts with
# ``{count:n token}``: the word after ``n`` is a key of this table, not English to translate.
COUNTED: dict[str, Callable[[int], str]] = {
    "token": lambda n: n_("{n} token", "{n} tokens", n),
    "treasury token": lambda n: n_("{n} treasury token", "{n} treasury tokens", n),
    "barbarian token": lambda n: n_("{n} barbarian token", "{n} barbarian tokens", n),
    "trade card": lambda n: n_("{n} trade card", "{n} trade cards", n),
    "Grain card": lambda n: n_("{n} Grain card", "{n} Grain cards", n),
    "card": lambda n: n_("{n} card", "{n} cards", n),
    "ship": lambda n: n_("{n} ship", "{n} ships", n),
    "point": lambda n: n_("{n} point", "{n} points", n),
    "deal": lambda n: n_("{n} deal", "{n} deals", n),
}


def counted(thing: str, n: int) -> str:
    """ "1 token", "3 tokens", in the language spoken."""
    return COUNTED[thing](n)


def possessive(name: str) -> str:
    """ "Egypt's", "chris'" in English; elsewhere the name itself (a catalogue's sentence says
    whose in its own construction, around a name it keeps in the nominative)."""
    if language() != SOURCE:
        return name
    return f"{name}'" if name.endswith("s") and not name.endswith(">") else f"{name}'s"


def losses_text(tokens: Mapping[str, int], cities: Sequence[str]) -> str:
    """ "3 tokens (Memphis 2, Thebes 1) and the city in Sais"; "" for nothing."""
    parts = []
    lost = {a: int(k) for a, k in tokens.items() if int(k)}
    if lost:
        where = ", ".join(f"{area(a)} {k}" for a, k in lost.items())
        parts.append(n_("{n} token ({where})", "{n} tokens ({where})", sum(lost.values()), where=where))
    if cities:
        parts.append(n_("the city in {areas}", "the cities in {areas}", len(cities), areas=areas(cities)))
    return listing(parts)


@cache
def _ids() -> re.Pattern[str]:
    ids = sorted({*board().areas, *setup().nations}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")


THIRD_PERSON = (
    (r"\byou have\b", "they have"),
    (r"\byours\b", "theirs"),
    (r"\byour\b", "their"),
    (r"\bYour\b", "Their"),
    (r"\byou\b", "they"),
    (r"\bYou\b", "They"),
)


def reason(text: str) -> str:
    """An engine reason written to its player ("you have 1 city in tunisia") told of him to
    everyone ("they have 1 city in Tunisia"), areas and nations by name, no closing stop."""
    for pattern, repl in THIRD_PERSON:
        text = re.sub(pattern, repl, text)
    text = _ids().sub(lambda m: area(m.group(1)) if m.group(1) in board().areas else nation(m.group(1)), text)
    return text.strip().rstrip(".")


# The keys of a template's fields: seats, areas, lists of areas, places, cards, nations.
SEAT_KEYS = ("player", "taker", "beneficiary", "picker", "attacker", "owner", "victim")
AREA_KEYS = ("area", "source", "dest", "city")


@dataclass(frozen=True)
class _Seat:
    seat: str


class _Fields(string.Formatter):
    """Fills a template from an event's data: seats, areas, cards and nations by name;
    ``{count:n token}`` counts with the noun agreeing, ``{player:full}`` adds the player to
    the nation, ``{player:person}`` is the player alone."""

    def __init__(self, w: Words) -> None:
        self.w = w

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        value = kwargs[str(key)]
        if key in SEAT_KEYS:
            return _Seat(str(value))
        if key in AREA_KEYS:
            return area(str(value))
        if key == "areas":
            return areas(value)
        if key in ("volcano", "plain"):
            return place(str(value))
        if key in ("calamity", "card"):
            return self.w.card(str(value))
        if key == "nation":
            return nation(str(value))
        return value

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, _Seat):
            if spec == "person":
                return self.w.player(value.seat)
            return self.w.full(value.seat) if spec == "full" else self.w(value.seat)
        if spec.startswith("n "):
            return counted(spec[2:], int(value))
        return format(value, spec)


def template(text: str) -> Sentence:
    """A sentence that is one message (marked with ``N_``), translated when it is told."""

    def tell(d: dict[str, Any], w: Words) -> str:
        return _Fields(w).format(_(text), **d)

    return tell


def templates(table: Mapping[str, str]) -> dict[str, Sentence]:
    return {kind: template(text) for kind, text in table.items()}


SentenceTable = dict[str, Callable[[dict[str, Any], Words], str | None]]
