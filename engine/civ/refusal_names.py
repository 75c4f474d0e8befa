"""Names in a refusal, said when the refusal is read: a refusal is raised while one player's
order is applied and read by him in his language, or kept in the game's log and read by
everyone in his own. A field of a refusal that names an area, a nation or a card is therefore
kept as the id and named at format time (``Named``); a list of them likewise (``NameList``).

English reads as it always has: the raw id where the English refusal gave the id ("memphis"),
the printed name where it gave the name ("Pottery"); another language reads the glossary's
term for it. A refusal kept in an event keeps its names as ids (``engine.core.said_json``), read
back by the narrator of any language."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.civ import printed_names
from engine.civ.advciv import content as advciv
from engine.core.said_json import TAG, register
from i18n.catalog import _, p_


def _area_id(a: str) -> str:
    """An area, a flood plain or a volcano as the English refusals give it (its id), by its
    printed name elsewhere."""
    return printed_names.printed("civ1980", "areas", a) or a


def _advciv_nation(n: str) -> str:
    name = advciv.setup().nation_names.get(n)
    if name is None:
        return n
    return (
        printed_names.printed("advciv", "nations", n)
        or printed_names.printed("civ1980", "nations", n)
        or name
    )


NAMERS: dict[str, Callable[[str], str]] = {
    "area": _area_id,
    "nation": printed_names.nation,
    "advciv_nation": _advciv_nation,
    "card": printed_names.civ1980_card,
    "advciv_card": printed_names.advciv_card,
}


@dataclass(frozen=True)
class Named:
    """One thing named in the language spoken when it is formatted (``kind``: a key of NAMERS)."""

    kind: str
    id: str

    def __str__(self) -> str:
        return NAMERS[self.kind](self.id)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def to_said_json(self) -> dict[str, Any]:
        return {TAG: "named", "kind": self.kind, "id": self.id}


@dataclass(frozen=True)
class NameList:
    """Things named and separated by commas, or ``empty`` ("none", a marked message) for none."""

    kind: str
    ids: tuple[str, ...]
    empty: str = "none"

    def __str__(self) -> str:
        return ", ".join(NAMERS[self.kind](i) for i in self.ids) or _(self.empty)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def to_said_json(self) -> dict[str, Any]:
        return {TAG: "names", "kind": self.kind, "ids": list(self.ids), "empty": self.empty}


@dataclass(frozen=True)
class Term:
    """A word of the rules said in ``context`` (``p_``): an offer's status, a coast."""

    context: str
    word: str

    def __str__(self) -> str:
        return p_(self.context, self.word)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def to_said_json(self) -> dict[str, Any]:
        return {TAG: "term", "context": self.context, "word": self.word}


def area(a: str) -> Named:
    return Named("area", a)


def areas(items: Iterable[str], empty: str = "none") -> NameList:
    return NameList("area", tuple(items), empty)


register("named", lambda d: Named(str(d["kind"]), str(d["id"])))
register("names", lambda d: NameList(str(d["kind"]), tuple(d["ids"]), str(d["empty"])))
register("term", lambda d: Term(str(d["context"]), str(d["word"])))
